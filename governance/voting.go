package governance

import "github.com/hounfour-go/hounfour/reputation"

// VotingResult is the tally of a voting record.
type VotingResult struct {
	// Passed is true when the quorum is met and the approving weight is
	// strictly greater than the rejecting weight (a tie fails).
	Passed bool `json:"passed"`
	// WeightedApprove is the summed weight of the approving votes.
	WeightedApprove float64 `json:"weighted_approve"`
	// WeightedReject is the summed weight of the rejecting votes.
	WeightedReject float64 `json:"weighted_reject"`
	// QuorumMet is true when the summed weight of every vote, abstentions
	// included, is at least the record's QuorumRequired.
	QuorumMet bool `json:"quorum_met"`
}

// Tally counts the votes of the record. Three float64 sums are folded
// over VotesCast in order, each starting at 0 and adding one vote's weight
// at a time: the total (every vote, abstentions included), the approving
// weight and the rejecting weight. The quorum is met when the total is at
// least QuorumRequired; the record passes when the quorum is met and the
// approving weight exceeds the rejecting one. Votes of another choice count
// only towards the total. There is no cap on the number of votes.
func (r VotingRecord) Tally() VotingResult {
	var total, approve, reject float64
	for _, v := range r.VotesCast {
		total += v.Weight
		switch v.Vote {
		case BallotApprove:
			approve += v.Weight
		case BallotReject:
			reject += v.Weight
		}
	}
	met := total >= r.QuorumRequired
	return VotingResult{
		Passed:          met && approve > reject,
		WeightedApprove: approve,
		WeightedReject:  reject,
		QuorumMet:       met,
	}
}

// ReputationWeight returns the governance weight an aggregate's reputation
// earns its holder: the blended score times the multiplier of its state
// (authoritative 1, established 0.75, warming 0.25, cold 0), clamped to
// [0, 1]. A state outside the four, matched exactly, has multiplier 0, and
// a NaN product gives 0.
func ReputationWeight(a reputation.Aggregate) float64 {
	var m float64
	switch a.State {
	case reputation.Authoritative:
		m = 1.0
	case reputation.Established:
		m = 0.75
	case reputation.Warming:
		m = 0.25
	}
	w := a.BlendedScore * m
	switch {
	case w > 1:
		return 1
	case w > 0:
		return w
	}
	return 0 // zero (never -0), negative or NaN
}
