package billing

import (
	"errors"
	"math/big"
	"math/bits"

	"github.com/hounfour-go/hounfour/wire"
)

// Pricing arithmetic. Upstream has two rounding
// conventions and the library names both after their rounding:
// [ComputeCostMicro] takes one ceiling of the summed numerator (upstream's
// library function); [FloorComponentCost], [FloorTotalCost] and
// [RemainderAccumulator] floor each component and carry the sub-micro
// remainders per scope (the convention of upstream's budget vectors). They
// agree when every tokens × rate product is a multiple of 1,000,000;
// otherwise ComputeCostMicro is larger by 1, 2 or 3 micro-USD.

// PricingError is a rejected pricing or usage input of [ComputeCostMicro]
// (and [FloorTotalCost]); Error returns upstream's exact message.
type PricingError struct {
	Field   string // the member at fault: a rate or a token count
	Message string
}

func (e *PricingError) Error() string { return e.Message }

// maxSafeInteger is JavaScript's Number.MAX_SAFE_INTEGER, 2^53 − 1.
const maxSafeInteger = 1<<53 - 1

// The rates and counts of a cost computation, in upstream's validation order.
type pricingTerms struct {
	rates  [3]wire.MicroUSDUnsigned
	counts [3]int64
	n      int // 2, or 3 with a thinking rate and a reasoning count
}

var rateLabels = [3]string{"input_per_million_micro", "output_per_million_micro", "thinking_per_million_micro"}
var countLabels = [3]string{"prompt_tokens", "completion_tokens", "reasoning_tokens"}

// terms validates p and u: rates first (the thinking rate only when present),
// then counts (reasoning only when present), each against the safe-integer
// range when safe is set.
func terms(p ModelPricing, u Usage, safe bool) (pricingTerms, error) {
	t := pricingTerms{rates: [3]wire.MicroUSDUnsigned{p.InputPerMillionMicro, p.OutputPerMillionMicro, p.ThinkingPerMillionMicro}}
	for i := 0; i < 2; i++ {
		if t.rates[i].IsZero() {
			return t, &PricingError{rateLabels[i], "Invalid pricing string for " + rateLabels[i] + ": must match ^[0-9]+$"}
		}
	}
	t.counts[0], t.counts[1] = u.PromptTokens, u.CompletionTokens
	hasReasoning := u.ReasoningTokens != nil
	if hasReasoning {
		t.counts[2] = *u.ReasoningTokens
	}
	for i := 0; i < 3; i++ {
		if i == 2 && !hasReasoning {
			break
		}
		switch c := t.counts[i]; {
		case c < 0:
			return t, &PricingError{countLabels[i], "Invalid token count for " + countLabels[i] + ": must be non-negative"}
		case safe && c > maxSafeInteger:
			return t, &PricingError{countLabels[i], "Token count exceeds safe integer range for " + countLabels[i]}
		}
	}
	t.n = 2
	if t.rates[2].IsValid() && hasReasoning {
		t.n = 3
	}
	return t, nil
}

// ComputeCostMicro returns the cost of usage u at pricing p, rounded up once
// over the summed numerator (upstream's pricing utility):
//
//	N = input × prompt_tokens + output × completion_tokens + thinking × reasoning_tokens
//	cost = ceil(N / 1,000,000)   ("0" when N = 0)
//
// Reasoning tokens are free without a thinking rate. Errors are
// *[PricingError] with upstream's messages, checked in order: an absent input
// or output rate; then a negative token count, or one above 2^53 − 1 (prompt,
// completion, then reasoning when present).
func ComputeCostMicro(p ModelPricing, u Usage) (wire.MicroUSDUnsigned, error) {
	t, err := terms(p, u, true)
	if err != nil {
		return wire.MicroUSDUnsigned{}, err
	}
	// 64-bit rates: N < 3 × 2^64 × 2^53 fits 128 bits.
	var hi, lo uint64
	fits := true
	for i := 0; i < t.n && fits; i++ {
		r, ok := t.rates[i].Uint64()
		if !ok {
			fits = false
			break
		}
		ph, pl := bits.Mul64(r, uint64(t.counts[i]))
		var c uint64
		lo, c = bits.Add64(lo, pl, 0)
		hi += ph + c
	}
	if fits {
		if hi == 0 && lo == 0 {
			return zeroUnsigned, nil
		}
		var c uint64
		lo, c = bits.Add64(lo, 999999, 0)
		hi += c
		if hi < 1000000 {
			q, _ := bits.Div64(hi, lo, 1000000)
			return wire.MicroUSDUnsignedFromUint64(q), nil
		}
	}
	n := new(big.Int)
	var x big.Int
	for i := 0; i < t.n; i++ {
		x.SetInt64(t.counts[i])
		n.Add(n, x.Mul(&x, t.rates[i].Big()))
	}
	if n.Sign() == 0 {
		return zeroUnsigned, nil
	}
	n.Add(n, big.NewInt(999999))
	n.Quo(n, bigMillion)
	return unsignedFromBig(n), nil
}

var (
	zeroUnsigned = wire.MustParseMicroUSDUnsigned("0")
	bigMillion   = big.NewInt(1000000)
)

// unsignedFromBig converts a non-negative *big.Int.
func unsignedFromBig(x *big.Int) wire.MicroUSDUnsigned {
	u, _ := wire.MicroUSDFromBig(x).Unsigned()
	return u
}

// ConservationResult is the outcome of [VerifyPricingConservation].
type ConservationResult struct {
	Conserved bool               `json:"conserved"`
	Status    ConservationStatus `json:"status"`
	Delta     wire.MicroUSD      `json:"delta"`    // billed − computed (signed)
	Computed  wire.MicroUSD      `json:"computed"` // ComputeCostMicro of the snapshot and usage
	Reason    string             `json:"reason,omitempty"`
}

// VerifyPricingConservation checks that a billed cost equals the cost
// recomputed from the pricing snapshot and usage with [ComputeCostMicro]:
//
//   - no snapshot: unverifiable, delta and computed "0", reason
//     "Missing pricing_snapshot — conservation cannot be determined" (the
//     cost is not examined);
//   - delta = cost − computed = 0: conserved, no reason;
//   - otherwise violated, reason "Billing delta: <delta> micro-USD
//     (billed=<cost>, computed=<computed>)".
//
// ComputeCostMicro's error is returned as the error, and so is an absent
// cost when a snapshot is given.
func VerifyPricingConservation(cost wire.MicroUSD, snapshot *ModelPricing, u Usage) (ConservationResult, error) {
	if snapshot == nil {
		return ConservationResult{Status: ConservationUnverifiable, Delta: wire.ZeroMicro(), Computed: wire.ZeroMicro(),
			Reason: "Missing pricing_snapshot \u2014 conservation cannot be determined"}, nil
	}
	computed, err := ComputeCostMicro(*snapshot, u)
	if err != nil {
		return ConservationResult{}, err
	}
	if cost.IsZero() {
		return ConservationResult{}, errAbsentCost
	}
	delta := cost.SubSigned(computed.Signed())
	if delta.Sign() == 0 {
		return ConservationResult{Conserved: true, Status: ConservationConserved, Delta: delta, Computed: computed.Signed()}, nil
	}
	return ConservationResult{Status: ConservationViolated, Delta: delta, Computed: computed.Signed(),
		Reason: "Billing delta: " + delta.String() + " micro-USD (billed=" + cost.String() +
			", computed=" + computed.String() + ")"}, nil
}

var errAbsentCost = errors.New("billing: VerifyPricingConservation: absent cost")
