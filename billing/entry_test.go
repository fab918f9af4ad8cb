package billing_test

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/wire"
)

var m = wire.MustParseMicroUSD

// baseEntry is a valid entry: raw 1000 at 3.0×, split 7000/3000.
func baseEntry() billing.Entry {
	return billing.Entry{
		ID: "01HX3M5Q7R9T1V3X5Z7B9D1F3H", TraceID: "trace-0001", TenantID: "tenant-acme",
		CostType: billing.CostTypeModelInference, Provider: "openai",
		Currency: billing.Currency, Precision: billing.Precision,
		RawCostMicro: m("1000"), MultiplierBPS: 30000, TotalCostMicro: m("3000"),
		RoundingPolicy: billing.RoundingPolicy,
		Recipients: []billing.Recipient{
			{Address: "0xProvider", Role: billing.RoleProvider, ShareBPS: 7000, AmountMicro: m("2100")},
			{Address: "0xPlatform", Role: billing.RolePlatform, ShareBPS: 3000, AmountMicro: m("900")},
		},
		IdempotencyKey: "idem-0001", Timestamp: wire.MustParseTimestamp("2026-02-17T09:30:38Z"),
		ContractVersion: wire.MustParseSemver("7.0.0"),
	}
}

func violations(err error) string {
	if err == nil {
		return ""
	}
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) {
		return "not a ValidationError: " + err.Error()
	}
	var b strings.Builder
	for _, v := range verr.Violations {
		fmt.Fprintf(&b, "%s [%s] %s\n", v.Path, v.Rule, v.Message)
	}
	return b.String()
}

func TestEntryValidate(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		edit func(e *billing.Entry)
		want string
	}{
		{"valid", func(e *billing.Entry) {}, ""},
		{"negative raw truncates toward zero", func(e *billing.Entry) {
			e.RawCostMicro, e.MultiplierBPS, e.TotalCostMicro = m("-3"), 15000, m("-4")
			e.Recipients = e.Recipients[:1]
			e.Recipients[0].ShareBPS, e.Recipients[0].AmountMicro = 10000, m("-4")
		}, ""},
		{"floor is rejected", func(e *billing.Entry) {
			e.RawCostMicro, e.MultiplierBPS, e.TotalCostMicro = m("-3"), 15000, m("-5")
			e.Recipients = e.Recipients[:1]
			e.Recipients[0].ShareBPS, e.Recipients[0].AmountMicro = 10000, m("-5")
		}, "/total_cost_micro [billing-entry-total-multiplier] total_cost_micro (-5) !== raw_cost_micro (-3) * multiplier_bps (15000) / 10000 (expected -4)\n"},
		{"all three rules", func(e *billing.Entry) {
			e.TotalCostMicro = m("3001")
			e.Recipients[1].ShareBPS, e.Recipients[1].AmountMicro = 2000, m("800")
		}, "/total_cost_micro [billing-entry-total-multiplier] total_cost_micro (3001) !== raw_cost_micro (1000) * multiplier_bps (30000) / 10000 (expected 3000)\n" +
			"/recipients [billing-entry-share-sum] share_bps sum 9000 !== 10000\n" +
			"/recipients [billing-entry-amount-sum] amount_micro sum 2900 !== 3001\n"},
		{"absent members: required, no rule runs", func(e *billing.Entry) {
			e.RawCostMicro, e.Recipients = wire.MicroUSD{}, nil
		}, "/raw_cost_micro [required] Expected required property\n/recipients [minItems] Expected array length to be greater or equal to 1\n"},
		{"share out of range blocks the share rule only", func(e *billing.Entry) {
			e.Recipients[0].ShareBPS = 20000
			e.Recipients[1].AmountMicro = m("901")
		}, "/recipients/0/share_bps [maximum] Expected integer to be less or equal to 10000\n/recipients [billing-entry-amount-sum] amount_micro sum 3001 !== 3000\n"},
		{"multiplier out of range blocks rule 1", func(e *billing.Entry) { e.MultiplierBPS = 200000 },
			"/multiplier_bps [maximum] Expected integer to be less or equal to 100000\n"},
		{"40-digit amounts", func(e *billing.Entry) {
			e.RawCostMicro = m("1234567890123456789012345678901234567890")
			e.MultiplierBPS = 10000
			e.TotalCostMicro = m("1234567890123456789012345678901234567890")
			e.Recipients[0].AmountMicro = m("864197523086419752308641975230864197523")
			e.Recipients[1].AmountMicro = m("370370367037037036703703703670370370367")
		}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := baseEntry()
			tc.edit(&e)
			if got := violations(e.Validate()); got != tc.want {
				t.Errorf("Validate:\n%s\nwant:\n%s", got, tc.want)
			}
			if got := violations(e.ValidateSchema()); got != tc.want {
				t.Errorf("ValidateSchema:\n%s\nwant:\n%s", got, tc.want)
			}
		})
	}
}

