package commons

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// HashChainDiscontinuity records a detected break in an audit trail's hash
// chain (schema commons/hash-chain-discontinuity); it starts the
// halt-and-reconcile protocol. Closed object.
//
// Its constraint rules: discontinuity-affected-nonneg (affected_entries ≥ 0,
// its bound) and discontinuity-last-good-bounds (last_known_good_index <
// entry_index).
//
// Schema: commons/hash-chain-discontinuity — "Event recording a detected
// hash chain discontinuity in an audit trail. Triggers halt-and-reconcile
// protocol (ADR-006)."
type HashChainDiscontinuity struct {
	DiscontinuityID wire.UUID `json:"discontinuity_id"`
	// ResourceType is the schema $id of the affected resource.
	ResourceType string         `json:"resource_type" hf:"minLength=1"`
	ResourceID   string         `json:"resource_id" hf:"minLength=1"`
	DetectedAt   wire.Timestamp `json:"detected_at"`
	EntryIndex   int64          `json:"entry_index" hf:"minimum=0"`
	ExpectedHash string         `json:"expected_hash" hf:"pattern=^sha256:[a-f0-9]{64}$"`
	ActualHash   string         `json:"actual_hash" hf:"pattern=^sha256:[a-f0-9]{64}$"`
	// LastKnownGoodIndex is the index of the last entry known good, -1 when
	// none is.
	LastKnownGoodIndex int64 `json:"last_known_good_index" hf:"minimum=-1"`
	AffectedEntries    int64 `json:"affected_entries" hf:"minimum=0"`
	// Detector identifies the service or component that found the break.
	Detector string `json:"detector" hf:"minLength=1"`
	// FailurePhase is the verification phase that found it.
	FailurePhase FailurePhase `json:"failure_phase"`
}

// QuarantineStatus is the state of quarantined audit entries (schema
// commons/quarantine-status, a JSON string): active (under investigation),
// reconciled (verified and reintegrated) or dismissed (permanently
// rejected). The zero value is absent.
//
// Its values: [QuarantineActive], [QuarantineReconciled],
// [QuarantineDismissed].
//
// Schema: commons/quarantine-status — "active: entries under
// investigation. reconciled: entries verified and reintegrated. dismissed:
// entries permanently rejected."
type QuarantineStatus string

// The quarantine states.
const (
	QuarantineActive     QuarantineStatus = "active"
	QuarantineReconciled QuarantineStatus = "reconciled"
	QuarantineDismissed  QuarantineStatus = "dismissed"
)

var quarantineStates = enum.New(QuarantineActive, QuarantineReconciled, QuarantineDismissed)

// QuarantineStates returns the quarantine states in protocol order
// (active, reconciled, dismissed), as a fresh slice.
func QuarantineStates() []QuarantineStatus { return quarantineStates.Values() }

// Valid reports whether s is active, reconciled or dismissed.
func (s QuarantineStatus) Valid() bool { return quarantineStates.Has(s) }

// QuarantineRecord records audit-trail entries quarantined after a hash
// chain discontinuity (schema commons/quarantine-record). Closed object.
//
// Its constraint rules: quarantine-index-order (first_affected_index ≤
// last_affected_index) and quarantine-resolved-requires-timestamp
// ("Resolved or dismissed status requires resolved_at timestamp").
//
// Schema: commons/quarantine-record — "Record of quarantined audit trail
// entries after hash chain discontinuity."
type QuarantineRecord struct {
	QuarantineID       wire.UUID        `json:"quarantine_id"`
	DiscontinuityID    wire.UUID        `json:"discontinuity_id"`
	ResourceType       string           `json:"resource_type" hf:"minLength=1"`
	ResourceID         string           `json:"resource_id" hf:"minLength=1"`
	Status             QuarantineStatus `json:"status"`
	QuarantinedAt      wire.Timestamp   `json:"quarantined_at"`
	ResolvedAt         wire.Timestamp   `json:"resolved_at,omitzero"`
	FirstAffectedIndex int64            `json:"first_affected_index" hf:"minimum=0"`
	LastAffectedIndex  int64            `json:"last_affected_index" hf:"minimum=0"`
	ResolutionNotes    *string          `json:"resolution_notes,omitzero" hf:"maxLength=2000"`
}

var _ = codec.Register(codec.Meta[HashChainDiscontinuity]{
	Schema: "commons/hash-chain-discontinuity",
	// The rules of the constraint file of the validation's contract.
	Rules: func(x *HashChainDiscontinuity, r *codec.Rules) {
		constraintrt.Apply("commons/hash-chain-discontinuity", x, r)
	},
	Constraint:  "commons/hash-chain-discontinuity",
	Description: "Event recording a detected hash chain discontinuity in an audit trail. Triggers halt-and-reconcile protocol (ADR-006).",
	Since:       "8.0.0",
	ID:          "HashChainDiscontinuity",
})

var _ = codec.Register(codec.Meta[QuarantineStatus]{
	Schema:      "commons/quarantine-status",
	Description: "active: entries under investigation. reconciled: entries verified and reintegrated. dismissed: entries permanently rejected.",
	Since:       "8.0.0",
	ID:          "QuarantineStatus",
})

var _ = codec.Register(codec.Meta[QuarantineRecord]{
	Schema: "commons/quarantine-record",
	// The rules of the constraint file of the validation's contract.
	Rules:       func(x *QuarantineRecord, r *codec.Rules) { constraintrt.Apply("commons/quarantine-record", x, r) },
	Constraint:  "commons/quarantine-record",
	Description: "Record of quarantined audit trail entries after hash chain discontinuity.",
	Since:       "8.0.0",
	ID:          "QuarantineRecord",
})
