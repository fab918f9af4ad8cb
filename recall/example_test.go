package recall_test

import (
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/recall"
)

// A recall receipt is crypto-bearing: refused by default, accepted with
// AcceptDeferred, and then the obligation says what the caller verifies.
func ExampleReceipt() {
	doc := []byte(`{"receipt_id":"550e8400-e29b-41d4-a716-446655440000",
	"pack_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000",
	"detail_level":"standard",
	"signature_envelope":{"envelope_id":"550e8400-e29b-41d4-a716-446655440000","signature_type":"attestation",
		"key_ref":"kms://k1","signed_payload_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000",
		"signature_value":"ed25519:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
		"signed_at":"2026-05-01T00:00:00Z","contract_version":"8.5.0"},
	"receipt_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000",
	"signed_at":"2026-05-01T00:00:00Z","contract_version":"8.5.0"}`)
	var r recall.Receipt
	err := hounfour.Options{}.Decode(doc, &r)
	fmt.Println(err != nil)
	opts := hounfour.Options{AcceptDeferred: true}
	if err := opts.Decode(doc, &r); err != nil {
		fmt.Println(err)
		return
	}
	m := opts.Obligations(&r)
	fmt.Println(m.SchemaID, m.Rules[0].RuleID, m.Rules[0].Reason)
	// Output:
	// true
	// RecallReceipt CRYPTO_DEFERRED crypto_deferred
}

// A surface context is one of five core surfaces or a three-segment
// consumer namespace.
func ExampleSurfaceContext() {
	for _, s := range []recall.SurfaceContext{recall.SurfacePrivate, "acme:recall:audit", "ab:cd", "internal"} {
		fmt.Println(s, s.Valid())
	}
	// Output:
	// private true
	// acme:recall:audit true
	// ab:cd false
	// internal false
}
