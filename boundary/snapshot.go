package boundary

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

// TrustSnapshot is the trust layer of an agent at one moment (schema
// trust-layer-snapshot): its reputation state and blended score. Closed
// object.
//
// A reputation state outside the four decodes (UnmarshalJSON reads it as
// it is) and only Validate rejects it, so that the decision engine, which
// takes its inputs as decoded, can deny on it.
//
// Schema: trust-layer-snapshot — "Point-in-time snapshot of the trust
// layer for access evaluation."
type TrustSnapshot struct {
	ReputationState reputation.State `json:"reputation_state"`
	// BlendedScore is the blended reputation score at the time of the
	// evaluation (0–1).
	BlendedScore float64 `json:"blended_score" hf:"minimum=0,maximum=1"`
	// SnapshotAt is when the trust layer was evaluated.
	SnapshotAt wire.Timestamp `json:"snapshot_at"`
}

// CapitalSnapshot is the capital layer of an agent at one moment (schema
// capital-layer-snapshot): its remaining budget, billing tier and budget
// period. Closed object.
//
// BudgetRemaining is a micro-USD amount kept verbatim (decimal digits; a
// leading zero is schema-valid and stays as received, see ParseAmount).
//
// Schema: capital-layer-snapshot — "Point-in-time snapshot of the capital
// layer for access evaluation."
type CapitalSnapshot struct {
	// BudgetRemaining is the remaining budget in micro-USD, as received.
	BudgetRemaining string `json:"budget_remaining" hf:"pattern=^[0-9]+$"`
	// BillingTier is the agent's current billing tier.
	BillingTier string `json:"billing_tier" hf:"minLength=1"`
	// BudgetPeriodEnd is when the current budget period expires.
	BudgetPeriodEnd wire.Timestamp `json:"budget_period_end"`
}

var _ = codec.Register(codec.Meta[TrustSnapshot]{
	Schema:      "trust-layer-snapshot",
	Description: "Point-in-time snapshot of the trust layer for access evaluation.",
	Since:       "7.7.0",
	ID:          "TrustLayerSnapshot",
})

var _ = codec.Register(codec.Meta[CapitalSnapshot]{
	Schema:      "capital-layer-snapshot",
	Description: "Point-in-time snapshot of the capital layer for access evaluation.",
	Since:       "7.7.0",
	ID:          "CapitalLayerSnapshot",
})
