package routing

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// OutcomeType classifies how a model invocation performed against
// expectations (schema performance-outcome-type, a JSON string). The zero
// value is absent.
//
// Its values: [OutcomeCostWithinBudget], [OutcomeCostExceeded],
// [OutcomeQualityMet], [OutcomeQualityBelowThreshold], [OutcomeTimeout],
// [OutcomeError].
//
// Schema: performance-outcome-type — "Classification of how a model
// invocation performed against expectations."
type OutcomeType string

// The performance outcome types, in protocol order.
const (
	OutcomeCostWithinBudget      OutcomeType = "cost_within_budget"
	OutcomeCostExceeded          OutcomeType = "cost_exceeded"
	OutcomeQualityMet            OutcomeType = "quality_met"
	OutcomeQualityBelowThreshold OutcomeType = "quality_below_threshold"
	OutcomeTimeout               OutcomeType = "timeout"
	OutcomeError                 OutcomeType = "error"
)

var outcomeTypes = enum.New(OutcomeCostWithinBudget, OutcomeCostExceeded, OutcomeQualityMet,
	OutcomeQualityBelowThreshold, OutcomeTimeout, OutcomeError)

// OutcomeTypes returns the six outcome types in protocol order, as a fresh
// slice.
func OutcomeTypes() []OutcomeType { return outcomeTypes.Values() }

// Valid reports exact membership.
func (t OutcomeType) Valid() bool { return outcomeTypes.Has(t) }

// TokenUsage counts the tokens of one invocation (the tokens_used member
// of a [PerformanceEvent]; no schema file of its own). Closed object; both
// members are required.
type TokenUsage struct {
	// Input is the number of input tokens consumed.
	Input int64 `json:"input" hf:"minimum=0"`
	// Output is the number of output tokens generated.
	Output int64 `json:"output" hf:"minimum=0"`
}

