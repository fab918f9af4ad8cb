package model

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// EvidenceType is the kind of evidence behind a capability claim.
type EvidenceType string

// The evidence types.
const (
	EvidenceTested      EvidenceType = "tested"
	EvidenceTheoretical EvidenceType = "theoretical"
	EvidenceObserved    EvidenceType = "observed"
)

var evidenceTypes = enum.New(EvidenceTested, EvidenceTheoretical, EvidenceObserved)

// Valid reports whether t is tested, theoretical or observed.
func (t EvidenceType) Valid() bool { return evidenceTypes.Has(t) }

// AutonomyLevel is the most autonomy an ensemble is granted.
type AutonomyLevel string

// The autonomy levels.
const (
	AutonomySupervised     AutonomyLevel = "supervised"
	AutonomySemiAutonomous AutonomyLevel = "semi_autonomous"
	AutonomyAutonomous     AutonomyLevel = "autonomous"
)

var autonomyLevels = enum.New(AutonomySupervised, AutonomySemiAutonomous, AutonomyAutonomous)

// Valid reports whether l is supervised, semi_autonomous or autonomous.
func (l AutonomyLevel) Valid() bool { return autonomyLevels.Has(l) }

// EnsembleCapabilityProfile declares what an ensemble of models can do
// together (schema ensemble-capability-profile). Closed object.
//
// Upstream's runtime checks only the schema. Validate adds the error rules
// of the EnsembleCapabilityProfile constraint file: an emergent capability
// must not be listed for any individual model, and every emergent capability
// needs evidence; Warnings reports individual_capabilities keys that are not
// among the models.
type EnsembleCapabilityProfile struct {
	// ProfileID identifies the profile.
	ProfileID wire.UUID `json:"profile_id"`
	// EnsembleStrategy is how the models are coordinated.
	EnsembleStrategy EnsembleStrategy `json:"ensemble_strategy"`
	// Models are the model identifiers in the ensemble (lowercase alphanumeric with hyphens/dots, optional namespace).
	Models []string `json:"models" hf:"minItems=2,item.minLength=1,item.pattern=^[a-z0-9][a-z0-9._-]*(/[a-z0-9][a-z0-9._-]*)?$"`
	// IndividualCapabilities are the per-model capability declarations.
	IndividualCapabilities map[string][]string `json:"individual_capabilities"`
	// EmergentCapabilities are the capabilities that emerge only from the ensemble.
	EmergentCapabilities []string `json:"emergent_capabilities"`
	// CapabilityEvidence is the evidence supporting the capability claims.
	CapabilityEvidence []CapabilityEvidence `json:"capability_evidence"`
	// SafetyProfile bounds the ensemble's autonomy.
	SafetyProfile *SafetyProfile `json:"safety_profile,omitzero"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
	// Metadata is an extensible key-value store (any keys and values).
	Metadata map[string]json.RawMessage `json:"metadata,omitzero"`
}

// CapabilityEvidence supports one capability claim. Closed object.
type CapabilityEvidence struct {
	// Capability is the capability claimed.
	Capability string `json:"capability" hf:"minLength=1"`
	// EvidenceType is the kind of evidence.
	EvidenceType EvidenceType `json:"evidence_type"`
	// VectorID is the conformance vector demonstrating the capability.
	VectorID *string `json:"vector_id,omitzero"`
}

var _ = codec.Register(codec.Meta[CapabilityEvidence]{Methods: codec.MethodsNone})

// SafetyProfile bounds an ensemble's autonomy. Closed object.
type SafetyProfile struct {
	// MaxAutonomyLevel is the most autonomy granted.
	MaxAutonomyLevel AutonomyLevel `json:"max_autonomy_level"`
	// RequiresHumanApproval are the actions requiring human-in-the-loop approval.
	RequiresHumanApproval []string `json:"requires_human_approval"`
	// MonitoringRequirements are the monitoring required for this configuration.
	MonitoringRequirements []string `json:"monitoring_requirements"`
}

var _ = codec.Register(codec.Meta[SafetyProfile]{Methods: codec.MethodsNone})

var _ = codec.Register(codec.Meta[EnsembleCapabilityProfile]{
	Schema:      "ensemble-capability-profile",
	Description: "Collective capability declaration for model ensembles (patchwork AGI hypothesis).",
	Rules: func(p *EnsembleCapabilityProfile, r *codec.Rules) {
		constraintrt.Apply("ensemble-capability-profile", p, r)
	},
	Constraint: "ensemble-capability-profile",
	Warnings: func(p *EnsembleCapabilityProfile, r *codec.Rules) {
		constraintrt.Apply("ensemble-capability-profile", p, r)
	},
	Doc: codec.Doc{
		Validate: "Validate reports every violation of p (nil or a *hounfour.ValidationError): the schema " +
			"rules, then the error rules of the constraint file.",
		Warnings: "Warnings returns ensemble-capability-individual-keys-match-models when it fails.",
	},
})
