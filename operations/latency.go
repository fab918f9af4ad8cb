package operations

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
)

// LatencyHistogramEnvelope is a per-phase, per-cluster snapshot of latency
// percentiles (schema latency-histogram-envelope). Closed object; every
// member is required.
//
// Validate checks the schema, then LHE-1: the percentiles are
// non-decreasing (p50_ms ≤ p95_ms ≤ p99_ms ≤ max_ms; equal values pass),
// the first pair out of order reported at /measurements.
//
// Schema: latency-histogram-envelope — "Per-phase per-cluster latency
// percentile snapshot. …"
type LatencyHistogramEnvelope struct {
	// EnvelopeKind is always "latency_histogram".
	EnvelopeKind string `json:"envelope_kind" hf:"const=latency_histogram"`
	// ContractVersion is always ContractVersion ("8.6.0").
	ContractVersion string `json:"contract_version" hf:"const=8.6.0"`
	// TS is when the snapshot was taken (TimestampPattern).
	TS string `json:"ts" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	// ClusterID identifies the cluster (non-empty).
	ClusterID string `json:"cluster_id" hf:"minLength=1"`
	// Phase names the phase measured, consumer-shaped (non-empty).
	Phase        string              `json:"phase" hf:"minLength=1"`
	Measurements LatencyMeasurements `json:"measurements"`
}

// LatencyMeasurements are a phase's latency percentiles in milliseconds,
// each a number ≥ 0. Closed object.
type LatencyMeasurements struct {
	P50MS float64 `json:"p50_ms" hf:"minimum=0"`
	P95MS float64 `json:"p95_ms" hf:"minimum=0"`
	P99MS float64 `json:"p99_ms" hf:"minimum=0"`
	MaxMS float64 `json:"max_ms" hf:"minimum=0"`
}

// RulePercentileOrder is the rule id of the percentile order.
const RulePercentileOrder = "LHE-1"

// Monotonic reports whether m's percentiles are non-decreasing, and when
// not, the message of the first pair out of order: (p50, p95), (p95, p99),
// (p99, max), a pair failing when its lower value is greater than its
// upper one.
func (m LatencyMeasurements) Monotonic() (ok bool, message string) {
	pairs := [...]struct {
		lower, upper string
		l, u         float64
	}{
		{"p50_ms", "p95_ms", m.P50MS, m.P95MS},
		{"p95_ms", "p99_ms", m.P95MS, m.P99MS},
		{"p99_ms", "max_ms", m.P99MS, m.MaxMS},
	}
	for _, p := range pairs {
		if p.l > p.u {
			b := []byte("LHE-1 (measurements): percentiles_monotonic_nondecreasing: " + p.lower + " (")
			b = codec.AppendNumber(b, p.l)
			b = append(b, "ms) > "+p.upper+" ("...)
			b = codec.AppendNumber(b, p.u)
			b = append(b, "ms). Latency percentiles MUST be non-decreasing: p50_ms ≤ p95_ms ≤ p99_ms ≤ max_ms."...)
			return false, string(b)
		}
	}
	return true, ""
}

// orderRules reports LHE-1 when the measurements passed their own checks
// and are out of order.
func (e *LatencyHistogramEnvelope) orderRules(r *codec.Rules) {
	if !r.OK("measurements") {
		return
	}
	if ok, msg := e.Measurements.Monotonic(); !ok {
		r.Report(RulePercentileOrder, msg, "measurements")
	}
}

// latencyNative are the ids of the rules LatencyHistogramEnvelope reports
// natively; a variable, so that passing them allocates nothing.
var latencyNative = []string{RulePercentileOrder}

var _ = codec.Register(codec.Meta[LatencyHistogramEnvelope]{
	Schema: "latency-histogram-envelope",
	// LHE-1 natively, then the constraint file of the validation's
	// contract (whose LHE-1 is the native rule, reported once).
	Rules: func(e *LatencyHistogramEnvelope, r *codec.Rules) {
		e.orderRules(r)
		constraintrt.Apply("latency-histogram-envelope", e, r, latencyNative...)
	},
	UpstreamRules: (*LatencyHistogramEnvelope).orderRules,
	Description:   "Per-phase per-cluster latency percentile snapshot. The p50 ≤ p95 ≤ p99 ≤ max invariant (LHE-1) is enforced inline by `validate(LatencyHistogramEnvelopeSchema, x)` via the LOCAL builtin `percentiles_monotonic_nondecreasing(measurements)` — a structural-only consumer using `Value.Check` will accept monotonicity violations because the invariant is constraint- level, not schema-level. Use `validate()` for full enforcement.",
	Since:         "8.6.0",
	ID:            "LatencyHistogramEnvelope",
})
