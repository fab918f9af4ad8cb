package model_test

import (
	"context"
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/go-jose/go-jose/v4"

	"github.com/hounfour-go/hounfour/model"
)

func TestCanonicalizeProviderSpec(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{`{"z":1,"a":[1.0,"é",{"c":null,"b":true}],"signature":"x.y.z"}`, `{"a":[1,"é",{"b":true,"c":null}],"z":1}`},
		{`{"n":1e21,"m":0.000001,"k":-0}`, `{"k":0,"m":0.000001,"n":1e+21}`},
		{`{"a":{"signature":"kept"},"signature":1}`, `{"a":{"signature":"kept"}}`},
		{`{"\u00e9":"\u2028","e":"\u001f"}`, `{"e":"\u001f","é":"` + "\u2028" + `"}`},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			got, err := model.CanonicalizeProviderSpec(json.RawMessage(tc.in))
			if err != nil || got != tc.want {
				t.Errorf("%s: got %s, %v; want %s", tc.in, got, err, tc.want)
			}
		})
	}
	for _, bad := range []string{`[1]`, `null`, `"x"`, `{`} {
		t.Run(bad, func(t *testing.T) {
			if _, err := model.CanonicalizeProviderSpec(json.RawMessage(bad)); err == nil {
				t.Errorf("%s: no error", bad)
			}
		})
	}
}

// sign returns doc with a signature over its canonical form made with key
// (alg ES256 or EdDSA) and the given extra header members.
func sign(t testing.TB, doc string, alg jose.SignatureAlgorithm, key crypto.Signer, kid string) string {
	t.Helper()
	payload, err := model.CanonicalizeProviderSpec(json.RawMessage(doc))
	if err != nil {
		t.Fatal(err)
	}
	opts := &jose.SignerOptions{}
	if kid != "" {
		opts = opts.WithHeader("kid", kid)
	}
	s, err := jose.NewSigner(jose.SigningKey{Algorithm: alg, Key: key}, opts)
	if err != nil {
		t.Fatal(err)
	}
	jws, err := s.Sign([]byte(payload))
	if err != nil {
		t.Fatal(err)
	}
	compact, err := jws.CompactSerialize()
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(doc, "}") + `,"signature":"` + compact + `"}`
}

