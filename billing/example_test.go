package billing_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/wire"
)

func ExampleEntry() {
	body := []byte(`{"id":"01HX3M5Q7R9T1V3X5Z7B9D1F3H","trace_id":"t-1","tenant_id":"acme",
		"cost_type":"model_inference","provider":"openai","currency":"USD","precision":6,
		"raw_cost_micro":"-3","multiplier_bps":15000,"total_cost_micro":"-5",
		"rounding_policy":"largest_remainder",
		"recipients":[{"address":"0xProvider","role":"provider","share_bps":7000,"amount_micro":"-4"},
		              {"address":"0xPlatform","role":"platform","share_bps":2000,"amount_micro":"0"}],
		"idempotency_key":"k-1","timestamp":"2026-02-17T09:30:38Z","contract_version":"7.0.0"}`)
	var e billing.Entry
	err := hounfour.Decode(body, &e)
	var verr *hounfour.ValidationError
	if errors.As(err, &verr) {
		for _, v := range verr.Violations {
			fmt.Printf("%s [%s] %s\n", v.Path, v.Rule, v.Message)
		}
	}
	// Output:
	// /total_cost_micro [billing-entry-total-multiplier] total_cost_micro (-5) !== raw_cost_micro (-3) * multiplier_bps (15000) / 10000 (expected -4)
	// /recipients [billing-entry-share-sum] share_bps sum 9000 !== 10000
	// /recipients [billing-entry-amount-sum] amount_micro sum -4 !== -5
}

func ExampleEntry_Warnings() {
	e, _ := billing.NewEntry(billing.EntryParams{
		ID: "01HX3M5Q7R9T1V3X5Z7B9D1F3H", TraceID: "t-1", TenantID: "acme",
		CostType: billing.CostTypeModelInference, Provider: "openai",
		RawCostMicro: wire.MustParseMicroUSD("7500"), MultiplierBPS: 30000,
		Recipients:     []billing.AllocationInput{{Address: "0xProvider", Role: billing.RoleProvider, ShareBPS: 10000}},
		IdempotencyKey: "k-1", Timestamp: wire.MustParseTimestamp("2026-02-17T09:30:38Z"),
	})
	e.ReconciliationDeltaMicro = wire.MustParseMicroUSD("-15")
	fmt.Println(e.Validate())
	for _, w := range e.Warnings() {
		fmt.Printf("%s [%s] %s\n", w.Path, w.Rule, w.Message)
	}
	// Output:
	// <nil>
	// /source_completion_id [billing-entry-cost-provenance] non-zero cost should include source_completion_id for provenance
	// /reconciliation_delta_micro [billing-reconciliation-delta] reconciliation_delta_micro only applies with provider_invoice_authoritative mode
}

func ExampleAllocate() {
	rs, _ := billing.Allocate([]billing.AllocationInput{
		{Address: "0xA", Role: billing.RoleProvider, ShareBPS: 3333},
		{Address: "0xB", Role: billing.RolePlatform, ShareBPS: 3333},
		{Address: "0xC", Role: billing.RoleCommons, ShareBPS: 3334},
	}, wire.MustParseMicroUSD("100"))
	for _, r := range rs {
		fmt.Println(r.Address, r.AmountMicro)
	}
	_, err := billing.Allocate([]billing.AllocationInput{{Address: "0xA", ShareBPS: 9999}}, wire.ZeroMicro())
	fmt.Println(err)
	// Output:
	// 0xA 33
	// 0xB 33
	// 0xC 34
	// share_bps must sum to 10000, got 9999
}

func ExampleNewEntry() {
	e, err := billing.NewEntry(billing.EntryParams{
		ID: "01HX3M5Q7R9T1V3X5Z7B9D1F3H", TraceID: "t-1", TenantID: "acme",
		CostType: billing.CostTypeModelInference, Provider: "anthropic",
		RawCostMicro:  wire.MustParseMicroUSD("1001"),
		MultiplierBPS: billing.MultiplierBPSForTokens(250_000), // 2.5×
		Recipients: []billing.AllocationInput{
			{Address: "0xProvider", Role: billing.RoleProvider, ShareBPS: 8000},
			{Address: "0xPlatform", Role: billing.RolePlatform, ShareBPS: 2000},
		},
		IdempotencyKey: "k-1", Timestamp: wire.MustParseTimestamp("2026-02-17T09:30:38Z"),
	})
	fmt.Println(err, e.MultiplierBPS, e.TotalCostMicro, e.Recipients[0].AmountMicro, e.Recipients[1].AmountMicro)
	// Output:
	// <nil> 25000 2502 2002 500
}

