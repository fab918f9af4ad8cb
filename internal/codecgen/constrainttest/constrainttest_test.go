package constrainttest_test

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codecgen"
	"github.com/hounfour-go/hounfour/internal/codecgen/constrainttest"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/wire"
)

// TestNoDrift: zz_constraints.go is what the generator writes now (go
// generate ./internal/domains rewrites it).
func TestNoDrift(t *testing.T) {
	t.Parallel()
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	want, err := codecgen.ConstraintFile(constrainttest.Package, "constrainttest", reflect.TypeFor[constrainttest.Doc](),
		constrainttest.Schema, []*constraint.File{constrainttest.File()})
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(root, constrainttest.Path))
	if err != nil || !bytes.Equal(got, want) {
		t.Errorf("%s is out of date (%v): run go generate ./internal/domains", constrainttest.Path, err)
	}
}

var digitTexts = []string{"0", "1", "-1", "7", "42", "-42", "1000000", "9223372036854775807", "-9223372036854775808",
	strings.Repeat("9", 64), strings.Repeat("9", 127), strings.Repeat("9", 128), "-" + strings.Repeat("9", 128)}

// docFrom makes a document from r: values drawn from the edge texts,
// members absent or present, short lists and chains.
func docFrom(r *rand.Rand) *constrainttest.Doc {
	text := func() string {
		if r.Intn(2) == 0 {
			return digitTexts[r.Intn(len(digitTexts))]
		}
		return []string{"", "x", "y", "id-1", "-", " 12 ", "0x10", "é", "éé", "\U0001F4A9"}[r.Intn(10)]
	}
	micro := func() wire.MicroUSD {
		m, _ := wire.ParseMicroUSD(digitTexts[r.Intn(len(digitTexts))])
		if r.Intn(4) == 0 {
			return wire.MicroUSD{}
		}
		return m
	}
	var item func(depth int) *constrainttest.Item
	item = func(depth int) *constrainttest.Item {
		it := &constrainttest.Item{ID: text(), Amount: micro()}
		for range r.Intn(3) {
			it.Tags = append(it.Tags, text())
		}
		if depth > 0 && r.Intn(2) == 0 {
			it.Next = item(depth - 1)
		}
		return it
	}
	stamps := []string{"", "2026-01-01T00:00:00Z", "2025-12-31T23:00:00Z", "2026-01-01T01:00:00+01:00",
		"2026-01-01T00:00:01.5Z", "2026-01-01T00:00:00.0005Z", "2025-12-31T23:00:00.999999Z", "2026-02-30T00:00:00Z",
		"2026-01-01T00:00:00", "2026-01-01t00:00:00z", "2026-01-01T00:00:00+0100", "not a time"}
	instant := func() wire.Timestamp {
		if r.Intn(4) == 0 {
			return wire.Timestamp{}
		}
		ts, err := wire.ParseTimestamp(stamps[1+r.Intn(6)])
		if err != nil {
			panic(err)
		}
		return ts
	}
	d := &constrainttest.Doc{A: text(), B: micro(), C: text(), N: int64(r.Intn(5)) - 1, F: r.Float64(),
		At: instant(), Until: instant(), Stamp: stamps[r.Intn(len(stamps))]}
	if r.Intn(3) == 0 {
		d.F = float64(r.Intn(7200))
	}
	switch r.Intn(8) {
	case 0:
		d.F = math.NaN()
	case 1:
		d.F = 0
	}
	if r.Intn(2) == 0 {
		flag := r.Intn(2) == 0
		d.Flag = &flag
	}
	for range r.Intn(4) {
		d.Items = append(d.Items, *item(1))
	}
	if r.Intn(3) > 0 {
		d.Head = item(2)
	}
	if r.Intn(3) > 0 {
		pct := func() float64 { return []float64{0, 5, 10, 10.5, -1, math.Copysign(0, -1), 200}[r.Intn(7)] }
		d.Lat = &constrainttest.Latency{P50: pct(), P95: pct(), P99: pct()}
		if r.Intn(4) > 0 {
			m := pct()
			d.Lat.Max = &m
		}
		if r.Intn(3) == 0 {
			d.Lat.P95, d.Lat.P99 = d.Lat.P50+1, d.Lat.P50+2
		}
	}
	return d
}

// compare evaluates every expression on d under budget by the generated
// code and by the reference (the value model of d's encoding) and returns
// the differences: value, evaluation error, budget exhaustion (the code
// counts more steps than the budget exactly when the reference runs out).
func compare(d *constrainttest.Doc, budget int64) []string {
	ent := constraintrt.Lookup(reflect.TypeFor[*constrainttest.Doc]())
	v, encErr := constraint.ValueOf(d)
	if ok := ent.Check == nil || ent.Check(reflect.ValueOf(d).UnsafePointer()); ok != (encErr == nil) {
		return []string{fmt.Sprintf("generated check %v, the value model's error %v", ok, encErr)}
	}
	if encErr != nil {
		return nil
	}
	steps := budget
	if steps == 0 {
		steps = constraint.DefaultBudget
	}
	rep := constrainttest.File().Evaluate(v, constraint.WithBudget(budget))
	memo := new(constraintrt.Memo)
	var diffs []string
	for i, want := range rep.Results {
		k := slices.Index(ent.Sums, constraintrt.ExprSum(constrainttest.Exprs[i]))
		if k < 0 {
			diffs = append(diffs, want.ID+": not generated")
			continue
		}
		got, g := ent.Eval(reflect.ValueOf(d).UnsafePointer(), k, constraintrt.NewGen(steps, memo))
		if ent.Always != nil && ent.Always[k] >= 0 && (!got || g.Err() != nil || g.Cost != ent.Always[k]) {
			diffs = append(diffs, fmt.Sprintf("%s: registered as always true in %d steps, evaluated %v in %d", want.ID,
				ent.Always[k], got, g.Cost))
		}
		ranOut := errors.Is(want.Err, constraint.ErrBudget)
		switch {
		case g.Over() != ranOut:
			diffs = append(diffs, fmt.Sprintf("%s: generated %d steps, the reference ran out: %v", want.ID, g.Cost, ranOut))
		case ranOut:
		case g.Err() != nil || want.Err != nil:
			var ee *constraint.EvalError
			if g.Err() == nil || !errors.As(want.Err, &ee) || ee.Func != g.Err().Func || ee.Msg != g.Err().Msg ||
				errors.Is(ee, constraint.ErrDigits) != g.Err().Digits {
				diffs = append(diffs, fmt.Sprintf("%s: generated error %+v, the reference's %v", want.ID, g.Err(), want.Err))
			}
		case got != (want.Status == constraint.StatusPass):
			diffs = append(diffs, fmt.Sprintf("%s: generated %v, the reference %s", want.ID, got, want.Status))
		}
	}
	return diffs
}

