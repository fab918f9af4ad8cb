package model_test

import (
	"context"
	"crypto"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/go-jose/go-jose/v4"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/model"
)

func ExampleCompletionRequest() {
	doc := `{"request_id":"550e8400-e29b-41d4-a716-446655440000","agent_id":"agent-1","tenant_id":"tenant-1",
	 "model":"claude-opus-4-6","execution_mode":"native_runtime",
	 "messages":[{"role":"user","content":[{"type":"text","text":"hello"}]}],
	 "tools":[{"type":"function","function":{"name":"get_weather","description":"Current weather"}}],
	 "tool_choice":"auto","contract_version":"7.0.0"}`
	var q model.CompletionRequest
	err := hounfour.Decode([]byte(doc), &q)
	fmt.Println(err)
	mode, _ := q.ToolChoice.Mode()
	parts, _ := q.Messages[0].Content.Parts()
	fmt.Println(mode, parts[0].Type, *parts[0].Text)
	// Output:
	// invalid completion-request: /provider: provider is required when execution_mode is "native_runtime", got provider="undefined"; /session_id: session_id is required when execution_mode is "native_runtime", got session_id="undefined"; : native_runtime execution requires session_id; : native_runtime execution requires provider
	// auto text hello
}

func ExampleCompletionResult_Warnings() {
	doc := `{"request_id":"550e8400-e29b-41d4-a716-446655440000","model":"m","provider":"p","finish_reason":"stop",
	 "usage":{"prompt_tokens":1,"completion_tokens":2,"reasoning_tokens":4,"total_tokens":7,"cost_micro":"10"},
	 "latency_ms":5,"contract_version":"7.0.0"}`
	var c model.CompletionResult
	fmt.Println(hounfour.Decode([]byte(doc), &c))
	for _, w := range c.Warnings() {
		fmt.Println(w)
	}
	fmt.Println(c.Usage.Sum())
	// Output:
	// <nil>
	// /content: content is expected when finish_reason is "stop"
	// 7
}

func ExampleContent() {
	m := model.ProviderWireMessage{Role: model.RoleUser, Content: model.TextContent("hi")}
	b, _ := json.Marshal(m)
	fmt.Println(string(b))
	m.Content = model.PartsContent(model.ContentPart{Type: "image", Source: json.RawMessage(`{"url":"https://x.example/a.png"}`)})
	b, _ = json.Marshal(m)
	fmt.Println(string(b))
	// Output:
	// {"role":"user","content":"hi"}
	// {"role":"user","content":[{"type":"image","source":{"url":"https://x.example/a.png"}}]}
}

func ExampleToolChoiceOf() {
	c := model.ToolChoiceOf("get_weather")
	fmt.Println(string(c))
	f, ok := c.Function()
	fmt.Println(f.Function.Name, ok)
	// Output:
	// {"type":"function","function":{"name":"get_weather"}}
	// get_weather true
}

func ExampleProviderSpec_Validate() {
	doc := `{"spec_id":"550e8400-e29b-41d4-a716-446655440000","provider":"anthropic","display_name":"Anthropic",
	 "version":"1.0.0","contract_version":"7.0.0","models":[{"model_id":"m",
	 "capabilities":{"thinking_traces":true,"vision":false,"tool_calling":true,"streaming":true,"json_mode":true,"native_runtime":false},
	 "limits":{"max_context_tokens":1000,"max_output_tokens":100},"status":"preview"}],
	 "endpoints":{"completion":"http://api.example/v1"},"conformance_level":"protocol_certified",
	 "metadata":{"team":"core"},"published_at":"2026-01-01T00:00:00Z","expires_at":"2026-01-01T00:00:00Z"}`
	var s model.ProviderSpec
	if err := hounfour.Decode([]byte(doc), &s); err != nil {
		for _, v := range err.(*hounfour.ValidationError).Violations {
			fmt.Println(v)
		}
	}
	for _, w := range s.Warnings() {
		fmt.Println("warning", w)
	}
	// Output:
	// /conformance_vector_results: protocol_certified requires conformance_vector_results
	// /models: models must include at least one active entry
	// /expires_at: expires_at must be after published_at
	// /endpoints/completion: endpoints.completion must use https:// scheme
	// warning /metadata/team: metadata key 'team' should use x-* namespace
}

