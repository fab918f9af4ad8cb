package gateway_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/gateway"
)

// docCase is one document of a type, decoded with hounfour.Decode: want is
// the expected violation list ("" = valid); out is the expected default
// encoding of a valid document ("" = the input itself).
type docCase struct {
	doc, want, out string
}

func runDocCases[T any, P interface {
	*T
	hounfour.Validator
}](t *testing.T, schema string, cases []docCase) {
	t.Helper()
	for _, tc := range cases {
		p := P(new(T))
		err := hounfour.Decode([]byte(tc.doc), p)
		if got := vs(t, err); got != tc.want {
			t.Errorf("%s %s:\n got %s\nwant %s", schema, tc.doc, got, tc.want)
			continue
		}
		if err != nil {
			if s := schemaOf(err); s != schema {
				t.Errorf("%s: error schema %q", tc.doc, s)
			}
			continue
		}
		out, err := json.Marshal(p)
		want := tc.out
		if want == "" {
			want = tc.doc
		}
		if err != nil || !sameJSON(t, out, []byte(want)) {
			t.Errorf("%s %s: re-encoded %s (%v), want %s", schema, tc.doc, out, err, want)
		}
		// The default encoding decodes to an equal value.
		q := P(new(T))
		if err := hounfour.Decode(out, q); err != nil || !reflect.DeepEqual(p, q) {
			t.Errorf("%s %s: second decode differs (%v)", schema, tc.doc, err)
		}
	}
}

const hash64 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"

func TestJWTClaimsDocuments(t *testing.T) {
	t.Parallel()
	runDocCases[gateway.JWTClaims](t, "jwt-claims", []docCase{
		{doc: `{"iss":"https://auth.honeyjar.xyz","aud":"loa-finn","sub":"user-123","iat":1707700000,"exp":1707703600,"jti":"j-1","tenant_id":"tenant-abc","tier":"pro","req_hash":"sha256:` + hash64 + `"}`},
		{doc: `{"iss":"","aud":"","sub":"","iat":-1.5,"exp":1e3,"tenant_id":"t","tier":"free","req_hash":"sha256:` + hash64 + `","nft_id":"anything","model_preferences":{"code":"not-a-pool","":"x","a\nb":"y"},"byok":{"token_id":"tok","provider":"openai","scopes":[""]}}`,
			out: `{"iss":"","aud":"","sub":"","iat":-1.5,"exp":1000,"tenant_id":"t","tier":"free","req_hash":"sha256:` + hash64 + `","nft_id":"anything","model_preferences":{"":"x","a\nb":"y","code":"not-a-pool"},"byok":{"token_id":"tok","provider":"openai","scopes":[""]}}`},
		{doc: `{}`, want: lines(
			"/iss required Expected required property",
			"/aud required Expected required property",
			"/sub required Expected required property",
			"/iat required Expected required property",
			"/exp required Expected required property",
			"/tenant_id required Expected required property",
			"/tier required Expected required property",
			"/req_hash required Expected required property")},
		{doc: `{"iss":"i","aud":["loa-finn"],"sub":"s","iat":"1","exp":1e400,"jti":null,"tenant_id":"","tier":"gold","req_hash":"sha256:` + "E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855" + `","model_preferences":{"chat":1},"byok":{"token_id":"t","provider":"p","scopes":[],"key":"sk-raw"},"tenant":"x"}`, want: lines(
			"/aud type Expected string",
			"/iat type Expected number",
			"/exp type Expected number",
			"/jti type Expected string",
			"/tenant_id minLength Expected string length greater or equal to 1",
			"/tier enum Expected union value",
			"/req_hash pattern Expected string to match '^sha256:[a-f0-9]{64}$'",
			"/model_preferences/chat type Expected string",
			"/byok/scopes minItems Expected array length to be greater or equal to 1",
			"/byok/key additionalProperties Unexpected property",
			"/tenant additionalProperties Unexpected property")},
		// Record values are checked under every key (deviation 5).
		{doc: `{"iss":"i","aud":"a","sub":"s","iat":1,"exp":2,"tenant_id":"t","tier":"enterprise","req_hash":"sha256:` + hash64 + `","model_preferences":{"a\u2028b":[]}}`,
			want: lines("/model_preferences/a\u2028b type Expected string")},
		{doc: `{"iss":"i","aud":"a","sub":"s","iat":1,"exp":2,"tenant_id":"t","tier":"pro","req_hash":"sha256:` + hash64[:63] + `","byok":{"provider":"p"}}`, want: lines(
			"/req_hash pattern Expected string to match '^sha256:[a-f0-9]{64}$'",
			"/byok/token_id required Expected required property",
			"/byok/scopes required Expected required property")},
	})
}

