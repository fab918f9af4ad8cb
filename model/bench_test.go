package model_test

import (
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/benchratio"
	"github.com/hounfour-go/hounfour/model"
)

// benchRequest is a tool-using request with three messages (content string,
// content parts, tool call), one tool, an object tool choice, thinking and
// metadata.
var benchRequest = []byte(`{"request_id":"550e8400-e29b-41d4-a716-446655440000","agent_id":"agent-1","tenant_id":"tenant-1",` +
	`"trace_id":"trace-1","session_id":"session-1","model":"claude-opus-4-6","provider":"anthropic","execution_mode":"native_runtime",` +
	`"messages":[{"role":"system","content":"You are helpful."},` +
	`{"role":"user","content":[{"type":"text","text":"What is the weather in Paris?"},{"type":"image","source":{"type":"url","url":"https://x.example/a.png"}}]},` +
	`{"role":"assistant","content":"","tool_calls":[{"id":"call-1","type":"function","function":{"name":"get_weather","arguments":"{\"city\":\"Paris\"}"}}]},` +
	`{"role":"tool","tool_call_id":"call-1","content":"18C, cloudy"}],` +
	`"tools":[{"type":"function","function":{"name":"get_weather","description":"Current weather","parameters":{"type":"object","properties":{"city":{"type":"string"}}}}}],` +
	`"tool_choice":{"type":"function","function":{"name":"get_weather"}},"temperature":0.7,"max_tokens":1024,"top_p":0.9,` +
	`"stop_sequences":["END"],"thinking":{"enabled":true,"budget_tokens":2048},"budget_limit_micro":"500000",` +
	`"metadata":{"x-team":"core"},"contract_version":"7.0.0"}`)

// benchResult is a completion result with content, thinking, a tool call,
// usage with reasoning tokens and the pricing applied.
var benchResult = []byte(`{"request_id":"550e8400-e29b-41d4-a716-446655440000","model":"claude-opus-4-6","provider":"anthropic",` +
	`"content":"It is 18C and cloudy in Paris.","thinking":"The tool said 18C.",` +
	`"tool_calls":[{"id":"call-2","type":"function","function":{"name":"log","arguments":"{}"}}],"finish_reason":"stop",` +
	`"usage":{"prompt_tokens":1200,"completion_tokens":80,"reasoning_tokens":40,"total_tokens":1320,"cost_micro":"150"},` +
	`"latency_ms":820,"pricing_applied":{"input_per_million_micro":"15000000","output_per_million_micro":"75000000"},` +
	`"metadata":{"x-region":"eu"},"contract_version":"7.0.0"}`)

// benchSpec is a provider spec with two models, endpoints, an SLA, vector
// results, a reservation policy, metadata and a signature.
var benchSpec = []byte(`{"spec_id":"550e8400-e29b-41d4-a716-446655440000","provider":"anthropic","display_name":"Anthropic",` +
	`"version":"1.2.0","contract_version":"7.0.0","models":[` +
	`{"model_id":"claude-opus-4-6","capabilities":{"thinking_traces":true,"vision":true,"tool_calling":true,"streaming":true,"json_mode":true,"native_runtime":false},` +
	`"limits":{"max_context_tokens":200000,"max_output_tokens":32000,"max_thinking_tokens":64000},` +
	`"pricing":{"input_per_million_micro":"15000000","output_per_million_micro":"75000000"},"status":"active"},` +
	`{"model_id":"claude-haiku-4-5","capabilities":{"thinking_traces":false,"vision":true,"tool_calling":true,"streaming":true,"json_mode":true,"native_runtime":false},` +
	`"limits":{"max_context_tokens":200000,"max_output_tokens":8000},"status":"deprecated"}],` +
	`"endpoints":{"completion":"https://api.example/v1/complete","streaming":"https://api.example/v1/stream","health":"https://api.example/health"},` +
	`"sla":{"uptime_target":0.999,"p50_latency_ms":400,"p99_latency_ms":2000,"rate_limit_rpm":600},` +
	`"conformance_level":"protocol_certified","conformance_vector_results":[` +
	`{"vector_id":"conformance-provider-normalization-001","category":"provider-normalization","passed":true,"run_at":"2026-01-01T00:00:00Z"},` +
	`{"vector_id":"conformance-thinking-trace-001","category":"thinking-trace","passed":true,"run_at":"2026-01-01T00:00:00Z"}],` +
	`"reservation_policy":{"supports_reservations":true,"min_reservation_bps":300,"max_reservation_bps":5000,"reservation_enforcement":"strict"},` +
	`"metadata":{"x-region":"eu","x-tier":{"level":2}},"signature":"eyJhbGciOiJFZERTQSJ9.eyJhIjoxfQ.c2ln",` +
	`"published_at":"2026-01-01T00:00:00Z","expires_at":"2027-01-01T00:00:00Z"}`)

func benchDecode[T any, PT interface {
	*T
	hounfour.Validator
}](b *testing.B, data []byte) {
	b.ReportAllocs()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if err := hounfour.Decode(data, PT(new(T))); err != nil {
			b.Fatal(err)
		}
	}
}

func benchUnmarshal[T any, PT interface {
	*T
	UnmarshalJSON([]byte) error
}](b *testing.B, data []byte) {
	b.ReportAllocs()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if err := PT(new(T)).UnmarshalJSON(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeCompletionRequest is the strict decode plus full
// validation: the messages' rules and the constraint-file rules of the
// messages and the request included.
func BenchmarkDecodeCompletionRequest(b *testing.B) {
	benchDecode[model.CompletionRequest](b, benchRequest)
}

// BenchmarkDecodeCompletionRequestNoValidate is the baseline: the structural
// decode (UnmarshalJSON) of the same bytes.
func BenchmarkDecodeCompletionRequestNoValidate(b *testing.B) {
	benchUnmarshal[model.CompletionRequest](b, benchRequest)
}

// BenchmarkCompletionRequestRatio interleaves both; target ≤ 1.5.
func BenchmarkCompletionRequestRatio(b *testing.B) {
	benchratio.Decode[model.CompletionRequest](b, benchRequest, false)
}

// BenchmarkDecodeCompletionResult is the strict decode plus full validation.
func BenchmarkDecodeCompletionResult(b *testing.B) {
	benchDecode[model.CompletionResult](b, benchResult)
}

// BenchmarkDecodeCompletionResultNoValidate is the structural-decode baseline.
func BenchmarkDecodeCompletionResultNoValidate(b *testing.B) {
	benchUnmarshal[model.CompletionResult](b, benchResult)
}

// BenchmarkCompletionResultRatio interleaves both; target ≤ 1.5.
func BenchmarkCompletionResultRatio(b *testing.B) {
	benchratio.Decode[model.CompletionResult](b, benchResult, false)
}

// BenchmarkDecodeProviderSpec is the strict decode plus full validation.
func BenchmarkDecodeProviderSpec(b *testing.B) {
	benchDecode[model.ProviderSpec](b, benchSpec)
}

// BenchmarkDecodeProviderSpecNoValidate is the structural-decode baseline.
func BenchmarkDecodeProviderSpecNoValidate(b *testing.B) {
	benchUnmarshal[model.ProviderSpec](b, benchSpec)
}

// BenchmarkProviderSpecRatio interleaves both; target ≤ 1.5.
func BenchmarkProviderSpecRatio(b *testing.B) {
	benchratio.Decode[model.ProviderSpec](b, benchSpec, false)
}
