package economy_test

import (
	"slices"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/economy"
)

// specMachines is the specification's table of the economy state machines
// written out: the oracle the tests and properties compare with.
var specMachines = []economy.StateMachine{
	{ID: "escrow", Initial: "held", Terminal: []string{"released", "refunded", "expired"},
		States: []string{"held", "released", "disputed", "refunded", "expired"},
		Transitions: []economy.Transition{
			{From: "held", To: "held", Event: "economy.escrow.funded"},
			{From: "held", To: "released", Event: "economy.escrow.released"},
			{From: "held", To: "disputed", Event: "economy.escrow.disputed"},
			{From: "held", To: "expired", Event: "economy.escrow.expired"},
			{From: "disputed", To: "released", Event: "economy.escrow.released"},
			{From: "disputed", To: "refunded", Event: "economy.escrow.refunded"}}},
	{ID: "stake", Initial: "active", Terminal: []string{"slashed", "withdrawn"},
		States: []string{"active", "vested", "slashed", "withdrawn"},
		Transitions: []economy.Transition{
			{From: "active", To: "vested", Event: "economy.stake.vested"},
			{From: "active", To: "slashed", Event: "economy.stake.slashed"},
			{From: "active", To: "withdrawn", Event: "economy.stake.withdrawn"},
			{From: "vested", To: "withdrawn", Event: "economy.stake.withdrawn"}}},
	{ID: "credit", Initial: "extended", Terminal: []string{"settled"}, States: []string{"extended", "settled"},
		Transitions: []economy.Transition{{From: "extended", To: "settled", Event: "economy.credit.settled"}}},
}

var specEscrow = map[economy.EscrowState][]economy.EscrowState{
	"held": {"held", "released", "disputed", "expired"}, "released": {}, "disputed": {"released", "refunded"},
	"refunded": {}, "expired": {},
}

func TestStateMachines(t *testing.T) {
	t.Parallel()
	if len(economy.StateMachines()) != len(specMachines) {
		t.Fatalf("%d machines", len(economy.StateMachines()))
	}
	for i, m := range economy.StateMachines() {
		w := specMachines[i]
		if m.ID != w.ID || m.Initial != w.Initial || !slices.Equal(m.Terminal, w.Terminal) ||
			!slices.Equal(m.States, w.States) || !slices.Equal(m.Transitions, w.Transitions) {
			t.Errorf("machine %d = %+v, want %+v", i, m, w)
		}
	}
	for from, tos := range specEscrow {
		t.Run(string(from), func(t *testing.T) {
			if !slices.Equal(economy.EscrowTransitions()[from], tos) {
				t.Errorf("EscrowTransitions[%s] = %v, want %v", from, economy.EscrowTransitions()[from], tos)
			}
		})
	}
	if len(economy.EscrowTransitions()) != len(specEscrow) {
		t.Errorf("EscrowTransitions has %d states", len(economy.EscrowTransitions()))
	}
	if !slices.Equal(economy.EscrowStates(), []economy.EscrowState{"held", "released", "disputed", "refunded", "expired"}) {
		t.Errorf("EscrowStates = %v", economy.EscrowStates())
	}
}

// The oracle examples of isValidEscrowTransition, and every pair of states.
func TestCanTransitionEscrow(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		from, to economy.EscrowState
		want     bool
	}{
		{"held", "held", true}, {"disputed", "refunded", true}, {"held", "refunded", false}, {"released", "held", false},
		{"held", "pending", false}, {"pending", "held", false}, {"", "", false}, {"HELD", "held", false},
		{"released", "released", false}, {"disputed", "disputed", false},
	} {
		t.Run(string(c.from), func(t *testing.T) {
			if got := economy.CanTransitionEscrow(c.from, c.to); got != c.want {
				t.Errorf("CanTransitionEscrow(%q, %q) = %v, want %v", c.from, c.to, got, c.want)
			}
		})
	}
	escrow := economy.StateMachines()[0]
	for _, from := range economy.EscrowStates() {
		for _, to := range economy.EscrowStates() {
			want := slices.Contains(specEscrow[from], to)
			if economy.CanTransitionEscrow(from, to) != want || escrow.CanTransition(string(from), string(to)) != want {
				t.Errorf("%s→%s: want %v", from, to, want)
			}
		}
	}
}

