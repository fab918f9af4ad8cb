package recall

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/signing"
	"github.com/hounfour-go/hounfour/wire"
)

// Receipt is the signed acknowledgment of a recall pack (schema
// recall-receipt): the pack's hash, the detail level, the signature
// envelope and the receipt's own content hash. Closed object.
//
// A Receipt is crypto-bearing: a validation through hounfour.Options
// refuses it unless Options.AcceptDeferred is set, and then reports the
// CRYPTO_DEFERRED obligation. Its runtime-deferred rules: RR-1 (receipt_hash
// equals the SHA-256 of the canonical receipt without it) and RR-2 (the
// envelope's signature verifies with the key its key_ref names).
//
// Schema: recall-receipt — "Crypto-bearing signed acknowledgment for a
// RecallPack. …"
type Receipt struct {
	ReceiptID wire.UUID `json:"receipt_id"`
	// PackHash is the pack_hash of the Pack acknowledged.
	PackHash          signing.Hash     `json:"pack_hash"`
	DetailLevel       DetailLevel      `json:"detail_level"`
	SignatureEnvelope signing.Envelope `json:"signature_envelope"`
	ReceiptHash       signing.Hash     `json:"receipt_hash"`
	SignedAt          wire.Timestamp   `json:"signed_at"`
	ContractVersion   string           `json:"contract_version" hf:"pattern=^\\d+\\.\\d+\\.\\d+$"`
}

var _ = codec.Register(codec.Meta[Receipt]{
	Schema: "recall-receipt",
	// The rules of the constraint file of the validation's contract (RR-1
	// and RR-2 are runtime-deferred: never evaluated).
	Rules:       func(x *Receipt, r *codec.Rules) { constraintrt.Apply("recall-receipt", x, r) },
	Constraint:  "recall-receipt",
	Description: "Crypto-bearing signed acknowledgment for a RecallPack. validate() defaults to { valid: false, errors: [CRYPTO_DEFERRED] } unless { acceptDeferred: true } is passed; consumer must verify the wrapped signature_envelope and reconcile pack_hash + receipt_hash before treating the receipt as authoritative.",
	Since:       "8.5.0",
	ID:          "RecallReceipt",
	Bearing:     codec.CryptoBearing,
	Annotations: map[string]any{"x-crypto-bearing": true},
})
