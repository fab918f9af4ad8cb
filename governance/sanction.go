package governance

import (
	"encoding/json"
	"strconv"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// ImposedBy says who imposed a sanction.
type ImposedBy string

// The sanction authorities.
const (
	ImposedAutomatic      ImposedBy = "automatic"
	ImposedModerator      ImposedBy = "moderator"
	ImposedGovernanceVote ImposedBy = "governance_vote"
)

var imposedBys = enum.New(ImposedAutomatic, ImposedModerator, ImposedGovernanceVote)

// Valid reports whether b is automatic, moderator or governance_vote.
func (b ImposedBy) Valid() bool { return imposedBys.Has(b) }

// Sanction is a sanction imposed on an agent for policy violations (schema
// sanction). Closed object; its Trigger is open.
//
// Severity is the level actually imposed (terminated included);
// SeverityLevel, when present, is the graduated severity used for
// enforcement and takes precedence.
type Sanction struct {
	// SanctionID identifies the sanction.
	SanctionID string `json:"sanction_id" hf:"minLength=1"`
	// AgentID is the sanctioned agent.
	AgentID string `json:"agent_id" hf:"minLength=1"`
	// Severity is the sanction's level.
	Severity SanctionLevel `json:"severity"`
	// Trigger is the violation that caused the sanction.
	Trigger SanctionTrigger `json:"trigger"`
	// ImposedBy says who imposed the sanction.
	ImposedBy ImposedBy `json:"imposed_by"`
	// ImposedAt is when the sanction was imposed.
	ImposedAt wire.Timestamp `json:"imposed_at"`
	// AppealAvailable is whether the sanction can be appealed.
	AppealAvailable bool `json:"appeal_available"`
	// ExpiresAt is when the sanction ends; absent for a permanent one.
	ExpiresAt wire.Timestamp `json:"expires_at,omitzero"`
	// EscalationRuleApplied names the escalation rule (a violation type) applied.
	EscalationRuleApplied *string `json:"escalation_rule_applied,omitzero" hf:"minLength=1"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
	// SeverityLevel is the graduated severity used for enforcement.
	SeverityLevel SanctionSeverity `json:"severity_level,omitzero"`
	// DurationSeconds is the sanction's duration (0 = indefinite until review).
	DurationSeconds *int64 `json:"duration_seconds,omitzero" hf:"minimum=0"`
	// AppealDisputeID is the dispute record of a filed appeal.
	AppealDisputeID wire.UUID `json:"appeal_dispute_id,omitzero"`
	// EscalatedFrom is the sanction_id of the sanction this one escalates.
	EscalatedFrom *string `json:"escalated_from,omitzero" hf:"minLength=1"`
}

// SanctionTrigger is the violation behind a sanction. Open object:
// undeclared members are kept in Unknown.
type SanctionTrigger struct {
	// ViolationType classifies the violation.
	ViolationType ViolationType `json:"violation_type"`
	// OccurrenceCount is how many times the violation occurred (≥ 1).
	OccurrenceCount int64 `json:"occurrence_count" hf:"minimum=1"`
	// EvidenceEventIDs are the events that evidence the violation (at least one).
	EvidenceEventIDs []string `json:"evidence_event_ids" hf:"minItems=1,item.minLength=1"`
	// Unknown holds undeclared members, preserved through decode and encode.
	Unknown map[string]json.RawMessage `json:"-"`
}

const schemaSanction = "sanction"

var _ = codec.Register(codec.Meta[Sanction]{
	Schema:      schemaSanction,
	Description: "Sanction imposed on an agent for policy violations",
	Rules: func(s *Sanction, r *codec.Rules) {
		// The file's error rules that run are the native terminated-expiry
		// and appeal-dispute conditions on the same members, and one that
		// cannot fail once trigger passed its checks (evidence minItems 1);
		// its date rule is excluded. So the file can only fail when a native
		// twin did, and it is evaluated only then: a valid sanction is not
		// encoded for the evaluator (TestSanctionConstraintEquivalence).
		if sanctionRules(s, r) {
			constraintrt.Apply(schemaSanction, s, r, sanctionNativeError...)
		}
	},
	UpstreamRules: func(s *Sanction, r *codec.Rules) { sanctionRules(s, r) },
	Warnings: func(s *Sanction, r *codec.Rules) {
		sanctionWarnings(s, r)
		constraintrt.Apply(schemaSanction, s, r, sanctionNativeWarning...)
	},
	Doc: codec.Doc{
		Validate: "Validate reports every violation of s: the schema rules, the cross-field rules " +
			"upstream registers (a terminated sanction has no expires_at; expires_at after imposed_at at " +
			"millisecond precision; an appeal dispute needs appeal_available), then the error-severity rules " +
			"of the Sanction constraint file except its text comparison of the two dates (deviations 8 and " +
			"60 in COMPATIBILITY.md).",
		ValidateSchema: "ValidateSchema reports the schema violations and the cross-field rules upstream " +
			"registers, without the constraint-file rules (upstream's runtime verdict).",
		Warnings: "Warnings returns the advisory findings on s, which never invalidate it: upstream's six " +
			"warnings (expiry recommended for warning and rate_limited; the escalation rule and the " +
			"escalation table disagreeing with the sanction; a timed severity_level without " +
			"duration_seconds; severity and severity_level differing; the reservation floor reminder for " +
			"warning and rate_limited), then the constraint file's other failing warning rules.",
	},
})

// sanctionRules reports upstream's cross-field errors and whether one with
// a constraint-file twin (terminated-expiry, appeal-dispute) fired.
func sanctionRules(s *Sanction, r *codec.Rules) (twin bool) {
	// "severity == terminated and expires_at present"
	if r.OK("severity", "expires_at") && s.Severity == LevelTerminated && !s.ExpiresAt.IsZero() {
		twin = true
		r.Report("sanction-terminated-expiry",
			`expires_at must not be present when severity is "terminated" (termination is permanent)`, "expires_at")
	}
	// "expires_at present and expires_at <= imposed_at (ms)"
	if r.OK("expires_at", "imposed_at") && !s.ExpiresAt.IsZero() && s.ExpiresAt.CompareMilli(s.ImposedAt) <= 0 {
		r.Report("sanction-expiry-after-imposed", "expires_at must be after imposed_at", "expires_at")
	}
	// "severity == terminated and evidence_event_ids empty" — unreachable
	// through the schema (minItems 1); kept as upstream registers it.
	if r.OK("severity", "trigger") && s.Severity == LevelTerminated && len(s.Trigger.EvidenceEventIDs) == 0 {
		r.Report("sanction-terminated-evidence", "terminated severity requires at least one evidence event",
			"trigger", "evidence_event_ids")
	}
	// "appeal_dispute_id present and appeal_available == false"
	if r.OK("appeal_dispute_id", "appeal_available") && !s.AppealDisputeID.IsZero() && !s.AppealAvailable {
		twin = true
		r.Report("sanction-appeal-dispute", "appeal_dispute_id present but appeal_available is false", "appeal_dispute_id")
	}
	return twin
}

func sanctionWarnings(s *Sanction, r *codec.Rules) {
	timed := s.Severity == LevelWarning || s.Severity == LevelRateLimited
	// "severity warning or rate_limited, expires_at absent"
	if r.OK("severity", "expires_at") && timed && s.ExpiresAt.IsZero() {
		r.Report("sanction-expiry-recommended", `expires_at recommended for severity "`+string(s.Severity)+`"`, "expires_at")
	}
	// "escalation_rule_applied present and ≠ trigger.violation_type"
	if r.OK("escalation_rule_applied", "trigger") && s.EscalationRuleApplied != nil &&
		*s.EscalationRuleApplied != string(s.Trigger.ViolationType) {
		r.Report("sanction-escalation-rule-match", `escalation_rule_applied ("`+*s.EscalationRuleApplied+
			`") should match trigger.violation_type ("`+string(s.Trigger.ViolationType)+`")`, "escalation_rule_applied")
	}
	// "expected ≠ severity, where expected = the progression entry of the
	// largest threshold ≤ occurrence_count"
	if r.OK("severity", "trigger") {
		want, ok := EscalatedLevel(s.Trigger.ViolationType, s.Trigger.OccurrenceCount)
		if ok && want != s.Severity {
			r.Report("sanction-escalation-severity", `severity "`+string(s.Severity)+`" does not match escalation rule for `+
				string(s.Trigger.ViolationType)+" at occurrence "+strconv.FormatInt(s.Trigger.OccurrenceCount, 10)+
				` (expected "`+string(want)+`")`, "severity")
		}
	}
	// "severity_level present, ≠ suspended, duration_seconds absent"
	if r.OK("severity_level", "duration_seconds") && s.SeverityLevel != "" && s.SeverityLevel != SeveritySuspended &&
		s.DurationSeconds == nil {
		r.Report("sanction-timed-duration",
			"severity_level present without duration_seconds — timed sanctions should specify duration", "duration_seconds")
	}
	// "severity_level present and ≠ severity"
	if r.OK("severity_level", "severity") && s.SeverityLevel != "" && string(s.SeverityLevel) != string(s.Severity) {
		r.Report("sanction-severity-precedence", `severity ("`+string(s.Severity)+`") differs from severity_level ("`+
			string(s.SeverityLevel)+`") — severity_level takes precedence for enforcement`, "severity_level")
	}
	// "severity warning or rate_limited (always)"
	if r.OK("severity") && timed {
		r.Report("sanction-reservation-floor", `severity "`+string(s.Severity)+
			`" should preserve agent reservation floor — enforcement must not reduce capacity below reserved minimum`,
			"severity")
	}
}

// The constraints Validate and Warnings leave to the native rules, passed
// to constraintrt.Apply as slices made once (a variadic list written at
// the call would be allocated at every validation).
var (
	sanctionNativeError   = []string{"sanction-expiry-after-imposed"}
	sanctionNativeWarning = []string{"sanction-expiry-recommended"}
)
