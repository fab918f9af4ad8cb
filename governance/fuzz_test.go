package governance_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
)

func FuzzDecodeDelegationOutcome(f *testing.F) {
	f.Add(benchOutcome)
	f.Add([]byte(`{"result":{"a" : [1, "\u0041"], "a":2},"votes":[{"result":null}],"dissent_records":[{"proposed_alternative": 1e400}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.DelegationOutcome](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodePermissionBoundary(f *testing.F) {
	f.Add([]byte(`{"boundary_id":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","scope":"s","permitted_if":"x","reporting":{"required":false,"report_to":"a","frequency":"per_epoch","format":"summary"},"revocation":{"trigger":"timeout","timeout_seconds":5},"severity":"advisory","contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.PermissionBoundary](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeProposal(f *testing.F) {
	f.Add([]byte(`{"proposal_id":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","registry_id":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","proposer_id":"p","title":"t","description":"d","changes":[{"change_type":"policy_change","target":"x","current_value":null,"proposed_value":{"k":[]},"justification":"j"}],"status":"ratified","voting":{"quorum_required":0.5,"votes_cast":[{"voter_id":"a","vote":"approve","weight":0.999}],"voting_opened_at":"2026-02-01T00:00:00Z","voting_closed_at":null},"ratified_at":"2026-02-02T00:00:00Z","contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.Proposal](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeDelegationTree(f *testing.F) {
	f.Add([]byte(`{"tree_id":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","root":{"node_id":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","agent_id":"a","authority_scope":["X"],"budget_allocated_micro":"010","children":[{"node_id":"1f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","agent_id":"b","authority_scope":["x"],"budget_allocated_micro":"10","children":[],"fork_type":"parallel","status":"active","version":0,"timestamp":"2026-02-01T00:00:00Z"}],"fork_type":"sequential","status":"pending","version":1,"timestamp":"2026-02-01T00:00:00Z"},"strategy":"consensus","total_budget_micro":"10","budget_allocation":"on_demand","max_depth":10,"max_total_nodes":1000,"created_at":"2026-02-01T00:00:00Z","contract_version":"7.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.DelegationTree](data); err != nil {
			t.Fatal(err)
		}
		if err := roundtrip.Check[governance.DelegationTreeNode](data); err != nil {
			t.Fatal(err)
		}
	})
}
