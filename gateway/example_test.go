package gateway_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/gateway"
)

func ExampleDecodeStreamEvent() {
	for _, line := range []string{
		`{"type":"chunk","delta":"Hel","sequence":1}`,
		`{"type":"stream_end","finish_reason":"stop","billing_method":"provider_reported","cost_micro":"0042"}`,
		`{"type":"done"}`,
	} {
		ev, err := gateway.DecodeStreamEvent([]byte(line))
		if err != nil {
			fmt.Println("rejected:", err)
			continue
		}
		switch e := ev.(type) {
		case *gateway.StreamChunk:
			fmt.Printf("chunk %q\n", e.Delta)
		case *gateway.StreamEnd:
			fmt.Println("end", e.FinishReason, e.CostMicro)
		}
	}
	// Output:
	// chunk "Hel"
	// end stop 42
	// rejected: invalid stream-event: /type: Expected union value
}

func ExampleStreamEventJSON() {
	var c gateway.StreamEventJSON
	if err := json.Unmarshal([]byte(`{"type":"usage","prompt_tokens":10,"completion_tokens":5,"x-cache":"hit"}`), &c); err != nil {
		panic(err)
	}
	u := c.Event.(*gateway.StreamUsage)
	fmt.Println(u.PromptTokens+u.CompletionTokens, string(u.Unknown["x-cache"]))
	out, _ := json.Marshal(c)
	fmt.Println(string(out))
	// Output:
	// 15 "hit"
	// {"type":"usage","prompt_tokens":10,"completion_tokens":5,"x-cache":"hit"}
}

func ExampleCheckStreamOrder() {
	events := []gateway.StreamEvent{
		&gateway.StreamStart{Model: "m", Provider: "p", PoolID: "cheap", TraceID: "t", ContractVersion: "7.0.0"},
		&gateway.StreamChunk{Delta: "hi"},
		&gateway.StreamEnd{FinishReason: gateway.FinishStop, BillingMethod: gateway.BillingPromptOnly},
	}
	fmt.Println(gateway.CheckStreamOrder(events))
	// Output:
	// invalid stream-event: /2: usage must precede stream_end
}

func ExampleStreamError() {
	b, _ := json.Marshal(&gateway.StreamError{Code: hounfour.CodeProviderTimeout, Message: "upstream timed out", Retryable: true})
	fmt.Println(string(b))
	// Output:
	// {"type":"error","code":"PROVIDER_TIMEOUT","message":"upstream timed out","retryable":true}
}

func ExampleBuildDiscovery() {
	d, err := gateway.BuildDiscovery(
		[]string{hounfour.SchemaID("stream-event")},
		gateway.DiscoveryOptions{CapabilitiesURL: "https://api.example.com/v1/capabilities"},
	)
	if err != nil {
		panic(err)
	}
	b, _ := json.Marshal(d)
	fmt.Println(string(b))
	_, err = gateway.BuildDiscovery(nil, gateway.DiscoveryOptions{CapabilitiesURL: "http://api.example.com"})
	fmt.Println(err)
	// Output:
	// {"contract_version":"8.7.0","min_supported_version":"6.0.0","schemas":["https://schemas.0xhoneyjar.com/loa-hounfour/8.7.0/stream-event"],"capabilities_url":"https://api.example.com/v1/capabilities"}
	// capabilities_url must be https://, got http:
}

func ExampleProtocolDiscovery() {
	var d gateway.ProtocolDiscovery
	err := hounfour.Decode([]byte(`{"contract_version":"7.0.0","min_supported_version":"6.0.0","schemas":["ftp://x"]}`), &d)
	fmt.Println(err)
	// Output:
	// invalid protocol-discovery: /schemas/0: Expected string to match 'uri' format
}

