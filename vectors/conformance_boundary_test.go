package vectors_test

import (
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/vectors"
)

// TestConformanceEconomicMembrane: upstream 8.7.0's conformance vectors of
// economic boundaries and reputation economic impacts (3 each) and the 12
// vectors of the decision engine corpus (with its index) all run and pass.
func TestConformanceEconomicMembrane(t *testing.T) {
	dir := upstreamdata.Dir87(t, "vectors")
	rep, err := vectors.RunUpstreamAll(dir, vectors.ConformanceOptions{ExpectedFailures: vectors.DefaultExpectedFailures()})
	if err != nil {
		t.Fatal(err)
	}
	n := map[string]int{}
	for _, v := range rep.Conformance.Vectors {
		switch v.Category {
		case "economic-boundary", "reputation-economic-impact":
		default:
			continue
		}
		n[v.Category]++
		if v.Status != vectors.ConformancePassed || strings.Contains(v.Reason, "waiting") {
			t.Errorf("%s: %s %s", v.File, v.Status, v.Reason)
		}
	}
	for _, c := range []string{"economic-boundary", "reputation-economic-impact"} {
		if n[c] != 3 {
			t.Errorf("%s: %d vectors, want 3", c, n[c])
		}
	}
	cases := 0
	for _, r := range rep.Cases.Results {
		if r.Label != "economic-boundary-evaluation" {
			continue
		}
		cases++
		if r.Err != nil {
			t.Errorf("%s %s: %v", r.File, r.ID, r.Err)
		}
	}
	if cases != 13 {
		t.Errorf("%d results of the decision engine corpus, want 13 (the index and 12 vectors)", cases)
	}
	for _, f := range rep.Files {
		if strings.HasPrefix(f.Path, "economic-boundary-evaluation/") && f.Status != vectors.UpstreamFileRun {
			t.Errorf("%s: %s %s", f.Path, f.Status, f.Reason)
		}
	}
}