// TestGeneratedMatchesReference: the generated code of the expressions
// gives the reference's result (value, error, budget exhaustion) on
// generated documents, under the default budget and every budget up to 80
// steps.
func TestGeneratedMatchesReference(t *testing.T) {
	t.Parallel()
	budgets := []int64{0}
	for b := int64(1); b <= 80; b++ {
		budgets = append(budgets, b)
	}
	properties := gopter.NewProperties(proptest.Parameters(t, 300))
	properties.Property("generated equals reference", prop.ForAll(
		func(seed int64) bool {
			d := docFrom(rand.New(rand.NewSource(seed)))
			for _, budget := range budgets {
				if diffs := compare(d, budget); len(diffs) > 0 {
					t.Logf("budget %d on %+v:\n%s", budget, d, strings.Join(diffs, "\n"))
					return false
				}
			}
			return true
		},
		gen.Int64()))
	properties.TestingRun(t)
}

// TestGeneratedDAG: the generated is_valid_dag gives the reference's
// verdict on item lists built to be valid, cyclic, dangling, duplicated,
// over the item cap and around the byte cap; the reference's verdict of
// its first call (references through next.id) is checked too, so that both outcomes
// are met.
func TestGeneratedDAG(t *testing.T) {
	if !slices.Contains(constrainttest.Exprs, `is_valid_dag(items, 'id', 'next.id') || is_valid_dag(items, 'id', 'next.next.id', 'amount')`) {
		t.Fatal("no is_valid_dag expression")
	}
	first := constraint.MustCompile(`is_valid_dag(items, 'id', 'next.id')`)
	item := func(id, next string) constrainttest.Item {
		it := constrainttest.Item{ID: id}
		if next != "" {
			it.Next = &constrainttest.Item{ID: next}
		}
		return it
	}
	chain := func(n int) []constrainttest.Item {
		items := make([]constrainttest.Item, n)
		for i := range items {
			items[i] = item("n"+strconv.Itoa(i), "")
			if i > 0 {
				items[i] = item("n"+strconv.Itoa(i), "n"+strconv.Itoa(i-1))
			}
		}
		return items
	}
	// One item whose tag makes the items' text exactly size bytes.
	sized := func(size int) []constrainttest.Item {
		base := `[{"id":"A","tags":[""]}]`
		return []constrainttest.Item{{ID: "A", Tags: []string{strings.Repeat("x", size-len(base))}}}
	}
	for _, c := range []struct {
		name  string
		items []constrainttest.Item
		want  bool
	}{
		{"empty", nil, true},
		{"dag", []constrainttest.Item{item("a", "b"), item("b", "c"), item("c", ""), item("d", "b")}, true},
		{"cycle", []constrainttest.Item{item("a", "b"), item("b", "a")}, false},
		{"self", []constrainttest.Item{item("a", "a")}, false},
		{"dangling", []constrainttest.Item{item("a", "z")}, false},
		{"duplicate", []constrainttest.Item{item("a", ""), item("a", "")}, false},
		{"chain-17", chain(17), true},
		{"chain-10000", chain(10000), true},
		{"bytes-at-cap", sized(constraint.DAGBytesCap), true},
		{"bytes-over-cap", sized(constraint.DAGBytesCap + 1), false},
	} {
		d := &constrainttest.Doc{Items: c.items}
		if diffs := compare(d, 0); len(diffs) > 0 {
			t.Errorf("%s: %s", c.name, strings.Join(diffs, "\n"))
		}
		v, err := constraint.ValueOf(d)
		if err != nil {
			t.Fatal(err)
		}
		if ok, err := first.Check(v); err != nil || ok != c.want {
			t.Errorf("%s: reference %v %v, want %v", c.name, ok, err, c.want)
		}
	}
	// The generated code allocates nothing on a 10,000-item chain (its
	// search state and size count are pooled; the race detector drops
	// pooled values at random, so it is counted without it).
	if race.Enabled {
		return
	}
	ent := constraintrt.Lookup(reflect.TypeFor[*constrainttest.Doc]())
	k := slices.Index(ent.Sums, constraintrt.ExprSum(`is_valid_dag(items, 'id', 'next.id') || is_valid_dag(items, 'id', 'next.next.id', 'amount')`))
	d := &constrainttest.Doc{Items: chain(10000)}
	if a := testing.AllocsPerRun(5, func() {
		if ok, _ := ent.Eval(reflect.ValueOf(d).UnsafePointer(), k, constraintrt.NewGen(constraint.DefaultBudget, nil)); !ok {
			t.Fatal("chain: false")
		}
	}); a > 0 {
		t.Errorf("chain: %v allocations per evaluation", a)
	}
}
