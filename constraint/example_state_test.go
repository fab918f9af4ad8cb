package constraint_test

import (
	"fmt"
	"math/big"

	"github.com/hounfour-go/hounfour/constraint"
)

// A service passes its nonce window to the evaluation; without it the
// builtin defers (true).
func ExampleWithNonceWindow() {
	x := constraint.MustCompile("nonce_unique_per_signer_window(record, 'signer_id', 'nonce')")
	doc, _ := constraint.DecodeJSON([]byte(`{"record": {"signer_id": "agent-a", "nonce": "n1"}}`))
	w := &constraint.NonceWindow{WindowSeconds: 300,
		PerSigner: map[string]map[string]struct{}{"agent-a": {"n1": {}}}}
	deferred, _ := x.Check(doc)
	replay, _ := x.Check(doc, constraint.WithNonceWindow(w))
	fmt.Println(deferred, replay)
	// Output: true false
}

func ExampleCheckSequence() {
	rec, _ := constraint.DecodeJSON([]byte(`{"cluster_id": "c1", "signer_id": "s1", "sequence": "5", "key_version": "1"}`))
	s := &constraint.SequenceState{ClusterID: "c1", HighestKeyVersion: "1",
		LastSequence: map[constraint.SequenceKey]string{{SignerID: "s1", KeyVersion: "1"}: "5"}}
	fmt.Println(constraint.CheckSequence(rec, "cluster_id", "signer_id", "sequence", "key_version", s).Code)
	fmt.Println(constraint.CheckSequence(rec, "cluster_id", "signer_id", "sequence", "key_version", nil).Code)
	// Output:
	// SEQUENCE_MONOTONIC_VIOLATION
	// SEQUENCE_CONTEXT_DEFERRED
}

func ExampleCheckChain() {
	chain, _ := constraint.DecodeJSON([]byte(`[{"entry_hash": "h1", "previous_hash": "genesis:cluster-ledger"},
		{"entry_hash": "h2", "previous_hash": "hX"}]`))
	d := constraint.CheckChain(chain, "entry_hash", "previous_hash", &constraint.ChainLedger{})
	fmt.Println(d.Pass, d.Code)
	// Output: false CHAIN_PREV_HASH_MISMATCH
}

func ExampleDeriveSignerKeyID() {
	fmt.Println(constraint.DeriveSignerKeyID("c1", "1"))
	// Output: 10ddafe9d244afb4247309479b5719ed5149e05875954896ee58c2539ebe1bb5
}

func ExampleCheckUTF8ByteLength() {
	d := constraint.CheckUTF8ByteLength(constraint.String("éé"), 3)
	fmt.Println(d.Pass, d.Code)
	// Output: false UTF8_BYTE_LENGTH_EXCEEDED
}

func ExampleCheckCanonicalSize() {
	v, _ := constraint.DecodeJSON([]byte(`{"kind": "small"}`))
	fmt.Println(constraint.CheckCanonicalSize(v, 16).Pass, constraint.CheckCanonicalSize(v, 15).Code)
	// Output: true CANONICAL_SIZE_CAP_EXCEEDED
}

func ExampleCheckPlanContentHash() {
	h := constraint.String("sha256:abababababababababababababababababababababababababababababababab")
	l := &constraint.PlanSignoffLedger{Signoffs: []constraint.PlanSignoff{{SignoffID: "s-1",
		PlanContentHash:  "sha256:ABABABABABABABABABABABABABABABABABABABABABABABABABABABABABABABAB",
		TTLSecondsAtEmit: big.NewInt(3600), TSEmit: "2026-05-01T00:00:00Z"}}}
	r := constraint.CheckPlanContentHash(h, l)
	fmt.Println(r.Result, r.Obligation.Reason, r.TTLUntilMS)
	fmt.Println(constraint.CheckPlanContentHash(h, nil).Result)
	// Output:
	// pass signoff_ttl_observed 1777597200000
	// deferred
}

func ExampleCheckPercentiles() {
	m, _ := constraint.DecodeJSON([]byte(`{"p50_ms": 10, "p95_ms": 50, "p99_ms": 40, "max_ms": 200}`))
	fmt.Println(constraint.CheckPercentiles(m).Code)
	// Output: PERCENTILES_MONOTONIC_VIOLATION
}
