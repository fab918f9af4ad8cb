package agent_test

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/hounfour-go/hounfour/agent"
)

// Go-built context values of named types.
type (
	myString string
	myBool   bool
	myInt    int
	myFloat  float32
)

func ptr[T any](v T) *T { return &v }

// ctxCase is one context given to a guard; absent means the member is not set
// (other, unrelated members are).
type ctxCase struct {
	name   string
	value  any
	absent bool
}

func (c ctxCase) ctx(member string) map[string]any {
	ctx := map[string]any{"unrelated": "x"}
	if !c.absent {
		ctx[member] = c.value
	}
	return ctx
}

// checkGuard runs guard for from→to with every case, directly and through a
// validator that registers it, and compares with pass/fail.
func checkGuard(t *testing.T, guard agent.Guard[agent.LifecycleState], from, to agent.LifecycleState, member string,
	reason string, severity agent.GuardSeverity, pass, fail []ctxCase) {
	t.Helper()
	key := agent.GuardKey(from, to)
	rejection := agent.GuardResult{Reason: reason, Guard: key, Severity: severity}
	v := agent.NewTransitionValidator(agent.Transitions(), map[string]agent.Guard[agent.LifecycleState]{key: guard})
	run := func(c ctxCase, want agent.GuardResult) {
		t.Helper()
		ctx := c.ctx(member)
		if diff := cmp.Diff(want, guard(from, to, ctx)); diff != "" {
			t.Errorf("%s with %s: guard result mismatch (-want +got):\n%s", key, c.name, diff)
		}
		if diff := cmp.Diff(want, v.IsValid(from, to, ctx)); diff != "" {
			t.Errorf("%s with %s: IsValid mismatch (-want +got):\n%s", key, c.name, diff)
		}
	}
	for _, c := range pass {
		run(c, agent.GuardResult{Valid: true})
	}
	for _, c := range fail {
		run(c, rejection)
	}
}

// checkNilAndEmpty checks that a nil context and an empty one give the same
// result, the expected one.
func checkNilAndEmpty(t *testing.T, guard agent.Guard[agent.LifecycleState], from, to agent.LifecycleState, want agent.GuardResult) {
	t.Helper()
	for name, ctx := range map[string]map[string]any{"nil ctx": nil, "empty ctx": {}} {
		if diff := cmp.Diff(want, guard(from, to, ctx)); diff != "" {
			t.Errorf("%s with %s mismatch (-want +got):\n%s", agent.GuardKey(from, to), name, diff)
		}
	}
}

func TestRequiresTransferID(t *testing.T) {
	t.Parallel()
	from, to := agent.StateActive, agent.StateTransferred
	reason := "ACTIVE→TRANSFERRED requires context.transfer_id"
	checkNilAndEmpty(t, agent.RequiresTransferID, from, to,
		agent.GuardResult{Reason: reason, Guard: "ACTIVE→TRANSFERRED", Severity: agent.SeverityClientError})
	checkGuard(t, agent.RequiresTransferID, from, to, "transfer_id", reason, agent.SeverityClientError,
		[]ctxCase{
			{name: `"xfer_1"`, value: "xfer_1"},
			{name: `"0"`, value: "0"},
			{name: `" "`, value: " "},
			{name: "a named string type", value: myString("x")},
			{name: "a *string", value: ptr("x")},
			{name: "a non-BMP character", value: "😀"},
		},
		[]ctxCase{
			{name: "absent", absent: true},
			{name: "null", value: nil},
			{name: `""`, value: ""},
			{name: "a nil *string", value: (*string)(nil)},
			{name: `a *string to ""`, value: ptr("")},
			{name: "json.Number", value: json.Number("1")},
			{name: "float64", value: float64(1)},
			{name: "int", value: 7},
			{name: "true", value: true},
			{name: "an array", value: []any{"x"}},
			{name: "a []string", value: []string{"x"}},
			{name: "an object", value: map[string]any{"id": "x"}},
		})
}

