package reputation

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// RecordQualityEventCommand asks to ingest a quality observation into a
// reputation aggregate (schema record-quality-event-command): it drives the
// sample count and the blended score. Closed object. The event gets every
// rule and warning of a quality event at /quality_event; the command's own
// constraint rule (a non-empty command_id) is implied by its bound.
//
// Schema: record-quality-event-command — "Write-intent command to ingest a
// quality observation into the reputation aggregate. Drives sample-count
// increment and blended-score update."
type RecordQualityEventCommand struct {
	// CommandID identifies the command.
	CommandID string `json:"command_id" hf:"minLength=1"`
	// QualityEvent is the observation to record.
	QualityEvent QualityEvent `json:"quality_event"`
	// ContractVersion is the protocol version of the command.
	ContractVersion wire.Semver `json:"contract_version"`
}

// QueryCommand asks for reputation aggregates (schema
// query-reputation-command). With collection_id it names one aggregate;
// without, every aggregate of the personality and pool across collections.
// With model_id it asks for that model's cohort; without, for the
// cross-model aggregate. Closed object. Its constraint rules (non-empty
// identifiers) are implied by the members' bounds.
//
// Schema: query-reputation-command — "Read-intent command for reputation
// aggregates. With collection_id, performs a single-aggregate lookup;
// without, returns all aggregates for personality+pool across
// collections."
type QueryCommand struct {
	// CommandID identifies the command.
	CommandID string `json:"command_id" hf:"minLength=1"`
	// PersonalityID identifies the personality.
	PersonalityID string `json:"personality_id" hf:"minLength=1"`
	// CollectionID names one collection (optional; contract 7.2.0):
	// absent, every collection of the personality and pool.
	CollectionID *string `json:"collection_id,omitzero" hf:"minLength=1,since=7.2.0"`
	// PoolID identifies the pool.
	PoolID string `json:"pool_id" hf:"minLength=1"`
	// ModelID asks for one model's cohort (optional; contract 7.3.0):
	// absent, the cross-model aggregate.
	ModelID *string `json:"model_id,omitzero" hf:"minLength=1,since=7.3.0"`
	// IncludeHistory asks for the transition history (optional; false is
	// the documented default, never filled in).
	IncludeHistory *bool `json:"include_history,omitzero"`
	// ContractVersion is the protocol version of the command.
	ContractVersion wire.Semver `json:"contract_version"`
}

// ResetCommand asks to reset a reputation aggregate to cold (schema
// reset-reputation-command), with the reason and the actor for the audit
// trail. Closed object. Its constraint rule (non-empty reason and actor) is
// implied by the members' bounds.
//
// Schema: reset-reputation-command — "Write-intent command to reset a
// reputation aggregate back to the cold state. Carries the reset reason and
// actor identity for audit."
type ResetCommand struct {
	// CommandID identifies the command.
	CommandID string `json:"command_id" hf:"minLength=1"`
	// PersonalityID identifies the personality.
	PersonalityID string `json:"personality_id" hf:"minLength=1"`
	// CollectionID identifies the collection.
	CollectionID string `json:"collection_id" hf:"minLength=1"`
	// PoolID identifies the pool.
	PoolID string `json:"pool_id" hf:"minLength=1"`
	// Reason says why the aggregate is reset.
	Reason string `json:"reason" hf:"minLength=1"`
	// Actor identifies who resets it.
	Actor string `json:"actor" hf:"minLength=1"`
	// ContractVersion is the protocol version of the command.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[RecordQualityEventCommand]{
	Schema:      "record-quality-event-command",
	Description: "Write-intent command to ingest a quality observation into the reputation aggregate. Drives sample-count increment and blended-score update.",
	Since:       "7.1.0",
	ID:          "RecordQualityEventCommand",
	Rules: func(c *RecordQualityEventCommand, r *codec.Rules) {
		constraintrt.Apply("record-quality-event-command", c, r)
	},
	Constraint: "record-quality-event-command",
	// The command's file has no warnings; the nested event's come with
	// Warnings.
	Warnings: func(c *RecordQualityEventCommand, r *codec.Rules) {
		constraintrt.Apply("record-quality-event-command", c, r)
	},
})

var _ = codec.Register(codec.Meta[QueryCommand]{
	Schema:      "query-reputation-command",
	Description: "Read-intent command for reputation aggregates. With collection_id, performs a single-aggregate lookup; without, returns all aggregates for personality+pool across collections.",
	Since:       "7.1.0",
	ID:          "QueryReputationCommand",
	Rules:       func(c *QueryCommand, r *codec.Rules) { constraintrt.Apply("query-reputation-command", c, r) },
	Constraint:  "query-reputation-command",
})

var _ = codec.Register(codec.Meta[ResetCommand]{
	Schema:      "reset-reputation-command",
	Description: "Write-intent command to reset a reputation aggregate back to the cold state. Carries the reset reason and actor identity for audit.",
	Since:       "7.1.0",
	ID:          "ResetReputationCommand",
	Rules:       func(c *ResetCommand, r *codec.Rules) { constraintrt.Apply("reset-reputation-command", c, r) },
	Constraint:  "reset-reputation-command",
})
