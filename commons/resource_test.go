package commons_test

import (
	"context"
	"errors"
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour/commons"
)

type counter struct{ Count int }

// counterResource is a resource whose events add to a count, with two
// invariants: non-negative (detail "Count is negative: n" when failing) and
// max-bound (at most 100, no detail). The hooks record their calls.
func counterResource(calls *[]string) *commons.Resource[counter, int, struct{}] {
	return commons.NewResource(counter{}, commons.ResourceConfig[counter, int, struct{}]{
		Apply: func(s counter, delta int, _ struct{}) (counter, error) { return counter{s.Count + delta}, nil },
		Invariants: []commons.InvariantCheck[counter]{
			{ID: "non-negative", Check: func(s counter) (commons.InvariantResult, error) {
				r := commons.InvariantResult{InvariantID: "non-negative", Holds: s.Count >= 0}
				if !r.Holds {
					r.Detail = ptr("Count is negative: " + strconv.Itoa(s.Count))
				}
				return r, nil
			}},
			{ID: "max-bound", Check: func(s counter) (commons.InvariantResult, error) {
				return commons.InvariantResult{InvariantID: "max-bound", Holds: s.Count <= 100}, nil
			}},
		},
		OnSuccess: func(_ context.Context, _ int, _ struct{}, prev, next counter, v int64) error {
			*calls = append(*calls, "success "+strconv.Itoa(prev.Count)+"→"+strconv.Itoa(next.Count)+" v"+strconv.FormatInt(v, 10))
			return nil
		},
		OnFailure: func(_ context.Context, _ int, _ struct{}, violated []commons.InvariantResult) error {
			*calls = append(*calls, "failure "+strconv.Itoa(len(violated)))
			return nil
		},
	})
}

func TestResourceTransitions(t *testing.T) {
	t.Parallel()
	var calls []string
	r := counterResource(&calls)
	if r.Version() != 0 || r.Current().Count != 0 || len(r.MutationLog()) != 0 {
		t.Fatalf("new resource: %+v v%d", r.Current(), r.Version())
	}
	if got := mustJSON(t, r.AuditTrail()); got != mustJSON(t, commons.NewAuditTrail()) {
		t.Errorf("new trail %s", got)
	}
	for _, c := range []struct {
		delta int
		want  string
	}{
		{+5, `{"success":true,"new_state":{"Count":5},"version":1}`},
		{-10, `{"success":false,"new_state":{"Count":5},"version":1,"violations":["non-negative: Count is negative: -5"]}`},
		{+200, `{"success":false,"new_state":{"Count":5},"version":1,"violations":["max-bound: violated"]}`},
		{-300, `{"success":false,"new_state":{"Count":5},"version":1,"violations":["non-negative: Count is negative: -295"]}`},
		{+1, `{"success":true,"new_state":{"Count":6},"version":2}`},
	} {
		out, err := r.Transition(context.Background(), c.delta, struct{}{})
		if err != nil {
			t.Fatal(err)
		}
		res, err := out.Result()
		if got := mustJSON(t, res); err != nil || got != c.want {
			t.Errorf("%+d: got %s (%v), want %s", c.delta, got, err, c.want)
		}
	}
	want := []string{"success 0→5 v1", "failure 1", "failure 1", "failure 1", "success 5→6 v2"}
	if mustJSON(t, calls) != mustJSON(t, want) {
		t.Errorf("hooks %q, want %q", calls, want)
	}
	if got, err := r.Verify("nope"); err != nil || mustJSON(t, got) != `{"invariant_id":"nope","holds":false,"detail":"Unknown invariant: nope"}` {
		t.Errorf("Verify(nope) = %s, %v", mustJSON(t, got), err)
	}
	if got, err := r.Verify("max-bound"); err != nil || !got.Holds || got.InvariantID != "max-bound" {
		t.Errorf("Verify(max-bound) = %+v, %v", got, err)
	}
	all, err := r.VerifyAll()
	if err != nil || mustJSON(t, all) != `[{"invariant_id":"non-negative","holds":true},{"invariant_id":"max-bound","holds":true}]` {
		t.Errorf("VerifyAll = %s, %v", mustJSON(t, all), err)
	}
}

// Both invariants failing are both reported, in order, with the ids the
// checks return.
func TestResourceAllViolations(t *testing.T) {
	t.Parallel()
	r := commons.NewResource(0, commons.ResourceConfig[int, int, int]{
		Apply: func(s, e, _ int) (int, error) { return s + e, nil },
		Invariants: []commons.InvariantCheck[int]{
			{ID: "a", Check: func(int) (commons.InvariantResult, error) {
				return commons.InvariantResult{InvariantID: "A-1", Detail: ptr("")}, nil
			}},
			{ID: "b", Check: func(int) (commons.InvariantResult, error) {
				return commons.InvariantResult{InvariantID: "B-1", Detail: ptr("d")}, nil
			}},
		},
	})
	out, err := r.Transition(context.Background(), 1, 0)
	if err != nil || out.Success || mustJSON(t, out.Violations) != `["A-1: violated","B-1: d"]` || r.Current() != 0 {
		t.Errorf("got %+v, %v", out, err)
	}
}

