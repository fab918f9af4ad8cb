package constraint_test

import (
	"reflect"
	"testing"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
)

// TestPassingRun: Apply's passing run is sound (a document it passes gets
// no report from the reference evaluation, under every budget) and taken
// (every vector document the reference passes, of a type whose generated
// function covers the severity, is decided by it).
func TestPassingRun(t *testing.T) {
	paths := pathmode.Claim(t)
	names, docs := constrainedDocs(t)
	budgets := append([]int64{0}, smallBudgets...)
	taken, declined := 0, 0
	for _, schema := range names {
		for _, doc := range docs[schema] {
			v := decoded(t, schema, doc)
			for _, sev := range []constraint.Severity{constraint.SeverityError, constraint.SeverityWarning} {
				applies := constraint.PassingRunApplies(schema, reflect.TypeOf(v), sev)
				for _, b := range budgets {
					pass := constraint.PassingRun(schema, v, sev, b)
					if pass && !applies {
						t.Fatalf("%s: passing run taken for a type it does not cover", schema)
					}
					var want []codec.Violation
					paths.Reference(func() {
						want = codec.RunRulesWithLimits(v, sev == constraint.SeverityWarning, codec.Limits{EvalBudget: b},
							func(r *codec.Rules) { constraintrt.Apply(schema, v, r) })
					})
					switch {
					case pass && len(want) > 0:
						t.Errorf("%s, %s, budget %d: passing run taken, but the reference reports %v\n%s",
							schema, sev, b, want, doc)
					case !pass && applies && len(want) == 0 && b == 0:
						t.Errorf("%s, %s: the reference reports nothing, but the passing run declined\n%s", schema, sev, doc)
					case pass:
						taken++
					case applies:
						declined++
					}
				}
			}
		}
	}
	t.Logf("passing run taken %d times, declined %d times", taken, declined)
	if taken < 200 || declined < 50 {
		t.Errorf("passing run taken %d times, declined %d times: too few to compare", taken, declined)
	}
}
