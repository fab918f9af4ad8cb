package perfcorpus

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/schemas"
)

// Load87 reads the 8.7.0 corpus (corpus-8.7.0/ and reference-8.7.0.json
// under ../shared/perf), or skips tb when it is absent. A corpus schema
// contract 8.7.0 has no document type for yet is logged and left out, so
// the corpus grows with the library. A commons schema ("commons/…") is read
// from the corpus's commons/ folder.
func Load87(tb testing.TB) []Entry {
	tb.Helper()
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		tb.Skipf("SKIP 8.7.0 corpus: %v", err)
	}
	dir := filepath.Join(root, "..", "shared", "perf")
	ref, err := os.ReadFile(filepath.Join(dir, "reference-8.7.0.json"))
	if err != nil {
		tb.Skipf("SKIP 8.7.0 corpus: shared performance corpus absent (%v)", err)
	}
	var r struct {
		Schemas []Entry `json:"schemas"`
	}
	if err := json.Unmarshal(ref, &r); err != nil {
		tb.Fatal(err)
	}
	names := schemas.NamesFor(hounfour.Contract870)
	var out []Entry
	for _, e := range r.Schemas {
		if !slices.Contains(names, e.Schema) {
			tb.Logf("8.7.0 corpus schema %s: not in the library, not measured", e.Schema)
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, "corpus-8.7.0", filepath.FromSlash(e.Schema)+".jsonl"))
		if err != nil {
			tb.Fatal(err)
		}
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			if line := bytes.TrimSpace(sc.Bytes()); len(line) > 0 {
				e.Lines = append(e.Lines, append([]byte(nil), line...))
			}
		}
		out = append(out, e)
	}
	return out
}
