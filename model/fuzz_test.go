package model_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/internal/roundtrip"
	"github.com/hounfour-go/hounfour/model"
)

func FuzzDecodeProviderWireMessage(f *testing.F) {
	f.Add([]byte(`{"role":"user","content":[{"type":"text","text":"a","x":1},{"type":"image","source":{"u":1}}]}`))
	f.Add([]byte(`{"role":"assistant","content":"","tool_calls":[{"id":"c","type":"function","function":{"name":"f","arguments":"{}","k":0}}]}`))
	f.Add([]byte(`{"role":"tool","content":null,"tool_call_id":""}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[model.ProviderWireMessage](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeCompletionRequest(f *testing.F) {
	f.Add(benchRequest)
	f.Add([]byte(`{"tool_choice":{"type":"function","function":{"name":"f","x":[]}},"tools":[],"budget_limit_micro":"00","messages":[{"role":"tool"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[model.CompletionRequest](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeCompletionResult(f *testing.F) {
	f.Add(benchResult)
	f.Add([]byte(`{"usage":{"prompt_tokens":9007199254740993,"completion_tokens":1,"total_tokens":-1,"cost_micro":"01"},"finish_reason":"tool_calls"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[model.CompletionResult](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeToolDefinition(f *testing.F) {
	f.Add([]byte(`{"type":"function","function":{"name":"get_weather","description":"","parameters":{"type":"object"},"strict":true}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[model.ToolDefinition](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeToolResult(f *testing.F) {
	f.Add([]byte(`{"role":"tool","tool_call_id":"c1","content":"42"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[model.ToolResult](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeThinkingTrace(f *testing.F) {
	f.Add([]byte(`{"content":"","model_id":"m","provider":"p","tokens":0,"redacted":false,"trace_id":"t"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[model.ThinkingTrace](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeCapabilities(f *testing.F) {
	f.Add([]byte(`{"model_id":"m","provider":"p","capabilities":{"thinking_traces":true,"vision":false,"tool_calling":true,"streaming":true,"json_mode":false,"native_runtime":false,"audio":true},"limits":{"max_context_tokens":1,"max_output_tokens":1},"pricing":{"input_per_million_micro":"01","output_per_million_micro":"2"},"contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[model.Capabilities](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeProviderSpec(f *testing.F) {
	f.Add(benchSpec)
	f.Add([]byte(`{"metadata":{"a":1e400,"b":"\ud800"},"expires_at":"2026-01-01T00:00:00.0001Z","published_at":"2026-01-01T00:00:00Z","endpoints":{"completion":"http://x"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[model.ProviderSpec](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeEnsembleRequest(f *testing.F) {
	f.Add([]byte(`{"ensemble_id":"550e8400-e29b-41d4-a716-446655440001","strategy":"dialogue","models":["a","b"],"request":` + string(benchRequest) + `,"dialogue_config":{"max_rounds":1,"pass_thinking_traces":false,"termination":"fixed_rounds","z":1},"contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[model.EnsembleRequest](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeEnsembleResult(f *testing.F) {
	f.Add([]byte(`{"ensemble_id":"550e8400-e29b-41d4-a716-446655440001","strategy":"dialogue","selected":` + string(benchResult) +
		`,"candidates":[` + string(benchResult) + `],"rounds":[{"round":1,"model":"m","response":` + string(benchResult) + `,"q":1}],` +
		`"rounds_completed":1,"rounds_requested":1,"total_cost_micro":"0150","total_latency_ms":1,"contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[model.EnsembleResult](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeEnsembleCapabilityProfile(f *testing.F) {
	f.Add([]byte(`{"profile_id":"550e8400-e29b-41d4-a716-446655440002","ensemble_strategy":"consensus","models":["a/b","c"],"individual_capabilities":{"a/b":["x"],"z":[]},"emergent_capabilities":["x"],"capability_evidence":[],"contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[model.EnsembleCapabilityProfile](data); err != nil {
			t.Fatal(err)
		}
	})
}
