package assertion_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/assertion"
	"github.com/hounfour-go/hounfour/signing"
)

const (
	envelopeE   = `{"envelope_id":"550e8400-e29b-41d4-a716-446655440000","signature_type":"attestation","key_ref":"kms://k1","signed_payload_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000","signature_value":"ed25519:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA","signed_at":"2026-05-01T00:00:00Z","contract_version":"8.5.0"}`
	commonPart  = `{"assertion_id":"550e8400-e29b-41d4-a716-446655440000","body_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000","provenance":[],"privacy_scope":"public","risk_level":"routine","recall_scope":"private","assertion_class":"observation","confidence":0.5,"created_at":"2026-05-01T00:00:00Z","contract_version":"8.5.0"`
	assertionAC = commonPart + `,"status":"candidate"}`
	assertionAA = commonPart + `,"signatures":[` + envelopeE + `],"status":"admitted"}`
)

func TestAssertionCandidate(t *testing.T) {
	var a assertion.Assertion
	if err := json.Unmarshal([]byte(assertionAC), &a); err != nil {
		t.Fatal(err)
	}
	// A candidate is shape-only: valid under the default options.
	if err := a.Validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}
	if a.Status != assertion.StatusCandidate || a.Signatures != nil || a.Confidence != 0.5 ||
		a.RecallScope != "private" || a.AssertionClass != assertion.ClassObservation || a.Provenance == nil {
		t.Errorf("decoded %+v", a)
	}
	if m := accept.Obligations(&a); m.HasObligations() {
		t.Errorf("obligations %+v", m)
	}
	out, err := json.Marshal(&a)
	if err != nil || string(out) != assertionAC {
		t.Errorf("round trip: %s %v", out, err)
	}
	// Signatures on a candidate cannot be written: nothing is dropped.
	a.Signatures = []signing.Envelope{{}}
	if _, err := json.Marshal(&a); err == nil {
		t.Error("a candidate with signatures encoded")
	}
	var ve *hounfour.ValidationError
	if err := a.Validate(); !errors.As(err, &ve) || ve.Violations[0].Path != "/signatures" || ve.Violations[0].Rule != "additionalProperties" {
		t.Errorf("candidate with signatures: %v", err)
	}
}

func TestAssertionSigned(t *testing.T) {
	var a assertion.Assertion
	if err := json.Unmarshal([]byte(assertionAA), &a); err != nil {
		t.Fatal(err)
	}
	var ve *hounfour.ValidationError
	if err := a.Validate(); !errors.As(err, &ve) || len(ve.Violations) != 1 || ve.Violations[0].Rule != hounfour.RuleCryptoDeferred {
		t.Fatalf("default Validate: %v", err)
	}
	if err := accept.Validate(&a); err != nil {
		t.Fatal(err)
	}
	m := accept.Obligations(&a)
	if m == nil || m.SchemaID != "Assertion#status=admitted" || len(m.Rules) != 1 || m.Rules[0].RuleID != "CRYPTO_DEFERRED" {
		t.Errorf("obligations %+v", m)
	}
	out, err := json.Marshal(&a)
	if err != nil || string(out) != assertionAA {
		t.Errorf("round trip: %s %v", out, err)
	}
	for _, s := range assertion.Statuses()[1:] {
		a.Status = s
		if m := accept.Obligations(&a); m == nil || m.SchemaID != "Assertion#status="+string(s) {
			t.Errorf("%s: %+v", s, m)
		}
		out, _ := json.Marshal(&a)
		var back assertion.Assertion
		if err := accept.Decode(out, &back); err != nil || back.Status != s || len(back.Signatures) != 1 {
			t.Errorf("%s: %v", s, err)
		}
	}
	// A signed status without signatures: the variant's required member.
	a.Status, a.Signatures = assertion.StatusRevoked, nil
	doc := strings.Replace(assertionAA, `"signatures":[`+envelopeE+`],`, "", 1)
	if err := accept.Decode([]byte(doc), new(assertion.Assertion)); !errors.As(err, &ve) || ve.Violations[0].Path != "/signatures" || ve.Violations[0].Rule != "required" {
		t.Errorf("no signatures: %v", err)
	}
	// An unknown status selects no variant; under 7.0.0 there is no type.
	a.Status = "pending"
	if err := accept.Validate(&a); !errors.As(err, &ve) || ve.Violations[0].Path != "/status" || ve.Violations[0].Rule != "enum" {
		t.Errorf("unknown status: %v", err)
	}
	if err := (hounfour.Options{Contract: hounfour.Contract700}).Decode([]byte(assertionAC), new(assertion.Assertion)); !errors.Is(err, hounfour.ErrNotInContract) {
		t.Errorf("7.0.0 decode: %v", err)
	}
}

// TestAssertionClass: the core classes and the namespace form.
func TestAssertionClass(t *testing.T) {
	for c, want := range map[assertion.Class]bool{
		"attestation": true, "disclosure": true, "acme:billing:refund-approval": true, "ab:c1:d-e": true,
		"ab:cd": false, "ab:c:de": false, "a:bc:de": false, "AB:cd:ef": false, "opinion": false, "": false,
	} {
		if c.Valid() != want {
			t.Errorf("%q: Valid %v", c, !want)
		}
	}
	if !assertion.Class("acme:billing:refund-approval").IsNamespace() || assertion.ClassConsent.IsNamespace() {
		t.Error("IsNamespace")
	}
	if n := len(assertion.Classes()); n != 7 {
		t.Errorf("%d classes", n)
	}
}

// TestHostileAssertion: an assertion with 5,000 signatures and 5,000
// provenance groundings decodes and validates in work proportional to it,
// with allocations bounded per element.
func TestHostileAssertion(t *testing.T) {
	var b strings.Builder
	b.WriteString(strings.Replace(commonPart, `"provenance":[]`, `"provenance":[`+strings.Repeat(`{"type":"claim_reference","claim_id":"c"},`, 4999)+`{"type":"claim_reference","claim_id":"c"}]`, 1))
	b.WriteString(`,"signatures":[` + strings.Repeat(envelopeE+",", 4999) + envelopeE + `],"status":"archived"}`)
	data := []byte(b.String())
	var a assertion.Assertion
	if err := accept.Decode(data, &a); err != nil {
		t.Fatal(err)
	}
	if len(a.Signatures) != 5000 || len(a.Provenance) != 5000 {
		t.Fatalf("%d signatures, %d groundings", len(a.Signatures), len(a.Provenance))
	}
	allocs := testing.AllocsPerRun(3, func() {
		if err := accept.Decode(data, &a); err != nil {
			t.Fatal(err)
		}
	})
	if allocs > 10*10000 {
		t.Errorf("%v allocations for 10,000 elements", allocs)
	}
	// One bad envelope among them is reported at its index.
	bad := strings.Replace(string(data), `"key_ref":"kms://k1"`, `"key_ref":""`, 1)
	var ve *hounfour.ValidationError
	if err := accept.Decode([]byte(bad), &a); !errors.As(err, &ve) || ve.Violations[0].Path != "/signatures/0/key_ref" {
		t.Errorf("bad envelope: %v", err)
	}
}
