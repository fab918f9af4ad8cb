package tool_test

import (
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/tool"
)

// propertyParameters: fixed seed 1 unless HOUNFOUR_SEED says otherwise, at
// least 1000 cases per property.
func propertyParameters(t *testing.T) *gopter.TestParameters {
	return proptest.Parameters(t, 1000)
}

// passingContext satisfies every default guard of the tool lifecycle.
var passingContext = map[string]any{"verification_passed": true, "health_check_passed": true, "reason_resolved": true}

func genKnownState() gopter.Gen {
	states := make([]any, 0, 6)
	for _, s := range tool.LifecycleStates() {
		states = append(states, s)
	}
	return gen.OneConstOf(states...)
}

// genAnyState yields mostly known states, and unknown ones: other case,
// padding, agent states, empty, arbitrary text.
func genAnyState() gopter.Gen {
	return gen.Weighted([]gen.WeightedGen{
		{Weight: 8, Gen: genKnownState()},
		{Weight: 1, Gen: gen.OneConstOf(tool.LifecycleState(""), tool.LifecycleState("active"), tool.LifecycleState("Degraded"),
			tool.LifecycleState(" ACTIVE"), tool.LifecycleState("ACTIVE\n"), tool.LifecycleState("ARCHIVED"),
			tool.LifecycleState("REGISTERED→VERIFIED"))},
		{Weight: 1, Gen: gen.AnyString().Map(func(s string) tool.LifecycleState { return tool.LifecycleState(s) })},
	})
}

func TestLifecycleProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	v := tool.NewLifecycleValidator()
	terminalSteps, guardedSteps := 0, 0

	props.Property("random walks along ValidTargets stay on spec edges, pass the guards with their context and fail without it, and never leave DEREGISTERED", prop.ForAll(
		func(start tool.LifecycleState, choices []int) string {
			cur := start
			for _, c := range choices {
				targets := tool.ValidTargets(cur)
				if len(targets) == 0 {
					if cur != tool.StateDeregistered {
						return "no targets from " + string(cur)
					}
					terminalSteps++
					for _, s := range tool.LifecycleStates() {
						if tool.IsValidTransition(cur, s) || v.IsValid(cur, s, passingContext).Valid {
							return "left DEREGISTERED to " + string(s)
						}
					}
					continue
				}
				next := targets[c%len(targets)]
				key := agent.GuardKey(cur, next)
				if !specAllows(cur, next) || !tool.IsValidTransition(cur, next) {
					return "walked " + key + ", not a spec edge"
				}
				if r := v.IsValid(cur, next, passingContext); !r.Valid {
					return "validator rejects " + key + " with a passing context: " + r.Reason
				}
				if _, guarded := tool.DefaultGuards()[key]; guarded {
					guardedSteps++
					r := v.IsValid(cur, next, nil)
					if r.Valid || r.Guard != key || r.Severity != agent.SeverityClientError {
						return "guarded " + key + " passes without context"
					}
				} else if r := v.IsValid(cur, next, nil); !r.Valid {
					return "unguarded " + key + " rejected without context: " + r.Reason
				}
				cur = next
			}
			return ""
		},
		genKnownState(), gen.SliceOf(gen.IntRange(0, 1<<20)),
	))

	props.Property("a pair is valid iff the spec table has it; unknown states never panic", prop.ForAll(
		func(from, to tool.LifecycleState) string {
			want := specAllows(from, to)
			if got := tool.IsValidTransition(from, to); got != want {
				return "IsValidTransition(" + strconv.Quote(string(from)) + ", " + strconv.Quote(string(to)) + ") = " + strconv.FormatBool(got)
			}
			r := v.IsValid(from, to, passingContext)
			if r.Valid != want {
				return "IsValid(" + agent.GuardKey(from, to) + ") = " + strconv.FormatBool(r.Valid)
			}
			if !want && (r.Guard != agent.TransitionMapGuard || r.Severity != "" ||
				r.Reason != "Transition "+string(from)+"→"+string(to)+" is not structurally valid") {
				return "unexpected rejection " + r.Guard + ": " + r.Reason
			}
			p := tool.TransitionPayload{PreviousState: from, NewState: to}
			if (p.CheckTransition() == nil) != want {
				return "CheckTransition disagrees on " + agent.GuardKey(from, to)
			}
			return ""
		},
		genAnyState(), genAnyState(),
	))

	props.TestingRun(t)
	if terminalSteps == 0 || guardedSteps == 0 {
		t.Errorf("walks never reached DEREGISTERED (%d) or a guarded edge (%d)", terminalSteps, guardedSteps)
	}
}
