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
