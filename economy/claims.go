package economy

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// OutboundClaims are the JWT claims of an outbound economic request (schema
// outbound-claims). Closed object without contract_version: a document carrying
// InboundClaims' extra members is not OutboundClaims.
type OutboundClaims struct {
	// Sub is the subject (agent id).
	Sub string `json:"sub" hf:"minLength=1"`
	// Iss is the issuer (service id).
	Iss string `json:"iss" hf:"minLength=1"`
	// Aud is the audience (target service).
	Aud string `json:"aud" hf:"minLength=1"`
	// JTI is the JWT id for replay detection.
	JTI wire.UUID `json:"jti"`
	// IAT is the issue time (Unix seconds).
	IAT int64 `json:"iat" hf:"minimum=0"`
	// Exp is the expiry time (Unix seconds; no exp > iat rule).
	Exp int64 `json:"exp" hf:"minimum=0"`
	// ReservationID is the linked capacity reservation.
	ReservationID wire.UUID `json:"reservation_id"`
	// BudgetRemainingMicro is the remaining budget in micro-USD (canonical on output).
	BudgetRemainingMicro wire.MicroUSDUnsigned `json:"budget_remaining_micro"`
	// AuthorityScope lists the permissions delegated for this boundary crossing.
	AuthorityScope []string `json:"authority_scope" hf:"minItems=1,item.minLength=1"`
}

// InboundClaims are the JWT claims of an inbound economic response with the
// actual cost (schema inbound-claims). Closed object.
type InboundClaims struct {
	// Sub is the subject (agent id).
	Sub string `json:"sub" hf:"minLength=1"`
	// Iss is the issuer (service id).
	Iss string `json:"iss" hf:"minLength=1"`
	// Aud is the audience.
	Aud string `json:"aud" hf:"minLength=1"`
	// JTI is the JWT id for replay detection.
	JTI wire.UUID `json:"jti"`
	// IAT is the issue time (Unix seconds).
	IAT int64 `json:"iat" hf:"minimum=0"`
	// Exp is the expiry time (Unix seconds).
	Exp int64 `json:"exp" hf:"minimum=0"`
	// ReservationID is the linked capacity reservation.
	ReservationID wire.UUID `json:"reservation_id"`
	// BudgetRemainingMicro is the remaining budget in micro-USD (canonical on output).
	BudgetRemainingMicro wire.MicroUSDUnsigned `json:"budget_remaining_micro"`
	// AuthorityScope lists the delegated permissions.
	AuthorityScope []string `json:"authority_scope" hf:"minItems=1,item.minLength=1"`
	// ActualCostMicro is what the request actually cost in micro-USD (canonical on output).
	ActualCostMicro wire.MicroUSDUnsigned `json:"actual_cost_micro"`
	// ModelUsed is the model that fulfilled the request.
	ModelUsed string `json:"model_used" hf:"minLength=1"`
	// TokensUsed is the total number of tokens consumed.
	TokensUsed int64 `json:"tokens_used" hf:"minimum=0"`
}

var _ = codec.Register(codec.Meta[OutboundClaims]{
	Schema:      "outbound-claims",
	Description: "JWT claims for outbound economic requests.",
})

var _ = codec.Register(codec.Meta[InboundClaims]{
	Schema:      "inbound-claims",
	Description: "JWT claims for inbound economic responses with actual cost data.",
})
