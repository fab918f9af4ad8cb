package governance

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// ExecutionStatus is the lifecycle status of a proposal's execution
// (schema execution-status, a JSON string): pending, executing, completed,
// failed or rolled_back. Contract 7.7.0. The allowed moves between them
// are [ExecutionTransitions].
type ExecutionStatus string

// The execution statuses, in protocol order.
const (
	ExecutionPending    ExecutionStatus = "pending"
	ExecutionExecuting  ExecutionStatus = "executing"
	ExecutionCompleted  ExecutionStatus = "completed"
	ExecutionFailed     ExecutionStatus = "failed"
	ExecutionRolledBack ExecutionStatus = "rolled_back"
)

var executionStatuses = enum.New(ExecutionPending, ExecutionExecuting, ExecutionCompleted, ExecutionFailed,
	ExecutionRolledBack)

// Valid reports whether s is one of the five execution statuses.
func (s ExecutionStatus) Valid() bool { return executionStatuses.Has(s) }

// ExecutionStatuses returns the five statuses in protocol order (a fresh
// slice).
func ExecutionStatuses() []ExecutionStatus { return executionStatuses.Values() }

var _ = codec.Register(codec.Meta[ExecutionStatus]{
	Schema:      "execution-status",
	Description: "Lifecycle status of a governance proposal execution.",
	Since:       "7.7.0",
})

// ExecutionStrategy is how a proposal's changes are applied (schema
// execution-strategy, a JSON string): atomic (all at once), progressive
// (in steps with checkpoints) or canary (a first small step, then the
// rest). Contract 7.8.0.
type ExecutionStrategy string

// The execution strategies.
const (
	StrategyAtomic      ExecutionStrategy = "atomic"
	StrategyProgressive ExecutionStrategy = "progressive"
	StrategyCanary      ExecutionStrategy = "canary"
)

var executionStrategies = enum.New(StrategyAtomic, StrategyProgressive, StrategyCanary)

// Valid reports whether s is one of the three strategies.
func (s ExecutionStrategy) Valid() bool { return executionStrategies.Has(s) }

var _ = codec.Register(codec.Meta[ExecutionStrategy]{
	Schema:      "execution-strategy",
	Description: "Strategy for executing governance proposal changes.",
	Since:       "7.8.0",
})

// ChangeResult is the outcome of applying one change: success, failed or
// skipped.
type ChangeResult string

// The change results.
const (
	ChangeSuccess ChangeResult = "success"
	ChangeFailed  ChangeResult = "failed"
	ChangeSkipped ChangeResult = "skipped"
)

var changeResults = enum.New(ChangeSuccess, ChangeFailed, ChangeSkipped)

// Valid reports whether r is one of the three change results.
func (r ChangeResult) Valid() bool { return changeResults.Has(r) }

// ChangeApplicationResult is the result of applying one proposed change
// during an execution (schema change-application-result): the change's
// index in the proposal's changes, what it changed, when, and how it
// went. Closed object. Contract 7.7.0.
//
// Schema: change-application-result — "Result of applying a single
// proposed change during execution."
type ChangeApplicationResult struct {
	// ChangeIndex is the change's index in the proposal's changes.
	ChangeIndex int64 `json:"change_index" hf:"minimum=0"`
	// Target is what was changed (a field path or a constraint id).
	Target string `json:"target" hf:"minLength=1"`
	// AppliedAt is when the change was applied.
	AppliedAt wire.Timestamp `json:"applied_at"`
	// Result is how it went.
	Result ChangeResult `json:"result"`
	// Error is the failure reason, meant for a failed change (optional,
	// free text, may be empty; nothing ties it to Result).
	Error *string `json:"error,omitzero"`
}

var _ = codec.Register(codec.Meta[ChangeApplicationResult]{
	Schema:      "change-application-result",
	Description: "Result of applying a single proposed change during execution.",
	Since:       "7.7.0",
	ID:          "ChangeApplicationResult",
})

// Rule ids of ProposalExecution's constraint rules.
const (
	RuleExecutionCompletedNeedsTimestamp = "execution-completed-needs-timestamp"
	RuleExecutionChangesNonempty         = "execution-changes-nonempty"
)