func TestRequiresNoActiveTransfer(t *testing.T) {
	t.Parallel()
	from, to := agent.StateActive, agent.StateArchived
	reason := "ACTIVE→ARCHIVED requires no active transfer_id"
	checkNilAndEmpty(t, agent.RequiresNoActiveTransfer, from, to, agent.GuardResult{Valid: true})
	checkGuard(t, agent.RequiresNoActiveTransfer, from, to, "transfer_id", reason, agent.SeverityPolicyViolation,
		[]ctxCase{
			// Falsy in JavaScript: absent, null, false, "", 0, -0, NaN.
			{name: "absent", absent: true},
			{name: "null", value: nil},
			{name: "false", value: false},
			{name: `""`, value: ""},
			{name: "float64 0", value: float64(0)},
			{name: "float64 -0", value: math.Copysign(0, -1)},
			{name: "NaN", value: math.NaN()},
			{name: "int 0", value: 0},
			{name: "int8 0", value: int8(0)},
			{name: "uint64 0", value: uint64(0)},
			{name: "float32 0", value: float32(0)},
			{name: "named int 0", value: myInt(0)},
			{name: "named float 0", value: myFloat(0)},
			{name: "named bool false", value: myBool(false)},
			{name: `named string ""`, value: myString("")},
			{name: `json.Number("0")`, value: json.Number("0")},
			{name: `json.Number("-0")`, value: json.Number("-0")},
			{name: `json.Number("0.000")`, value: json.Number("0.000")},
			{name: `json.Number("0e10")`, value: json.Number("0e10")},
			{name: `json.Number("-0.0E-7")`, value: json.Number("-0.0E-7")},
			{name: `json.Number("1e-400") (0 as a double)`, value: json.Number("1e-400")},
			{name: "a nil *string", value: (*string)(nil)},
			{name: "a *int to 0", value: ptr(0)},
			{name: `a *string to ""`, value: ptr("")},
			{name: "a nil []any", value: []any(nil)},
			{name: "a nil map", value: map[string]any(nil)},
		},
		[]ctxCase{
			// Truthy: any non-empty string, true, non-zero numbers, every array and object.
			{name: `"xfer_1"`, value: "xfer_1"},
			{name: `"0"`, value: "0"},
			{name: `"false"`, value: "false"},
			{name: `" "`, value: " "},
			{name: "true", value: true},
			{name: "named bool true", value: myBool(true)},
			{name: "float64 1", value: float64(1)},
			{name: "float64 -0.5", value: -0.5},
			{name: "float64 5e-324", value: 5e-324},
			{name: "+Inf", value: math.Inf(1)},
			{name: "int 1", value: 1},
			{name: "int64 -1", value: int64(-1)},
			{name: "uint8 255", value: uint8(255)},
			{name: "named int 3", value: myInt(3)},
			{name: `json.Number("1")`, value: json.Number("1")},
			{name: `json.Number("-0.001")`, value: json.Number("-0.001")},
			{name: `json.Number("1e400")`, value: json.Number("1e400")},
			{name: `json.Number("abc") (not a number)`, value: json.Number("abc")},
			{name: `json.Number("") (not a number)`, value: json.Number("")},
			{name: `json.Number("0x0") (not a number)`, value: json.Number("0x0")},
			{name: `json.Number("+0") (not a JSON number)`, value: json.Number("+0")},
			{name: `json.Number(" 0") (not a JSON number)`, value: json.Number(" 0")},
			{name: `json.Number("0_0") (not a JSON number)`, value: json.Number("0_0")},
			{name: "[]any{}", value: []any{}},
			{name: "[]string{}", value: []string{}},
			{name: "[0]int{}", value: [0]int{}},
			{name: "map[string]any{}", value: map[string]any{}},
			{name: "struct{}{}", value: struct{}{}},
			{name: "a *int to 1", value: ptr(1)},
			{name: "a *string", value: ptr("x")},
		})
}

func TestRequiresReasonResolved(t *testing.T) {
	t.Parallel()
	from, to := agent.StateSuspended, agent.StateActive
	reason := "SUSPENDED→ACTIVE requires context.reason_resolved === true"
	checkNilAndEmpty(t, agent.RequiresReasonResolved, from, to,
		agent.GuardResult{Reason: reason, Guard: "SUSPENDED→ACTIVE", Severity: agent.SeverityClientError})
	checkGuard(t, agent.RequiresReasonResolved, from, to, "reason_resolved", reason, agent.SeverityClientError,
		[]ctxCase{
			{name: "true", value: true},
			{name: "named bool true", value: myBool(true)},
			{name: "a *bool to true", value: ptr(true)},
		},
		[]ctxCase{
			{name: "absent", absent: true},
			{name: "null", value: nil},
			{name: "false", value: false},
			{name: `"true"`, value: "true"},
			{name: "1", value: 1},
			{name: `json.Number("1")`, value: json.Number("1")},
			{name: "a nil *bool", value: (*bool)(nil)},
			{name: "a *bool to false", value: ptr(false)},
			{name: "[]any{true}", value: []any{true}},
			{name: "an object", value: map[string]any{"resolved": true}},
		})
}

