package governance_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/governance"
)

// specLifecycle and specExecution are the protocol's transition tables, as
// the specification states them.
var (
	specLifecycle = map[governance.ConstraintStatus][]governance.ConstraintStatus{
		"proposed":     {"under_review", "rejected"},
		"under_review": {"enacted", "rejected"},
		"enacted":      {"deprecated"},
		"rejected":     {},
		"deprecated":   {},
	}
	specExecution = map[governance.ExecutionStatus][]governance.ExecutionStatus{
		"pending":     {"executing"},
		"executing":   {"completed", "failed"},
		"completed":   {},
		"failed":      {"rolled_back"},
		"rolled_back": {},
	}
)

func TestConstraintTransitions(t *testing.T) {
	got := governance.ConstraintTransitions()
	var order []governance.ConstraintStatus
	for _, tr := range got {
		order = append(order, tr.From)
		if want := specLifecycle[tr.From]; !slices.Equal(tr.To, want) && len(tr.To)+len(want) > 0 {
			t.Errorf("%s → %v, want %v", tr.From, tr.To, want)
		}
	}
	if !slices.Equal(order, governance.ConstraintStatuses()) {
		t.Errorf("order %v", order)
	}
	got[0].To[0] = "enacted" // a fresh copy
	if governance.ConstraintTransitions()[0].To[0] != governance.ConstraintUnderReview {
		t.Error("ConstraintTransitions shares its slices")
	}
	for _, c := range []struct {
		from, to governance.ConstraintStatus
		want     bool
	}{
		{"proposed", "under_review", true},
		{"under_review", "enacted", true},
		{"enacted", "deprecated", true},
		{"proposed", "enacted", false},
		{"enacted", "enacted", false},
		{"rejected", "proposed", false},
		{"bogus", "enacted", false},
		{"toString", "enacted", false},
		{"__proto__", "enacted", false},
		{"constructor", "under_review", false},
		{"Proposed", "under_review", false},
	} {
		e := governance.ConstraintLifecycleEvent{FromStatus: c.from, ToStatus: c.to}
		if got := governance.IsConstraintEnactable(&e); got != c.want {
			t.Errorf("IsConstraintEnactable(%s → %s) = %v, want %v", c.from, c.to, got, c.want)
		}
		if got := governance.CanTransitionConstraint(c.from, c.to); got != c.want {
			t.Errorf("CanTransitionConstraint(%s, %s) = %v, want %v", c.from, c.to, got, c.want)
		}
	}
}

func TestExecutionTransitions(t *testing.T) {
	got := governance.ExecutionTransitions()
	var order []governance.ExecutionStatus
	for _, tr := range got {
		order = append(order, tr.From)
		if want := specExecution[tr.From]; !slices.Equal(tr.To, want) && len(tr.To)+len(want) > 0 {
			t.Errorf("%s → %v, want %v", tr.From, tr.To, want)
		}
	}
	if !slices.Equal(order, governance.ExecutionStatuses()) {
		t.Errorf("order %v", order)
	}
	for _, c := range []struct {
		from, to governance.ExecutionStatus
		want     bool
	}{
		{"pending", "executing", true},
		{"executing", "completed", true},
		{"executing", "failed", true},
		{"failed", "rolled_back", true},
		{"pending", "completed", false},
		{"completed", "rolled_back", false},
		{"executing", "executing", false},
		{"rolled_back", "pending", false},
		{"toString", "executing", false},
		{"", "executing", false},
	} {
		if got := governance.CanTransitionExecution(c.from, c.to); got != c.want {
			t.Errorf("CanTransitionExecution(%s, %s) = %v, want %v", c.from, c.to, got, c.want)
		}
	}
}

