package billing

import (
	"github.com/hounfour-go/hounfour/wire"
)

// Recipient is one party of a multi-party billing split (upstream
// BillingRecipient). Closed object. No rule ties a recipient's
// amount to its share: a 0-bps recipient may hold the whole amount.
type Recipient struct {
	// Address is the wallet or account address (any non-empty text).
	Address string `json:"address" hf:"minLength=1"`
	// Role is the recipient's role.
	Role RecipientRole `json:"role"`
	// ShareBPS is the recipient's share in basis points (0..10000).
	ShareBPS wire.BasisPoints `json:"share_bps"`
	// AmountMicro is the recipient's amount in micro-USD (signed).
	AmountMicro wire.MicroUSD `json:"amount_micro"`
}

// ModelPricing is a model's token pricing in micro-USD per one million tokens
// (the pricing_snapshot shape of BillingEntry). Closed
// object. A thinking rate that is absent makes reasoning tokens free in
// [ComputeCostMicro].
type ModelPricing struct {
	// InputPerMillionMicro is the price of one million prompt tokens.
	InputPerMillionMicro wire.MicroUSDUnsigned `json:"input_per_million_micro"`
	// OutputPerMillionMicro is the price of one million completion tokens.
	OutputPerMillionMicro wire.MicroUSDUnsigned `json:"output_per_million_micro"`
	// ThinkingPerMillionMicro is the price of one million reasoning tokens.
	ThinkingPerMillionMicro wire.MicroUSDUnsigned `json:"thinking_per_million_micro,omitzero"`
}
