package agent_test

import (
	"encoding/json"
	"os"
	"reflect"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

var allStates = []agent.LifecycleState{
	agent.StateDormant, agent.StateProvisioning, agent.StateActive,
	agent.StateSuspended, agent.StateTransferred, agent.StateArchived,
}

var unknownStates = []agent.LifecycleState{
	"", "active", "Active", "archived", " ACTIVE", "ACTIVE ", "ACTIVE\n", "ACTIVE\x00", "UNKNOWN",
	"transition_map", "DORMANT→PROVISIONING", "ＡＣＴＩＶＥ",
}

func TestLifecycleStates(t *testing.T) {
	t.Parallel()
	want := []string{"DORMANT", "PROVISIONING", "ACTIVE", "SUSPENDED", "TRANSFERRED", "ARCHIVED"}
	got := agent.LifecycleStates()
	if diff := cmp.Diff(want, stringsOf(got)); diff != "" {
		t.Errorf("LifecycleStates() mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(want, stringsOf(allStates)); diff != "" {
		t.Errorf("constants mismatch (-want +got):\n%s", diff)
	}
	for _, s := range got {
		if !s.Valid() {
			t.Errorf("%q.Valid() = false", s)
		}
	}
	for _, s := range unknownStates {
		t.Run(string(s), func(t *testing.T) {
			if s.Valid() {
				t.Errorf("%q.Valid() = true", s)
			}
		})
	}
	got[0] = "CHANGED"
	if agent.LifecycleStates()[0] != agent.StateDormant {
		t.Error("LifecycleStates() returns shared storage")
	}
	registered, ok := enum.Lookup(reflect.TypeFor[agent.LifecycleState]())
	if !ok || !slices.Equal(registered, want) {
		t.Errorf("enum registry holds %q, %v; want %q", registered, ok, want)
	}
}

// TestLifecycleStatesMatchUpstreamSchema compares the states with upstream's
// agent-lifecycle-state schema file (skipped when the shared data is absent).
func TestLifecycleStatesMatchUpstreamSchema(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(upstreamdata.Dir(t, "schemas", "agent-lifecycle-state.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	var schema struct {
		AnyOf []struct {
			Const string `json:"const"`
		} `json:"anyOf"`
	}
	if err := json.Unmarshal(data, &schema); err != nil {
		t.Fatal(err)
	}
	var upstream []string
	for _, c := range schema.AnyOf {
		upstream = append(upstream, c.Const)
	}
	if diff := cmp.Diff(upstream, stringsOf(agent.LifecycleStates())); diff != "" {
		t.Errorf("states differ from upstream (-upstream +ours):\n%s", diff)
	}
}

func TestTransitions(t *testing.T) {
	t.Parallel()
	got := agent.Transitions()
	if diff := cmp.Diff(specTable, got); diff != "" {
		t.Fatalf("Transitions() mismatch (-spec +got):\n%s", diff)
	}
	edges := 0
	for from, targets := range got {
		edges += len(targets)
		if targets == nil {
			t.Errorf("Transitions()[%s] is nil, want a non-nil slice", from)
		}
		if slices.Contains(targets, from) {
			t.Errorf("self-transition %s", from)
		}
	}
	if edges != 10 {
		t.Errorf("Transitions() has %d edges, want 10", edges)
	}
	if len(got) != len(allStates) {
		t.Errorf("Transitions() has %d states, want %d", len(got), len(allStates))
	}

	// A fresh copy each call: changing one changes neither the next nor the rules.
	got[agent.StateArchived] = append(got[agent.StateArchived], agent.StateActive)
	got[agent.StateActive][0] = agent.StateDormant
	delete(got, agent.StateDormant)
	if diff := cmp.Diff(specTable, agent.Transitions()); diff != "" {
		t.Errorf("Transitions() changed after mutating a returned copy (-spec +got):\n%s", diff)
	}
	if agent.IsValidTransition(agent.StateArchived, agent.StateActive) || !agent.IsValidTransition(agent.StateActive, agent.StateSuspended) {
		t.Error("mutating a returned copy changed IsValidTransition")
	}
}

// TestIsValidTransitionAllPairs checks all 36 pairs of states against the
// literal table of the specification.
func TestIsValidTransitionAllPairs(t *testing.T) {
	t.Parallel()
	// want[from][to], in the order of allStates.
	want := map[agent.LifecycleState][6]bool{
		agent.StateDormant:      {false, true, false, false, false, false},
		agent.StateProvisioning: {true, false, true, false, false, false},
		agent.StateActive:       {false, false, false, true, true, true},
		agent.StateSuspended:    {false, false, true, false, false, true},
		agent.StateTransferred:  {false, true, false, false, false, true},
		agent.StateArchived:     {false, false, false, false, false, false},
	}
	pairs, valid := 0, 0
	for _, from := range allStates {
		t.Run(string(from), func(t *testing.T) {
			for j, to := range allStates {
				pairs++
				w := want[from][j]
				if w {
					valid++
				}
				if got := agent.IsValidTransition(from, to); got != w {
					t.Errorf("IsValidTransition(%s, %s) = %v, want %v", from, to, got, w)
				}
				if got := specAllows(from, to); got != w {
					t.Errorf("spec table and the 36-pair table disagree on %s→%s", from, to)
				}
			}
		})
	}
	if pairs != 36 || valid != 10 {
		t.Errorf("checked %d pairs, %d valid; want 36 and 10", pairs, valid)
	}
}

func TestIsValidTransitionUnknownStates(t *testing.T) {
	t.Parallel()
	for _, u := range unknownStates {
		t.Run(string(u), func(t *testing.T) {
			for _, s := range append(slices.Clone(allStates), unknownStates...) {
				if agent.IsValidTransition(u, s) {
					t.Errorf("IsValidTransition(%q, %q) = true", u, s)
				}
				if agent.IsValidTransition(s, u) {
					t.Errorf("IsValidTransition(%q, %q) = true", s, u)
				}
			}
		})
	}
}

func TestValidTargets(t *testing.T) {
	t.Parallel()
	for _, from := range allStates {
		t.Run(string(from), func(t *testing.T) {
			got := agent.ValidTargets(from)
			if got == nil {
				t.Errorf("ValidTargets(%s) = nil, want non-nil", from)
			}
			if diff := cmp.Diff(specTable[from], got); diff != "" {
				t.Errorf("ValidTargets(%s) mismatch (-spec +got):\n%s", from, diff)
			}
			if len(got) > 0 {
				got[0] = "CHANGED"
				if agent.ValidTargets(from)[0] == "CHANGED" || !agent.IsValidTransition(from, specTable[from][0]) {
					t.Errorf("ValidTargets(%s) returns shared storage", from)
				}
			}
		})
	}
	for _, u := range unknownStates {
		t.Run(string(u), func(t *testing.T) {
			if got := agent.ValidTargets(u); got == nil || len(got) != 0 {
				t.Errorf("ValidTargets(%q) = %#v, want an empty non-nil slice", u, got)
			}
		})
	}
}

// TestUpstreamTransitionVectors runs upstream's lifecycle-transitions vectors
// (skipped when the shared data is absent).
func TestUpstreamTransitionVectors(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(upstreamdata.Dir(t, "vectors", "agent", "lifecycle-transitions.json"))
	if err != nil {
		t.Fatal(err)
	}
	type vector struct {
		ID   string               `json:"id"`
		From agent.LifecycleState `json:"from"`
		To   agent.LifecycleState `json:"to"`
	}
	var vectors struct {
		Valid   []vector `json:"valid_transitions"`
		Invalid []vector `json:"invalid_transitions"`
	}
	if err := json.Unmarshal(data, &vectors); err != nil {
		t.Fatal(err)
	}
	if len(vectors.Valid) == 0 || len(vectors.Invalid) == 0 {
		t.Fatal("no vectors read")
	}
	for _, v := range vectors.Valid {
		if !agent.IsValidTransition(v.From, v.To) {
			t.Errorf("%s: IsValidTransition(%s, %s) = false, want true", v.ID, v.From, v.To)
		}
	}
	for _, v := range vectors.Invalid {
		if agent.IsValidTransition(v.From, v.To) {
			t.Errorf("%s: IsValidTransition(%s, %s) = true, want false", v.ID, v.From, v.To)
		}
	}
	t.Logf("upstream lifecycle vectors: %d valid, %d invalid, all agree", len(vectors.Valid), len(vectors.Invalid))
}

func stringsOf[S ~string](in []S) []string {
	out := make([]string, len(in))
	for i, s := range in {
		out[i] = string(s)
	}
	return out
}

// TestCheckTransition: nil for every edge of the spec table, upstream's
// message for every other pair, unknown states quoted verbatim.
func TestCheckTransition(t *testing.T) {
	t.Parallel()
	states := append(slices.Clone(allStates), "active", "", "BOGUS")
	for _, from := range states {
		for _, to := range states {
			p := agent.TransitionPayload{PreviousState: from, NewState: to}
			err := p.CheckTransition()
			if specAllows(from, to) {
				if err != nil {
					t.Errorf("CheckTransition(%q, %q) = %v, want nil", from, to, err)
				}
				continue
			}
			want := "Transition " + string(from) + "\u2192" + string(to) + " is not structurally valid"
			if err == nil || err.Error() != want {
				t.Errorf("CheckTransition(%q, %q) = %v, want %q", from, to, err, want)
			}
		}
	}
}
