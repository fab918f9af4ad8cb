package governance

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// QualitySignalLevel is the quality signal a delegation outcome yields
// (schema quality-signal-level, a JSON string): high, moderate, low or
// negative. Each level stands for a numeric score ([QualitySignalScores]).
// The zero value is absent.
//
// Schema: quality-signal-level — "Quality signal derived from a delegation
// outcome. Maps to a numeric score range."
type QualitySignalLevel string

// The quality signal levels, in protocol order (best first).
const (
	QualityHigh     QualitySignalLevel = "high"
	QualityModerate QualitySignalLevel = "moderate"
	QualityLow      QualitySignalLevel = "low"
	QualityNegative QualitySignalLevel = "negative"
)

var qualitySignalLevels = enum.New(QualityHigh, QualityModerate, QualityLow, QualityNegative)

// QualitySignalLevels returns the quality signal levels in protocol order
// (high, moderate, low, negative), as a fresh slice.
func QualitySignalLevels() []QualitySignalLevel { return qualitySignalLevels.Values() }

// Valid reports whether l is high, moderate, low or negative.
func (l QualitySignalLevel) Valid() bool { return qualitySignalLevels.Has(l) }

// qualitySignalScores are the default scores of the levels, in level order.
var qualitySignalScores = [...]float64{0.95, 0.7, 0.35, 0.1}

// Score returns the default numeric score of l (high 0.95, moderate 0.7,
// low 0.35, negative 0.1), or 0 and false when l is not a level.
func (l QualitySignalLevel) Score() (float64, bool) {
	i := qualitySignalLevels.Index(l)
	if i < 0 {
		return 0, false
	}
	return qualitySignalScores[i], true
}

// QualitySignalScores returns the default score of each quality signal
// level (upstream's QUALITY_SIGNAL_SCORES): high 0.95, moderate 0.7, low
// 0.35, negative 0.1. The map is a fresh copy: changing it changes no
// result of this package.
func QualitySignalScores() map[QualitySignalLevel]float64 {
	m := make(map[QualitySignalLevel]float64, len(qualitySignalScores))
	for i, l := range qualitySignalLevels.Values() {
		m[l] = qualitySignalScores[i]
	}
	return m
}

// OutcomeQualityMapping maps each delegation outcome type to a quality
// signal level (schema outcome-quality-mapping). Closed object; all four
// members are required. Collections may override the defaults
// ([DefaultOutcomeQualityMapping]).
//
// Schema: outcome-quality-mapping — "Maps each OutcomeType to a
// QualitySignalLevel. Collections may override defaults."
type OutcomeQualityMapping struct {
	Unanimous  QualitySignalLevel `json:"unanimous"`
	Majority   QualitySignalLevel `json:"majority"`
	Deadlock   QualitySignalLevel `json:"deadlock"`
	Escalation QualitySignalLevel `json:"escalation"`
}

// DefaultOutcomeQualityMapping returns the default mapping (upstream's
// DEFAULT_OUTCOME_QUALITY_MAPPING): unanimous → high, majority → moderate,
// deadlock → low, escalation → negative.
func DefaultOutcomeQualityMapping() OutcomeQualityMapping {
	return OutcomeQualityMapping{Unanimous: QualityHigh, Majority: QualityModerate, Deadlock: QualityLow,
		Escalation: QualityNegative}
}

// Signal returns the level m maps the outcome type t to, or "" and false
// when t is not an outcome type.
func (m OutcomeQualityMapping) Signal(t OutcomeType) (QualitySignalLevel, bool) {
	switch t {
	case OutcomeUnanimous:
		return m.Unanimous, true
	case OutcomeMajority:
		return m.Majority, true
	case OutcomeDeadlock:
		return m.Deadlock, true
	case OutcomeEscalation:
		return m.Escalation, true
	}
	return "", false
}