// Not parallel: it writes into what the accessors return, which must not
// reach another test if they ever shared it.
func TestStateMachineTablesAreData(t *testing.T) {
	edges := economy.EscrowTransitions()
	edges[economy.EscrowReleased] = append(edges[economy.EscrowReleased], economy.EscrowHeld)
	edges[economy.EscrowHeld][0] = economy.EscrowRefunded
	machines := economy.StateMachines()
	machines[0].Transitions[0].To = "refunded"
	machines[0].Transitions = nil
	machines[0].Terminal[0] = "held"
	saga := economy.SagaTransitions()
	saga[economy.SagaSettled] = []economy.SagaStatus{economy.SagaInitiated}
	flow := economy.Flow()
	flow[0] = economy.FlowEntry{}
	if economy.CanTransitionEscrow(economy.EscrowReleased, economy.EscrowHeld) || !economy.CanTransitionEscrow("held", "held") ||
		economy.CanTransitionEscrow("held", "refunded") {
		t.Error("changing the returned tables changed CanTransitionEscrow")
	}
	if economy.CanTransitionSaga(economy.SagaSettled, economy.SagaInitiated) || !economy.IsTerminalSagaStatus(economy.SagaSettled) {
		t.Error("changing the returned table changed the saga machine")
	}
	fresh := economy.StateMachines()[0]
	if !slices.Equal(fresh.Transitions, specMachines[0].Transitions) || !slices.Equal(fresh.Terminal, specMachines[0].Terminal) {
		t.Errorf("StateMachines() after changing a copy = %+v", fresh)
	}
	if got := economy.EscrowTransitions(); !slices.Equal(got[economy.EscrowReleased], nil) || got[economy.EscrowHeld][0] != economy.EscrowHeld {
		t.Errorf("EscrowTransitions() after changing a copy = %v", got)
	}
	if got := economy.SagaTransitions()[economy.SagaSettled]; len(got) != 0 {
		t.Errorf("SagaTransitions()[settled] after changing a copy = %v", got)
	}
	if economy.Flow()[0].SourceSchema != "PerformanceRecord" {
		t.Error("Flow() after changing a copy")
	}
}

func TestTerminalStates(t *testing.T) {
	t.Parallel()
	for _, m := range economy.StateMachines() {
		for _, s := range m.States {
			leaves := slices.ContainsFunc(m.Transitions, func(tr economy.Transition) bool { return tr.From == s })
			if m.IsTerminal(s) == leaves {
				t.Errorf("%s: %s terminal %v but has outgoing transitions %v", m.ID, s, m.IsTerminal(s), leaves)
			}
		}
		if m.IsTerminal("unknown") || m.CanTransition("unknown", m.Initial) {
			t.Errorf("%s: unknown state accepted", m.ID)
		}
	}
}

// Random walks over each machine take only the specification's edges, each
// with the event the specification names, and stop exactly in terminal
// states; the escrow walk agrees with CanTransitionEscrow at every step.
func TestStateMachineWalkProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("walks follow the specified edges and events", prop.ForAll(
		func(machine int, choices []int) bool {
			m, spec := economy.StateMachines()[machine], specMachines[machine]
			cur := m.Initial
			for _, c := range choices {
				var out []economy.Transition
				for _, tr := range m.Transitions {
					if tr.From == cur {
						out = append(out, tr)
					}
				}
				if len(out) == 0 {
					return m.IsTerminal(cur)
				}
				tr := out[c%len(out)]
				if !slices.Contains(spec.Transitions, tr) || !m.CanTransition(tr.From, tr.To) {
					return false
				}
				if m.ID == "escrow" && !economy.CanTransitionEscrow(economy.EscrowState(tr.From), economy.EscrowState(tr.To)) {
					return false
				}
				cur = tr.To
			}
			return slices.Contains(m.States, cur)
		},
		gen.IntRange(0, 2), gen.SliceOf(gen.IntRange(0, 1000)),
	))
	props.Property("CanTransitionEscrow is exactly the specified relation on any pair of strings", prop.ForAll(
		func(from, to string) bool {
			return economy.CanTransitionEscrow(economy.EscrowState(from), economy.EscrowState(to)) ==
				slices.Contains(specEscrow[economy.EscrowState(from)], economy.EscrowState(to))
		},
		genEscrowState(), genEscrowState(),
	))
	props.TestingRun(t)
}

func genEscrowState() gopter.Gen {
	return gen.Weighted([]gen.WeightedGen{
		{Weight: 9, Gen: gen.OneConstOf("held", "released", "disputed", "refunded", "expired")},
		{Weight: 1, Gen: gen.OneConstOf("", "Held", "funded", "held ")},
	})
}
