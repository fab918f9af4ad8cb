package governance

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// PolicyType is the category of a versioned policy (schema policy-type, a
// JSON string): monetary, access, governance or constraint. Contract
// 7.6.0.
type PolicyType string

// The policy types.
const (
	PolicyMonetary   PolicyType = "monetary"
	PolicyAccess     PolicyType = "access"
	PolicyGovernance PolicyType = "governance"
	PolicyConstraint PolicyType = "constraint"
)

var policyTypes = enum.New(PolicyMonetary, PolicyAccess, PolicyGovernance, PolicyConstraint)

// Valid reports whether t is one of the four policy types.
func (t PolicyType) Valid() bool { return policyTypes.Has(t) }

var _ = codec.Register(codec.Meta[PolicyType]{
	Schema:      "policy-type",
	Description: "Category of versioned policy.",
	Since:       "7.6.0",
})

// Rule ids of PolicyVersion's constraint rules.
const (
	RulePolicyVersionSemver              = "policy-version-semver"
	RulePolicyVersionSupersedesDifferent = "policy-version-supersedes-different"
)

// PolicyVersion is one version of a policy (schema policy-version): the
// policy, its semantic version, when it takes effect, the version it
// supersedes, an optional migration expression and the proposal that
// enacted it. Closed object. Contract 7.6.0.
//
// Its constraint rules: a version that supersedes another differs from it
// (policy-version-supersedes-different, "supersedes must differ from
// version_id when present.", compared as text, case-sensitively). The
// rule policy-version-semver calls a function the constraint language
// does not have and never runs; the version member's own pattern checks
// the semantic version (COMPATIBILITY.md).
//
// Schema: policy-version — "Versioned policy record with migration
// support."
type PolicyVersion struct {
	// VersionID identifies this version.
	VersionID wire.UUID `json:"version_id"`
	// PolicyType is the policy's category.
	PolicyType PolicyType `json:"policy_type"`
	// PolicyID identifies the policy versioned.
	PolicyID string `json:"policy_id" hf:"minLength=1"`
	// Version is the policy's semantic version (major.minor.patch).
	Version wire.Semver `json:"version"`
	// EffectiveAt is when this version takes effect.
	EffectiveAt wire.Timestamp `json:"effective_at"`
	// Supersedes is the version_id of the version this one replaces
	// (optional).
	Supersedes wire.UUID `json:"supersedes,omitzero"`
	// MigrationValidation is a constraint expression that must hold during
	// the move from the old policy to the new one (optional; text, not
	// parsed by validation).
	MigrationValidation *string `json:"migration_validation,omitzero" hf:"minLength=1"`
	// EnactedByProposal is the governance proposal that enacted this
	// version (optional).
	EnactedByProposal wire.UUID `json:"enacted_by_proposal,omitzero"`
	// ContractVersion is the protocol version it was written under.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[PolicyVersion]{
	Schema:      "policy-version",
	Description: "Versioned policy record with migration support.",
	Since:       "7.6.0",
	ID:          "PolicyVersion",
	Rules:       func(p *PolicyVersion, r *codec.Rules) { constraintrt.Apply("policy-version", p, r) },
	Constraint:  "policy-version",
})