func TestProposalActionable(t *testing.T) {
	for s, want := range map[governance.ProposalStatus]bool{
		"proposed": true, "voting": true, "ratified": false, "rejected": false, "withdrawn": false, "": false, "Voting": false,
	} {
		p := governance.Proposal{Status: s}
		if got := p.Actionable(); got != want {
			t.Errorf("Actionable(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestConsistentDecision(t *testing.T) {
	want := map[[2]string]bool{
		{"healthy", "continue"}: true, {"degraded", "continue"}: true, {"degraded", "pause"}: true, {"failing", "rollback"}: true,
	}
	for _, h := range []governance.CheckpointHealth{"healthy", "degraded", "failing", "critical", ""} {
		for _, d := range []governance.ProceedDecision{"continue", "pause", "rollback", "abort"} {
			if got := governance.ConsistentDecision(h, d); got != want[[2]string{string(h), string(d)}] {
				t.Errorf("ConsistentDecision(%s, %s) = %v", h, d, got)
			}
		}
	}
}

func genConstraintStatus() gopter.Gen {
	vals := []any{}
	for _, s := range governance.ConstraintStatuses() {
		vals = append(vals, s)
	}
	return gen.Weighted([]gen.WeightedGen{
		{Weight: 9, Gen: gen.OneConstOf(vals...)},
		{Weight: 1, Gen: gen.OneConstOf(governance.ConstraintStatus(""), governance.ConstraintStatus("toString"),
			governance.ConstraintStatus("Enacted"))},
	})
}

func genExecutionStatus() gopter.Gen {
	vals := []any{}
	for _, s := range governance.ExecutionStatuses() {
		vals = append(vals, s)
	}
	return gen.Weighted([]gen.WeightedGen{
		{Weight: 9, Gen: gen.OneConstOf(vals...)},
		{Weight: 1, Gen: gen.OneConstOf(governance.ExecutionStatus(""), governance.ExecutionStatus("constructor"),
			governance.ExecutionStatus("done"))},
	})
}

// TestTransitionWalkProperties: random walks over both tables take only
// allowed edges, never stay in place and end in a final status (one with no
// move out) within the table's depth; membership agrees with the
// specification's tables for any pair, unknown statuses included; and the
// builtin constraint_lifecycle_valid agrees with CanTransitionConstraint.
func TestTransitionWalkProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	lifecycle := constraint.MustCompile("constraint_lifecycle_valid(e)")
	props.Property("lifecycle walks take allowed edges and end within 3 moves", prop.ForAll(
		func(choices []int) string {
			cur := governance.ConstraintProposed
			for steps := 0; ; steps++ {
				var targets []governance.ConstraintStatus
				for _, tr := range governance.ConstraintTransitions() {
					if tr.From == cur {
						targets = tr.To
					}
				}
				if len(targets) == 0 {
					for _, s := range governance.ConstraintStatuses() {
						if governance.CanTransitionConstraint(cur, s) {
							return "left final " + string(cur)
						}
					}
					return ""
				}
				if steps >= 3 || steps >= len(choices) {
					return fmt.Sprintf("no final status after %d moves, at %s", steps, cur)
				}
				next := targets[choices[steps]%len(targets)]
				if next == cur || !governance.CanTransitionConstraint(cur, next) ||
					!slices.Contains(specLifecycle[cur], next) {
					return fmt.Sprintf("walk took %s→%s", cur, next)
				}
				cur = next
			}
		},
		gen.SliceOfN(3, gen.IntRange(0, 1<<20)),
	))
	props.Property("execution walks take allowed edges and end within 3 moves", prop.ForAll(
		func(choices []int) string {
			cur := governance.ExecutionPending
			for steps := 0; ; steps++ {
				var targets []governance.ExecutionStatus
				for _, tr := range governance.ExecutionTransitions() {
					if tr.From == cur {
						targets = tr.To
					}
				}
				if len(targets) == 0 {
					for _, s := range governance.ExecutionStatuses() {
						if governance.CanTransitionExecution(cur, s) {
							return "left final " + string(cur)
						}
					}
					return ""
				}
				if steps >= 3 || steps >= len(choices) {
					return fmt.Sprintf("no final status after %d moves, at %s", steps, cur)
				}
				next := targets[choices[steps]%len(targets)]
				if next == cur || !governance.CanTransitionExecution(cur, next) || !slices.Contains(specExecution[cur], next) {
					return fmt.Sprintf("walk took %s→%s", cur, next)
				}
				cur = next
			}
		},
		gen.SliceOfN(3, gen.IntRange(0, 1<<20)),
	))
	props.Property("CanTransitionConstraint is the table's membership; the builtin agrees", prop.ForAll(
		func(from, to governance.ConstraintStatus) string {
			want := slices.Contains(specLifecycle[from], to)
			if got := governance.CanTransitionConstraint(from, to); got != want {
				return fmt.Sprintf("CanTransitionConstraint(%q, %q) = %v", from, to, got)
			}
			doc, err := constraint.DecodeJSON(fmt.Appendf(nil, `{"e":{"from_status":%q,"to_status":%q}}`, from, to))
			if err != nil {
				return err.Error()
			}
			if got, err := lifecycle.Check(doc); err != nil || got != want {
				return fmt.Sprintf("constraint_lifecycle_valid(%q, %q) = %v, %v", from, to, got, err)
			}
			return ""
		},
		genConstraintStatus(), genConstraintStatus(),
	))
	props.Property("CanTransitionExecution is the table's membership", prop.ForAll(
		func(from, to governance.ExecutionStatus) bool {
			return governance.CanTransitionExecution(from, to) == slices.Contains(specExecution[from], to)
		},
		genExecutionStatus(), genExecutionStatus(),
	))
	props.TestingRun(t)
}

// TestExecutionTypesContract: the governance execution types are document
// types of contract 8.x only: under contract 7.0.0 a decode is refused
// with ErrNotInContract, even for a document valid under 8.7.0.
func TestExecutionTypesContract(t *testing.T) {
	doc := []byte(`{"scope_id":"550e8400-e29b-41d4-a716-446655440000","execution_id":"550e8400-e29b-41d4-a716-446655440001",
		"changes_to_rollback":[0],"reason":"failing","initiated_at":"2026-03-01T12:00:00Z","contract_version":"8.7.0"}`)
	var s governance.RollbackScope
	if err := (hounfour.Options{Contract: hounfour.Contract870}).Decode(doc, &s); err != nil {
		t.Fatalf("8.7.0: %v", err)
	}
	for _, v := range []hounfour.Validator{
		&governance.RollbackScope{}, &governance.ExecutionCheckpoint{}, &governance.ProposalExecution{},
		&governance.ConstraintLifecycleEvent{}, &governance.ConstraintCandidate{}, &governance.PolicyVersion{},
		&governance.ProposalOutcomeEvent{}, &governance.ChangeApplicationResult{},
	} {
		if err := (hounfour.Options{Contract: hounfour.Contract700}).Decode(doc, v); !errors.Is(err, hounfour.ErrNotInContract) {
			t.Errorf("%T under 7.0.0: %v", v, err)
		}
	}
}
