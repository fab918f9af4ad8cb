package vectors

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/conversation"
	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/reputation"
)

func init() {
	kinds["constraint-transition"] = transition("CanTransitionConstraint", governance.CanTransitionConstraint)
	kinds["execution-transition"] = transition("CanTransitionExecution", governance.CanTransitionExecution)
	kinds["constraint-enactable"] = runConstraintEnactable
	kinds["proposal-actionable"] = runProposalActionable
	kinds["voting-tally"] = runVotingTally
	kinds["governance-weight"] = runGovernanceWeight
	kinds["access-decision"] = runAccessDecisionKind
}

// constraint-enactable: input is a constraint-lifecycle-event document
// (decoded structurally: the statuses may be outside the vocabulary); want
// {"enactable": governance.IsConstraintEnactable}.
func runConstraintEnactable(c *Case) error {
	var e governance.ConstraintLifecycleEvent
	if err := e.UnmarshalJSON(c.Input); err != nil {
		return err
	}
	var want struct {
		Enactable bool `json:"enactable"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	if got := governance.IsConstraintEnactable(&e); got != want.Enactable {
		return mismatch("IsConstraintEnactable", want.Enactable, got)
	}
	return nil
}

// proposal-actionable: input {"status"} (any text); want {"actionable":
// Proposal.Actionable} of a proposal with that status.
func runProposalActionable(c *Case) error {
	var in struct {
		Status governance.ProposalStatus `json:"status"`
	}
	var want struct {
		Actionable bool `json:"actionable"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	p := governance.Proposal{Status: in.Status}
	if got := p.Actionable(); got != want.Actionable {
		return mismatch("Actionable", want.Actionable, got)
	}
	return nil
}

// voting-tally: input is a governance-proposal's voting record (decoded
// structurally); want the VotingResult {"passed", "weighted_approve",
// "weighted_reject", "quorum_met"}, the weights compared exactly.
func runVotingTally(c *Case) error {
	var r governance.VotingRecord
	if err := r.UnmarshalJSON(c.Input); err != nil {
		return err
	}
	var want governance.VotingResult
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	if got := r.Tally(); got != want {
		return mismatch("Tally", want, got)
	}
	return nil
}

// governance-weight: input {"state", "blended_score"} of a reputation
// aggregate (the two members ReputationWeight reads; the state any text);
// want {"weight"}, compared exactly.
func runGovernanceWeight(c *Case) error {
	var in struct {
		State        reputation.State `json:"state"`
		BlendedScore float64          `json:"blended_score"`
	}
	var want struct {
		Weight float64 `json:"weight"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	if got := governance.ReputationWeight(reputation.Aggregate{State: in.State, BlendedScore: in.BlendedScore}); got != want.Weight {
		return mismatch("ReputationWeight", want.Weight, got)
	}
	return nil
}

// access-decision: input {"policy": AccessPolicy JSON (decoded
// structurally), "context": AccessContext JSON}; want {"allowed", "reason"}
// of conversation.EvaluateAccessPolicy.
func runAccessDecisionKind(c *Case) error {
	var in struct {
		Policy  json.RawMessage            `json:"policy"`
		Context conversation.AccessContext `json:"context"`
	}
	var want conversation.AccessResult
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	var p conversation.AccessPolicy
	if err := p.UnmarshalJSON(in.Policy); err != nil {
		return err
	}
	if got := conversation.EvaluateAccessPolicy(p, in.Context); got != want {
		return mismatch("EvaluateAccessPolicy", want, got)
	}
	return nil
}
