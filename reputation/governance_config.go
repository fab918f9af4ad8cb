package reputation

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// DemotionRule demotes an aggregate after a time without quality events
// (schema demotion-rule, contract 7.6.0): from one state to another after
// inactivity_days, optionally only while the decayed personal weight is
// below a threshold. Closed object. Nothing in the schema requires the rule
// to move backward (IsBackward tells).
//
// Schema: demotion-rule — "Rule for time-based reputation state demotion
// due to inactivity."
type DemotionRule struct {
	// FromState is the state demoted.
	FromState State `json:"from_state"`
	// ToState is the state it is demoted to.
	ToState State `json:"to_state"`
	// InactivityDays is the number of days without quality events after
	// which the rule applies (at least 1).
	InactivityDays int64 `json:"inactivity_days" hf:"minimum=1"`
	// RequireDecayedBelow, when set, also requires the decayed personal
	// weight to be below it (in [0, 1]), so that agents whose decayed
	// scores are still strong are not demoted.
	RequireDecayedBelow *float64 `json:"require_decayed_below,omitzero" hf:"minimum=0,maximum=1"`
}

// IsBackward reports whether the rule moves down the state machine: the
// order of ToState is below that of FromState (authoritative →
// established is backward; cold → warming and warming → warming are not).
// Validate does not require it (a collection governance config only
// rejects a rule that does not change state).
func (d DemotionRule) IsBackward() bool {
	return d.ToState.Valid() && d.FromState.Valid() && d.ToState.Order() < d.FromState.Order()
}

// DefaultDemotionRules returns the protocol's default demotion rules, as a
// fresh slice: authoritative → established after 90 days while the decayed
// weight is below 0.7, and established → warming after 180 days.
func DefaultDemotionRules() []DemotionRule {
	below := 0.7
	return []DemotionRule{
		{FromState: Authoritative, ToState: Established, InactivityDays: 90, RequireDecayedBelow: &below},
		{FromState: Established, ToState: Warming, InactivityDays: 180},
	}
}

// DecayPolicy is a collection's temporal decay and demotion policy (schema
// reputation-decay-policy, contract 7.6.0). Closed object; every member is
// required (the documented defaults — half-life 30 days, auto-demotion off
// — are never filled in).
//
// Schema: reputation-decay-policy — "Temporal decay and demotion policy for
// collection reputation."
type DecayPolicy struct {
	// HalfLifeDays is the half-life of sample counts in days (at least
	// 1): after it, the effective sample count is halved.
	HalfLifeDays int64 `json:"half_life_days" hf:"minimum=1"`
	// DemotionRules are the per-state inactivity demotions (nil is
	// written as []).
	DemotionRules []DemotionRule `json:"demotion_rules"`
	// EnableAutoDemotion tells whether the demotion rules are enforced
	// automatically (true: an event subscription triggers them) or are
	// advisory (false).
	EnableAutoDemotion bool `json:"enable_auto_demotion"`
}

// StateThresholds are the thresholds of a collection's state machine (the
// state_thresholds of a collection governance config). Closed object; all
// three required (documented defaults 1, 5 and 0.9, never filled in).
type StateThresholds struct {
	// WarmingMinEvents is the number of quality events cold → warming
	// needs (at least 1).
	WarmingMinEvents int64 `json:"warming_min_events" hf:"minimum=1"`
	// EstablishedMinSamples is the sample count warming → established
	// needs (at least 1).
	EstablishedMinSamples int64 `json:"established_min_samples" hf:"minimum=1"`
	// AuthoritativeMinWeight is the personal weight established →
	// authoritative needs, in [0, 1].
	AuthoritativeMinWeight float64 `json:"authoritative_min_weight" hf:"minimum=0,maximum=1"`
}

// CollectionGovernanceConfig is a collection's configuration of the
// Bayesian reputation system (schema collection-governance-config,
// contract 7.6.0): its pseudo count, state thresholds and decay policy.
// Closed object; every member required (pseudo_count's default 3 is
// documentation).
//
// Its constraint rules: config-demotion-backward-only, which rejects a
// demotion rule whose from_state equals its to_state — only that, although
// its message asks for backward moves (a cold → warming rule passes, as
// upstream's; DemotionRule.IsBackward tells the direction); the warning
// config-thresholds-ordered when warming_min_events exceeds
// established_min_samples; pseudo_count ≥ 1 is implied by its bound.
//
// Schema: collection-governance-config — "Per-collection governance
// configuration for the Bayesian reputation system."
type CollectionGovernanceConfig struct {
	// ConfigID identifies the configuration (a UUID).
	ConfigID wire.UUID `json:"config_id"`
	// CollectionID identifies the collection it applies to.
	CollectionID string `json:"collection_id" hf:"minLength=1"`
	// PseudoCount is the collection's k (at least 1): higher values need
	// more observations before the personal score dominates.
	PseudoCount int64 `json:"pseudo_count" hf:"minimum=1"`
	// StateThresholds are the state machine's thresholds.
	StateThresholds StateThresholds `json:"state_thresholds"`
	// DecayPolicy is the decay and demotion policy.
	DecayPolicy DecayPolicy `json:"decay_policy"`
	// UpdatedAt is when the configuration last changed.
	UpdatedAt wire.Timestamp `json:"updated_at"`
	// ContractVersion is the protocol version it was written under.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[DemotionRule]{
	Schema:      "demotion-rule",
	Description: "Rule for time-based reputation state demotion due to inactivity.",
	Since:       "7.6.0",
	ID:          "DemotionRule",
})

var _ = codec.Register(codec.Meta[DecayPolicy]{
	Schema:      "reputation-decay-policy",
	Description: "Temporal decay and demotion policy for collection reputation.",
	Since:       "7.6.0",
	ID:          "ReputationDecayPolicy",
})

var _ = codec.Register(codec.Meta[StateThresholds]{Since: "7.6.0"})

var _ = codec.Register(codec.Meta[CollectionGovernanceConfig]{
	Schema:      "collection-governance-config",
	Description: "Per-collection governance configuration for the Bayesian reputation system.",
	Since:       "7.6.0",
	ID:          "CollectionGovernanceConfig",
	// The rules and warnings of the constraint file of the validation's
	// contract.
	Rules: func(c *CollectionGovernanceConfig, r *codec.Rules) {
		constraintrt.Apply("collection-governance-config", c, r)
	},
	Constraint: "collection-governance-config",
	Warnings: func(c *CollectionGovernanceConfig, r *codec.Rules) {
		constraintrt.Apply("collection-governance-config", c, r)
	},
})
