package constraint_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
)

// TestPassingRunListed: the passing run Apply makes (the constraints it
// evaluates listed ahead, per severity and for accepted documents or not)
// stops where, and with what, asking of each constraint whether it is
// native, found true on every such document within the steps, or to
// evaluate (its oracle) stops, for every vector document and random
// variations of them (fixed default seed, see internal/testkit/proptest),
// both contracts, both severities, accepted or not, the default budget and
// random small ones (which the constraints skipped may need more than),
// with and without native ids.
func TestPassingRunListed(t *testing.T) {
	names, docs := constrainedDocs(t)
	r := rand.New(rand.NewSource(proptest.Seed(t)))
	compared, stopped := 0, 0
	check := func(what, schema string, v any) {
		for _, c := range hounfour.Contracts() {
			natives := nativeChoices(r, c, schema)
			budgets := []int64{0, smallBudgets[r.Intn(len(smallBudgets))], smallBudgets[r.Intn(len(smallBudgets))]}
			for _, sev := range []constraint.Severity{constraint.SeverityError, constraint.SeverityWarning} {
				for _, b := range budgets {
					for _, native := range natives {
						for _, accepted := range []bool{false, true} {
							fast, slow, ok := constraint.PassingBoth(c, schema, v, sev, b, native, accepted)
							if !ok {
								continue
							}
							compared++
							if fast != slow {
								t.Errorf("%s as %s (%s, %s, budget %d, native %v, accepted %v): the passing run stops at\n %s\nasking each constraint, at\n %s",
									what, schema, c, sev, b, native, accepted, fast, slow)
							}
							if strings.HasPrefix(slow, "{ok:false") {
								stopped++
							}
						}
					}
				}
			}
		}
	}
	eachVaried(t, r, names, docs, check)
	t.Logf("%d passing runs compared, %d of them stopped", compared, stopped)
	if compared < 1000 || stopped < 100 {
		t.Errorf("only %d passing runs compared, %d of them stopped", compared, stopped)
	}
}

// TestShortcutRun: the passing run the Meta.Constraint shortcut makes
// (its listed constraints' cases looked up ahead) passes, or stops and
// records its stop, as Apply's passing run of an accepted document
// (passingWithout, which TestPassingRunListed holds to its oracle) does,
// for every vector document and random variations of them (fixed default
// seed, see internal/testkit/proptest), both contracts, the default
// budget and random small ones, with and without native ids.
func TestShortcutRun(t *testing.T) {
	names, docs := constrainedDocs(t)
	r := rand.New(rand.NewSource(proptest.Seed(t)))
	compared, stopped := 0, 0
	check := func(what, schema string, v any) {
		for _, c := range hounfour.Contracts() {
			natives := nativeChoices(r, c, schema)
			for _, b := range []int64{0, smallBudgets[r.Intn(len(smallBudgets))], smallBudgets[r.Intn(len(smallBudgets))]} {
				for _, native := range natives {
					fast, slow, ok := constraint.ShortcutRun(c, schema, v, b, native)
					if !ok {
						continue
					}
					compared++
					if fast != slow {
						t.Errorf("%s as %s (%s, budget %d, native %v): the shortcut's run gives\n %s\nthe passing run\n %s",
							what, schema, c, b, native, fast, slow)
					}
					if strings.Contains(slow, "valid:true") {
						stopped++
					}
				}
			}
		}
	}
	eachVaried(t, r, names, docs, check)
	t.Logf("%d shortcut runs compared, %d of them stopped", compared, stopped)
	if compared < 1000 || stopped < 100 {
		t.Errorf("only %d shortcut runs compared, %d of them stopped", compared, stopped)
	}
}

// nativeChoices returns the native id lists the run tests try for schema
// under contract c: none, one of its constraints' ids drawn with r, and
// the first half of them and one more.
func nativeChoices(r *rand.Rand, c hounfour.Contract, schema string) [][]string {
	var ids []string
	for _, f := range constraint.ForSchemaIn(c, schema) {
		for _, k := range f.Constraints() {
			ids = append(ids, k.ID)
		}
	}
	natives := [][]string{nil}
	if len(ids) > 0 {
		natives = append(natives, []string{ids[r.Intn(len(ids))]}, ids[:len(ids)/2+1])
	}
	return natives
}

// eachVaried calls check with every document of docs (per schema of
// names, decoded into its library type), each followed by three random
// variations of it drawn with r.
func eachVaried(t *testing.T, r *rand.Rand, names []string, docs map[string][][]byte, check func(what, schema string, v any)) {
	t.Helper()
	for _, schema := range names {
		for i, doc := range docs[schema] {
			withVariations(t, r, doc, 3, func(text []byte, varied bool) {
				what := fmt.Sprintf("document %d", i)
				if varied {
					what = string(text)
				}
				check(what, schema, decoded(t, schema, text))
			})
		}
	}
}

// withVariations calls fn with doc, then, when doc is a JSON text, with n
// random variations of it (vary) drawn with r, each as it is drawn.
func withVariations(t *testing.T, r *rand.Rand, doc []byte, n int, fn func(text []byte, varied bool)) {
	t.Helper()
	fn(doc, false)
	d := json.NewDecoder(bytes.NewReader(doc))
	d.UseNumber()
	var tree any
	if d.Decode(&tree) != nil {
		return
	}
	for range n {
		varied, err := json.Marshal(vary(r, tree, 0))
		if err != nil {
			t.Fatal(err)
		}
		fn(varied, true)
	}
}
