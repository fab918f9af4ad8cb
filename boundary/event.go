package boundary

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// EvaluationEventType is the event_type of every EvaluationEvent.
const EvaluationEventType = "economic_boundary_evaluation"

// EvaluationEvent publishes a decision engine Result for a boundary
// (schema economic-boundary-evaluation-event). Closed object.
//
// EventType is always EvaluationEventType. BoundaryID is required here
// although optional inside the result; nothing checks that the two agree.
// The result is checked by the Result's constraint rules, at
// /evaluation_result.
//
// Schema: economic-boundary-evaluation-event — "Event recording an economic
// boundary evaluation for the feedback loop."
type EvaluationEvent struct {
	// EventType is the constant "economic_boundary_evaluation".
	EventType  string    `json:"event_type" hf:"const=economic_boundary_evaluation"`
	BoundaryID wire.UUID `json:"boundary_id"`
	// PersonalityID is the agent personality evaluated.
	PersonalityID string `json:"personality_id" hf:"minLength=1"`
	// CollectionID is the collection context.
	CollectionID     string         `json:"collection_id" hf:"minLength=1"`
	EvaluationResult Result         `json:"evaluation_result"`
	OccurredAt       wire.Timestamp `json:"occurred_at"`
	ContractVersion  wire.Semver    `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[EvaluationEvent]{
	Schema:      "economic-boundary-evaluation-event",
	Description: "Event recording an economic boundary evaluation for the feedback loop.",
	Since:       "7.9.1",
	ID:          "EconomicBoundaryEvaluationEvent",
})
