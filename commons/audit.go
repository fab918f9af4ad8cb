package commons

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// AuditEntry is one event of a governed resource's audit trail (schema
// commons/audit-entry). Closed object.
//
// EntryHash is the entry's content hash under HashDomainTag (see
// AuditEntryHash); PreviousHash links it to the entry before it, or to the
// trail's genesis hash for the first entry. The domain tag is stored with
// the entry so that a trail written under an older tag still verifies.
//
// Schema: commons/audit-entry — no upstream description (the index lists
// the name).
type AuditEntry struct {
	EntryID   wire.UUID      `json:"entry_id"`
	Timestamp wire.Timestamp `json:"timestamp"`
	// EventType is a dotted event type of three lowercase segments
	// (commons.transition.executed). The three-segment form
	// org:consumer:body of IsThreeSegmentEventType does not match this
	// pattern.
	EventType string  `json:"event_type" hf:"minLength=1,pattern=^[a-z]+\\.[a-z_]+\\.[a-z_]+$"`
	ActorID   *string `json:"actor_id,omitzero" hf:"minLength=1"`
	// Payload is the event's data, any JSON value including null (nil =
	// absent; a JSON null is present and hashed as null).
	Payload json.RawMessage `json:"payload,omitzero"`
	// EntryHash is the domain-separated SHA-256 of this entry's content
	// ("sha256:" + 64 lowercase hex digits).
	EntryHash string `json:"entry_hash" hf:"pattern=^sha256:[a-f0-9]{64}$"`
	// PreviousHash is the EntryHash of the entry before this one, or the
	// trail's genesis hash for the first entry.
	PreviousHash string `json:"previous_hash" hf:"pattern=^sha256:[a-f0-9]{64}$"`
	// HashDomainTag is the exact domain tag EntryHash was computed with
	// (BuildDomainTag's form, or the unsanitized form of trails written
	// before it).
	HashDomainTag string `json:"hash_domain_tag" hf:"minLength=1"`
}

// HashInput returns the members of e that its entry hash covers.
func (e AuditEntry) HashInput() AuditEntryHashInput {
	return AuditEntryHashInput{
		EntryID:   e.EntryID.String(),
		Timestamp: e.Timestamp.String(),
		EventType: e.EventType,
		ActorID:   e.ActorID,
		Payload:   e.Payload,
	}
}

// IntegrityStatus is what is known of an audit trail's hash chain:
// verified (the chain was checked), unverified (not yet checked) or
// quarantined (a discontinuity was found; entries after the break are
// suspect). The zero value is absent.
//
// Its values: [IntegrityVerified], [IntegrityUnverified],
// [IntegrityQuarantined].
type IntegrityStatus string

// The integrity states of an audit trail.
const (
	IntegrityVerified    IntegrityStatus = "verified"
	IntegrityUnverified  IntegrityStatus = "unverified"
	IntegrityQuarantined IntegrityStatus = "quarantined"
)

var integrityStates = enum.New(IntegrityVerified, IntegrityUnverified, IntegrityQuarantined)

// IntegrityStates returns the integrity states in protocol order (verified,
// unverified, quarantined), as a fresh slice.
func IntegrityStates() []IntegrityStatus { return integrityStates.Values() }

// Valid reports whether s is verified, unverified or quarantined.
func (s IntegrityStatus) Valid() bool { return integrityStates.Has(s) }

// HashAlgorithmSHA256 is the only hash algorithm of an audit trail.
const HashAlgorithmSHA256 = "sha256"

