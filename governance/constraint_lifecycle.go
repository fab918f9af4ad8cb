package governance

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// ConstraintStatus is the lifecycle status of a protocol constraint
// within governance (schema constraint-lifecycle-status, a JSON string):
// proposed, under_review, enacted, rejected or deprecated. Contract 7.6.0.
// The allowed moves between them are [ConstraintTransitions].
type ConstraintStatus string

// The constraint lifecycle statuses, in protocol order.
const (
	ConstraintProposed    ConstraintStatus = "proposed"
	ConstraintUnderReview ConstraintStatus = "under_review"
	ConstraintEnacted     ConstraintStatus = "enacted"
	ConstraintRejected    ConstraintStatus = "rejected"
	ConstraintDeprecated  ConstraintStatus = "deprecated"
)

var constraintStatuses = enum.New(ConstraintProposed, ConstraintUnderReview, ConstraintEnacted, ConstraintRejected,
	ConstraintDeprecated)

// Valid reports whether s is one of the five lifecycle statuses (matched
// exactly).
func (s ConstraintStatus) Valid() bool { return constraintStatuses.Has(s) }

// ConstraintStatuses returns the five statuses in protocol order (a fresh
// slice).
func ConstraintStatuses() []ConstraintStatus { return constraintStatuses.Values() }

var _ = codec.Register(codec.Meta[ConstraintStatus]{
	Schema:      "constraint-lifecycle-status",
	Description: "Lifecycle status of a protocol constraint within governance.",
	Since:       "7.6.0",
})

// CandidateSeverity is the severity a [ConstraintCandidate] proposes:
// error, warning or info.
type CandidateSeverity string

// The candidate severities.
const (
	CandidateError   CandidateSeverity = "error"
	CandidateWarning CandidateSeverity = "warning"
	CandidateInfo    CandidateSeverity = "info"
)

var candidateSeverities = enum.New(CandidateError, CandidateWarning, CandidateInfo)

// Valid reports whether s is one of the three severities.
func (s CandidateSeverity) Valid() bool { return candidateSeverities.Has(s) }

// Rule ids of ConstraintCandidate's constraint rules.
const (
	RuleCandidateExpressionNonempty = "candidate-expression-nonempty"
	RuleCandidateFieldsNonempty     = "candidate-fields-nonempty"
)

// ConstraintCandidate is a constraint proposed for governance enactment
// (schema constraint-candidate): its id, target schema, expression,
// severity, type signature, fields and description, and optionally the
// result of a dry run. Closed object. The expression is text: validation
// does not parse it. Contract 7.6.0.
//
// Its constraint rules — a non-empty expression
// (candidate-expression-nonempty) and at least one field
// (candidate-fields-nonempty) — are implied by the members' own checks.
//
// Schema: constraint-candidate — "A constraint candidate proposed for
// governance enactment."
type ConstraintCandidate struct {
	// CandidateID identifies the candidate.
	CandidateID wire.UUID `json:"candidate_id"`
	// ConstraintID is the proposed constraint id (e.g. "my-custom-check").
	ConstraintID string `json:"constraint_id" hf:"minLength=1"`
	// SchemaID is the schema the constraint applies to.
	SchemaID string `json:"schema_id" hf:"minLength=1"`
	// Expression is the constraint expression, in the constraint
	// language.
	Expression string `json:"expression" hf:"minLength=1"`
	// Severity is the severity of a violation.
	Severity CandidateSeverity `json:"severity"`
	// TypeSignature maps field names to type names (a record of strings).
	TypeSignature map[string]string `json:"type_signature"`
	// Fields are the fields the constraint references (at least one).
	Fields []string `json:"fields" hf:"minItems=1,item.minLength=1"`
	// Description describes the constraint.
	Description string `json:"description" hf:"minLength=1"`
	// DryRunResult is the result of a dry run against the type signature
	// (optional).
	DryRunResult *DryRunResult `json:"dry_run_result,omitzero"`
}

// DryRunResult is the result of a candidate's dry run: whether the
// expression parsed and type-checked, and the errors met. Closed object.
type DryRunResult struct {
	// Valid reports whether the expression parsed and type-checked.
	Valid bool `json:"valid"`
	// Errors are the errors met during the dry run (may be empty).
	Errors []string `json:"errors"`
}

var _ = codec.Register(codec.Meta[ConstraintCandidate]{
	Schema:      "constraint-candidate",
	Description: "A constraint candidate proposed for governance enactment.",
	Since:       "7.6.0",
	ID:          "ConstraintCandidate",
	Rules:       func(c *ConstraintCandidate, r *codec.Rules) { constraintrt.Apply("constraint-candidate", c, r) },
	Constraint:  "constraint-candidate",
})

// Rule ids of ConstraintLifecycleEvent's constraint rules.
const (
	RuleLifecycleValidTransition      = "lifecycle-valid-transition"
	RuleLifecycleEnactedNeedsProposal = "lifecycle-enacted-needs-proposal"
)

// ConstraintLifecycleEvent records one move of a constraint through its
// lifecycle (schema constraint-lifecycle-event): which constraint, the
// proposal that drove it, from which status to which, who enacted it and
// when. Closed object. Contract 7.6.0.
//
// Its constraint rules: the two statuses differ
// (lifecycle-valid-transition, "from_status → to_status must follow
// CONSTRAINT_LIFECYCLE_TRANSITIONS.") — only that: a move the transition
// table forbids, such as proposed → enacted, passes the rule (an event
// records history; [IsConstraintEnactable] tests the table) — and a move
// to enacted names a proposal (lifecycle-enacted-needs-proposal, implied
// by the required proposal_id).
//
// Schema: constraint-lifecycle-event — "State transition event in a
// constraint lifecycle."
type ConstraintLifecycleEvent struct {
	// EventID identifies the event.
	EventID wire.UUID `json:"event_id"`
	// ConstraintID is the constraint that moved.
	ConstraintID string `json:"constraint_id" hf:"minLength=1"`
	// ProposalID is the governance proposal that drove the move.
	ProposalID wire.UUID `json:"proposal_id"`
	// FromStatus is the status the constraint left.
	FromStatus ConstraintStatus `json:"from_status"`
	// ToStatus is the status it entered.
	ToStatus ConstraintStatus `json:"to_status"`
	// EnactedBy is the agent who enacted the move (optional).
	EnactedBy *string `json:"enacted_by,omitzero" hf:"minLength=1"`
	// OccurredAt is when it happened.
	OccurredAt wire.Timestamp `json:"occurred_at"`
	// ContractVersion is the protocol version it was written under.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[ConstraintLifecycleEvent]{
	Schema:      "constraint-lifecycle-event",
	Description: "State transition event in a constraint lifecycle.",
	Since:       "7.6.0",
	ID:          "ConstraintLifecycleEvent",
	Rules: func(e *ConstraintLifecycleEvent, r *codec.Rules) {
		constraintrt.Apply("constraint-lifecycle-event", e, r)
	},
	Constraint: "constraint-lifecycle-event",
})
