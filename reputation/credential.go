package reputation

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// Credential is a portable, attested snapshot of a personality's
// reputation in a source collection (schema reputation-credential): what a
// destination collection reads to seed the personality's reputation there
// ([CredentialPrior]). Closed object.
//
// Its constraint rules: credential-source-score-bounds (both scores in
// [0, 1], which the schema already requires), credential-expiry-after-issuance
// (an expires_at must be strictly after issued_at, both taken as instants
// at millisecond precision: the fraction's digits after the third are
// dropped, offsets applied) and the warning credential-cold-source-warning
// (the source state is cold).
//
// Schema: reputation-credential — "Portable, attested snapshot of a
// personality's reputation in a source collection. Carries source
// provenance, the issuing collection's score (analogous to CA reputation in
// TLS), and optional attestation hash for snapshot-free verification."
type Credential struct {
	// CredentialID is any non-empty identifier (not necessarily a uuid).
	CredentialID       string `json:"credential_id" hf:"minLength=1"`
	PersonalityID      string `json:"personality_id" hf:"minLength=1"`
	SourceCollectionID string `json:"source_collection_id" hf:"minLength=1"`
	SourcePoolID       string `json:"source_pool_id" hf:"minLength=1"`
	// SourceState is the personality's reputation state in the source
	// collection at issuance.
	SourceState        State   `json:"source_state"`
	SourceBlendedScore float64 `json:"source_blended_score" hf:"minimum=0,maximum=1"`
	SourceSampleCount  int64   `json:"source_sample_count" hf:"minimum=0"`
	// SourceCollectionScore is the issuing collection's score at issuance:
	// a higher one makes the credential weigh more.
	SourceCollectionScore float64        `json:"source_collection_score" hf:"minimum=0,maximum=1"`
	IssuedAt              wire.Timestamp `json:"issued_at"`
	// ExpiresAt is absent for a credential that does not expire.
	ExpiresAt wire.Timestamp `json:"expires_at,omitzero"`
	// AttestationHash is the SHA-256 of the underlying aggregate snapshot,
	// 64 lowercase hex digits.
	AttestationHash *string     `json:"attestation_hash,omitzero" hf:"pattern=^[a-f0-9]{64}$"`
	ContractVersion wire.Semver `json:"contract_version"`
}

const schemaCredential = "reputation-credential"

var _ = codec.Register(codec.Meta[Credential]{
	Schema:      schemaCredential,
	Description: "Portable, attested snapshot of a personality's reputation in a source collection. Carries source provenance, the issuing collection's score (analogous to CA reputation in TLS), and optional attestation hash for snapshot-free verification.",
	Since:       "7.3.0",
	ID:          "ReputationCredential",
	// The rules of the constraint file of the validation's contract.
	Rules:      func(c *Credential, r *codec.Rules) { constraintrt.Apply("reputation-credential", c, r) },
	Constraint: "reputation-credential",
	Warnings:   func(c *Credential, r *codec.Rules) { constraintrt.Apply(schemaCredential, c, r) },
})
