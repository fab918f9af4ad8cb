package governance_test

import (
	"slices"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/governance"
)

// The tables are returned as copies: changing them changes no verdict of
// the package.
func TestTablesReadOnly(t *testing.T) {
	t.Parallel()
	edges := governance.ProposalTransitions()
	edges[governance.ProposalRatified] = []governance.ProposalStatus{governance.ProposalVoting}
	edges[governance.ProposalProposed][0] = governance.ProposalRatified
	ladder := governance.SeverityLadder()
	ladder[0].Level, ladder[3].Severity = 9, "terminated"
	order := governance.SanctionSeverityOrder()
	order[governance.LevelWarning] = 5
	rules := governance.EscalationRules()
	rules[governance.ViolationContentPolicy].Thresholds[0] = 100
	rules[governance.ViolationContentPolicy].Progression[0] = governance.LevelTerminated
	delete(rules, governance.ViolationSafety)
	decay := governance.ReputationDecay()
	decay.HalfLifeDays = 1

	if governance.CanTransitionProposal(governance.ProposalRatified, governance.ProposalVoting) ||
		governance.CanTransitionProposal(governance.ProposalProposed, governance.ProposalRatified) ||
		!governance.IsTerminalProposalStatus(governance.ProposalRatified) {
		t.Error("changing the returned transitions changed the proposal machine")
	}
	if e, err := governance.LookupSeverity(governance.SeverityWarning); err != nil || e.Level != 1 {
		t.Errorf("LookupSeverity(warning) = %+v, %v after changing the returned ladder", e, err)
	}
	if _, err := governance.LookupSeverity("terminated"); err == nil {
		t.Error("LookupSeverity(terminated) found a rung after changing the returned ladder")
	}
	if c, err := governance.CompareSeverity(governance.SeverityWarning, governance.SeveritySuspended); err != nil || c != -3 {
		t.Errorf("CompareSeverity = %d, %v after changing the returned ladder", c, err)
	}
	if l, ok := governance.EscalatedLevel(governance.ViolationContentPolicy, 1); !ok || l != governance.LevelWarning {
		t.Errorf("EscalatedLevel(content_policy, 1) = %q, %v after changing the returned rules", l, ok)
	}
	if l, ok := governance.EscalatedLevel(governance.ViolationSafety, 2); !ok || l != governance.LevelTerminated {
		t.Errorf("EscalatedLevel(safety_violation, 2) = %q, %v after changing the returned rules", l, ok)
	}
	if ok, reasons := governance.IsReliableReputation(score(10, "2026-02-20T00:00:00Z", false), time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)); !ok {
		t.Errorf("IsReliableReputation after changing the returned decay: %v", reasons)
	}
	if got := governance.ResolveReservationTier(conformance.CommunityVerified, nil); got != 500 {
		t.Errorf("ResolveReservationTier(community_verified, nil) = %d", got)
	}
	if governance.ProposalTransitions()[governance.ProposalRatified] == nil ||
		len(governance.ProposalTransitions()[governance.ProposalRatified]) != 0 ||
		governance.SeverityLadder()[0].Level != 1 || governance.SanctionSeverityOrder()[governance.LevelWarning] != 1 ||
		!slices.Equal(governance.EscalationRules()[governance.ViolationContentPolicy].Thresholds, []int64{1, 3, 5}) ||
		governance.ReputationDecay().HalfLifeDays != 30 {
		t.Error("a later call returned a changed table")
	}
}
