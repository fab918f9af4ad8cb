package tool_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/internal/roundtrip"
	"github.com/hounfour-go/hounfour/tool"
)

func FuzzDecodeRegistration(f *testing.F) {
	f.Add(exampleRegistration)
	f.Add(benchRegistration)
	f.Add([]byte(`{"id":"t","name":"T","description":"d","version":"1.0.0-01","provider":"p","mcp_server_url":"HTTP://x","mcp_capabilities":[],"cost_per_call_micro":"007","revenue_split":{"producer_bps":8.5e3,"platform_bps":1500.0},"lifecycle_state":"REGISTERED","registered_at":"2026-03-01T09:00:00.0000000001Z","verified_at":"2026-03-01T09:00:00Z","error_rate":1e400,"allowed_pools":["gpu"],"contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[tool.Registration](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeListResponse(f *testing.F) {
	f.Add([]byte(`{"tools":[` + string(benchRegistration) + `],"total":1,"offset":0,"limit":1,"filters_applied":{"lifecycle_state":"ACTIVE","min_tier":"free","provider":"acme-tools"}}`))
	f.Add([]byte(`{"tools":null,"total":-1,"offset":9007199254740992,"limit":0,"filters_applied":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[tool.ListResponse](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeEventPayloads(f *testing.F) {
	f.Add([]byte(`{"tool_id":"weather-lookup","registration":` + string(exampleRegistration) + `}`))
	f.Add([]byte(`{"tool_id":"t","previous_state":"ACTIVE","new_state":"DEGRADED","reason":"r","triggered_by":""}`))
	f.Add([]byte(`{"tool_id":"","registration":{"id":"x"},"reason_code":"admin_action"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[tool.RegistrationEventPayload](data); err != nil {
			t.Fatal(err)
		}
		if err := roundtrip.Check[tool.TransitionPayload](data); err != nil {
			t.Fatal(err)
		}
		if err := roundtrip.Check[tool.LifecycleState](data); err != nil {
			t.Fatal(err)
		}
	})
}
