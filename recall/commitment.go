package recall

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/signing"
	"github.com/hounfour-go/hounfour/wire"
)

// CommitmentRoot anchors an artifact by its content hash (schema
// commitment-root): what kind of artifact, its SHA-256, and optionally
// the chain and transaction that anchor it on-chain. Closed object.
//
// Rule CR-2 (Validate): anchor_chain_id and anchor_tx_hash are both present
// or both absent. A CommitmentRoot is crypto-bearing and integrity-bearing:
// a validation through hounfour.Options refuses it unless
// Options.AcceptDeferred is set (with the CRYPTO_DEFERRED error, as
// upstream), and then reports the INTEGRITY_DEFERRED obligation (only that
// one). Its runtime-deferred rule CR-1: subject_hash equals the SHA-256 of
// the canonical committed artifact.
//
// Schema: commitment-root — "Content-addressed onchain anchor primitive.
// Crypto-bearing AND integrity-bearing …"
type CommitmentRoot struct {
	CommitmentID   wire.UUID      `json:"commitment_id"`
	CommitmentType CommitmentType `json:"commitment_type"`
	SubjectHash    signing.Hash   `json:"subject_hash"`
	// AnchorChainID is the chain the commitment is anchored on (nil: a
	// local-only commitment).
	AnchorChainID *string `json:"anchor_chain_id,omitzero" hf:"minLength=1"`
	// AnchorTxHash is the anchoring transaction (nil: local-only).
	AnchorTxHash    *string        `json:"anchor_tx_hash,omitzero" hf:"minLength=1"`
	CreatedAt       wire.Timestamp `json:"created_at"`
	ContractVersion string         `json:"contract_version" hf:"pattern=^\\d+\\.\\d+\\.\\d+$"`
}

var _ = codec.Register(codec.Meta[CommitmentRoot]{
	Schema: "commitment-root",
	// The rules of the constraint file of the validation's contract: CR-2
	// (CR-1 is runtime-deferred: never evaluated).
	Rules:       func(x *CommitmentRoot, r *codec.Rules) { constraintrt.Apply("commitment-root", x, r) },
	Constraint:  "commitment-root",
	Description: "Content-addressed onchain anchor primitive. Crypto-bearing AND integrity-bearing — validate() defaults to { valid: false, errors: [INTEGRITY_DEFERRED] } unless { acceptDeferred: true } is passed. Per ADR-010 hounfour ships shape; computeCommitmentRoot + onchain anchor adapters stay consumer-side.",
	Since:       "8.5.0",
	ID:          "CommitmentRoot",
	Bearing:     codec.CryptoBearing | codec.IntegrityBearing,
	Annotations: map[string]any{"x-crypto-bearing": true, "x-integrity-bearing": true},
})
