package integrity

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/signing"
)

// The SHA-256 text patterns of the protocol's 8.6.0 documents. Hex letters
// may be of either case and are kept as written.
const (
	// SHA256HexPattern is a prefixed SHA-256: "sha256:" and 64 hex digits.
	SHA256HexPattern = `^sha256:[A-Fa-f0-9]{64}$`
	// SHA256HexBarePattern is a bare SHA-256: 64 hex digits.
	SHA256HexBarePattern = `^[A-Fa-f0-9]{64}$`
)

// CanonicalSizeCapBytes is the most bytes the safe canonical form of a
// PhaseCompletionEnvelope may take (PhaseCompletionEnvelope.CanonicalSize).
const CanonicalSizeCapBytes = 4096

// The envelope kinds and the contract version the phase-completion
// documents are pinned to.
const (
	// EmissionKind is the envelope_kind of a PhaseCompletionEmission.
	EmissionKind = "phase_completion_tier1"
	// EnvelopeKind is the envelope_kind of a PhaseCompletionEnvelope.
	EnvelopeKind = "phase_completion"
	// PhaseCompletionContractVersion is the contract_version both carry.
	PhaseCompletionContractVersion = "8.6.0"
)

// PhaseCompletionEmission is an agent's signed report that a phase
// completed (schema phase-completion-envelope-tier1): who emitted it, its
// ed25519 signature over the canonical form of the other members and the
// signer's public key, a payload of the agent's own shape (any members,
// any JSON values), a 128-bit nonce (22 characters of unpadded base64url)
// and a sequence number (decimal text, leading zeros allowed), both for
// replay detection, and the emission time (UTC, Z). Closed object except
// Payload. Text members are kept exactly as received, so the signature
// still verifies after a round trip.
//
// It is crypto-bearing: the library checks its form, never its signature.
// A validation through hounfour.Options refuses it unless
// Options.AcceptDeferred is set; then its CRYPTO_DEFERRED obligation says
// what the caller verifies. Nonce uniqueness per signer and sequence
// monotonicity need the caller's state: constraint.CheckNonce and
// constraint.CheckSequence.
//
// Schema: phase-completion-envelope-tier1 — "Agent-emission Tier-1
// phase-completion envelope. …"
type PhaseCompletionEmission struct {
	// EnvelopeKind is always "phase_completion_tier1".
	EnvelopeKind string `json:"envelope_kind" hf:"const=phase_completion_tier1"`
	// ContractVersion is always "8.6.0".
	ContractVersion string `json:"contract_version" hf:"const=8.6.0"`
	// AgentID identifies the emitting agent (non-empty).
	AgentID        string            `json:"agent_id" hf:"minLength=1"`
	AgentSignature signing.Signature `json:"agent_signature"`
	AgentKeyPubkey signing.PublicKey `json:"agent_key_pubkey"`
	// Payload is the agent's report: any members, any JSON values.
	Payload map[string]json.RawMessage `json:"payload"`
	// Nonce is 22 characters of unpadded base64url (128 bits).
	Nonce string `json:"nonce" hf:"pattern=^[A-Za-z0-9_-]{22}$"`
	// Sequence is the emission's sequence number, decimal text.
	Sequence string `json:"sequence" hf:"pattern=^[0-9]+$"`
	// Timestamp is the emission time, UTC with Z and up to 9 fraction
	// digits.
	Timestamp string `json:"timestamp" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
}

// PhaseCompletionEnvelope is a cluster's signed, chained wrapping of an
// agent's PhaseCompletionEmission (schema phase-completion-envelope): the
// cluster and key version that signed it, the signing key's id (the
// derivation constraint.DeriveSignerKeyID of the two, 64 hex digits of
// either case), the ed25519 signature over the canonical form of the other
// members, the emission, the SHA-256 of the previous envelope's canonical
// form ("sha256:" and 64 zeros at the chain's start) and the ingestion
// time. Closed object. Text members are kept exactly as received.
//
// It is crypto-bearing and chain-bearing: a validation through
// hounfour.Options refuses it unless Options.AcceptDeferred is set (then
// it carries the CRYPTO_DEFERRED and ORD-3 obligations), and with
// Options.FailClosed also refuses it without a chain context. Its
// constraint rules PCE-2 (the key-id derivation) and PCE-3 (at most
// CanonicalSizeCapBytes of canonical form) cannot be evaluated as written;
// Validate does not apply them, as upstream does not (COMPATIBILITY.md):
// CheckSignerKeyID and CanonicalSize are those checks. PCE-1 (the
// signature), PCE-4 (nonce), PCE-5 (sequence) and PCE-6 (chain) are the
// caller's: see constraint.CheckNonce, constraint.CheckSequence and
// constraint.CheckChain.
//
// Schema: phase-completion-envelope — "Cluster-wrapped Tier-2
// phase-completion envelope. …"
type PhaseCompletionEnvelope struct {
	// EnvelopeKind is always "phase_completion".
	EnvelopeKind string `json:"envelope_kind" hf:"const=phase_completion"`
	// ContractVersion is always "8.6.0".
	ContractVersion string `json:"contract_version" hf:"const=8.6.0"`
	// SignerClusterID identifies the signing cluster (non-empty).
	SignerClusterID string `json:"signer_cluster_id" hf:"minLength=1"`
	// SignerKeyVersion is the cluster key's version: decimal text, 1 or
	// more, no leading zero.
	SignerKeyVersion string `json:"signer_key_version" hf:"pattern=^[1-9][0-9]*$"`
	// SignerKeyID is the key id, 64 hex digits without prefix.
	SignerKeyID      string                  `json:"signer_key_id" hf:"pattern=^[A-Fa-f0-9]{64}$"`
	ClusterSignature signing.Signature       `json:"cluster_signature"`
	IngestedEmission PhaseCompletionEmission `json:"ingested_emission"`
	// PrevEnvelopeHash is the previous envelope's hash, "sha256:" and 64
	// hex digits.
	PrevEnvelopeHash string `json:"prev_envelope_hash" hf:"pattern=^sha256:[A-Fa-f0-9]{64}$"`
	// IngestTimestamp is the ingestion time, UTC with Z and up to 9
	// fraction digits.
	IngestTimestamp string `json:"ingest_timestamp" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
}

