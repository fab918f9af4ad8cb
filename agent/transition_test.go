package agent_test

import (
	"encoding/json"
	"strconv"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/hounfour-go/hounfour/agent"
)

// door is a state machine with nothing to do with agents, to show that the
// validator is generic.
type door string

const (
	open   door = "open"
	closed door = "closed"
	locked door = "locked"
)

func doorMap() map[door][]door {
	return map[door][]door{
		open:   {closed},
		closed: {open, locked},
		locked: {closed},
	}
}

func TestGuardKey(t *testing.T) {
	t.Parallel()
	got := agent.GuardKey(agent.StateActive, agent.StateTransferred)
	if got != "ACTIVE→TRANSFERRED" {
		t.Errorf("GuardKey = %q", got)
	}
	if want := "ACTIVE\xe2\x86\x92TRANSFERRED"; got != want {
		t.Errorf("GuardKey bytes %x, want %x (U+2192 is E2 86 92)", got, want)
	}
	if got := agent.GuardKey(closed, locked); got != "closed→locked" {
		t.Errorf("GuardKey(closed, locked) = %q", got)
	}
	if got := agent.GuardKey[door]("", ""); got != "→" {
		t.Errorf("GuardKey of empty states = %q", got)
	}
}

func TestGuardSeverity(t *testing.T) {
	t.Parallel()
	if agent.SeverityClientError != "client_error" || agent.SeverityPolicyViolation != "policy_violation" {
		t.Errorf("severity values %q, %q", agent.SeverityClientError, agent.SeverityPolicyViolation)
	}
	for _, s := range []agent.GuardSeverity{agent.SeverityClientError, agent.SeverityPolicyViolation} {
		t.Run(string(s), func(t *testing.T) {
			if !s.Valid() {
				t.Errorf("%q.Valid() = false", s)
			}
		})
	}
	for _, s := range []agent.GuardSeverity{"", "CLIENT_ERROR", "error", "policy-violation"} {
		t.Run(string(s), func(t *testing.T) {
			if s.Valid() {
				t.Errorf("%q.Valid() = true", s)
			}
		})
	}
}

func TestTransitionValidatorMapOnly(t *testing.T) {
	t.Parallel()
	v := agent.NewTransitionValidator(doorMap(), nil)
	tests := []struct {
		from, to door
		want     agent.GuardResult
	}{
		{open, closed, agent.GuardResult{Valid: true}},
		{closed, locked, agent.GuardResult{Valid: true}},
		{closed, open, agent.GuardResult{Valid: true}},
		{open, locked, agent.GuardResult{Reason: "Transition open→locked is not structurally valid", Guard: "transition_map"}},
		{open, open, agent.GuardResult{Reason: "Transition open→open is not structurally valid", Guard: "transition_map"}},
		{"ajar", closed, agent.GuardResult{Reason: "Transition ajar→closed is not structurally valid", Guard: "transition_map"}},
		{closed, "", agent.GuardResult{Reason: "Transition closed→ is not structurally valid", Guard: "transition_map"}},
		{"", "", agent.GuardResult{Reason: "Transition → is not structurally valid", Guard: "transition_map"}},
	}
	for i, tt := range tests {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if diff := cmp.Diff(tt.want, v.IsValid(tt.from, tt.to, nil)); diff != "" {
				t.Errorf("IsValid(%q, %q) mismatch (-want +got):\n%s", tt.from, tt.to, diff)
			}
			if got := v.IsStructurallyValid(tt.from, tt.to); got != tt.want.Valid {
				t.Errorf("IsStructurallyValid(%q, %q) = %v", tt.from, tt.to, got)
			}
		})
	}
}

