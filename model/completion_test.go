package model_test

import (
	"encoding/json"
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour/model"
)

const baseRequest = `{"request_id":"550e8400-e29b-41d4-a716-446655440000","agent_id":"agent-1","tenant_id":"tenant-1",` +
	`"model":"claude-opus-4-6","messages":[{"role":"user","content":"hello"}],"contract_version":"7.0.0"}`

const baseResult = `{"request_id":"550e8400-e29b-41d4-a716-446655440000","model":"claude-opus-4-6","provider":"anthropic",` +
	`"content":"hi","finish_reason":"stop","usage":{"prompt_tokens":10,"completion_tokens":5,"total_tokens":15,"cost_micro":"150"},` +
	`"latency_ms":120,"contract_version":"7.0.0"}`

func TestCompletionRequestRules(t *testing.T) {
	t.Parallel()
	tools := `[{"type":"function","function":{"name":"get_weather","description":""}}]`
	tests := []docCase{
		{"valid", nil, "", ""},
		{"tools need tool_choice", map[string]any{"tools": obj(t, tools)},
			"/tool_choice [completion-request-tool-choice] tool_choice is required when tools are provided\n" +
				" [completion-request-tools-require-tool_choice] tool_choice is required when tools are given\n", ""},
		{"empty tools need tool_choice (constraint file only)", map[string]any{"tools": []any{}},
			" [completion-request-tools-require-tool_choice] tool_choice is required when tools are given\n", ""},
		{"tool_choice auto", map[string]any{"tools": obj(t, tools), "tool_choice": "auto"}, "", ""},
		{"tool_choice none", map[string]any{"tools": obj(t, tools), "tool_choice": "none"}, "", ""},
		{"tool_choice required", map[string]any{"tools": obj(t, tools), "tool_choice": "required"}, "", ""},
		{"tool_choice function", map[string]any{"tools": obj(t, tools),
			"tool_choice": obj(t, `{"type":"function","function":{"name":"get_weather","x":1},"y":2}`)}, "", ""},
		{"tool_choice unknown string", map[string]any{"tool_choice": "any"},
			"/tool_choice [anyOf] Expected union value\n", ""},
		{"tool_choice object without name", map[string]any{"tool_choice": obj(t, `{"type":"function","function":{}}`)},
			"/tool_choice [anyOf] Expected union value\n", ""},
		{"tool_choice number", map[string]any{"tool_choice": 1}, "/tool_choice [anyOf] Expected union value\n", ""},
		{"native runtime needs provider and session", map[string]any{"execution_mode": "native_runtime"},
			"/provider [completion-request-native-provider] provider is required when execution_mode is \"native_runtime\", got provider=\"undefined\"\n" +
				"/session_id [completion-request-native-session] session_id is required when execution_mode is \"native_runtime\", got session_id=\"undefined\"\n" +
				" [completion-request-native-runtime-session] native_runtime execution requires session_id\n" +
				" [completion-request-native-runtime-provider] native_runtime execution requires provider\n", ""},
		{"native runtime complete", map[string]any{"execution_mode": "native_runtime", "provider": "p", "session_id": "s"}, "", ""},
		{"remote model needs nothing", map[string]any{"execution_mode": "remote_model"}, "", ""},
		{"unknown execution mode", map[string]any{"execution_mode": "local"}, "/execution_mode [enum] Expected union value\n", ""},
		{"zero budget warns", map[string]any{"budget_limit_micro": "0"}, "",
			"/budget_limit_micro [completion-request-zero-budget] budget_limit_micro is zero \u2014 request will be rejected by budget enforcement\n"},
		{"budget 1 does not warn", map[string]any{"budget_limit_micro": "1"}, "", ""},
		{"temperature bounds", map[string]any{"temperature": 2.5, "top_p": -0.1},
			"/temperature [maximum] Expected number to be less or equal to 2\n/top_p [minimum] Expected number to be greater or equal to 0\n", ""},
		{"temperature 2 and top_p 1", map[string]any{"temperature": 2, "top_p": 1, "max_tokens": 1}, "", ""},
		{"thinking open", map[string]any{"thinking": obj(t, `{"enabled":true,"budget_tokens":1,"vendor":"x"}`)}, "", ""},
		{"messages empty", map[string]any{"messages": []any{}},
			"/messages [minItems] Expected array length to be greater or equal to 1\n", ""},
		{"nested tool message without tool_call_id", map[string]any{"messages": obj(t, `[{"role":"tool","content":"42"}]`)},
			"/messages/0/tool_call_id [wire-message-tool-call-id] tool_call_id is required when role is \"tool\"\n" +
				"/messages/0 [wire-message-tool-role-requires-tool_call_id] a message with role tool requires tool_call_id\n", ""},
		{"nested assistant without content warns", map[string]any{"messages": obj(t, `[{"role":"assistant","content":""}]`)},
			"", "/messages/0/content [wire-message-assistant-content] assistant message should have content or tool_calls\n"},
	}
	runDocs[model.CompletionRequest](t, baseRequest, tests)
}

