package governance

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// DisputeType classifies a dispute.
type DisputeType string

// The dispute types.
const (
	DisputeQuality    DisputeType = "quality"
	DisputeSafety     DisputeType = "safety"
	DisputeBilling    DisputeType = "billing"
	DisputeOwnership  DisputeType = "ownership"
	DisputeBehavioral DisputeType = "behavioral"
)

var disputeTypes = enum.New(DisputeQuality, DisputeSafety, DisputeBilling, DisputeOwnership, DisputeBehavioral)

// Valid reports whether t is one of the five dispute types.
func (t DisputeType) Valid() bool { return disputeTypes.Has(t) }

// DisputeOutcome is how a dispute was resolved.
type DisputeOutcome string

// The dispute outcomes.
const (
	DisputeUpheld      DisputeOutcome = "upheld"
	DisputeDismissed   DisputeOutcome = "dismissed"
	DisputeCompromised DisputeOutcome = "compromised"
)

var disputeOutcomes = enum.New(DisputeUpheld, DisputeDismissed, DisputeCompromised)

// Valid reports whether o is upheld, dismissed or compromised.
func (o DisputeOutcome) Valid() bool { return disputeOutcomes.Has(o) }

// DisputeRecord is a dispute filed against an agent or outcome, with its
// evidence and resolution (schema dispute-record). Closed object.
type DisputeRecord struct {
	// DisputeID identifies the dispute.
	DisputeID string `json:"dispute_id" hf:"minLength=1"`
	// FiledBy is the party filing the dispute.
	FiledBy string `json:"filed_by" hf:"minLength=1"`
	// FiledAgainst is the party the dispute is filed against; never FiledBy.
	FiledAgainst string `json:"filed_against" hf:"minLength=1"`
	// DisputeType classifies the dispute.
	DisputeType DisputeType `json:"dispute_type"`
	// Evidence lists the supporting events (at least one).
	Evidence []DisputeEvidence `json:"evidence" hf:"minItems=1"`
	// FiledAt is when the dispute was filed.
	FiledAt wire.Timestamp `json:"filed_at"`
	// Resolution is the dispute's resolution, once resolved.
	Resolution *DisputeResolution `json:"resolution,omitzero"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// DisputeEvidence is one piece of evidence of a dispute. Closed object.
type DisputeEvidence struct {
	// EventID is the evidencing event.
	EventID string `json:"event_id" hf:"minLength=1"`
	// Description says what the event shows.
	Description string `json:"description" hf:"minLength=1"`
}

// DisputeResolution is how and when a dispute was resolved. Closed object.
type DisputeResolution struct {
	// Outcome is the resolution's outcome.
	Outcome DisputeOutcome `json:"outcome"`
	// ResolvedAt is when the dispute was resolved (not before FiledAt).
	ResolvedAt wire.Timestamp `json:"resolved_at"`
	// SanctionID is the sanction imposed as a result.
	SanctionID *string `json:"sanction_id,omitzero" hf:"minLength=1"`
	// CreditNoteID is the credit note issued as a result.
	CreditNoteID *string `json:"credit_note_id,omitzero" hf:"minLength=1"`
}

const schemaDisputeRecord = "dispute-record"

var _ = codec.Register(codec.Meta[DisputeRecord]{
	Schema:      schemaDisputeRecord,
	Description: "Dispute filed against an agent or outcome with evidence and resolution tracking",
	Rules: func(d *DisputeRecord, r *codec.Rules) {
		// The file's one error rule that runs is the native self-dispute
		// rule on the same members (its date rule is excluded), so it is
		// evaluated only when that fired: a valid record is not encoded for
		// the evaluator.
		if disputeRules(d, r) {
			constraintrt.Apply(schemaDisputeRecord, d, r, disputeNative...)
		}
	},
	UpstreamRules: func(d *DisputeRecord, r *codec.Rules) { disputeRules(d, r) },
	Doc: codec.Doc{
		Validate: "Validate reports every violation of r: the schema rules, the cross-field rules " +
			"upstream registers (no self-dispute; a resolution not before the filing, at millisecond " +
			"precision), then the error-severity rules of the DisputeRecord constraint file except its text " +
			"comparison of the two dates (deviations 8 and 60 in COMPATIBILITY.md).",
	},
})

// disputeRules reports upstream's cross-field errors and whether the one
// with a constraint-file twin (self-dispute) fired.
func disputeRules(d *DisputeRecord, r *codec.Rules) (twin bool) {
	// "filed_by == filed_against"
	if r.OK("filed_by", "filed_against") && d.FiledBy == d.FiledAgainst {
		twin = true
		r.Report("dispute-self", "filed_by and filed_against must be different (self-dispute not allowed)", "filed_against")
	}
	// "resolution present and resolution.resolved_at < filed_at (ms)"
	if r.OK("resolution", "filed_at") && d.Resolution != nil && d.Resolution.ResolvedAt.CompareMilli(d.FiledAt) < 0 {
		r.Report("dispute-resolution-order", "resolution.resolved_at must be >= filed_at", "resolution", "resolved_at")
	}
	return twin
}

// disputeNative is the constraint left to the native rule, a slice made
// once (a variadic list written at the call would be allocated at every
// validation).
var disputeNative = []string{"dispute-resolution-temporal"}
