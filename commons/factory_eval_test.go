package commons_test

import (
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/commons"
	"github.com/hounfour-go/hounfour/constraint"
)

// holds evaluates an invariant's expression on a JSON document with the
// constraint language.
func holds(t *testing.T, inv commons.Invariant, doc string) bool {
	t.Helper()
	x, err := constraint.Compile(inv.Expression)
	if err != nil {
		t.Fatalf("%s: %v", inv.Expression, err)
	}
	v, err := constraint.DecodeJSON([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	ok, err := x.Check(v)
	if err != nil {
		t.Fatalf("%s on %s: %v", inv.Expression, doc, err)
	}
	return ok
}

// The balance law's two invariants hold on a balanced lot.
func TestBalanceLawHolds(t *testing.T) {
	t.Parallel()
	var f commons.LawFactory
	law := f.Balance([]string{"balance", "reserved", "consumed"}, "original_allocation", "")
	doc := `{"balance":"500000","reserved":"200000","consumed":"300000","original_allocation":"1000000"}`
	for _, inv := range law.Invariants {
		if !holds(t, inv, doc) {
			t.Errorf("%s does not hold on %s", inv.Expression, doc)
		}
	}
	if holds(t, law.Invariants[0], `{"balance":"500001","reserved":"200000","consumed":"300000","original_allocation":"1000000"}`) {
		t.Error("sum holds on an unbalanced lot")
	}
	if holds(t, law.Invariants[1], `{"balance":"-1","reserved":"0","consumed":"0","original_allocation":"0"}`) {
		t.Error("non-negative holds on a negative balance")
	}
	bd := f.Bounded("s", 0.25, 0.75, "")
	if !holds(t, bd.Invariants[0], `{"s":0.5}`) || holds(t, bd.Invariants[0], `{"s":0.8}`) || !holds(t, bd.Invariants[0], `{"s":0.25}`) {
		t.Error("bounded")
	}
}

// The builders write text the constraint language cannot read for a
// negative bound or one of 1e21 or more, as upstream does.
func TestBoundedTextTheLanguageRejects(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		floor, ceiling float64
		char           string
	}{{-1, 1, "-"}, {0, 1e21, "+"}} {
		inv := commons.BuildBoundedInvariant("B-1", "b", "s", c.floor, c.ceiling)
		_, err := constraint.Compile(inv.Expression)
		if err == nil || !strings.Contains(err.Error(), "Unexpected character: "+c.char) {
			t.Errorf("%s: %v", inv.Expression, err)
		}
	}
}
