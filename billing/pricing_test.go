package billing_test

import (
	"encoding/json"
	"errors"
	"math/big"
	"strconv"
	"sync"
	"testing"

	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/wire"
)

var u = wire.MustParseMicroUSDUnsigned

func pricing(in, out, think string) billing.ModelPricing {
	p := billing.ModelPricing{InputPerMillionMicro: u(in), OutputPerMillionMicro: u(out)}
	if think != "" {
		p.ThinkingPerMillionMicro = u(think)
	}
	return p
}

func usage(prompt, completion int64, reasoning ...int64) billing.Usage {
	us := billing.Usage{PromptTokens: prompt, CompletionTokens: completion}
	if len(reasoning) > 0 {
		us.ReasoningTokens = &reasoning[0]
	}
	return us
}

func TestComputeCostMicro(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		p    billing.ModelPricing
		u    billing.Usage
		want string
	}{
		{"spec: one token each at rate 1", pricing("1", "1", ""), usage(1, 1), "1"},
		{"spec: thinking rate", pricing("3", "0", "5"), usage(1, 0, 200000), "2"},
		{"ceil, not floor: 7 tokens at 2.5M", pricing("2500000", "0", ""), usage(7, 0), "18"},
		{"exact", pricing("2500000", "10000000", ""), usage(1000, 500), "7500"},
		{"zero", pricing("2500000", "10000000", "1"), usage(0, 0, 0), "0"},
		{"zero rates", pricing("0", "0", ""), usage(5, 5), "0"},
		{"one ceiling over the sum", pricing("500000", "500000", ""), usage(1, 1), "1"},
		{"reasoning free without a thinking rate", pricing("1000000", "1000000", ""), usage(1, 1, 1000000), "2"},
		{"thinking rate without reasoning count", pricing("1000000", "1000000", "7"), usage(1, 1), "2"},
		{"reasoning billed", pricing("1000000", "1000000", "1000000"), usage(1, 1, 1), "3"},
		{"safe-integer counts", pricing("18446744073709551615", "18446744073709551615", "18446744073709551615"),
			usage(9007199254740991, 9007199254740991, 9007199254740991), "498460498419343396971673828713"},
		{"rates above 2^64", pricing("100000000000000000000000000000", "0", ""), usage(3, 0), "300000000000000000000000"},
		{"rates above 2^64, ceiling", pricing("100000000000000000000000000001", "0", ""), usage(3, 0), "300000000000000000000001"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := billing.ComputeCostMicro(tc.p, tc.u)
			if err != nil || got.String() != tc.want {
				t.Errorf("%s: ComputeCostMicro = %v, %v; want %s", tc.name, got, err, tc.want)
			}
		})
	}
}

func TestComputeCostMicroErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		p    billing.ModelPricing
		u    billing.Usage
		want string
	}{
		{"absent input rate", billing.ModelPricing{OutputPerMillionMicro: u("1")}, usage(-1, 0), "Invalid pricing string for input_per_million_micro: must match ^[0-9]+$"},
		{"absent output rate", billing.ModelPricing{InputPerMillionMicro: u("1")}, usage(0, 0), "Invalid pricing string for output_per_million_micro: must match ^[0-9]+$"},
		{"negative prompt", pricing("1", "1", ""), usage(-1, -1), "Invalid token count for prompt_tokens: must be non-negative"},
		{"negative completion", pricing("1", "1", ""), usage(0, -1), "Invalid token count for completion_tokens: must be non-negative"},
		{"negative reasoning without thinking rate", pricing("1", "1", ""), usage(0, 0, -5), "Invalid token count for reasoning_tokens: must be non-negative"},
		{"unsafe prompt", pricing("1", "1", ""), usage(9007199254740992, 0), "Token count exceeds safe integer range for prompt_tokens"},
		{"unsafe reasoning", pricing("1", "1", "1"), usage(0, 0, 1<<62), "Token count exceeds safe integer range for reasoning_tokens"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := billing.ComputeCostMicro(tc.p, tc.u)
			var pe *billing.PricingError
			if !errors.As(err, &pe) || err.Error() != tc.want {
				t.Errorf("%s: error = %v; want %q", tc.name, err, tc.want)
			}
		})
	}
}

