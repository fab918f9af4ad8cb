package governance_test

import (
	"fmt"

	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/reputation"
)

// A voting record's tally: abstentions count toward the quorum only, and
// the weights are float64 sums in the order the votes were cast.
func ExampleVotingRecord_Tally() {
	r := governance.VotingRecord{QuorumRequired: 0.6, VotesCast: []governance.Vote{
		{VoterID: "a", Vote: governance.BallotApprove, Weight: 0.1},
		{VoterID: "b", Vote: governance.BallotApprove, Weight: 0.2},
		{VoterID: "c", Vote: governance.BallotAbstain, Weight: 0.3},
	}}
	res := r.Tally()
	fmt.Println(res.Passed, res.QuorumMet, res.WeightedApprove, res.WeightedReject)
	// Output: true true 0.30000000000000004 0
}

// The governance weight of a voter: the blended score times its state's
// multiplier.
func ExampleReputationWeight() {
	for _, a := range []reputation.Aggregate{
		{State: reputation.Authoritative, BlendedScore: 0.9},
		{State: reputation.Established, BlendedScore: 0.8},
		{State: reputation.Cold, BlendedScore: 1},
	} {
		fmt.Println(a.State, governance.ReputationWeight(a))
	}
	// Output:
	// authoritative 0.9
	// established 0.6000000000000001
	// cold 0
}
