package constraint

import "math/big"

// The evaluation state of the state-bearing builtins. A service that keeps
// a nonce window, per-cluster sequence counters, a chain ledger or a plan
// sign-off ledger passes it to an evaluation with the options below; the
// builtins only read it (the library never records a nonce, advances a
// sequence or prunes a window: that is the service's job). Without the
// state a builtin defers: it is true, and its diagnostic says so.

// The genesis sentinel and the plan-hash rule id.
const (
	// DefaultLedgerGenesis is the previous hash the first element of a
	// chain must carry when the ChainLedger sets no GenesisHash.
	DefaultLedgerGenesis = "genesis:cluster-ledger"
	// PlanHashRuleID is the rule id of the obligation CheckPlanContentHash
	// reports.
	PlanHashRuleID = "plan-signoff-envelope/plan-hash-unchanged"
)

// NonceWindow is the replay window of nonce_unique_per_signer_window: the
// nonces already seen, per signer id. WindowSeconds must be finite and not
// negative (the builtin is false otherwise); pruning the window to that
// length is the service's.
type NonceWindow struct {
	WindowSeconds float64
	PerSigner     map[string]map[string]struct{}
}

// SequenceKey identifies a sequence counter: a signer under one key
// version.
type SequenceKey struct {
	SignerID, KeyVersion string
}

// SequenceState is the per-cluster sequence state of
// sequence_monotonic_per_cluster: the cluster it belongs to, the highest
// key version seen and the last sequence per signer and key version, all
// as decimal text without sign or leading zero ("0" allowed).
type SequenceState struct {
	ClusterID         string
	HighestKeyVersion string
	LastSequence      map[SequenceKey]string
}

// ChainLedger is the ledger of chain_validator_prev_hash: the previous
// hash the first element must carry (DefaultLedgerGenesis when nil) and,
// per element index, the previous hash the ledger expects there.
type ChainLedger struct {
	GenesisHash       *string
	ExpectedPriorHash map[int]string
}

// PlanSignoffLedger is the ledger of plan_content_hash_unchanged_since_signoff:
// the sign-offs a service holds and the time of the snapshot (informative;
// never checked).
type PlanSignoffLedger struct {
	TSSnapshot string
	Signoffs   []PlanSignoff
}

// PlanSignoff is one sign-off of a PlanSignoffLedger: its id, the plan
// content hash it signed, its time-to-live in seconds (nil is a malformed
// entry) and its emission time (a date-time).
type PlanSignoff struct {
	SignoffID        string
	PlanContentHash  string
	TTLSecondsAtEmit *big.Int
	TSEmit           string
}

// WithNonceWindow supplies the nonce window nonce_unique_per_signer_window
// reads (nil: absent, the builtin defers).
func WithNonceWindow(w *NonceWindow) EvalOption {
	return func(e *env) { e.nonceWindow = w }
}

// WithSequenceState supplies the sequence state
// sequence_monotonic_per_cluster reads (nil: absent, the builtin defers).
func WithSequenceState(s *SequenceState) EvalOption {
	return func(e *env) { e.sequenceState = s }
}

// WithChainLedger supplies the ledger chain_validator_prev_hash reads
// (nil: absent, the builtin defers).
func WithChainLedger(l *ChainLedger) EvalOption {
	return func(e *env) { e.chainLedger = l }
}

// WithPlanSignoffLedger supplies the ledger
// plan_content_hash_unchanged_since_signoff reads (nil: absent, the
// builtin defers).
func WithPlanSignoffLedger(l *PlanSignoffLedger) EvalOption {
	return func(e *env) { e.planLedger = l }
}
