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
	return load(tb, corpusFiles{
		skip:      "SKIP corpus benchmark",
		log:       "corpus schema",
		reference: "reference.json",
		folder:    "corpus",
		has:       func(schema string) bool { _, ok := schemas.Type(schema); return ok },
	})
}

// corpusFiles names one corpus: its reference file and folder under
// ../shared/perf, which of its schemas are read, and the prefixes of its
// skip and log messages.
type corpusFiles struct {
	skip, log         string
	reference, folder string
	has               func(schema string) bool
}

func load(tb testing.TB, c corpusFiles) []Entry {
	tb.Helper()
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		tb.Skipf("%s: %v", c.skip, err)
	}
	dir := filepath.Join(root, "..", "shared", "perf")
	ref, err := os.ReadFile(filepath.Join(dir, c.reference))
	if err != nil {
		tb.Skipf("%s: shared performance corpus absent (%v)", c.skip, err)
	}
	var r struct {
		Schemas []Entry `json:"schemas"`
	}
	if err := json.Unmarshal(ref, &r); err != nil {
		tb.Fatal(err)
	}
	var out []Entry
	for _, e := range r.Schemas {
		if !c.has(e.Schema) {
			tb.Logf("%s %s: not in the library, not measured", c.log, e.Schema)
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, c.folder, filepath.FromSlash(e.Schema)+".jsonl"))
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