func TestRequiresTransferCompleted(t *testing.T) {
	t.Parallel()
	from, to := agent.StateTransferred, agent.StateProvisioning
	key := "TRANSFERRED→PROVISIONING"
	rejection := agent.GuardResult{
		Reason:   key + " requires context.transfer_completed === true and context.new_owner",
		Guard:    key,
		Severity: agent.SeverityClientError,
	}
	checkNilAndEmpty(t, agent.RequiresTransferCompleted, from, to, rejection)
	tests := []struct {
		name string
		ctx  map[string]any
		pass bool
	}{
		{"both", map[string]any{"transfer_completed": true, "new_owner": "0xabc"}, true},
		{"named types", map[string]any{"transfer_completed": myBool(true), "new_owner": myString("0xabc")}, true},
		{"pointers", map[string]any{"transfer_completed": ptr(true), "new_owner": ptr("0xabc")}, true},
		{"owner absent", map[string]any{"transfer_completed": true}, false},
		{"owner null", map[string]any{"transfer_completed": true, "new_owner": nil}, false},
		{`owner ""`, map[string]any{"transfer_completed": true, "new_owner": ""}, false},
		{"owner a number", map[string]any{"transfer_completed": true, "new_owner": 5}, false},
		{"owner an array", map[string]any{"transfer_completed": true, "new_owner": []string{"0xabc"}}, false},
		{"completed absent", map[string]any{"new_owner": "0xabc"}, false},
		{"completed false", map[string]any{"transfer_completed": false, "new_owner": "0xabc"}, false},
		{`completed "true"`, map[string]any{"transfer_completed": "true", "new_owner": "0xabc"}, false},
		{"completed 1", map[string]any{"transfer_completed": 1, "new_owner": "0xabc"}, false},
		{"neither", map[string]any{"transfer_id": "x"}, false},
	}
	v := agent.NewLifecycleValidator()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := rejection
			if tt.pass {
				want = agent.GuardResult{Valid: true}
			}
			if diff := cmp.Diff(want, agent.RequiresTransferCompleted(from, to, tt.ctx)); diff != "" {
				t.Errorf("%s: mismatch (-want +got):\n%s", tt.name, diff)
			}
			if diff := cmp.Diff(want, v.IsValid(from, to, tt.ctx)); diff != "" {
				t.Errorf("%s: IsValid mismatch (-want +got):\n%s", tt.name, diff)
			}
		})
	}
}

func TestRequiresSanctionEvidence(t *testing.T) {
	t.Parallel()
	from, to := agent.StateActive, agent.StateSuspended
	reason := "ACTIVE→SUSPENDED requires context.evidence_event_ids (non-empty string array)"
	checkNilAndEmpty(t, agent.RequiresSanctionEvidence, from, to,
		agent.GuardResult{Reason: reason, Guard: "ACTIVE→SUSPENDED", Severity: agent.SeverityClientError})
	checkGuard(t, agent.RequiresSanctionEvidence, from, to, "evidence_event_ids", reason, agent.SeverityClientError,
		[]ctxCase{
			{name: `[]any{"evt-1"}`, value: []any{"evt-1"}},
			{name: `[]any{"a", "b"}`, value: []any{"a", "b"}},
			{name: `[]string{"a", "b"}`, value: []string{"a", "b"}},
			{name: `[2]string{"a", "b"}`, value: [2]string{"a", "b"}},
			{name: "named strings", value: []myString{"a"}},
			{name: "a *[]string", value: ptr([]string{"a"})},
			{name: "pointer elements", value: []any{ptr("a"), "b"}},
		},
		[]ctxCase{
			{name: "absent", absent: true},
			{name: "null", value: nil},
			{name: "[]any{}", value: []any{}},
			{name: "[]string{}", value: []string{}},
			{name: "a nil []string", value: []string(nil)},
			{name: `[]any{""}`, value: []any{""}},
			{name: `[]any{"a", ""}`, value: []any{"a", ""}},
			{name: `[]string{"a", ""}`, value: []string{"a", ""}},
			{name: `[]any{"a", 1}`, value: []any{"a", 1}},
			{name: `[]any{"a", nil}`, value: []any{"a", nil}},
			{name: `[]any{json.Number("1")}`, value: []any{json.Number("1")}},
			{name: `[]any{[]any{"a"}}`, value: []any{[]any{"a"}}},
			{name: "a string", value: "evt-1"},
			{name: "an object", value: map[string]any{"0": "evt-1"}},
			{name: "true", value: true},
		})
}