func TestTransitionValidatorGuards(t *testing.T) {
	t.Parallel()
	calls := map[string]int{}
	record := func(result agent.GuardResult) agent.Guard[door] {
		return func(from, to door, ctx map[string]any) agent.GuardResult {
			calls[agent.GuardKey(from, to)]++
			return result
		}
	}
	lockRefusal := agent.GuardResult{Reason: "no key", Guard: "custom", Severity: agent.SeverityPolicyViolation}
	v := agent.NewTransitionValidator(doorMap(), map[string]agent.Guard[door]{
		agent.GuardKey(closed, locked): record(lockRefusal),
		// A passing guard's other fields are not reported.
		agent.GuardKey(open, closed): record(agent.GuardResult{Valid: true, Reason: "ignored", Guard: "ignored"}),
		// Registered for a transition the map does not have: never run.
		agent.GuardKey(open, locked): record(agent.GuardResult{Valid: true}),
		// A nil guard is no guard.
		agent.GuardKey(locked, closed): nil,
	})

	if diff := cmp.Diff(lockRefusal, v.IsValid(closed, locked, nil)); diff != "" {
		t.Errorf("guard rejection not returned unchanged (-want +got):\n%s", diff)
	}
	if got := v.IsValid(open, closed, nil); got != (agent.GuardResult{Valid: true}) {
		t.Errorf("passing guard gives %+v", got)
	}
	if got := v.IsValid(locked, closed, nil); got != (agent.GuardResult{Valid: true}) {
		t.Errorf("nil guard gives %+v", got)
	}
	if got := v.IsValid(closed, open, nil); got != (agent.GuardResult{Valid: true}) {
		t.Errorf("unguarded transition gives %+v", got)
	}
	got := v.IsValid(open, locked, nil)
	if got.Valid || got.Guard != agent.TransitionMapGuard {
		t.Errorf("guard overrode the map: %+v", got)
	}
	if calls[agent.GuardKey(open, locked)] != 0 {
		t.Error("a guard ran for a structurally invalid transition")
	}
	if calls[agent.GuardKey(closed, locked)] != 1 || calls[agent.GuardKey(open, closed)] != 1 {
		t.Errorf("guard calls %v", calls)
	}
}

func TestTransitionValidatorGuardArguments(t *testing.T) {
	t.Parallel()
	ctx := map[string]any{"k": "v"}
	var gotFrom, gotTo door
	var gotCtx map[string]any
	v := agent.NewTransitionValidator(doorMap(), map[string]agent.Guard[door]{
		agent.GuardKey(closed, locked): func(from, to door, c map[string]any) agent.GuardResult {
			gotFrom, gotTo, gotCtx = from, to, c
			return agent.GuardResult{Valid: true}
		},
	})
	v.IsValid(closed, locked, ctx)
	if gotFrom != closed || gotTo != locked || gotCtx["k"] != "v" {
		t.Errorf("guard called with %q, %q, %v", gotFrom, gotTo, gotCtx)
	}
}

func TestTransitionValidatorCopiesItsInputs(t *testing.T) {
	t.Parallel()
	transitions := doorMap()
	guards := map[string]agent.Guard[door]{}
	v := agent.NewTransitionValidator(transitions, guards)

	transitions[open] = append(transitions[open], locked)
	transitions[closed][0] = locked
	delete(transitions, locked)
	guards[agent.GuardKey(open, closed)] = func(door, door, map[string]any) agent.GuardResult {
		return agent.GuardResult{Reason: "late guard"}
	}

	if diff := cmp.Diff(doorMap(), v.Transitions()); diff != "" {
		t.Errorf("validator changed with its input map (-want +got):\n%s", diff)
	}
	if !v.IsValid(open, closed, nil).Valid || v.IsValid(open, locked, nil).Valid {
		t.Error("validator changed with its input maps")
	}

	// Returned maps and slices are fresh too.
	m := v.Transitions()
	m[closed][0] = locked
	targets := v.ValidTargets(closed)
	targets[1] = open
	if diff := cmp.Diff(doorMap(), v.Transitions()); diff != "" {
		t.Errorf("validator changed through a returned copy (-want +got):\n%s", diff)
	}
}

func TestTransitionValidatorValidTargets(t *testing.T) {
	t.Parallel()
	v := agent.NewTransitionValidator(map[door][]door{open: {closed, locked}, closed: nil, locked: {}}, nil)
	tests := []struct {
		from door
		want []door
	}{
		{open, []door{closed, locked}},
		{closed, []door{}},
		{locked, []door{}},
		{"ajar", []door{}},
	}
	for _, tt := range tests {
		t.Run(string(tt.from), func(t *testing.T) {
			got := v.ValidTargets(tt.from)
			if got == nil || !cmp.Equal(tt.want, got) {
				t.Errorf("ValidTargets(%q) = %#v, want %#v", tt.from, got, tt.want)
			}
		})
	}
	for from, targets := range v.Transitions() {
		if targets == nil {
			t.Errorf("Transitions()[%q] is nil", from)
		}
	}
}

