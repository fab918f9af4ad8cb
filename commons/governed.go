package commons

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

// GovernanceClass says who may change a governed resource's rules:
// protocol-fixed (only a protocol release), registry-extensible (a
// registry may add to them) or community-defined (schema
// commons/governance-class, a JSON string). The zero value is absent.
//
// Its values: [ClassProtocolFixed], [ClassRegistryExtensible],
// [ClassCommunityDefined].
//
// Schema: commons/governance-class — no upstream description (the index
// lists the name).
type GovernanceClass string

// The governance classes.
const (
	ClassProtocolFixed      GovernanceClass = "protocol-fixed"
	ClassRegistryExtensible GovernanceClass = "registry-extensible"
	ClassCommunityDefined   GovernanceClass = "community-defined"
)

var governanceClasses = enum.New(ClassProtocolFixed, ClassRegistryExtensible, ClassCommunityDefined)

// GovernanceClasses returns the governance classes in protocol order
// (protocol-fixed, registry-extensible, community-defined), as a fresh
// slice.
func GovernanceClasses() []GovernanceClass { return governanceClasses.Values() }

// Valid reports whether c is one of the three governance classes.
func (c GovernanceClass) Valid() bool { return governanceClasses.Has(c) }

// GovernedFields are the members every governed resource carries after its
// own, in this order: its conservation law, audit trail, state machine and
// governance class, its version, an optional access-policy reference and
// governance extensions, and its contract version. GovernedCredits,
// GovernedReputation and GovernedFreshness embed it.
type GovernedFields struct {
	ConservationLaw ConservationLaw    `json:"conservation_law"`
	AuditTrail      AuditTrail         `json:"audit_trail"`
	StateMachine    StateMachineConfig `json:"state_machine"`
	GovernanceClass GovernanceClass    `json:"governance_class"`
	// Version is the resource's version for optimistic concurrency: 0 for a
	// new resource, one more after each successful mutation. A mutation
	// presents the version it expects; a mismatch is a PARTIAL_APPLICATION
	// governance error.
	Version int64 `json:"version" hf:"minimum=0"`
	// AccessPolicyRef refers to the access policy that governs mutations of
	// the resource; when present, a mutation's actor should be checked
	// against it before the change is applied.
	AccessPolicyRef *string `json:"access_policy_ref,omitzero" hf:"minLength=1"`
	// GovernanceExtensions is the extension point for later governance
	// members, any JSON under namespaced keys (commons.checkpoint,
	// commons.acl); consumers ignore keys they do not know.
	GovernanceExtensions map[string]json.RawMessage `json:"governance_extensions,omitzero"`
	ContractVersion      string                     `json:"contract_version" hf:"pattern=^\\d+\\.\\d+\\.\\d+$"`
}

// GovernedResourceFields returns the JSON names of the governed-resource
// members, in order: conservation_law, audit_trail, state_machine,
// governance_class, version, access_policy_ref, governance_extensions,
// contract_version. The slice is a fresh copy.
func GovernedResourceFields() []string {
	return []string{"conservation_law", "audit_trail", "state_machine", "governance_class", "version",
		"access_policy_ref", "governance_extensions", "contract_version"}
}

// CurrencyMicroUSD is the only currency of a governed credit lot.
const CurrencyMicroUSD = "micro-usd"

// GovernedCredits is a governed credit lot (schema commons/governed-credits).
// Closed object.
//
// Its constraint rules: CL-01, balance + reserved + consumed ==
// original_allocation; CL-02, balance ≥ 0 (its pattern); CL-03,
// original_allocation ≥ reserved.
//
// Schema: commons/governed-credits — "Governed credit lot — wire shape for
// the lot_invariant pattern (I-1 through I-5). Conservation law: balance +
// reserved + consumed == original_allocation."
type GovernedCredits struct {
	LotID wire.UUID `json:"lot_id"`
	// Balance is the current balance in micro-USD.
	Balance            wire.MicroUSDUnsigned `json:"balance" hf:"pattern=^[0-9]+$"`
	OriginalAllocation wire.MicroUSDUnsigned `json:"original_allocation" hf:"pattern=^[0-9]+$"`
	Reserved           wire.MicroUSDUnsigned `json:"reserved" hf:"pattern=^[0-9]+$"`
	Consumed           wire.MicroUSDUnsigned `json:"consumed" hf:"pattern=^[0-9]+$"`
	// Currency is always "micro-usd" (CurrencyMicroUSD).
	Currency string `json:"currency" hf:"const=micro-usd"`
	GovernedFields
}