// A failing Apply, an erring or panicking check, or an erring OnFailure
// leave state and version unchanged (deviation 93); an OnSuccess error
// comes after the commit.
func TestResourceErrors(t *testing.T) {
	t.Parallel()
	errApply, errCheck, errHook := errors.New("apply"), errors.New("check"), errors.New("hook")
	mode := ""
	r := commons.NewResource(0, commons.ResourceConfig[int, int, int]{
		Apply: func(s, e, _ int) (int, error) {
			if mode == "apply" {
				return 0, errApply
			}
			return s + e, nil
		},
		Invariants: []commons.InvariantCheck[int]{{ID: "x", Check: func(s int) (commons.InvariantResult, error) {
			switch mode {
			case "check":
				return commons.InvariantResult{}, errCheck
			case "panic":
				panic("boom")
			case "fail":
				return commons.InvariantResult{InvariantID: "x"}, nil
			}
			return commons.InvariantResult{InvariantID: "x", Holds: true}, nil
		}}},
		OnSuccess: func(context.Context, int, int, int, int, int64) error {
			if mode == "success" {
				return errHook
			}
			return nil
		},
		OnFailure: func(context.Context, int, int, []commons.InvariantResult) error { return errHook },
	})
	var pe *commons.InvariantPanicError
	for _, c := range []struct {
		mode  string
		check func(error) bool
	}{
		{"apply", func(err error) bool { return errors.Is(err, errApply) }},
		{"check", func(err error) bool { return errors.Is(err, errCheck) }},
		{"panic", func(err error) bool { return errors.As(err, &pe) && pe.ID == "x" && pe.Value == "boom" }},
		{"fail", func(err error) bool { return errors.Is(err, errHook) }},
	} {
		mode = c.mode
		out, err := r.Transition(context.Background(), 7, 0)
		if !c.check(err) || out.Success || out.NewState != 0 || r.Current() != 0 || r.Version() != 0 {
			t.Errorf("%s: %+v, %v; state %d v%d", c.mode, out, err, r.Current(), r.Version())
		}
	}
	mode = "panic"
	if _, err := r.Verify("x"); !errors.As(err, &pe) {
		t.Errorf("Verify of a panicking check: %v", err)
	}
	if _, err := r.VerifyAll(); !errors.As(err, &pe) {
		t.Errorf("VerifyAll of a panicking check: %v", err)
	}
	mode = "success"
	out, err := r.Transition(context.Background(), 7, 0)
	if !errors.Is(err, errHook) || !out.Success || r.Current() != 7 || r.Version() != 1 {
		t.Errorf("OnSuccess error: %+v, %v; state %d v%d", out, err, r.Current(), r.Version())
	}
}

// The hooks write the audit trail and the mutation log; the accessors
// return copies.
func TestResourceAuditHooks(t *testing.T) {
	t.Parallel()
	var r *commons.Resource[int, commons.AuditEntry, commons.GovernanceMutation]
	r = commons.NewResource(0, commons.ResourceConfig[int, commons.AuditEntry, commons.GovernanceMutation]{
		Apply: func(s int, _ commons.AuditEntry, _ commons.GovernanceMutation) (int, error) { return s + 1, nil },
		OnSuccess: func(_ context.Context, e commons.AuditEntry, m commons.GovernanceMutation, _, _ int, _ int64) error {
			r.RecordMutation(m)
			_, err := r.AppendAudit(e, tagCredits)
			return err
		},
	})
	for i, e := range trailT().Entries {
		e.EntryHash, e.PreviousHash, e.HashDomainTag = "", "", ""
		if _, err := r.Transition(context.Background(), e, commons.GovernanceMutation{ActorID: "agent-" + strconv.Itoa(i), ExpectedVersion: int64(i)}); err != nil {
			t.Fatal(err)
		}
	}
	tr := r.AuditTrail()
	if v := commons.VerifyAuditTrail(tr); !v.Valid || len(tr.Entries) != 3 || tr.Entries[2].EntryHash != hashE2 {
		t.Errorf("trail %+v: %+v", tr, v)
	}
	tr.Entries[0].EntryHash = "x"
	log := r.MutationLog()
	log[0].ActorID = "y"
	if r.AuditTrail().Entries[0].EntryHash != hashE0 || r.MutationLog()[0].ActorID != "agent-0" || len(r.MutationLog()) != 3 {
		t.Error("the accessors share the resource's slices")
	}
}
