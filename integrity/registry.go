package integrity

import (
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/document"
	"github.com/hounfour-go/hounfour/wire"
)

// PropertyRegistry is the registry of conservation invariants and liveness
// properties (schema conservation-property-registry).
// Closed object.
type PropertyRegistry struct {
	// RegistryID identifies the registry.
	RegistryID wire.UUID `json:"registry_id"`
	// Properties are the conservation properties (at least one).
	Properties []ConservationProperty `json:"properties" hf:"minItems=1"`
	// TotalCount must equal the number of properties (a drift guard).
	TotalCount int64 `json:"total_count" hf:"minimum=1"`
	// Coverage counts the properties per universe; any key passes the schema (the key rule is a constraint).
	Coverage map[string]int64 `json:"coverage" hf:"item.minimum=0"`
	// LivenessProperties are the liveness properties proving forward progress (may be empty).
	LivenessProperties []LivenessProperty `json:"liveness_properties"`
	// LivenessCount must equal the number of liveness properties (a drift guard).
	LivenessCount int64 `json:"liveness_count" hf:"minimum=0"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[PropertyRegistry]{
	Schema:      "conservation-property-registry",
	Description: "Registry of conservation invariants with LTL specifications, enforcement classification, and liveness properties (v6.0.0).",
	Rules:       func(g *PropertyRegistry, r *codec.Rules) { constraintrt.Apply("conservation-property-registry", g, r) },
})

type registrySchema PropertyRegistry

// Validate reports every violation of g: the schema rules, then the seven
// error-severity rules of the ConservationPropertyRegistry constraint file:
// counts equal to the array lengths, unique ids, non-empty formulas,
// coverage summing to total_count with universe keys only.
func (g *PropertyRegistry) Validate() error { return document.Validate(g) }

// ValidateSchema reports the schema violations only (upstream's runtime
// verdict).
func (g *PropertyRegistry) ValidateSchema() error {
	return document.ValidateAs("conservation-property-registry", (*registrySchema)(g))
}

// CheckConstraints returns the result of every rule of the type's
// constraint file on the JSON form of g, in file order (constraint.OK tells
// whether the error-severity ones hold).
func (g *PropertyRegistry) CheckConstraints() []constraint.Result {
	rep, _ := constraint.Check("conservation-property-registry", g)
	return rep.Results
}

// MarshalJSON writes the default encoding (coverage keys sorted).
func (g PropertyRegistry) MarshalJSON() ([]byte, error) { return document.Marshal(&g) }

// UnmarshalJSON decodes strictly without running Validate.
func (g *PropertyRegistry) UnmarshalJSON(data []byte) error { return document.Unmarshal(data, g) }