func TestCompletionRequestValidateSchema(t *testing.T) {
	t.Parallel()
	// Upstream's runtime runs neither the constraint file nor the rules of
	// nested messages.
	var q model.CompletionRequest
	doc := with(t, baseRequest, map[string]any{"tools": []any{}, "messages": obj(t, `[{"role":"tool"},{"role":"user"}]`)})
	if err := q.UnmarshalJSON(doc); err != nil {
		t.Fatal(err)
	}
	if got := violations(q.ValidateSchema()); got != "" {
		t.Errorf("ValidateSchema: %s", got)
	}
	want := "/messages/0/tool_call_id [wire-message-tool-call-id] tool_call_id is required when role is \"tool\"\n" +
		"/messages/0 [wire-message-tool-role-requires-tool_call_id] a message with role tool requires tool_call_id\n" +
		"/messages/0 [wire-message-content-presence] a message needs content or tool_calls\n" +
		"/messages/1 [wire-message-content-presence] a message needs content or tool_calls\n" +
		" [completion-request-tools-require-tool_choice] tool_choice is required when tools are given\n"
	if got := violations(q.Validate()); got != want {
		t.Errorf("Validate:\n%s\nwant:\n%s", got, want)
	}
	q.ExecutionMode = model.NativeRuntime
	want = "/provider [completion-request-native-provider] provider is required when execution_mode is \"native_runtime\", got provider=\"undefined\"\n" +
		"/session_id [completion-request-native-session] session_id is required when execution_mode is \"native_runtime\", got session_id=\"undefined\"\n"
	if got := violations(q.ValidateSchema()); got != want {
		t.Errorf("ValidateSchema:\n%s\nwant:\n%s", got, want)
	}
}

