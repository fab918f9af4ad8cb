package operations

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
)

// EpicCheckpoint is the durable progress record of an EPIC (schema
// epic-checkpoint): the phase it is in, the last gate it passed, the tool
// call in flight and how often it was retried. Closed object; every member
// is required.
//
// Its constraint rules are runtime-deferred: EC-1 (canonical_run_id
// resolves to a known canonical run), EC-2 (epic_id and canonical_run_id
// form a stable key) and EC-3 (ts non-decreasing per cluster, EPIC and
// run). Validate is the schema check.
//
// Schema: epic-checkpoint — "Durable EPIC progress checkpoint. …"
type EpicCheckpoint struct {
	// EnvelopeKind is always "epic_checkpoint".
	EnvelopeKind string `json:"envelope_kind" hf:"const=epic_checkpoint"`
	// ContractVersion is always ContractVersion ("8.6.0").
	ContractVersion string `json:"contract_version" hf:"const=8.6.0"`
	// TS is when the checkpoint was written (TimestampPattern).
	TS string `json:"ts" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	// ClusterID identifies the cluster (non-empty).
	ClusterID string `json:"cluster_id" hf:"minLength=1"`
	// EpicID identifies the EPIC (non-empty).
	EpicID string `json:"epic_id" hf:"minLength=1"`
	// CanonicalRunID names the canonical run the EPIC follows (non-empty;
	// the consumer resolves it).
	CanonicalRunID string `json:"canonical_run_id" hf:"minLength=1"`
	// CurrentPhase is the phase in progress (non-empty).
	CurrentPhase string `json:"current_phase" hf:"minLength=1"`
	// LastCompletedGate is the last gate passed (non-empty).
	LastCompletedGate  string             `json:"last_completed_gate" hf:"minLength=1"`
	InProgressToolCall ToolCallInProgress `json:"in_progress_tool_call"`
	// RetryCount is the number of retries so far (≥ 0).
	RetryCount int64 `json:"retry_count" hf:"minimum=0"`
}

// ToolCallInProgress is the tool call an EpicCheckpoint was taken during.
// Closed object.
type ToolCallInProgress struct {
	// ToolID identifies the tool (non-empty).
	ToolID string `json:"tool_id" hf:"minLength=1"`
	// InputHash is 64 hex digits of either case: the SHA-256 of the call's
	// canonical inputs, used to detect an idempotent retry.
	InputHash string `json:"input_hash" hf:"pattern=^[A-Fa-f0-9]{64}$"`
	// StartTS is when the call started (TimestampPattern).
	StartTS string `json:"start_ts" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
}

var _ = codec.Register(codec.Meta[EpicCheckpoint]{
	Schema: "epic-checkpoint",
	// The rules of the constraint file of the validation's contract (all
	// runtime-deferred: never evaluated).
	Rules:       func(c *EpicCheckpoint, r *codec.Rules) { constraintrt.Apply("epic-checkpoint", c, r) },
	Constraint:  "epic-checkpoint",
	Description: "Durable EPIC progress checkpoint. canonical_run_id resolves against a known CanonicalRunSchema instance via consumer-side registry; manifest surfaces the lookup obligation when registry context is absent. **STABILITY: PREVIEW** — the canonical_run_id shape stabilizes in v8.7+ via CanonicalRunSchema (FR-B1, scheduled for PR-A3.8). Until then the field is `minLength: 1` only; producers SHOULD pin a specific contract_version when integrating EpicCheckpoint to avoid encoding canonical_run_id assumptions that may conflict with the stabilized schema (PR-A3.5 iter-4 F8).",
	Since:       "8.6.0",
	ID:          "EpicCheckpoint",
})
