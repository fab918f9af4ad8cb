package model

import (
	"context"
	"crypto"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/go-jose/go-jose/v4"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/document"
)

// CanonicalizeProviderSpec returns the signing input of a provider spec:
// the document without its top-level signature member (nested members named
// signature stay), in RFC 8785 canonical form — members sorted by UTF-16
// code units, numbers in ECMAScript form (1.0 → 1, 1e21 → 1e+21, -0 → 0),
// strings escaped as JSON.stringify does, no whitespace. The error reports a
// document that is not a JSON object, or a document beyond
// hounfour.DefaultLimits: then it is a *hounfour.ValidationError holding
// the one violation of the limit (its rule id names the limit, its path
// says where it was hit), and the document is not parsed.
func CanonicalizeProviderSpec(doc json.RawMessage) (string, error) {
	if lv := codec.CheckLimits(doc, codec.Limits{}); lv != nil {
		return "", document.ErrorAs("model-provider-spec", []codec.Violation{*lv})
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(doc, &m); err != nil || m == nil {
		return "", errors.New("model: a provider spec must be a JSON object")
	}
	delete(m, "signature")
	out, err := hounfour.MarshalCanonical(m)
	if err != nil {
		return "", err
	}
	return string(out), nil
}

// SignatureStatus is the outcome of a provider-spec signature verification.
type SignatureStatus int

// The verification outcomes.
const (
	// Unverifiable: the spec has no signature, or no key resolver was given.
	Unverifiable SignatureStatus = iota
	// Failed: the signature is malformed, uses a forbidden algorithm, does
	// not verify, or does not sign this spec.
	Failed
	// Verified: the signature verifies and signs this spec.
	Verified
)

// String returns "unverifiable", "failed" or "verified".
func (s SignatureStatus) String() string {
	switch s {
	case Verified:
		return "verified"
	case Failed:
		return "failed"
	}
	return "unverifiable"
}

// MarshalJSON writes the protocol form: true, false or "unverifiable".
func (s SignatureStatus) MarshalJSON() ([]byte, error) {
	switch s {
	case Verified:
		return []byte("true"), nil
	case Failed:
		return []byte("false"), nil
	}
	return []byte(`"unverifiable"`), nil
}

// SignatureResult is the result of [VerifyProviderSignature]. Its JSON form
// is {verified, algorithm?, key_id?, reason?}.
type SignatureResult struct {
	// Status is the outcome: verified, failed or unverifiable.
	Status SignatureStatus `json:"verified"`
	// Algorithm is the JWS algorithm of a verified signature (ES256 or
	// EdDSA); "" otherwise.
	Algorithm string `json:"algorithm,omitempty"`
	// KeyID is the protected header's kid of a verified signature; "" when
	// the header names none or the signature is not verified.
	KeyID string `json:"key_id,omitempty"`
	// Reason says why the signature failed or is unverifiable; "" when
	// verified.
	Reason string `json:"reason,omitempty"`
}

// KeyResolver returns the public key for a key id ("default" when the JWS
// header names none) and algorithm (ES256 or EdDSA): an *ecdsa.PublicKey on
// P-256 for ES256, an ed25519.PublicKey for EdDSA.
type KeyResolver func(ctx context.Context, kid, alg string) (crypto.PublicKey, error)

// MaxSignatureClockSkew is how far in the future a signed iat may lie.
const MaxSignatureClockSkew = 300 * time.Second

var allowedAlgorithms = []jose.SignatureAlgorithm{jose.ES256, jose.EdDSA}

// VerifyProviderSignature checks the JWS compact signature of a provider
// spec (its signature member) against the canonical form of the rest of the
// spec. The first failing step decides:
//
//  0. the spec exceeds hounfour.DefaultLimits → failed, "Provider spec exceeds a limit:
//     {path}: {message}" (the spec is not parsed; the work is linear in its size);
//  1. signature not a non-empty string → unverifiable, "Missing or empty signature field";
//  2. not three non-empty dot-separated segments → failed, "Malformed JWS compact
//     serialization: expected 3 non-empty dot-separated segments";
//  3. resolve nil → unverifiable, "No key resolver provided — cannot fetch verification key";
//  4. protected header not base64url JSON → failed, "Failed to decode JWS protected header";
//  5. alg missing or "none" → failed, `Algorithm "none" is explicitly rejected`;
//  6. alg other than ES256 and EdDSA → failed, `Algorithm "{alg}" is not allowed — only
//     ES256 and EdDSA are permitted`;
//  7. resolve(kid or "default", alg) fails → failed, "Key resolution failed: {err}";
//  8. the signature does not verify → failed, "Signature verification failed: {detail}"
//     (detail "signature verification failed" for a wrong signature);
//  9. the payload is not [CanonicalizeProviderSpec] of doc → failed, "Payload does not
//     match canonical form of the spec";
//  10. the payload's numeric iat is more than 300 s after now (whole seconds) → failed,
//     "iat is {iat − now}s in the future (max skew: 300s)";
//
// else verified, with the algorithm and the header's key id.
func VerifyProviderSignature(ctx context.Context, doc json.RawMessage, resolve KeyResolver, now time.Time) SignatureResult {
	if lv := codec.CheckLimits(doc, codec.Limits{}); lv != nil {
		return failed("Provider spec exceeds a limit: " + hounfour.Violation(*lv).String())
	}
	var spec struct {
		Signature json.RawMessage `json:"signature"`
	}
	var sig string
	if json.Unmarshal(doc, &spec) != nil || json.Unmarshal(spec.Signature, &sig) != nil || sig == "" {
		return SignatureResult{Status: Unverifiable, Reason: "Missing or empty signature field"}
	}
	parts := strings.Split(sig, ".")
	if len(parts) != 3 || parts[0] == "" || parts[1] == "" || parts[2] == "" {
		return failed("Malformed JWS compact serialization: expected 3 non-empty dot-separated segments")
	}
	if resolve == nil {
		return SignatureResult{Status: Unverifiable, Reason: "No key resolver provided \u2014 cannot fetch verification key"}
	}
	var header struct {
		Alg *string `json:"alg"`
		Kid *string `json:"kid"`
	}
	raw, err := base64.RawURLEncoding.DecodeString(parts[0])
	if err != nil || json.Unmarshal(raw, &header) != nil {
		return failed("Failed to decode JWS protected header")
	}
	alg := ""
	if header.Alg != nil {
		alg = *header.Alg
	}
	switch alg {
	case "", "none":
		return failed(`Algorithm "none" is explicitly rejected`)
	case string(jose.ES256), string(jose.EdDSA):
	default:
		return failed(`Algorithm "` + alg + "\" is not allowed \u2014 only ES256 and EdDSA are permitted")
	}
	kid := "default"
	if header.Kid != nil && *header.Kid != "" {
		kid = *header.Kid
	}
	key, err := resolve(ctx, kid, alg)
	if err != nil {
		return failed("Key resolution failed: " + err.Error())
	}
	payload, err := verifyJWS(sig, key)
	if err != nil {
		return failed("Signature verification failed: " + err.Error())
	}
	canonical, err := CanonicalizeProviderSpec(doc)
	if err != nil || string(payload) != canonical {
		return failed("Payload does not match canonical form of the spec")
	}
	var claims struct {
		IAT json.RawMessage `json:"iat"`
	}
	var iat float64
	if json.Unmarshal(payload, &claims) == nil && json.Unmarshal(claims.IAT, &iat) == nil {
		nowSec := float64(now.Unix())
		if iat > nowSec+MaxSignatureClockSkew.Seconds() {
			return failed("iat is " + string(codec.AppendNumber(nil, iat-nowSec)) + "s in the future (max skew: 300s)")
		}
	}
	res := SignatureResult{Status: Verified, Algorithm: alg}
	if header.Kid != nil {
		res.KeyID = *header.Kid
	}
	return res
}

func failed(reason string) SignatureResult { return SignatureResult{Status: Failed, Reason: reason} }

// verifyJWS verifies a compact JWS with key and returns its payload.
func verifyJWS(sig string, key crypto.PublicKey) (payload []byte, err error) {
	defer func() {
		if r := recover(); r != nil { // a key of an unexpected type
			payload, err = nil, fmt.Errorf("%v", r)
		}
	}()
	jws, err := jose.ParseSignedCompact(sig, allowedAlgorithms)
	if err != nil {
		return nil, err
	}
	payload, err = jws.Verify(key)
	if errors.Is(err, jose.ErrCryptoFailure) {
		return nil, errors.New("signature verification failed")
	}
	return payload, err
}
