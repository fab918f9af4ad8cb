package constraint_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/boundary"
	"github.com/hounfour-go/hounfour/constraint"
)

// TestGeneratedForFilelessTypes: a library type without a schema file of
// its own whose schema id names a shipped constraint file has generated
// code covering every constraint of the file (TestGeneratedForEveryConstrainedType
// counts the types with a schema name).
func TestGeneratedForFilelessTypes(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		schema string
		typ    reflect.Type
		ids    []string
	}{
		{"EconomicBoundaryEvaluationResult", reflect.TypeFor[*boundary.Result](), []string{"eval-granted-iff-both-pass",
			"eval-denied-needs-reason", "eval-trust-score-bounded", "eval-criteria-score-bounded", "eval-denied-needs-codes"}},
	} {
		reg, ids := constraint.GeneratedCoverageIn(hounfour.Contract870, c.schema, c.typ)
		if !reg || !slices.Equal(ids, c.ids) {
			t.Errorf("%s: generated %v %v, want %v", c.schema, reg, ids, c.ids)
		}
	}
}
