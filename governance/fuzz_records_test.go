package governance_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
)

func FuzzDecodeSanction(f *testing.F) {
	f.Add(benchSanction)
	f.Add([]byte(`{"severity":"terminated","trigger":{"violation_type":"rate_abuse","occurrence_count":9007199254740993,"evidence_event_ids":[],"x":{"y":[1e400]}},"expires_at":"2026-03-01T00:00:00.0009+14:00","imposed_at":"0000-01-01T00:00:00Z"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.Sanction](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeSanctionSeverity(f *testing.F) {
	f.Add([]byte(`"rate_limited"`))
	f.Add([]byte(`"terminated"`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.SanctionSeverity](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeDisputeRecord(f *testing.F) {
	f.Add([]byte(`{"dispute_id":"d","filed_by":"a","filed_against":"b","dispute_type":"safety","evidence":[{"event_id":"e","description":"x"}],"filed_at":"2026-01-01T10:00:00+02:00","resolution":{"outcome":"upheld","resolved_at":"2026-01-01T09:00:00Z"},"contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.DisputeRecord](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodePerformanceRecord(f *testing.F) {
	f.Add([]byte(`{"record_id":"r","agent_id":"a","billing_entry_id":"b","occurred_at":"2026-01-01T00:00:00Z","output":{"tokens_consumed":1,"model_used":"m"},"outcome":{"user_rating":4.5,"outcome_validated":true,"validated_by":[]},"dividend_target":"mixed","contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.PerformanceRecord](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeContributionRecord(f *testing.F) {
	f.Add([]byte(`{"contribution_id":"c","agent_id":"a","contribution_type":"capital","value_micro":"-0042","assessed_by":"self","assessed_at":"2026-01-01T00:00:00Z","contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.ContributionRecord](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeValidatedOutcome(f *testing.F) {
	f.Add([]byte(`{"validation_id":"v","performance_record_id":"p","validator_agent_id":"a","validator_stake_micro":"000","rating":4.999,"validated_at":"2026-01-01T00:00:00Z","dispute_outcome":"split","contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.ValidatedOutcome](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeReputationScore(f *testing.F) {
	f.Add(benchReputation)
	f.Add([]byte(`{"score":1,"components":{"outcome_quality":1,"x":{"y":null}},"sample_size":3,"min_unique_validators":4}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.ReputationScore](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeConfig(f *testing.F) {
	f.Add([]byte(`{"governance_version":"1.0.0","reservation_tiers":{"self_declared":500,"community_verified":300,"protocol_certified":1000},"advisory_warning_threshold_percent":20,"sandbox_permeability":"impermeable","metadata":{"":[null]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.Config](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeDelegationChain(f *testing.F) {
	f.Add([]byte(`{"chain_id":"7c9e6679-7425-40de-944b-e07fc1f90ae7","root_delegator":"a","links":[{"delegator":"a","delegatee":"b","task_type":"t","authority_scope":["s"],"budget_allocated_micro":"010","timestamp":"2026-01-01T00:00:00Z","outcome":"re-delegated"},{"delegator":"b","delegatee":"c","task_type":"t","authority_scope":["s","u"],"budget_allocated_micro":"11","timestamp":"2025-01-01T00:00:00Z","outcome":"pending"}],"max_depth":1,"authority_conservation":true,"status":"revoked","contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.DelegationChain](data); err != nil {
			t.Fatal(err)
		}
	})
}
