package billing

import (
	"strconv"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// Multiplier tiers and the revenue model. Upstream v7.0.0 has no tier table; these
// are the PRD's, an addition (deviation 54).

const (
	// MultiplierBPSBYOK is the multiplier of bring-your-own-key inference:
	// 1.0×, no markup.
	MultiplierBPSBYOK = 10000
	// BYOKMonthlyFeeMicro is the BYOK subscription fee, $5 per month, in
	// micro-USD (cost type byok_subscription).
	BYOKMonthlyFeeMicro = 5_000_000
	// MinMultiplierBPS and MaxMultiplierBPS bound BillingEntry.multiplier_bps
	// (1.0× to 10.0×).
	MinMultiplierBPS = 10000
	MaxMultiplierBPS = 100000
)

// The token-volume tier boundaries.
const (
	tier1MaxTokens = 100_000   // tokens ≤ 100,000 → 3.0×
	tier2MaxTokens = 1_000_000 // tokens < 1,000,000 → 2.5×; from 1,000,000 → 2.0×
)

// MultiplierBPSForTokens returns the pay-as-you-go multiplier for a token
// count: 30000 (3.0×) up to and including 100,000 tokens (0 included), 25000
// (2.5×) below 1,000,000, and 20000 (2.0×) from 1,000,000. tokens is whatever
// count the caller bills against (per request or per period; the library does
// not choose); [Usage.TotalTokens] gives the per-request count.
func MultiplierBPSForTokens(tokens uint64) int {
	switch {
	case tokens <= tier1MaxTokens:
		return 30000
	case tokens < tier2MaxTokens:
		return 25000
	}
	return 20000
}

// MultiplierBPS returns MultiplierBPSBYOK for bring-your-own-key usage, else
// MultiplierBPSForTokens(tokens).
func MultiplierBPS(tokens uint64, byok bool) int {
	if byok {
		return MultiplierBPSBYOK
	}
	return MultiplierBPSForTokens(tokens)
}

// MultiplierError rejects a multiplier outside the schema range 10000..100000.
type MultiplierError struct{ MultiplierBPS int }

func (e *MultiplierError) Error() string {
	return "multiplier_bps must be between 10000 and 100000, got " + strconv.Itoa(e.MultiplierBPS)
}

// TotalCostMicro returns trunc(raw × multiplierBPS / 10000), the rule
// BillingEntry's total must satisfy: exact, truncated
// toward zero, so raw -3 at 15000 gives -4. A multiplier outside 10000..100000
// is a *[MultiplierError]; an absent raw cost panics, like all arithmetic on
// absent amounts.
func TotalCostMicro(raw wire.MicroUSD, multiplierBPS int) (wire.MicroUSD, error) {
	if multiplierBPS < MinMultiplierBPS || multiplierBPS > MaxMultiplierBPS {
		return wire.MicroUSD{}, &MultiplierError{multiplierBPS}
	}
	return raw.MulBPS(int64(multiplierBPS))
}

// ToolRevenueSplit is how a tool call's price is split between the tool's producer
// and the platform, in basis points summing to 10000 (tool.RevenueSplit is an
// alias). The tool registration's rules check the sum.
type ToolRevenueSplit struct {
	// ProducerBPS is the producer's share.
	ProducerBPS int `json:"producer_bps" hf:"minimum=0,maximum=10000"`
	// PlatformBPS is the platform fee.
	PlatformBPS int `json:"platform_bps" hf:"minimum=0,maximum=10000"`
}

var _ = codec.Register(codec.Meta[ToolRevenueSplit]{
	Doc: codec.Doc{
		Validate: "Validate reports the violations of s alone (each share 0..10000; the sum rule belongs " +
			"to the tool registration that holds the split).",
	},
})

// DefaultToolRevenueSplit returns the PRD's tool-call split: 85 % to the
// producer, a 15 % platform fee.
func DefaultToolRevenueSplit() ToolRevenueSplit {
	return ToolRevenueSplit{ProducerBPS: 8500, PlatformBPS: 1500}
}

// ToolCallRecipients allocates a tool call's total between the producer
// (role producer) and the platform (role platform), in that order, with
// [Allocate]: a tied leftover unit goes to the producer, and both recipients
// are always present (a 0 share gets "0"). Tool-call entries carry
// multiplier_bps 10000: the fee is a split of the call price, not a markup.
func ToolCallRecipients(total wire.MicroUSD, producerAddress, platformAddress string, producerBPS, platformBPS int) ([]Recipient, error) {
	return Allocate([]AllocationInput{
		{Address: producerAddress, Role: RoleProducer, ShareBPS: producerBPS},
		{Address: platformAddress, Role: RolePlatform, ShareBPS: platformBPS},
	}, total)
}
