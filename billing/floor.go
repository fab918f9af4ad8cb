package billing

import (
	"errors"
	"math/big"
	"math/bits"
	"strconv"

	"github.com/hounfour-go/hounfour/wire"
)

// ErrBudgetOverflow is matched (errors.Is) by the error of
// [FloorComponentCost] when tokens × price exceeds 2^53 − 1. Error code
// BUDGET_OVERFLOW is upstream's (HTTP 400).
var ErrBudgetOverflow = errors.New("BUDGET_OVERFLOW")

// BudgetOverflowError is the safe-integer failure of [FloorComponentCost].
type BudgetOverflowError struct {
	Tokens, Price uint64
}

func (e *BudgetOverflowError) Error() string {
	return "BUDGET_OVERFLOW: tokens(" + strconv.FormatUint(e.Tokens, 10) + ") * price(" +
		strconv.FormatUint(e.Price, 10) + ") exceeds MAX_SAFE_INTEGER"
}

// Unwrap returns ErrBudgetOverflow.
func (e *BudgetOverflowError) Unwrap() error { return ErrBudgetOverflow }

// FloorComponentCost is one component of the floor-per-component convention
// in safe-integer mode: cost = floor(tokens × price /
// 1,000,000) and remainder = tokens × price mod 1,000,000, where price is in
// micro-USD per million tokens. When the exact product exceeds 2^53 − 1 it
// fails with a *[BudgetOverflowError] (errors.Is ErrBudgetOverflow); the
// product is compared exactly, never through float64.
func FloorComponentCost(tokens, pricePerMillionMicro uint64) (costMicro, remainderMicro uint64, err error) {
	hi, lo := bits.Mul64(tokens, pricePerMillionMicro)
	if hi != 0 || lo > maxSafeInteger {
		return 0, 0, &BudgetOverflowError{Tokens: tokens, Price: pricePerMillionMicro}
	}
	return lo / 1000000, lo % 1000000, nil
}

var errNegativeFloor = errors.New("billing: negative token count or price")

// FloorComponentCostBig is FloorComponentCost without the safe-integer limit:
// exact for any size. Negative or nil inputs are rejected.
func FloorComponentCostBig(tokens, pricePerMillionMicro *big.Int) (costMicro, remainderMicro *big.Int, err error) {
	if tokens == nil || pricePerMillionMicro == nil || tokens.Sign() < 0 || pricePerMillionMicro.Sign() < 0 {
		return nil, nil, errNegativeFloor
	}
	p := new(big.Int).Mul(tokens, pricePerMillionMicro)
	q, r := p.QuoRem(p, bigMillion, new(big.Int))
	return q, r, nil
}

// FloorBreakdown is the result of [FloorTotalCost]: each component floored,
// its sub-micro remainder, and the sum of the floored components.
type FloorBreakdown struct {
	InputCostMicro          wire.MicroUSDUnsigned `json:"input_cost_micro"`
	OutputCostMicro         wire.MicroUSDUnsigned `json:"output_cost_micro"`
	ReasoningCostMicro      wire.MicroUSDUnsigned `json:"reasoning_cost_micro"`
	TotalCostMicro          wire.MicroUSDUnsigned `json:"total_cost_micro"`
	InputRemainderMicro     wire.MicroUSDUnsigned `json:"input_remainder_micro"`
	OutputRemainderMicro    wire.MicroUSDUnsigned `json:"output_remainder_micro"`
	ReasoningRemainderMicro wire.MicroUSDUnsigned `json:"reasoning_remainder_micro"`
}

// FloorTotalCost prices a request with the floor-per-component convention of
// upstream's budget vectors: input = prompt_tokens ×
// input rate, output = completion_tokens × output rate, reasoning =
// reasoning_tokens × thinking rate only when the thinking rate is present and
// non-zero (otherwise reasoning cost and remainder are 0); each floored, the
// total their sum. Arithmetic is exact (no overflow mode). Inputs are
// validated as in [ComputeCostMicro] (absent rates, negative counts) but
// without the safe-integer limit.
func FloorTotalCost(u Usage, p ModelPricing) (FloorBreakdown, error) {
	t, err := terms(p, u, false)
	if err != nil {
		return FloorBreakdown{}, err
	}
	var cost, rem [3]wire.MicroUSDUnsigned
	total := new(big.Int)
	var x big.Int
	for i := 0; i < 3; i++ {
		if i == 2 && (t.n < 3 || t.rates[2].Sign() == 0) {
			cost[i], rem[i] = zeroUnsigned, zeroUnsigned
			continue
		}
		x.SetInt64(t.counts[i])
		c, r, _ := FloorComponentCostBig(&x, t.rates[i].Big())
		total.Add(total, c)
		cost[i], rem[i] = unsignedFromBig(c), unsignedFromBig(r)
	}
	return FloorBreakdown{
		InputCostMicro: cost[0], OutputCostMicro: cost[1], ReasoningCostMicro: cost[2],
		TotalCostMicro:      unsignedFromBig(total),
		InputRemainderMicro: rem[0], OutputRemainderMicro: rem[1], ReasoningRemainderMicro: rem[2],
	}, nil
}
