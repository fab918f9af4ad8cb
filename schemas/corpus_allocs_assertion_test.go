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
var assertionCorpus = []string{"privacy-scope", "risk-level", "assertion-status", "assertion-class", "assertion",
	"challenge"}

// assertionAllocs are the allocations per document allowed (none for the
// others).
var assertionAllocs = map[string]float64{"assertion": 33}

// TestCorpus87AssertionAllocations: validating the 8.7.0 corpus documents
// of the assertion vocabularies and the challenges (with AcceptDeferred:
// a challenge is crypto-bearing) allocates nothing on the accepting path;
// an assertion (a union: its variant is decoded, then copied) allocates
// at most assertionAllocs per document.
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
		if limit := assertionAllocs[e.Schema]; got > limit {
			t.Errorf("%s: %.3f allocations per document, want at most %v", e.Schema, got, limit)
		}
	}
	if len(measured) != len(assertionCorpus) {
		t.Errorf("measured %v, want %v", measured, assertionCorpus)
	}
}
