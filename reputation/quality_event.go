package reputation

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// QualityEvent is one quality observation of a personality's output, the
// input of its reputation aggregate (schema quality-event): three quality
// dimensions, a composite score, and who evaluated which model when.
// Closed object; model_id is optional (contract 7.2.0).
//
// Its constraint rules: every score within [0, 1] (implied by the members'
// bounds), and two warnings — composite_score below all three dimensions
// (quality-composite-lower-bound) or above all three
// (quality-composite-upper-bound), strict float comparisons: a composite
// equal to one dimension never warns.
//
// Schema: quality-event — "Input signal feeding the reputation aggregate.
// Captures three quality dimensions (satisfaction / coherence / safety), a
// composite score, and provenance (evaluator and optional model_id)."
type QualityEvent struct {
	// EventID identifies the event (any non-empty text).
	EventID string `json:"event_id" hf:"minLength=1"`
	// PersonalityID identifies the personality evaluated.
	PersonalityID string `json:"personality_id" hf:"minLength=1"`
	// CollectionID identifies its collection.
	CollectionID string `json:"collection_id" hf:"minLength=1"`
	// PoolID identifies its pool.
	PoolID string `json:"pool_id" hf:"minLength=1"`
	// Satisfaction is the satisfaction dimension, in [0, 1].
	Satisfaction float64 `json:"satisfaction" hf:"minimum=0,maximum=1"`
	// Coherence is the coherence dimension, in [0, 1].
	Coherence float64 `json:"coherence" hf:"minimum=0,maximum=1"`
	// Safety is the safety dimension, in [0, 1].
	Safety float64 `json:"safety" hf:"minimum=0,maximum=1"`
	// CompositeScore is the producer's weighted average of the three
	// dimensions, in [0, 1] (a consumer cannot verify the weights).
	CompositeScore float64 `json:"composite_score" hf:"minimum=0,maximum=1"`
	// EvaluatorID identifies the evaluator.
	EvaluatorID string `json:"evaluator_id" hf:"minLength=1"`
	// ModelID is the alias of the model that produced the evaluated
	// output (native, reasoning, fast-code), optional; it feeds the
	// aggregate's model cohorts. Contract 7.2.0.
	ModelID *string `json:"model_id,omitzero" hf:"minLength=1,since=7.2.0"`
	// OccurredAt is when the observation was made.
	OccurredAt wire.Timestamp `json:"occurred_at"`
	// ContractVersion is the protocol version it was written under.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[QualityEvent]{
	Schema:      "quality-event",
	Description: "Input signal feeding the reputation aggregate. Captures three quality dimensions (satisfaction / coherence / safety), a composite score, and provenance (evaluator and optional model_id).",
	Since:       "7.1.0",
	ID:          "QualityEvent",
	// The rules and warnings of the constraint file of the validation's
	// contract.
	Rules:      func(e *QualityEvent, r *codec.Rules) { constraintrt.Apply("quality-event", e, r) },
	Constraint: "quality-event",
	Warnings:   func(e *QualityEvent, r *codec.Rules) { constraintrt.Apply("quality-event", e, r) },
})
