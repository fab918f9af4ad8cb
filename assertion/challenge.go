package assertion

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/signing"
)

// ChallengeContractVersion is the contract version every challenge
// carries: the schema pins contract_version to it, whatever the contract a
// peer speaks.
const ChallengeContractVersion = "8.6.0"

// ChallengeTimestampPattern is the pattern of a challenge's ts: a UTC
// timestamp with a Z suffix and 1 to 9 fraction digits at most. It is only
// a pattern: no calendar check is made ("2026-02-30T99:99:99Z" matches it),
// and no offset other than Z is accepted.
const ChallengeTimestampPattern = `^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$`

// EvidenceHashPattern is the pattern of an evidence hash: "sha256:" and 64
// hex digits of either case (consumers compare them lowercased).
const EvidenceHashPattern = `^sha256:[A-Fa-f0-9]{64}$`

// Challenge is a formal, signed challenge against an assertion (schema
// challenge): who challenges which assertion, why, with what evidence and
// asking for what effect. Closed object.
//
// A Challenge is crypto-bearing: its signature (over the RFC 8785 canonical
// JSON of every other member) is checked for form only. A validation
// through hounfour.Options refuses it unless Options.AcceptDeferred is set,
// and then reports the CRYPTO_DEFERRED obligation. Its constraint rules
// CHL-1 … CHL-4 are runtime-deferred (see the package documentation).
//
// Schema: challenge — "Formal challenge envelope against an Assertion
// (FR-A1). Crypto-bearing — …"
type Challenge struct {
	// EnvelopeKind is always "challenge".
	EnvelopeKind string `json:"envelope_kind" hf:"const=challenge"`
	// ContractVersion is always ChallengeContractVersion ("8.6.0").
	ContractVersion string `json:"contract_version" hf:"const=8.6.0"`
	// ChallengeID identifies the challenge across the audit trail (the
	// consumer's namespace).
	ChallengeID string `json:"challenge_id" hf:"minLength=1"`
	// TS is when the challenge was emitted, a UTC timestamp text
	// (ChallengeTimestampPattern).
	TS string `json:"ts" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	// ChallengerID identifies the challenging actor; the consumer resolves
	// its public key through its keyring.
	ChallengerID string `json:"challenger_id" hf:"minLength=1"`
	// TargetAssertionID is the assertion_id of the assertion challenged
	// (a string reference the consumer resolves).
	TargetAssertionID string          `json:"target_assertion_id" hf:"minLength=1"`
	ChallengeType     ChallengeType   `json:"challenge_type"`
	RequestedEffect   RequestedEffect `json:"requested_effect"`
	// Rationale is the narrative reason, 1 to 8192 characters.
	Rationale string `json:"rationale" hf:"minLength=1,maxLength=8192"`
	// EvidenceHashes are the supporting evidence hashes
	// (EvidenceHashPattern), at most 256; empty and repeated hashes are
	// well-formed. A nil slice is written as [].
	EvidenceHashes []string `json:"evidence_hashes" hf:"maxItems=256,item.pattern=^sha256:[A-Fa-f0-9]{64}$"`
	// Signature is the ed25519 signature over the canonical JSON of every
	// other member.
	Signature signing.Signature `json:"signature"`
}

var _ = codec.Register(codec.Meta[Challenge]{
	Schema: "challenge",
	// The rules of the constraint file of the validation's contract (all
	// runtime-deferred: never evaluated).
	Rules:       func(x *Challenge, r *codec.Rules) { constraintrt.Apply("challenge", x, r) },
	Constraint:  "challenge",
	Description: "Formal challenge envelope against an Assertion (FR-A1). Crypto-bearing — validate() defaults to CRYPTO_DEFERRED; consumers opting in via { acceptDeferred: true } receive the unverified-obligations manifest entry for the Ed25519 signature verification. Composes with v8.5.0 Assertion via target_assertion_id lazy-link string reference.",
	Since:       "8.6.0",
	ID:          "Challenge",
	Bearing:     codec.CryptoBearing,
	Annotations: map[string]any{"x-crypto-bearing": true},
})
