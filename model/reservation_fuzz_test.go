package model_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/internal/roundtrip"
	"github.com/hounfour-go/hounfour/model"
	"github.com/hounfour-go/hounfour/wire"
)

func FuzzDecodeCapacityReservation(f *testing.F) {
	f.Add(benchReservation)
	f.Add([]byte(`{"reservation_id":"550e8400-e29b-41d4-a716-446655440000","agent_id":"a","conformance_level":"bogus","reserved_capacity_bps":1e5,"state":"active","effective_from":"2026-01-01T00:00:00.0001Z","effective_until":"2026-01-01T00:00:00Z","budget_scope_id":"s","contract_version":"7.0.0","metadata":{"a":{"a":1,"a":2}}}`))
	f.Add([]byte(`{"reserved_capacity_bps":-0,"effective_from":"2026-01-01T10:00:00+02:00"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[model.CapacityReservation](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeBudgetScope(f *testing.F) {
	f.Add(benchBudgetScope)
	f.Add([]byte(`{"scope":"phase","scope_id":"x","limit_micro":"0100","spent_micro":"00101","action_on_exceed":"warn","contract_version":"7.0.0","reserved_capacity_bps":10001,"preference_signal":{"bid_priority":"critical","preferred_pools":[],"cost_sensitivity":"high"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[model.BudgetScope](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeAgentRequirements(f *testing.F) {
	f.Add([]byte(`{"agent_id":"a","requires_native_runtime":true,"preferred_models":["m",""],"min_context_tokens":1.0,"contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[model.AgentRequirements](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeRoutingConstraint(f *testing.F) {
	f.Add([]byte(`{"required_capabilities":["c"],"max_cost_micro":"-007","min_health":1e-1,"allowed_providers":[],"trust_level":"trusted","min_reputation":1,"contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[model.RoutingConstraint](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeRoutingResolution(f *testing.F) {
	f.Add([]byte(`{"resolved_model":"a","original_request_model":"b","resolution_type":"fallback","reason":"r","latency_ms":0,"contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[model.RoutingResolution](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeReservationVocabularies(f *testing.F) {
	f.Add([]byte(`"active"`))
	f.Add([]byte(`10000`))
	f.Add([]byte(`"strict"`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[model.ReservationState](data); err != nil {
			t.Fatal(err)
		}
		if err := roundtrip.Check[model.ReservationEnforcement](data); err != nil {
			t.Fatal(err)
		}
		if err := roundtrip.Check[model.ReservationTier](data); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzComputeReservedMicroText: any limit text and bps give a result or an
// error, never a panic; a result is canonical and within 0..max(limit, 0).
func FuzzComputeReservedMicroText(f *testing.F) {
	f.Add("1000000", 300)
	f.Add("0010001", 5000)
	f.Add("-5", 100)
	f.Add("abc", 0)
	f.Add("", 10001)
	f.Fuzz(func(t *testing.T, limit string, bps int) {
		got, err := model.ComputeReservedMicroText(limit, &bps)
		if err != nil {
			return
		}
		r, perr := wire.ParseMicroUSD(got)
		if perr != nil || r.String() != got || r.Sign() < 0 {
			t.Fatalf("(%q, %d) = %q", limit, bps, got)
		}
		if l, err := wire.ParseMicroUSD(limit); err == nil && l.Sign() > 0 && r.Cmp(l) > 0 {
			t.Fatalf("(%q, %d) = %q exceeds the limit", limit, bps, got)
		}
	})
}
