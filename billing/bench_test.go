package billing_test

import (
	"strconv"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour/internal/testkit/benchratio"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/wire"
)

// benchEntry is a typical entry: three recipients, usage, provenance and
// pricing snapshot (about 1 KB).
var benchEntry = []byte(`{"id":"01HX3M5Q7R9T1V3X5Z7B9D1F3H","trace_id":"4bf92f3577b34da6a3ce929d0e0e4736","tenant_id":"tenant-acme","nft_id":"eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42","cost_type":"model_inference","provider":"openai","model":"gpt-4o","pool_id":"cheap","model_id":"gpt-4o-2024-08-06","cost_provider":"openai","pricing_model":"per_token","currency":"USD","precision":6,"raw_cost_micro":"7500","multiplier_bps":30000,"total_cost_micro":"22500","rounding_policy":"largest_remainder","recipients":[{"address":"0xProvider","role":"provider","share_bps":7000,"amount_micro":"15750"},{"address":"0xPlatform","role":"platform","share_bps":2000,"amount_micro":"4500"},{"address":"0xCommons","role":"commons","share_bps":1000,"amount_micro":"2250"}],"idempotency_key":"idem-2026-02-17-0001","timestamp":"2026-02-17T09:30:38.622Z","contract_version":"7.0.0","usage":{"prompt_tokens":1000,"completion_tokens":500},"source_completion_id":"6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b","pricing_snapshot":{"input_per_million_micro":"2500000","output_per_million_micro":"10000000"}}`)

// BenchmarkDecodeEntry is hounfour.Decode: strict decode plus full validation
// (schema rules and the three cross-field rules).
func BenchmarkDecodeEntry(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchEntry)))
	for b.Loop() {
		var e billing.Entry
		if err := hounfour.Decode(benchEntry, &e); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeEntryNoValidate is the baseline: the type's structural
// decode (UnmarshalJSON) of the same bytes, without validation.
func BenchmarkDecodeEntryNoValidate(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchEntry)))
	for b.Loop() {
		var e billing.Entry
		if err := e.UnmarshalJSON(benchEntry); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkValidateEntry(b *testing.B) {
	var e billing.Entry
	if err := hounfour.Decode(benchEntry, &e); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := e.Validate(); err != nil {
			b.Fatal(err)
		}
	}
}

// Allocation inputs: 3 and 64 recipients; a 64-bit total (about $1.2M in
// micro-USD) and a 40-digit total.
var (
	total64   = wire.MustParseMicroUSD("1234567890123")
	total40   = wire.MustParseMicroUSD("1234567890123456789012345678901234567890")
	shares3   = benchShares(3)
	shares64  = benchShares(64)
	sinkRecip []billing.Recipient
)

func benchShares(n int) []billing.AllocationInput {
	in := make([]billing.AllocationInput, n)
	left := 10000
	for i := range in {
		s := 10000 / n
		if i == n-1 {
			s = left
		}
		left -= s
		in[i] = billing.AllocationInput{Address: "0x" + strconv.Itoa(i), Role: billing.RoleProvider, ShareBPS: s}
	}
	return in
}