func ExampleJWTClaims() {
	var c gateway.JWTClaims
	err := hounfour.Decode([]byte(`{"iss":"https://auth.honeyjar.xyz","aud":"loa-finn","sub":"user-123",
		"iat":1707700000,"exp":1707703600,"tenant_id":"tenant-abc","tier":"pro",
		"req_hash":"sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"}`), &c)
	fmt.Println(err, c.Tier, c.JTI == nil)
	// An invoke token needs a jti by policy (not by the schema).
	if gateway.JTIPolicy()[gateway.EndpointInvoke].Required && c.JTI == nil {
		perr := hounfour.NewError(hounfour.CodeJTIRequired, "jti is required for invoke")
		fmt.Println(perr.HTTPStatus(), perr)
	}
	// Output:
	// <nil> pro true
	// 401 JTI_REQUIRED: jti is required for invoke
}

func ExampleS2SJWTClaims() {
	var c gateway.S2SJWTClaims
	err := hounfour.Decode([]byte(`{"iss":"loa-finn","aud":"arrakis","sub":"loa-finn","iat":0,"exp":60,"tenant_id":"t"}`), &c)
	fmt.Println(err)
	// Output:
	// invalid s2s-jwt-claims: /tenant_id: Unexpected property
}

func ExampleIssuerAllowlist() {
	var a gateway.IssuerAllowlist
	_ = json.Unmarshal([]byte(`{"gateway":["https://auth.honeyjar.xyz"],"s2s":["loa-finn"]}`), &a)
	fmt.Println(a.AllowsGateway("https://auth.honeyjar.xyz"), a.AllowsGateway("https://evil.example.com"))
	// Output:
	// true false
}

func ExampleInvokeResponse() {
	var r gateway.InvokeResponse
	err := hounfour.Decode([]byte(`{"id":"tr-1","model":"gpt-4o","provider":"openai","pool_id":"fast-code",
		"content":"Hi","usage":{"prompt_tokens":3,"completion_tokens":1},"billing_entry_id":"",
		"billing_method":"provider_reported","latency_ms":12,"contract_version":"7.0.0","cost":"1"}`), &r)
	var ve *hounfour.ValidationError
	if errors.As(err, &ve) {
		for _, v := range ve.Violations {
			fmt.Println(v.Path, v.Rule)
		}
	}
	// Output:
	// /billing_entry_id minLength
	// /cost additionalProperties
}

func ExampleUsageReport() {
	r := gateway.UsageReport{TraceID: "tr-1", TenantID: "t", Provider: "openai", Model: "gpt-4o", PoolID: "cheap",
		BillingEntryID: "01HQ", BillingMethod: gateway.BillingProviderReported, IdempotencyKey: "k", ContractVersion: "7.0.0"}
	r.Usage.PromptTokens = 3
	fmt.Println(r.Validate())
	// Output:
	// invalid usage-report: /timestamp: Expected required property
}

func ExampleHealthStatus() {
	var h gateway.HealthStatus
	err := hounfour.Decode([]byte(`{"healthy":false,"latency_ms":5000,"provider":"openai","model_id":"gpt-5.2",
		"checked_at":"2026-02-14T12:01:00Z","error":"Connection timeout","circuit_state":"open"}`), &h)
	fmt.Println(err, h.CircuitState, *h.Error)
	// Output:
	// <nil> open Connection timeout
}

func ExampleRoutingPolicy() {
	var p gateway.RoutingPolicy
	err := hounfour.Decode([]byte(`{"version":"1.0.0","personalities":[{"personality_id":"oracle",
		"task_routing":{"chat":"cheap","analysis":"reviewer","architecture":"architect","code":"fast-code","default":"cheap"}}]}`), &p)
	fmt.Println(err, p.Personalities[0].TaskRouting.Pool(gateway.TaskArchitecture))
	// Output:
	// <nil> architect
}

func ExamplePoolCapabilities() {
	var c gateway.PoolCapabilities
	err := hounfour.Decode([]byte(`{"pool_id":"reasoning","models":["o3"],"priority":1,"region":"eu"}`), &c)
	out, _ := json.Marshal(c)
	fmt.Println(err, string(out))
	// Output:
	// <nil> {"pool_id":"reasoning","models":["o3"],"priority":1,"region":"eu"}
}
