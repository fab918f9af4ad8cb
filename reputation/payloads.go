package reputation

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
)

// StateChangedPayload is the payload of the event
// reputation.state.changed: a personality's reputation moved from one state
// to another (schema reputation-state-changed-payload). Closed object.
//
// Its constraint rule reputation-state-changed-valid-transition: the state
// changes, or the move is to cold (a reset) — warming → warming is
// rejected, cold → cold accepted. It does not follow the state machine:
// cold → authoritative passes although IsValidTransition says no.
//
// Schema: reputation-state-changed-payload — "Payload emitted when a
// personality's reputation state machine transitions between states (cold /
// warming / established / authoritative)."
type StateChangedPayload struct {
	// PersonalityID identifies the personality.
	PersonalityID string `json:"personality_id" hf:"minLength=1"`
	// CollectionID identifies the collection.
	CollectionID string `json:"collection_id" hf:"minLength=1"`
	// PoolID identifies the pool.
	PoolID string `json:"pool_id" hf:"minLength=1"`
	// FromState is the state before the change.
	FromState State `json:"from_state"`
	// ToState is the state after it.
	ToState State `json:"to_state"`
	// Trigger says what caused it.
	Trigger string `json:"trigger" hf:"minLength=1"`
	// BlendedScore is the blended score at the change, in [0, 1].
	BlendedScore float64 `json:"blended_score" hf:"minimum=0,maximum=1"`
}

// QualityEventRecordedPayload is the payload of the event
// reputation.quality_event.recorded: a quality observation was ingested
// (schema quality-event-recorded-payload), with the new sample count (at
// least 1) and blended score. Closed object. Its constraint rules are
// implied by the members' bounds.
//
// Schema: quality-event-recorded-payload — "Payload emitted when a quality
// observation is ingested into the reputation aggregate. Carries the new
// sample count and updated blended score."
type QualityEventRecordedPayload struct {
	// PersonalityID identifies the personality.
	PersonalityID string `json:"personality_id" hf:"minLength=1"`
	// PoolID identifies the pool.
	PoolID string `json:"pool_id" hf:"minLength=1"`
	// QualityEventID identifies the recorded event.
	QualityEventID string `json:"quality_event_id" hf:"minLength=1"`
	// CompositeScore is the event's composite score, in [0, 1].
	CompositeScore float64 `json:"composite_score" hf:"minimum=0,maximum=1"`
	// NewSampleCount is the aggregate's sample count after recording.
	NewSampleCount int64 `json:"new_sample_count" hf:"minimum=1"`
	// NewBlendedScore is its blended score after recording, in [0, 1].
	NewBlendedScore float64 `json:"new_blended_score" hf:"minimum=0,maximum=1"`
}

// CollectionScoreUpdatedPayload is the payload of the event
// reputation.collection_score.updated: a collection's trimmed mean was
// recalculated (schema collection-score-updated-payload). Closed object.
// Its constraint rule collection-score-trimmed-lte-members: trimmed_count
// is at most member_count.
//
// Schema: collection-score-updated-payload — "Payload emitted when a
// collection's trimmed-mean score is recalculated. Acts as a
// monetary-policy signal in the Web4 social-monies framing — the score
// proxies for the collection's monetary credibility."
type CollectionScoreUpdatedPayload struct {
	// CollectionID identifies the collection.
	CollectionID string `json:"collection_id" hf:"minLength=1"`
	// PoolID identifies the pool.
	PoolID string `json:"pool_id" hf:"minLength=1"`
	// NewScore is the new trimmed mean, in [0, 1].
	NewScore float64 `json:"new_score" hf:"minimum=0,maximum=1"`
	// MemberCount is the number of members averaged.
	MemberCount int64 `json:"member_count" hf:"minimum=0"`
	// TrimmedCount is the number trimmed away.
	TrimmedCount int64 `json:"trimmed_count" hf:"minimum=0"`
}

var _ = codec.Register(codec.Meta[StateChangedPayload]{
	Schema:      "reputation-state-changed-payload",
	Description: "Payload emitted when a personality's reputation state machine transitions between states (cold / warming / established / authoritative).",
	Since:       "7.1.0",
	ID:          "ReputationStateChangedPayload",
	Rules: func(p *StateChangedPayload, r *codec.Rules) {
		constraintrt.Apply("reputation-state-changed-payload", p, r)
	},
	Constraint: "reputation-state-changed-payload",
})

var _ = codec.Register(codec.Meta[QualityEventRecordedPayload]{
	Schema:      "quality-event-recorded-payload",
	Description: "Payload emitted when a quality observation is ingested into the reputation aggregate. Carries the new sample count and updated blended score.",
	Since:       "7.1.0",
	ID:          "QualityEventRecordedPayload",
	Rules: func(p *QualityEventRecordedPayload, r *codec.Rules) {
		constraintrt.Apply("quality-event-recorded-payload", p, r)
	},
	Constraint: "quality-event-recorded-payload",
})

var _ = codec.Register(codec.Meta[CollectionScoreUpdatedPayload]{
	Schema:      "collection-score-updated-payload",
	Description: "Payload emitted when a collection's trimmed-mean score is recalculated. Acts as a monetary-policy signal in the Web4 social-monies framing — the score proxies for the collection's monetary credibility.",
	Since:       "7.1.0",
	ID:          "CollectionScoreUpdatedPayload",
	Rules: func(p *CollectionScoreUpdatedPayload, r *codec.Rules) {
		constraintrt.Apply("collection-score-updated-payload", p, r)
	},
	Constraint: "collection-score-updated-payload",
})
