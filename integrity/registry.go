package integrity

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
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
	Constraint:  "conservation-property-registry",
	Doc: codec.Doc{
		Validate: "Validate reports every violation of r: the schema rules, then the seven error-severity " +
			"rules of the ConservationPropertyRegistry constraint file: counts equal to the array lengths, " +
			"unique ids, non-empty formulas, coverage summing to total_count with universe keys only.",
		MarshalJSON: "MarshalJSON writes the default encoding (coverage keys sorted).",
	},
})
