package operations

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
)

// EscalationEnvelope is an operator-bound escalation (schema
// escalation-envelope): what happened, how severe, with which evidence,
// how fast a response is expected, and a key that makes its delivery
// idempotent. Closed object; every member is required.
//
// Its constraint rules are runtime-deferred: EE-1 (the channel each
// severity is routed to) and EE-2 (idempotency_key unique per cluster_id
// and escalation_id across deliveries). Validate is the schema check.
//
// Schema: escalation-envelope — "Operator-bound escalation event. …"
type EscalationEnvelope struct {
	// EnvelopeKind is always "escalation".
	EnvelopeKind string `json:"envelope_kind" hf:"const=escalation"`
	// ContractVersion is always ContractVersion ("8.6.0").
	ContractVersion string `json:"contract_version" hf:"const=8.6.0"`
	// EscalationID identifies the escalation (non-empty).
	EscalationID string `json:"escalation_id" hf:"minLength=1"`
	// TS is when the escalation was raised (TimestampPattern).
	TS string `json:"ts" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	// ClusterID identifies the cluster (non-empty).
	ClusterID string             `json:"cluster_id" hf:"minLength=1"`
	Severity  EscalationSeverity `json:"severity"`
	// ReasonClass classifies the reason, consumer-shaped (non-empty).
	ReasonClass string `json:"reason_class" hf:"minLength=1"`
	// Reason is the narrative reason, 1 to 4096 UTF-16 code units.
	Reason string `json:"reason" hf:"minLength=1,maxLength=4096"`
	// AttachedEvidenceHashes are "sha256:" and 64 hex digits of either
	// case; the list may be empty. A nil slice is written as [].
	AttachedEvidenceHashes []string `json:"attached_evidence_hashes" hf:"item.pattern=^sha256:[A-Fa-f0-9]{64}$"`
	// ExpectedResponseSLASeconds is the response time expected, in
	// seconds (≥ 0).
	ExpectedResponseSLASeconds int64 `json:"expected_response_sla_seconds" hf:"minimum=0"`
	// IdempotencyKey is 64 hex digits of either case (a SHA-256, without
	// the "sha256:" prefix).
	IdempotencyKey string `json:"idempotency_key" hf:"pattern=^[A-Fa-f0-9]{64}$"`
}

var _ = codec.Register(codec.Meta[EscalationEnvelope]{
	Schema: "escalation-envelope",
	// The rules of the constraint file of the validation's contract (all
	// runtime-deferred: never evaluated).
	Rules:       func(e *EscalationEnvelope, r *codec.Rules) { constraintrt.Apply("escalation-envelope", e, r) },
	Constraint:  "escalation-envelope",
	Description: "Operator-bound escalation event. Severity-to-channel routing (info → digest, warn → Telegram, critical → email, panic → SMS + auto-execute) is consumer-side policy per ADR-010 and explicitly NOT in this schema.",
	Since:       "8.6.0",
	ID:          "EscalationEnvelope",
})
