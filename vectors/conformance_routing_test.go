package vectors_test

import (
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/vectors"
)

// TestConformanceModelRouting: upstream 8.7.0's 9 conformance vectors of
// model economic profiles, economic performance and routing rebalances all
// run and pass (the rebalance whose expected_valid means full validity
// included: the runner checks that contradiction exactly).
func TestConformanceModelRouting(t *testing.T) {
	dir := upstreamdata.Dir87(t, "vectors")
	rep, err := vectors.RunUpstreamAll(dir, vectors.ConformanceOptions{ExpectedFailures: vectors.DefaultExpectedFailures()})
	if err != nil {
		t.Fatal(err)
	}
	categories := []string{"model-economic-profile", "economic-performance", "routing-rebalance"}
	n := map[string]int{}
	for _, v := range rep.Conformance.Vectors {
		if !slices.Contains(categories, v.Category) {
			continue
		}
		n[v.Category]++
		if v.Status != vectors.ConformancePassed {
			t.Errorf("%s: %s %s", v.File, v.Status, v.Reason)
		}
	}
	for _, c := range categories {
		if n[c] != 3 {
			t.Errorf("%s: %d vectors, want 3", c, n[c])
		}
	}
}
