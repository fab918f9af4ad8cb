package model_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour/model"
	"github.com/hounfour-go/hounfour/wire"
)

func ExampleNormalizeProviderResponse() {
	body := `{"id":"msg_01","type":"message","role":"assistant","model":"claude-opus-4-1",
	 "content":[{"type":"thinking","thinking":"6 × 7","signature":"Eq"},{"type":"text","text":"42"}],
	 "stop_reason":"end_turn","usage":{"input_tokens":12,"cache_read_input_tokens":100,"output_tokens":30}}`
	n, err := model.NormalizeProviderResponse(model.ProviderAnthropic, []byte(body))
	if err != nil {
		fmt.Println(err)
		return
	}
	out, _ := json.Marshal(n)
	fmt.Println(string(out))
	fmt.Println(n.ProviderFinishReason, n.HasThinking())

	r, _ := n.CompletionResult(wire.MustParseUUID("550e8400-e29b-41d4-a716-446655440000"), 850)
	fmt.Println(r.Usage.TotalTokens, r.Validate())
	// Output:
	// {"model_id":"claude-opus-4-1","content":"42","thinking_trace":"6 × 7","finish_reason":"stop","usage":{"prompt_tokens":112,"completion_tokens":30}}
	// end_turn true
	// 142 <nil>
}

func ExampleNormalizeProviderResponse_rejected() {
	body := `{"model":"gpt-4-turbo","choices":[{"message":{"role":"assistant","content":"Hello"},"finish_reason":"stop"}]}`
	_, err := model.NormalizeProviderResponse(model.ProviderOpenAI, []byte(body))
	fmt.Println(err)
	fmt.Println(errors.Is(err, model.ErrMissingUsage), errors.Is(err, model.ErrProviderResponse))
	// Output:
	// model: openai response: /usage: missing usage data: usage.prompt_tokens and usage.completion_tokens are required
	// true true
}

func ExampleToolCallMessage() {
	calls := []model.ToolInvocation{{ID: "call_1", Name: "get_weather", Arguments: json.RawMessage(`{"location":"Paris"}`)}}
	m, _ := model.ToolCallMessage(calls)
	wireForm, _ := json.Marshal(m)
	fmt.Println(string(wireForm))

	back, _ := model.ToolInvocations(m)
	fmt.Println(back[0].Name, string(back[0].Arguments))

	_, err := model.ToolCallMessage([]model.ToolInvocation{{ID: "c", Name: "../../../etc/passwd", Arguments: json.RawMessage(`{}`)}})
	fmt.Println(errors.Is(err, model.ErrInvalidToolName))
	// Output:
	// {"role":"assistant","tool_calls":[{"id":"call_1","type":"function","function":{"name":"get_weather","arguments":"{\"location\":\"Paris\"}"}}]}
	// get_weather {"location":"Paris"}
	// true
}

func ExampleIsValidToolName() {
	for _, name := range []string{"get_weather", "_private9", "9lives", "get-weather", "café", ""} {
		fmt.Printf("%q %v\n", name, model.IsValidToolName(name))
	}
	// Output:
	// "get_weather" true
	// "_private9" true
	// "9lives" false
	// "get-weather" false
	// "café" false
	// "" false
}

func ExampleAnthropicFinishReason() {
	show := func(f model.FinishReason, ok bool) { fmt.Printf("%q %v\n", f, ok) }
	show(model.AnthropicFinishReason("tool_use"))
	show(model.AnthropicFinishReason("pause_turn"))
	show(model.OpenAIFinishReason("length"))
	show(model.OpenAIFinishReason("function_call"))
	show(model.GoogleFinishReason("RECITATION"))
	show(model.GoogleFinishReason("MALFORMED_FUNCTION_CALL"))
	// Output:
	// "tool_calls" true
	// "" false
	// "length" true
	// "" false
	// "content_filter" true
	// "" false
}

func ExampleCheckToolResults() {
	calls := []model.ToolInvocation{
		{ID: "call_1", Name: "get_weather", Arguments: json.RawMessage(`{"location":"Paris"}`)},
		{ID: "call_2", Name: "get_time", Arguments: json.RawMessage(`{}`)},
	}
	fmt.Println(model.CheckToolResults(calls, []model.ToolCallResult{{ToolCallID: "call_2", Content: "12:00"}}))
	fmt.Println(model.CheckToolResults(calls, []model.ToolCallResult{{ToolCallID: "call_9", Content: "?"}}))
	err := model.CheckToolResults(calls, []model.ToolCallResult{{ToolCallID: "call_1"}, {ToolCallID: "call_1"}})
	fmt.Println(err)
	fmt.Println(errors.Is(err, model.ErrInvalidToolCall))
	// Output:
	// <nil>
	// model: /0/tool_call_id: invalid tool call: no call has the id "call_9"
	// model: /1/tool_call_id: invalid tool call: the call "call_1" is answered by an earlier result
	// true
}

func ExampleToolCallResultFromWire() {
	r := model.ToolCallResult{ToolCallID: "call_1", Content: "18°C", IsError: true}
	back, err := model.ToolCallResultFromWire(r.WireMessage())
	fmt.Printf("%+v %v\n", back, err)

	_, err = model.ToolCallResultFromWire(model.ProviderWireMessage{Role: model.RoleAssistant, Content: model.TextContent("hi")})
	fmt.Println(err)
	// Output:
	// {ToolCallID:call_1 Content:18°C IsError:false} <nil>
	// model: /role: invalid tool call: the role must be "tool", got "assistant"
}