func TestWireMessageRules(t *testing.T) {
	t.Parallel()
	tests := []struct {
		doc, viol, warn string
	}{
		{`{"role":"user","content":"x"}`, "", ""},
		{`{"role":"user","content":""}`, "", ""},
		{`{"role":"user","content":[]}`, "", ""},
		{`{"role":"user","content":[{"type":"text","text":"a"},{"type":"image","source":{"url":"u"},"detail":"low"}]}`, "", ""},
		{`{"role":"user","content":[{"text":"a"}]}`, "/content [anyOf] Expected union value\n", ""},
		{`{"role":"user","content":[{"type":""}]}`, "/content [anyOf] Expected union value\n", ""},
		{`{"role":"user","content":{"type":"text"}}`, "/content [anyOf] Expected union value\n", ""},
		{`{"role":"user","content":null}`, "/content [anyOf] Expected union value\n", ""},
		{`{"role":"user"}`, " [wire-message-content-presence] a message needs content or tool_calls\n", ""},
		{`{"role":"system","content":"s"}`, "", ""},
		{`{"role":"tool","tool_call_id":"c1","content":"42"}`, "", ""},
		{`{"role":"tool","tool_call_id":"c1"}`, " [wire-message-content-presence] a message needs content or tool_calls\n", ""},
		{`{"role":"tool","content":"42"}`, "/tool_call_id [wire-message-tool-call-id] tool_call_id is required when role is \"tool\"\n" +
			" [wire-message-tool-role-requires-tool_call_id] a message with role tool requires tool_call_id\n", ""},
		{`{"role":"tool","tool_call_id":"","content":"42"}`, "/tool_call_id [minLength] Expected string length greater or equal to 1\n", ""},
		{`{"role":"assistant","content":""}`, "", "/content [wire-message-assistant-content] assistant message should have content or tool_calls\n"},
		{`{"role":"assistant","tool_calls":[]}`, "", "/content [wire-message-assistant-content] assistant message should have content or tool_calls\n"},
		{`{"role":"assistant","content":[]}`, "", ""},
		{`{"role":"assistant","tool_calls":[{"id":"c1","type":"function","function":{"name":"f","arguments":"{}"}}]}`, "", ""},
		{`{"role":"assistant","tool_calls":[{"id":"c1","type":"tool","function":{"name":"f","arguments":"{}"}}]}`,
			"/tool_calls/0/type [const] Expected 'function'\n", ""},
		{`{"role":"robot","content":"x"}`, "/role [enum] Expected union value\n", ""},
		{`{"role":"user","content":"x","name":"n"}`, "/name [additionalProperties] Unexpected property\n", ""},
	}
	for i, tc := range tests {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			var m model.ProviderWireMessage
			viol, warn := decode([]byte(tc.doc), &m)
			if viol != tc.viol || warn != tc.warn {
				t.Errorf("%s:\nviolations:\n%s\nwant:\n%s\nwarnings:\n%s\nwant:\n%s", tc.doc, viol, tc.viol, warn, tc.warn)
			}
		})
	}
}

func TestContentForms(t *testing.T) {
	t.Parallel()
	var m model.ProviderWireMessage
	if err := m.UnmarshalJSON([]byte(`{"role":"user","content":[ {"type":"text", "text":"a"} ]}`)); err != nil {
		t.Fatal(err)
	}
	if _, ok := m.Content.Text(); ok || !m.Content.IsParts() {
		t.Fatalf("content form: %s", m.Content)
	}
	parts, ok := m.Content.Parts()
	if !ok || len(parts) != 1 || parts[0].Type != "text" || *parts[0].Text != "a" {
		t.Fatalf("parts: %v %v", parts, ok)
	}
	m.Content = model.TextContent("héllo \"x\"")
	if s, ok := m.Content.Text(); !ok || s != "héllo \"x\"" {
		t.Fatalf("text: %q %v", s, ok)
	}
	b, err := m.MarshalJSON()
	if err != nil || string(b) != `{"role":"user","content":"héllo \"x\""}` {
		t.Fatalf("encoded %s, %v", b, err)
	}
	part := model.ContentPart{Type: "image", Unknown: map[string]json.RawMessage{"detail": json.RawMessage(`"low"`)}}
	if got := string(model.PartsContent(part)); got != `[{"type":"image","detail":"low"}]` {
		t.Errorf("PartsContent(part) = %s", got)
	}
	if got := string(model.PartsContent()); got != "[]" {
		t.Errorf("PartsContent() = %s", got)
	}
}

func TestToolChoiceForms(t *testing.T) {
	t.Parallel()
	c := model.ToolChoiceOf("get_weather")
	if string(c) != `{"type":"function","function":{"name":"get_weather"}}` {
		t.Fatalf("ToolChoiceOf = %s", c)
	}
	if f, ok := c.Function(); !ok || f.Function.Name != "get_weather" {
		t.Fatalf("Function = %v %v", f, ok)
	}
	if _, ok := c.Mode(); ok {
		t.Fatal("object form has a mode")
	}
	if m, ok := model.ToolChoiceMode(model.ToolChoiceAuto).Mode(); !ok || m != "auto" {
		t.Fatalf("Mode = %q %v", m, ok)
	}
}

