package governance_test

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/wire"
)

// specProposal is the specification's proposal state machine.
var specProposal = map[governance.ProposalStatus][]governance.ProposalStatus{
	"proposed":  {"voting", "withdrawn"},
	"voting":    {"ratified", "rejected", "withdrawn"},
	"ratified":  {},
	"rejected":  {},
	"withdrawn": {},
}

func propertyParameters(t *testing.T) *gopter.TestParameters {
	return proptest.Parameters(t, 1000)
}

func genProposalStatus() gopter.Gen {
	vals := []any{}
	for _, s := range governance.ProposalStatuses() {
		vals = append(vals, s)
	}
	return gen.Weighted([]gen.WeightedGen{
		{Weight: 9, Gen: gen.OneConstOf(vals...)},
		{Weight: 1, Gen: gen.OneConstOf(governance.ProposalStatus(""), governance.ProposalStatus("Voting"), governance.ProposalStatus("draft"))},
	})
}

func TestProposalStateMachineProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("random walks follow the spec's edges, end in a terminal status within 2 steps and stop there", prop.ForAll(
		func(choices []int) string {
			cur, steps := governance.ProposalProposed, 0
			for _, c := range choices {
				targets := governance.ProposalTransitions()[cur]
				if len(targets) == 0 {
					if !governance.IsTerminalProposalStatus(cur) {
						return "dead end at " + string(cur)
					}
					for _, s := range governance.ProposalStatuses() {
						if governance.CanTransitionProposal(cur, s) {
							return "left terminal " + string(cur)
						}
					}
					return ""
				}
				next := targets[c%len(targets)]
				if !governance.CanTransitionProposal(cur, next) || next == cur {
					return fmt.Sprintf("walk took %s→%s", cur, next)
				}
				cur, steps = next, steps+1
				if steps > 2 {
					return "no terminal status within 2 steps"
				}
			}
			return ""
		},
		gen.SliceOfN(4, gen.IntRange(0, 1<<20)),
	))
	props.Property("CanTransitionProposal agrees with the spec table, also for unknown statuses", prop.ForAll(
		func(from, to governance.ProposalStatus) bool {
			want := false
			for _, s := range specProposal[from] {
				want = want || s == to
			}
			_, known := specProposal[from]
			return governance.CanTransitionProposal(from, to) == want &&
				governance.IsTerminalProposalStatus(from) == (known && len(specProposal[from]) == 0)
		},
		genProposalStatus(), genProposalStatus(),
	))
	props.TestingRun(t)
}

var (
	consensusValid    = constraint.MustCompile("outcome_consensus_valid(o)")
	quorumMet         = constraint.MustCompile("proposal_quorum_met(p)")
	weightsNormalized = constraint.MustCompile("proposal_weights_normalized(p)")
	boundaryActive    = constraint.MustCompile("permission_boundary_active(b)")
)

func genOutcome() gopter.Gen {
	vote := gen.OneConstOf(governance.VoteAgree, governance.VoteDisagree, governance.VoteAbstain)
	return gopter.CombineGens(
		gen.OneConstOf(governance.OutcomeUnanimous, governance.OutcomeMajority, governance.OutcomeDeadlock, governance.OutcomeEscalation),
		gen.SliceOf(vote), gen.Float64Range(0, 1), gen.OneConstOf(0.5, 0.66, 0.67, 1.0, 0.0, 1.0/3), gen.Bool(), gen.IntRange(0, 3),
	).Map(func(v []any) *governance.DelegationOutcome {
		choices := v[1].([]governance.VoteChoice)
		if v[5].(int) == 0 {
			for len(choices) <= 100 {
				choices = append(choices, governance.VoteAgree)
			}
		}
		o := &governance.DelegationOutcome{OutcomeType: v[0].(governance.OutcomeType), ConsensusThreshold: v[2].(float64)}
		if v[4].(bool) {
			o.ConsensusThreshold = v[3].(float64)
		}
		for i, c := range choices {
			o.Votes = append(o.Votes, governance.DelegationVote{VoterID: "v" + strconv.Itoa(i), Vote: c, Result: []byte("null")})
		}
		switch v[5].(int) {
		case 1:
			s := "human"
			o.EscalatedTo = &s
		case 2:
			s := ""
			o.EscalatedTo = &s
		}
		return o
	})
}

func genProposal() gopter.Gen {
	return gopter.CombineGens(gen.SliceOf(gen.Float64Range(0, 1)), gen.Float64Range(0, 1), gen.IntRange(0, 4)).Map(func(v []any) *governance.Proposal {
		p := &governance.Proposal{Voting: governance.VotingRecord{QuorumRequired: v[1].(float64), VotesCast: []governance.Vote{}}}
		weights := v[0].([]float64)
		switch v[2].(int) {
		case 0:
			for len(weights) <= 100 {
				weights = append(weights, 0.001)
			}
		case 1: // weights that sum to about 1
			weights = []float64{0.1, 0.2, 0.3, 0.4}
		case 2:
			weights = []float64{0.999}
		}
		for i, w := range weights {
			p.Voting.VotesCast = append(p.Voting.VotesCast, governance.Vote{VoterID: "v" + strconv.Itoa(i), Vote: governance.BallotApprove, Weight: w})
		}
		return p
	})
}

func TestBuiltinMirrorProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	check := func(x *constraint.Expr, alias string, v any, got bool) string {
		val, err := constraint.ValueOf(v)
		if err != nil {
			return err.Error()
		}
		want, err := x.Check(val, constraint.WithAlias(alias))
		if err != nil {
			return err.Error()
		}
		if want != got {
			return fmt.Sprintf("%s: method %v, evaluator %v", x, got, want)
		}
		return ""
	}
	props.Property("ConsensusValid equals outcome_consensus_valid", prop.ForAll(
		func(o *governance.DelegationOutcome) string { return check(consensusValid, "o", o, o.ConsensusValid()) },
		genOutcome(),
	))
	props.Property("QuorumMet and WeightsNormalized equal proposal_quorum_met and proposal_weights_normalized", prop.ForAll(
		func(p *governance.Proposal) string {
			if s := check(quorumMet, "p", p, p.QuorumMet()); s != "" {
				return s
			}
			return check(weightsNormalized, "p", p, p.WeightsNormalized())
		},
		genProposal(),
	))
	props.Property("Active equals permission_boundary_active", prop.ForAll(
		func(scope, permittedIf string) string {
			b := &governance.PermissionBoundary{BoundaryID: wire.MustParseUUID("0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a"), Scope: scope, PermittedIf: permittedIf}
			return check(boundaryActive, "b", b, b.Active())
		},
		gen.OneConstOf("", "s"), gen.OneConstOf("", "x > 0"),
	))
	props.TestingRun(t)
}
