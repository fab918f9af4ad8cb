package model_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/hounfour-go/hounfour/model"
	"github.com/hounfour-go/hounfour/wire"
)

// normCase is one provider response. The inputs follow the response
// examples of the providers' public API references (Anthropic Messages,
// OpenAI Chat Completions, Gemini generateContent); want is the JSON form
// written from the mapping rules, finish the provider's own stop reason.
type normCase struct {
	name     string
	provider model.ProviderType
	raw      string
	want     string
	finish   string
	// Rejections: the sentinel and the path of the offending member.
	err  error
	path string
}

var normCases = []normCase{
	// Anthropic Messages API.
	{name: "anthropic basic", provider: model.ProviderAnthropic,
		raw: `{"id":"msg_013Zva2CMHLNnXjNJJKqJ2EF","type":"message","role":"assistant","model":"claude-sonnet-4-5",
		 "content":[{"type":"text","text":"Hi! My name is Claude."}],"stop_reason":"end_turn","stop_sequence":null,
		 "usage":{"input_tokens":2095,"output_tokens":503}}`,
		want:   `{"model_id":"claude-sonnet-4-5","content":"Hi! My name is Claude.","finish_reason":"stop","usage":{"prompt_tokens":2095,"completion_tokens":503}}`,
		finish: "end_turn"},
	// Thinking and tool use; cache tokens are prompt tokens; input kept byte for byte.
	{name: "anthropic thinking tool use", provider: model.ProviderClaudeCode,
		raw: `{"type":"message","role":"assistant","model":"claude-opus-4-1","content":[
		 {"type":"thinking","thinking":"The user wants ","signature":"EqQB"},{"type":"thinking","thinking":"the weather.","signature":"Eq"},
		 {"type":"text","text":"Let me check."},
		 {"type":"tool_use","id":"toolu_01A09q90qw90lq917835lq9","name":"get_weather","input":{ "location" : "Paris" }}],
		 "stop_reason":"tool_use","usage":{"input_tokens":10,"cache_creation_input_tokens":20,"cache_read_input_tokens":30,"output_tokens":40}}`,
		want: `{"model_id":"claude-opus-4-1","content":"Let me check.","thinking_trace":"The user wants the weather.",` +
			`"tool_calls":[{"id":"toolu_01A09q90qw90lq917835lq9","name":"get_weather","arguments":{"location":"Paris"}}],` +
			`"finish_reason":"tool_calls","usage":{"prompt_tokens":60,"completion_tokens":40}}`,
		finish: "tool_use"},
	{name: "anthropic redacted thinking, stop sequence", provider: model.ProviderAnthropic,
		raw: `{"model":"m","content":[{"type":"redacted_thinking","data":"EmwKAhgBEgy3"},{"type":"text","text":""}],
		 "stop_reason":"stop_sequence","usage":{"input_tokens":0,"output_tokens":0}}`,
		want:   `{"model_id":"m","content":"","thinking_redacted":true,"finish_reason":"stop","usage":{"prompt_tokens":0,"completion_tokens":0}}`,
		finish: "stop_sequence"},
	{name: "anthropic max tokens", provider: model.ProviderAnthropic,
		raw:    `{"model":"m","content":[],"stop_reason":"max_tokens","usage":{"input_tokens":1,"output_tokens":2}}`,
		want:   `{"model_id":"m","content":null,"finish_reason":"length","usage":{"prompt_tokens":1,"completion_tokens":2}}`,
		finish: "max_tokens"},
	{name: "anthropic context window", provider: model.ProviderAnthropic,
		raw:    `{"model":"m","content":[{"type":"text","text":"a"}],"stop_reason":"model_context_window_exceeded","usage":{"input_tokens":1,"output_tokens":2}}`,
		want:   `{"model_id":"m","content":"a","finish_reason":"length","usage":{"prompt_tokens":1,"completion_tokens":2}}`,
		finish: "model_context_window_exceeded"},
	{name: "anthropic refusal", provider: model.ProviderAnthropic,
		raw:    `{"model":"m","content":[{"type":"text","text":"I can't"}],"stop_reason":"refusal","usage":{"input_tokens":1,"output_tokens":2}}`,
		want:   `{"model_id":"m","content":"I can't","finish_reason":"content_filter","usage":{"prompt_tokens":1,"completion_tokens":2}}`,
		finish: "refusal"},
	{name: "anthropic pause turn", provider: model.ProviderAnthropic,
		raw: `{"model":"m","content":[],"stop_reason":"pause_turn","usage":{"input_tokens":1,"output_tokens":2}}`,
		err: model.ErrUnknownFinishReason, path: "/stop_reason"},
	{name: "anthropic null stop reason", provider: model.ProviderAnthropic,
		raw: `{"model":"m","content":[],"stop_reason":null,"usage":{"input_tokens":1,"output_tokens":2}}`,
		err: model.ErrUnknownFinishReason, path: "/stop_reason"},
	{name: "anthropic no usage", provider: model.ProviderAnthropic,
		raw: `{"model":"m","content":[],"stop_reason":"end_turn"}`,
		err: model.ErrMissingUsage, path: "/usage"},
	{name: "anthropic usage without output tokens", provider: model.ProviderAnthropic,
		raw: `{"model":"m","content":[],"stop_reason":"end_turn","usage":{"input_tokens":1}}`,
		err: model.ErrMissingUsage, path: "/usage"},
	{name: "anthropic negative tokens", provider: model.ProviderAnthropic,
		raw: `{"model":"m","content":[],"stop_reason":"end_turn","usage":{"input_tokens":-1,"output_tokens":1}}`,
		err: model.ErrMalformedResponse, path: "/usage/input_tokens"},
	{name: "anthropic fractional tokens", provider: model.ProviderAnthropic,
		raw: `{"model":"m","content":[],"stop_reason":"end_turn","usage":{"input_tokens":1.5,"output_tokens":1}}`,
		err: model.ErrMalformedResponse},
	{name: "anthropic server tool block", provider: model.ProviderAnthropic,
		raw: `{"model":"m","content":[{"type":"text","text":"a"},{"type":"server_tool_use","id":"srvtoolu_1","name":"web_search","input":{}}],"stop_reason":"end_turn","usage":{"input_tokens":1,"output_tokens":1}}`,
		err: model.ErrUnsupportedContent, path: "/content/1/type"},
	{name: "anthropic error body", provider: model.ProviderAnthropic,
		raw: `{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`,
		err: model.ErrMalformedResponse, path: "/type"},
	{name: "anthropic tool name", provider: model.ProviderAnthropic,
		raw: `{"model":"m","content":[{"type":"tool_use","id":"t","name":"get-weather","input":{}}],"stop_reason":"tool_use","usage":{"input_tokens":1,"output_tokens":1}}`,
		err: model.ErrInvalidToolName, path: "/content/0/name"},
	{name: "anthropic tool input array", provider: model.ProviderAnthropic,
		raw: `{"model":"m","content":[{"type":"tool_use","id":"t","name":"f","input":[]}],"stop_reason":"tool_use","usage":{"input_tokens":1,"output_tokens":1}}`,
		err: model.ErrInvalidToolArguments, path: "/content/0/input"},
	{name: "anthropic tool use without call", provider: model.ProviderAnthropic,
		raw: `{"model":"m","content":[{"type":"text","text":"a"}],"stop_reason":"tool_use","usage":{"input_tokens":1,"output_tokens":1}}`,
		err: model.ErrMalformedResponse, path: ""},
	{name: "anthropic duplicate member", provider: model.ProviderAnthropic,
		raw: `{"model":"m","model":"n","content":[],"stop_reason":"end_turn","usage":{"input_tokens":1,"output_tokens":1}}`,
		err: model.ErrMalformedResponse, path: ""},
	{name: "anthropic member case", provider: model.ProviderAnthropic,
		raw: `{"Model":"m","content":[],"stop_reason":"end_turn","usage":{"input_tokens":1,"output_tokens":1}}`,
		err: model.ErrMalformedResponse, path: "/model"},
	{name: "not json", provider: model.ProviderAnthropic, raw: `{"model":`, err: model.ErrMalformedResponse},
	{name: "not an object", provider: model.ProviderOpenAI, raw: `[1]`, err: model.ErrMalformedResponse},

	// OpenAI Chat Completions.
	{name: "openai basic", provider: model.ProviderOpenAI,
		raw: `{"id":"chatcmpl-123","object":"chat.completion","created":1677652288,"model":"gpt-4o-mini","system_fingerprint":"fp_44709d6fcb",
		 "choices":[{"index":0,"message":{"role":"assistant","content":"\n\nHello there, how may I assist you today?","refusal":null},"logprobs":null,"finish_reason":"stop"}],
		 "usage":{"prompt_tokens":9,"completion_tokens":12,"total_tokens":21,"completion_tokens_details":{"reasoning_tokens":0}}}`,
		want:   `{"model_id":"gpt-4o-mini","content":"\n\nHello there, how may I assist you today?","finish_reason":"stop","usage":{"prompt_tokens":9,"completion_tokens":12,"reasoning_tokens":0}}`,
		finish: "stop"},
	// Reasoning tokens are counted inside completion_tokens: 100 − 64.
	{name: "openai reasoning", provider: model.ProviderOpenAI,
		raw: `{"model":"o3","choices":[{"message":{"role":"assistant","content":"4"},"finish_reason":"length"}],
		 "usage":{"prompt_tokens":5,"completion_tokens":100,"total_tokens":105,"completion_tokens_details":{"reasoning_tokens":64}}}`,
		want:   `{"model_id":"o3","content":"4","finish_reason":"length","usage":{"prompt_tokens":5,"completion_tokens":36,"reasoning_tokens":64}}`,
		finish: "length"},
	// Arguments JSON text is kept byte for byte (white space included).
	{name: "openai tool calls", provider: model.ProviderOpenAI,
		raw: `{"model":"gpt-4o","choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[
		 {"id":"call_abc123","type":"function","function":{"name":"get_current_weather","arguments":"{\n\"location\": \"Boston, MA\"\n}"}},
		 {"id":"call_def456","function":{"name":"now","arguments":"{}"}}]},"finish_reason":"tool_calls"}],
		 "usage":{"prompt_tokens":82,"completion_tokens":17,"total_tokens":99}}`,
		want: `{"model_id":"gpt-4o","content":null,"tool_calls":[{"id":"call_abc123","name":"get_current_weather","arguments":{"location":"Boston, MA"}},` +
			`{"id":"call_def456","name":"now","arguments":{}}],"finish_reason":"tool_calls","usage":{"prompt_tokens":82,"completion_tokens":17}}`,
		finish: "tool_calls"},
	{name: "openai refusal", provider: model.ProviderOpenAI,
		raw:    `{"model":"gpt-4o","choices":[{"message":{"role":"assistant","content":null,"refusal":"I can't assist with that."},"finish_reason":"stop"}],"usage":{"prompt_tokens":1,"completion_tokens":7}}`,
		want:   `{"model_id":"gpt-4o","content":null,"refusal":"I can't assist with that.","finish_reason":"stop","usage":{"prompt_tokens":1,"completion_tokens":7}}`,
		finish: "stop"},
	{name: "openai-compatible reasoning content", provider: model.ProviderOpenAICompatible,
		raw:    `{"model":"deepseek-reasoner","choices":[{"message":{"role":"assistant","content":"9.11 is less than 9.8","reasoning_content":"Compare the tenths."},"finish_reason":"content_filter"}],"usage":{"prompt_tokens":1,"completion_tokens":2}}`,
		want:   `{"model_id":"deepseek-reasoner","content":"9.11 is less than 9.8","thinking_trace":"Compare the tenths.","finish_reason":"content_filter","usage":{"prompt_tokens":1,"completion_tokens":2}}`,
		finish: "content_filter"},
	{name: "openai legacy function call", provider: model.ProviderOpenAI,
		raw: `{"model":"m","choices":[{"message":{"content":null,"function_call":{"name":"f","arguments":"{}"}},"finish_reason":"function_call"}],"usage":{"prompt_tokens":1,"completion_tokens":1}}`,
		err: model.ErrUnknownFinishReason, path: "/choices/0/finish_reason"},
	{name: "openai two choices", provider: model.ProviderOpenAI,
		raw: `{"model":"m","choices":[{"message":{"content":"a"},"finish_reason":"stop"},{"message":{"content":"b"},"finish_reason":"stop"}],"usage":{"prompt_tokens":1,"completion_tokens":1}}`,
		err: model.ErrMalformedResponse, path: "/choices"},
	{name: "openai no usage", provider: model.ProviderOpenAI,
		raw: `{"model":"gpt-4-turbo","choices":[{"message":{"role":"assistant","content":"Hello"},"finish_reason":"stop","index":0}]}`,
		err: model.ErrMissingUsage, path: "/usage"},
	{name: "openai arguments not json", provider: model.ProviderOpenAI,
		raw: `{"model":"m","choices":[{"message":{"tool_calls":[{"id":"c","type":"function","function":{"name":"f","arguments":"{\"a\":"}}]},"finish_reason":"tool_calls"}],"usage":{"prompt_tokens":1,"completion_tokens":1}}`,
		err: model.ErrInvalidToolArguments, path: "/choices/0/message/tool_calls/0/function/arguments"},
	{name: "openai arguments duplicate names", provider: model.ProviderOpenAI,
		raw: `{"model":"m","choices":[{"message":{"tool_calls":[{"id":"c","type":"function","function":{"name":"f","arguments":"{\"a\":1,\"a\":2}"}}]},"finish_reason":"tool_calls"}],"usage":{"prompt_tokens":1,"completion_tokens":1}}`,
		err: model.ErrInvalidToolArguments, path: "/choices/0/message/tool_calls/0/function/arguments"},
	{name: "openai custom tool", provider: model.ProviderOpenAI,
		raw: `{"model":"m","choices":[{"message":{"tool_calls":[{"id":"c","type":"custom","custom":{"name":"f","input":"x"}}]},"finish_reason":"tool_calls"}],"usage":{"prompt_tokens":1,"completion_tokens":1}}`,
		err: model.ErrUnsupportedContent, path: "/choices/0/message/tool_calls/0/type"},
	{name: "openai empty call id", provider: model.ProviderOpenAI,
		raw: `{"model":"m","choices":[{"message":{"tool_calls":[{"id":"","type":"function","function":{"name":"f","arguments":"{}"}}]},"finish_reason":"tool_calls"}],"usage":{"prompt_tokens":1,"completion_tokens":1}}`,
		err: model.ErrInvalidToolCall, path: "/choices/0/message/tool_calls/0/id"},
	{name: "openai more reasoning than completion", provider: model.ProviderOpenAI,
		raw: `{"model":"m","choices":[{"message":{"content":"a"},"finish_reason":"stop"}],"usage":{"prompt_tokens":1,"completion_tokens":1,"completion_tokens_details":{"reasoning_tokens":2}}}`,
		err: model.ErrMalformedResponse, path: "/usage/completion_tokens_details/reasoning_tokens"},
	{name: "openai error body", provider: model.ProviderOpenAI,
		raw: `{"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}}`,
		err: model.ErrMalformedResponse, path: "/model"},

	// Gemini generateContent.
	{name: "google basic", provider: model.ProviderGoogle,
		raw: `{"candidates":[{"content":{"parts":[{"text":"AI learns patterns from data."}],"role":"model"},"finishReason":"STOP","avgLogprobs":-0.2,"index":0}],
		 "usageMetadata":{"promptTokenCount":8,"candidatesTokenCount":7,"totalTokenCount":15},"modelVersion":"gemini-2.5-flash","responseId":"abc"}`,
		want:   `{"model_id":"gemini-2.5-flash","content":"AI learns patterns from data.","finish_reason":"stop","usage":{"prompt_tokens":8,"completion_tokens":7}}`,
		finish: "STOP"},
	{name: "google thinking", provider: model.ProviderGoogle,
		raw: `{"model":"gemini-2.5-pro","modelVersion":"gemini-2.5-pro-001","candidates":[{"content":{"parts":[
		 {"text":"**Weighing options**","thought":true},{"text":"Paris.","thoughtSignature":"Cp0F"}]},"finishReason":"STOP"}],
		 "usageMetadata":{"promptTokenCount":10,"toolUsePromptTokenCount":2,"candidatesTokenCount":3,"thoughtsTokenCount":50,"totalTokenCount":65}}`,
		want:   `{"model_id":"gemini-2.5-pro","content":"Paris.","thinking_trace":"**Weighing options**","finish_reason":"stop","usage":{"prompt_tokens":12,"completion_tokens":3,"reasoning_tokens":50}}`,
		finish: "STOP"},
	// STOP with function calls is tool_calls; ids are synthesized by position.
	{name: "google function calls", provider: model.ProviderGoogle,
		raw: `{"modelVersion":"gemini-2.0-flash","candidates":[{"content":{"role":"model","parts":[
		 {"functionCall":{"name":"set_light","args":{"brightness":50}}},{"functionCall":{"id":"fc-7","name":"now"}},{"functionCall":{"name":"off","args":{}}}]},
		 "finishReason":"STOP"}],"usageMetadata":{"promptTokenCount":20}}`,
		want: `{"model_id":"gemini-2.0-flash","content":null,"tool_calls":[{"id":"call_0","name":"set_light","arguments":{"brightness":50}},` +
			`{"id":"fc-7","name":"now","arguments":{}},{"id":"call_2","name":"off","arguments":{}}],"finish_reason":"tool_calls","usage":{"prompt_tokens":20,"completion_tokens":0}}`,
		finish: "STOP"},
	{name: "google blocked prompt", provider: model.ProviderGoogle,
		raw:  `{"promptFeedback":{"blockReason":"SAFETY","safetyRatings":[]},"usageMetadata":{"promptTokenCount":8,"totalTokenCount":8},"modelVersion":"gemini-2.5-flash"}`,
		want: `{"model_id":"gemini-2.5-flash","content":null,"finish_reason":"content_filter","usage":{"prompt_tokens":8,"completion_tokens":0}}`},
	{name: "google safety", provider: model.ProviderGoogle,
		raw:    `{"modelVersion":"g","candidates":[{"finishReason":"RECITATION"}],"usageMetadata":{}}`,
		want:   `{"model_id":"g","content":null,"finish_reason":"content_filter","usage":{"prompt_tokens":0,"completion_tokens":0}}`,
		finish: "RECITATION"},
	{name: "google max tokens", provider: model.ProviderGoogle,
		raw:    `{"modelVersion":"g","candidates":[{"content":{"parts":[{"text":"a"},{"text":"b"}]},"finishReason":"MAX_TOKENS"}],"usageMetadata":{"candidatesTokenCount":2}}`,
		want:   `{"model_id":"g","content":"ab","finish_reason":"length","usage":{"prompt_tokens":0,"completion_tokens":2}}`,
		finish: "MAX_TOKENS"},
	{name: "google inline data", provider: model.ProviderGoogle,
		raw: `{"modelVersion":"g","candidates":[{"content":{"parts":[{"inlineData":{"mimeType":"image/png","data":"AA=="}}]},"finishReason":"STOP"}],"usageMetadata":{}}`,
		err: model.ErrUnsupportedContent, path: "/candidates/0/content/parts/0/inlineData"},
	{name: "google other", provider: model.ProviderGoogle,
		raw: `{"modelVersion":"g","candidates":[{"content":{"parts":[{"text":"a"}]},"finishReason":"OTHER"}],"usageMetadata":{}}`,
		err: model.ErrUnknownFinishReason, path: "/candidates/0/finishReason"},
	{name: "google no finish reason", provider: model.ProviderGoogle,
		raw: `{"modelVersion":"g","candidates":[{"content":{"parts":[{"text":"a"}]}}],"usageMetadata":{}}`,
		err: model.ErrUnknownFinishReason, path: "/candidates/0/finishReason"},
	{name: "google no usage", provider: model.ProviderGoogle,
		raw: `{"modelVersion":"g","candidates":[{"content":{"parts":[{"text":"a"}]},"finishReason":"STOP"}]}`,
		err: model.ErrMissingUsage, path: "/usageMetadata"},
	{name: "google no candidates", provider: model.ProviderGoogle,
		raw: `{"modelVersion":"g","candidates":[],"usageMetadata":{}}`,
		err: model.ErrMalformedResponse, path: "/candidates"},
	{name: "google no model", provider: model.ProviderGoogle,
		raw: `{"candidates":[{"content":{"parts":[{"text":"a"}]},"finishReason":"STOP"}],"usageMetadata":{}}`,
		err: model.ErrMalformedResponse, path: "/model"},
	{name: "google null part", provider: model.ProviderGoogle,
		raw: `{"modelVersion":"g","candidates":[{"content":{"parts":[null]},"finishReason":"STOP"}],"usageMetadata":{}}`,
		err: model.ErrMalformedResponse, path: "/candidates/0/content/parts/0"},

	{name: "custom provider", provider: model.ProviderCustom, raw: `{}`, err: model.ErrUnsupportedProvider},
	{name: "unknown provider", provider: "Anthropic", raw: `{}`, err: model.ErrUnsupportedProvider},
}

