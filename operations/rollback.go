package operations

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
)

// RollbackPlan is the declarative rollback recipe of an EPIC (schema
// rollback-plan): the pull requests to revert, the tasks to reopen and the
// environment changes to undo. Empty lists are valid: an empty plan is a
// no-op rollback. Closed object; every member is required.
//
// Its one constraint rule, RP-1 (execute the three lists in this order),
// is a runtime-deferred warning: Validate is the schema check.
//
// Schema: rollback-plan — "Declarative rollback recipe for an EPIC. …"
type RollbackPlan struct {
	// EnvelopeKind is always "rollback_plan".
	EnvelopeKind string `json:"envelope_kind" hf:"const=rollback_plan"`
	// ContractVersion is always ContractVersion ("8.6.0").
	ContractVersion string `json:"contract_version" hf:"const=8.6.0"`
	// EpicID identifies the EPIC rolled back (non-empty).
	EpicID string `json:"epic_id" hf:"minLength=1"`
	// TS is when the plan was made (TimestampPattern).
	TS string `json:"ts" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	// ClusterID identifies the cluster (non-empty).
	ClusterID string `json:"cluster_id" hf:"minLength=1"`
	// PRsToRevert may be empty. A nil slice is written as [].
	PRsToRevert []PRRevert `json:"prs_to_revert"`
	// BeadsToReopen may be empty. A nil slice is written as [].
	BeadsToReopen []BeadReopen `json:"beads_to_reopen"`
	// EnvChangesToUndo may be empty. A nil slice is written as [].
	EnvChangesToUndo []EnvChange `json:"env_changes_to_undo"`
}

// PRRevert is a merged pull request a RollbackPlan reverts. Closed object.
type PRRevert struct {
	// Repo names the repository (non-empty).
	Repo string `json:"repo" hf:"minLength=1"`
	// PRNumber is the pull request's number (≥ 1).
	PRNumber int64 `json:"pr_number" hf:"minimum=1"`
	// MergeCommitSHA is the 40-hex-digit git commit (SHA-1) of the merge,
	// either case.
	MergeCommitSHA string `json:"merge_commit_sha" hf:"pattern=^[A-Fa-f0-9]{40}$"`
}

// BeadReopen is a task of the consumer's task tracker a RollbackPlan
// reopens. Closed object.
type BeadReopen struct {
	// BeadID identifies the task in the consumer's tracker (non-empty).
	BeadID string `json:"bead_id" hf:"minLength=1"`
	// DesiredStatus is the status to restore (non-empty).
	DesiredStatus string `json:"desired_status" hf:"minLength=1"`
}

// EnvChange is an environment variable a RollbackPlan restores. Closed
// object.
type EnvChange struct {
	// Key is the variable's name (non-empty).
	Key string `json:"key" hf:"minLength=1"`
	// PreviousValue is the value to restore; nil (JSON null, required)
	// means the variable was unset before the change and is unset again.
	PreviousValue *string `json:"previous_value" hf:"nullable"`
}

var _ = codec.Register(codec.Meta[RollbackPlan]{
	Schema: "rollback-plan",
	// The rules of the constraint file of the validation's contract (all
	// runtime-deferred: never evaluated).
	Rules:       func(p *RollbackPlan, r *codec.Rules) { constraintrt.Apply("rollback-plan", p, r) },
	Constraint:  "rollback-plan",
	Description: "Declarative rollback recipe for an EPIC. Empty arrays are valid (consumer interprets empty plan as no-op rollback). The 40-hex merge_commit_sha is git SHA-1, distinct from the 64-hex sha256 used in evidence-hash fields elsewhere.",
	Since:       "8.6.0",
	ID:          "RollbackPlan",
})