// BenchmarkAllocate: the public function on 64-bit and 40-digit totals, and
// the big path forced on the 64-bit total ("int64-bigpath": the same inputs
// as "int64", so the two compare the paths).
func BenchmarkAllocate(b *testing.B) {
	for _, n := range []struct {
		name string
		in   []billing.AllocationInput
	}{{"3", shares3}, {"64", shares64}} {
		b.Run(n.name+"/int64", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				var err error
				if sinkRecip, err = billing.Allocate(n.in, total64); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(n.name+"/int64-bigpath", func(b *testing.B) {
			t := total64.Big()
			b.ReportAllocs()
			for b.Loop() {
				sinkRecip = billing.AllocateBig(n.in, t)
			}
		})
		b.Run(n.name+"/40digit", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				var err error
				if sinkRecip, err = billing.Allocate(n.in, total40); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

var sinkCost wire.MicroUSDUnsigned

func BenchmarkComputeCostMicro(b *testing.B) {
	r := int64(3000)
	u := billing.Usage{PromptTokens: 4096, CompletionTokens: 2048, ReasoningTokens: &r}
	p := billing.ModelPricing{
		InputPerMillionMicro:    wire.MustParseMicroUSDUnsigned("15000000"),
		OutputPerMillionMicro:   wire.MustParseMicroUSDUnsigned("75000000"),
		ThinkingPerMillionMicro: wire.MustParseMicroUSDUnsigned("75000000"),
	}
	b.ReportAllocs()
	for b.Loop() {
		var err error
		if sinkCost, err = billing.ComputeCostMicro(p, u); err != nil {
			b.Fatal(err)
		}
	}
}

var sinkResult billing.InvariantResult

func readyGuard(b *testing.B, ev billing.Evaluator) *billing.ConservationGuard {
	g := billing.NewConservationGuard(billing.GuardOptions{Evaluator: ev})
	if err := g.Init(); err != nil {
		b.Fatal(err)
	}
	return g
}

// guardEvaluators: the default (the constraint language) and the native
// allocation-free evaluator.
var guardEvaluators = []struct {
	name string
	ev   billing.Evaluator
}{{"constraint", nil}, {"native", billing.NativeEvaluator()}}

// The guard checks in the ready state on representative canonical inputs
// that fit an int64 (target ≤ 1 µs, ≤ 2 allocations).
func BenchmarkConservationGuard_BudgetConservation(b *testing.B) {
	spent, limit := wire.MustParseMicroUSD("1234567"), wire.MustParseMicroUSD("5000000")
	for _, e := range guardEvaluators {
		b.Run(e.name, func(b *testing.B) {
			g := readyGuard(b, e.ev)
			b.ReportAllocs()
			for b.Loop() {
				sinkResult = g.CheckBudgetConservation(spent, limit)
			}
			if !sinkResult.OK {
				b.Fatal(sinkResult)
			}
		})
	}
}

func BenchmarkConservationGuard_CostNonNegative(b *testing.B) {
	cost := wire.MustParseMicroUSD("22500")
	for _, e := range guardEvaluators {
		b.Run(e.name, func(b *testing.B) {
			g := readyGuard(b, e.ev)
			b.ReportAllocs()
			for b.Loop() {
				sinkResult = g.CheckCostNonNegative(cost)
			}
			if !sinkResult.OK {
				b.Fatal(sinkResult)
			}
		})
	}
}

func BenchmarkConservationGuard_ReserveWithinAllocation(b *testing.B) {
	reserve, alloc := wire.MustParseMicroUSD("250000"), wire.MustParseMicroUSD("1000000")
	for _, e := range guardEvaluators {
		b.Run(e.name, func(b *testing.B) {
			g := readyGuard(b, e.ev)
			b.ReportAllocs()
			for b.Loop() {
				sinkResult = g.CheckReserveWithinAllocation(reserve, alloc)
			}
			if !sinkResult.OK {
				b.Fatal(sinkResult)
			}
		})
	}
}

// The format invariant's evaluator path is the wire parser whatever the
// evaluator.
func BenchmarkConservationGuard_MicroUSDFormat(b *testing.B) {
	g := readyGuard(b, nil)
	b.ReportAllocs()
	for b.Loop() {
		sinkResult = g.CheckMicroUSDFormat("-1234567890")
	}
	if !sinkResult.OK {
		b.Fatal(sinkResult)
	}
}

func BenchmarkConservationGuard_Init(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		g := billing.NewConservationGuard(billing.GuardOptions{})
		if err := g.Init(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEntryRatios interleaves Decode and the structural decode of the
// same bytes in every iteration, so load on a shared machine affects both
// alike, and reports decode/novalidate (target ≤ 1.5).
func BenchmarkEntryRatios(b *testing.B) { benchratio.Decode[billing.Entry](b, benchEntry, false) }

// BenchmarkAllocateRatios interleaves, in every iteration, Allocate on a
// 64-bit total (the 64-bit path) and the big path on the same inputs (8
// calls each per timed batch), and reports big/64-bit (target ≥ 3).
func BenchmarkAllocateRatios(b *testing.B) {
	const batch = 8
	for _, n := range []struct {
		name string
		in   []billing.AllocationInput
	}{{"3", shares3}, {"64", shares64}} {
		b.Run(n.name, func(b *testing.B) {
			t := total64.Big()
			var tFast, tBig time.Duration
			for b.Loop() {
				t0 := time.Now()
				for range batch {
					sinkRecip, _ = billing.Allocate(n.in, total64)
				}
				t1 := time.Now()
				for range batch {
					sinkRecip = billing.AllocateBig(n.in, t)
				}
				t2 := time.Now()
				tFast += t1.Sub(t0)
				tBig += t2.Sub(t1)
			}
			b.ReportMetric(float64(tBig)/float64(tFast), "big/64bit")
			b.ReportMetric(float64(tFast.Nanoseconds())/float64(b.N*batch), "64bit-ns/op")
			b.ReportMetric(float64(tBig.Nanoseconds())/float64(b.N*batch), "big-ns/op")
		})
	}
}