func TestS2SJWTClaimsDocuments(t *testing.T) {
	t.Parallel()
	runDocCases[gateway.S2SJWTClaims](t, "s2s-jwt-claims", []docCase{
		{doc: `{"iss":"loa-finn","aud":"arrakis","sub":"loa-finn","iat":1707700000,"exp":1707700060,"scope":"admin:jwks"}`},
		{doc: `{"iss":"a","aud":"b","sub":"c","iat":0,"exp":0,"jti":""}`},
		{doc: `{"iss":"a","aud":"b","sub":"c","iat":0,"exp":0,"tenant_id":"t","tier":"pro"}`, want: lines(
			"/tenant_id additionalProperties Unexpected property",
			"/tier additionalProperties Unexpected property")},
		{doc: `{"iss":"a","aud":"b","iat":true,"exp":0,"scope":null}`, want: lines(
			"/sub required Expected required property",
			"/iat type Expected number",
			"/scope type Expected string")},
	})
}

func TestInvokeResponseDocuments(t *testing.T) {
	t.Parallel()
	base := `"usage":{"prompt_tokens":10,"completion_tokens":20},"billing_entry_id":"01HQ","billing_method":"provider_reported","latency_ms":120,"contract_version":"anything"`
	runDocCases[gateway.InvokeResponse](t, "invoke-response", []docCase{
		{doc: `{"id":"tr-1","model":"gpt-4o","provider":"openai","pool_id":"whatever","content":"Hello",` + base + `}`},
		{doc: `{"id":"","model":"","provider":"","pool_id":"","content":"","tool_calls":[],` + base + `,"metadata":{}}`},
		{doc: `{"id":"i","model":"m","provider":"p","pool_id":"cheap","content":"","tool_calls":[{"id":"c1","function":{"name":"f","arguments":"{\"a\":1}"}}],"usage":{"prompt_tokens":1,"completion_tokens":0,"reasoning_tokens":7},"billing_entry_id":"x","billing_method":"prompt_only","latency_ms":0,"contract_version":"7.0.0","metadata":{"x-b":[1,{"z":null}],"loa.a":"s","trace.id":1.0e2}}`,
			out: `{"id":"i","model":"m","provider":"p","pool_id":"cheap","content":"","tool_calls":[{"id":"c1","function":{"name":"f","arguments":"{\"a\":1}"}}],"usage":{"prompt_tokens":1,"completion_tokens":0,"reasoning_tokens":7},"billing_entry_id":"x","billing_method":"prompt_only","latency_ms":0,"contract_version":"7.0.0","metadata":{"loa.a":"s","trace.id":1.0e2,"x-b":[1,{"z":null}]}}`},
		// The v1.1 cost member is gone; Usage is closed.
		{doc: `{"id":"i","model":"m","provider":"p","pool_id":"x","content":"c","usage":{"prompt_tokens":1,"completion_tokens":2,"total_tokens":3},"billing_entry_id":"","billing_method":"estimated","latency_ms":-1,"contract_version":7,"cost":{"total_cost_micro":"1"}}`, want: lines(
			"/usage/total_tokens additionalProperties Unexpected property",
			"/billing_entry_id minLength Expected string length greater or equal to 1",
			"/billing_method enum Expected union value",
			"/latency_ms minimum Expected integer to be greater or equal to 0",
			"/contract_version type Expected string",
			"/cost additionalProperties Unexpected property")},
		// A flat (Message-style) tool call item.
		{doc: `{"id":"i","model":"m","provider":"p","pool_id":"x","content":"c","tool_calls":[{"id":"c1","name":"f","arguments":"{}"}],` + base + `}`, want: lines(
			"/tool_calls/0/function required Expected required property",
			"/tool_calls/0/name additionalProperties Unexpected property",
			"/tool_calls/0/arguments additionalProperties Unexpected property")},
		{doc: `{"id":"i","model":"m","provider":"p","pool_id":"x","content":"c","tool_calls":null,` + base + `,"metadata":[]}`, want: lines(
			"/tool_calls type Expected array",
			"/metadata type Expected object")},
		{doc: `{"id":"i","model":"m","provider":"p","pool_id":"x","content":"c",` + base + `,"metadata":null}`, want: lines("/metadata type Expected object")},
		{doc: `{"id":"i","model":"m","provider":"p","pool_id":"x","content":"c",` + base + `,"metadata":{"a":1,"a":2}}`, want: lines("/metadata/a duplicate-member Duplicate property")},
		{doc: `{"id":"i","model":"m","provider":"p","pool_id":"x","content":"c","tool_calls":[{"id":"c","function":{"name":"n","arguments":{}}}],"usage":{},` + base[len(`"usage":{"prompt_tokens":10,"completion_tokens":20},`):] + `}`, want: lines(
			"/tool_calls/0/function/arguments type Expected string",
			"/usage/prompt_tokens required Expected required property",
			"/usage/completion_tokens required Expected required property")},
	})
}