func ExampleEnsembleResult() {
	result := func(cost string) string {
		return `{"request_id":"550e8400-e29b-41d4-a716-446655440000","model":"m","provider":"p","content":"c",
		 "finish_reason":"stop","usage":{"prompt_tokens":1,"completion_tokens":1,"total_tokens":2,"cost_micro":"` + cost + `"},
		 "latency_ms":1,"contract_version":"7.0.0"}`
	}
	doc := `{"ensemble_id":"550e8400-e29b-41d4-a716-446655440001","strategy":"consensus","selected":` + result("10") +
		`,"candidates":[` + result("10") + `,` + result("5") + `],"total_cost_micro":"9","total_latency_ms":3,"contract_version":"7.0.0"}`
	var e model.EnsembleResult
	err := e.UnmarshalJSON([]byte(doc))
	fmt.Println(err)
	for _, v := range e.ValidateSchema().(*hounfour.ValidationError).Violations {
		fmt.Println(v)
	}
	// Output:
	// <nil>
	// /consensus_score: consensus_score is required when strategy is "consensus"
	// /total_cost_micro: total_cost_micro must be >= selected.usage.cost_micro
	// /total_cost_micro: total_cost_micro (9) must equal sum of candidate costs (15)
}

func ExampleCanonicalizeProviderSpec() {
	s, err := model.CanonicalizeProviderSpec(json.RawMessage(`{"z":1,"a":[1.0,"é",{"c":null,"b":true}],"signature":"x.y.z"}`))
	fmt.Println(s, err)
	s, _ = model.CanonicalizeProviderSpec(json.RawMessage(`{"n":1e21,"m":0.000001,"k":-0}`))
	fmt.Println(s)
	// Output:
	// {"a":[1,"é",{"b":true,"c":null}],"z":1} <nil>
	// {"k":0,"m":0.000001,"n":1e+21}
}

func ExampleVerifyProviderSignature() {
	pub, priv, _ := ed25519.GenerateKey(rand.Reader)
	spec := `{"spec_id":"550e8400-e29b-41d4-a716-446655440000","display_name":"Example"}`
	payload, _ := model.CanonicalizeProviderSpec(json.RawMessage(spec))
	signer, _ := jose.NewSigner(jose.SigningKey{Algorithm: jose.EdDSA, Key: priv}, (&jose.SignerOptions{}).WithHeader("kid", "k1"))
	jws, _ := signer.Sign([]byte(payload))
	compact, _ := jws.CompactSerialize()
	signed := strings.TrimSuffix(spec, "}") + `,"signature":"` + compact + `"}`

	resolve := func(_ context.Context, kid, alg string) (crypto.PublicKey, error) { return pub, nil }
	now := time.Now()
	fmt.Printf("%+v\n", model.VerifyProviderSignature(context.Background(), json.RawMessage(signed), resolve, now))
	fmt.Printf("%+v\n", model.VerifyProviderSignature(context.Background(), json.RawMessage(signed), nil, now))
	tampered := strings.Replace(signed, "Example", "Exampl3", 1)
	fmt.Println(model.VerifyProviderSignature(context.Background(), json.RawMessage(tampered), resolve, now).Reason)
	// Output:
	// {Status:verified Algorithm:EdDSA KeyID:k1 Reason:}
	// {Status:unverifiable Algorithm: KeyID: Reason:No key resolver provided — cannot fetch verification key}
	// Payload does not match canonical form of the spec
}

func ExampleIsKnownProviderType() {
	fmt.Println(model.IsKnownProviderType("google"), model.IsKnownProviderType("Google"))
	// Output: true false
}

func ExampleProviderDisplayName() {
	for _, t := range []string{"openai-compatible", "claude-code", "mistral", ""} {
		fmt.Println(model.ProviderDisplayName(t))
	}
	// Output:
	// OpenAI-Compatible
	// Anthropic (Claude Code)
	// Unknown (mistral)
	// Unknown ()
}
