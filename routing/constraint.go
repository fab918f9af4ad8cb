package routing

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// Constraint restricts which handler may take a task (schema
// routing-constraint): every member present must hold (AND-combined).
// Closed object without cross-field rules.
type Constraint struct {
	// RequiredCapabilities are the capabilities the handler must advertise (all of them).
	RequiredCapabilities []string `json:"required_capabilities,omitzero" hf:"item.minLength=1"`
	// MaxCostMicro is the highest acceptable cost (signed: negative values are credits; canonical on output).
	MaxCostMicro wire.MicroUSD `json:"max_cost_micro,omitzero"`
	// MinHealth is the minimum health score (0 = unhealthy, 1 = fully healthy).
	MinHealth *float64 `json:"min_health,omitzero" hf:"minimum=0,maximum=1"`
	// AllowedProviders is the provider allow-list (empty: any provider).
	AllowedProviders []string `json:"allowed_providers,omitzero" hf:"item.minLength=1"`
	// TrustLevel is the minimum trust level of the handler.
	TrustLevel TrustLevel `json:"trust_level,omitzero"`
	// MinReputation is the minimum reputation score (0 = unknown, 1 = highest).
	MinReputation *float64 `json:"min_reputation,omitzero" hf:"minimum=0,maximum=1"`
	// ContractVersion is the contract version governing the constraint's semantics.
	ContractVersion wire.Semver `json:"contract_version"`
}

// TrustLevel is the minimum trust level a [Constraint]
// demands, ordered public < authenticated < verified < trusted. It is its own
// vocabulary, not the agent trust levels.
type TrustLevel string

// The routing trust levels, lowest first.
const (
	TrustPublic        TrustLevel = "public"
	TrustAuthenticated TrustLevel = "authenticated"
	TrustVerified      TrustLevel = "verified"
	TrustTrusted       TrustLevel = "trusted"
)

var routingTrustLevels = enum.New(TrustPublic, TrustAuthenticated, TrustVerified, TrustTrusted)

// Valid reports exact membership.
func (l TrustLevel) Valid() bool { return routingTrustLevels.Has(l) }

var _ = codec.Register(codec.Meta[Constraint]{
	Schema:      "routing-constraint",
	Description: "Agent routing constraint for task dispatch — all present fields AND-combined",
	Comment:     "Financial amounts (max_cost_micro) use string-encoded BigInt (MicroUSD) to prevent floating-point precision loss. See vocabulary/currency.ts for arithmetic utilities.",
	Doc: codec.Doc{
		MarshalJSON: "MarshalJSON writes the default encoding (amount canonical).",
	},
})