func TestCompletionResultRules(t *testing.T) {
	t.Parallel()
	call := `[{"id":"c1","type":"function","function":{"name":"f","arguments":"{}"},"index":0}]`
	tests := []docCase{
		{"valid", nil, "", ""},
		{"tool_calls finish needs tool_calls", map[string]any{"finish_reason": "tool_calls"},
			"/tool_calls [completion-result-tool-calls] tool_calls must be non-empty when finish_reason is \"tool_calls\"\n" +
				" [completion-result-tool_calls-required] finish_reason tool_calls requires the tool_calls array\n", ""},
		{"tool_calls finish with empty tool_calls", map[string]any{"finish_reason": "tool_calls", "tool_calls": []any{}},
			"/tool_calls [completion-result-tool-calls] tool_calls must be non-empty when finish_reason is \"tool_calls\"\n", ""},
		{"tool_calls finish with a call", map[string]any{"finish_reason": "tool_calls", "tool_calls": obj(t, call)}, "", ""},
		{"stop without content warns", map[string]any{"content": nil}, "",
			"/content [completion-result-stop-content] content is expected when finish_reason is \"stop\"\n"},
		{"stop with empty content warns", map[string]any{"content": ""}, "",
			"/content [completion-result-stop-content] content is expected when finish_reason is \"stop\"\n"},
		{"length without content", map[string]any{"content": nil, "finish_reason": "length"}, "", ""},
		{"content_filter", map[string]any{"finish_reason": "content_filter"}, "", ""},
		{"usage total (oracle)", map[string]any{"usage": obj(t, `{"prompt_tokens":1,"completion_tokens":2,"reasoning_tokens":4,"total_tokens":3,"cost_micro":"0"}`)},
			"/usage/total_tokens [completion-result-usage-total] usage.total_tokens (3) must equal prompt_tokens (1) + completion_tokens (2) + reasoning_tokens (4) = 7\n" +
				" [completion-result-usage-conservation] usage.total_tokens must equal prompt_tokens + completion_tokens + reasoning_tokens\n", ""},
		{"usage total without reasoning", map[string]any{"usage": obj(t, `{"prompt_tokens":1,"completion_tokens":2,"total_tokens":4,"cost_micro":"0"}`)},
			"/usage/total_tokens [completion-result-usage-total] usage.total_tokens (4) must equal prompt_tokens (1) + completion_tokens (2) + reasoning_tokens (0) = 3\n" +
				" [completion-result-usage-conservation] usage.total_tokens must equal prompt_tokens + completion_tokens + reasoning_tokens\n", ""},
		{"usage with reasoning, open", map[string]any{"usage": obj(t, `{"prompt_tokens":1,"completion_tokens":2,"reasoning_tokens":4,"total_tokens":7,"cost_micro":"007","cache":1}`)}, "", ""},
		{"usage cost pattern blocks the rule", map[string]any{"usage": obj(t, `{"prompt_tokens":1,"completion_tokens":2,"total_tokens":9,"cost_micro":"-1"}`)},
			"/usage/cost_micro [pattern] Expected string to match '^[0-9]+$'\n", ""},
		{"pricing_applied closed", map[string]any{"pricing_applied": obj(t, `{"input_per_million_micro":"1","output_per_million_micro":"2","extra":1}`)},
			"/pricing_applied/extra [additionalProperties] Unexpected property\n", ""},
		{"latency negative", map[string]any{"latency_ms": -1}, "/latency_ms [minimum] Expected integer to be greater or equal to 0\n", ""},
	}
	runDocs[model.CompletionResult](t, baseResult, tests)
}
