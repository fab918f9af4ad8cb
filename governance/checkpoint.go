package governance

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// CheckpointHealth is the health observed at an execution checkpoint
// (schema checkpoint-health, a JSON string): healthy, degraded or failing.
// Contract 7.8.0.
type CheckpointHealth string

// The checkpoint health values.
const (
	HealthHealthy  CheckpointHealth = "healthy"
	HealthDegraded CheckpointHealth = "degraded"
	HealthFailing  CheckpointHealth = "failing"
)

var checkpointHealths = enum.New(HealthHealthy, HealthDegraded, HealthFailing)

// Valid reports whether h is one of the three health values.
func (h CheckpointHealth) Valid() bool { return checkpointHealths.Has(h) }

var _ = codec.Register(codec.Meta[CheckpointHealth]{
	Schema:      "checkpoint-health",
	Description: "Health assessment at a governance execution checkpoint.",
	Since:       "7.8.0",
})

// ProceedDecision is what an execution does after a checkpoint (schema
// proceed-decision, a JSON string): continue, pause or rollback. Contract
// 7.8.0.
type ProceedDecision string

// The proceed decisions.
const (
	DecisionContinue ProceedDecision = "continue"
	DecisionPause    ProceedDecision = "pause"
	DecisionRollback ProceedDecision = "rollback"
)

var proceedDecisions = enum.New(DecisionContinue, DecisionPause, DecisionRollback)

// Valid reports whether d is one of the three decisions.
func (d ProceedDecision) Valid() bool { return proceedDecisions.Has(d) }

var _ = codec.Register(codec.Meta[ProceedDecision]{
	Schema:      "proceed-decision",
	Description: "Decision made at a governance execution checkpoint.",
	Since:       "7.8.0",
})

// ConsistentDecision reports whether a proceed decision fits the health
// observed: healthy → continue; degraded → continue or pause; failing →
// rollback. Any other pair, and any value outside the vocabularies
// (matched exactly), is inconsistent.
func ConsistentDecision(h CheckpointHealth, d ProceedDecision) bool {
	switch h {
	case HealthHealthy:
		return d == DecisionContinue
	case HealthDegraded:
		return d == DecisionContinue || d == DecisionPause
	case HealthFailing:
		return d == DecisionRollback
	}
	return false
}

// Rule ids of ExecutionCheckpoint's constraint rules.
const (
	RuleCheckpointHealthDecisionConsistent = "checkpoint-health-decision-consistent"
	RuleCheckpointCountsNonnegative        = "checkpoint-counts-nonnegative"
)

// ExecutionCheckpoint is a health check recorded during a progressive or
// canary execution (schema execution-checkpoint): its place in the
// sequence, how many changes are applied and remain, the health observed
// and the decision taken. Closed object. Contract 7.8.0. Nothing compares
// the counts with the execution's changes.
//
// Its constraint rules: the decision fits the health
// (checkpoint-health-decision-consistent, "Health status and proceed
// decision must be consistent: healthy→continue, degraded→continue|pause,
// failing→rollback.", see [ConsistentDecision]), and non-negative counts
// (checkpoint-counts-nonnegative, implied by the members' minimums).
//
// Schema: execution-checkpoint — "Health check recorded during progressive
// or canary governance execution."
type ExecutionCheckpoint struct {
	// CheckpointID identifies the checkpoint.
	CheckpointID wire.UUID `json:"checkpoint_id"`
	// ExecutionID is the proposal execution it belongs to.
	ExecutionID wire.UUID `json:"execution_id"`
	// CheckpointIndex is its 0-based place in the checkpoint sequence.
	CheckpointIndex int64 `json:"checkpoint_index" hf:"minimum=0"`
	// ChangesAppliedCount is the number of changes applied so far.
	ChangesAppliedCount int64 `json:"changes_applied_count" hf:"minimum=0"`
	// ChangesRemainingCount is the number of changes remaining.
	ChangesRemainingCount int64 `json:"changes_remaining_count" hf:"minimum=0"`
	// HealthStatus is the health observed.
	HealthStatus CheckpointHealth `json:"health_status"`
	// ProceedDecision is the decision taken.
	ProceedDecision ProceedDecision `json:"proceed_decision"`
	// HealthDetails describes the observation (optional, free text).
	HealthDetails *string `json:"health_details,omitzero"`
	// CheckpointAt is when the checkpoint was recorded.
	CheckpointAt wire.Timestamp `json:"checkpoint_at"`
	// ContractVersion is the protocol version it was written under.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[ExecutionCheckpoint]{
	Schema:      "execution-checkpoint",
	Description: "Health check recorded during progressive or canary governance execution.",
	Since:       "7.8.0",
	ID:          "ExecutionCheckpoint",
	Rules:       func(c *ExecutionCheckpoint, r *codec.Rules) { constraintrt.Apply("execution-checkpoint", c, r) },
	Constraint:  "execution-checkpoint",
})

// Rule ids of RollbackScope's constraint rules.
const (
	RuleRollbackChangesNonempty = "rollback-changes-nonempty"
	RuleRollbackReasonNonempty  = "rollback-reason-nonempty"
)

// RollbackScope is the scope and audit trail of an execution's rollback
// (schema rollback-scope): which changes are reversed (indices into the
// execution's changes_applied; duplicates allowed, not checked against the
// execution), why, the checkpoint that triggered it, and when it started
// and finished. Closed object. Contract 7.8.0.
//
// Its constraint rules — at least one change (rollback-changes-nonempty)
// and a non-empty reason (rollback-reason-nonempty) — are implied by the
// members' own checks.
//
// Schema: rollback-scope — "Scope and audit trail for a governance
// execution rollback."
type RollbackScope struct {
	// ScopeID identifies the scope.
	ScopeID wire.UUID `json:"scope_id"`
	// ExecutionID is the proposal execution rolled back.
	ExecutionID wire.UUID `json:"execution_id"`
	// ChangesToRollback are the indices of the changes to reverse (at
	// least one, each ≥ 0).
	ChangesToRollback []int64 `json:"changes_to_rollback" hf:"minItems=1,item.minimum=0"`
	// Reason is why the rollback was triggered.
	Reason string `json:"reason" hf:"minLength=1"`
	// TriggeredByCheckpointID is the checkpoint that triggered it
	// (optional).
	TriggeredByCheckpointID wire.UUID `json:"triggered_by_checkpoint_id,omitzero"`
	// InitiatedAt is when the rollback started.
	InitiatedAt wire.Timestamp `json:"initiated_at"`
	// CompletedAt is when it finished; absent while in progress.
	CompletedAt wire.Timestamp `json:"completed_at,omitzero"`
	// ContractVersion is the protocol version it was written under.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[RollbackScope]{
	Schema:      "rollback-scope",
	Description: "Scope and audit trail for a governance execution rollback.",
	Since:       "7.8.0",
	ID:          "RollbackScope",
	Rules:       func(s *RollbackScope, r *codec.Rules) { constraintrt.Apply("rollback-scope", s, r) },
	Constraint:  "rollback-scope",
})
