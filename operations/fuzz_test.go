package operations_test

import (
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/roundtrip"
	"github.com/hounfour-go/hounfour/operations"
)

// FuzzOracleDigest: any input decodes without panicking, and a valid
// digest survives encode → decode unchanged.
func FuzzOracleDigest(f *testing.F) {
	f.Add([]byte(digestDoc))
	f.Add(digestWith(f, strings.Repeat("€", 1366)))
	f.Add([]byte(strings.Replace(digestDoc, `"s3://b/k.md"`, `"s3://b/a\u2028"`, 1)))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[operations.OracleDigest](data); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzLatencyHistogramEnvelope: as FuzzOracleDigest, for the percentile
// order.
func FuzzLatencyHistogramEnvelope(f *testing.F) {
	f.Add([]byte(`{"envelope_kind":"latency_histogram","contract_version":"8.6.0","ts":"2026-05-09T12:00:00Z","cluster_id":"c","phase":"p","measurements":{"p50_ms":1,"p95_ms":2,"p99_ms":3,"max_ms":4}}`))
	f.Add([]byte(`{"envelope_kind":"latency_histogram","contract_version":"8.6.0","ts":"2026-05-09T12:00:00Z","cluster_id":"c","phase":"p","measurements":{"p50_ms":1e21,"p95_ms":-0,"p99_ms":1e-7,"max_ms":4}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[operations.LatencyHistogramEnvelope](data); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzRollbackPlan: as FuzzOracleDigest, for the nullable previous value.
func FuzzRollbackPlan(f *testing.F) {
	f.Add([]byte(`{"envelope_kind":"rollback_plan","contract_version":"8.6.0","epic_id":"e","ts":"2026-05-09T12:00:00Z","cluster_id":"c","prs_to_revert":[{"repo":"r","pr_number":1,"merge_commit_sha":"0123456789abcdef0123456789abcdef01234567"}],"beads_to_reopen":[],"env_changes_to_undo":[{"key":"K","previous_value":null}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[operations.RollbackPlan](data); err != nil {
			t.Fatal(err)
		}
	})
}
