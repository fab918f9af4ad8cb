package routing

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// CostPerToken is the token-level pricing of a model (schema
// cost-per-token): the cost of one input and of one output token in
// micro-USD. Closed object; both members are required.
//
// Schema: cost-per-token — "Token-level pricing for a model."
type CostPerToken struct {
	// Input is the cost per input token in micro-USD (canonical on
	// output).
	Input wire.MicroUSDUnsigned `json:"input"`
	// Output is the cost per output token in micro-USD (canonical on
	// output).
	Output wire.MicroUSDUnsigned `json:"output"`
}

// ModelProfile is the economic profile of one model in the routing basket
// (schema model-economic-profile): its token prices, the quality it yields
// and its current share of the basket. Closed object.
//
// Its constraint rules: profile-routing-weight-bounded and
// profile-quality-yield-bounded (routing_weight and quality_yield in
// [0, 1]), which the schema already requires.
//
// Schema: model-economic-profile — "Per-model economic profile for the SDR
// routing basket."
type ModelProfile struct {
	ProfileID wire.UUID `json:"profile_id"`
	// ModelID is the model alias ("native", "gpt-4o").
	ModelID      string       `json:"model_id" hf:"minLength=1"`
	CostPerToken CostPerToken `json:"cost_per_token"`
	// QualityYield is the average quality score across all personalities
	// for this model.
	QualityYield float64 `json:"quality_yield" hf:"minimum=0,maximum=1"`
	// RoutingWeight is the model's current share in the composite routing
	// basket.
	RoutingWeight float64 `json:"routing_weight" hf:"minimum=0,maximum=1"`
	// SampleCount is the number of observations backing QualityYield.
	SampleCount int64          `json:"sample_count" hf:"minimum=0"`
	EffectiveAt wire.Timestamp `json:"effective_at"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

const schemaModelProfile = "model-economic-profile"

var _ = codec.Register(codec.Meta[CostPerToken]{
	Schema:      "cost-per-token",
	Description: "Token-level pricing for a model.",
	Since:       "7.7.0",
	ID:          "CostPerToken",
})

var _ = codec.Register(codec.Meta[ModelProfile]{
	Schema:      schemaModelProfile,
	Description: "Per-model economic profile for the SDR routing basket.",
	Since:       "7.7.0",
	ID:          "ModelEconomicProfile",
	// The rules of the constraint file of the validation's contract.
	Rules: func(p *ModelProfile, r *codec.Rules) { constraintrt.Apply(schemaModelProfile, p, r) },
})
