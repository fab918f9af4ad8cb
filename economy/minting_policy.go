package economy

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
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
	Constraint:  "minting-policy",
	Warnings:    func(p *MintingPolicy, r *codec.Rules) { constraintrt.Apply("minting-policy", p, r) },
	Doc: codec.Doc{
		Validate: "Validate reports every violation of p: the schema rules, then the error-severity rules " +
			"of the MintingPolicy constraint file.",
		Warnings: "Warnings returns the failing warning-severity rules (minting-policy-epoch-minimum: " +
			"epochs shorter than 60 seconds).",
	},
})
