package authority_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/authority"
)

const exampleDelegation = `{"delegation_id":"550e8400-e29b-41d4-a716-446655440000",
"org_id":"6ba7b810-9dad-11d1-80b4-00c04fd430c8",
"representative":{"agent_id":"rep-one","display_name":"Rep","agent_type":"human","capabilities":["sign"],
 "trust_scopes":{"scopes":{},"default_level":"basic"},"delegation_authority":[],"max_delegation_depth":0,
 "governance_weight":1,"contract_version":"8.7.0"},
"capability_scope":{"governance":{"max_votes":3},"treasury":true},
"expiry":"2027-01-01T00:00:00Z","granted_by":"genesis:org-public-key","chain_depth":0,
"signature":"ed25519:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
"signed_by":"ed25519-pub:BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB","signing_key_id":"org-root",
"signing_algorithm":"ed25519","signed_at":"2026-05-01T00:00:00Z",
"signing_context":{"audience":"org-1","scope":"org-delegation/grant","contract_version":"8.7.0"}}`

// A delegation is valid on its own, but its chain is the caller's to
// check: the obligations say so, and name the capability scope outside the
// canonical six.
func ExampleRepresentativeDelegation() {
	o := hounfour.Options{Contract: hounfour.Contract870, Now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	var d authority.RepresentativeDelegation
	if err := o.Decode([]byte(exampleDelegation), &d); err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range o.Obligations(&d).Rules {
		fmt.Println(r.RuleID, r.Reason)
	}
	o.FailClosed = true
	fmt.Println(o.Validate(&d) != nil)
	// Output:
	// ORD-3 context_absent
	// ORD-5 vocabulary_drift
	// true
}

// CheckChain checks a chain the caller assembled: here the record, granted
// by the root key, and the synthetic terminator.
func ExampleCheckChain() {
	var d authority.RepresentativeDelegation
	if err := (hounfour.Options{Contract: hounfour.Contract870}).Decode([]byte(exampleDelegation), &d); err != nil {
		fmt.Println(err)
		return
	}
	chain := []json.RawMessage{
		json.RawMessage(`{"delegation_id":"genesis:org-public-key"}`),
		json.RawMessage(`{"delegation_id":"550e8400-e29b-41d4-a716-446655440000","granted_by":"genesis:org-public-key"}`),
	}
	fmt.Println(authority.CheckChain(&d, chain))
	var ce *authority.ChainError
	if err := authority.CheckChain(&d, chain[1:]); err != nil && errors.As(err, &ce) {
		fmt.Println(ce.Diagnostic.Code, ce.Diagnostic.Path)
	}
	// Output:
	// <nil>
	// DAG_DANGLING_REF $[0].granted_by
}

// A keyring's signer ids are unique (KR-1); a shared key reference is only
// a warning (KR-2).
func ExampleKeyring_Warnings() {
	entry := func(id, ref string) string {
		return `{"signer_id":"` + id + `","key_ref":"` + ref + `","public_key":"ed25519-pub:BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB",` +
			`"signature_type":"attestation","scoped_trust":{"scopes":{"audit":"basic"},"default_level":"basic"},"signer_status":"active"}`
	}
	doc := `{"keyring_id":"550e8400-e29b-41d4-a716-446655440000","org_id":"6ba7b810-9dad-11d1-80b4-00c04fd430c8",` +
		`"signers":[` + entry("signer-a", "kms://k1") + `,` + entry("signer-b", "kms://k1") + `],` +
		`"created_at":"2026-05-01T00:00:00Z","updated_at":"2026-05-01T00:00:00Z","contract_version":"8.5.0"}`
	var k authority.Keyring
	if err := (hounfour.Options{Contract: hounfour.Contract870}).Decode([]byte(doc), &k); err != nil {
		fmt.Println(err)
		return
	}
	for _, w := range k.Warnings() {
		fmt.Println(w.Path, w.Rule)
	}
	// Output:
	// /signers KR-2
}
