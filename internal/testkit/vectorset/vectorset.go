// Package vectorset loads the vector files the tests compare across
// packages: ours and, when the shared data is beside the module, upstream's.
// It is used from tests only.
package vectorset

import (
	"iter"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/vectors"
)

// All loads our vectors and, when the shared data is present, upstream's;
// without it, skipped names what is not compared (a visible log line, or a
// failure under HOUNFOUR_REQUIRE_UPSTREAM).
func All(t testing.TB, skipped string) []vectors.File {
	t.Helper()
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		t.Fatal(err)
	}
	if dir, err := upstreamdata.Lookup("vectors"); err == nil {
		up, _, err := vectors.LoadUpstream(dir)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, up...)
	} else {
		upstreamdata.Absent(t, err, skipped)
	}
	return files
}

// Doc is one vector document: the schema of its file, the id of its case
// and its text.
type Doc struct {
	Schema, ID string
	Text       []byte
}

// Documents yields every case of files that holds a document (a JSON or
// raw text one; cases of other kinds are left out), in file and case
// order.
func Documents(files []vectors.File) iter.Seq[Doc] {
	return func(yield func(Doc) bool) {
		for _, f := range files {
			for i := range f.Cases {
				if doc := f.Cases[i].Document(); len(doc) > 0 && !yield(Doc{f.Schema, f.Cases[i].ID, doc}) {
					return
				}
			}
		}
	}
}
