package governance_test

import (
	"math"
	"slices"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/reputation"
)

// votes builds a vote list from (choice, weight) pairs.
func votes(pairs ...any) []governance.Vote {
	var out []governance.Vote
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, governance.Vote{VoterID: "v", Vote: governance.BallotChoice(pairs[i].(string)), Weight: pairs[i+1].(float64)})
	}
	return out
}

func TestTally(t *testing.T) {
	hundredOne := make([]governance.Vote, 101)
	for i := range hundredOne {
		hundredOne[i] = governance.Vote{VoterID: "v", Vote: governance.BallotApprove, Weight: 0.01}
	}
	for _, c := range []struct {
		name   string
		quorum float64
		votes  []governance.Vote
		want   governance.VotingResult
	}{
		{"passed", 0.5, votes("approve", 0.3, "reject", 0.2, "abstain", 0.1),
			governance.VotingResult{Passed: true, WeightedApprove: 0.3, WeightedReject: 0.2, QuorumMet: true}},
		{"tie fails", 0.5, votes("approve", 0.3, "reject", 0.3),
			governance.VotingResult{Passed: false, WeightedApprove: 0.3, WeightedReject: 0.3, QuorumMet: true}},
		{"quorum not met", 0.9, votes("approve", 0.3, "reject", 0.1, "abstain", 0.4),
			governance.VotingResult{Passed: false, WeightedApprove: 0.3, WeightedReject: 0.1, QuorumMet: false}},
		{"float fold", 0.6, votes("approve", 0.1, "approve", 0.2, "abstain", 0.3),
			governance.VotingResult{Passed: true, WeightedApprove: 0.30000000000000004, WeightedReject: 0, QuorumMet: true}},
		{"no votes, quorum 0", 0, nil,
			governance.VotingResult{Passed: false, QuorumMet: true}},
		{"no votes, quorum 0.1", 0.1, nil,
			governance.VotingResult{Passed: false, QuorumMet: false}},
		{"101 approvals, no cap", 0.5, hundredOne,
			governance.VotingResult{Passed: true, WeightedApprove: 1.0100000000000007, QuorumMet: true}},
		{"unknown choice counts toward the quorum only", 0.5, votes("approve", 0.2, "maybe", 0.4),
			governance.VotingResult{Passed: true, WeightedApprove: 0.2, QuorumMet: true}},
	} {
		r := governance.VotingRecord{QuorumRequired: c.quorum, VotesCast: c.votes}
		if got := r.Tally(); got != c.want {
			t.Errorf("%s: Tally() = %+v, want %+v", c.name, got, c.want)
		}
	}
}

func TestReputationWeight(t *testing.T) {
	for _, c := range []struct {
		state reputation.State
		score float64
		want  float64
	}{
		{"authoritative", 0.9, 0.9},
		{"established", 0.8, 0.6000000000000001},
		{"warming", 0.6, 0.15},
		{"established", 0.3, 0.22499999999999998},
		{"cold", 1, 0},
		{"legend", 0.9, 0},
		{"toString", 0.5, 0}, // upstream: NaN
		{"Authoritative", 0.9, 0},
		{"authoritative", 1, 1},
		{"authoritative", math.NaN(), 0},
		{"authoritative", math.Inf(1), 1},
		{"authoritative", -0.5, 0},
	} {
		got := governance.ReputationWeight(reputation.Aggregate{State: c.state, BlendedScore: c.score})
		if got != c.want || math.Signbit(got) {
			t.Errorf("ReputationWeight(%s, %v) = %v, want %v", c.state, c.score, got, c.want)
		}
	}
	if got := governance.ReputationWeight(reputation.Aggregate{State: "authoritative", BlendedScore: math.Copysign(0, -1)}); math.Signbit(got) {
		t.Errorf("ReputationWeight(-0) = %v, want +0", got)
	}
}

// TestTallyProperties: the tally equals a second count kept per vote in
// the order the votes are cast (the oracle: running sums, then the
// decision from them), Passed implies QuorumMet, and adding an approving
// vote never turns a passed record into a failed one.
func TestTallyProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	genVotes := gen.SliceOf(gopter.CombineGens(gen.OneConstOf("approve", "reject", "abstain", "other"), gen.Float64Range(0, 1)).
		Map(func(v []any) governance.Vote {
			return governance.Vote{VoterID: "v", Vote: governance.BallotChoice(v[0].(string)), Weight: v[1].(float64)}
		}))
	props.Property("the tally is the running sums' decision", prop.ForAll(func(q float64, vs []governance.Vote) bool {
		r := governance.VotingRecord{QuorumRequired: q, VotesCast: vs}
		got := r.Tally()
		var sums [3]float64 // total, approve, reject
		for _, v := range vs {
			sums[0] += v.Weight
			if v.Vote == "approve" {
				sums[1] += v.Weight
			}
			if v.Vote == "reject" {
				sums[2] += v.Weight
			}
		}
		want := governance.VotingResult{QuorumMet: !(sums[0] < q), WeightedApprove: sums[1], WeightedReject: sums[2]}
		want.Passed = want.QuorumMet && sums[1] > sums[2]
		return got == want && (!got.Passed || got.QuorumMet)
	}, gen.Float64Range(0, 1), genVotes))
	props.Property("an approving vote keeps a passed record passed", prop.ForAll(func(q, w float64, vs []governance.Vote) bool {
		r := governance.VotingRecord{QuorumRequired: q, VotesCast: vs}
		if !r.Tally().Passed {
			return true
		}
		r.VotesCast = append(slices.Clone(vs), governance.Vote{VoterID: "late", Vote: governance.BallotApprove, Weight: w})
		return r.Tally().Passed
	}, gen.Float64Range(0, 1), gen.Float64Range(0, 1), genVotes))
	props.TestingRun(t)
}