func TestVerifyPricingConservation(t *testing.T) {
	t.Parallel()
	snap := pricing("2500000", "10000000", "")
	tests := []struct {
		name string
		cost wire.MicroUSD
		snap *billing.ModelPricing
		want string
	}{
		{"unverifiable", wire.MicroUSD{}, nil, `{"conserved":false,"status":"unverifiable","delta":"0","computed":"0","reason":"Missing pricing_snapshot — conservation cannot be determined"}`},
		{"conserved", m("7500"), &snap, `{"conserved":true,"status":"conserved","delta":"0","computed":"7500"}`},
		{"over-billed", m("0007600"), &snap, `{"conserved":false,"status":"violated","delta":"100","computed":"7500","reason":"Billing delta: 100 micro-USD (billed=7600, computed=7500)"}`},
		{"under-billed", m("-1"), &snap, `{"conserved":false,"status":"violated","delta":"-7501","computed":"7500","reason":"Billing delta: -7501 micro-USD (billed=-1, computed=7500)"}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := billing.VerifyPricingConservation(tc.cost, tc.snap, usage(1000, 500))
			if err != nil {
				t.Errorf("%s: %v", tc.name, err)
				return
			}
			b, _ := json.Marshal(r)
			if string(b) != tc.want {
				t.Errorf("%s:\n got %s\nwant %s", tc.name, b, tc.want)
			}
		})
	}
	if _, err := billing.VerifyPricingConservation(m("1"), &snap, usage(-1, 0)); err == nil || err.Error() != "Invalid token count for prompt_tokens: must be non-negative" {
		t.Errorf("compute error: %v", err)
	}
	if _, err := billing.VerifyPricingConservation(wire.MicroUSD{}, &snap, usage(1, 0)); err == nil {
		t.Error("absent cost accepted")
	}
}

func TestFloorComponentCost(t *testing.T) {
	t.Parallel()
	tests := []struct {
		tokens, price, cost, rem uint64
	}{
		{1000, 2500000, 2500, 0}, {7, 2500000, 17, 500000}, {3, 333333, 0, 999999}, {1, 1000001, 1, 1},
		{0, 75000000, 0, 0}, {1000, 0, 0, 0}, {9007199254740991, 1, 9007199254, 740991},
	}
	for i, tc := range tests {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			c, r, err := billing.FloorComponentCost(tc.tokens, tc.price)
			if err != nil || c != tc.cost || r != tc.rem {
				t.Errorf("FloorComponentCost(%d, %d) = %d, %d, %v", tc.tokens, tc.price, c, r, err)
			}
		})
	}
	for i, tc := range [][2]uint64{{9007199254740992, 1}, {9007200, 1000000000}, {1 << 32, 1 << 32}, {1<<64 - 1, 1<<64 - 1}} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			_, _, err := billing.FloorComponentCost(tc[0], tc[1])
			var oe *billing.BudgetOverflowError
			if !errors.Is(err, billing.ErrBudgetOverflow) || !errors.As(err, &oe) || oe.Tokens != tc[0] {
				t.Errorf("FloorComponentCost(%d, %d): %v", tc[0], tc[1], err)
			}
		})
	}
	_, _, err := billing.FloorComponentCost(100000000, 100000000)
	if err == nil || err.Error() != "BUDGET_OVERFLOW: tokens(100000000) * price(100000000) exceeds MAX_SAFE_INTEGER" {
		t.Errorf("message: %v", err)
	}
	tok, _ := new(big.Int).SetString("9223372036854775807000", 10)
	c, r, err := billing.FloorComponentCostBig(tok, big.NewInt(3))
	if err != nil || c.String() != "27670116110564327" || r.String() != "421000" {
		t.Errorf("FloorComponentCostBig = %v, %v, %v", c, r, err)
	}
	for i, bad := range [][2]*big.Int{{nil, big.NewInt(1)}, {big.NewInt(1), nil}, {big.NewInt(-1), big.NewInt(1)}, {big.NewInt(1), big.NewInt(-1)}} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if _, _, err := billing.FloorComponentCostBig(bad[0], bad[1]); err == nil || err.Error() != "billing: negative token count or price" {
				t.Errorf("FloorComponentCostBig(%v, %v): %v", bad[0], bad[1], err)
			}
		})
	}
}

func TestFloorTotalCost(t *testing.T) {
	t.Parallel()
	f, err := billing.FloorTotalCost(usage(4096, 2048, 1024), pricing("15000000", "75000000", "75000000"))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(f)
	want := `{"input_cost_micro":"61440","output_cost_micro":"153600","reasoning_cost_micro":"76800","total_cost_micro":"291840","input_remainder_micro":"0","output_remainder_micro":"0","reasoning_remainder_micro":"0"}`
	if string(b) != want {
		t.Errorf("FloorTotalCost =\n%s\nwant\n%s", b, want)
	}
	// Floors per component where ComputeCostMicro takes one ceiling.
	f, _ = billing.FloorTotalCost(usage(7, 7, 7), pricing("2500000", "2500000", "2500000"))
	c, _ := billing.ComputeCostMicro(pricing("2500000", "2500000", "2500000"), usage(7, 7, 7))
	if f.TotalCostMicro.String() != "51" || f.InputRemainderMicro.String() != "500000" || c.String() != "53" {
		t.Errorf("floor %v (remainder %v), ceil %v", f.TotalCostMicro, f.InputRemainderMicro, c)
	}
	// Reasoning only with a present, non-zero thinking rate.
	for i, p := range []billing.ModelPricing{pricing("1", "1", ""), pricing("1", "1", "0")} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			f, _ := billing.FloorTotalCost(usage(1000000, 0, 5000000), p)
			if f.ReasoningCostMicro.String() != "0" || f.ReasoningRemainderMicro.String() != "0" || f.TotalCostMicro.String() != "1" {
				t.Errorf("reasoning with thinking rate %q: %+v", p.ThinkingPerMillionMicro, f)
			}
		})
	}
	// Exact beyond the safe-integer range.
	f, err = billing.FloorTotalCost(usage(1<<62, 0), pricing("18446744073709551615", "0", ""))
	if err != nil || f.TotalCostMicro.String() != "85070591730234615861231965839514" || f.InputRemainderMicro.String() != "664960" {
		t.Errorf("big: %+v %v", f, err)
	}
	if _, err := billing.FloorTotalCost(usage(0, -1), pricing("1", "1", "")); err == nil || err.Error() != "Invalid token count for completion_tokens: must be non-negative" {
		t.Errorf("negative: %v", err)
	}
}

func TestRemainderAccumulator(t *testing.T) {
	t.Parallel()
	var a billing.RemainderAccumulator
	if a.Accumulated("tenant:abc") != 0 {
		t.Fatal("zero value not empty")
	}
	for i, want := range [][2]uint64{{0, 333333}, {0, 666666}, {0, 999999}, {1, 333332}} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			carry, err := a.Carry("tenant:abc", 333333)
			if err != nil || carry != want[0] || a.Accumulated("tenant:abc") != want[1] {
				t.Errorf("step %d: carry %d, accumulated %d, %v", i, carry, a.Accumulated("tenant:abc"), err)
			}
		})
	}
	if c, _ := a.Carry("tenant:half", 500000); c != 0 {
		t.Error("half 1")
	}
	if c, _ := a.Carry("tenant:half", 500000); c != 1 || a.Accumulated("tenant:half") != 0 {
		t.Error("half 2")
	}
	if _, err := a.Carry("tenant:abc", 1000000); !errors.Is(err, billing.ErrRemainderRange) || a.Accumulated("tenant:abc") != 333332 {
		t.Errorf("range: %v, state %d", err, a.Accumulated("tenant:abc"))
	}
	// Concurrent carries lose nothing: 1000 × 999 = 999000 = 0 carries + 999000.
	var b billing.RemainderAccumulator
	var wg sync.WaitGroup
	var mu sync.Mutex
	total := uint64(0)
	for i := 0; i < 1000; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, _ := b.Carry("s", 999999)
			mu.Lock()
			total += c
			mu.Unlock()
		}()
	}
	wg.Wait()
	if total*1000000+b.Accumulated("s") != 999999000 {
		t.Errorf("concurrent: carries %d, accumulated %d", total, b.Accumulated("s"))
	}
}
