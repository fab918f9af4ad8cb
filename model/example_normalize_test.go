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
