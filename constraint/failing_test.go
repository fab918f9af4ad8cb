package constraint_test

import (
	"math/rand"
	"reflect"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
)

// TestFailingRun: on a document the passing run declines, with every
// member passed, the failing run (each constraint evaluated once, from
// where the passing run stopped) reports exactly what the visit of every
// constraint reports (the route Apply takes when a member failed, kept as
// its oracle; sameForms holds both to the reference), for every vector
// document and random variations of them (fixed default seed, see
// internal/testkit/proptest), both contracts, both severities, the default
// budget and random small ones that run out within the rules, with and
// without natively reported ids.
func TestFailingRun(t *testing.T) {
	names, docs := constrainedDocs(t)
	r := rand.New(rand.NewSource(proptest.Seed(t)))
	compared := 0
	check := func(what, schema string, v any) {
		for _, c := range hounfour.Contracts() {
			natives := nativeChoices(r, c, schema)
			budgets := []int64{0, smallBudgets[r.Intn(len(smallBudgets))], smallBudgets[r.Intn(len(smallBudgets))]}
			for _, sev := range []constraint.Severity{constraint.SeverityError, constraint.SeverityWarning} {
				for _, b := range budgets {
					for _, native := range natives {
						got, want, ok := constraint.FailingAndVisit(c, schema, v, sev, b, native)
						if !ok {
							continue
						}
						compared++
						if !reflect.DeepEqual(got, want) {
							t.Errorf("%s as %s (%s, %s, budget %d, native %v): the failing run reports\n %#v\nthe visit\n %#v",
								what, schema, c, sev, b, native, got, want)
						}
					}
				}
			}
		}
	}
	eachVaried(t, r, names, docs, check)
	t.Logf("%d declined runs compared", compared)
	if compared < 500 {
		t.Errorf("only %d declined runs compared", compared)
	}
}