// SignerKeyIDError is the error of CheckSignerKeyID.
type SignerKeyIDError struct {
	// Want is the derivation, lowercase hex; Got the envelope's key id.
	Want, Got string
}

// Error names both key ids.
func (e *SignerKeyIDError) Error() string {
	return "integrity: signer_key_id " + e.Got + " is not the derivation " + e.Want +
		" of signer_cluster_id and signer_key_version"
}

// CheckSignerKeyID checks that e.SignerKeyID, in any letter case, is the
// lowercase hex SHA-256 of the NFC of SignerClusterID, ":" and the NFC of
// SignerKeyVersion (constraint.DeriveSignerKeyID); an *SignerKeyIDError
// otherwise.
func (e *PhaseCompletionEnvelope) CheckSignerKeyID() error {
	rec := constraint.ObjectOf(
		constraint.Member{Name: "c", Value: constraint.String(e.SignerClusterID)},
		constraint.Member{Name: "v", Value: constraint.String(e.SignerKeyVersion)},
		constraint.Member{Name: "k", Value: constraint.String(e.SignerKeyID)})
	if d := constraint.CheckSignerKeyID(rec, "c", "v", "k"); !d.Pass {
		return &SignerKeyIDError{Want: constraint.DeriveSignerKeyID(e.SignerClusterID, e.SignerKeyVersion), Got: e.SignerKeyID}
	}
	return nil
}

// CanonicalSize returns the length in bytes of the safe canonical form of
// the whole envelope (SafeCanonicalize: NFC, RFC 8785, at most
// DefaultCanonicalMaxBytes), which the protocol caps at
// CanonicalSizeCapBytes; the error is SafeCanonicalize's.
func (e *PhaseCompletionEnvelope) CanonicalSize() (int, error) {
	data, err := json.Marshal(e)
	if err != nil {
		return 0, err
	}
	out, err := SafeCanonicalizeJSON(data)
	if err != nil {
		return 0, err
	}
	return len(out), nil
}

var _ = codec.Register(codec.Meta[PhaseCompletionEmission]{
	Schema:      "phase-completion-envelope-tier1",
	Description: "Agent-emission Tier-1 phase-completion envelope. Wrapped by Tier-2 PhaseCompletionEnvelopeSchema for cluster ingestion. Crypto-bearing: validate() requires { acceptDeferred: true } to receive shape-only valid:true.",
	Since:       "8.6.0",
	ID:          "PhaseCompletionEnvelopeTier1",
	Bearing:     codec.CryptoBearing,
	Annotations: map[string]any{"x-crypto-bearing": true},
})

var _ = codec.Register(codec.Meta[PhaseCompletionEnvelope]{
	Schema: "phase-completion-envelope",
	// The rules of the constraint file of the validation's contract: none
	// runs (PCE-2 and PCE-3 do not compile, the others are
	// runtime-deferred).
	Rules: func(x *PhaseCompletionEnvelope, r *codec.Rules) {
		constraintrt.Apply("phase-completion-envelope", x, r)
	},
	Constraint:  "phase-completion-envelope",
	Description: "Cluster-wrapped Tier-2 phase-completion envelope. Wraps Tier-1 (PhaseCompletionEnvelopeTier1Schema) for cluster-side ingestion with cluster_signature + signer_key_id (sha256-derived) + prev_envelope_hash chain link. Crypto-bearing + chain-bearing + canonical-size-capped at 4 KB (NFR-4).",
	Since:       "8.6.0",
	ID:          "PhaseCompletionEnvelope",
	Bearing:     codec.CryptoBearing | codec.ChainBearing,
	Annotations: map[string]any{"x-crypto-bearing": true, "x-chain-bearing": true,
		"x-canonical-size-cap-bytes": CanonicalSizeCapBytes},
})
