// Package operations holds the per-cluster operator envelopes of the
// loa-hounfour protocol (contract 8.x): the pulse-time conformance digest
// ([OracleDigest], with its [PulseKind]), the cluster's heartbeat
// ([OracleHealthEnvelope], with the model-call [CircuitBreakerState]), the
// operator-bound [EscalationEnvelope] and its [EscalationSeverity], the
// declarative [RollbackPlan] of an EPIC, the per-phase latency percentiles
// ([LatencyHistogramEnvelope]) and the durable progress record of an EPIC
// ([EpicCheckpoint]).
//
// They are telemetry and runbook records: none is signed or chained, and
// none references a document outside itself except by a string the
// consumer resolves (a canonical run id, an escalation id). They live apart
// from package governance, which holds decisions rather than metrics.
//
// # Documents
//
// Every type here is a document type of contract 8.7.0 only (introduced in
// 8.6.0), unknown to a 7.0.0 peer: decode and validate them under 8.7.0;
// under hounfour.Contract700 a decode is refused with
// hounfour.ErrNotInContract. Each envelope is version-locked: its
// contract_version member must be exactly [ContractVersion] ("8.6.0"),
// whatever contract the peer speaks, and its envelope_kind is a constant.
// Every member is required; a member typed "string or null" is required
// and may be null. Timestamps are texts matching [TimestampPattern] (a
// pattern only: no calendar check); decimal texts (wal_size_bytes) are kept
// exactly as received.
//
// # Rules
//
// Two rules are checked by Validate beside the schema:
//
//   - OD-2, an OracleDigest's byte cap: the UTF-8 encoding of
//     telegram_variant_md_below_4kb is at most 4096 bytes. The schema's
//     maxLength (4096) counts UTF-16 code units, so a text of 1366 "€"
//     (1366 units, 4098 bytes) passes the schema and fails OD-2; a text
//     above 4096 units fails maxLength and OD-2 does not run. The caps come
//     from the schema's x-canonical-size-cap-bytes-of-field annotation
//     ([FieldByteCaps]).
//   - LHE-1, a LatencyHistogramEnvelope's percentile order: p50_ms ≤ p95_ms
//     ≤ p99_ms ≤ max_ms; the first pair out of order is reported.
//
// Both are also the constraint rules of the same ids in the types'
// constraint files, and are reported once. Every other constraint rule of
// these types (OD-1 attention sum, OHE-1 dispatch policy, EE-1 and EE-2
// routing and idempotency, RP-1 execution order, EC-1 … EC-3 run
// resolution and checkpoint order) is runtime-deferred: the library never
// evaluates it; it is the consumer's obligation.
package operations
