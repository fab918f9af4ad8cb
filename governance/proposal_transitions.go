package governance

import "slices"

// ProposalTransitions returns the proposal state machine: every status is a
// key, its allowed targets in protocol order; ratified, rejected and
// withdrawn are terminal. The map and its slices are fresh: changing them
// changes no result of [CanTransitionProposal], which reads its own table.
func ProposalTransitions() map[ProposalStatus][]ProposalStatus {
	return map[ProposalStatus][]ProposalStatus{
		ProposalProposed:  {ProposalVoting, ProposalWithdrawn},
		ProposalVoting:    {ProposalRatified, ProposalRejected, ProposalWithdrawn},
		ProposalRatified:  {},
		ProposalRejected:  {},
		ProposalWithdrawn: {},
	}
}

var proposalEdges = ProposalTransitions()

// CanTransitionProposal reports whether the state machine allows from→to. It
// is false for self-transitions and unknown statuses; it never panics.
func CanTransitionProposal(from, to ProposalStatus) bool {
	return slices.Contains(proposalEdges[from], to)
}

// IsTerminalProposalStatus reports whether s is ratified, rejected or
// withdrawn (false for an unknown status).
func IsTerminalProposalStatus(s ProposalStatus) bool {
	targets, ok := proposalEdges[s]
	return ok && len(targets) == 0
}
