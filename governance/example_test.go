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

func ExampleCanTransitionConstraint() {
	fmt.Println(governance.CanTransitionConstraint(governance.ConstraintProposed, governance.ConstraintUnderReview))
	fmt.Println(governance.CanTransitionConstraint(governance.ConstraintProposed, governance.ConstraintEnacted))
	fmt.Println(governance.CanTransitionConstraint(governance.ConstraintEnacted, governance.ConstraintEnacted))
	// Output:
	// true
	// false
	// false
}

func ExampleIsConstraintEnactable() {
	e := governance.ConstraintLifecycleEvent{FromStatus: governance.ConstraintUnderReview, ToStatus: governance.ConstraintEnacted}
	fmt.Println(governance.IsConstraintEnactable(&e))
	// A skip passes the event's own rule (the statuses differ), not the table.
	e.FromStatus = governance.ConstraintProposed
	fmt.Println(governance.IsConstraintEnactable(&e))
	// Output:
	// true
	// false
}

func ExampleExecutionTransitions() {
	for _, tr := range governance.ExecutionTransitions() {
		fmt.Println(tr.From, tr.To)
	}
	fmt.Println(governance.CanTransitionExecution(governance.ExecutionFailed, governance.ExecutionRolledBack))
	// Output:
	// pending [executing]
	// executing [completed failed]
	// completed []
	// failed [rolled_back]
	// rolled_back []
	// true
}

func ExampleExecutionCheckpoint_Validate() {
	var c governance.ExecutionCheckpoint
	err := hounfour.Options{Contract: hounfour.Contract870}.Decode([]byte(`{"checkpoint_id":"550e8400-e29b-41d4-a716-446655440000",
		"execution_id":"550e8400-e29b-41d4-a716-446655440001","checkpoint_index":0,"changes_applied_count":1,
		"changes_remaining_count":7,"health_status":"failing","proceed_decision":"continue",
		"checkpoint_at":"2026-03-15T12:10:00Z","contract_version":"8.7.0"}`), &c)
	fmt.Println(err)
	// Output:
	// invalid execution-checkpoint: : Health status and proceed decision must be consistent: healthy→continue, degraded→continue|pause, failing→rollback.
}