func TestRequiresTrue(t *testing.T) {
	t.Parallel()
	guard := agent.RequiresTrue[door]("verification_passed")
	if got := guard(closed, locked, map[string]any{"verification_passed": true}); got != (agent.GuardResult{Valid: true}) {
		t.Errorf("pass case gives %+v", got)
	}
	want := agent.GuardResult{
		Reason:   "closed→locked requires context.verification_passed === true",
		Guard:    "closed→locked",
		Severity: agent.SeverityClientError,
	}
	for i, ctx := range []map[string]any{nil, {}, {"verification_passed": "true"}, {"verification_passed": false}, {"reason_resolved": true}} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if diff := cmp.Diff(want, guard(closed, locked, ctx)); diff != "" {
				t.Errorf("ctx %v: mismatch (-want +got):\n%s", ctx, diff)
			}
		})
	}
	// RequiresReasonResolved is RequiresTrue("reason_resolved").
	same := agent.RequiresTrue[agent.LifecycleState]("reason_resolved")
	for i, ctx := range []map[string]any{nil, {"reason_resolved": true}, {"reason_resolved": 1}} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			a := same(agent.StateSuspended, agent.StateActive, ctx)
			b := agent.RequiresReasonResolved(agent.StateSuspended, agent.StateActive, ctx)
			if a != b {
				t.Errorf("ctx %v: RequiresTrue %+v, RequiresReasonResolved %+v", ctx, a, b)
			}
		})
	}
}

// TestNamedGuardsAreGeneric runs the named guards on another state type.
func TestNamedGuardsAreGeneric(t *testing.T) {
	t.Parallel()
	v := agent.NewTransitionValidator(doorMap(), map[string]agent.Guard[door]{
		agent.GuardKey(closed, locked): agent.RequiresReasonResolved[door],
		agent.GuardKey(locked, closed): agent.RequiresTransferID[door],
	})
	want := agent.GuardResult{Reason: "closed→locked requires context.reason_resolved === true", Guard: "closed→locked", Severity: agent.SeverityClientError}
	if diff := cmp.Diff(want, v.IsValid(closed, locked, nil)); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
	if !v.IsValid(locked, closed, map[string]any{"transfer_id": "t"}).Valid {
		t.Error("RequiresTransferID[door] rejects a transfer_id")
	}
}

