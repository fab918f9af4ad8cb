package vectors_test

import (
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/shared"
	"github.com/hounfour-go/hounfour/vectors"
)

// TestUpstreamBilling: every upstream billing and budget vector file has an
// adapter and all of their cases pass (the budget files against the
// floor-per-component calculator).
func TestUpstreamBilling(t *testing.T) {
	dir := shared.Upstream(t, "vectors")
	files, unadapted, err := vectors.LoadUpstream(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range unadapted {
		if strings.HasPrefix(p, "billing/") || strings.HasPrefix(p, "budget/") {
			t.Errorf("upstream %s has no adapter", p)
		}
	}
	n := 0
	for _, r := range vectors.RunFiles(files).Results {
		if !strings.HasPrefix(r.File, "upstream/billing/") && !strings.HasPrefix(r.File, "upstream/budget/") {
			continue
		}
		n++
		if r.Err != nil {
			t.Errorf("%s %s: %v", r.File, r.ID, r.Err)
		}
	}
	if n < 81 { // 7 allocation + 74 budget cases in v7.0.0
		t.Errorf("only %d upstream billing/budget cases ran", n)
	}
	t.Logf("%d upstream billing and budget cases passed", n)
}
