package reputation

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// RoutingSignalType is the kind of a reputation-based routing signal
// (schema routing-signal-type, a JSON string): model_preference,
// task_eligibility or delegation_priority. The zero value is absent.
//
// Its values: [SignalModelPreference], [SignalTaskEligibility],
// [SignalDelegationPriority].
//
// Schema: routing-signal-type — "Type of reputation-based routing signal."
type RoutingSignalType string

// The routing signal types.
const (
	SignalModelPreference    RoutingSignalType = "model_preference"
	SignalTaskEligibility    RoutingSignalType = "task_eligibility"
	SignalDelegationPriority RoutingSignalType = "delegation_priority"
)

var routingSignalTypes = enum.New(SignalModelPreference, SignalTaskEligibility, SignalDelegationPriority)

// RoutingSignalTypes returns the three routing signal types in protocol
// order, as a fresh slice.
func RoutingSignalTypes() []RoutingSignalType { return routingSignalTypes.Values() }

// Valid reports whether t is model_preference, task_eligibility or
// delegation_priority.
func (t RoutingSignalType) Valid() bool { return routingSignalTypes.Has(t) }

// ModelPreference is a per-model minimum cohort score of a routing signal.
// Closed object.
type ModelPreference struct {
	// ModelID is the model alias ("gpt-4o", "claude-opus").
	ModelID string `json:"model_id" hf:"minLength=1"`
	// MinCohortScore is the minimum per-model cohort score for this
	// preference.
	MinCohortScore float64 `json:"min_cohort_score" hf:"minimum=0,maximum=1"`
}

// RoutingSignal directs resources to a personality by its reputation
// (schema reputation-routing-signal): active while the personality is at
// least in QualifyingState with at least QualifyingScore. Closed object.
//
// Its constraint rules: routing-score-consistency (qualifying_score in
// [0, 1], which the schema already requires) and
// routing-expiry-after-effective (an expires_at must be strictly after
// effective_at, both taken as instants at millisecond precision). Nothing
// ties ModelPreferences to the signal type.
//
// Schema: reputation-routing-signal — "Reputation-based routing signal for
// meritocratic resource allocation."
type RoutingSignal struct {
	SignalID wire.UUID `json:"signal_id"`
	// PersonalityID is the personality this routing signal applies to.
	PersonalityID   string            `json:"personality_id" hf:"minLength=1"`
	SignalType      RoutingSignalType `json:"signal_type"`
	QualifyingState State             `json:"qualifying_state"`
	// QualifyingScore is the minimum blended score for this routing
	// signal to be active.
	QualifyingScore float64 `json:"qualifying_score" hf:"minimum=0,maximum=1"`
	// ModelPreferences are per-model minimum cohort scores, relevant for
	// model_preference signals.
	ModelPreferences []ModelPreference `json:"model_preferences,omitzero"`
	// RoutingWeight is the influence on allocation decisions (0 none, 1
	// full).
	RoutingWeight float64        `json:"routing_weight" hf:"minimum=0,maximum=1"`
	EffectiveAt   wire.Timestamp `json:"effective_at"`
	// ExpiresAt is absent for a signal that does not expire.
	ExpiresAt       wire.Timestamp `json:"expires_at,omitzero"`
	ContractVersion wire.Semver    `json:"contract_version"`
}

// EngagementSignalType is the category of a community engagement signal
// (schema engagement-signal-type, a JSON string): participation,
// endorsement, contribution or cultural_resonance. The zero value is
// absent.
//
// Its values: [EngagementParticipation], [EngagementEndorsement],
// [EngagementContribution], [EngagementCulturalResonance].
//
// Schema: engagement-signal-type — "Category of community engagement
// signal."
type EngagementSignalType string

// The engagement signal types.
const (
	EngagementParticipation     EngagementSignalType = "participation"
	EngagementEndorsement       EngagementSignalType = "endorsement"
	EngagementContribution      EngagementSignalType = "contribution"
	EngagementCulturalResonance EngagementSignalType = "cultural_resonance"
)

var engagementSignalTypes = enum.New(EngagementParticipation, EngagementEndorsement, EngagementContribution,
	EngagementCulturalResonance)

// EngagementSignalTypes returns the four engagement signal types in
// protocol order, as a fresh slice.
func EngagementSignalTypes() []EngagementSignalType { return engagementSignalTypes.Values() }

// Valid reports whether t is participation, endorsement, contribution or
// cultural_resonance.
func (t EngagementSignalType) Valid() bool { return engagementSignalTypes.Has(t) }

// EngagementSignal records a personality's engagement with its community,
// for reputation and governance weighting (schema
// community-engagement-signal). Closed object.
//
// Its constraint rules: engagement-weight-bounded (weight in [0, 1]) and
// engagement-personality-nonempty (a non-empty personality_id); the schema
// already requires both.
//
// Schema: community-engagement-signal — "Community engagement signal for
// reputation and governance weighting."
type EngagementSignal struct {
	SignalID wire.UUID `json:"signal_id"`
	// PersonalityID is the agent personality emitting the signal.
	PersonalityID string `json:"personality_id" hf:"minLength=1"`
	// CollectionID is the collection context of the engagement.
	CollectionID string               `json:"collection_id" hf:"minLength=1"`
	SignalType   EngagementSignalType `json:"signal_type"`
	// Weight is the signal's strength, from 0 (minimal) to 1 (maximum
	// engagement).
	Weight float64 `json:"weight" hf:"minimum=0,maximum=1"`
	// Context is human-readable context (may be empty).
	Context *string `json:"context,omitzero"`
	// SourceEventID references the event that generated the signal.
	SourceEventID   wire.UUID      `json:"source_event_id,omitzero"`
	RecordedAt      wire.Timestamp `json:"recorded_at"`
	ContractVersion wire.Semver    `json:"contract_version"`
}

const (
	schemaRoutingSignal    = "reputation-routing-signal"
	schemaEngagementSignal = "community-engagement-signal"
)

var _ = codec.Register(codec.Meta[RoutingSignalType]{
	Schema:      "routing-signal-type",
	Description: "Type of reputation-based routing signal.",
	Since:       "7.6.0",
	ID:          "RoutingSignalType",
})

var _ = codec.Register(codec.Meta[RoutingSignal]{
	Schema:      schemaRoutingSignal,
	Description: "Reputation-based routing signal for meritocratic resource allocation.",
	Since:       "7.6.0",
	ID:          "ReputationRoutingSignal",
	// The rules of the constraint file of the validation's contract.
	Rules:      func(s *RoutingSignal, r *codec.Rules) { constraintrt.Apply("reputation-routing-signal", s, r) },
	Constraint: "reputation-routing-signal",
})

var _ = codec.Register(codec.Meta[EngagementSignalType]{
	Schema:      "engagement-signal-type",
	Description: "Category of community engagement signal.",
	Since:       "7.7.0",
	ID:          "EngagementSignalType",
})

var _ = codec.Register(codec.Meta[EngagementSignal]{
	Schema:      schemaEngagementSignal,
	Description: "Community engagement signal for reputation and governance weighting.",
	Since:       "7.7.0",
	ID:          "CommunityEngagementSignal",
	// The rules of the constraint file of the validation's contract.
	Rules:      func(s *EngagementSignal, r *codec.Rules) { constraintrt.Apply("community-engagement-signal", s, r) },
	Constraint: "community-engagement-signal",
})
