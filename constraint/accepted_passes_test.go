package constraint_test

import (
	"math/rand"
	"reflect"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/perfcorpus"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/schemas"
)

// TestAcceptedPassesMatchesWalk holds the shortcut of a Meta.Constraint
// type's accepted document (codec.ConstraintPasses: the constraint file
// has nothing to report, so the rules walk is skipped) to the walk it
// skips: on every vector and 8.7.0 corpus document of a constrained schema
// and on variations of them (fixed default seed, see
// internal/testkit/proptest) that the generated decoder accepts with
// every member passing, under each contract, the default limits, small
// evaluation budgets and limits above the defaults, a document the
// shortcut passes has no violation in the walk. Where the shortcut says no
// and the rules continue its run from where it stopped (the decode's own
// route), they report exactly what the walk reports, which runs the rules
// as they are (constraintrt.Apply). It also requires the shortcut to pass
// the transition results of the corpus, whose rule GRR-002 the members'
// checks do not imply (the shortcut's passing run), and documents of the
// portability request and the scoring-path log to have violations.
func TestAcceptedPassesMatchesWalk(t *testing.T) {
	names, docs := constrainedDocs(t)
	for _, e := range perfcorpus.Load87(t) {
		if constrained(e.Schema) {
			if _, ok := docs[e.Schema]; !ok {
				names = append(names, e.Schema)
			}
			docs[e.Schema] = append(docs[e.Schema], e.Lines...)
		}
	}
	seed := proptest.Seed(t)
	variations := 8
	if testing.Short() {
		variations = 2
	}
	limits := []codec.Limits{{}, {EvalBudget: 1}, {EvalBudget: 3}, {EvalBudget: 12}, {MaxDepth: -1}, {MaxBytes: 1 << 30, EvalBudget: 5}}
	passed, rejected, walked := map[string]int{}, map[string]int{}, 0
	for _, schema := range names {
		r := rand.New(rand.NewSource(seed + int64(len(schema))))
		var texts [][]byte
		for _, doc := range docs[schema] {
			withVariations(t, r, doc, variations, func(text []byte, _ bool) { texts = append(texts, text) })
		}
		for _, text := range texts {
			for _, c := range hounfour.Contracts() {
				cv := codec.MustParseVersion(string(c))
				for _, l := range limits {
					v, err := schemas.New(schema)
					if err != nil {
						t.Fatal(err)
					}
					ok, passes, walk, rules := codec.AcceptedConstraintPasses(text, v, cv, l)
					if !ok {
						continue
					}
					walked++
					if !reflect.DeepEqual(rules, walk) {
						t.Errorf("%s (%s, limits %+v) %s: the rules report\n %v\nthe walk\n %v", schema, c, l, text, rules, walk)
					}
					if len(walk) > 0 {
						rejected[schema]++
					}
					if passes {
						passed[schema]++
						if len(walk) > 0 {
							t.Errorf("%s (%s, limits %+v) %s: the shortcut passes, the walk reports %v", schema, c, l, text, walk)
						}
					}
				}
			}
		}
	}
	t.Logf("%d accepted documents walked; passed by the shortcut: %v; with violations: %v", walked, passed, rejected)
	if walked < 1000 {
		t.Errorf("only %d accepted documents", walked)
	}
	for _, schema := range []string{"transition-result", "mutation-context"} {
		if passed[schema] == 0 && slices.Contains(names, schema) {
			t.Errorf("%s: the shortcut passed no document", schema)
		}
	}
	for _, schema := range []string{"reputation-portability-request", "scoring-path-log"} {
		if rejected[schema] == 0 && slices.Contains(names, schema) {
			t.Errorf("%s: no document with violations", schema)
		}
	}
}
