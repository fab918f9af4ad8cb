package perfcorpus

import (
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/schemas"
)

// Load87 reads the 8.7.0 corpus (corpus-8.7.0/ and reference-8.7.0.json
// under ../shared/perf), or skips tb when it is absent. A corpus schema
// contract 8.7.0 has no document type for yet is logged and left out, so
// the corpus grows with the library. A commons schema ("commons/…") is read
// from the corpus's commons/ folder.
func Load87(tb testing.TB) []Entry {
	tb.Helper()
	names := schemas.NamesFor(hounfour.Contract870)
	return load(tb, corpusFiles{
		skip:      "SKIP 8.7.0 corpus",
		log:       "8.7.0 corpus schema",
		reference: "reference-8.7.0.json",
		folder:    "corpus-8.7.0",
		has:       func(schema string) bool { return slices.Contains(names, schema) },
	})
}
