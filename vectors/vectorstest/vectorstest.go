// Package vectorstest runs the library's golden vectors and upstream's
// conformance suite from a Go test, as subtests, so that a downstream
// service checks the library it links with the cases the library checks
// itself. Package vectors holds the vectors and the runner, and does not
// depend on package testing; this package adds the testing glue, as
// net/http/httptest does for net/http.
package vectorstest

import (
	"io/fs"
	"testing"

	"github.com/hounfour-go/hounfour/vectors"
)

// Run runs every vector file of fsys as subtests of t (one per case, named
// label/id) and fails t when a case fails or when fsys holds no case. A
// downstream service can run the library's vectors from its own tests:
//
//	func TestHounfourVectors(t *testing.T) { vectorstest.Run(t, vectors.Embedded()) }
func Run(t *testing.T, fsys fs.FS) {
	t.Helper()
	files, err := vectors.Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i := range files {
		f := &files[i]
		for j := range f.Cases {
			c := &f.Cases[j]
			n++
			t.Run(f.Label()+"/"+c.ID, func(t *testing.T) {
				if err := vectors.RunCase(f, c); err != nil {
					t.Errorf("%s: %v", f.Path, err)
				}
			})
		}
	}
	if n == 0 {
		t.Error("no vector case found")
	}
}

// RunConformance runs the conformance vectors of fsys (a folder laid out
// as upstream's vectors/conformance) with [vectors.RunConformance], as
// subtests of t, one per vector file (named after its path): a failed
// vector or an unexpected pass fails its subtest; a skipped, matcher-only
// or expected-failure vector skips it with its reason. It logs the summary
// line, fails t when no vector was found, and returns the report. A
// downstream service can run upstream's suite against the library it
// links:
//
//	func TestHounfourConformance(t *testing.T) {
//		vectorstest.RunConformance(t, os.DirFS("testdata/conformance"),
//			vectors.ConformanceOptions{ExpectedFailures: vectors.DefaultExpectedFailures()})
//	}
func RunConformance(t *testing.T, fsys fs.FS, opts vectors.ConformanceOptions) vectors.ConformanceReport {
	t.Helper()
	rep := vectors.RunConformance(fsys, opts)
	for _, r := range rep.Vectors {
		t.Run(r.File, func(t *testing.T) {
			switch r.Status {
			case vectors.ConformancePassed:
			case vectors.ConformanceFailed, vectors.ConformanceUnexpectedPass:
				t.Errorf("%s %s: %s", r.File, r.VectorID, r.Detail)
			default:
				t.Skipf("%s: %s", r.Status, r.Reason)
			}
		})
	}
	t.Log("conformance: " + rep.SummaryLine())
	if rep.Summary.Total == 0 {
		t.Error("no conformance vector found")
	}
	return rep
}