func TestEntryWarnings(t *testing.T) {
	t.Parallel()
	uuid := wire.MustParseUUID("6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b")
	snap := &billing.ModelPricing{InputPerMillionMicro: wire.MustParseMicroUSDUnsigned("1"), OutputPerMillionMicro: wire.MustParseMicroUSDUnsigned("1")}
	tests := []struct {
		name string
		edit func(e *billing.Entry)
		want string
	}{
		{"cost provenance", func(e *billing.Entry) {}, "/source_completion_id [billing-entry-cost-provenance] non-zero cost should include source_completion_id for provenance\n"},
		{"complete provenance", func(e *billing.Entry) { e.SourceCompletionID, e.PricingSnapshot = uuid, snap }, ""},
		{"pricing provenance", func(e *billing.Entry) { e.SourceCompletionID = uuid }, "/pricing_snapshot [billing-pricing-provenance] source_completion_id present without pricing_snapshot\n"},
		{"delta outside provider_invoice_authoritative", func(e *billing.Entry) {
			e.SourceCompletionID, e.PricingSnapshot = uuid, snap
			e.ReconciliationMode, e.ReconciliationDeltaMicro = billing.ReconciliationProtocolAuthoritative, wire.ZeroMicro()
		}, "/reconciliation_delta_micro [billing-reconciliation-delta] reconciliation_delta_micro only applies with provider_invoice_authoritative mode\n"},
		{"delta with provider_invoice_authoritative", func(e *billing.Entry) {
			e.SourceCompletionID, e.PricingSnapshot = uuid, snap
			e.ReconciliationMode, e.ReconciliationDeltaMicro = billing.ReconciliationProviderInvoiceAuthoritative, m("-1")
		}, ""},
		{"zero total", func(e *billing.Entry) {
			e.RawCostMicro, e.TotalCostMicro = wire.ZeroMicro(), wire.ZeroMicro()
			e.Recipients[0].AmountMicro, e.Recipients[1].AmountMicro = wire.ZeroMicro(), wire.ZeroMicro()
		}, ""},
		{"invalid entry: no warnings", func(e *billing.Entry) { e.ID = "" }, ""},
		{"failed rule: no warnings", func(e *billing.Entry) { e.TotalCostMicro = m("1") }, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := baseEntry()
			tc.edit(&e)
			var b strings.Builder
			for _, w := range e.Warnings() {
				fmt.Fprintf(&b, "%s [%s] %s\n", w.Path, w.Rule, w.Message)
			}
			if b.String() != tc.want {
				t.Errorf("Warnings:\n%s\nwant:\n%s", b.String(), tc.want)
			}
		})
	}
}

func TestCheckEntry(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		edit   func(e *billing.Entry)
		reason string
	}{
		{"ok", func(e *billing.Entry) {}, ""},
		{"multiplier first, then stop", func(e *billing.Entry) {
			e.TotalCostMicro = m("3001")
			e.Recipients[1].ShareBPS = 1
		}, "total_cost_micro (3001) !== raw_cost_micro (1000) * multiplier_bps (30000) / 10000 (expected 3000)"},
		{"share and amount joined", func(e *billing.Entry) {
			e.Recipients[1].ShareBPS, e.Recipients[1].AmountMicro = 2000, m("800")
		}, "share_bps sum 9000 !== 10000; amount_micro sum 2900 !== 3000"},
		{"amount only", func(e *billing.Entry) { e.Recipients[1].AmountMicro = m("-900") }, "amount_micro sum 1200 !== 3000"},
		{"absent raw", func(e *billing.Entry) { e.RawCostMicro = wire.MicroUSD{} }, "raw_cost_micro is absent"},
		{"absent recipient amount", func(e *billing.Entry) { e.Recipients[1].AmountMicro = wire.MicroUSD{} }, "recipients[1].amount_micro is absent"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := baseEntry()
			tc.edit(&e)
			err := billing.CheckEntry(&e)
			if (err == nil) != (tc.reason == "") || err != nil && err.Error() != tc.reason {
				t.Errorf("%s: CheckEntry = %v; want %q", tc.name, err, tc.reason)
			}
		})
	}
}

