package routing

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// BudgetScope is a spending envelope for a project, sprint, phase or
// conversation (schema budget-scope). Closed object; members are encoded in
// the order declared here.
//
// BudgetScope is never invalid beyond its schema: the error rule of its
// constraint file (budget-preference-no-empty-pools) restates the schema's
// minItems. Warnings reports, in order:
// budget-scope-overspend (spent_micro above limit_micro),
// budget-scope-reservation-id (reserved_capacity_bps above 0 without a
// reservation_id), budget-scope-reservation-bps (a reservation_id with
// reserved_capacity_bps absent or 0) and the constraint file's
// budget-preference-cost-alignment (high cost sensitivity with critical bid
// priority).
type BudgetScope struct {
	// Scope is the kind of work the budget covers.
	Scope ScopeKind `json:"scope"`
	// ScopeID identifies the project, sprint, phase or conversation.
	ScopeID string `json:"scope_id" hf:"minLength=1"`
	// LimitMicro is the spending limit (canonical on output).
	LimitMicro wire.MicroUSDUnsigned `json:"limit_micro"`
	// SpentMicro is the amount spent so far (canonical on output).
	SpentMicro wire.MicroUSDUnsigned `json:"spent_micro"`
	// ActionOnExceed is what happens when the limit is exceeded.
	ActionOnExceed ExceedAction `json:"action_on_exceed"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
	// ReservedCapacityBPS is the share of the budget held by a capacity
	// reservation (0..10000).
	ReservedCapacityBPS *wire.BasisPoints `json:"reserved_capacity_bps,omitzero"`
	// ReservationID is the capacity reservation drawing on this budget.
	ReservationID wire.UUID `json:"reservation_id,omitzero"`
	// PreferenceSignal is the agent's routing preference.
	PreferenceSignal *PreferenceSignal `json:"preference_signal,omitzero"`
}

// PreferenceSignal is an agent's routing preference within a budget scope
// (closed object, no schema file of its own).
type PreferenceSignal struct {
	// BidPriority is the priority of resource allocation.
	BidPriority BidPriority `json:"bid_priority"`
	// PreferredPools are the preferred model pools for routing (at least
	// one when present; free text, not limited to the known pools).
	PreferredPools []string `json:"preferred_pools,omitzero" hf:"minItems=1,item.minLength=1"`
	// CostSensitivity is the agent's sensitivity to cost overruns.
	CostSensitivity CostSensitivity `json:"cost_sensitivity"`
}

// ScopeKind is the kind of work a [BudgetScope] covers.
type ScopeKind string

// The scope kinds, in protocol order.
const (
	ScopeProject      ScopeKind = "project"
	ScopeSprint       ScopeKind = "sprint"
	ScopePhase        ScopeKind = "phase"
	ScopeConversation ScopeKind = "conversation"
)

var scopeKinds = enum.New(ScopeProject, ScopeSprint, ScopePhase, ScopeConversation)

// Valid reports exact membership.
func (k ScopeKind) Valid() bool { return scopeKinds.Has(k) }

// ExceedAction is what happens when a [BudgetScope]'s limit is exceeded.
type ExceedAction string

// The exceed actions, in protocol order.
const (
	ExceedBlock     ExceedAction = "block"
	ExceedWarn      ExceedAction = "warn"
	ExceedDowngrade ExceedAction = "downgrade"
)

var exceedActions = enum.New(ExceedBlock, ExceedWarn, ExceedDowngrade)

// Valid reports exact membership.
func (a ExceedAction) Valid() bool { return exceedActions.Has(a) }

// BidPriority is the allocation priority of a [PreferenceSignal].
type BidPriority string

// The bid priorities, lowest first.
const (
	BidStandard BidPriority = "standard"
	BidElevated BidPriority = "elevated"
	BidCritical BidPriority = "critical"
)

var bidPriorities = enum.New(BidStandard, BidElevated, BidCritical)

// Valid reports exact membership.
func (p BidPriority) Valid() bool { return bidPriorities.Has(p) }

// CostSensitivity is how sensitive an agent is to cost overruns.
type CostSensitivity string

// The cost sensitivities, lowest first.
const (
	CostLow    CostSensitivity = "low"
	CostMedium CostSensitivity = "medium"
	CostHigh   CostSensitivity = "high"
)

var costSensitivities = enum.New(CostLow, CostMedium, CostHigh)

// Valid reports exact membership.
func (s CostSensitivity) Valid() bool { return costSensitivities.Has(s) }

// The native rule ids of BudgetScope (warnings).
const (
	RuleBudgetOverspend     = "budget-scope-overspend"
	RuleBudgetReservationID = "budget-scope-reservation-id"
	RuleBudgetReservationBP = "budget-scope-reservation-bps"
)

var _ = codec.Register(codec.Meta[BudgetScope]{
	Schema:   "budget-scope",
	Comment:  "Financial amounts (limit_micro, spent_micro) use string-encoded BigInt (MicroUSD) to prevent floating-point precision loss. See vocabulary/currency.ts for arithmetic utilities.",
	Rules:    budgetScopeRules,
	Warnings: budgetScopeWarnings,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of s (nil or a *hounfour.ValidationError): the schema " +
			"rules (the error-severity rule of the BudgetScope constraint file never adds one).",
		ValidateSchema: "ValidateSchema gives upstream's runtime verdict: the schema only (the native " +
			"rules of BudgetScope are warnings). It always equals Validate's.",
		Warnings: "Warnings returns the failing warning rules, native ones first (see [BudgetScope]). " +
			"Warnings never make a budget scope invalid.",
		MarshalJSON: "MarshalJSON writes the default encoding (amounts canonical).",
	},
})

// budgetScopeRules holds the one error-severity rule of the BudgetScope
// constraint file, budget-preference-no-empty-pools: "preference_signal ==
// null || preference_signal.preferred_pools == null ||
// preference_signal.preferred_pools.length > 0". It runs only once
// preference_signal passed its own checks, which include preferred_pools'
// minItems 1, so it cannot fail there: it is not evaluated (constraintrt.Apply
// would encode the scope on every validation for a rule that always passes;
// TestBudgetScopeConstraintEquivalence proves the verdicts equal).
// CheckConstraints still reports it.
func budgetScopeRules(*BudgetScope, *codec.Rules) {}

func budgetScopeWarnings(b *BudgetScope, r *codec.Rules) {
	// "spent_micro > limit_micro (big integers)"; the message prints the
	// canonical amounts (deviation 58).
	if r.OK("spent_micro", "limit_micro") && b.SpentMicro.Cmp(b.LimitMicro) > 0 {
		r.Report(RuleBudgetOverspend, "spent_micro ("+b.SpentMicro.String()+") exceeds limit_micro ("+b.LimitMicro.String()+")", "spent_micro")
	}
	// "reserved_capacity_bps present and > 0, reservation_id absent".
	if r.OK("reserved_capacity_bps", "reservation_id") && b.ReservedCapacityBPS != nil && *b.ReservedCapacityBPS > 0 &&
		b.ReservationID.IsZero() {
		r.Report(RuleBudgetReservationID, "reserved_capacity_bps is set but reservation_id is absent", "reservation_id")
	}
	// "reservation_id present and reserved_capacity_bps absent or 0".
	if r.OK("reserved_capacity_bps", "reservation_id") && !b.ReservationID.IsZero() &&
		(b.ReservedCapacityBPS == nil || *b.ReservedCapacityBPS == 0) {
		r.Report(RuleBudgetReservationBP, "reservation_id is present but reserved_capacity_bps is 0 or absent", "reserved_capacity_bps")
	}
	// The constraint file's warnings; budget-scope-overspend has the native
	// rule's id and condition and is reported once, above.
	constraintrt.Apply("budget-scope", b, r, budgetScopeNative...)
}

// budgetScopeNative is the constraint reported by the native rule, a slice
// made once (a variadic list written at the call would be allocated at
// every validation).
var budgetScopeNative = []string{RuleBudgetOverspend}
