package economy

import (
	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/document"
	"github.com/hounfour-go/hounfour/wire"
)

// MintingPolicy governs token creation within a registry (schema
// minting-policy). Closed object.
type MintingPolicy struct {
	// PolicyID identifies the policy.
	PolicyID wire.UUID `json:"policy_id"`
	// RegistryID is the registry the policy governs.
	RegistryID wire.UUID `json:"registry_id"`
	// MintAuthority is the agent or entity authorized to mint tokens.
	MintAuthority string `json:"mint_authority" hf:"minLength=1"`
	// MintConstraints are the constraint ids that must pass before minting (may be empty).
	MintConstraints []string `json:"mint_constraints"`
	// MaxMintPerEpoch is the maximum that can be minted per epoch (string-encoded unsigned integer, canonical on output).
	MaxMintPerEpoch wire.MicroUSDUnsigned `json:"max_mint_per_epoch" hf:"pattern=^\\d+$"`
	// EpochSeconds is the duration of one minting epoch in seconds.
	EpochSeconds int64 `json:"epoch_seconds" hf:"minimum=1"`
	// RequiresGovernanceApproval is whether minting requires governance approval (schema default false, not applied).
	RequiresGovernanceApproval bool `json:"requires_governance_approval"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[MintingPolicy]{
	Schema:      "minting-policy",
	Description: "Policy governing token creation within an economy registry.",
	Rules:       func(p *MintingPolicy, r *codec.Rules) { constraintrt.Apply("minting-policy", p, r) },
	Warnings:    func(p *MintingPolicy, r *codec.Rules) { constraintrt.Apply("minting-policy", p, r) },
})

type mintingPolicySchema MintingPolicy

// Validate reports every violation of p: the schema rules, then the
// error-severity rules of the MintingPolicy constraint file.
func (p *MintingPolicy) Validate() error { return document.Validate(p) }

// ValidateSchema reports the schema violations only (upstream's runtime
// verdict).
func (p *MintingPolicy) ValidateSchema() error {
	return document.ValidateAs("minting-policy", (*mintingPolicySchema)(p))
}

// Warnings returns the failing warning-severity rules
// (minting-policy-epoch-minimum: epochs shorter than 60 seconds).
func (p *MintingPolicy) Warnings() []hounfour.Warning { return document.Warnings(p) }

// CheckConstraints returns the result of every rule of the type's
// constraint file on the JSON form of p, in file order, both severities
// (constraint.OK tells whether the error-severity ones hold).
func (p *MintingPolicy) CheckConstraints() []constraint.Result {
	rep, _ := constraint.Check("minting-policy", p)
	return rep.Results
}

// MarshalJSON writes the default encoding.
func (p MintingPolicy) MarshalJSON() ([]byte, error) { return document.Marshal(&p) }

// UnmarshalJSON decodes strictly without running Validate.
func (p *MintingPolicy) UnmarshalJSON(data []byte) error { return document.Unmarshal(data, p) }
