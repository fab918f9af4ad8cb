package vectors

import (
	"github.com/hounfour-go/hounfour/governance"
)

func init() {
	kinds["proposal-transition"] = stateMachine("CanTransitionProposal", governance.CanTransitionProposal, "IsTerminalProposalStatus", governance.IsTerminalProposalStatus)
	kinds["outcome-consensus"] = runOutcomeConsensus
	kinds["proposal-voting"] = runProposalVoting
	kinds["permission-boundary-active"] = runBoundaryActive
}

// outcome-consensus: input is a DelegationOutcome document (structurally
// valid); want {"consensus_valid": ConsensusValid()}.
func runOutcomeConsensus(c *Case) error {
	var o governance.DelegationOutcome
	if err := o.UnmarshalJSON(c.Input); err != nil {
		return err
	}
	var want struct {
		ConsensusValid bool `json:"consensus_valid"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	if got := o.ConsensusValid(); got != want.ConsensusValid {
		return mismatch("ConsensusValid", want.ConsensusValid, got)
	}
	return nil
}

// proposal-voting: input is a governance-proposal document (structurally
// valid); want {"quorum_met", "weights_normalized"} (members left out are not
// compared).
func runProposalVoting(c *Case) error {
	var p governance.Proposal
	if err := p.UnmarshalJSON(c.Input); err != nil {
		return err
	}
	var want struct {
		QuorumMet         *bool `json:"quorum_met"`
		WeightsNormalized *bool `json:"weights_normalized"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	if want.QuorumMet != nil && p.QuorumMet() != *want.QuorumMet {
		return mismatch("QuorumMet", *want.QuorumMet, p.QuorumMet())
	}
	if want.WeightsNormalized != nil && p.WeightsNormalized() != *want.WeightsNormalized {
		return mismatch("WeightsNormalized", *want.WeightsNormalized, p.WeightsNormalized())
	}
	return nil
}

// permission-boundary-active: input is a permission-boundary document
// (structurally valid); want {"active": Active()}.
func runBoundaryActive(c *Case) error {
	var b governance.PermissionBoundary
	if err := b.UnmarshalJSON(c.Input); err != nil {
		return err
	}
	var want struct {
		Active bool `json:"active"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	if got := b.Active(); got != want.Active {
		return mismatch("Active", want.Active, got)
	}
	return nil
}
