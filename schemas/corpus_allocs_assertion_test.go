package schemas_test

import (
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/perfcorpus"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
	"github.com/hounfour-go/hounfour/schemas"
)

// assertionCorpus are the corpus schemas of package assertion.
var assertionCorpus = []string{"privacy-scope", "risk-level", "assertion-status", "challenge"}

// TestCorpus87AssertionAllocations: validating the 8.7.0 corpus documents
// of the assertion vocabularies and the challenges (with AcceptDeferred:
// a challenge is crypto-bearing) allocates nothing on the accepting path.
func TestCorpus87AssertionAllocations(t *testing.T) {
	if race.Enabled {
		t.Skip("SKIP: the race detector allocates; .ci/run runs this test without it")
	}
	o := hounfour.Options{Contract: hounfour.Contract870, AcceptDeferred: true}
	var measured []string
	for _, e := range perfcorpus.Load87(t) {
		if !slices.Contains(assertionCorpus, e.Schema) {
			continue
		}
		measured = append(measured, e.Schema)
		got := leastAllocs(func() {
			for _, line := range e.Lines {
				if err := schemas.ValidateWith(e.Schema, line, o); err != nil {
					t.Fatal(err)
				}
			}
		}) / float64(len(e.Lines))
		if got > 0 {
			t.Errorf("%s: %.3f allocations per document, want none", e.Schema, got)
		}
	}
	if len(measured) != len(assertionCorpus) {
		t.Errorf("measured %v, want %v", measured, assertionCorpus)
	}
}