// DelegationQualityEvent records the quality signal a delegation outcome
// yields for a personality's reputation (schema delegation-quality-event).
// Closed object.
//
// Nothing ties the members together: quality_signal need not be what
// mapping_used gives for outcome_type, nor quality_score the level's
// default score. quality_score is a number from 0 to 1 (the schema's
// bounds).
//
// Its constraint file has one error rule, delegation-quality-score-range
// ("quality_score must be in [0, 1]."), which Validate does not apply
// (COMPATIBILITY.md #132): its expression compares timestamps, so it is
// false for every number and would reject every event; the schema's 0..1
// bounds are its intent. CheckConstraints reports it with the file's
// result. Its warning delegation-quality-signal-score-consistency tests
// only that the required quality_signal is present and never fires.
//
// Schema: delegation-quality-event — "Event recording a quality signal
// derived from a delegation outcome, feeding into reputation."
type DelegationQualityEvent struct {
	EventID wire.UUID `json:"event_id"`
	// OutcomeID is the DelegationOutcome that triggered this quality event.
	OutcomeID wire.UUID `json:"outcome_id"`
	// TreeNodeID is the node in the delegation tree where the outcome
	// occurred.
	TreeNodeID string `json:"tree_node_id" hf:"minLength=1"`
	// PersonalityID is the personality whose reputation is being updated.
	PersonalityID string `json:"personality_id" hf:"minLength=1"`
	CollectionID  string `json:"collection_id" hf:"minLength=1"`
	PoolID        string `json:"pool_id" hf:"minLength=1"`
	// OutcomeType classifies the delegation outcome.
	OutcomeType OutcomeType `json:"outcome_type"`
	// QualitySignal is the signal derived from the outcome.
	QualitySignal QualitySignalLevel `json:"quality_signal"`
	// QualityScore is the numeric score in [0, 1] derived from the signal.
	QualityScore float64 `json:"quality_score" hf:"minimum=0,maximum=1"`
	// MappingUsed is the outcome-to-signal mapping applied.
	MappingUsed OutcomeQualityMapping `json:"mapping_used"`
	// ModelID is the model that produced the outcome, if applicable.
	ModelID         *string        `json:"model_id,omitzero" hf:"minLength=1"`
	OccurredAt      wire.Timestamp `json:"occurred_at"`
	ContractVersion wire.Semver    `json:"contract_version"`
}

// notApplied is the delegation-quality-event rule Validate leaves out (a
// package variable: the call passes it without allocating).
var notApplied = []string{"delegation-quality-score-range"}

var _ = codec.Register(codec.Meta[QualitySignalLevel]{
	Schema:      "quality-signal-level",
	Description: "Quality signal derived from a delegation outcome. Maps to a numeric score range.",
	Since:       "7.5.0",
	ID:          "QualitySignalLevel",
})

var _ = codec.Register(codec.Meta[OutcomeQualityMapping]{
	Schema:      "outcome-quality-mapping",
	Description: "Maps each OutcomeType to a QualitySignalLevel. Collections may override defaults.",
	Since:       "7.5.0",
	ID:          "OutcomeQualityMapping",
})

var _ = codec.Register(codec.Meta[DelegationQualityEvent]{
	Schema: "delegation-quality-event",
	// The rules of the constraint file of the validation's contract but
	// the score range (COMPATIBILITY.md #132).
	Rules: func(x *DelegationQualityEvent, r *codec.Rules) {
		constraintrt.Apply("delegation-quality-event", x, r, notApplied...)
	},
	Constraint:       "delegation-quality-event",
	ConstraintNative: notApplied,
	Warnings: func(x *DelegationQualityEvent, r *codec.Rules) {
		constraintrt.Apply("delegation-quality-event", x, r)
	},
	Description: "Event recording a quality signal derived from a delegation outcome, feeding into reputation.",
	Since:       "7.5.0",
	ID:          "DelegationQualityEvent",
	Doc: codec.Doc{
		Validate: "Validate reports every violation of e: the schema rules (quality_score from 0 to 1 " +
			"included). The constraint file's delegation-quality-score-range is not applied " +
			"(COMPATIBILITY.md #132): it compares timestamps and is false for every number.",
	},
})
