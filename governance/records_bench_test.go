package governance_test

import (
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/internal/testkit/benchratio"
)

// benchSanction is a rate_limited sanction with every optional member: its
// native rules, warnings-free error path and constraint file all run.
var benchSanction = []byte(`{"sanction_id":"sanc-0042","agent_id":"agent-7","severity":"rate_limited",` +
	`"trigger":{"violation_type":"rate_abuse","occurrence_count":2,"evidence_event_ids":["evt-101","evt-102"]},` +
	`"imposed_by":"automatic","imposed_at":"2026-03-01T00:00:00Z","appeal_available":true,"expires_at":"2026-03-04T00:00:00Z",` +
	`"escalation_rule_applied":"rate_abuse","contract_version":"7.0.0","severity_level":"rate_limited","duration_seconds":259200,` +
	`"appeal_dispute_id":"6f1d2c3b-4a5e-4f60-9a7b-8c9d0e1f2a3b","escalated_from":"sanc-0041"}`)

// benchReputation is a reputation score with an identity anchor and a
// Sybil threshold.
var benchReputation = []byte(`{"agent_id":"agent-a","score":0.85,"components":{"outcome_quality":0.9,` +
	`"performance_consistency":0.8,"dispute_ratio":0.85,"community_standing":0.75},"sample_size":25,` +
	`"last_updated":"2026-02-01T00:00:00Z","decay_applied":true,"identity_anchor":{"provider":"worldcoin",` +
	`"verified_at":"2025-06-15T10:30:00Z"},"min_unique_validators":10,"validation_graph_hash":"sha256:ab12","contract_version":"7.0.0"}`)

// BenchmarkDecodeSanction is the strict decode plus full validation, the
// constraint-file rules included.
func BenchmarkDecodeSanction(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchSanction)))
	for b.Loop() {
		var s governance.Sanction
		if err := hounfour.Decode(benchSanction, &s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeSanctionNoValidate is the baseline: the structural decode
// of the same bytes.
func BenchmarkDecodeSanctionNoValidate(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchSanction)))
	for b.Loop() {
		var s governance.Sanction
		if err := s.UnmarshalJSON(benchSanction); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSanctionRatio interleaves both in every iteration and reports
// decode/novalidate (target ≤ 1.5).
func BenchmarkSanctionRatio(b *testing.B) {
	benchratio.Decode[governance.Sanction](b, benchSanction, false)
}

// BenchmarkDecodeReputationScore is the strict decode plus full validation.
func BenchmarkDecodeReputationScore(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchReputation)))
	for b.Loop() {
		var s governance.ReputationScore
		if err := hounfour.Decode(benchReputation, &s); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeReputationScoreNoValidate is the baseline.
func BenchmarkDecodeReputationScoreNoValidate(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchReputation)))
	for b.Loop() {
		var s governance.ReputationScore
		if err := s.UnmarshalJSON(benchReputation); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReputationScoreRatio interleaves both in every iteration and
// reports decode/novalidate (target ≤ 1.5).
func BenchmarkReputationScoreRatio(b *testing.B) {
	benchratio.Decode[governance.ReputationScore](b, benchReputation, false)
}
