// Package vectorset loads the vector files the tests compare across
// packages: ours and, when the shared data is beside the module, upstream's.
// It is used from tests only.
package vectorset

import (
	"testing"

	"github.com/hounfour-go/hounfour/internal/shared"
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
	if dir, err := shared.UpstreamDir("vectors"); err == nil {
		up, _, err := vectors.LoadUpstream(dir)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, up...)
	} else {
		shared.Absent(t, err, skipped)
	}
	return files
}