func TestUsageReportDocuments(t *testing.T) {
	t.Parallel()
	runDocCases[gateway.UsageReport](t, "usage-report", []docCase{
		{doc: `{"trace_id":"tr","tenant_id":"","provider":"openai","model":"gpt-4o","pool_id":"x","usage":{"prompt_tokens":1,"completion_tokens":2},"billing_entry_id":"01HQ","billing_method":"observed_chunks_overcount","idempotency_key":"","timestamp":"2026-02-17T09:30:38.622Z","contract_version":"","nft_id":"","ensemble_id":"e"}`},
		{doc: `{"trace_id":"tr","tenant_id":"t","provider":"p","model":"m","pool_id":"x","usage":{"prompt_tokens":1,"completion_tokens":2},"billing_entry_id":"b","billing_method":"prompt_only","idempotency_key":"k","timestamp":"2026-13-45T99:99:99Z","contract_version":"7.0.0"}`,
			want: lines("/timestamp format Expected string to match 'date-time' format")},
		{doc: `{"trace_id":"tr","tenant_id":"t","provider":"p","model":"m","pool_id":"x","usage":{"prompt_tokens":1,"completion_tokens":2},"billing_entry_id":"b","billing_method":"prompt_only","idempotency_key":"k","timestamp":"","contract_version":"7.0.0","nft_id":null}`,
			want: lines("/timestamp format Expected string to match 'date-time' format", "/nft_id type Expected string")},
		{doc: `{"trace_id":"tr"}`, want: lines(
			"/tenant_id required Expected required property",
			"/provider required Expected required property",
			"/model required Expected required property",
			"/pool_id required Expected required property",
			"/usage required Expected required property",
			"/billing_entry_id required Expected required property",
			"/billing_method required Expected required property",
			"/idempotency_key required Expected required property",
			"/timestamp required Expected required property",
			"/contract_version required Expected required property")},
	})
}