func ExampleComputeCostMicro() {
	p := billing.ModelPricing{
		InputPerMillionMicro:  wire.MustParseMicroUSDUnsigned("2500000"),
		OutputPerMillionMicro: wire.MustParseMicroUSDUnsigned("10000000"),
	}
	reasoning := int64(1000000) // free: no thinking rate
	cost, _ := billing.ComputeCostMicro(p, billing.Usage{PromptTokens: 7, CompletionTokens: 0, ReasoningTokens: &reasoning})
	floor, _ := billing.FloorTotalCost(billing.Usage{PromptTokens: 7}, p)
	fmt.Println(cost, floor.TotalCostMicro, floor.InputRemainderMicro)
	// Output:
	// 18 17 500000
}

func ExampleVerifyPricingConservation() {
	snap := &billing.ModelPricing{
		InputPerMillionMicro:  wire.MustParseMicroUSDUnsigned("2500000"),
		OutputPerMillionMicro: wire.MustParseMicroUSDUnsigned("10000000"),
	}
	r, _ := billing.VerifyPricingConservation(wire.MustParseMicroUSD("7600"), snap, billing.Usage{PromptTokens: 1000, CompletionTokens: 500})
	fmt.Println(r.Status, r.Reason)
	// Output:
	// violated Billing delta: 100 micro-USD (billed=7600, computed=7500)
}

func ExampleRemainderAccumulator() {
	var acc billing.RemainderAccumulator
	for range 4 {
		_, rem, _ := billing.FloorComponentCost(1, 333333) // cost 0, remainder 333333
		carry, _ := acc.Carry("tenant:abc", rem)
		fmt.Println(carry, acc.Accumulated("tenant:abc"))
	}
	// Output:
	// 0 333333
	// 0 666666
	// 0 999999
	// 1 333332
}

func ExampleConservationGuard() {
	g := billing.NewConservationGuard(billing.GuardOptions{
		OnDivergence: func(d billing.Divergence) { fmt.Println("divergence:", d.InvariantID) },
	})
	r := g.CheckBudgetConservation(wire.MustParseMicroUSD("10"), wire.MustParseMicroUSD("20"))
	fmt.Println(g.State(), r.EvaluatorResult, r.Effective) // fail-closed before Init
	if err := g.Init(); err != nil {
		panic(err)
	}
	r = g.CheckBudgetConservation(wire.MustParseMicroUSD("10"), wire.MustParseMicroUSD("20"))
	fmt.Println(g.State(), r.EvaluatorResult, r.AdhocResult, r.Effective)
	r = g.CheckBudgetConservation(wire.MustParseMicroUSD("21"), wire.MustParseMicroUSD("20"))
	fmt.Println(r.OK, r.HTTPStatus())
	h, _ := json.Marshal(g.Health())
	fmt.Println(string(h))
	// Output:
	// uninitialized error fail
	// ready pass pass pass
	// false 402
	// {"billing":"ready","evaluator_compiled":true}
}

func ExampleNewTokenCostEvent() {
	reasoning := int64(3000)
	e, _ := billing.NewTokenCostEvent("openai", "o3",
		billing.Usage{PromptTokens: 2000, CompletionTokens: 500, ReasoningTokens: &reasoning},
		billing.ModelPricing{
			InputPerMillionMicro:    wire.MustParseMicroUSDUnsigned("10000000"),
			OutputPerMillionMicro:   wire.MustParseMicroUSDUnsigned("40000000"),
			ThinkingPerMillionMicro: wire.MustParseMicroUSDUnsigned("40000000"),
		}, billing.PricingSourceConfig)
	b, _ := json.Marshal(e)
	fmt.Println(string(b))
	// Output:
	// {"provider":"openai","model":"o3","units":"tokens","unit_counts":{"input":2000,"output":500,"reasoning":3000},"cost_micro_usd":"160000","pricing_source":"config","contract_version":"7.0.0"}
}

func ExampleCheckCreditNote() {
	original := billing.Entry{TotalCostMicro: wire.MustParseMicroUSD("3000")}
	note := billing.CreditNote{
		AmountMicro: wire.MustParseMicroUSD("3500"),
		Recipients:  []billing.Recipient{{Address: "0xA", Role: billing.RoleProvider, ShareBPS: 10000, AmountMicro: wire.MustParseMicroUSD("3500")}},
	}
	for _, v := range billing.CheckCreditNote(&note, &original) {
		fmt.Println(v)
	}
	// Output:
	// /amount_micro: over-credit: credit amount 3500 exceeds original charge 3000
}

func ExampleMultiplierBPSForTokens() {
	for _, tokens := range []uint64{100_000, 100_001, 1_000_000} {
		fmt.Println(tokens, billing.MultiplierBPSForTokens(tokens))
	}
	fmt.Println("byok", billing.MultiplierBPS(50_000, true))
	// Output:
	// 100000 30000
	// 100001 25000
	// 1000000 20000
	// byok 10000
}