func TestVerifyProviderSignature(t *testing.T) {
	t.Parallel()
	ecKey, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	edPub, edKey, _ := ed25519.GenerateKey(rand.Reader)
	otherPub, _, _ := ed25519.GenerateKey(rand.Reader)
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	keys := map[string]crypto.PublicKey{"ec-1": &ecKey.PublicKey, "default": edPub, "other": otherPub}
	resolve := func(_ context.Context, kid, alg string) (crypto.PublicKey, error) {
		if k, ok := keys[kid]; ok {
			return k, nil
		}
		return nil, errors.New("unknown key " + kid)
	}
	doc := `{"spec_id":"s","display_name":"P"}`
	header := func(h string) string { return base64.RawURLEncoding.EncodeToString([]byte(h)) }
	withSig := func(sig string) string { return `{"spec_id":"s","signature":"` + sig + `"}` }
	iatDoc := `{"spec_id":"s","iat":` + "1767226000" + `}` // now + 400 s
	iatOK := `{"spec_id":"s","iat":1767225900}`            // now + 300 s

	tests := []struct {
		name    string
		doc     string
		resolve model.KeyResolver
		want    model.SignatureResult
	}{
		{"no signature (oracle)", `{"a":1}`, resolve, model.SignatureResult{Status: model.Unverifiable, Reason: "Missing or empty signature field"}},
		{"empty signature", withSig(""), resolve, model.SignatureResult{Status: model.Unverifiable, Reason: "Missing or empty signature field"}},
		{"numeric signature", `{"signature":1}`, resolve, model.SignatureResult{Status: model.Unverifiable, Reason: "Missing or empty signature field"}},
		{"two segments (oracle)", withSig("a.b"), resolve, model.SignatureResult{Status: model.Failed,
			Reason: "Malformed JWS compact serialization: expected 3 non-empty dot-separated segments"}},
		{"empty segment", withSig("a..c"), resolve, model.SignatureResult{Status: model.Failed,
			Reason: "Malformed JWS compact serialization: expected 3 non-empty dot-separated segments"}},
		{"no resolver (oracle)", withSig("a.b.c"), nil, model.SignatureResult{Status: model.Unverifiable,
			Reason: "No key resolver provided \u2014 cannot fetch verification key"}},
		{"header not base64 JSON", withSig("a.b.c"), resolve, model.SignatureResult{Status: model.Failed, Reason: "Failed to decode JWS protected header"}},
		{"alg none", withSig(header(`{"alg":"none"}`) + ".b.c"), resolve, model.SignatureResult{Status: model.Failed, Reason: `Algorithm "none" is explicitly rejected`}},
		{"alg missing", withSig(header(`{}`) + ".b.c"), resolve, model.SignatureResult{Status: model.Failed, Reason: `Algorithm "none" is explicitly rejected`}},
		{"alg HS256", withSig(header(`{"alg":"HS256"}`) + ".b.c"), resolve, model.SignatureResult{Status: model.Failed,
			Reason: "Algorithm \"HS256\" is not allowed \u2014 only ES256 and EdDSA are permitted"}},
		{"unknown kid", withSig(header(`{"alg":"ES256","kid":"k9"}`) + ".b.c"), resolve, model.SignatureResult{Status: model.Failed,
			Reason: "Key resolution failed: unknown key k9"}},
		{"ES256 verified", sign(t, doc, jose.ES256, ecKey, "ec-1"), resolve, model.SignatureResult{Status: model.Verified, Algorithm: "ES256", KeyID: "ec-1"}},
		{"EdDSA verified with the default key", sign(t, doc, jose.EdDSA, edKey, ""), resolve, model.SignatureResult{Status: model.Verified, Algorithm: "EdDSA"}},
		{"wrong key", sign(t, doc, jose.EdDSA, edKey, "other"), resolve, model.SignatureResult{Status: model.Failed,
			Reason: "Signature verification failed: signature verification failed"}},
		{"payload of another spec", strings.Replace(sign(t, doc, jose.EdDSA, edKey, ""), `"display_name":"P"`, `"display_name":"Q"`, 1), resolve,
			model.SignatureResult{Status: model.Failed, Reason: "Payload does not match canonical form of the spec"}},
		{"iat too far ahead", sign(t, iatDoc, jose.EdDSA, edKey, ""), resolve, model.SignatureResult{Status: model.Failed,
			Reason: "iat is 400s in the future (max skew: 300s)"}},
		{"iat at the skew limit", sign(t, iatOK, jose.EdDSA, edKey, ""), resolve, model.SignatureResult{Status: model.Verified, Algorithm: "EdDSA"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := model.VerifyProviderSignature(context.Background(), json.RawMessage(tc.doc), tc.resolve, now)
			if got != tc.want {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
	b, _ := json.Marshal(model.SignatureResult{Status: model.Unverifiable, Reason: "r"})
	if string(b) != `{"verified":"unverifiable","reason":"r"}` {
		t.Errorf("JSON form %s", b)
	}
}

func TestProviderVocabulary(t *testing.T) {
	t.Parallel()
	if !model.IsKnownProviderType("google") || model.IsKnownProviderType("Google") {
		t.Error("IsKnownProviderType")
	}
	for in, want := range map[string]string{"openai-compatible": "OpenAI-Compatible", "claude-code": "Anthropic (Claude Code)",
		"custom": "Custom Provider", "mistral": "Unknown (mistral)", "": "Unknown ()", "toString": "Unknown (toString)"} {
		t.Run(in, func(t *testing.T) {
			if got := model.ProviderDisplayName(in); got != want {
				t.Errorf("ProviderDisplayName(%q) = %q, want %q", in, got, want)
			}
		})
	}
	if len(model.KnownProviderTypes()) != 6 || len(model.ProviderDisplayNames()) != 6 {
		t.Error("six provider types")
	}
}

// The provider tables are returned as copies: changing them changes no
// result of the package.
func TestProviderTablesReadOnly(t *testing.T) {
	t.Parallel()
	types := model.KnownProviderTypes()
	types[0] = "mistral"
	names := model.ProviderDisplayNames()
	names["mistral"] = "Mistral"
	names[model.ProviderOpenAI] = "changed"
	delete(names, model.ProviderGoogle)
	if model.ProviderType("mistral").Valid() || !model.ProviderClaudeCode.Valid() {
		t.Error("Valid changed with the returned slice")
	}
	if got := model.KnownProviderTypes()[0]; got != model.ProviderClaudeCode {
		t.Errorf("KnownProviderTypes()[0] = %q after changing a copy", got)
	}
	for in, want := range map[string]string{"mistral": "Unknown (mistral)", "openai": "OpenAI", "google": "Google"} {
		t.Run(in, func(t *testing.T) {
			if got := model.ProviderDisplayName(in); got != want {
				t.Errorf("ProviderDisplayName(%q) = %q after changing a copy, want %q", in, got, want)
			}
		})
	}
	if got := model.ProviderDisplayNames()[model.ProviderOpenAI]; got != "OpenAI" {
		t.Errorf("ProviderDisplayNames()[openai] = %q after changing a copy", got)
	}
}
