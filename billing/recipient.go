package billing

import (
	"github.com/hounfour-go/hounfour/internal/document"
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

// Validate reports the violations of r alone (nil or a
// *hounfour.ValidationError).
func (r *Recipient) Validate() error { return document.Validate(r) }

// MarshalJSON writes the default encoding.
func (r Recipient) MarshalJSON() ([]byte, error) { return document.Marshal(&r) }

// UnmarshalJSON decodes strictly without running Validate.
func (r *Recipient) UnmarshalJSON(data []byte) error { return document.Unmarshal(data, r) }

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

// Validate reports the violations of p alone (nil or a
// *hounfour.ValidationError).
func (p *ModelPricing) Validate() error { return document.Validate(p) }

// MarshalJSON writes the default encoding.
func (p ModelPricing) MarshalJSON() ([]byte, error) { return document.Marshal(&p) }

// UnmarshalJSON decodes strictly without running Validate.
func (p *ModelPricing) UnmarshalJSON(data []byte) error { return document.Unmarshal(data, p) }
