package tool_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/tool"
)

// specTable is the specification's tool lifecycle transition map, written out
// literally from the specification: the oracle of the tests and properties.
var specTable = map[tool.LifecycleState][]tool.LifecycleState{
	"REGISTERED":   {"VERIFIED", "DEREGISTERED"},
	"VERIFIED":     {"ACTIVE", "DEREGISTERED"},
	"ACTIVE":       {"DEGRADED", "SUSPENDED", "DEREGISTERED"},
	"DEGRADED":     {"ACTIVE", "SUSPENDED", "DEREGISTERED"},
	"SUSPENDED":    {"ACTIVE", "DEREGISTERED"},
	"DEREGISTERED": {},
}

func specAllows(from, to tool.LifecycleState) bool {
	for _, t := range specTable[from] {
		if t == to {
			return true
		}
	}
	return false
}

func TestLifecycleStates(t *testing.T) {
	t.Parallel()
	want := []tool.LifecycleState{"REGISTERED", "VERIFIED", "ACTIVE", "DEGRADED", "SUSPENDED", "DEREGISTERED"}
	if diff := cmp.Diff(want, tool.LifecycleStates()); diff != "" {
		t.Errorf("LifecycleStates (-want +got):\n%s", diff)
	}
	for _, s := range want {
		t.Run(string(s), func(t *testing.T) {
			if !s.Valid() {
				t.Errorf("%s not Valid", s)
			}
		})
	}
	for _, s := range []tool.LifecycleState{"", "active", "Active", " ACTIVE", "ACTIVE\n", "RETIRED"} {
		t.Run(string(s), func(t *testing.T) {
			if s.Valid() {
				t.Errorf("%q is Valid", s)
			}
		})
	}
	tool.LifecycleStates()[0] = "X"
	if tool.LifecycleStates()[0] != tool.StateRegistered {
		t.Error("LifecycleStates shares its slice")
	}
}

func TestTransitions(t *testing.T) {
	t.Parallel()
	m := tool.Transitions()
	if diff := cmp.Diff(specTable, m); diff != "" {
		t.Errorf("Transitions (-want +got):\n%s", diff)
	}
	edges := 0
	for _, targets := range m {
		edges += len(targets)
	}
	if edges != 12 {
		t.Errorf("%d edges, want 12", edges)
	}
	m[tool.StateRegistered][0] = tool.StateActive
	m[tool.StateDeregistered] = append(m[tool.StateDeregistered], tool.StateActive)
	if diff := cmp.Diff(specTable, tool.Transitions()); diff != "" {
		t.Errorf("Transitions shares its map or slices:\n%s", diff)
	}
	for _, from := range append(tool.LifecycleStates(), "", "active", "BOGUS") {
		for _, to := range append(tool.LifecycleStates(), "", "active", "BOGUS") {
			if got, want := tool.IsValidTransition(from, to), specAllows(from, to); got != want {
				t.Errorf("IsValidTransition(%q, %q) = %v", from, to, got)
			}
		}
		want := specTable[from]
		if want == nil {
			want = []tool.LifecycleState{}
		}
		if diff := cmp.Diff(want, tool.ValidTargets(from)); diff != "" {
			t.Errorf("ValidTargets(%q) (-want +got):\n%s", from, diff)
		}
	}
}