func TestDefaultGuards(t *testing.T) {
	t.Parallel()
	guards := agent.DefaultGuards()
	type expectation struct {
		reason   string
		severity agent.GuardSeverity
	}
	// Each default guard's rejection with a nil context identifies it; the
	// policy guard accepts a nil context and rejects an active transfer.
	want := map[string]expectation{
		"ACTIVE→TRANSFERRED":       {"requires context.transfer_id", agent.SeverityClientError},
		"ACTIVE→ARCHIVED":          {"requires no active transfer_id", agent.SeverityPolicyViolation},
		"SUSPENDED→ACTIVE":         {"requires context.reason_resolved === true", agent.SeverityClientError},
		"TRANSFERRED→PROVISIONING": {"requires context.transfer_completed === true and context.new_owner", agent.SeverityClientError},
	}
	if len(guards) != 4 {
		t.Fatalf("DefaultGuards() has %d entries, want 4", len(guards))
	}
	for key, w := range want {
		t.Run(key, func(t *testing.T) {
			guard, ok := guards[key]
			if !ok || guard == nil {
				t.Errorf("DefaultGuards() has no guard for %s", key)
				return
			}
			from, to, _ := strings.Cut(key, "→")
			ctx := map[string]any(nil)
			if key == "ACTIVE→ARCHIVED" {
				ctx = map[string]any{"transfer_id": "xfer"}
			}
			got := guard(agent.LifecycleState(from), agent.LifecycleState(to), ctx)
			wantResult := agent.GuardResult{Reason: key + " " + w.reason, Guard: key, Severity: w.severity}
			if diff := cmp.Diff(wantResult, got); diff != "" {
				t.Errorf("DefaultGuards()[%s] mismatch (-want +got):\n%s", key, diff)
			}
			if !agent.IsValidTransition(agent.LifecycleState(from), agent.LifecycleState(to)) {
				t.Errorf("default guard on a non-edge %s", key)
			}
		})
	}

	// RequiresSanctionEvidence is not a default guard.
	for _, key := range []string{"ACTIVE→SUSPENDED", "SUSPENDED→ARCHIVED"} {
		t.Run(key, func(t *testing.T) {
			if _, ok := guards[key]; ok {
				t.Errorf("DefaultGuards() has an entry for %s", key)
			}
		})
	}

	// A fresh map each call.
	delete(guards, "ACTIVE→TRANSFERRED")
	guards["DORMANT→PROVISIONING"] = agent.RequiresTransferID[agent.LifecycleState]
	if again := agent.DefaultGuards(); len(again) != 4 || again["ACTIVE→TRANSFERRED"] == nil || again["DORMANT→PROVISIONING"] != nil {
		t.Error("DefaultGuards() returns shared storage")
	}
}

func TestNewLifecycleValidator(t *testing.T) {
	t.Parallel()
	v := agent.NewLifecycleValidator()

	// The specification's worked example.
	want := agent.GuardResult{
		Reason:   "ACTIVE→TRANSFERRED requires context.transfer_id",
		Guard:    "ACTIVE→TRANSFERRED",
		Severity: agent.SeverityClientError,
	}
	if diff := cmp.Diff(want, v.IsValid(agent.StateActive, agent.StateTransferred, nil)); diff != "" {
		t.Errorf("IsValid(ACTIVE, TRANSFERRED, nil) mismatch (-want +got):\n%s", diff)
	}

	// With a nil context, every edge passes except the three whose default
	// guard needs context; every non-edge is a map rejection.
	needsContext := map[string]bool{"ACTIVE→TRANSFERRED": true, "SUSPENDED→ACTIVE": true, "TRANSFERRED→PROVISIONING": true}
	for _, from := range allStates {
		t.Run(string(from), func(t *testing.T) {
			for _, to := range allStates {
				key := agent.GuardKey(from, to)
				got := v.IsValid(from, to, nil)
				switch {
				case !specAllows(from, to):
					want := agent.GuardResult{Reason: "Transition " + key + " is not structurally valid", Guard: "transition_map"}
					if got != want {
						t.Errorf("IsValid(%s) = %+v, want %+v", key, got, want)
					}
				case needsContext[key]:
					if got.Valid || got.Guard != key || got.Severity != agent.SeverityClientError {
						t.Errorf("IsValid(%s, nil) = %+v, want a client_error rejection by %s", key, got, key)
					}
				default:
					if !got.Valid {
						t.Errorf("IsValid(%s, nil) = %+v, want valid", key, got)
					}
				}
				// The map check comes first: a non-edge with a satisfying context is still rejected.
				if got := v.IsValid(from, to, satisfyingContext(from, to)); got.Valid != specAllows(from, to) {
					t.Errorf("IsValid(%s, satisfying ctx) = %+v", key, got)
				}
			}
		})
	}

	// Unknown states are map rejections quoting them verbatim.
	got := v.IsValid("active", agent.StateArchived, map[string]any{"transfer_id": "x"})
	if want := (agent.GuardResult{Reason: "Transition active→ARCHIVED is not structurally valid", Guard: "transition_map"}); got != want {
		t.Errorf("unknown from: %+v", got)
	}

	// An active transfer blocks archiving, as a policy violation.
	got = v.IsValid(agent.StateActive, agent.StateArchived, map[string]any{"transfer_id": "xfer_9"})
	if want := (agent.GuardResult{Reason: "ACTIVE→ARCHIVED requires no active transfer_id", Guard: "ACTIVE→ARCHIVED", Severity: agent.SeverityPolicyViolation}); got != want {
		t.Errorf("archive during transfer: %+v", got)
	}
}

