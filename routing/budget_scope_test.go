package routing_test

import (
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/routing"
	"github.com/hounfour-go/hounfour/vectors"
)

// TestBudgetScopeConstraintEquivalence: Validate does not evaluate the
// constraint file's error rule, and Warnings reports its warnings under the
// native conditions for budget-scope-overspend. On every budget-scope
// vector, the evaluator agrees: no error-severity constraint fails on a
// valid scope, and the failing warning-severity constraints are exactly the
// constraint-file warnings Warnings reports (overspend under the native id).
func TestBudgetScopeConstraintEquivalence(t *testing.T) {
	t.Parallel()
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, f := range files {
		if f.Schema != "budget-scope" || !f.IsDocument() {
			continue
		}
		for _, c := range f.Cases {
			doc := c.Document()
			rep, err := constraint.EvaluateSchema("budget-scope", doc)
			if err != nil {
				continue // not an object
			}
			var b routing.BudgetScope
			verr := hounfour.Decode(doc, &b)
			if verr == nil && len(rep.Errors()) > 0 {
				t.Errorf("%s: an error-severity constraint fails on a valid scope: %v", c.ID, rep.Errors())
			}
			if verr != nil {
				continue
			}
			if (b.ValidateSchema() == nil) != (b.Validate() == nil) {
				t.Errorf("%s: ValidateSchema and Validate disagree", c.ID)
			}
			checked++
			var fromEvaluator, native []string
			for _, r := range rep.Warnings() {
				fromEvaluator = append(fromEvaluator, r.ID)
			}
			for _, w := range b.Warnings() {
				if w.Rule != routing.RuleBudgetReservationID && w.Rule != routing.RuleBudgetReservationBP {
					native = append(native, w.Rule)
				}
			}
			if !slices.Equal(fromEvaluator, native) {
				t.Errorf("%s: evaluator warnings %v, Warnings %v", c.ID, fromEvaluator, native)
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d valid budget scopes checked", checked)
	}
}
