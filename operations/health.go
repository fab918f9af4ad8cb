package operations

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
)

// OracleHealthEnvelope is an oracle cluster's health snapshot (schema
// oracle-health-envelope), emitted on a heartbeat (typically every 60 s):
// its write-ahead log, the last emission it consumed, its pending
// escalations, its model-call circuit breaker and its attention shares.
// Closed object; every member is required.
//
// Its one constraint rule, OHE-1 (the dispatch policy each breaker state
// selects), is runtime-deferred: Validate is the schema check.
//
// Schema: oracle-health-envelope — "Operational health snapshot of an
// oracle cluster. …"
type OracleHealthEnvelope struct {
	// EnvelopeKind is always "oracle_health".
	EnvelopeKind string `json:"envelope_kind" hf:"const=oracle_health"`
	// ContractVersion is always ContractVersion ("8.6.0").
	ContractVersion string `json:"contract_version" hf:"const=8.6.0"`
	// TS is when the snapshot was taken (TimestampPattern).
	TS string `json:"ts" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	// ClusterID identifies the cluster (non-empty).
	ClusterID string `json:"cluster_id" hf:"minLength=1"`
	// WALSizeBytes is the write-ahead log's size in bytes as decimal text
	// of 1 to 30 ASCII digits ("0": empty), kept exactly as received
	// (leading zeros included); parse it with math/big.
	WALSizeBytes string `json:"wal_size_bytes" hf:"maxLength=30,pattern=^[0-9]+$"`
	// WALChecksum is "sha256:" and 64 hex digits of either case.
	WALChecksum string `json:"wal_checksum" hf:"pattern=^sha256:[A-Fa-f0-9]{64}$"`
	// LastEmissionConsumedTS is when the cluster last consumed an emission
	// (TimestampPattern).
	LastEmissionConsumedTS string `json:"last_emission_consumed_ts" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	// PendingEscalationsCount is the number of escalations awaiting a
	// response (≥ 0).
	PendingEscalationsCount      int64               `json:"pending_escalations_count" hf:"minimum=0"`
	ModelCallCircuitBreakerState CircuitBreakerState `json:"model_call_circuit_breaker_state"`
	PulseAttentionBreakdown      AttentionBreakdown  `json:"pulse_attention_breakdown"`
}

var _ = codec.Register(codec.Meta[OracleHealthEnvelope]{
	Schema: "oracle-health-envelope",
	// The rules of the constraint file of the validation's contract (all
	// runtime-deferred: never evaluated).
	Rules:       func(e *OracleHealthEnvelope, r *codec.Rules) { constraintrt.Apply("oracle-health-envelope", e, r) },
	Constraint:  "oracle-health-envelope",
	Description: "Operational health snapshot of an oracle cluster. Heartbeat cadence (typically 60s). Cross-correlates with OracleDigest via shared pulse_attention_breakdown shape.",
	Since:       "8.6.0",
	ID:          "OracleHealthEnvelope",
})