// ProposalExecution is the execution record of a ratified governance
// proposal (schema proposal-execution): its status, the result of each
// change applied, the lifecycle events and checkpoints it produced, who
// ran it, when, with which strategy, and the rollback scope if it was
// rolled back. Closed object. Contract 7.7.0; execution_strategy,
// checkpoints and rollback_scope_id 7.8.0.
//
// Its constraint rules: a completed execution has a completion time
// (execution-completed-needs-timestamp, "Completed executions must have a
// completed_at timestamp."), and at least one change result
// (execution-changes-nonempty, implied by changes_applied's minimum).
// Nothing checks the status against the execution's history (see
// [ExecutionTransitions]).
//
// Schema: proposal-execution — "Execution record for a ratified governance
// proposal."
type ProposalExecution struct {
	// ExecutionID identifies the execution.
	ExecutionID wire.UUID `json:"execution_id"`
	// ProposalID is the ratified governance proposal executed.
	ProposalID wire.UUID `json:"proposal_id"`
	// Status is the execution's lifecycle status.
	Status ExecutionStatus `json:"status"`
	// ChangesApplied are the results of applying each proposed change (at
	// least one).
	ChangesApplied []ChangeApplicationResult `json:"changes_applied" hf:"minItems=1"`
	// ConstraintLifecycleEvents are the ids of the constraint lifecycle
	// events the execution created (optional).
	ConstraintLifecycleEvents []wire.UUID `json:"constraint_lifecycle_events,omitzero"`
	// StartedAt is when the execution started.
	StartedAt wire.Timestamp `json:"started_at"`
	// CompletedAt is when it finished; a completed execution needs one.
	CompletedAt wire.Timestamp `json:"completed_at,omitzero"`
	// ExecutedBy is the agent or system that ran it.
	ExecutedBy string `json:"executed_by" hf:"minLength=1"`
	// ExecutionStrategy is how the changes were applied (optional; atomic
	// when absent, which is never filled in). Contract 7.8.0.
	ExecutionStrategy ExecutionStrategy `json:"execution_strategy,omitzero" hf:"since=7.8.0"`
	// Checkpoints are the ids of the execution checkpoints recorded during
	// a progressive or canary execution (optional). Contract 7.8.0.
	Checkpoints []wire.UUID `json:"checkpoints,omitzero" hf:"since=7.8.0"`
	// RollbackScopeID is the rollback scope, if the execution was rolled
	// back (optional). Contract 7.8.0.
	RollbackScopeID wire.UUID `json:"rollback_scope_id,omitzero" hf:"since=7.8.0"`
	// ContractVersion is the protocol version it was written under.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[ProposalExecution]{
	Schema:      "proposal-execution",
	Description: "Execution record for a ratified governance proposal.",
	Since:       "7.7.0",
	ID:          "ProposalExecution",
	Rules:       func(e *ProposalExecution, r *codec.Rules) { constraintrt.Apply("proposal-execution", e, r) },
	Constraint:  "proposal-execution",
})

// ProposalEventType is the kind of a proposal lifecycle event (schema
// proposal-event-type, a JSON string). Contract 7.7.0.
type ProposalEventType string

// The proposal event types, in protocol order.
const (
	ProposalEventProposed           ProposalEventType = "proposed"
	ProposalEventVotingOpened       ProposalEventType = "voting_opened"
	ProposalEventVoteCast           ProposalEventType = "vote_cast"
	ProposalEventRatified           ProposalEventType = "ratified"
	ProposalEventRejected           ProposalEventType = "rejected"
	ProposalEventWithdrawn          ProposalEventType = "withdrawn"
	ProposalEventExecutionStarted   ProposalEventType = "execution_started"
	ProposalEventExecutionCompleted ProposalEventType = "execution_completed"
	ProposalEventExecutionFailed    ProposalEventType = "execution_failed"
)

var proposalEventTypes = enum.New(ProposalEventProposed, ProposalEventVotingOpened, ProposalEventVoteCast,
	ProposalEventRatified, ProposalEventRejected, ProposalEventWithdrawn, ProposalEventExecutionStarted,
	ProposalEventExecutionCompleted, ProposalEventExecutionFailed)

// Valid reports whether t is one of the nine proposal event types.
func (t ProposalEventType) Valid() bool { return proposalEventTypes.Has(t) }

var _ = codec.Register(codec.Meta[ProposalEventType]{
	Schema:      "proposal-event-type",
	Description: "Type of governance proposal lifecycle event.",
	Since:       "7.7.0",
})

// Rule id of ProposalOutcomeEvent's constraint rule.
const RuleOutcomeEventActorRequired = "outcome-event-actor-required"

// ProposalOutcomeEvent is one event in a governance proposal's life
// (schema proposal-outcome-event): the proposal, what happened, who did
// it, when, and event-specific details. Closed object. Contract 7.7.0.
//
// Its constraint rule — a non-empty actor id
// (outcome-event-actor-required) — is implied by actor_id's minimum
// length.
//
// Schema: proposal-outcome-event — "Lifecycle event for a governance
// proposal."
type ProposalOutcomeEvent struct {
	// EventID identifies the event.
	EventID wire.UUID `json:"event_id"`
	// ProposalID is the proposal the event belongs to.
	ProposalID wire.UUID `json:"proposal_id"`
	// EventType is what happened.
	EventType ProposalEventType `json:"event_type"`
	// ActorID is the agent who acted.
	ActorID string `json:"actor_id" hf:"minLength=1"`
	// Details are event-specific metadata (any keys and JSON values, e.g.
	// a vote's choice or an execution's result), kept as received.
	Details map[string]json.RawMessage `json:"details,omitzero"`
	// OccurredAt is when it happened.
	OccurredAt wire.Timestamp `json:"occurred_at"`
	// ContractVersion is the protocol version it was written under.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[ProposalOutcomeEvent]{
	Schema:      "proposal-outcome-event",
	Description: "Lifecycle event for a governance proposal.",
	Since:       "7.7.0",
	ID:          "ProposalOutcomeEvent",
	Rules:       func(e *ProposalOutcomeEvent, r *codec.Rules) { constraintrt.Apply("proposal-outcome-event", e, r) },
	Constraint:  "proposal-outcome-event",
})
