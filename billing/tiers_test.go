package billing_test

import (
	"encoding/json"
	"errors"
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/wire"
)

func TestMultiplierTiers(t *testing.T) {
	t.Parallel()
	tests := []struct {
		tokens uint64
		want   int
	}{
		{0, 30000}, {1, 30000}, {100000, 30000}, {100001, 25000}, {999999, 25000},
		{1000000, 20000}, {1000001, 20000}, {1<<64 - 1, 20000},
	}
	for i, tc := range tests {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if got := billing.MultiplierBPSForTokens(tc.tokens); got != tc.want {
				t.Errorf("MultiplierBPSForTokens(%d) = %d, want %d", tc.tokens, got, tc.want)
			}
			if got := billing.MultiplierBPS(tc.tokens, false); got != tc.want {
				t.Errorf("MultiplierBPS(%d, false) = %d, want %d", tc.tokens, got, tc.want)
			}
			if got := billing.MultiplierBPS(tc.tokens, true); got != 10000 {
				t.Errorf("MultiplierBPS(%d, true) = %d, want 10000", tc.tokens, got)
			}
		})
	}
	if billing.MultiplierBPSBYOK != 10000 || billing.BYOKMonthlyFeeMicro != 5000000 {
		t.Error("BYOK constants")
	}
}

