package reputation

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// EventType is the discriminator of a reputation event (its member
// "type"): quality_signal, task_completed, credential_update or
// model_performance (contract 8.2.0). The zero value is absent.
//
// Its values: [EventQualitySignal], [EventTaskCompleted],
// [EventCredentialUpdate], [EventModelPerformance].
type EventType string

// The reputation event types.
const (
	EventQualitySignal    EventType = "quality_signal"
	EventTaskCompleted    EventType = "task_completed"
	EventCredentialUpdate EventType = "credential_update"
	EventModelPerformance EventType = "model_performance"
)

var eventTypes = enum.New(EventQualitySignal, EventTaskCompleted, EventCredentialUpdate, EventModelPerformance)

// EventTypes returns the four event types in protocol order, as a fresh
// slice.
func EventTypes() []EventType { return eventTypes.Values() }

// Valid reports whether t is one of the four event types.
func (t EventType) Valid() bool { return eventTypes.Has(t) }

// EventEnvelope holds the members every reputation event starts with, in
// this order: a globally unique event id (the deduplication key: a
// repeated event_id with an equal payload is an idempotent replay, with
// another payload a conflict), the agent that produced the event, the
// collection it concerns, when it occurred and an optional sequence number
// giving the events a total order (consumers tolerate gaps). Each variant
// embeds it.
type EventEnvelope struct {
	// EventID is the event's globally unique id, any letter case.
	EventID wire.UUID `json:"event_id"`
	// AgentID is the agent that produced the event (1 to 255 UTF-16
	// units).
	AgentID string `json:"agent_id" hf:"minLength=1,maxLength=255"`
	// CollectionID is the collection context of the event (1 to 255 UTF-16
	// units).
	CollectionID string `json:"collection_id" hf:"minLength=1,maxLength=255"`
	// Timestamp is when the event occurred.
	Timestamp wire.Timestamp `json:"timestamp"`
	// Sequence is an optional total-order sequence number.
	Sequence *int64 `json:"sequence,omitzero" hf:"minimum=0"`
}

// QualitySignalEvent is a quality observation of an agent (type
// quality_signal; schema quality-signal-event). Without a task type it
// updates the aggregate score only; with one, the task cohort too. Closed
// object.
type QualitySignalEvent struct {
	EventEnvelope
	// Type is "quality_signal".
	Type string `json:"type" hf:"const=quality_signal"`
	// Score is the quality score in [0, 1].
	Score    float64  `json:"score" hf:"minimum=0,maximum=1"`
	TaskType TaskType `json:"task_type,omitzero"`
	// Dimensions are named quality dimensions (coherence, safety): at most
	// 20, each name a lowercase letter followed by up to 31 lowercase
	// letters, digits or underscores, each score in [0, 1]. A name outside
	// that form is an undeclared member.
	Dimensions map[string]float64 `json:"dimensions,omitzero" hf:"maxProperties=20,item.minimum=0,item.maximum=1,key.pattern=^[a-z][a-z0-9_]{0,31}$"`
}

// TaskCompletedEvent records a completed task with its outcome (type
// task_completed; schema task-completed-event). Closed object.
type TaskCompletedEvent struct {
	EventEnvelope
	// Type is "task_completed".
	Type     string   `json:"type" hf:"const=task_completed"`
	TaskType TaskType `json:"task_type"`
	// Success reports whether the task completed successfully.
	Success bool `json:"success"`
	// DurationMS is the task's duration in milliseconds, at most one hour.
	DurationMS *int64 `json:"duration_ms,omitzero" hf:"minimum=0,maximum=3600000"`
}

// CredentialAction is what happened to a reputation credential: issued,
// revoked, renewed or suspended. The zero value is absent.
//
// Its values: [CredentialIssued], [CredentialRevoked], [CredentialRenewed],
// [CredentialSuspended].
type CredentialAction string

// The credential actions.
const (
	CredentialIssued    CredentialAction = "issued"
	CredentialRevoked   CredentialAction = "revoked"
	CredentialRenewed   CredentialAction = "renewed"
	CredentialSuspended CredentialAction = "suspended"
)

var credentialActions = enum.New(CredentialIssued, CredentialRevoked, CredentialRenewed, CredentialSuspended)