func TestNormalizeProviderResponse(t *testing.T) {
	t.Parallel()
	for _, c := range normCases {
		t.Run(c.name, func(t *testing.T) {
			n, err := model.NormalizeProviderResponse(c.provider, []byte(c.raw))
			if c.err != nil {
				var ne *model.NormalizeError
				if !errors.Is(err, c.err) || !errors.Is(err, model.ErrProviderResponse) || !errors.As(err, &ne) {
					t.Fatalf("err %v, want %v", err, c.err)
				}
				if ne.Path != c.path || ne.Provider != c.provider {
					t.Errorf("path %q provider %q, want %q %q (%v)", ne.Path, ne.Provider, c.path, c.provider, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got, err := json.Marshal(n)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
			if n.Provider != c.provider || n.ProviderFinishReason != c.finish {
				t.Errorf("provider %q finish %q, want %q %q", n.Provider, n.ProviderFinishReason, c.provider, c.finish)
			}
			// Every normalized response converts to a valid CompletionResult.
			r, err := n.CompletionResult(wire.MustParseUUID("550e8400-e29b-41d4-a716-446655440000"), 12)
			if err != nil {
				t.Fatal(err)
			}
			if err := r.Validate(); err != nil {
				t.Errorf("completion result: %v", err)
			}
			m := n.WireMessage()
			if len(m.ToolCalls) > 0 || !m.Content.IsZero() {
				if err := m.Validate(); err != nil {
					t.Errorf("wire message: %v", err)
				}
			}
		})
	}
}

// The arguments keep the provider's JSON text byte for byte, in the
// normalized form and in the wire tool call.
func TestNormalizeArgumentsVerbatim(t *testing.T) {
	t.Parallel()
	raw := `{"model":"m","choices":[{"message":{"tool_calls":[{"id":"c","type":"function","function":{"name":"f","arguments":"{ \"b\" : 1,\n \"a\" : [ ] }"}}]},"finish_reason":"tool_calls"}],"usage":{"prompt_tokens":1,"completion_tokens":1}}`
	n, err := model.NormalizeProviderResponse(model.ProviderOpenAI, []byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	const want = "{ \"b\" : 1,\n \"a\" : [ ] }"
	if got := string(n.ToolCalls[0].Arguments); got != want {
		t.Errorf("arguments %q, want %q", got, want)
	}
	if got := n.WireMessage().ToolCalls[0].Function.Arguments; got != want {
		t.Errorf("wire arguments %q, want %q", got, want)
	}
}

func TestNormalizedResponseConversions(t *testing.T) {
	t.Parallel()
	raw := `{"model":"gemini-2.5-pro","candidates":[{"content":{"parts":[{"text":"hm","thought":true},{"functionCall":{"id":"x","name":"f","args":{"a":1}}}]},"finishReason":"STOP"}],
	 "usageMetadata":{"promptTokenCount":1,"candidatesTokenCount":2,"thoughtsTokenCount":3}}`
	n, err := model.NormalizeProviderResponse(model.ProviderGoogle, []byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	tr, ok := n.Thinking()
	if !ok || !n.HasThinking() {
		t.Fatal("no thinking")
	}
	got, _ := json.Marshal(tr)
	if want := `{"content":"hm","model_id":"gemini-2.5-pro","provider":"google","tokens":3,"redacted":false}`; string(got) != want {
		t.Errorf("thinking %s, want %s", got, want)
	}
	r, err := n.CompletionResult(wire.MustParseUUID("550e8400-e29b-41d4-a716-446655440000"), 7)
	if err != nil {
		t.Fatal(err)
	}
	got, _ = json.Marshal(r)
	want := `{"request_id":"550e8400-e29b-41d4-a716-446655440000","model":"gemini-2.5-pro","provider":"google","thinking":"hm",` +
		`"tool_calls":[{"id":"x","type":"function","function":{"name":"f","arguments":"{\"a\":1}"}}],"finish_reason":"tool_calls",` +
		`"usage":{"prompt_tokens":1,"completion_tokens":2,"reasoning_tokens":3,"total_tokens":6,"cost_micro":"0"},"latency_ms":7,"contract_version":"7.0.0"}`
	if string(got) != want {
		t.Errorf("completion result\n%s\nwant\n%s", got, want)
	}
	if err := r.Validate(); err != nil {
		t.Error(err)
	}
	// A sum beyond int64 cannot be a CompletionResult.
	big := `{"model":"m","content":[],"stop_reason":"end_turn","usage":{"input_tokens":9223372036854775807,"output_tokens":1}}`
	n, err = model.NormalizeProviderResponse(model.ProviderAnthropic, []byte(big))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := n.CompletionResult(wire.MustParseUUID("550e8400-e29b-41d4-a716-446655440000"), 0); !errors.Is(err, model.ErrMalformedResponse) {
		t.Errorf("overflow: %v", err)
	}
	cached := `{"model":"m","content":[],"stop_reason":"end_turn","usage":{"input_tokens":9223372036854775807,"cache_read_input_tokens":1,"output_tokens":1}}`
	if _, err := model.NormalizeProviderResponse(model.ProviderAnthropic, []byte(cached)); !errors.Is(err, model.ErrMalformedResponse) {
		t.Errorf("prompt overflow: %v", err)
	}
}

func TestFinishReasonTables(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		table func(string) (model.FinishReason, bool)
		in    string
		want  model.FinishReason
	}{
		{model.AnthropicFinishReason, "end_turn", model.FinishStop},
		{model.AnthropicFinishReason, "stop_sequence", model.FinishStop},
		{model.AnthropicFinishReason, "max_tokens", model.FinishLength},
		{model.AnthropicFinishReason, "model_context_window_exceeded", model.FinishLength},
		{model.AnthropicFinishReason, "tool_use", model.FinishToolCalls},
		{model.AnthropicFinishReason, "refusal", model.FinishContentFilter},
		{model.AnthropicFinishReason, "pause_turn", ""},
		{model.AnthropicFinishReason, "END_TURN", ""},
		{model.AnthropicFinishReason, "stop", ""},
		{model.OpenAIFinishReason, "stop", model.FinishStop},
		{model.OpenAIFinishReason, "length", model.FinishLength},
		{model.OpenAIFinishReason, "tool_calls", model.FinishToolCalls},
		{model.OpenAIFinishReason, "content_filter", model.FinishContentFilter},
		{model.OpenAIFinishReason, "function_call", ""},
		{model.OpenAIFinishReason, "end_turn", ""},
		{model.GoogleFinishReason, "STOP", model.FinishStop},
		{model.GoogleFinishReason, "MAX_TOKENS", model.FinishLength},
		{model.GoogleFinishReason, "SAFETY", model.FinishContentFilter},
		{model.GoogleFinishReason, "RECITATION", model.FinishContentFilter},
		{model.GoogleFinishReason, "BLOCKLIST", model.FinishContentFilter},
		{model.GoogleFinishReason, "PROHIBITED_CONTENT", model.FinishContentFilter},
		{model.GoogleFinishReason, "SPII", model.FinishContentFilter},
		{model.GoogleFinishReason, "IMAGE_SAFETY", model.FinishContentFilter},
		{model.GoogleFinishReason, "FINISH_REASON_UNSPECIFIED", ""},
		{model.GoogleFinishReason, "LANGUAGE", ""},
		{model.GoogleFinishReason, "MALFORMED_FUNCTION_CALL", ""},
		{model.GoogleFinishReason, "stop", ""},
	} {
		t.Run(c.in, func(t *testing.T) {
			got, ok := c.table(c.in)
			if got != c.want || ok != (c.want != "") {
				t.Errorf("%s: %q %v, want %q", c.in, got, ok, c.want)
			}
		})
	}
}

func TestNormalizeErrorText(t *testing.T) {
	t.Parallel()
	_, err := model.NormalizeProviderResponse(model.ProviderAnthropic, []byte(`{"model":"m","content":[],"stop_reason":"unknown_reason_xyz","usage":{"input_tokens":1,"output_tokens":1}}`))
	if want := `model: anthropic response: /stop_reason: finish reason has no unified equivalent: "unknown_reason_xyz"`; err == nil || err.Error() != want {
		t.Errorf("%v\nwant %s", err, want)
	}
	err = model.ToolInvocation{ID: "c", Name: "9f", Arguments: json.RawMessage(`{}`)}.Validate()
	if want := `model: /name: invalid tool name: "9f" does not match ^[a-zA-Z_][a-zA-Z0-9_]*$`; err == nil || err.Error() != want {
		t.Errorf("%v\nwant %s", err, want)
	}
}
