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

// quietDoc has no _previous member; quietPrev may have one.
type quietDoc struct {
	Step int64 `json:"step"`
}

type quietPrev struct {
	Step     int64           `json:"step"`
	Previous *map[string]int `json:"_previous,omitzero"`
}

// TestQuietOn: the saga-context errors are all guarded by _previous and
// pass on the empty object, so Apply has nothing to report on a type
// without a _previous member, under the default budget, a large one and none;
// not under a budget too small for the guard, not for a type that may
// have _previous, not for a schema with an unguarded constraint, and
// not for the warnings of a schema whose only warning is not guarded.
func TestQuietOn(t *testing.T) {
	saga := filesFor("saga-context")
	bts := filesFor("bridge-transfer-saga")
	cases := []struct {
		name   string
		fs     []*File
		sev    Severity
		doc    any
		budget int64
		want   bool
	}{
		{"saga default", saga, SeverityError, &quietDoc{Step: 1}, 10000, true},
		{"saga large", saga, SeverityError, &quietDoc{}, 1 << 40, true},
		{"saga budget 1", saga, SeverityError, &quietDoc{}, 1, false},
		{"saga unlimited", saga, SeverityError, &quietDoc{}, -1, true},
		{"saga may have _previous", saga, SeverityError, &quietPrev{}, 10000, false},
		{"unguarded errors", bts, SeverityError, &quietDoc{}, 10000, false},
		{"unguarded warning", bts, SeverityWarning, &quietDoc{}, 10000, false},
	}
	for _, c := range cases {
		if got := quietOn(c.fs, c.sev, c.doc, c.budget); got != c.want {
			t.Errorf("%s: quietOn = %v, want %v", c.name, got, c.want)
		}
		// Cached per budget: asking again gives the same answer.
		if got := quietOn(c.fs, c.sev, c.doc, c.budget); got != c.want {
			t.Errorf("%s (cached): quietOn = %v, want %v", c.name, got, c.want)
		}
	}
}
