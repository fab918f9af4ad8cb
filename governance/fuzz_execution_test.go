package governance_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
)

// The governance execution types: decoding never panics and what Decode
// accepts round-trips. The seeds break the alias-bound rules (a failing
// checkpoint that continues; a scope whose rules name it "scope") beside
// malformed members.

func FuzzDecodeExecutionCheckpoint(f *testing.F) {
	f.Add([]byte(`{"checkpoint_id":"550e8400-e29b-41d4-a716-446655440050","execution_id":"550e8400-e29b-41d4-a716-446655440051","checkpoint_index":1,"changes_applied_count":2,"changes_remaining_count":6,"health_status":"degraded","proceed_decision":"pause","health_details":"latency up 20%","checkpoint_at":"2026-03-01T12:00:00Z","contract_version":"8.7.0"}`))
	f.Add([]byte(`{"checkpoint_id":"550e8400-e29b-41d4-a716-446655440050","execution_id":"550e8400-e29b-41d4-a716-446655440051","checkpoint_index":0,"changes_applied_count":-1,"changes_remaining_count":1e400,"health_status":"failing","proceed_decision":"continue","checkpoint_at":"2026-02-30T00:00:00Z","contract_version":"8.7.0","checkpoint":{"health_status":"healthy","proceed_decision":"continue"}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.ExecutionCheckpoint](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeRollbackScope(f *testing.F) {
	f.Add([]byte(`{"scope_id":"550e8400-e29b-41d4-a716-446655440060","execution_id":"550e8400-e29b-41d4-a716-446655440061","changes_to_rollback":[2,1,1],"reason":"checkpoint 3 failing","triggered_by_checkpoint_id":"550e8400-e29b-41d4-a716-446655440062","initiated_at":"2026-03-01T12:00:00Z","completed_at":"2026-03-01T12:10:00Z","contract_version":"8.7.0"}`))
	f.Add([]byte(`{"scope_id":"x","execution_id":"550e8400-e29b-41d4-a716-446655440061","changes_to_rollback":[],"reason":"","initiated_at":"2026-03-01T12:00:00Z","contract_version":"8.7.0","scope":{"reason":"r","changes_to_rollback":[1]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.RollbackScope](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeConstraintLifecycleEvent(f *testing.F) {
	f.Add([]byte(`{"event_id":"550e8400-e29b-41d4-a716-446655440011","constraint_id":"my-custom-check","proposal_id":"550e8400-e29b-41d4-a716-446655440012","from_status":"under_review","to_status":"enacted","enacted_by":"agent-gov","occurred_at":"2026-03-01T12:00:00Z","contract_version":"8.7.0"}`))
	f.Add([]byte(`{"event_id":"550e8400-e29b-41d4-a716-446655440011","constraint_id":"c","proposal_id":"550e8400-e29b-41d4-a716-446655440012","from_status":"toString","to_status":"toString","occurred_at":"2026-03-01T12:00:00Z","contract_version":"8.7.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.ConstraintLifecycleEvent](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeProposalExecution(f *testing.F) {
	f.Add([]byte(`{"execution_id":"550e8400-e29b-41d4-a716-446655440030","proposal_id":"550e8400-e29b-41d4-a716-446655440031","status":"completed","changes_applied":[{"change_index":0,"target":"quorum","applied_at":"2026-03-01T12:00:00Z","result":"success"},{"change_index":1,"target":"threshold","applied_at":"2026-03-01T12:00:00Z","result":"skipped","error":""}],"constraint_lifecycle_events":["550e8400-e29b-41d4-a716-446655440032"],"started_at":"2026-03-01T12:00:00Z","completed_at":"2026-03-01T12:05:00Z","executed_by":"executor-1","execution_strategy":"progressive","checkpoints":["550e8400-e29b-41d4-a716-446655440033"],"contract_version":"8.7.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.ProposalExecution](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodePolicyVersion(f *testing.F) {
	f.Add([]byte(`{"version_id":"550e8400-e29b-41d4-a716-446655440020","policy_type":"monetary","policy_id":"mint-policy","version":"2.0.0","effective_at":"2026-03-01T12:00:00Z","supersedes":"550e8400-e29b-41d4-a716-446655440020","migration_validation":"bigint_gte(collateral, supply)","enacted_by_proposal":"550e8400-e29b-41d4-a716-446655440022","contract_version":"8.7.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.PolicyVersion](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeConstraintCandidate(f *testing.F) {
	f.Add([]byte(`{"candidate_id":"550e8400-e29b-41d4-a716-446655440010","constraint_id":"my-custom-check","schema_id":"BillingEntry","expression":"amount_micro != '0'","severity":"warning","type_signature":{"amount_micro":"string","x":"BillingEntry"},"fields":["amount_micro"],"description":"Flags zero-amount entries.","dry_run_result":{"valid":false,"errors":["e"]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.ConstraintCandidate](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeProposalOutcomeEvent(f *testing.F) {
	f.Add([]byte(`{"event_id":"550e8400-e29b-41d4-a716-446655440040","proposal_id":"550e8400-e29b-41d4-a716-446655440041","event_type":"vote_cast","actor_id":"agent-7","details":{"choice":"approve","weight":0.25,"nested":{"a":[1,null]}},"occurred_at":"2026-03-01T12:00:00Z","contract_version":"8.7.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.ProposalOutcomeEvent](data); err != nil {
			t.Fatal(err)
		}
	})
}
