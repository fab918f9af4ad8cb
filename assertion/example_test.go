package assertion_test

import (
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/assertion"
)

// A challenge is crypto-bearing: the library refuses it unless the caller
// accepts the deferred signature check, and then says what the caller must
// verify.
func ExampleChallenge() {
	data := []byte(`{"envelope_kind":"challenge","contract_version":"8.6.0","challenge_id":"chl-1",
		"ts":"2026-05-09T12:00:00Z","challenger_id":"agent-a","target_assertion_id":"as-1",
		"challenge_type":"factual_dispute","requested_effect":"escalate_panel","rationale":"the cited run never happened",
		"evidence_hashes":["sha256:ABCDEF0123456789abcdef0123456789ABCDEF0123456789abcdef0123456789"],
		"signature":"ed25519:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}`)
	var c assertion.Challenge
	err := hounfour.Options{}.Decode(data, &c)
	fmt.Println(err != nil)

	o := hounfour.Options{AcceptDeferred: true}
	if err := o.Decode(data, &c); err != nil {
		fmt.Println(err)
		return
	}
	m := o.Obligations(&c)
	fmt.Println(c.ChallengeType, c.RequestedEffect, m.SchemaID, m.Rules[0].RuleID)
	// Output:
	// true
	// factual_dispute escalate_panel Challenge CRYPTO_DEFERRED
}

// The statuses after admission carry signatures; a candidate does not.
func ExampleStatus_Signed() {
	for _, s := range []assertion.Status{assertion.StatusCandidate, assertion.StatusAdmitted, "pending"} {
		fmt.Println(s, s.Valid(), s.Signed())
	}
	// Output:
	// candidate true false
	// admitted true true
	// pending false false
}

// An assertion is a union chosen by its status: a candidate is shape-only,
// every signed status is crypto-bearing and its obligation names the
// variant.
func ExampleAssertion() {
	doc := []byte(`{"assertion_id":"550e8400-e29b-41d4-a716-446655440000",
		"body_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000","provenance":[],
		"privacy_scope":"participants_only","risk_level":"elevated","recall_scope":"acme:crm:support",
		"assertion_class":"attestation","confidence":0.9,"created_at":"2026-05-01T00:00:00Z","contract_version":"8.5.0",
		"signatures":[{"envelope_id":"550e8400-e29b-41d4-a716-446655440000","signature_type":"attestation",
			"key_ref":"kms://k1","signed_payload_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000",
			"signature_value":"ed25519:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
			"signed_at":"2026-05-01T00:00:00Z","contract_version":"8.5.0"}],
		"status":"admitted"}`)
	var a assertion.Assertion
	fmt.Println(hounfour.Options{}.Decode(doc, &a) != nil)

	o := hounfour.Options{AcceptDeferred: true}
	if err := o.Decode(doc, &a); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(a.Status, len(a.Signatures), a.RecallScope, o.Obligations(&a).SchemaID)

	a.Status, a.Signatures = assertion.StatusCandidate, nil
	fmt.Println(a.Validate(), o.Obligations(&a).HasObligations())
	// Output:
	// true
	// admitted 1 acme:crm:support Assertion#status=admitted
	// <nil> false
}