func TestTransitionValidatorZeroValue(t *testing.T) {
	t.Parallel()
	var v agent.TransitionValidator[door]
	if r := v.IsValid(open, closed, nil); r.Valid || r.Guard != agent.TransitionMapGuard {
		t.Errorf("zero validator IsValid = %+v", r)
	}
	if got := v.ValidTargets(open); got == nil || len(got) != 0 {
		t.Errorf("zero validator ValidTargets = %#v", got)
	}
	if got := v.Transitions(); got == nil || len(got) != 0 {
		t.Errorf("zero validator Transitions = %#v", got)
	}
	empty := agent.NewTransitionValidator[door](nil, nil)
	if empty.IsValid(open, closed, nil).Valid {
		t.Error("validator with a nil map accepts a transition")
	}
}

func TestTransitionValidatorConcurrent(t *testing.T) {
	t.Parallel()
	v := agent.NewLifecycleValidator()
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 200 {
				for _, from := range allStates {
					for _, to := range allStates {
						if got := v.IsValid(from, to, satisfyingContext(from, to)).Valid; got != specAllows(from, to) {
							t.Errorf("IsValid(%s, %s) = %v", from, to, got)
						}
					}
					_ = v.ValidTargets(from)
				}
			}
		})
	}
	wg.Wait()
}

func TestGuardResultJSON(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		in   agent.GuardResult
		want string
	}{
		{"valid", agent.GuardResult{Valid: true}, `{"valid":true}`},
		{"valid with stray fields", agent.GuardResult{Valid: true, Reason: "r", Guard: "g", Severity: agent.SeverityClientError}, `{"valid":true}`},
		{"map rejection", agent.GuardResult{Reason: "Transition ARCHIVED→ACTIVE is not structurally valid", Guard: "transition_map"},
			`{"valid":false,"reason":"Transition ARCHIVED→ACTIVE is not structurally valid","guard":"transition_map"}`},
		{"guard rejection", agent.GuardResult{Reason: "ACTIVE→TRANSFERRED requires context.transfer_id", Guard: "ACTIVE→TRANSFERRED", Severity: agent.SeverityClientError},
			`{"valid":false,"reason":"ACTIVE→TRANSFERRED requires context.transfer_id","guard":"ACTIVE→TRANSFERRED","severity":"client_error"}`},
		{"policy violation", agent.GuardResult{Reason: "r", Guard: "g", Severity: agent.SeverityPolicyViolation},
			`{"valid":false,"reason":"r","guard":"g","severity":"policy_violation"}`},
		{"zero value", agent.GuardResult{}, `{"valid":false,"reason":"","guard":""}`},
		{"escapes", agent.GuardResult{Reason: "Transition <a&b>→\"q\"\n is not structurally valid", Guard: "transition_map"},
			`{"valid":false,"reason":"Transition <a&b>→\"q\"\n is not structurally valid","guard":"transition_map"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.in.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("MarshalJSON = %s\nwant          %s", got, tt.want)
			}
			// json.Marshal gives the same JSON value (encoding/json may
			// HTML-escape the bytes MarshalJSON returns).
			viaJSON, err := json.Marshal(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			var a, b any
			if json.Unmarshal(viaJSON, &a) != nil || json.Unmarshal(got, &b) != nil || !cmp.Equal(a, b) {
				t.Errorf("json.Marshal = %s, MarshalJSON = %s", viaJSON, got)
			}
			// Pointer and nested values marshal the same way.
			nested, err := json.Marshal(map[string]any{"r": &tt.in})
			if err != nil || string(nested) != `{"r":`+string(viaJSON)+`}` {
				t.Errorf("nested json.Marshal = %s, %v", nested, err)
			}
			// Decoding gives back the value (stray fields of a valid result excepted).
			var back agent.GuardResult
			if err := json.Unmarshal(got, &back); err != nil {
				t.Fatal(err)
			}
			want := tt.in
			if want.Valid {
				want = agent.GuardResult{Valid: true}
			}
			if back != want {
				t.Errorf("round trip gives %+v, want %+v", back, want)
			}
		})
	}
}
