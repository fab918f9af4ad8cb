package governance

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
)

// PlanContractVersion is the contract version every plan sign-off and
// plan amendment request carries: the schemas pin contract_version to it,
// whatever the contract a peer speaks.
const PlanContractVersion = "8.6.0"

// PlanChainGenesis is the prev_envelope_hash of the first envelope of a
// plan-governance chain: "sha256:" and 64 zeros.
const PlanChainGenesis = "sha256:0000000000000000000000000000000000000000000000000000000000000000"

// PlanSignoffEnvelope binds a plan (its content hash) to the actor that
// signs it off at a tier (schema plan-signoff-envelope), with a TTL, a
// place in the envelope chain and in the sign-off lineage, and the plan's
// cumulative drift. Closed object; every member is required.
//
// It is crypto-bearing and chain-bearing: its ed25519 signature (over the
// RFC 8785 canonical JSON of every other member) is checked for form only,
// and its chain references are not followed. A validation through
// hounfour.Options refuses it unless Options.AcceptDeferred is set, and
// then reports the CRYPTO_DEFERRED and ORD-3 obligations; with
// Options.FailClosed and no chain context it is refused
// (CHAIN_CONTEXT_DEFERRED).
//
// Of its constraint rules PSE-2 (plan_content_hash unchanged since the
// sign-off, checked against the consumer's sign-off ledger; it passes when
// no ledger is given, and Validate gives none) is evaluated; PSE-1
// (signature), PSE-3 (chain), PSE-4 (parent_signoff_hash resolves), PSE-5
// (drift threshold) and PSE-6 (ttl_seconds_at_emit ≤ 2^53−1) are
// runtime-deferred.
//
// Schema: plan-signoff-envelope — "Plan-signoff envelope binding a plan
// (plan_content_hash) to a signing actor at a specific tier. …"
type PlanSignoffEnvelope struct {
	// EnvelopeKind is always "plan_signoff".
	EnvelopeKind string `json:"envelope_kind" hf:"const=plan_signoff"`
	// ContractVersion is always PlanContractVersion ("8.6.0").
	ContractVersion string `json:"contract_version" hf:"const=8.6.0"`
	// TS is when the sign-off was emitted: a UTC timestamp text with a Z
	// suffix and 0 to 9 fraction digits (a pattern only, no calendar
	// check).
	TS string `json:"ts" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	// ClusterID identifies the cluster the sign-off is scoped to
	// (non-empty).
	ClusterID string `json:"cluster_id" hf:"minLength=1"`
	// PlanContentHash is "sha256:" and 64 hex digits of either case: the
	// hash of the plan signed off.
	PlanContentHash   string            `json:"plan_content_hash" hf:"pattern=^sha256:[A-Fa-f0-9]{64}$"`
	SignoffActorClass SignoffActorClass `json:"signoff_actor_class"`
	// SignoffActorID identifies the signing actor (non-empty); the
	// consumer resolves its key through its keyring.
	SignoffActorID string      `json:"signoff_actor_id" hf:"minLength=1"`
	Tier           SignoffTier `json:"tier"`
	// Reason is the rationale, 1 to 8192 UTF-16 code units.
	Reason string `json:"reason" hf:"minLength=1,maxLength=8192"`
	// TTLSecondsAtEmit is the TTL in seconds as decimal text: 1 to 19
	// digits, no leading zero, not "0"; kept exactly as received (parse
	// it with math/big). The ceiling 2^53−1 is the consumer's (PSE-6).
	TTLSecondsAtEmit string           `json:"ttl_seconds_at_emit" hf:"maxLength=19,pattern=^[1-9][0-9]*$"`
	ChainRefs        SignoffChainRefs `json:"chain_refs"`
	// CumulativeDriftPct is the plan's cumulative execution drift, a
	// percentage ≥ 0 (the revocation threshold is the consumer's).
	CumulativeDriftPct float64 `json:"cumulative_drift_pct" hf:"minimum=0"`
	// Signature is "ed25519:" and 86 base64url characters: the signature
	// over the canonical JSON of every other member, not verified.
	Signature string `json:"signature" hf:"pattern=^ed25519:[A-Za-z0-9_-]{86}$"`
}

// SignoffChainRefs places a PlanSignoffEnvelope in the envelope chain and
// in the sign-off lineage. Closed object.
type SignoffChainRefs struct {
	// PrevEnvelopeHash is the hash of the previous envelope's canonical
	// JSON, "sha256:" and 64 hex digits (PlanChainGenesis at the start).
	PrevEnvelopeHash string `json:"prev_envelope_hash" hf:"pattern=^sha256:[A-Fa-f0-9]{64}$"`
	// ParentSignoffHash is the hash of the sign-off this one supersedes,
	// or nil (JSON null, required) for the first sign-off of a lineage.
	ParentSignoffHash *string `json:"parent_signoff_hash" hf:"nullable,pattern=^sha256:[A-Fa-f0-9]{64}$"`
}

var _ = codec.Register(codec.Meta[PlanSignoffEnvelope]{
	Schema: "plan-signoff-envelope",
	// The rules of the constraint file of the validation's contract
	// (PSE-2 passes without a ledger; the others are runtime-deferred).
	Rules:       func(e *PlanSignoffEnvelope, r *codec.Rules) { constraintrt.Apply("plan-signoff-envelope", e, r) },
	Constraint:  "plan-signoff-envelope",
	Description: "Plan-signoff envelope binding a plan (plan_content_hash) to a signing actor at a specific tier. Crypto-bearing (Ed25519 signature) + chain-bearing (prev_envelope_hash + parent_signoff_hash). FR-C4 cross-checks plan_content_hash against the consumer's signoff ledger and surfaces the SIGNOFF_TTL_OBSERVED manifest entry on hash-match (NA-3).",
	Since:       "8.6.0",
	ID:          "PlanSignoffEnvelope",
	Bearing:     codec.CryptoBearing | codec.ChainBearing,
	Annotations: map[string]any{"x-crypto-bearing": true, "x-chain-bearing": true},
})