// CredentialActions returns the four credential actions in protocol
// order, as a fresh slice.
func CredentialActions() []CredentialAction { return credentialActions.Values() }

// Valid reports whether a is issued, revoked, renewed or suspended.
func (a CredentialAction) Valid() bool { return credentialActions.Has(a) }

// CredentialUpdateEvent records a change in a reputation credential's
// lifecycle (type credential_update; schema credential-update-event).
// Closed object.
type CredentialUpdateEvent struct {
	EventEnvelope
	// Type is "credential_update".
	Type string `json:"type" hf:"const=credential_update"`
	// CredentialID is the credential being updated.
	CredentialID wire.UUID        `json:"credential_id"`
	Action       CredentialAction `json:"action"`
}

// RequestContext ties a model performance observation to the request it
// evaluated and the delegation it ran under, when known. Closed object;
// {} is valid.
type RequestContext struct {
	// RequestID is the originating inference request.
	RequestID wire.UUID `json:"request_id,omitzero"`
	// DelegationID is the delegation chain context, if any.
	DelegationID wire.UUID `json:"delegation_id,omitzero"`
}

// ModelPerformanceEvent records how a model performed on a task, with full
// model attribution (type model_performance; schema
// model-performance-event; contract 8.2.0): it feeds scoring back into
// routing. Closed object.
type ModelPerformanceEvent struct {
	EventEnvelope
	// Type is "model_performance".
	Type string `json:"type" hf:"const=model_performance"`
	// ModelID is the model alias ("gpt-4o", "claude-opus").
	ModelID string `json:"model_id" hf:"minLength=1,maxLength=255"`
	// Provider is the provider ("openai", "anthropic").
	Provider string `json:"provider" hf:"minLength=1,maxLength=255"`
	// PoolID is the pool context of the evaluation.
	PoolID             string             `json:"pool_id" hf:"minLength=1,maxLength=255"`
	TaskType           TaskType           `json:"task_type"`
	QualityObservation QualityObservation `json:"quality_observation"`
	RequestContext     *RequestContext    `json:"request_context,omitzero"`
}

const (
	schemaEvent = "reputation-event"
	// ruleEventTypeValid predates the model_performance variant: the
	// union's discriminator decides the type instead.
	ruleEventTypeValid = "reputation-event-type-valid"
)

var eventExcluded = []string{ruleEventTypeValid}

// eventRules applies the constraint file of the reputation-event union to
// one of its variants, but its type rule (deviation 120 in
// COMPATIBILITY.md). A variant validated as a document of its own is
// checked with them too: the rules restate the variants' bounds (score,
// duration, sequence), so no verdict depends on where the event sits.
func eventRules[T any](v *T, r *codec.Rules) { constraintrt.Apply(schemaEvent, v, r, eventExcluded...) }

var _ = codec.Register(codec.Meta[QualitySignalEvent]{
	Schema:      "quality-signal-event",
	Description: "Reputation event variant: quality signal observation. When task_type is absent, the signal updates aggregate-only scoring; when present, both task-cohort and aggregate scoring update.",
	Since:       "7.10.0",
	Rules:       eventRules[QualitySignalEvent],
})

var _ = codec.Register(codec.Meta[TaskCompletedEvent]{
	Schema:      "task-completed-event",
	Description: "Reputation event variant: task completion record. Pairs the completed task_type with success/duration metadata for cohort scoring.",
	Since:       "7.10.0",
	Rules:       eventRules[TaskCompletedEvent],
})

var _ = codec.Register(codec.Meta[CredentialUpdateEvent]{
	Schema:      "credential-update-event",
	Description: "Reputation event variant: credential lifecycle change. Emitted when an agent reputation credential is issued, revoked, renewed, or suspended.",
	Since:       "7.10.0",
	Rules:       eventRules[CredentialUpdateEvent],
})

var _ = codec.Register(codec.Meta[ModelPerformanceEvent]{
	Schema:      "model-performance-event",
	Description: "Reputation event variant: model performance observation. Carries full model attribution (model_id, provider, pool_id) plus a structured quality observation; closes the autopoietic feedback loop between scoring and routing.",
	Since:       "8.2.0",
	Rules:       eventRules[ModelPerformanceEvent],
})