func TestDefaultGuards(t *testing.T) {
	t.Parallel()
	g := tool.DefaultGuards()
	if len(g) != 3 {
		t.Fatalf("%d default guards, want 3", len(g))
	}
	v := tool.NewLifecycleValidator()
	cases := []struct {
		from, to tool.LifecycleState
		member   string
	}{
		{tool.StateRegistered, tool.StateVerified, "verification_passed"},
		{tool.StateDegraded, tool.StateActive, "health_check_passed"},
		{tool.StateSuspended, tool.StateActive, "reason_resolved"},
	}
	for _, c := range cases {
		t.Run(string(c.from), func(t *testing.T) {
			key := agent.GuardKey(c.from, c.to)
			if g[key] == nil {
				t.Errorf("no default guard for %s", key)
				return
			}
			reject := agent.GuardResult{Reason: key + " requires context." + c.member + " === true", Guard: key,
				Severity: agent.SeverityClientError}
			for name, ctx := range map[string]map[string]any{
				"nil": nil, "empty": {}, "false": {c.member: false}, "string": {c.member: "true"}, "one": {c.member: 1},
				"other member": {"unrelated": true},
			} {
				if diff := cmp.Diff(reject, v.IsValid(c.from, c.to, ctx)); diff != "" {
					t.Errorf("%s with %s context (-want +got):\n%s", key, name, diff)
				}
				if diff := cmp.Diff(reject, g[key](c.from, c.to, ctx)); diff != "" {
					t.Errorf("guard %s with %s context (-want +got):\n%s", key, name, diff)
				}
			}
			if r := v.IsValid(c.from, c.to, map[string]any{c.member: true}); !r.Valid {
				t.Errorf("%s with %s true: %+v", key, c.member, r)
			}
		})
	}
	// Unguarded edges pass with any context; non-edges are map rejections.
	if r := v.IsValid(tool.StateActive, tool.StateDegraded, nil); !r.Valid {
		t.Errorf("ACTIVE→DEGRADED: %+v", r)
	}
	want := agent.GuardResult{Reason: "Transition DEREGISTERED→ACTIVE is not structurally valid", Guard: agent.TransitionMapGuard}
	if diff := cmp.Diff(want, v.IsValid(tool.StateDeregistered, tool.StateActive, map[string]any{"reason_resolved": true})); diff != "" {
		t.Errorf("DEREGISTERED→ACTIVE (-want +got):\n%s", diff)
	}
	// The named guards are usable on any edge of the validator.
	r := tool.RequiresVerificationPassed(tool.StateVerified, tool.StateActive, nil)
	if r.Reason != "VERIFIED→ACTIVE requires context.verification_passed === true" || r.Guard != "VERIFIED→ACTIVE" {
		t.Errorf("RequiresVerificationPassed on another edge: %+v", r)
	}
	r = tool.RequiresHealthCheckPassed(tool.StateSuspended, tool.StateActive, map[string]any{"health_check_passed": true})
	if !r.Valid {
		t.Errorf("RequiresHealthCheckPassed with true: %+v", r)
	}
	// DefaultGuards returns a fresh map.
	delete(g, agent.GuardKey(tool.StateRegistered, tool.StateVerified))
	if len(tool.DefaultGuards()) != 3 {
		t.Error("DefaultGuards shares its map")
	}
}

func TestCheckTransition(t *testing.T) {
	t.Parallel()
	p := tool.TransitionPayload{ToolID: "t", PreviousState: tool.StateActive, NewState: tool.StateDegraded, Reason: "r"}
	if err := p.CheckTransition(); err != nil {
		t.Errorf("ACTIVE→DEGRADED: %v", err)
	}
	p.PreviousState, p.NewState = tool.StateRegistered, tool.StateActive
	if err := p.CheckTransition(); err == nil || err.Error() != "Transition REGISTERED→ACTIVE is not structurally valid" {
		t.Errorf("REGISTERED→ACTIVE: %v", err)
	}
	p.PreviousState = "bogus"
	if err := p.CheckTransition(); err == nil || err.Error() != "Transition bogus→ACTIVE is not structurally valid" {
		t.Errorf("bogus→ACTIVE: %v", err)
	}
	// Validate does not look at the pair.
	if err := p.Validate(); err == nil || err.Error() != "invalid tool-lifecycle-transition-payload: /previous_state: Expected union value" {
		t.Errorf("Validate: %v", err)
	}
	p.PreviousState = tool.StateRegistered
	if err := p.Validate(); err != nil {
		t.Errorf("Validate of a structurally invalid pair: %v", err)
	}
}
