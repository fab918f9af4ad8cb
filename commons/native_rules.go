package commons

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
)

// The constraint rules of the commons files that are checks of names
// rather than expressions, written in Go on the typed values: each reports
// under the rule id and with the message of its constraint, at the path of
// the constrained object, exactly when the evaluation of the constraint
// file would. The ids are passed to constraintrt.Apply as slices made once
// (a variadic list written at the call would be allocated at every
// validation), so that Apply leaves them to these rules.
//
// A rule runs only under a contract whose constraint files hold it (8.7.0
// on), and only when the members it reads passed their own checks. When a
// document cannot be checked natively with certainty — its value model
// cannot be built, or the check's steps could come near the evaluation
// budget — and in the reference mode, the rule is left to the file's
// evaluation instead.

// The ids and messages of the native rules.
const (
	ruleInitialInStates     = "state-machine-initial-in-states"
	ruleTerminalInStates    = "state-machine-terminal-in-states"
	ruleTransitionsInStates = "state-machine-transitions-reference-states"
	ruleMonotonic           = "dynamic-contract-monotonic"
	ruleReputationState     = "REP-01"

	msgInitialInStates     = "initial_state must be one of the declared states[].name values"
	msgTerminalInStates    = "Each terminal_state must be one of the declared states[].name values"
	msgTransitionsInStates = "All transition from/to values must reference declared states[].name values"
	msgMonotonic           = "each reputation state's surface must include the capabilities, schemas and rate-limit tier of the state below it"
	msgReputationState     = "reputation_state must be a state of state_machine"
)

var (
	stateMachineNative = []string{ruleInitialInStates, ruleTerminalInStates, ruleTransitionsInStates}
	dynamicNative      = []string{ruleMonotonic}
	reputationNative   = []string{ruleReputationState}
)

// nativeMargin is the number of steps left between a native rule's count
// and the evaluation budget: a document whose count comes nearer is left to
// the file's evaluation, which reports the budget exactly.
const nativeMargin = 1024

// nativeFits reports whether the native rules may decide in r: a contract
// whose files hold them, not the reference mode, and a count of steps well
// within the evaluation budget.
func nativeFits(r *codec.Rules, steps int) bool {
	if codec.Reference() || r.Version() < codec.Contract870 {
		return false
	}
	budget := r.Limits().EvalBudget
	switch {
	case budget < 0:
		return true
	case budget == 0:
		budget = codec.DefaultEvalBudget
	}
	return int64(steps) <= budget-nativeMargin
}

// stateNames reports whether name is the name of one of states.
func stateNames(states []State, name string) bool {
	for i := range states {
		if states[i].Name == name {
			return true
		}
	}
	return false
}

// stateMachineRules applies the constraint file of commons/state-machine-config
// to x: its three rules natively when they can decide, the file otherwise.
func stateMachineRules(x *StateMachineConfig, r *codec.Rules) {
	steps := 3 + 3*len(x.States) + len(x.TerminalStates) + 2*len(x.Transitions)
	if !nativeFits(r, steps) {
		constraintrt.Apply("commons/state-machine-config", x, r)
		return
	}
	all := r.AllOK()
	if (all || r.OK("initial_state", "states")) && !stateNames(x.States, x.InitialState) {
		r.Report(ruleInitialInStates, msgInitialInStates)
	}
	if all || r.OK("terminal_states", "states") {
		for _, s := range x.TerminalStates {
			if !stateNames(x.States, s) {
				r.Report(ruleTerminalInStates, msgTerminalInStates)
				break
			}
		}
	}
	if all || r.OK("transitions", "states") {
		for i := range x.Transitions {
			if t := &x.Transitions[i]; !stateNames(x.States, t.From) || !stateNames(x.States, t.To) {
				r.Report(ruleTransitionsInStates, msgTransitionsInStates)
				break
			}
		}
	}
	constraintrt.Apply("commons/state-machine-config", x, r, stateMachineNative...)
}

// reputationEncodable reports whether the constraint value model of a
// governed reputation can be built (the generated check; nil while the
// generator runs, which builds the package without its generated code).
var reputationEncodable func(*GovernedReputation) bool

// reputationRules applies the constraint file of commons/governed-reputation
// to x: REP-01 natively when it can decide, the file for the rest.
func reputationRules(x *GovernedReputation, r *codec.Rules) {
	if !nativeFits(r, 2+len(x.StateMachine.States)) || reputationEncodable == nil || !reputationEncodable(x) {
		constraintrt.Apply("commons/governed-reputation", x, r)
		return
	}
	if (r.AllOK() || r.OK("reputation_state", "state_machine")) &&
		!stateNames(x.StateMachine.States, string(x.ReputationState)) {
		r.Report(ruleReputationState, msgReputationState)
	}
	constraintrt.Apply("commons/governed-reputation", x, r, reputationNative...)
}

// tierRank is the rank of a rate-limit tier in dynamic-contract-monotonic:
// standard 1, extended 2, unlimited 3, any other value 0.
func tierRank(t RateLimitTier) int {
	switch t {
	case TierStandard:
		return 1
	case TierExtended:
		return 2
	case TierUnlimited:
		return 3
	}
	return 0
}

// subset reports whether every element of sub is one of super.
func subset[S ~string](sub, super []S) bool {
next:
	for _, v := range sub {
		for _, w := range super {
			if v == w {
				continue next
			}
		}
		return false
	}
	return true
}

// expands reports whether the surface hi keeps everything of lo: its
// capabilities, its schemas and at least its tier.
func expands(lo, hi *ProtocolSurface) bool {
	return subset(lo.Capabilities, hi.Capabilities) && subset(lo.Schemas, hi.Schemas) &&
		tierRank(hi.RateLimitTier) >= tierRank(lo.RateLimitTier)
}

// dynamicRules applies the constraint file of commons/dynamic-contract to
// x: dynamic-contract-monotonic natively when it can decide, the file
// otherwise.
func dynamicRules(x *DynamicContract, r *codec.Rules) {
	s := &x.Surfaces
	levels := [...]*ProtocolSurface{&s.Cold, &s.Warming, &s.Established, &s.Authoritative}
	// The subset checks are quadratic here, linear in the evaluation: the
	// native check decides only where the product stays small.
	steps, work := 1, 0
	for i := 1; i < len(levels); i++ {
		lo, hi := levels[i-1], levels[i]
		steps += len(lo.Capabilities) + len(hi.Capabilities) + len(lo.Schemas) + len(hi.Schemas)
		work += len(lo.Capabilities)*len(hi.Capabilities) + len(lo.Schemas)*len(hi.Schemas)
	}
	if len(s.Unknown) > 0 || work > 4096 || !nativeFits(r, steps) {
		constraintrt.Apply("commons/dynamic-contract", x, r)
		return
	}
	if r.AllOK() || r.OK("surfaces") {
		for i := 1; i < len(levels); i++ {
			if !expands(levels[i-1], levels[i]) {
				r.Report(ruleMonotonic, msgMonotonic)
				break
			}
		}
	}
	constraintrt.Apply("commons/dynamic-contract", x, r, dynamicNative...)
}
