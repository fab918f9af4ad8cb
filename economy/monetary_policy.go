package economy

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// ReviewTriggerType is what triggers a monetary policy review.
//
// Its values: [TriggerEpochBoundary], [TriggerSupplyThreshold],
// [TriggerManual], [TriggerGovernanceVote].
type ReviewTriggerType string

// The review trigger types.
const (
	TriggerEpochBoundary   ReviewTriggerType = "epoch_boundary"
	TriggerSupplyThreshold ReviewTriggerType = "supply_threshold"
	TriggerManual          ReviewTriggerType = "manual"
	TriggerGovernanceVote  ReviewTriggerType = "governance_vote"
)

var reviewTriggerTypes = enum.New(TriggerEpochBoundary, TriggerSupplyThreshold, TriggerManual, TriggerGovernanceVote)

// Valid reports whether t is one of the four trigger types.
func (t ReviewTriggerType) Valid() bool { return reviewTriggerTypes.Has(t) }

// MonetaryPolicy couples minting to conservation invariants (schema
// monetary-policy). Closed object.
type MonetaryPolicy struct {
	// PolicyID identifies the policy.
	PolicyID wire.UUID `json:"policy_id"`
	// RegistryID is the registry the policy governs.
	RegistryID wire.UUID `json:"registry_id"`
	// MintingPolicyID refers to a MintingPolicy policy_id (not checked).
	MintingPolicyID string `json:"minting_policy_id" hf:"minLength=1"`
	// ConservationCeiling is the maximum total supply (string-encoded unsigned integer, canonical on output).
	ConservationCeiling wire.MicroUSDUnsigned `json:"conservation_ceiling"`
	// CouplingInvariant is a constraint expression that must hold for minting; neither upstream nor the library evaluates it.
	CouplingInvariant string `json:"coupling_invariant" hf:"minLength=1"`
	// CollateralRatioBPS is the collateral ratio in basis points (10000 = 100%; no maximum).
	CollateralRatioBPS int64 `json:"collateral_ratio_bps" hf:"minimum=0"`
	// ReviewTrigger is the condition that triggers a policy review.
	ReviewTrigger ReviewTrigger `json:"review_trigger"`
	// LastReviewedAt is when the policy was last reviewed, or null (nil) if never.
	LastReviewedAt *wire.Timestamp `json:"last_reviewed_at" hf:"nullable"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// ReviewTrigger is the condition that triggers a monetary policy review.
// Nothing ties the optional members to TriggerType.
type ReviewTrigger struct {
	// TriggerType is what triggers a review.
	TriggerType ReviewTriggerType `json:"trigger_type"`
	// ThresholdPct is the percentage threshold that triggers a review (for supply_threshold).
	ThresholdPct *float64 `json:"threshold_pct,omitzero" hf:"minimum=0,maximum=100"`
	// EpochInterval is the number of epochs between automatic reviews.
	EpochInterval *int64 `json:"epoch_interval,omitzero" hf:"minimum=1"`
}

var _ = codec.Register(codec.Meta[MonetaryPolicy]{
	Schema:      "monetary-policy",
	Description: "Monetary policy regime coupling minting to conservation invariants.",
	Rules:       func(p *MonetaryPolicy, r *codec.Rules) { constraintrt.Apply("monetary-policy", p, r) },
	Constraint:  "monetary-policy",
	Doc: codec.Doc{
		Validate: "Validate reports every violation of p: the schema rules, then the four error-severity " +
			"rules of the MonetaryPolicy constraint file, so an under-collateralised policy " +
			"(collateral_ratio_bps below 10000) is invalid.",
	},
})

// Solvent reports what the builtin monetary_policy_solvent(policy, supply)
// returns on p's JSON form with supply given as a string: supply ≤
// conservation_ceiling (false when either is absent). No shipped constraint
// uses it.
func (p *MonetaryPolicy) Solvent(supply wire.MicroUSDUnsigned) bool {
	if p.ConservationCeiling.IsZero() || supply.IsZero() {
		return false
	}
	return supply.Cmp(p.ConservationCeiling) <= 0
}
