package signing_test

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/signing"
)

const envelopeE = `{"envelope_id":"550e8400-e29b-41d4-a716-446655440000","signature_type":"attestation","key_ref":"kms://k1","signed_payload_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000","signature_value":"ed25519:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","signed_at":"2026-05-01T00:00:00Z","contract_version":"8.5.0"}`

var v8 = hounfour.Options{Contract: hounfour.Contract870}

func TestEnvelopeDecode(t *testing.T) {
	var e signing.Envelope
	// json.Unmarshal decodes the shape; Validate uses the default
	// options: a crypto-bearing document is refused.
	if err := json.Unmarshal([]byte(envelopeE), &e); err != nil {
		t.Fatal(err)
	}
	err := e.Validate()
	var ve *hounfour.ValidationError
	if !errors.As(err, &ve) || len(ve.Violations) != 1 || ve.Violations[0].Rule != hounfour.RuleCryptoDeferred {
		t.Fatalf("default decode: %v", err)
	}
	if err := (hounfour.Options{AcceptDeferred: true}).Decode([]byte(envelopeE), &e); err != nil {
		t.Fatal(err)
	}
	if err := e.ValidateSchema(); err != nil {
		t.Errorf("ValidateSchema: %v", err)
	}
	if e.SignatureType != signing.TypeAttestation || !e.SignatureValue.Valid() || e.KeyRef != "kms://k1" {
		t.Errorf("decoded %+v", e)
	}
	out, err := json.Marshal(&e)
	if err != nil || string(out) != envelopeE {
		t.Errorf("round trip: %s %v", out, err)
	}
	// Under the 7.0.0 profile the type does not exist.
	v7 := hounfour.Options{Contract: hounfour.Contract700}
	if err := v7.Decode([]byte(envelopeE), new(signing.Envelope)); !errors.Is(err, hounfour.ErrNotInContract) {
		t.Errorf("7.0.0 decode: %v", err)
	}
}

func TestEnvelopeViolations(t *testing.T) {
	cases := []struct {
		doc  string
		path string
		rule string
	}{
		{`"signature_value":"ed25519:AAAA"`, "/signature_value", "pattern"},
		{`"signed_payload_hash":"sha256:ABCD"`, "/signed_payload_hash", "pattern"},
		{`"signature_type":"rsa"`, "/signature_type", "enum"},
		{`"key_ref":""`, "/key_ref", "minLength"},
		{`"contract_version":"8.5"`, "/contract_version", "pattern"},
	}
	for _, c := range cases {
		doc := replaceMember(t, envelopeE, c.doc)
		err := v8.Decode([]byte(doc), new(signing.Envelope))
		var ve *hounfour.ValidationError
		if !errors.As(err, &ve) || len(ve.Violations) != 1 || ve.Violations[0].Path != c.path || ve.Violations[0].Rule != c.rule {
			t.Errorf("%s: %v", c.doc, err)
		}
	}
}

// replaceMember replaces one member of the JSON object doc with the member
// text m ("name":value).
func replaceMember(t *testing.T, doc, m string) string {
	var obj map[string]json.RawMessage
	var one map[string]json.RawMessage
	if err := json.Unmarshal([]byte(doc), &obj); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte("{"+m+"}"), &one); err != nil {
		t.Fatal(err)
	}
	for k, v := range one {
		obj[k] = v
	}
	b, _ := json.Marshal(obj)
	return string(b)
}

// The envelope is crypto-bearing: refused by default, accepted with its
// obligation under AcceptDeferred; FailClosed and a chain context change
// nothing.
func TestEnvelopeDeferral(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	var e signing.Envelope
	if err := v8.Decode([]byte(envelopeE), &e); err == nil || !errors.Is(err, hounfour.ErrInvalid) {
		t.Fatalf("default: %v", err)
	}
	opts := v8
	opts.AcceptDeferred, opts.Now = true, now
	if err := opts.Decode([]byte(envelopeE), &e); err != nil {
		t.Fatal(err)
	}
	m := opts.Obligations(&e)
	if m == nil || m.SchemaID != "SignatureEnvelope" || len(m.Rules) != 1 || m.Rules[0].RuleID != hounfour.CryptoDeferredRuleID ||
		m.EmittedAt != "2026-01-01T00:00:00.000Z" || m.ContractVersion != "8.7.0" {
		t.Errorf("obligations: %+v", m)
	}
}
