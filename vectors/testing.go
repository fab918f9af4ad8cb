package vectors

import (
	"io/fs"
	"testing"
)

// Test runs every vector file of fsys as subtests of t (one per case, named
// label/id) and fails t when a case fails or when fsys holds no case. A
// downstream service can run the library's vectors from its own tests:
//
//	func TestHounfourVectors(t *testing.T) { vectors.Test(t, vectors.Embedded()) }
func Test(t *testing.T, fsys fs.FS) {
	t.Helper()
	files, err := Load(fsys)
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
				if err := RunCase(f, c); err != nil {
					t.Errorf("%s: %v", f.Path, err)
				}
			})
		}
	}
	if n == 0 {
		t.Error("no vector case found")
	}
}

// TestConformance runs the conformance vectors of fsys (a folder laid out as
// upstream's vectors/conformance) as subtests of t, one per vector file
// (named after its path): a failed vector or an unexpected pass fails its
// subtest; a skipped, matcher-only or expected-failure vector skips it with
// its reason. It logs the summary line, fails t when no vector was found,
// and returns the report. A downstream service can run upstream's suite
// against the library it links:
//
//	func TestHounfourConformance(t *testing.T) {
//		vectors.TestConformance(t, os.DirFS("testdata/conformance"),
//			vectors.ConformanceOptions{ExpectedFailures: vectors.DefaultExpectedFailures()})
//	}
func TestConformance(t *testing.T, fsys fs.FS, opts ConformanceOptions) ConformanceReport {
	t.Helper()
	rep := RunConformance(fsys, opts)
	for _, r := range rep.Vectors {
		t.Run(r.File, func(t *testing.T) {
			switch r.Status {
			case ConformancePassed:
			case ConformanceFailed, ConformanceUnexpectedPass:
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
