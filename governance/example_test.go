package governance_test

import (
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/governance"
)

// A unanimous outcome with a dissenting vote is invalid under the
// DelegationOutcome constraint file (deviation 8); upstream's schema-only check
// accepts it.
func ExampleDelegationOutcome_Validate() {
	var o governance.DelegationOutcome
	err := hounfour.Decode([]byte(`{"outcome_id":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","tree_node_id":"node-1",
		"outcome_type":"unanimous","result":"approve",
		"votes":[{"voter_id":"a","vote":"agree","result":"approve","confidence":0.9},
		         {"voter_id":"b","vote":"disagree","result":"reject","confidence":0.7}],
		"consensus_achieved":true,"consensus_threshold":1,"dissent_records":[],
		"resolved_at":"2026-02-01T10:00:00Z","contract_version":"7.0.0"}`), &o)
	for _, v := range err.(*hounfour.ValidationError).Violations {
		fmt.Printf("%q [%s]\n", v.Path, v.Rule)
	}
	fmt.Println("schema only:", o.ValidateSchema())
	fmt.Println("consensus valid:", o.ConsensusValid(), constraint.OK(o.CheckConstraints()))
	// Output:
	// "" [outcome-consensus-consistent]
	// schema only: <nil>
	// consensus valid: false false
}

func ExampleCanTransitionProposal() {
	for _, s := range governance.ProposalStatuses() {
		fmt.Println(s, governance.ProposalTransitions()[s], governance.IsTerminalProposalStatus(s))
	}
	// Output:
	// proposed [voting withdrawn] false
	// voting [ratified rejected withdrawn] false
	// ratified [] true
	// rejected [] true
	// withdrawn [] true
}