// AuditTrail is the append-only, hash-chained event log of a governed
// resource (schema commons/audit-trail). Closed object.
//
// Each entry's PreviousHash is the EntryHash of the entry before it, the
// first entry's is GenesisHash (AuditTrailGenesisHash for a new trail). A
// checkpoint (CheckpointHash and CheckpointIndex, set together by
// CreateCheckpoint) marks the entries up to CheckpointIndex as archivable:
// PruneBeforeCheckpoint drops them and anchors the rest at the checkpoint's
// hash.
//
// Its constraint rules: audit-trail-genesis-hash-set (genesis_hash is set;
// it is required) and audit-trail-checkpoint-consistency
// ("checkpoint_hash requires checkpoint_index to be set").
//
// Schema: commons/audit-trail — no upstream description (the index lists
// the name).
type AuditTrail struct {
	// Entries is the ordered, append-only sequence of audit events.
	Entries []AuditEntry `json:"entries"`
	// HashAlgorithm is always "sha256" (HashAlgorithmSHA256).
	HashAlgorithm string `json:"hash_algorithm" hf:"const=sha256"`
	// GenesisHash anchors the chain: AuditTrailGenesisHash for a new trail,
	// a checkpoint's hash for a pruned one.
	GenesisHash     string          `json:"genesis_hash" hf:"pattern=^sha256:[a-f0-9]{64}$"`
	IntegrityStatus IntegrityStatus `json:"integrity_status"`
	// CheckpointHash is the EntryHash of the checkpointed entry.
	CheckpointHash *string `json:"checkpoint_hash,omitzero" hf:"pattern=^sha256:[a-f0-9]{64}$"`
	// CheckpointIndex is the index of the last checkpointed entry; entries
	// at or before it may be pruned after archiving.
	CheckpointIndex *int64 `json:"checkpoint_index,omitzero" hf:"minimum=0"`
}

// NewAuditTrail returns an empty trail anchored at AuditTrailGenesisHash,
// with hash algorithm sha256 and integrity status verified: the trail a new
// governed resource starts with.
func NewAuditTrail() AuditTrail {
	return AuditTrail{
		Entries:         []AuditEntry{},
		HashAlgorithm:   HashAlgorithmSHA256,
		GenesisHash:     AuditTrailGenesisHash,
		IntegrityStatus: IntegrityVerified,
	}
}

// Append completes e and appends it to t: it sets e's HashDomainTag to
// domainTag, its PreviousHash to the EntryHash of t's last entry (t's
// GenesisHash when t has none) and its EntryHash to AuditEntryHash of its
// content under domainTag, and returns the entry as appended. The tag is
// stored as given, not validated (BuildDomainTag makes one). On error (e's
// content cannot be canonicalized: see AuditEntryHash) t is unchanged.
//
// A trail built only with Append verifies with VerifyAuditTrail.
func (t *AuditTrail) Append(e AuditEntry, domainTag string) (AuditEntry, error) {
	h, err := AuditEntryHash(e.HashInput(), domainTag)
	if err != nil {
		return AuditEntry{}, err
	}
	e.HashDomainTag = domainTag
	e.EntryHash = h
	e.PreviousHash = t.GenesisHash
	if n := len(t.Entries); n > 0 {
		e.PreviousHash = t.Entries[n-1].EntryHash
	}
	t.Entries = append(t.Entries, e)
	return e, nil
}

// FailurePhase is the verification phase that found a broken audit trail:
// content (an entry's hash does not match its content) or chain (an entry
// does not link to the one before it). The zero value is absent.
//
// Its values: [PhaseContent], [PhaseChain].
type FailurePhase string

// The verification phases.
const (
	PhaseContent FailurePhase = "content"
	PhaseChain   FailurePhase = "chain"
)

var failurePhases = enum.New(PhaseContent, PhaseChain)

// FailurePhases returns the phases in protocol order (content, chain), as a
// fresh slice.
func FailurePhases() []FailurePhase { return failurePhases.Values() }

// Valid reports whether p is content or chain.
func (p FailurePhase) Valid() bool { return failurePhases.Has(p) }

var _ = codec.Register(codec.Meta[AuditEntry]{
	Schema: "commons/audit-entry",
	Since:  "8.0.0",
	ID:     "AuditEntry",
})

var _ = codec.Register(codec.Meta[AuditTrail]{
	Schema: "commons/audit-trail",
	// The rules of the constraint file of the validation's contract.
	Rules:      func(x *AuditTrail, r *codec.Rules) { constraintrt.Apply("commons/audit-trail", x, r) },
	Constraint: "commons/audit-trail",
	Since:      "8.0.0",
	ID:         "AuditTrail",
})
