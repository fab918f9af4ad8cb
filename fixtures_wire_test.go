package hounfour_test

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"encoding/pem"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/go-jose/go-jose/v4"
	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/gateway"
	"github.com/hounfour-go/hounfour/integrity"
)

// The golden wire fixtures beyond the billing ones: JWT claims, the signed JWT,
// the billing response, the stream events and the req_hash of the billing
// request body.

func readFixture(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "wire", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// roundTrip decodes want strictly into a fresh document, validates it,
// re-encodes it canonically and compares the bytes; then once more.
func roundTrip(t *testing.T, want []byte, decode func([]byte) (any, error)) any {
	t.Helper()
	doc, err := decode(want)
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	got, err := hounfour.MarshalCanonical(doc)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("canonical encoding differs from the fixture:\n got %s\nwant %s", got, want)
	}
	again, err := decode(got)
	if err != nil {
		t.Fatal(err)
	}
	if got2, _ := hounfour.MarshalCanonical(again); !bytes.Equal(got2, want) {
		t.Errorf("second round trip differs:\n%s", got2)
	}
	return doc
}

func decodeInto[T any, P interface {
	*T
	hounfour.Validator
}]() func([]byte) (any, error) {
	return func(b []byte) (any, error) {
		p := P(new(T))
		err := hounfour.Decode(b, p)
		return p, err
	}
}

func TestWireFixtures(t *testing.T) {
	t.Parallel()
	stream := func(want gateway.StreamEventType) func([]byte) (any, error) {
		return func(b []byte) (any, error) {
			e, err := gateway.DecodeStreamEvent(b)
			if err == nil && e.EventType() != want {
				t.Errorf("variant %s, want %s", e.EventType(), want)
			}
			return e, err
		}
	}
	for _, tc := range []struct {
		file   string
		decode func([]byte) (any, error)
	}{
		{"jwt-claims.fixture.json", decodeInto[gateway.JWTClaims]()},
		{"billing-response.fixture.json", decodeInto[gateway.InvokeResponse]()},
		{"stream-event.fixture.json", stream(gateway.EventUsage)},
		{"stream-event-stream_start.fixture.json", stream(gateway.EventStreamStart)},
		{"stream-event-chunk.fixture.json", stream(gateway.EventChunk)},
		{"stream-event-tool_call.fixture.json", stream(gateway.EventToolCall)},
		{"stream-event-stream_end.fixture.json", stream(gateway.EventStreamEnd)},
		{"stream-event-error.fixture.json", stream(gateway.EventError)},
	} {
		t.Run(tc.file, func(t *testing.T) {
			roundTrip(t, readFixture(t, tc.file), tc.decode)
		})
	}
}

// TestWireFixtureValues pins the values the seed fixes, so that a fixture
// edited to something else still fails.
func TestWireFixtureValues(t *testing.T) {
	t.Parallel()
	var c gateway.JWTClaims
	if err := hounfour.Decode(readFixture(t, "jwt-claims.fixture.json"), &c); err != nil {
		t.Fatal(err)
	}
	if c.IssuedAt != 1700000000 || c.ExpiresAt != 1700003600 || c.JTI == nil || *c.JTI != "test-jti-fixture-001" {
		t.Errorf("iat/exp/jti = %v/%v/%v", c.IssuedAt, c.ExpiresAt, c.JTI)
	}
	if c.ReqHash != strings.TrimSpace(string(readFixture(t, "req-hash.fixture.txt"))) {
		t.Errorf("claims req_hash %s is not the req-hash fixture", c.ReqHash)
	}
	var r gateway.InvokeResponse
	if err := hounfour.Decode(readFixture(t, "billing-response.fixture.json"), &r); err != nil {
		t.Fatal(err)
	}
	if r.BillingEntryID != "01HF7Z8Q9R0S1T2V3W4X5Y6Z7A" {
		t.Errorf("billing response references %q, not the billing request's id", r.BillingEntryID)
	}
	chunk := readFixture(t, "stream-event-chunk.fixture.json")
	for _, s := range []string{"<", "&", "\u2028", "é"} {
		t.Run(s, func(t *testing.T) {
			if !bytes.Contains(chunk, []byte(s)) {
				t.Errorf("chunk fixture lacks %q", s)
			}
		})
	}
}

