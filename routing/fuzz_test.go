package routing_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/internal/roundtrip"
	"github.com/hounfour-go/hounfour/routing"
)

func FuzzDecodeBudgetScope(f *testing.F) {
	f.Add(benchBudgetScope)
	f.Add([]byte(`{"scope":"phase","scope_id":"x","limit_micro":"0100","spent_micro":"00101","action_on_exceed":"warn","contract_version":"7.0.0","reserved_capacity_bps":10001,"preference_signal":{"bid_priority":"critical","preferred_pools":[],"cost_sensitivity":"high"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[routing.BudgetScope](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeAgentRequirements(f *testing.F) {
	f.Add([]byte(`{"agent_id":"a","requires_native_runtime":true,"preferred_models":["m",""],"min_context_tokens":1.0,"contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[routing.AgentRequirements](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeConstraint(f *testing.F) {
	f.Add([]byte(`{"required_capabilities":["c"],"max_cost_micro":"-007","min_health":1e-1,"allowed_providers":[],"trust_level":"trusted","min_reputation":1,"contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[routing.Constraint](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeResolution(f *testing.F) {
	f.Add([]byte(`{"resolved_model":"a","original_request_model":"b","resolution_type":"fallback","reason":"r","latency_ms":0,"contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[routing.Resolution](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeModelProfile(f *testing.F) {
	f.Add([]byte(`{"profile_id":"550e8400-e29b-41d4-a716-446655440000","model_id":"gpt-4o","cost_per_token":{"input":"003","output":"15"},"quality_yield":0.82,"routing_weight":1e0,"sample_count":1200,"effective_at":"2026-03-01T12:00:00Z","contract_version":"8.7.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[routing.ModelProfile](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodePerformanceEvent(f *testing.F) {
	f.Add([]byte(`{"event_id":"550e8400-e29b-41d4-a716-446655440000","boundary_id":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","model_id":"m","outcome_type":"timeout","actual_cost":"0042","budgeted_cost":"5000","actual_quality":0.9,"expected_quality":0.8,"tokens_used":{"input":1200,"output":300},"duration_ms":2300,"occurred_at":"2026-03-01T12:00:00Z","contract_version":"8.7.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[routing.PerformanceEvent](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeBasket(f *testing.F) {
	f.Add([]byte(`{"composition_id":"550e8400-e29b-41d4-a716-446655440000","entries":[{"model_id":"a","weight":0.6,"quality_yield":0.8,"sample_count":1},{"model_id":"b","weight":0.4,"quality_yield":0.9,"sample_count":2}],"total_models":2,"computed_at":"2026-03-01T12:00:00Z","contract_version":"8.7.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[routing.Basket](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeRebalanceEvent(f *testing.F) {
	f.Add([]byte(`{"event_id":"550e8400-e29b-41d4-a716-446655440000","trigger_type":"manual","before_composition_id":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","after_composition_id":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","trigger_details":"","performance_window_start":"2026-03-01T00:00:00Z","performance_window_end":"2026-02-01T00:00:00+01:00","occurred_at":"2026-03-01T12:00:00Z","contract_version":"8.7.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[routing.RebalanceEvent](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeQualityBridge(f *testing.F) {
	f.Add([]byte(`{"bridge_id":"550e8400-e29b-41d4-a716-446655440000","performance_event_id":"6ba7b810-9dad-11d1-80b4-00c04fd430c8","quality_event_id":"6ba7b811-9dad-11d1-80b4-00c04fd430c8","model_id":"m","direction":"neutral","quality_delta":-1e300,"weight_adjustment_suggested":-1,"occurred_at":"2026-03-01T12:00:00Z","contract_version":"8.7.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[routing.QualityBridge](data); err != nil {
			t.Fatal(err)
		}
	})
}
