// Package perfcorpus reads the shared performance corpus (../shared/perf
// beside the module root): upstream's valid documents per schema, one per
// line, with the tie ratio of each schema. The corpus benchmark of
// schemas.Validate and the codec's differential tests read it. It is used
// from tests only.
package perfcorpus

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/schemas"
)

// Entry is one schema of the corpus: upstream's valid documents, one per
// line, and the tie ratio (upstream's parse+validate time over
// encoding/json-into-any's on the same documents, same run).
type Entry struct {
	Schema   string   `json:"schema"`
	TieRatio float64  `json:"tie_ratio"`
	Lines    [][]byte `json:"-"`
}

// Load reads the corpus, or skips tb when it is absent. A corpus schema the
// library does not have is logged and left out.
func Load(tb testing.TB) []Entry {
	tb.Helper()
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		tb.Skipf("SKIP corpus benchmark: %v", err)
	}
	dir := filepath.Join(root, "..", "shared", "perf")
	ref, err := os.ReadFile(filepath.Join(dir, "reference.json"))
	if err != nil {
		tb.Skipf("SKIP corpus benchmark: shared performance corpus absent (%v)", err)
	}
	var r struct {
		Schemas []Entry `json:"schemas"`
	}
	if err := json.Unmarshal(ref, &r); err != nil {
		tb.Fatal(err)
	}
	var out []Entry
	for _, e := range r.Schemas {
		if _, ok := schemas.Type(e.Schema); !ok {
			tb.Logf("corpus schema %s: not in the library, not measured", e.Schema)
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, "corpus", e.Schema+".jsonl"))
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
