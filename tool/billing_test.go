package tool_test

import (
	"errors"
	"math/big"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/tool"
	"github.com/hounfour-go/hounfour/wire"
)

var call = tool.CallBilling{
	EntryID: "01J0ENTRY0000000000000000A", TraceID: "trace-1", TenantID: "tenant-1",
	ProducerAddress: "0xProducer", PlatformAddress: "platform-treasury", IdempotencyKey: "call-1",
	Timestamp: wire.MustParseTimestamp("2026-03-02T10:00:00Z"),
}

func TestBillCall(t *testing.T) {
	t.Parallel()
	r := decodeRegistration(t)
	e, err := tool.BillCall(r, call)
	if err != nil {
		t.Fatal(err)
	}
	if e.CostType != billing.CostTypeToolCall || e.Provider != "acme-tools" || e.ToolID == nil || *e.ToolID != "weather-lookup" ||
		e.MultiplierBPS != 10000 || e.RawCostMicro.String() != "2500" || e.TotalCostMicro.String() != "2500" ||
		!e.NftID.IsZero() || e.Model != nil || e.PoolID != nil || e.Usage != nil {
		t.Errorf("entry %+v", e)
	}
	if len(e.Recipients) != 2 ||
		e.Recipients[0] != (billing.Recipient{Address: "0xProducer", Role: billing.RoleProducer, ShareBPS: 8500, AmountMicro: wire.MustParseMicroUSD("2125")}) ||
		e.Recipients[1] != (billing.Recipient{Address: "platform-treasury", Role: billing.RolePlatform, ShareBPS: 1500, AmountMicro: wire.MustParseMicroUSD("375")}) {
		t.Errorf("recipients %+v", e.Recipients)
	}
	if err := e.Validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}
	if w := e.Warnings(); len(w) != 1 || w[0].Rule != "billing-entry-cost-provenance" {
		t.Errorf("warnings %v", w)
	}
	// The entry does not alias the registration.
	*e.ToolID = "changed"
	if r.ID != "weather-lookup" {
		t.Error("the entry's tool_id aliases the registration's id")
	}
}

func TestBillCallErrors(t *testing.T) {
	t.Parallel()
	r := decodeRegistration(t)
	r.LifecycleState = tool.StateSuspended
	_, err := tool.BillCall(r, call)
	if !errors.Is(err, hounfour.CodeToolNotActive) || err.Error() != "TOOL_NOT_ACTIVE: tool weather-lookup is not callable in state SUSPENDED" {
		t.Errorf("suspended: %v", err)
	}
	r = decodeRegistration(t)
	r.RevenueSplit.PlatformBPS = 0
	_, err = tool.BillCall(r, call)
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) || verr.Schema != "tool-registration" {
		t.Errorf("invalid registration: %v", err)
	}
	r = decodeRegistration(t)
	for _, c := range []struct {
		edit func(*tool.CallBilling)
		msg  string
	}{
		{func(c *tool.CallBilling) { c.EntryID = "" }, "tool: BillCall: CallBilling.EntryID is empty"},
		{func(c *tool.CallBilling) { c.TraceID = "" }, "tool: BillCall: CallBilling.TraceID is empty"},
		{func(c *tool.CallBilling) { c.TenantID = "" }, "tool: BillCall: CallBilling.TenantID is empty"},
		{func(c *tool.CallBilling) { c.IdempotencyKey = "" }, "tool: BillCall: CallBilling.IdempotencyKey is empty"},
		{func(c *tool.CallBilling) { c.ProducerAddress = "" }, "tool: BillCall: CallBilling.ProducerAddress is empty"},
		{func(c *tool.CallBilling) { c.PlatformAddress = "" }, "tool: BillCall: CallBilling.PlatformAddress is empty"},
		{func(c *tool.CallBilling) { c.Timestamp = wire.Timestamp{} }, "tool: BillCall: CallBilling.Timestamp is absent"},
	} {
		t.Run(c.msg, func(t *testing.T) {
			in := call
			c.edit(&in)
			e, err := tool.BillCall(r, in)
			if err == nil || err.Error() != c.msg || e.ID != "" {
				t.Errorf("BillCall = %v, want %s", err, c.msg)
			}
		})
	}
}

// TestBillCallConserves: for random costs up to 10^30 and random splits the
// recipients always sum to the entry's total, which equals the cost; each
// amount is its exact share rounded down or up by one unit; the leftover
// unit goes to the larger remainder, ties to the producer; and the entry is
// a valid billing entry.
func TestBillCallConserves(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	r := decodeRegistration(t)
	limit := new(big.Int).Exp(big.NewInt(10), big.NewInt(30), nil)
	props.Property("tool-call billing conserves", prop.ForAll(
		func(digits []byte, small uint64, useSmall bool, producer int) string {
			cost := new(big.Int).SetUint64(small)
			if !useSmall {
				cost.SetBytes(digits)
				cost.Mod(cost, new(big.Int).Add(limit, big.NewInt(1))) // 0..10^30
			}
			reg := r
			reg.CostPerCallMicro = wire.MustParseMicroUSDUnsigned(cost.String())
			reg.RevenueSplit = tool.RevenueSplit{ProducerBPS: producer, PlatformBPS: 10000 - producer}
			e, err := tool.BillCall(reg, call)
			if err != nil {
				return err.Error()
			}
			if err := e.Validate(); err != nil {
				return err.Error()
			}
			if e.TotalCostMicro.Big().Cmp(cost) != 0 || e.RawCostMicro.Big().Cmp(cost) != 0 {
				return "total " + e.TotalCostMicro.String() + " for cost " + cost.String()
			}
			a0, a1 := e.Recipients[0].AmountMicro.Big(), e.Recipients[1].AmountMicro.Big()
			if new(big.Int).Add(a0, a1).Cmp(cost) != 0 {
				return "amounts " + a0.String() + " + " + a1.String() + " ≠ " + cost.String()
			}
			// Reference: floor shares, remainders, one leftover unit.
			q0, r0 := new(big.Int).QuoRem(new(big.Int).Mul(cost, big.NewInt(int64(producer))), big.NewInt(10000), new(big.Int))
			q1, r1 := new(big.Int).QuoRem(new(big.Int).Mul(cost, big.NewInt(int64(10000-producer))), big.NewInt(10000), new(big.Int))
			left := new(big.Int).Sub(cost, new(big.Int).Add(q0, q1)).Int64()
			switch {
			case left == 0:
			case left == 1 && r0.Cmp(r1) >= 0:
				q0.Add(q0, big.NewInt(1))
			case left == 1:
				q1.Add(q1, big.NewInt(1))
			default:
				return "reference leftover " + big.NewInt(left).String()
			}
			if a0.Cmp(q0) != 0 || a1.Cmp(q1) != 0 {
				return "amounts " + a0.String() + ", " + a1.String() + " want " + q0.String() + ", " + q1.String()
			}
			return ""
		},
		gen.SliceOfN(13, gen.UInt8()), gen.UInt64Range(0, 1000), gen.Bool(),
		gen.OneGenOf(gen.IntRange(0, 10000), gen.OneConstOf(0, 1, 5000, 8500, 9999, 10000)),
	))
	props.TestingRun(t)
}
