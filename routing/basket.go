package routing

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// BasketEntry is one model of a basket composition (schema
// basket-composition-entry): its share of the routing allocation and the
// quality it yielded when the composition was computed. Closed object.
//
// Schema: basket-composition-entry — "A single model entry in a basket
// composition snapshot."
type BasketEntry struct {
	// ModelID is the model's identifier in the basket.
	ModelID string `json:"model_id" hf:"minLength=1"`
	// Weight is the model's share of the routing allocation, in [0, 1].
	Weight float64 `json:"weight" hf:"minimum=0,maximum=1"`
	// QualityYield is the quality yield observed when the composition was
	// computed, in [0, 1].
	QualityYield float64 `json:"quality_yield" hf:"minimum=0,maximum=1"`
	// SampleCount is the number of observations backing this entry.
	SampleCount int64 `json:"sample_count" hf:"minimum=0"`
}

// Basket is a point-in-time snapshot of the routing basket (schema
// basket-composition): the weight of every model at one moment. Closed
// object.
//
// Its constraint rules: basket-entries-nonempty (at least one entry, which
// the schema already requires) and basket-weights-sum-valid (the builtin
// basket_weights_normalized on the whole basket: at most 100 entries whose
// weights, summed as float64 in order, are within 0.001 of 1). The rule
// runs when entries passed its own checks. TotalModels is not compared
// with the number of entries.
//
// Schema: basket-composition — "Point-in-time snapshot of the SDR basket —
// the weight distribution across models at a moment in time."
type Basket struct {
	// CompositionID is the unique identifier of this composition snapshot.
	CompositionID wire.UUID `json:"composition_id"`
	// Entries are the model entries of the basket (at least one).
	Entries []BasketEntry `json:"entries" hf:"minItems=1"`
	// TotalModels is the number of models in the basket.
	TotalModels int64 `json:"total_models" hf:"minimum=1"`
	// ComputedAt is when this composition was computed.
	ComputedAt wire.Timestamp `json:"computed_at"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// RebalanceTrigger is what triggered a basket rebalancing (schema
// rebalance-trigger-type, a JSON string). The zero value is absent.
//
// Its values: [TriggerPeriodic], [TriggerThresholdBreach],
// [TriggerManual], [TriggerPerformanceDriven].
//
// Schema: rebalance-trigger-type — "What triggered a basket rebalancing
// event."
type RebalanceTrigger string

// The rebalance triggers, in protocol order.
const (
	TriggerPeriodic          RebalanceTrigger = "periodic"
	TriggerThresholdBreach   RebalanceTrigger = "threshold_breach"
	TriggerManual            RebalanceTrigger = "manual"
	TriggerPerformanceDriven RebalanceTrigger = "performance_driven"
)

var rebalanceTriggers = enum.New(TriggerPeriodic, TriggerThresholdBreach, TriggerManual, TriggerPerformanceDriven)

// RebalanceTriggers returns the four rebalance triggers in protocol order,
// as a fresh slice.
func RebalanceTriggers() []RebalanceTrigger { return rebalanceTriggers.Values() }

// Valid reports exact membership.
func (t RebalanceTrigger) Valid() bool { return rebalanceTriggers.Has(t) }

// RebalanceEvent records a basket rebalancing (schema
// routing-rebalance-event): what triggered it and the compositions before
// and after. Closed object.
//
// Its constraint rules: rebalance-compositions-differ (the two composition
// ids differ as text) and rebalance-window-ordered (when both window
// bounds are present, the end is strictly after the start, both taken as
// instants).
//
// Schema: routing-rebalance-event — "Records a basket rebalancing — what
// triggered it, what changed, and the before/after composition state."
type RebalanceEvent struct {
	// EventID is the unique identifier of this rebalance event.
	EventID     wire.UUID        `json:"event_id"`
	TriggerType RebalanceTrigger `json:"trigger_type"`
	// BeforeCompositionID is the basket composition before the rebalance.
	BeforeCompositionID wire.UUID `json:"before_composition_id"`
	// AfterCompositionID is the basket composition after the rebalance.
	AfterCompositionID wire.UUID `json:"after_composition_id"`
	// TriggerDetails describes what triggered the rebalance (may be
	// empty).
	TriggerDetails *string `json:"trigger_details,omitzero"`
	// PerformanceWindowStart is the start of the performance observation
	// period.
	PerformanceWindowStart wire.Timestamp `json:"performance_window_start,omitzero"`
	// PerformanceWindowEnd is the end of the performance observation
	// period.
	PerformanceWindowEnd wire.Timestamp `json:"performance_window_end,omitzero"`
	// OccurredAt is when the rebalance occurred.
	OccurredAt wire.Timestamp `json:"occurred_at"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

const (
	schemaBasket         = "basket-composition"
	schemaRebalanceEvent = "routing-rebalance-event"
)

var _ = codec.Register(codec.Meta[BasketEntry]{
	Schema:      "basket-composition-entry",
	Description: "A single model entry in a basket composition snapshot.",
	Since:       "7.8.0",
	ID:          "BasketCompositionEntry",
})

var _ = codec.Register(codec.Meta[Basket]{
	Schema:      schemaBasket,
	Description: "Point-in-time snapshot of the SDR basket \u2014 the weight distribution across models at a moment in time.",
	Since:       "7.8.0",
	ID:          "BasketComposition",
	// The rules of the constraint file of the validation's contract.
	Rules: func(b *Basket, r *codec.Rules) { constraintrt.Apply(schemaBasket, b, r) },
})

var _ = codec.Register(codec.Meta[RebalanceTrigger]{
	Schema:      "rebalance-trigger-type",
	Description: "What triggered a basket rebalancing event.",
	Since:       "7.8.0",
	ID:          "RebalanceTriggerType",
})

var _ = codec.Register(codec.Meta[RebalanceEvent]{
	Schema: schemaRebalanceEvent,
	Description: "Records a basket rebalancing \u2014 what triggered it, what changed, and the before/after " +
		"composition state.",
	Since: "7.8.0",
	ID:    "RoutingRebalanceEvent",
	// The rules of the constraint file of the validation's contract.
	Rules: func(e *RebalanceEvent, r *codec.Rules) { constraintrt.Apply(schemaRebalanceEvent, e, r) },
})
