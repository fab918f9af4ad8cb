package constraint

import (
	"errors"
	"fmt"
	"testing"
)

// TestGuardedByPrevious: a constraint recognised as guarded by _previous
// gives on the empty object exactly the outcome it gives on documents
// without a _previous member (value, error, budget outcome), under every
// budget from 0 to beyond its cost; the saga-context constraints are
// recognised, and expressions that read more in their first operand are
// not. The result cached per budget is the one evaluated.
func TestGuardedByPrevious(t *testing.T) {
	docs := []string{
		`{}`,
		`{"saga_id":"s","step":3,"direction":"forward"}`,
		`{"saga_id":"s","step":0,"total_steps":2,"direction":"compensation"}`,
		`{"step":"x","direction":null}`,
		`{"step":-1e308,"direction":7,"saga":{"step":1}}`,
	}
	seen := map[*Constraint]bool{}
	for _, f := range shipped().bySchema {
		for _, file := range f {
			for i := range file.constraints {
				c := &file.constraints[i]
				if c.Expr == nil || !c.Expr.prevGuarded || seen[c] {
					continue
				}
				seen[c] = true
				for _, d := range docs {
					doc, err := DecodeJSON([]byte(d))
					if err != nil {
						t.Fatal(err)
					}
					for budget := int64(0); budget <= 40; budget++ {
						opts := []EvalOption{WithBudget(budget)}
						got := file.evaluate(c, emptyDoc, opts)
						want := file.evaluate(c, doc, opts)
						if g := file.evaluateGuarded(c, budget, opts); g.Status != got.Status || g.Message != got.Message ||
							fmt.Sprint(g.Err) != fmt.Sprint(got.Err) {
							t.Errorf("%s, budget %d: cached result %+v, evaluated %+v", c.ID, budget, g, got)
						}
						if got.Status != want.Status || !errors.Is(got.Err, ErrBudget) != !errors.Is(want.Err, ErrBudget) {
							t.Errorf("%s on %s, budget %d: empty object gives %v/%v, the document %v/%v",
								c.ID, d, budget, got.Status, got.Err, want.Status, want.Err)
						}
					}
				}
			}
		}
	}
	if n := len(seen); n != 2 {
		t.Errorf("%d guarded constraints recognised, want 2 (saga-context's)", n)
	}
	for src, want := range map[string]bool{
		"_previous == null || changed(step)":         true,
		"null == _previous || delta(step) > 0":       true,
		"_previous == null || xs.every(x => x > 0)":  false, // not of static cost
		"_previous == step || changed(step)":         false, // reads step
		"_previous != null || changed(step)":         false, // false on the empty object
		"_previous == null":                          false,
		"(_previous == null) && changed(step)":       false,
		"_previous.step == null || direction == 'x'": true,
	} {
		x, err := Compile(src)
		if err != nil {
			t.Fatal(src, err)
		}
		if x.prevGuarded != want {
			t.Errorf("%s: guarded %v, want %v", src, x.prevGuarded, want)
		}
	}
}