func TestCheckRecipients(t *testing.T) {
	t.Parallel()
	rs := []billing.Recipient{{ShareBPS: 5000, AmountMicro: m("5")}, {ShareBPS: 4000, AmountMicro: m("4")}}
	errs := billing.CheckRecipients(rs, m("10"))
	if len(errs) != 2 || errs[0].Error() != "share_bps sum 9000 !== 10000" || errs[1].Error() != "amount_micro sum 9 !== 10" {
		t.Fatalf("CheckRecipients = %v", errs)
	}
	var ce *billing.CheckError
	if !errors.As(errs[0], &ce) || ce.Rule != billing.RuleShareSum {
		t.Errorf("error type/rule: %#v", errs[0])
	}
	if errs := billing.CheckRecipients([]billing.Recipient{{ShareBPS: 10000, AmountMicro: m("0010")}}, m("10")); errs != nil {
		t.Errorf("numeric comparison: %v", errs)
	}
	if errs := billing.CheckRecipients(nil, m("0")); len(errs) != 1 || errs[0].Error() != "share_bps sum 0 !== 10000" {
		t.Errorf("no recipients: %v", errs)
	}
}

func TestCheckCreditNote(t *testing.T) {
	t.Parallel()
	note := func(amount string, rs ...billing.Recipient) *billing.CreditNote {
		return &billing.CreditNote{ID: "n", ReferencesBillingEntry: "e", Reason: billing.CreditRefund, AmountMicro: m(amount), Recipients: rs}
	}
	r := func(share wire.BasisPoints, amount string) billing.Recipient {
		return billing.Recipient{Address: "a", Role: billing.RoleProvider, ShareBPS: share, AmountMicro: m(amount)}
	}
	orig := baseEntry()
	tests := []struct {
		name string
		n    *billing.CreditNote
		orig *billing.Entry
		want string
	}{
		{"full refund", note("3000", r(10000, "3000")), &orig, ""},
		{"zero", note("-0", r(10000, "0")), &orig, "/amount_micro [credit-note-amount-non-zero] amount_micro must not be zero\n"},
		{"over-credit", note("3001", r(10000, "3001")), &orig, "/amount_micro [credit-note-over-credit] over-credit: credit amount 3001 exceeds original charge 3000\n"},
		{"over-credit unchecked without original", note("3001", r(10000, "3001")), nil, ""},
		{"negative note passes", note("-5", r(10000, "-5")), &orig, ""},
		{"everything", note("0", r(5000, "1")), nil, "/amount_micro [credit-note-amount-non-zero] amount_micro must not be zero\n" +
			"/recipients [credit-note-share-sum] share_bps sum 5000 !== 10000\n/recipients [credit-note-amount-sum] amount_micro sum 1 !== 0\n"},
		{"canonical messages", note("0005000", r(10000, "0005000")), &orig, "/amount_micro [credit-note-over-credit] over-credit: credit amount 5000 exceeds original charge 3000\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var b strings.Builder
			for _, v := range billing.CheckCreditNote(tc.n, tc.orig) {
				fmt.Fprintf(&b, "%s [%s] %s\n", v.Path, v.Rule, v.Message)
			}
			if b.String() != tc.want {
				t.Errorf("%s: CheckCreditNote:\n%s\nwant:\n%s", tc.name, b.String(), tc.want)
			}
		})
	}
}

func TestVocabulary(t *testing.T) {
	t.Parallel()
	if got := billing.CostTypes(); len(got) != 5 || got[0] != "model_inference" || got[4] != "agent_setup" {
		t.Errorf("CostTypes = %v", got)
	}
	if got := billing.RecipientRoles(); len(got) != 6 || got[5] != billing.RoleCommons {
		t.Errorf("RecipientRoles = %v", got)
	}
	for i, ok := range []bool{
		billing.CostTypeAgentSetup.Valid(), billing.RoleAgentPerformer.Valid(), billing.PricingGPUHourly.Valid(),
		billing.ReconciliationProtocolAuthoritative.Valid(), billing.CreditPartialFailure.Valid(), billing.ConservationUnverifiable.Valid(),
		billing.CostUnitsTask.Valid(), billing.PricingSourceEstimated.Valid(),
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if !ok {
				t.Error("a vocabulary constant is not Valid")
			}
		})
	}
	for i, bad := range []bool{billing.CostType("Model_Inference").Valid(), billing.RecipientRole("").Valid(), billing.ConservationStatus("CONSERVED").Valid()} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if bad {
				t.Error("an unknown value is Valid")
			}
		})
	}
	rm := billing.ReconciliationMode("x")
	if violations(rm.Validate()) != " [enum] Expected union value\n" {
		t.Errorf("ReconciliationMode.Validate = %v", rm.Validate())
	}
}