func TestHealthStatusDocuments(t *testing.T) {
	t.Parallel()
	runDocCases[gateway.HealthStatus](t, "health-status", []docCase{
		{doc: `{"healthy":true,"latency_ms":42,"provider":"anthropic","model_id":"claude","checked_at":"2026-02-17T09:30:38Z","circuit_state":"closed"}`},
		// No cross-field rule: an error with healthy true is valid.
		{doc: `{"healthy":true,"latency_ms":0,"provider":"p","model_id":"m","checked_at":"2026-02-17T09:30:38.5+02:00","error":"","circuit_state":"half_open"}`},
		{doc: `{"healthy":"yes","latency_ms":-1,"provider":"","model_id":"","checked_at":"yesterday","circuit_state":"OPEN","region":"eu"}`, want: lines(
			"/healthy type Expected boolean",
			"/latency_ms minimum Expected integer to be greater or equal to 0",
			"/provider minLength Expected string length greater or equal to 1",
			"/model_id minLength Expected string length greater or equal to 1",
			"/checked_at format Expected string to match 'date-time' format",
			"/circuit_state enum Expected union value",
			"/region additionalProperties Unexpected property")},
		{doc: `{"healthy":false,"latency_ms":1.5,"provider":"p","model_id":"m","checked_at":"2026-02-17T09:30:38Z"}`, want: lines(
			"/latency_ms type Expected integer",
			"/circuit_state required Expected required property")},
	})
}

func TestRoutingPolicyDocuments(t *testing.T) {
	t.Parallel()
	tr := `"task_routing":{"chat":"cheap","analysis":"reviewer","architecture":"architect","code":"fast-code","default":"reasoning"}`
	runDocCases[gateway.RoutingPolicy](t, "routing-policy", []docCase{
		{doc: `{"version":"1.0.0","personalities":[]}`},
		{doc: `{"version":"07.0.0","personalities":[{"personality_id":"",` + tr + `,"preferences":{"temperature":0,"max_tokens":1,"system_prompt_path":""}}]}`},
		// Every object is open: unknown members kept and re-emitted sorted.
		{doc: `{"z":1,"version":"1.2.3","personalities":[{"personality_id":"p","task_routing":{"extra":"bar","chat":"cheap","analysis":"cheap","architecture":"cheap","code":"cheap","default":"cheap","aa":[1]},"preferences":{"temperature":2,"style":"terse"},"x":true}],"a":{}}`,
			out: `{"version":"1.2.3","personalities":[{"personality_id":"p","task_routing":{"chat":"cheap","analysis":"cheap","architecture":"cheap","code":"cheap","default":"cheap","aa":[1],"extra":"bar"},"preferences":{"temperature":2,"style":"terse"},"x":true}],"a":{},"z":1}`},
		{doc: `{"version":"1.0","personalities":null}`, want: lines(
			"/version pattern Expected string to match '^\\d+\\.\\d+\\.\\d+$'",
			"/personalities type Expected array")},
		{doc: `{"version":"1.0.0","personalities":[{"task_routing":{"chat":"Cheap","analysis":"cheap","code":"gpt-4","default":""},"preferences":{"temperature":2.5,"max_tokens":0,"system_prompt_path":1}}]}`, want: lines(
			"/personalities/0/personality_id required Expected required property",
			"/personalities/0/task_routing/chat enum Expected union value",
			"/personalities/0/task_routing/architecture required Expected required property",
			"/personalities/0/task_routing/code enum Expected union value",
			"/personalities/0/task_routing/default enum Expected union value",
			"/personalities/0/preferences/temperature maximum Expected number to be less or equal to 2",
			"/personalities/0/preferences/max_tokens minimum Expected integer to be greater or equal to 1",
			"/personalities/0/preferences/system_prompt_path type Expected string")},
		{doc: `{"version":"1.0.0","personalities":[{"personality_id":"p",` + tr + `,"preferences":{"temperature":-0.5}}],"version":"2.0.0"}`, want: lines(
			"/personalities/0/preferences/temperature minimum Expected number to be greater or equal to 0",
			"/version duplicate-member Duplicate property")},
	})
}

