package vectors_test

import (
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/vectors"
)

// runUpstreamFolders runs the upstream vector files below the given folders
// ("billing/", …): it fails t for each such file without an adapter and for
// each failed case, and returns the report.
func runUpstreamFolders(t *testing.T, folders ...string) vectors.Report {
	t.Helper()
	dir := upstreamdata.Dir(t, "vectors")
	files, unadapted, err := vectors.LoadUpstream(dir)
	if err != nil {
		t.Fatal(err)
	}
	in := func(p string) bool { // p relative to dir, or a File.Path ("upstream/…")
		p = strings.TrimPrefix(p, "upstream/")
		for _, f := range folders {
			if strings.HasPrefix(p, f) {
				return true
			}
		}
		return false
	}
	for _, p := range unadapted {
		if in(p) {
			t.Errorf("upstream %s has no adapter", p)
		}
	}
	var mine []vectors.File
	for _, f := range files {
		if in(f.Path) {
			mine = append(mine, f)
		}
	}
	rep := vectors.RunFiles(mine)
	for _, r := range rep.Failed() {
		t.Errorf("%s %s: %v", r.File, r.ID, r.Err)
	}
	return rep
}

// TestUpstreamBilling: every upstream billing and budget vector file has an
// adapter and all of their cases pass (the budget files against the
// floor-per-component calculator).
func TestUpstreamBilling(t *testing.T) {
	t.Parallel()
	n := len(runUpstreamFolders(t, "billing/", "budget/").Results)
	if n < 81 { // 7 allocation + 74 budget cases in v7.0.0
		t.Errorf("only %d upstream billing/budget cases ran", n)
	}
	t.Logf("%d upstream billing and budget cases passed", n)
}
