package commons_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/commons"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/commonsdocs"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"
)

// The native rules of the commons types (the state machine's three name
// checks, REP-01, dynamic-contract-monotonic) against their slow
// reference, the evaluation of the constraint file on the document's value
// model: under codec.ModeReference, Validate leaves them to that
// evaluation, so the fast and the reference validation must report the same
// violations; and on a document whose members pass their own checks, the
// native rules must report exactly the constraints constraint.EvaluateSchema
// finds failing.

// nativeIDs are the ids of the native rules.
var nativeIDs = []string{"state-machine-initial-in-states", "state-machine-terminal-in-states",
	"state-machine-transitions-reference-states", "REP-01", "dynamic-contract-monotonic"}

// pick returns the elements of pool at the indexes in idx (an index past
// the pool's end is dropped), nil when idx is nil.
func pick[S any](pool []S, idx []int) []S {
	if idx == nil {
		return nil
	}
	out := make([]S, 0, len(idx))
	for _, i := range idx {
		if i < len(pool) {
			out = append(out, pool[i])
		}
	}
	return out
}

// genIdx generates nil (rarely) or up to max indexes below n.
func genIdx(n, max int) gopter.Gen {
	return gen.Weighted([]gen.WeightedGen{
		{Weight: 1, Gen: gen.Const([]int(nil))},
		{Weight: 8, Gen: gen.SliceOfN(max, gen.IntRange(0, n-1))},
		{Weight: 3, Gen: gen.SliceOf(gen.IntRange(0, n-1)).Map(func(s []int) []int {
			if len(s) > max {
				s = s[:max]
			}
			return s
		})},
	})
}

// stateNamePool holds the names the generated machines use; "" fails its
// own check (minLength 1), "d" is never declared by the generator's states
// but may be referenced.
var stateNamePool = []string{"a", "b", "c", "d", ""}

func genStateMachine() gopter.Gen {
	return gopter.CombineGens(genIdx(4, 3), genIdx(5, 4), genIdx(5, 4), gen.IntRange(0, 4), genIdx(5, 3)).
		Map(func(v []any) commons.StateMachineConfig {
			names := pick(stateNamePool, v[0].([]int))
			if len(names) == 0 {
				names = []string{"a"}
			}
			states := make([]commons.State, len(names))
			for i, n := range names {
				states[i] = commons.State{Name: n}
			}
			froms, tos := pick(stateNamePool, v[1].([]int)), pick(stateNamePool, v[2].([]int))
			var transitions []commons.Transition
			if v[1].([]int) != nil {
				transitions = []commons.Transition{}
			}
			for i := range min(len(froms), len(tos)) {
				transitions = append(transitions, commons.Transition{From: froms[i], To: tos[i]})
			}
			return commons.StateMachineConfig{States: states, Transitions: transitions,
				InitialState: stateNamePool[v[3].(int)], TerminalStates: pick(stateNamePool, v[4].([]int))}
		})
}

var (
	capabilityPool = commons.ProtocolCapabilities()
	schemaPool     = []string{"x", "y", "z"}
	tierPool       = []commons.RateLimitTier{"restricted", "standard", "extended", "unlimited", "bogus", ""}
)

func genSurface() gopter.Gen {
	return gopter.CombineGens(genIdx(len(capabilityPool), 4), genIdx(len(schemaPool), 3), gen.IntRange(0, len(tierPool)-1)).
		Map(func(v []any) commons.ProtocolSurface {
			return commons.ProtocolSurface{Capabilities: pick(capabilityPool, v[0].([]int)),
				Schemas: pick(schemaPool, v[1].([]int)), RateLimitTier: tierPool[v[2].(int)]}
		})
}

// genGrowingSurfaces generates surfaces that mostly grow with the states
// (each the previous one's lists and more), some not.
func genGrowingSurfaces() gopter.Gen {
	return gopter.CombineGens(genSurface(), genSurface(), genSurface(), genSurface(), gen.IntRange(0, 3)).
		Map(func(v []any) commons.Surfaces {
			s := [4]commons.ProtocolSurface{v[0].(commons.ProtocolSurface), v[1].(commons.ProtocolSurface),
				v[2].(commons.ProtocolSurface), v[3].(commons.ProtocolSurface)}
			if grow := v[4].(int); grow > 0 {
				for i := 1; i < 4; i++ {
					s[i].Capabilities = append(slices.Clone(s[i-1].Capabilities), s[i].Capabilities...)
					s[i].Schemas = append(slices.Clone(s[i-1].Schemas), s[i].Schemas...)
					if grow > 1 && tierRank(s[i].RateLimitTier) < tierRank(s[i-1].RateLimitTier) {
						s[i].RateLimitTier = s[i-1].RateLimitTier
					}
				}
			}
			return commons.Surfaces{Cold: s[0], Warming: s[1], Established: s[2], Authoritative: s[3]}
		})
}