// PerformanceEvent records the outcome of a model invocation made under an
// economic boundary's access decision (schema economic-performance-event):
// cost against budget, quality against expectation, tokens and duration.
// It is the return signal from the economy to routing. Closed object.
//
// Its constraint rules: performance-quality-bounded (both qualities in
// [0, 1]) and performance-tokens-nonnegative (token counts at least 0),
// which the schema already requires. Nothing compares the actual with the
// budgeted cost, or the outcome type with the numbers.
//
// Schema: economic-performance-event — "Captures the outcome of a model
// invocation following an EconomicBoundary access decision. This is the
// return signal that closes the unidirectional membrane gap."
type PerformanceEvent struct {
	// EventID is the unique identifier of this performance event.
	EventID wire.UUID `json:"event_id"`
	// BoundaryID references the economic boundary that granted access.
	BoundaryID wire.UUID `json:"boundary_id"`
	// ModelID is the model that was invoked.
	ModelID     string      `json:"model_id" hf:"minLength=1"`
	OutcomeType OutcomeType `json:"outcome_type"`
	// ActualCost is the actual cost of the invocation in micro-USD
	// (canonical on output).
	ActualCost wire.MicroUSDUnsigned `json:"actual_cost"`
	// BudgetedCost is the budgeted (reserved) cost in micro-USD
	// (canonical on output).
	BudgetedCost wire.MicroUSDUnsigned `json:"budgeted_cost"`
	// ActualQuality is the observed quality of the invocation, in [0, 1].
	ActualQuality float64 `json:"actual_quality" hf:"minimum=0,maximum=1"`
	// ExpectedQuality is the quality expected from the model's profile
	// (its quality_yield), in [0, 1].
	ExpectedQuality float64    `json:"expected_quality" hf:"minimum=0,maximum=1"`
	TokensUsed      TokenUsage `json:"tokens_used"`
	// DurationMS is the invocation's duration in milliseconds.
	DurationMS int64 `json:"duration_ms" hf:"minimum=0"`
	// OccurredAt is when the invocation completed.
	OccurredAt wire.Timestamp `json:"occurred_at"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// BridgeDirection says whether an economic outcome helped or hurt a
// model's reputation (schema quality-bridge-direction, a JSON string). The
// zero value is absent.
//
// Its values: [BridgePositive], [BridgeNegative], [BridgeNeutral].
//
// Schema: quality-bridge-direction — "Whether the economic outcome helped
// or hurt the model reputation."
type BridgeDirection string

// The bridge directions, in protocol order.
const (
	BridgePositive BridgeDirection = "positive"
	BridgeNegative BridgeDirection = "negative"
	BridgeNeutral  BridgeDirection = "neutral"
)

var bridgeDirections = enum.New(BridgePositive, BridgeNegative, BridgeNeutral)

// BridgeDirections returns the three bridge directions in protocol order,
// as a fresh slice.
func BridgeDirections() []BridgeDirection { return bridgeDirections.Values() }

// Valid reports exact membership.
func (d BridgeDirection) Valid() bool { return bridgeDirections.Has(d) }

// QualityBridge connects an economic performance event to the reputation
// quality event it produced (schema performance-quality-bridge): the
// return path through which economic outcomes become trust signals.
// Closed object.
//
// Its constraint rule: bridge-weight-upper-bound
// (weight_adjustment_suggested at most 1), which the schema already
// requires. QualityDelta is unbounded.
//
// Schema: performance-quality-bridge — "Connects economic performance
// outcomes to reputation quality events. This is the return path through
// the membrane — economic outcomes become trust signals."
type QualityBridge struct {
	// BridgeID is the unique identifier of this bridge event.
	BridgeID wire.UUID `json:"bridge_id"`
	// PerformanceEventID references the economic performance event.
	PerformanceEventID wire.UUID `json:"performance_event_id"`
	// QualityEventID references the quality event that was generated.
	QualityEventID wire.UUID `json:"quality_event_id"`
	// ModelID is the model this bridge applies to.
	ModelID   string          `json:"model_id" hf:"minLength=1"`
	Direction BridgeDirection `json:"direction"`
	// QualityDelta is the change in quality score attributable to this
	// event (any number).
	QualityDelta float64 `json:"quality_delta"`
	// WeightAdjustmentSuggested is the recommended routing weight
	// adjustment, in [-1, 1].
	WeightAdjustmentSuggested float64 `json:"weight_adjustment_suggested" hf:"minimum=-1,maximum=1"`
	// OccurredAt is when the bridge event was created.
	OccurredAt wire.Timestamp `json:"occurred_at"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

const (
	schemaPerformanceEvent = "economic-performance-event"
	schemaQualityBridge    = "performance-quality-bridge"
)

var _ = codec.Register(codec.Meta[OutcomeType]{
	Schema:      "performance-outcome-type",
	Description: "Classification of how a model invocation performed against expectations.",
	Since:       "7.8.0",
	ID:          "PerformanceOutcomeType",
})

var _ = codec.Register(codec.Meta[PerformanceEvent]{
	Schema: schemaPerformanceEvent,
	Description: "Captures the outcome of a model invocation following an EconomicBoundary access decision. " +
		"This is the return signal that closes the unidirectional membrane gap.",
	Since: "7.8.0",
	ID:    "EconomicPerformanceEvent",
	// The rules of the constraint file of the validation's contract.
	Rules: func(e *PerformanceEvent, r *codec.Rules) { constraintrt.Apply(schemaPerformanceEvent, e, r) },
})

var _ = codec.Register(codec.Meta[BridgeDirection]{
	Schema:      "quality-bridge-direction",
	Description: "Whether the economic outcome helped or hurt the model reputation.",
	Since:       "7.8.0",
	ID:          "QualityBridgeDirection",
})

var _ = codec.Register(codec.Meta[QualityBridge]{
	Schema: schemaQualityBridge,
	Description: "Connects economic performance outcomes to reputation quality events. " +
		"This is the return path through the membrane \u2014 economic outcomes become trust signals.",
	Since: "7.8.0",
	ID:    "PerformanceQualityBridge",
	// The rules of the constraint file of the validation's contract.
	Rules: func(b *QualityBridge, r *codec.Rules) { constraintrt.Apply(schemaQualityBridge, b, r) },
})
