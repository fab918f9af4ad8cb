package governance_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/benchratio"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/governance"
)

// benchOutcome is a majority outcome of five votes with a dissent record
// (1.6 KB).
var benchOutcome = []byte(`{"outcome_id":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","tree_node_id":"5e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8a9b",` +
	`"outcome_type":"majority","result":{"decision":"approve","amount_micro":"2500000","notes":["reviewed","priced"]},"votes":[` +
	`{"voter_id":"model-a","vote":"agree","result":{"decision":"approve"},"confidence":0.92,"reasoning":"within budget"},` +
	`{"voter_id":"model-b","vote":"agree","result":{"decision":"approve"},"confidence":0.81},` +
	`{"voter_id":"model-c","vote":"agree","result":{"decision":"approve"},"confidence":0.77},` +
	`{"voter_id":"model-d","vote":"disagree","result":{"decision":"reject"},"confidence":0.64,"reasoning":"cost exceeds benefit"},` +
	`{"voter_id":"model-e","vote":"abstain","result":null,"confidence":0.1}],` +
	`"consensus_achieved":true,"consensus_threshold":0.6,"dissent_records":[` +
	`{"dissenter_id":"model-d","dissent_type":"minority_report","proposed_alternative":{"decision":"reject"},"reasoning":"cost exceeds benefit","severity":"warning","acknowledged":true}],` +
	`"resolved_at":"2026-02-01T10:00:00Z","contract_version":"7.0.0"}`)

// BenchmarkDecodeDelegationOutcome is the strict decode plus full
// validation, the constraint-file rules included (deviation 8).
func BenchmarkDecodeDelegationOutcome(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchOutcome)))
	for b.Loop() {
		var o governance.DelegationOutcome
		if err := hounfour.Decode(benchOutcome, &o); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeDelegationOutcomeSchemaOnly is the strict decode plus
// ValidateSchema (no constraint rules).
func BenchmarkDecodeDelegationOutcomeSchemaOnly(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchOutcome)))
	for b.Loop() {
		var o governance.DelegationOutcome
		if err := o.UnmarshalJSON(benchOutcome); err != nil {
			b.Fatal(err)
		}
		if err := o.ValidateSchema(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeDelegationOutcomeNoValidate is the baseline: the type's own
// structural decode (UnmarshalJSON) of the same bytes.
func BenchmarkDecodeDelegationOutcomeNoValidate(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchOutcome)))
	for b.Loop() {
		var o governance.DelegationOutcome
		if err := o.UnmarshalJSON(benchOutcome); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDelegationOutcomeRatio interleaves the full decode+validate and
// the no-validation baseline of the same bytes in every iteration and
// reports decode/novalidate (target ≤ 3 with the constraint rules included).
func BenchmarkDelegationOutcomeRatio(b *testing.B) {
	benchratio.Decode[governance.DelegationOutcome](b, benchOutcome, false)
}