// TestGuardsWithDecodedContext feeds contexts decoded by encoding/json, both
// as float64 and as json.Number.
func TestGuardsWithDecodedContext(t *testing.T) {
	t.Parallel()
	v := agent.NewLifecycleValidator()
	tests := []struct {
		from, to agent.LifecycleState
		ctx      string
		valid    bool
	}{
		{agent.StateActive, agent.StateArchived, `{"transfer_id": 0}`, true},
		{agent.StateActive, agent.StateArchived, `{"transfer_id": -0.0}`, true},
		{agent.StateActive, agent.StateArchived, `{"transfer_id": null}`, true},
		{agent.StateActive, agent.StateArchived, `{"transfer_id": false}`, true},
		{agent.StateActive, agent.StateArchived, `{"transfer_id": ""}`, true},
		{agent.StateActive, agent.StateArchived, `{}`, true},
		{agent.StateActive, agent.StateArchived, `null`, true},
		{agent.StateActive, agent.StateArchived, `{"transfer_id": 1}`, false},
		{agent.StateActive, agent.StateArchived, `{"transfer_id": "0"}`, false},
		{agent.StateActive, agent.StateArchived, `{"transfer_id": []}`, false},
		{agent.StateActive, agent.StateArchived, `{"transfer_id": {}}`, false},
		{agent.StateActive, agent.StateTransferred, `{"transfer_id": "xfer_1"}`, true},
		{agent.StateActive, agent.StateTransferred, `{"transfer_id": 1}`, false},
		{agent.StateSuspended, agent.StateActive, `{"reason_resolved": true}`, true},
		{agent.StateSuspended, agent.StateActive, `{"reason_resolved": "true"}`, false},
		{agent.StateTransferred, agent.StateProvisioning, `{"transfer_completed": true, "new_owner": "0xabc"}`, true},
		{agent.StateTransferred, agent.StateProvisioning, `{"transfer_completed": true, "new_owner": ""}`, false},
	}
	for i, tt := range tests {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			for _, useNumber := range []bool{false, true} {
				dec := json.NewDecoder(strings.NewReader(tt.ctx))
				if useNumber {
					dec.UseNumber()
				}
				var ctx map[string]any
				if err := dec.Decode(&ctx); err != nil {
					t.Fatal(err)
				}
				if got := v.IsValid(tt.from, tt.to, ctx); got.Valid != tt.valid {
					t.Errorf("IsValid(%s, %s) (UseNumber %v) = %+v, want valid=%v", tt.from, tt.to, tt.ctx, got, tt.valid)
				}
			}
		})
	}
	var ctx map[string]any
	if err := json.Unmarshal([]byte(`{"evidence_event_ids": ["evt-1", "evt-2"]}`), &ctx); err != nil {
		t.Fatal(err)
	}
	if r := agent.RequiresSanctionEvidence(agent.StateSuspended, agent.StateArchived, ctx); !r.Valid {
		t.Errorf("decoded evidence rejected: %+v", r)
	}
}

// TestGuardsPointerCycle: a Go-built context holding a pointer cycle does not
// hang or panic; it counts as an object.
func TestGuardsPointerCycle(t *testing.T) {
	t.Parallel()
	var cycle any
	cycle = &cycle
	ctx := map[string]any{"transfer_id": cycle, "reason_resolved": cycle, "evidence_event_ids": cycle}
	if agent.RequiresNoActiveTransfer(agent.StateActive, agent.StateArchived, ctx).Valid {
		t.Error("RequiresNoActiveTransfer accepts a pointer cycle")
	}
	if agent.RequiresTransferID(agent.StateActive, agent.StateTransferred, ctx).Valid {
		t.Error("RequiresTransferID accepts a pointer cycle")
	}
	if agent.RequiresReasonResolved(agent.StateSuspended, agent.StateActive, ctx).Valid {
		t.Error("RequiresReasonResolved accepts a pointer cycle")
	}
	if agent.RequiresSanctionEvidence(agent.StateActive, agent.StateSuspended, ctx).Valid {
		t.Error("RequiresSanctionEvidence accepts a pointer cycle")
	}
}