// TestReqHashFixture: the req_hash of the fixed billing request body, with
// no content encoding and with gzip undone (the hash is over decoded bytes).
func TestReqHashFixture(t *testing.T) {
	t.Parallel()
	body := readFixture(t, "billing-request.fixture.json")
	want := string(readFixture(t, "req-hash.fixture.txt"))
	got, err := integrity.ComputeReqHash(body, "", nil)
	if err != nil || got != want {
		t.Fatalf("ComputeReqHash = %s, %v; want %s", got, err, want)
	}
	if ok, err := integrity.VerifyReqHash(body, want, "identity", nil); !ok || err != nil {
		t.Errorf("VerifyReqHash = %v, %v", ok, err)
	}
}

func loadTestKey(t *testing.T) (*ecdsa.PrivateKey, *ecdsa.PublicKey) {
	t.Helper()
	keyPEM, _ := pem.Decode(readKey(t, "es256-test.key"))
	pubPEM, _ := pem.Decode(readKey(t, "es256-test.pub"))
	if keyPEM == nil || pubPEM == nil {
		t.Fatal("test keys are not PEM")
	}
	k, err := x509.ParsePKCS8PrivateKey(keyPEM.Bytes)
	if err != nil {
		t.Fatal(err)
	}
	p, err := x509.ParsePKIXPublicKey(pubPEM.Bytes)
	if err != nil {
		t.Fatal(err)
	}
	priv, ok1 := k.(*ecdsa.PrivateKey)
	pub, ok2 := p.(*ecdsa.PublicKey)
	if !ok1 || !ok2 || !priv.PublicKey.Equal(pub) {
		t.Fatal("es256-test.key and es256-test.pub are not one P-256 pair")
	}
	return priv, pub
}

func readKey(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "keys", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestSignedJWTFixture signs the claims fixture at test time with the
// committed ES256 test key (ECDSA signatures are randomized, so only the
// header and payload segments are golden), verifies the token with the
// public key and compares the verified claims with the fixture
// structurally.
func TestSignedJWTFixture(t *testing.T) {
	t.Parallel()
	priv, pub := loadTestKey(t)
	claims := readFixture(t, "jwt-claims.fixture.json")
	golden := strings.TrimSpace(string(readFixture(t, "jwt-signed.fixture.txt")))
	goldenHeader, goldenPayload, ok := strings.Cut(golden, ".")
	if !ok || strings.Contains(goldenPayload, ".") {
		t.Fatalf("jwt-signed fixture is not header.payload: %q", golden)
	}

	signer, err := jose.NewSigner(jose.SigningKey{Algorithm: jose.ES256, Key: priv},
		(&jose.SignerOptions{}).WithType("JWT").WithHeader("kid", "hounfour-test-es256"))
	if err != nil {
		t.Fatal(err)
	}
	jws, err := signer.Sign(claims)
	if err != nil {
		t.Fatal(err)
	}
	token, err := jws.CompactSerialize()
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		t.Fatalf("compact token has %d parts", len(parts))
	}
	if parts[1] != goldenPayload {
		t.Errorf("payload segment differs from the fixture:\n got %s\nwant %s", parts[1], goldenPayload)
	}
	// The header is compared as JSON (the library's member order is its own).
	if diff := cmp.Diff(decodeSegment(t, goldenHeader), decodeSegment(t, parts[0])); diff != "" {
		t.Errorf("header (-fixture +signed):\n%s", diff)
	}

	parsed, err := jose.ParseSignedCompact(token, []jose.SignatureAlgorithm{jose.ES256})
	if err != nil {
		t.Fatal(err)
	}
	if kid := parsed.Signatures[0].Header.KeyID; kid != "hounfour-test-es256" {
		t.Errorf("kid = %q", kid)
	}
	payload, err := parsed.Verify(pub)
	if err != nil {
		t.Fatalf("verify with the test public key: %v", err)
	}
	var got, want gateway.JWTClaims
	if err := hounfour.Decode(payload, &got); err != nil {
		t.Fatal(err)
	}
	if err := hounfour.Decode(claims, &want); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("verified claims (-fixture +token):\n%s", diff)
	}

	// The same signature over an altered payload does not verify.
	altered := bytes.Replace(claims, []byte(`"tier":"pro"`), []byte(`"tier":"enterprise"`), 1)
	tampered := parts[0] + "." + base64.RawURLEncoding.EncodeToString(altered) + "." + parts[2]
	p, err := jose.ParseSignedCompact(tampered, []jose.SignatureAlgorithm{jose.ES256})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Verify(pub); err == nil {
		t.Error("a token with an altered payload verified")
	}
}

func decodeSegment(t *testing.T, seg string) map[string]any {
	t.Helper()
	b, err := base64.RawURLEncoding.DecodeString(seg)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}
