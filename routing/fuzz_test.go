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