// tierRank orders the generator's tiers as the rule does (a value that is
// no tier counts as restricted).
func tierRank(t commons.RateLimitTier) int {
	return max(slices.Index([]commons.RateLimitTier{"restricted", "standard", "extended", "unlimited"}, t), 0)
}

// validDoc decodes the first valid document of schema in commonsdocs.
func validDoc[T any, P interface {
	*T
	hounfour.Validator
}](t *testing.T, schema string) T {
	t.Helper()
	var x T
	for _, d := range commonsdocs.Valid {
		if d.Schema == schema {
			if err := under87.Decode([]byte(d.Text), P(&x)); err != nil {
				t.Fatal(err)
			}
			return x
		}
	}
	t.Fatalf("no valid %s document", schema)
	return x
}

// nativeAgree validates v in the fast and the reference mode and compares;
// when v passes the schema checks its Validate reports, it also compares the
// native rules reported at the root (nested ones are not at the root) with
// the failing constraints constraint.EvaluateSchema finds on v's encoding.
func nativeAgree(paths *pathmode.Switch, schema string, v hounfour.Validator) string {
	var fast, ref string
	paths.In(codec.ModeFast, func() { fast = violations(under87.Validate(v)) })
	paths.Reference(func() { ref = violations(under87.Validate(v)) })
	if fast != ref {
		return fmt.Sprintf("fast:\n%s\nreference:\n%s", fast, ref)
	}
	var got []string
	for line := range strings.Lines(fast) {
		f := strings.Fields(line)
		if len(f) < 2 {
			continue
		}
		if f[0] != "" && f[0] != "/" ||
			!slices.Contains(nativeIDs, f[1]) && !slices.Contains([]string{"REP-02", "REP-03"}, f[1]) {
			return "" // another violation: the rules may not have run
		}
		got = append(got, f[1])
	}
	doc, err := json.Marshal(v)
	if err != nil {
		return err.Error()
	}
	rep, err := constraint.EvaluateSchema(schema, doc, constraint.WithContract(hounfour.Contract870))
	if err != nil {
		return err.Error()
	}
	var want []string
	for _, r := range rep.Results {
		if slices.Contains(nativeIDs, r.ID) && r.Status != constraint.StatusPass {
			want = append(want, r.ID)
		}
	}
	if !slices.Equal(got, want) {
		return fmt.Sprintf("%s: native rules %v, the file's evaluation %v\n%s", doc, got, want, fast)
	}
	return ""
}

func TestNativeRulesAgreeWithEvaluation(t *testing.T) {
	paths := pathmode.Claim(t)
	props := gopter.NewProperties(proptest.Parameters(t, 500))
	props.Property("state machine", prop.ForAll(func(m commons.StateMachineConfig) string {
		return nativeAgree(paths, "commons/state-machine-config", &m)
	}, genStateMachine()))
	props.Property("dynamic contract", prop.ForAll(func(s commons.Surfaces) string {
		c := validDoc[commons.DynamicContract](t, "commons/dynamic-contract")
		c.Surfaces = s
		return nativeAgree(paths, "commons/dynamic-contract", &c)
	}, genGrowingSurfaces()))
	states := append(reputation.States(), "bogus", "")
	props.Property("governed reputation", prop.ForAll(func(m commons.StateMachineConfig, st int, cold bool) string {
		g := validDoc[commons.GovernedReputation](t, "commons/governed-reputation")
		g.StateMachine, g.ReputationState = m, states[st]
		for i := range m.States {
			// Reputation state names, so that the state is often declared.
			if i < len(states) && !cold {
				g.StateMachine.States[i].Name = string(states[(st+i)%len(states)])
			}
		}
		if g.ReputationState == reputation.Cold {
			g.PersonalScore = nil
		}
		return nativeAgree(paths, "commons/governed-reputation", &g)
	}, genStateMachine(), gen.IntRange(0, len(states)-1), gen.Bool()))
	props.TestingRun(t)
}

// TestNativeRulesNested: a state machine nested in a governed resource is
// validated the same by the fast and the reference validation.
func TestNativeRulesNested(t *testing.T) {
	paths := pathmode.Claim(t)
	props := gopter.NewProperties(proptest.Parameters(t, 300))
	props.Property("state machine in a governed resource", prop.ForAll(func(m commons.StateMachineConfig) string {
		g := validDoc[commons.GovernedCredits](t, "commons/governed-credits")
		g.StateMachine = m
		var fast, ref string
		paths.In(codec.ModeFast, func() { fast = violations(under87.Validate(&g)) })
		paths.Reference(func() { ref = violations(under87.Validate(&g)) })
		if fast != ref {
			return fmt.Sprintf("fast:\n%s\nreference:\n%s", fast, ref)
		}
		return ""
	}, genStateMachine()))
	props.TestingRun(t)
}
