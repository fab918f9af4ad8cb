package gateway_test

import (
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/gateway"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
)

// fuzzDocument: decoding never panics, and anything accepted re-encodes to
// bytes that decode to an equal value and encode identically
// (internal/roundtrip).
func fuzzDocument[T any, P interface {
	*T
	hounfour.Validator
}](f *testing.F, seeds ...string) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[T, P](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeJWTClaims(f *testing.F) {
	fuzzDocument[gateway.JWTClaims](f,
		`{"iss":"i","aud":"loa-finn","sub":"s","iat":1,"exp":2,"jti":"j","tenant_id":"t","tier":"pro","req_hash":"sha256:`+hash64+`","model_preferences":{"a":"b"},"byok":{"token_id":"t","provider":"p","scopes":["s"]}}`,
		`{"iss":1}`)
}

func FuzzDecodeS2SJWTClaims(f *testing.F) {
	fuzzDocument[gateway.S2SJWTClaims](f, `{"iss":"a","aud":"b","sub":"c","iat":0,"exp":60,"scope":"admin:jwks"}`)
}

func FuzzDecodeInvokeResponse(f *testing.F) {
	fuzzDocument[gateway.InvokeResponse](f,
		`{"id":"i","model":"m","provider":"p","pool_id":"x","content":"c","tool_calls":[{"id":"c","function":{"name":"n","arguments":"{}"}}],"usage":{"prompt_tokens":1,"completion_tokens":2},"billing_entry_id":"b","billing_method":"prompt_only","latency_ms":1,"contract_version":"7","metadata":{"k":[1,{"a":null}]}}`)
}

func FuzzDecodeUsageReport(f *testing.F) {
	fuzzDocument[gateway.UsageReport](f,
		`{"trace_id":"t","tenant_id":"","provider":"p","model":"m","pool_id":"x","usage":{"prompt_tokens":1,"completion_tokens":2},"billing_entry_id":"b","billing_method":"prompt_only","idempotency_key":"k","timestamp":"2026-02-17T09:30:38.622Z","contract_version":"7","nft_id":""}`)
}

func FuzzDecodeStreamEventJSON(f *testing.F) {
	seeds := []string{`{"type":"nope"}`, `[]`}
	for _, v := range validEvents {
		seeds = append(seeds, v.doc)
	}
	fuzzDocument[gateway.StreamEventJSON](f, seeds...)
}

// FuzzDecodeStreamEvent: DecodeStreamEvent never panics and agrees with the
// container's decode.
func FuzzDecodeStreamEvent(f *testing.F) {
	for _, v := range validEvents {
		f.Add([]byte(v.doc))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ev, err := gateway.DecodeStreamEvent(data)
		var c gateway.StreamEventJSON
		err2 := hounfour.Decode(data, &c)
		if (err == nil) != (err2 == nil) || (err != nil && err.Error() != err2.Error()) {
			t.Fatalf("DecodeStreamEvent %v, container %v", err, err2)
		}
		if err == nil && (ev == nil || ev.Validate() != nil) {
			t.Fatalf("accepted event %v does not validate", ev)
		}
	})
}

func FuzzDecodeRoutingPolicy(f *testing.F) {
	fuzzDocument[gateway.RoutingPolicy](f,
		`{"version":"1.0.0","personalities":[{"personality_id":"p","task_routing":{"chat":"cheap","analysis":"cheap","architecture":"cheap","code":"cheap","default":"cheap","x":1},"preferences":{"temperature":1.5}}],"y":[]}`)
}

func FuzzDecodeHealthStatus(f *testing.F) {
	fuzzDocument[gateway.HealthStatus](f,
		`{"healthy":true,"latency_ms":42,"provider":"a","model_id":"m","checked_at":"2026-02-14T12:00:00Z","error":"","circuit_state":"closed"}`)
}

func FuzzDecodeProtocolDiscovery(f *testing.F) {
	fuzzDocument[gateway.ProtocolDiscovery](f,
		`{"contract_version":"7.0.0","min_supported_version":"6.0.0","schemas":["https://a"],"capabilities_url":"https://b","expression_versions_supported":["1.0"],"providers":[{"provider":"p","model_count":1}],"conformance_suite_version":"1.0.0"}`)
}

func FuzzDecodePoolCapabilities(f *testing.F) {
	fuzzDocument[gateway.PoolCapabilities](f, `{"pool_id":"cheap","models":["a"],"max_tokens":5,"z":{}}`)
}

func FuzzDecodeIssuerAllowlist(f *testing.F) {
	fuzzDocument[gateway.IssuerAllowlist](f, `{"gateway":["a"],"s2s":["b"],"c":1}`)
}

// FuzzBuildDiscovery: the builder never emits a document its own schema
// rejects.
func FuzzBuildDiscovery(f *testing.F) {
	for _, s := range []string{"https://a/b", "https://h:65535", "https://\u2028", "https://a b", "http://c", "https:c", "https://[::1]:80/x", "https://%zz"} {
		f.Add(s, s)
	}
	f.Fuzz(func(t *testing.T, id, caps string) {
		d, err := gateway.BuildDiscovery([]string{id}, gateway.DiscoveryOptions{CapabilitiesURL: caps})
		if err != nil {
			return
		}
		if err := d.Validate(); err != nil {
			t.Fatalf("BuildDiscovery(%q, %q) built an invalid document: %v", id, caps, err)
		}
	})
}

// FuzzCheckHandshake: the handshake never panics on any advertised version
// and discovery text; an incompatible verdict has a reason and no
// warnings, a compatible one has no reason, and the reason is bounded.
func FuzzCheckHandshake(f *testing.F) {
	f.Add("7.0.0", []byte(`{"contract_version":"7.0.0","min_supported_version":"6.0.0","schemas":[],"x":1}`))
	f.Add("7.11.0", []byte(`{"contract_version":"7.11.0","min_supported_version":"8.0.0"}`))
	f.Add("6.0.0", []byte(`[1]`))
	f.Add("7.0.0", []byte(`{"contract_version":"7.0.0","a":[[[[[[1e999999]]]]]]}`))
	f.Add("x", []byte(nil))
	f.Fuzz(func(t *testing.T, version string, discovery []byte) {
		h := gateway.CheckHandshake(version, discovery, gateway.HandshakeOptions{})
		switch h.Verdict {
		case gateway.HandshakeIncompatible:
			if h.Reason == "" || len(h.Warnings) != 0 {
				t.Fatalf("incompatible: %+v", h)
			}
		case gateway.HandshakeCompatible, gateway.HandshakeCompatibleWithWarnings:
			if h.Reason != "" || (h.Verdict == gateway.HandshakeCompatible) != (len(h.Warnings) == 0) {
				t.Fatalf("compatible: %+v", h)
			}
		default:
			t.Fatalf("verdict %v", h.Verdict)
		}
		if len(h.Reason) > 2000+len(version) {
			t.Fatalf("reason of %d bytes", len(h.Reason))
		}
	})
}
