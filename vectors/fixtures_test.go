package vectors_test

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/vectors"
)

// TestRunFixtures walks a fixture folder of our own (testdata, schema
// health-status) in both layouts side by side: every fixture gets its
// bucket's verdict, a top-level _comment is removed (and only that one),
// _meta.json and trace companions are skipped with a reason.
func TestRunFixtures(t *testing.T) {
	t.Parallel()
	rep, files, err := vectors.RunFixtures(os.DirFS("testdata/fixtures/HealthStatus"), "health-status", vectors.Options{Contract: hounfour.Contract700})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rep.Results {
		if !r.Passed() {
			t.Errorf("%s: %v", r.File, r.Err)
		}
	}
	want := map[string]string{
		"_meta.json":                                     "skipped",
		"invalid/circuit-state-missing.json":             "run",
		"invalid/comment-nested.json":                    "run",
		"valid/closed.json":                              "run",
		"v8.6.0/boundary/zero-latency.json":              "run",
		"v8.6.0/boundary/zero-latency.trace.json":        "skipped",
		"v8.6.0/invalid/negative-latency.json":           "run",
		"v8.6.0/invalid-cross-field/unknown-member.json": "run",
		"v8.6.0/valid/with-comment.json":                 "run",
	}
	if len(files) != len(want) || len(rep.Results) != 7 {
		t.Errorf("%d files, %d results: %+v", len(files), len(rep.Results), files)
	}
	for i, f := range files {
		if want[f.Path] != f.Status || (f.Status == "skipped") == (f.Reason == "") {
			t.Errorf("%s: %s %q", f.Path, f.Status, f.Reason)
		}
		if i > 0 && files[i-1].Path >= f.Path {
			t.Errorf("files out of order at %s", f.Path)
		}
	}
}

// TestRunFixturesFailures: a fixture in the wrong bucket fails, a file
// outside the layout is not accounted for (unknown to the caller), a
// fixture that is not JSON fails, and an unknown schema is an error.
func TestRunFixturesFailures(t *testing.T) {
	t.Parallel()
	ok := `{"healthy":true,"latency_ms":1,"provider":"p","model_id":"m","checked_at":"2026-02-14T12:00:00Z","circuit_state":"open"}`
	fsys := fstest.MapFS{
		"invalid/actually-valid.json":  {Data: []byte(ok)},
		"valid/actually-invalid.json":  {Data: []byte(`{"healthy":true}`)},
		"boundary/not-json.json":       {Data: []byte(`{"healthy":`)},
		"v8.6.0/valid/fine.json":       {Data: []byte(ok)},
		"v8.6.0/unknown-bucket/x.json": {Data: []byte(ok)},
		"v8/valid/x.json":              {Data: []byte(ok)},
		"valid/notes.txt":              {Data: []byte("x")},
	}
	rep, files, err := vectors.RunFixtures(fsys, "health-status", vectors.Options{})
	if err != nil {
		t.Fatal(err)
	}
	failed := map[string]bool{}
	for _, r := range rep.Failed() {
		failed[r.File] = true
	}
	for _, p := range []string{"invalid/actually-valid.json", "valid/actually-invalid.json", "boundary/not-json.json"} {
		if !failed[p] {
			t.Errorf("%s did not fail", p)
		}
	}
	if len(rep.Results) != 4 || len(failed) != 3 {
		t.Errorf("%d results, %d failed", len(rep.Results), len(failed))
	}
	for _, f := range files {
		if strings.Contains(f.Path, "unknown-bucket") || strings.HasPrefix(f.Path, "v8/") || strings.HasSuffix(f.Path, ".txt") {
			t.Errorf("%s accounted for as %s", f.Path, f.Status)
		}
	}
	if _, _, err := vectors.RunFixtures(fsys, "no-such-schema", vectors.Options{}); err == nil {
		t.Error("an unknown schema ran")
	}
}