func TestTotalCostMicro(t *testing.T) {
	t.Parallel()
	tests := []struct {
		raw  string
		m    int
		want string
	}{
		{"1000", 30000, "3000"}, {"-3", 15000, "-4"}, {"3", 15000, "4"}, {"-1", 10001, "-1"}, {"7", 25000, "17"},
		{"0", 100000, "0"}, {"-0", 20000, "0"},
		{"99999999999999999999999999999999999999999", 25000, "249999999999999999999999999999999999999997"},
		{"-99999999999999999999999999999999999999999", 25000, "-249999999999999999999999999999999999999997"},
	}
	for _, tc := range tests {
		t.Run(tc.raw, func(t *testing.T) {
			got, err := billing.TotalCostMicro(wire.MustParseMicroUSD(tc.raw), tc.m)
			if err != nil || got.String() != tc.want {
				t.Errorf("TotalCostMicro(%s, %d) = %v, %v; want %s", tc.raw, tc.m, got, err, tc.want)
			}
		})
	}
	for _, bad := range []int{9999, 100001, 0, -10000} {
		t.Run(strconv.Itoa(bad), func(t *testing.T) {
			_, err := billing.TotalCostMicro(wire.ZeroMicro(), bad)
			var me *billing.MultiplierError
			if !errors.As(err, &me) || me.MultiplierBPS != bad || err.Error() != "multiplier_bps must be between 10000 and 100000, got "+itoa(bad) {
				t.Errorf("TotalCostMicro(0, %d) error = %v", bad, err)
			}
		})
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func params() billing.EntryParams {
	return billing.EntryParams{
		ID: "01HX3M5Q7R9T1V3X5Z7B9D1F3H", TraceID: "trace-1", TenantID: "tenant-1",
		CostType: billing.CostTypeModelInference, Provider: "openai",
		RawCostMicro: wire.MustParseMicroUSD("1001"), MultiplierBPS: 25000,
		Recipients: []billing.AllocationInput{
			{Address: "0xProvider", Role: billing.RoleProvider, ShareBPS: 3333},
			{Address: "0xPlatform", Role: billing.RolePlatform, ShareBPS: 3333},
			{Address: "0xCommons", Role: billing.RoleCommons, ShareBPS: 3334},
		},
		IdempotencyKey: "idem-1", Timestamp: wire.MustParseTimestamp("2026-02-17T09:30:38Z"),
	}
}

func TestNewEntry(t *testing.T) {
	t.Parallel()
	e, err := billing.NewEntry(params())
	if err != nil {
		t.Fatal(err)
	}
	// 1001 × 2.5 = 2502.5 → 2502; 2502 × 0.3333 = 833.9166 → 833 r 9166, 833 r 9166, 834.1668 → 834 r 1668;
	// leftover 2502 − 2500 = 2 → the first two.
	if e.TotalCostMicro.String() != "2502" || amounts(e.Recipients) != "834/834/834" {
		t.Errorf("total %v, amounts %s", e.TotalCostMicro, amounts(e.Recipients))
	}
	if e.Currency != "USD" || e.Precision != 6 || e.RoundingPolicy != "largest_remainder" || e.ContractVersion.String() != string(hounfour.Contract700) {
		t.Errorf("constants: %+v", e)
	}
	if err := e.Validate(); err != nil {
		t.Error(err)
	}
	// A negative raw cost: the magnitude is allocated and negated.
	p := params()
	p.RawCostMicro = wire.MustParseMicroUSD("-1001")
	e, err = billing.NewEntry(p)
	if err != nil || e.TotalCostMicro.String() != "-2502" || amounts(e.Recipients) != "-834/-834/-834" {
		t.Errorf("negative: %v %s %v", e.TotalCostMicro, amounts(e.Recipients), err)
	}
	p.RawCostMicro = wire.MustParseMicroUSD("-1")
	p.MultiplierBPS = 30000
	e, err = billing.NewEntry(p)
	if err != nil || e.TotalCostMicro.String() != "-3" || amounts(e.Recipients) != "-1/-1/-1" {
		t.Errorf("negative small: %v %s %v", e.TotalCostMicro, amounts(e.Recipients), err)
	}
	p.RawCostMicro = wire.MustParseMicroUSD("-1")
	p.MultiplierBPS = 10000
	e, err = billing.NewEntry(p)
	if err != nil || amounts(e.Recipients) != "0/0/-1" {
		t.Errorf("negative tie: %s %v", amounts(e.Recipients), err)
	}

	bad := []struct {
		name string
		edit func(p *billing.EntryParams)
		want string
	}{
		{"absent raw", func(p *billing.EntryParams) { p.RawCostMicro = wire.MicroUSD{} }, "billing: NewEntry: absent raw_cost_micro"},
		{"multiplier", func(p *billing.EntryParams) { p.MultiplierBPS = 5000 }, "multiplier_bps must be between 10000 and 100000, got 5000"},
		{"shares", func(p *billing.EntryParams) { p.Recipients = p.Recipients[:2] }, "share_bps must sum to 10000, got 6666"},
		{"no recipients", func(p *billing.EntryParams) { p.Recipients = nil }, "recipients must not be empty"},
		{"empty id", func(p *billing.EntryParams) { p.ID = "" }, "invalid billing-entry: /id: Expected string length greater or equal to 1"},
		{"bad role and no timestamp", func(p *billing.EntryParams) { p.Recipients[0].Role = "x"; p.Timestamp = wire.Timestamp{} },
			"invalid billing-entry: /recipients/0/role: Expected union value; /timestamp: Expected required property"},
	}
	for _, tc := range bad {
		t.Run(tc.name, func(t *testing.T) {
			p := params()
			tc.edit(&p)
			e, err := billing.NewEntry(p)
			if err == nil || err.Error() != tc.want || e.ID != "" {
				t.Errorf("%s: NewEntry = %v; want %q", tc.name, err, tc.want)
			}
		})
	}
}

func TestToolRevenueSplitJSON(t *testing.T) {
	t.Parallel()
	b, err := json.Marshal(billing.DefaultToolRevenueSplit())
	if err != nil || string(b) != `{"producer_bps":8500,"platform_bps":1500}` {
		t.Fatalf("Marshal = %s, %v", b, err)
	}
	var s billing.ToolRevenueSplit
	if err := json.Unmarshal([]byte(`{"producer_bps":10000,"platform_bps":0}`), &s); err != nil || s.ProducerBPS != 10000 {
		t.Errorf("Unmarshal = %+v, %v", s, err)
	}
	if err := json.Unmarshal([]byte(`{"producer_bps":1}`), &s); err == nil {
		t.Error("a missing member decoded")
	}
	s = billing.ToolRevenueSplit{ProducerBPS: 10001}
	if violations(s.Validate()) != "/producer_bps [maximum] Expected integer to be less or equal to 10000\n" {
		t.Errorf("Validate = %v", s.Validate())
	}
}
