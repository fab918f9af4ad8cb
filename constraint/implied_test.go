package constraint_test

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/schemas"
)

// TestImpliedConstraints: every constraint the generator registered as
// true on every document the generated decoder accepts (Entry.Implied) is
// true, by the reference evaluation and by the generated code in its
// registered steps, on every vector document and on variations of them
// (fixed default seed, see internal/testkit/proptest) that the generated
// decoder accepts with every member passing its checks, under each
// contract; and validating each document, accepted or not, reports exactly
// what the reference paths report (Apply skips those constraints on an
// accepted document only).
func TestImpliedConstraints(t *testing.T) {
	paths := pathmode.Claim(t)
	names, docs := constrainedDocs(t)
	seed := proptest.Seed(t)
	variations := 12
	if testing.Short() {
		variations = 3
	}
	evaluated, accepted := 0, 0
	covered := map[string]bool{}
	for _, schema := range names {
		r := rand.New(rand.NewSource(seed + int64(len(schema))))
		var texts [][]byte
		for _, doc := range docs[schema] {
			withVariations(t, r, doc, variations, func(text []byte, _ bool) { texts = append(texts, text) })
		}
		for _, text := range texts {
			for _, c := range hounfour.Contracts() {
				cv := codec.MustParseVersion(string(c))
				v, err := schemas.New(schema)
				if err != nil {
					t.Fatal(err)
				}
				if codec.GeneratedAcceptsAllIn(text, v, cv) {
					accepted++
					bad, n := constraint.ImpliedFalse(paths, c, schema, v)
					evaluated += n
					if n > 0 {
						covered[schema] = true
					}
					if len(bad) > 0 {
						t.Errorf("%s (%s) %s: constraints registered as implied are not true:\n%s",
							schema, c, text, strings.Join(bad, "\n"))
					}
				}
				sameValidation(t, paths, schema, c, text)
			}
		}
	}
	t.Logf("%d implied evaluations on %d accepted documents of %d schemas", evaluated, accepted, len(covered))
	for _, schema := range []string{"mutation-context", "task-type-cohort", "commons/governed-freshness"} {
		if _, ok := docs[schema]; ok && !covered[schema] {
			t.Errorf("%s: no accepted document with an implied constraint evaluated", schema)
		}
	}
	if evaluated < 400 {
		t.Errorf("only %d implied evaluations", evaluated)
	}
}

// sameValidation compares what validating text as schema under contract c
// reports on the fast paths and on the reference paths.
func sameValidation(t *testing.T, paths *pathmode.Switch, schema string, c hounfour.Contract, text []byte) {
	t.Helper()
	// The default budget, and a budget of one step, below what an
	// implied constraint's fixed steps need (the skip of an accepted
	// document's rules must then not happen).
	for _, budget := range []int64{0, 1} {
		o := hounfour.Options{Contract: c, AcceptDeferred: true, Limits: hounfour.Limits{EvalBudget: budget}}
		got := schemas.ValidateWith(schema, text, o)
		var want error
		paths.Reference(func() { want = schemas.ValidateWith(schema, text, o) })
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s (%s, budget %d) %s: validation reports\n %v\nthe reference\n %v", schema, c, budget, text, got, want)
		}
	}
}

// TestImpliedTypes: the constraints of the small documents the generator
// proves true from their members' checks are all skipped on an accepted
// document (so Apply does no evaluation for them), and a constraint that
// restates no member check is not.
func TestImpliedTypes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		schema string
		sev    [2]bool // whether Apply skips every error, warning constraint
	}{
		{"mutation-context", [2]bool{true, false}},
		{"task-type-cohort", [2]bool{true, false}},
		{"commons/governed-freshness", [2]bool{true, false}},
		// len(personality_id) counts steps by the string's size: not a
		// fixed number, so the constraint is evaluated (the other is
		// skipped alone).
		{"community-engagement-signal", [2]bool{false, false}},
		{"portability-response", [2]bool{false, false}},
		{"reputation-aggregate", [2]bool{false, true}},
	} {
		typ, ok := schemas.Type(tc.schema)
		if !ok {
			t.Fatalf("%s: no type", tc.schema)
		}
		got := constraint.ImpliedSeverity(hounfour.Contract870, tc.schema, reflect.PointerTo(typ))
		for s := range got {
			if (got[s] >= 0) != tc.sev[s] {
				t.Errorf("%s, severity %d: implied steps %d, want skipped %v", tc.schema, s, got[s], tc.sev[s])
			}
		}
	}
}
