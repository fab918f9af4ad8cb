package recall

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/signing"
	"github.com/hounfour-go/hounfour/wire"
)

// Pack is what a recall yields (schema recall-pack): the items recalled
// for a request, summaries of what was redacted and excluded, and the
// content hash of the pack. Closed object; items may be empty.
//
// The pack is integrity-bearing (x-integrity-bearing): its pack_hash must
// equal the SHA-256 of the canonical form of the pack without pack_hash
// (rule RP-1, runtime-deferred: the caller's). As upstream, no validation
// reports an obligation for it: the flag is read only for crypto-bearing
// types.
//
// Schema: recall-pack — "Output container for the recall machinery: items
// + redaction summary + exclusion summary + content-addressed pack_hash. …"
type Pack struct {
	PackID wire.UUID `json:"pack_id"`
	// RecallRequestRef is the request_id of the Request the pack answers.
	RecallRequestRef wire.UUID        `json:"recall_request_ref"`
	Items            []Item           `json:"items"`
	Redactions       RedactionSummary `json:"redactions"`
	Exclusions       ExclusionSummary `json:"exclusions"`
	PackHash         signing.Hash     `json:"pack_hash"`
	CreatedAt        wire.Timestamp   `json:"created_at"`
	ContractVersion  string           `json:"contract_version" hf:"pattern=^\\d+\\.\\d+\\.\\d+$"`
}

// Item is one recalled item of a Pack: its id and type, a reference to its
// payload (the pack does not carry payloads) and when it was recorded.
// Closed object.
type Item struct {
	ItemID     string         `json:"item_id" hf:"minLength=1"`
	ItemType   string         `json:"item_type" hf:"minLength=1"`
	PayloadRef string         `json:"payload_ref" hf:"minLength=1"`
	RecordedAt wire.Timestamp `json:"recorded_at"`
}

// RedactionSummary counts what a Pack redacted and names the categories.
// Closed object.
type RedactionSummary struct {
	TotalRedacted       int64    `json:"total_redacted" hf:"minimum=0"`
	RedactionCategories []string `json:"redaction_categories" hf:"item.minLength=1"`
}

// ExclusionSummary counts what a Pack excluded and names the categories.
// Closed object.
type ExclusionSummary struct {
	TotalExcluded       int64    `json:"total_excluded" hf:"minimum=0"`
	ExclusionCategories []string `json:"exclusion_categories" hf:"item.minLength=1"`
}

var _ = codec.Register(codec.Meta[Pack]{
	Schema: "recall-pack",
	// The rules of the constraint file of the validation's contract (RP-1
	// is runtime-deferred: never evaluated).
	Rules:       func(x *Pack, r *codec.Rules) { constraintrt.Apply("recall-pack", x, r) },
	Constraint:  "recall-pack",
	Description: "Output container for the recall machinery: items + redaction summary + exclusion summary + content-addressed pack_hash. Sub-component shapes inlined per the locked v8.5.0 de-scope decision. Hash verification is a consumer obligation surfaced via the unverified-obligations manifest (integrity_deferred).",
	Since:       "8.5.0",
	ID:          "RecallPack",
	// Integrity-bearing without being crypto-bearing: no validation
	// reads the flag (kept as upstream).
	Bearing:     codec.IntegrityBearing,
	Annotations: map[string]any{"x-integrity-bearing": true},
})
