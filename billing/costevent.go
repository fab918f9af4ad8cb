package billing

import (
	"math/big"
	"math/bits"
	"reflect"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// CostUnits says how a cost event counts what it prices.
//
// Its values: [CostUnitsTokens], [CostUnitsTask].
type CostUnits string

// The cost units.
const (
	CostUnitsTokens CostUnits = "tokens"
	CostUnitsTask   CostUnits = "task"
)

var costUnits = enum.New(CostUnitsTokens, CostUnitsTask)

// Valid reports whether u is tokens or task.
func (u CostUnits) Valid() bool { return costUnits.Has(u) }

// PricingModel returns the BillingEntry pricing model of the units: tokens →
// per_token, task → flat_rate ("" for an unknown value).
func (u CostUnits) PricingModel() PricingModel {
	switch u {
	case CostUnitsTokens:
		return PricingPerToken
	case CostUnitsTask:
		return PricingFlatRate
	}
	return ""
}

// PricingSource says where a cost event's price came from.
//
// Its values: [PricingSourceConfig], [PricingSourceEstimated].
type PricingSource string

// The pricing sources.
const (
	PricingSourceConfig    PricingSource = "config"
	PricingSourceEstimated PricingSource = "estimated"
)

var pricingSources = enum.New(PricingSourceConfig, PricingSourceEstimated)

// Valid reports whether s is config or estimated.
func (s PricingSource) Valid() bool { return pricingSources.Has(s) }

// CostEvent is the unified cost event of the runtime-bridge design (schema
// cost-event, a type upstream never shipped): one normalized
// micro-USD record for token-priced and task-priced models, so budget
// enforcement can sum costs whatever the pricing model. Closed object.
type CostEvent struct {
	// Provider is the provider that served the request.
	Provider string `json:"provider" hf:"minLength=1"`
	// Model is the model that served the request.
	Model string `json:"model" hf:"minLength=1"`
	// Units says whether the model is priced per token or per task.
	Units CostUnits `json:"units"`
	// UnitCounts holds the token counts or the task count, matching Units.
	UnitCounts UnitCounts `json:"unit_counts"`
	// CostMicroUSD is the cost in micro-USD.
	CostMicroUSD wire.MicroUSDUnsigned `json:"cost_micro_usd"`
	// PricingSource says whether the price came from configuration or an
	// estimate.
	PricingSource PricingSource `json:"pricing_source"`
	// ContractVersion is the protocol contract version (pattern only).
	ContractVersion wire.Semver `json:"contract_version"`
}

// UnitCounts is exactly one of two closed shapes: token counts
// {input, output, reasoning?} ([TokenUnitCounts]) or a task count {tasks}
// ([TaskUnitCounts]); the event's units say which. Only the present members
// are encoded. The cost event's rule cost-event-unit-counts-shape checks the
// shape; the generated schema says the same with oneOf and if/then.
type UnitCounts struct {
	// Input is the number of input tokens.
	Input *uint64 `json:"input,omitzero" hf:"minimum=0"`
	// Output is the number of output tokens.
	Output *uint64 `json:"output,omitzero" hf:"minimum=0"`
	// Reasoning is the number of reasoning tokens, when reported.
	Reasoning *uint64 `json:"reasoning,omitzero" hf:"minimum=0"`
	// Tasks is the number of tasks (at least 1).
	Tasks *uint64 `json:"tasks,omitzero" hf:"minimum=1"`
}

var _ = codec.Register(codec.Meta[UnitCounts]{
	Methods: codec.MethodJSON,
	Doc: codec.Doc{
		MarshalJSON: "MarshalJSON writes only the present members.",
		UnmarshalJSON: "UnmarshalJSON decodes strictly without running the shape rule (which needs the " +
			"event's units).",
	},
})

// TokenUnitCounts is the token shape of UnitCounts.
type TokenUnitCounts struct {
	// Input is the number of input tokens.
	Input uint64 `json:"input" hf:"minimum=0"`
	// Output is the number of output tokens.
	Output uint64 `json:"output" hf:"minimum=0"`
	// Reasoning is the number of reasoning tokens, when reported.
	Reasoning *uint64 `json:"reasoning,omitzero" hf:"minimum=0"`
}

// TaskUnitCounts is the task shape of UnitCounts.
type TaskUnitCounts struct {
	// Tasks is the number of tasks (at least 1).
	Tasks uint64 `json:"tasks" hf:"minimum=1"`
}

// UnitCounts returns c as a UnitCounts.
func (c TokenUnitCounts) UnitCounts() UnitCounts {
	in, out := c.Input, c.Output
	u := UnitCounts{Input: &in, Output: &out}
	if c.Reasoning != nil {
		r := *c.Reasoning
		u.Reasoning = &r
	}
	return u
}

// UnitCounts returns c as a UnitCounts.
func (c TaskUnitCounts) UnitCounts() UnitCounts {
	t := c.Tasks
	return UnitCounts{Tasks: &t}
}

// Tokens returns the token shape and true when u has exactly that shape.
func (u UnitCounts) Tokens() (TokenUnitCounts, bool) {
	if u.Input == nil || u.Output == nil || u.Tasks != nil {
		return TokenUnitCounts{}, false
	}
	c := TokenUnitCounts{Input: *u.Input, Output: *u.Output}
	if u.Reasoning != nil {
		r := *u.Reasoning
		c.Reasoning = &r
	}
	return c, true
}

// Task returns the task shape and true when u has exactly that shape.
func (u UnitCounts) Task() (TaskUnitCounts, bool) {
	if u.Tasks == nil || u.Input != nil || u.Output != nil || u.Reasoning != nil {
		return TaskUnitCounts{}, false
	}
	return TaskUnitCounts{Tasks: *u.Tasks}, true
}

// RuleUnitCountsShape is the rule id of the cost event's cross-field rule.
const RuleUnitCountsShape = "cost-event-unit-counts-shape"

var _ = codec.Register(codec.Meta[CostEvent]{
	Schema:      "cost-event",
	Description: "Unified cost event: one normalized micro-USD cost record for token-priced and task-priced models",
	Rules: func(e *CostEvent, r *codec.Rules) {
		// "units = tokens ⇒ token shape; units = task ⇒ task shape".
		if !r.OK("units", "unit_counts") {
			return
		}
		switch e.Units {
		case CostUnitsTokens:
			if _, ok := e.UnitCounts.Tokens(); !ok {
				r.Report(RuleUnitCountsShape, `unit_counts must be {input, output, reasoning?} when units is "tokens"`, "unit_counts")
			}
		case CostUnitsTask:
			if _, ok := e.UnitCounts.Task(); !ok {
				r.Report(RuleUnitCountsShape, `unit_counts must be {tasks} when units is "task"`, "unit_counts")
			}
		}
	},
})

var _ = codec.RegisterSchemaHint[UnitCounts](codec.SchemaHint{
	OneOf: []reflect.Type{reflect.TypeFor[TokenUnitCounts](), reflect.TypeFor[TaskUnitCounts]()},
})

var _ = codec.RegisterSchemaHint[CostEvent](codec.SchemaHint{If: []codec.IfThen{
	{Member: "units", Equals: string(CostUnitsTokens), Then: "unit_counts", ThenType: reflect.TypeFor[TokenUnitCounts]()},
	{Member: "units", Equals: string(CostUnitsTask), Then: "unit_counts", ThenType: reflect.TypeFor[TaskUnitCounts]()},
}})

// TaskPricing is the price of a task-priced model (configuration member
// per_task_micro_usd).
type TaskPricing struct {
	PerTaskMicroUSD wire.MicroUSDUnsigned `json:"per_task_micro_usd"`
}

// ComputeTaskCostMicro returns per_task × tasks, exactly. tasks must be at
// least 1 and the per-task price present; the errors are *[PricingError]s in
// the style of ComputeCostMicro's.
func ComputeTaskCostMicro(p TaskPricing, tasks uint64) (wire.MicroUSDUnsigned, error) {
	if p.PerTaskMicroUSD.IsZero() {
		return wire.MicroUSDUnsigned{}, &PricingError{"per_task_micro_usd", "Invalid pricing string for per_task_micro_usd: must match ^[0-9]+$"}
	}
	if tasks < 1 {
		return wire.MicroUSDUnsigned{}, &PricingError{"tasks", "Invalid task count for tasks: must be at least 1"}
	}
	if v, ok := p.PerTaskMicroUSD.Uint64(); ok {
		if hi, lo := bits.Mul64(v, tasks); hi == 0 {
			return wire.MicroUSDUnsignedFromUint64(lo), nil
		}
	}
	x := p.PerTaskMicroUSD.Big()
	return unsignedFromBig(x.Mul(x, new(big.Int).SetUint64(tasks))), nil
}

// NewTokenCostEvent builds the cost event of a token-priced request: counts
// from the usage (prompt_tokens → input, completion_tokens → output,
// reasoning_tokens → reasoning when present), the cost from
// [ComputeCostMicro] (ceiling), contract_version 7.0.0. It
// returns ComputeCostMicro's error, or the event's validation error (an empty
// provider or model, an invalid pricing source).
func NewTokenCostEvent(provider, model string, u Usage, p ModelPricing, src PricingSource) (CostEvent, error) {
	cost, err := ComputeCostMicro(p, u)
	if err != nil {
		return CostEvent{}, err
	}
	c := TokenUnitCounts{Input: uint64(u.PromptTokens), Output: uint64(u.CompletionTokens)} // non-negative: checked
	if u.ReasoningTokens != nil {
		r := uint64(*u.ReasoningTokens)
		c.Reasoning = &r
	}
	return newCostEvent(provider, model, CostUnitsTokens, c.UnitCounts(), cost, src)
}

// NewTaskCostEvent builds the cost event of a task-priced request: the task
// count, the cost from [ComputeTaskCostMicro], contract_version 7.0.0.
func NewTaskCostEvent(provider, model string, tasks uint64, p TaskPricing, src PricingSource) (CostEvent, error) {
	cost, err := ComputeTaskCostMicro(p, tasks)
	if err != nil {
		return CostEvent{}, err
	}
	return newCostEvent(provider, model, CostUnitsTask, TaskUnitCounts{Tasks: tasks}.UnitCounts(), cost, src)
}

func newCostEvent(provider, model string, units CostUnits, counts UnitCounts, cost wire.MicroUSDUnsigned, src PricingSource) (CostEvent, error) {
	e := CostEvent{Provider: provider, Model: model, Units: units, UnitCounts: counts, CostMicroUSD: cost,
		PricingSource: src, ContractVersion: contractVersion}
	if err := e.Validate(); err != nil {
		return CostEvent{}, err
	}
	return e, nil
}
