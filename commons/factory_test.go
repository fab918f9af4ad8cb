package commons_test

import (
	"sync"
	"testing"

	"github.com/hounfour-go/hounfour/commons"
)

func TestBuilders(t *testing.T) {
	for _, c := range []struct {
		inv  commons.Invariant
		want string
	}{
		{commons.BuildSumInvariant("CL-01", "Lot conservation", []string{"balance", "reserved", "consumed"}, "original_allocation"),
			"bigint_eq(bigint_sum([balance, reserved, consumed]), original_allocation)"},
		{commons.BuildSumInvariant("I-1", "Pair", []string{"a", "b"}, "t"), "bigint_eq(bigint_sum([a, b]), t)"},
		{commons.BuildSumInvariant("CL-0001", "Four", []string{"w", "x", "y", "z"}, "total"), "bigint_eq(bigint_sum([w, x, y, z]), total)"},
		{commons.BuildNonNegativeInvariant("NN-1", "one", []string{"balance"}), "bigint_gte(balance, 0)"},
		{commons.BuildNonNegativeInvariant("NN-2", "two", []string{"a", "b"}), "bigint_gte(a, 0) && bigint_gte(b, 0)"},
		{commons.BuildBoundedInvariant("B-1", "b", "score", 0, 1), "score >= 0 && score <= 1"},
		{commons.BuildBoundedInvariant("B-2", "b", "s", -1, negZero()), "s >= -1 && s <= 0"},
		{commons.BuildBoundedInvariant("FR-02", "x", "s", 0.5, 1e21), "s >= 0.5 && s <= 1e+21"},
	} {
		if c.inv.Expression != c.want || c.inv.Severity != commons.SeverityError {
			t.Errorf("%s: %q (%s), want %q", c.inv.InvariantID, c.inv.Expression, c.inv.Severity, c.want)
		}
	}
	if inv := commons.BuildSumInvariant("I-1", "Pair", []string{"a", "b"}, "t"); inv.InvariantID != "I-1" || inv.Name != "Pair" || inv.Description != nil {
		t.Errorf("%+v", inv)
	}
}

func negZero() float64 { z := 0.0; return -z }

// The factory tests share the process-wide counter: they do not run in
// parallel.
func TestFactories(t *testing.T) {
	commons.ResetFactoryCounter()
	law := commons.CreateBalanceConservation([]string{"balance", "reserved", "consumed"}, "original_allocation", "")
	want := `{"invariants":[` +
		`{"invariant_id":"CL-01","name":"Sum conservation","expression":"bigint_eq(bigint_sum([balance, reserved, consumed]), original_allocation)","severity":"error"},` +
		`{"invariant_id":"CL-02","name":"Non-negative fields","expression":"bigint_gte(balance, 0) \u0026\u0026 bigint_gte(reserved, 0) \u0026\u0026 bigint_gte(consumed, 0) \u0026\u0026 bigint_gte(original_allocation, 0)","severity":"error"}],` +
		`"enforcement":"strict","scope":"per-entry"}`
	if got := mustJSON(t, law); got != want {
		t.Errorf("balance\n got %s\nwant %s", got, want)
	}
	nn := commons.CreateNonNegativeConservation([]string{"a"}, commons.EnforcementAdvisory)
	bd := commons.CreateBoundedConservation("freshness_score", 0, 1, "")
	mn := commons.CreateMonotonicConservation("version", commons.Increasing, "")
	for _, c := range []struct {
		law                    commons.ConservationLaw
		id, name, expr, enforc string
	}{
		{nn, "NN-03", "Non-negative constraint", "bigint_gte(a, 0)", "advisory"},
		{bd, "BD-04", "Bounded: 0 <= freshness_score <= 1", "freshness_score >= 0 && freshness_score <= 1", "strict"},
		{mn, "MN-05", "Monotonic increasing: version", "version_new >= version_old", "strict"},
	} {
		inv := c.law.Invariants[0]
		if len(c.law.Invariants) != 1 || inv.InvariantID != c.id || inv.Name != c.name || inv.Expression != c.expr ||
			string(c.law.Enforcement) != c.enforc || c.law.Scope != commons.ScopePerEntry {
			t.Errorf("got %+v, want %s %q %q %s", c.law, c.id, c.name, c.expr, c.enforc)
		}
	}

	commons.ResetFactoryCounter()
	bal := commons.CreateBalanceConservation([]string{"a", "b"}, "c", commons.EnforcementAdvisory)
	nn = commons.CreateNonNegativeConservation([]string{"x", "y"}, "")
	bd = commons.CreateBoundedConservation("r", 0.25, 0.75, commons.EnforcementAdvisory)
	mn = commons.CreateMonotonicConservation("budget", commons.Decreasing, "")
	for _, c := range []struct{ got, want string }{
		{bal.Invariants[0].InvariantID + " " + bal.Invariants[0].Expression, "CL-01 bigint_eq(bigint_sum([a, b]), c)"},
		{bal.Invariants[1].InvariantID + " " + bal.Invariants[1].Expression, "CL-02 bigint_gte(a, 0) && bigint_gte(b, 0) && bigint_gte(c, 0)"},
		{string(bal.Enforcement), "advisory"},
		{nn.Invariants[0].InvariantID + " " + nn.Invariants[0].Expression, "NN-03 bigint_gte(x, 0) && bigint_gte(y, 0)"},
		{bd.Invariants[0].InvariantID + " " + bd.Invariants[0].Name + " / " + bd.Invariants[0].Expression, "BD-04 Bounded: 0.25 <= r <= 0.75 / r >= 0.25 && r <= 0.75"},
		{string(bd.Enforcement), "advisory"},
		{mn.Invariants[0].InvariantID + " " + mn.Invariants[0].Name + " / " + mn.Invariants[0].Expression, "MN-05 Monotonic decreasing: budget / budget_new <= budget_old"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}

	commons.ResetFactoryCounter()
	if id := commons.CreateMonotonicConservation("v", commons.Increasing, "").Invariants[0].InvariantID; id != "MN-01" {
		t.Errorf("after a reset: %s", id)
	}
	commons.ResetFactoryCounter()
	var last [2]string
	for range 100 {
		last[0], last[1] = last[1], commons.CreateNonNegativeConservation([]string{"a"}, "").Invariants[0].InvariantID
	}
	if last != [2]string{"NN-99", "NN-100"} {
		t.Errorf("99th and 100th: %v", last)
	}
}

// Each LawFactory counts on its own, also under concurrent use.
func TestLawFactory(t *testing.T) {
	var f commons.LawFactory
	var wg sync.WaitGroup
	ids := make([]string, 200)
	for i := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ids[i] = f.NonNegative([]string{"a"}, "").Invariants[0].InvariantID
		}()
	}
	wg.Wait()
	seen := map[string]bool{}
	for _, id := range ids {
		seen[id] = true
	}
	if len(seen) != 200 || !seen["NN-01"] || !seen["NN-200"] {
		t.Errorf("%d distinct ids", len(seen))
	}
	f.Reset()
	if id := f.Bounded("x", 0, 1, "").Invariants[0].InvariantID; id != "BD-01" {
		t.Errorf("after Reset: %s", id)
	}
	// Past 9999 the id no longer fits the pattern; the factory writes it.
	var g commons.LawFactory
	for range 9999 {
		g.Monotonic("v", commons.Increasing, "")
	}
	if id := g.Balance([]string{"a", "b"}, "c", "").Invariants[0].InvariantID; id != "CL-10000" {
		t.Errorf("10000th: %s", id)
	}
}
