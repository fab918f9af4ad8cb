package model_test

import (
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/model"
)

const baseSpec = `{"spec_id":"550e8400-e29b-41d4-a716-446655440000","provider":"anthropic","display_name":"Anthropic",` +
	`"version":"1.0.0","contract_version":"7.0.0","models":[{"model_id":"claude-opus-4-6",` +
	`"capabilities":{"thinking_traces":true,"vision":true,"tool_calling":true,"streaming":true,"json_mode":true,"native_runtime":false},` +
	`"limits":{"max_context_tokens":200000,"max_output_tokens":32000},"status":"active"}],` +
	`"conformance_level":"self_declared","published_at":"2026-01-01T00:00:00Z"}`

func TestProviderSpecRules(t *testing.T) {
	t.Parallel()
	passed := `[{"vector_id":"v1","category":"c","passed":true,"run_at":"2026-01-01T00:00:00Z"}]`
	failed := `[{"vector_id":"v1","category":"c","passed":true,"run_at":"2026-01-01T00:00:00Z"},` +
		`{"vector_id":"v2","category":"c","passed":false,"error_message":"x","run_at":"2026-01-01T00:00:00Z"}]`
	deprecated := strings.Replace(baseSpec, `"status":"active"`, `"status":"deprecated"`, 1)
	big := `{"x-big":"` + strings.Repeat("€", 10230) + `"}`
	edge := `{"x-big":"` + strings.Repeat("a", 10240-12) + `"}` // {"x-big":"…"} is 12 + n units
	tests := []struct {
		name       string
		base       string
		edits      map[string]any
		viol, warn string
	}{
		{"valid", baseSpec, nil, "", ""},
		{"certified without results", baseSpec, map[string]any{"conformance_level": "protocol_certified"},
			"/conformance_vector_results [provider-spec-certified-results] protocol_certified requires conformance_vector_results\n", ""},
		{"certified with empty results", baseSpec, map[string]any{"conformance_level": "protocol_certified", "conformance_vector_results": []any{}},
			"/conformance_vector_results [provider-spec-certified-results] protocol_certified requires conformance_vector_results\n", ""},
		{"certified with a failed vector", baseSpec, map[string]any{"conformance_level": "protocol_certified", "conformance_vector_results": obj(t, failed)},
			"/conformance_vector_results [provider-spec-certified-pass] protocol_certified requires all vectors to pass\n", ""},
		{"certified, all passed", baseSpec, map[string]any{"conformance_level": "protocol_certified", "conformance_vector_results": obj(t, passed)}, "", ""},
		{"community without results warns", baseSpec, map[string]any{"conformance_level": "community_verified"}, "",
			"/conformance_vector_results [provider-spec-community-results] community_verified should include conformance_vector_results\n"},
		{"community with results", baseSpec, map[string]any{"conformance_level": "community_verified", "conformance_vector_results": obj(t, failed)}, "", ""},
		{"no active model", deprecated, nil, "/models [provider-spec-active-model] models must include at least one active entry\n", ""},
		{"metadata too large (oracle)", baseSpec, map[string]any{"metadata": obj(t, big)},
			"/metadata [provider-spec-metadata-size] metadata exceeds 10KB limit (10242 bytes)\n", ""},
		{"metadata at the limit", baseSpec, map[string]any{"metadata": obj(t, edge)}, "", ""},
		{"metadata keys outside x- warn, byte order", baseSpec, map[string]any{"metadata": obj(t, `{"x-ok":1,"b":2,"a/b":3,"B":4}`)}, "",
			"/metadata/B [provider-spec-metadata-namespace] metadata key 'B' should use x-* namespace\n" +
				"/metadata/a~1b [provider-spec-metadata-namespace] metadata key 'a/b' should use x-* namespace\n" +
				"/metadata/b [provider-spec-metadata-namespace] metadata key 'b' should use x-* namespace\n"},
		{"expires equal to published", baseSpec, map[string]any{"expires_at": "2026-01-01T00:00:00.0009Z"},
			"/expires_at [provider-spec-expires] expires_at must be after published_at\n", ""},
		{"expires before published with offset", baseSpec, map[string]any{"expires_at": "2026-01-01T01:00:00+02:00"},
			"/expires_at [provider-spec-expires] expires_at must be after published_at\n", ""},
		{"expires one millisecond later", baseSpec, map[string]any{"expires_at": "2026-01-01T00:00:00.001Z"}, "", ""},
		{"http endpoints, declared order", baseSpec, map[string]any{"endpoints": obj(t,
			`{"models":"http://m.example","completion":"http://c.example","health":"https://h.example"}`)},
			"/endpoints/completion [provider-spec-endpoint-https] endpoints.completion must use https:// scheme\n" +
				"/endpoints/models [provider-spec-endpoint-https] endpoints.models must use https:// scheme\n", ""},
		{"https endpoints", baseSpec, map[string]any{"endpoints": obj(t, `{"completion":"https://c.example","streaming":"https://s.example"}`)}, "", ""},
		{"display name 101 units", baseSpec, map[string]any{"display_name": strings.Repeat("a", 101)},
			"/display_name [maxLength] Expected string length less or equal to 100\n", ""},
		{"display name 100 units", baseSpec, map[string]any{"display_name": strings.Repeat("a", 100)}, "", ""},
		{"unknown provider", baseSpec, map[string]any{"provider": "mistral"}, "/provider [enum] Expected union value\n", ""},
		{"bad signature", baseSpec, map[string]any{"signature": "a.b"},
			"/signature [pattern] Expected string to match '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$'\n", ""},
		{"reservation policy", baseSpec, map[string]any{"reservation_policy": obj(t,
			`{"supports_reservations":true,"min_reservation_bps":0,"max_reservation_bps":10001,"reservation_enforcement":"advisory"}`)},
			"/reservation_policy/max_reservation_bps [maximum] Expected integer to be less or equal to 10000\n", ""},
		{"sla bounds", baseSpec, map[string]any{"sla": obj(t, `{"uptime_target":1.5,"p50_latency_ms":-1}`)},
			"/sla/uptime_target [maximum] Expected number to be less or equal to 1\n/sla/p50_latency_ms [minimum] Expected integer to be greater or equal to 0\n", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var s model.ProviderSpec
			viol, warn := decode(with(t, tc.base, tc.edits), &s)
			if viol != tc.viol || warn != tc.warn {
				t.Errorf("violations:\n%s\nwant:\n%s\nwarnings:\n%s\nwant:\n%s", viol, tc.viol, warn, tc.warn)
			}
		})
	}
}

func TestProviderSpecConstraintsSkipped(t *testing.T) {
	t.Parallel()
	var s model.ProviderSpec
	if err := s.UnmarshalJSON([]byte(baseSpec)); err != nil {
		t.Fatal(err)
	}
	rs := s.CheckConstraints()
	if len(rs) != 6 {
		t.Fatalf("%d results, want 6", len(rs))
	}
	for _, r := range rs {
		if r.Status != constraint.StatusSkipped {
			t.Errorf("%s: %v, want skipped", r.ID, r.Status)
		}
	}
}