// GovernedReputation is a governed reputation (schema
// commons/governed-reputation), following the reputation state machine
// cold → warming → established → authoritative. Closed object.
//
// Its constraint rules: REP-01, reputation_state is one of the state
// machine's states (a caller that knows the previous state also checks
// StateMachineConfig.Allows); REP-02, personal_score is null when the state
// is cold; REP-03, sample_count ≥ 0 (its bound).
//
// Schema: commons/governed-reputation — "Governed reputation — maps to
// ReputationAggregate state machine (cold → warming → established →
// authoritative)."
type GovernedReputation struct {
	PersonalityID   string           `json:"personality_id" hf:"minLength=1"`
	CollectionID    string           `json:"collection_id" hf:"minLength=1"`
	PoolID          string           `json:"pool_id" hf:"minLength=1"`
	ReputationState reputation.State `json:"reputation_state"`
	// PersonalScore is a number from 0 to 1, or null (nil); the member is
	// required either way.
	PersonalScore *float64 `json:"personal_score" hf:"nullable,minimum=0,maximum=1"`
	BlendedScore  float64  `json:"blended_score" hf:"minimum=0,maximum=1"`
	SampleCount   int64    `json:"sample_count" hf:"minimum=0"`
	GovernedFields
}

// GovernedFreshness is a governed freshness weight with adaptive decay
// (schema commons/governed-freshness). Closed object.
//
// Its constraint rules: FR-01 and FR-02 restate the bounds of
// freshness_score and decay_rate; FR-03 (while the resource's state is
// fresh or decaying, freshness_score ≥ minimum_freshness) needs the current
// state, which the document does not hold: CheckFreshnessThreshold applies
// it for a caller that knows it.
//
// Schema: commons/governed-freshness — "Governed freshness — wire shape for
// adaptive-decay weights. Conservation law: freshness_score >=
// minimum_freshness while not expired."
type GovernedFreshness struct {
	SourceID       string  `json:"source_id" hf:"minLength=1"`
	FreshnessScore float64 `json:"freshness_score" hf:"minimum=0,maximum=1"`
	// DecayRate is the exponential decay coefficient λ: the score decreases
	// as exp(−λt).
	DecayRate   float64        `json:"decay_rate" hf:"minimum=0"`
	LastRefresh wire.Timestamp `json:"last_refresh"`
	// MinimumFreshness is the threshold below which the resource
	// transitions to stale.
	MinimumFreshness float64 `json:"minimum_freshness" hf:"minimum=0,maximum=1"`
	GovernedFields
}

// CheckFreshnessThreshold reports whether f satisfies its rule FR-03 in
// the given current state: in state "fresh" or "decaying" the freshness
// score must be at least the minimum freshness; in any other state the rule
// holds.
func CheckFreshnessThreshold(f GovernedFreshness, currentState string) bool {
	if currentState != "fresh" && currentState != "decaying" {
		return true
	}
	return f.FreshnessScore >= f.MinimumFreshness
}

var _ = codec.Register(codec.Meta[GovernanceClass]{
	Schema: "commons/governance-class",
	Since:  "8.0.0",
	ID:     "GovernanceClass",
})

var _ = codec.Register(codec.Meta[GovernedCredits]{
	Schema: "commons/governed-credits",
	// The rules of the constraint file of the validation's contract.
	Rules:       func(x *GovernedCredits, r *codec.Rules) { constraintrt.Apply("commons/governed-credits", x, r) },
	Constraint:  "commons/governed-credits",
	Description: "Governed credit lot — wire shape for the lot_invariant pattern (I-1 through I-5). Conservation law: balance + reserved + consumed == original_allocation.",
	Since:       "8.0.0",
	ID:          "GovernedCredits",
})

var _ = codec.Register(codec.Meta[GovernedReputation]{
	Schema: "commons/governed-reputation",
	// The rules of the constraint file of the validation's contract, REP-01
	// in Go (native_rules.go).
	Rules:       reputationRules,
	Description: "Governed reputation — maps to ReputationAggregate state machine (cold → warming → established → authoritative).",
	Since:       "8.0.0",
	ID:          "GovernedReputation",
})

var _ = codec.Register(codec.Meta[GovernedFreshness]{
	Schema: "commons/governed-freshness",
	// The rules of the constraint file of the validation's contract.
	Rules:       func(x *GovernedFreshness, r *codec.Rules) { constraintrt.Apply("commons/governed-freshness", x, r) },
	Constraint:  "commons/governed-freshness",
	Description: "Governed freshness — wire shape for adaptive-decay weights. Conservation law: freshness_score >= minimum_freshness while not expired.",
	Since:       "8.0.0",
	ID:          "GovernedFreshness",
})
