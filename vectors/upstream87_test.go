package vectors_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/vectors"
)

// TestTreeContract: a tree's VERSION names its contract (first line,
// white space trimmed); a tree without one is a 7.0.0 tree; a version the
// library does not speak is an error.
func TestTreeContract(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if got, err := vectors.TreeContract(dir); got != hounfour.Contract700 || err != nil {
		t.Errorf("a folder without VERSION: %q, %v; want 7.0.0", got, err)
	}
	for text, want := range map[string]hounfour.Contract{"7.0.0\n": hounfour.Contract700, " 8.7.0 \n": hounfour.Contract870, "8.7.0\nmore\n": hounfour.Contract870, "8.6.0\n": "", "v8.7.0": ""} {
		if err := os.WriteFile(filepath.Join(dir, "VERSION"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := vectors.TreeContract(dir)
		if got != want || (err == nil) != (want != "") {
			t.Errorf("VERSION %q: %q, %v; want %q", text, got, err, want)
		}
	}
}

// TestUpstream87EveryFile runs upstream 8.7.0's vector folder under the
// contract its VERSION names: every file runs or is skipped with a reason,
// none is unknown, nothing fails. Every skip that waits on library code
// names one of the later changes, and none of them is the commons, the
// canonicalization corpora or the consumer contract.
func TestUpstream87EveryFile(t *testing.T) {
	dir := upstreamdata.Dir87(t, "vectors")
	rep, err := vectors.RunUpstreamAll(dir, vectors.ConformanceOptions{ExpectedFailures: vectors.DefaultExpectedFailures()})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Contract != hounfour.Contract870 {
		t.Fatalf("contract %q, want 8.7.0 (from VERSION)", rep.Contract)
	}
	if !rep.OK() {
		t.Error(rep.SummaryLine())
	}
	for _, f := range rep.Cases.Failed() {
		t.Errorf("%s %s: %v", f.File, f.ID, f.Err)
	}
	const waitingPrefix = "waiting on library code: "
	for _, f := range rep.Files {
		switch {
		case f.Status == vectors.UpstreamFileUnknown:
			t.Errorf("unknown %s: %s", f.Path, f.Reason)
		case f.Status == vectors.UpstreamFileSkipped && f.Reason == "":
			t.Errorf("%s skipped without a reason", f.Path)
		case f.Status == vectors.UpstreamFileSkipped && strings.HasPrefix(f.Reason, waitingPrefix):
			for _, never := range []string{"_canonicalization-edge-cases/", "signing/canonicalization/", "signing/strict-subset-pathologies/", "runners/_shared/jcs-", "manifest.json", "_meta/"} {
				if strings.HasPrefix(f.Path, never) {
					t.Errorf("%s waits: %s", f.Path, f.Reason)
				}
			}
		}
	}
	// The corpora ran through package integrity, case by case.
	runs := map[string]int{}
	for _, r := range rep.Cases.Results {
		runs[r.Label]++
	}
	for label, n := range map[string]int{"_canonicalization-edge-cases": 30 + 8, "signing/canonicalization": 7, "signing/strict-subset-pathologies": 12, "runners/_shared": 2, "index files": 2} {
		if runs[label] != n {
			t.Errorf("%s: %d results, want %d", label, runs[label], n)
		}
	}
	c := rep.Conformance
	if c.Summary.Total != 238 || !c.Summary.OK || c.Summary.Failed != 0 {
		t.Errorf("conformance %s", c.SummaryLine())
	}
	for _, v := range c.Vectors {
		if v.Status != vectors.ConformanceSkipped {
			continue
		}
		if !strings.HasPrefix(v.Reason, waitingPrefix) {
			t.Errorf("%s skipped for %q", v.File, v.Reason)
		}
		// The commons categories run in full: none of them waits.
		if strings.HasPrefix(v.File, "commons/") || v.Category == "consumer-contract" || v.Category == "governed-resource-runtime" {
			t.Errorf("%s: %s", v.File, v.Reason)
		}
	}
	t.Log(c.SummaryLine())
	t.Log(rep.SummaryLine())
}

// TestUpstream87SameV7Verdicts: the 82 conformance vectors 8.7.0 shares
// with 7.0.0 get the same outcome in both trees, each under its own
// contract.
func TestUpstream87SameV7Verdicts(t *testing.T) {
	dir7 := upstreamdata.Dir(t, "vectors", "conformance")
	dir87 := upstreamdata.Dir87(t, "vectors", "conformance")
	opts := vectors.ConformanceOptions{ExpectedFailures: vectors.DefaultExpectedFailures(), Contract: hounfour.Contract700}
	r7 := vectors.RunConformance(os.DirFS(dir7), opts)
	opts.Contract = hounfour.Contract870
	r87 := vectors.RunConformance(os.DirFS(dir87), opts)
	by := map[string]vectors.ConformanceResult{}
	for _, v := range r87.Vectors {
		by[v.File] = v
	}
	if r7.Summary.Total != 82 {
		t.Fatalf("7.0.0: %s", r7.SummaryLine())
	}
	for _, v := range r7.Vectors {
		if w := by[v.File]; w.Status != v.Status || w.VectorID != v.VectorID {
			t.Errorf("%s: 7.0.0 %s, 8.7.0 %s %s", v.File, v.Status, w.Status, w.Detail)
		}
	}
	// An entry for the 8.7.0 suite only is not reported unused by the
	// 7.0.0 run.
	for _, e := range r7.UnusedExpectedFailures {
		t.Errorf("7.0.0 run: unused %s", e.VectorID)
	}
}

// TestUpstream87DAGCorpora: the is_valid_dag corpus (3 valid and 8
// invalid cases, verdict, diagnostic and operation count against the
// traces) and the extract_path corpus (5 and 2 cases) all run and pass.
func TestUpstream87DAGCorpora(t *testing.T) {
	t.Parallel()
	dir := upstreamdata.Dir87(t, "vectors")
	rep, err := vectors.RunUpstreamAll(dir, vectors.ConformanceOptions{ExpectedFailures: vectors.DefaultExpectedFailures()})
	if err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	for _, r := range rep.Cases.Results {
		if r.Label == "is-valid-dag" || r.Label == "extract-path" {
			count[r.Label]++
			if r.Err != nil {
				t.Errorf("%s %s: %v", r.File, r.ID, r.Err)
			}
		}
	}
	if count["is-valid-dag"] != 11 || count["extract-path"] != 7 {
		t.Errorf("cases run: %v, want is-valid-dag 11, extract-path 7", count)
	}
	for _, f := range rep.Files {
		if (strings.HasPrefix(f.Path, "is-valid-dag/") || strings.HasPrefix(f.Path, "extract-path/")) && f.Status != vectors.UpstreamFileRun {
			t.Errorf("%s: %v %s", f.Path, f.Status, f.Reason)
		}
	}
}