func TestProtocolDiscoveryDocuments(t *testing.T) {
	t.Parallel()
	runDocCases[gateway.ProtocolDiscovery](t, "protocol-discovery", []docCase{
		{doc: `{"contract_version":"7.0.0","min_supported_version":"6.0.0","schemas":[]}`},
		{doc: `{"contract_version":"7.0.0","min_supported_version":"6.0.0","schemas":["https://schemas.0xhoneyjar.com/loa-hounfour/7.0.0/stream-event","http://a b"],"supported_aggregates":["agent",""],"capabilities_url":"https://api.example/v1/capabilities","expression_versions_supported":["1.0","2.10"],"providers":[{"provider":"openai","model_count":0,"conformance_level":"","supports_reservations":false,"reservation_enforcement":"advisory","total_capacity_tokens_per_minute":0}],"conformance_suite_version":"5.1.0"}`},
		{doc: `{"contract_version":"v7","min_supported_version":"6.0","schemas":["HTTPS://x","mailto:a@b",""],"capabilities_url":"not-a-uri","expression_versions_supported":["1","1.0.0"],"providers":[{"provider":"","model_count":-1,"reservation_enforcement":"none","extra":1}],"conformance_suite_version":"5.1"}`, want: lines(
			"/contract_version pattern Expected string to match '^\\d+\\.\\d+\\.\\d+$'",
			"/min_supported_version pattern Expected string to match '^\\d+\\.\\d+\\.\\d+$'",
			"/schemas/0 format Expected string to match 'uri' format",
			"/schemas/1 format Expected string to match 'uri' format",
			"/schemas/2 format Expected string to match 'uri' format",
			"/capabilities_url format Expected string to match 'uri' format",
			"/expression_versions_supported/0 pattern Expected string to match '^\\d+\\.\\d+$'",
			"/expression_versions_supported/1 pattern Expected string to match '^\\d+\\.\\d+$'",
			"/providers/0/provider minLength Expected string length greater or equal to 1",
			"/providers/0/model_count minimum Expected integer to be greater or equal to 0",
			"/providers/0/reservation_enforcement enum Expected union value",
			"/providers/0/extra additionalProperties Unexpected property",
			"/conformance_suite_version pattern Expected string to match '^\\d+\\.\\d+\\.\\d+$'")},
		{doc: `{"contract_version":"7.0.0","min_supported_version":"6.0.0","schemas":null}`, want: lines("/schemas type Expected array")},
		{doc: `{"contract_version":"7.0.0","schemas":[]}`, want: lines("/min_supported_version required Expected required property")},
	})
}

func TestPoolCapabilitiesAndAllowlist(t *testing.T) {
	t.Parallel()
	runDocCases[gateway.PoolCapabilities](t, "", []docCase{
		{doc: `{"pool_id":"cheap","models":[]}`},
		{doc: `{"pool_id":"reasoning","models":["o1"],"max_tokens":1,"supports_streaming":true,"supports_tools":false,"priority":0,"zone":"eu"}`},
		{doc: `{"pool_id":"Cheap","models":null,"max_tokens":0,"priority":-1}`, want: lines(
			"/pool_id enum Expected union value",
			"/models type Expected array",
			"/max_tokens minimum Expected integer to be greater or equal to 1",
			"/priority minimum Expected integer to be greater or equal to 0")},
	})
	runDocCases[gateway.IssuerAllowlist](t, "", []docCase{
		{doc: `{"gateway":["https://auth.honeyjar.xyz"],"s2s":[],"env":"prod"}`},
		{doc: `{"gateway":"x"}`, want: lines("/gateway type Expected array", "/s2s required Expected required property")},
	})
	var a gateway.IssuerAllowlist
	if err := hounfour.Decode([]byte(`{"gateway":["https://auth.honeyjar.xyz"],"s2s":["loa-finn"]}`), &a); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		iss         string
		gw, service bool
	}{
		{"https://auth.honeyjar.xyz", true, false},
		{"https://auth.honeyjar.xyz/", false, false},
		{"HTTPS://auth.honeyjar.xyz", false, false},
		{"loa-finn", false, true},
		{"", false, false},
	} {
		t.Run(tc.iss, func(t *testing.T) {
			if a.AllowsGateway(tc.iss) != tc.gw || a.AllowsS2S(tc.iss) != tc.service {
				t.Errorf("%q: gateway %v s2s %v", tc.iss, a.AllowsGateway(tc.iss), a.AllowsS2S(tc.iss))
			}
		})
	}
}
