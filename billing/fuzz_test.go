package billing_test

import (
	"math/big"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
	"github.com/hounfour-go/hounfour/wire"
)

func FuzzDecodeEntry(f *testing.F) {
	f.Add(benchEntry)
	f.Add([]byte(`{"id":"a","trace_id":"t","tenant_id":"x","cost_type":"tool_call","provider":"p","currency":"USD","precision":6.0,"raw_cost_micro":"-0","multiplier_bps":1e4,"total_cost_micro":"00","rounding_policy":"largest_remainder","recipients":[{"address":"a","role":"commons","share_bps":10000,"amount_micro":"-000"}],"idempotency_key":"k","timestamp":"2026-01-01T00:00:00.5+01:00","contract_version":"7.0.0","metadata":{"":null, "a" : [ 1 ,{"b":"\u00e9"}]}}`))
	f.Add([]byte(`{"total_cost_micro":"1","total_cost_micro":"2","recipients":[1,{"share_bps":0.5}],"metadata":{"k":1,"k":2}}`))
	f.Add([]byte(`{"raw_cost_micro":"123456789012345678901234567890","multiplier_bps":99999,"usage":{"prompt_tokens":-1}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[billing.Entry](data); err != nil {
			t.Fatal(err)
		}
		var e billing.Entry
		if e.UnmarshalJSON(data) == nil {
			billing.CheckEntry(&e) // never panics on a structurally decoded entry
			e.Warnings()
		}
	})
}

func FuzzDecodeCreditNote(f *testing.F) {
	f.Add([]byte(`{"id":"n","references_billing_entry":"e","reason":"refund","amount_micro":"-5","recipients":[{"address":"a","role":"provider","share_bps":10000,"amount_micro":"-5"}],"issued_at":"2026-02-18T10:00:00Z","contract_version":"7.0.0"}`))
	f.Add([]byte(`{"amount_micro":"+1","recipients":[],"reason":"void"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[billing.CreditNote](data); err != nil {
			t.Fatal(err)
		}
		var n billing.CreditNote
		if n.UnmarshalJSON(data) == nil {
			billing.CheckCreditNote(&n, nil)
		}
	})
}

func FuzzDecodeCostEvent(f *testing.F) {
	f.Add([]byte(`{"provider":"openai","model":"gpt-4o","units":"tokens","unit_counts":{"input":1000,"output":500},"cost_micro_usd":"7500","pricing_source":"config","contract_version":"7.0.0"}`))
	f.Add([]byte(`{"provider":"r","model":"m","units":"task","unit_counts":{"tasks":1,"reasoning":2},"cost_micro_usd":"0","pricing_source":"estimated","contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[billing.CostEvent](data); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzAllocate: for any total and shares Allocate either rejects them or
// returns amounts that sum exactly to the total, each its truncated share or
// one more.
func FuzzAllocate(f *testing.F) {
	f.Add("100", []byte{0x0d, 0x05, 0x0d, 0x05, 0x0e, 0x06})
	f.Add("9223372036854775808", []byte{0x27, 0x10})
	f.Add("-1", []byte{})
	f.Fuzz(func(t *testing.T, totalText string, shareBytes []byte) {
		total, err := wire.ParseMicroUSD(totalText)
		if err != nil {
			return
		}
		var in []billing.AllocationInput
		for i := 0; i+1 < len(shareBytes) && len(in) < 64; i += 2 {
			in = append(in, billing.AllocationInput{Address: "a", Role: billing.RoleProvider, ShareBPS: int(int16(uint16(shareBytes[i])<<8 | uint16(shareBytes[i+1])))})
		}
		rs, err := billing.Allocate(in, total)
		if err != nil {
			return
		}
		sum := new(big.Int)
		for i, r := range rs {
			a := r.AmountMicro.Big()
			sum.Add(sum, a)
			trunc := new(big.Int).Quo(new(big.Int).Mul(total.Big(), big.NewInt(int64(in[i].ShareBPS))), big.NewInt(10000))
			if d := new(big.Int).Sub(a, trunc); d.Sign() < 0 || d.Cmp(big.NewInt(1)) > 0 {
				t.Fatalf("amount %d = %v, truncated share %v", i, a, trunc)
			}
		}
		if sum.Cmp(total.Big()) != 0 {
			t.Fatalf("amounts sum to %v, total %v", sum, total)
		}
	})
}

// FuzzGuardFormat: the two paths of the format invariant never disagree.
func FuzzGuardFormat(f *testing.F) {
	for _, s := range []string{"0", "-0", "007", "-1", "", "+1", "1 ", "٣", "123456789012345678901234567890",
		"1" + strings.Repeat("0", wire.MaxDigits-1), "1" + strings.Repeat("0", wire.MaxDigits), // the digit limit
		"-" + strings.Repeat("9", wire.MaxDigits), "-" + strings.Repeat("9", wire.MaxDigits+1)} {
		f.Add(s)
	}
	g := billing.NewConservationGuard(billing.GuardOptions{})
	if err := g.Init(); err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r := g.CheckMicroUSDFormat(s)
		if string(r.EvaluatorResult) != string(r.AdhocResult) {
			t.Fatalf("CheckMicroUSDFormat(%q) diverges: %+v", s, r)
		}
	})
}
