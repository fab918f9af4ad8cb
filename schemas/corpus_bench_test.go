package schemas_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour/internal/benchratio"
	"github.com/hounfour-go/hounfour/internal/shared"
	"github.com/hounfour-go/hounfour/schemas"
)

// corpusEntry is one schema of the shared performance corpus: upstream's valid
// documents, one per line, and the tie ratio (upstream's parse+validate time
// over encoding/json-into-any's on the same documents, same run).
type corpusEntry struct {
	Schema   string  `json:"schema"`
	TieRatio float64 `json:"tie_ratio"`
	lines    [][]byte
}

// loadCorpus reads ../shared/perf beside the module root, or skips.
func loadCorpus(tb testing.TB) []corpusEntry {
	tb.Helper()
	root, err := shared.Root()
	if err != nil {
		tb.Skipf("SKIP corpus benchmark: %v", err)
	}
	dir := filepath.Join(root, "..", "shared", "perf")
	ref, err := os.ReadFile(filepath.Join(dir, "reference.json"))
	if err != nil {
		tb.Skipf("SKIP corpus benchmark: shared performance corpus absent (%v)", err)
	}
	var r struct {
		Schemas []corpusEntry `json:"schemas"`
	}
	if err := json.Unmarshal(ref, &r); err != nil {
		tb.Fatal(err)
	}
	var out []corpusEntry
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
				e.lines = append(e.lines, append([]byte(nil), line...))
			}
		}
		out = append(out, e)
	}
	return out
}

// TestCorpusValid checks that every corpus document, valid for upstream, is
// valid here too (the benchmark measures the accepting path).
func TestCorpusValid(t *testing.T) {
	for _, e := range loadCorpus(t) {
		for i, line := range e.lines {
			if err := schemas.Validate(e.Schema, line); err != nil {
				t.Errorf("%s line %d: %v", e.Schema, i+1, err)
			}
		}
	}
}

// BenchmarkCorpus measures schemas.Validate (strict decode and full
// validation) against encoding/json.Unmarshal into any over the same corpus
// lines, interleaved in every iteration so that machine load affects both
// alike. It reports per schema library/generic, x-upstream (tie ratio over
// library/generic: above 1 the library is faster than upstream), ns per
// document of the library, and allocations per document of both.
//
// It runs in the mode HOUNFOUR_BENCH_MODE names (codec.BenchMode): reflect
// measures the fast paths without the generated code, reference the
// reference paths.
func BenchmarkCorpus(b *testing.B) {
	corpus := loadCorpus(b)
	defer benchratio.SetMode(b)()
	for _, e := range corpus {
		b.Run(e.Schema, func(b *testing.B) {
			lib := func() {
				for _, line := range e.lines {
					if err := schemas.Validate(e.Schema, line); err != nil {
						b.Fatal(err)
					}
				}
			}
			gen := func() {
				for _, line := range e.lines {
					var v any
					if err := json.Unmarshal(line, &v); err != nil {
						b.Fatal(err)
					}
				}
			}
			docs := float64(len(e.lines))
			libAllocs := testing.AllocsPerRun(20, lib) / docs
			genAllocs := testing.AllocsPerRun(20, gen) / docs
			var tLib, tGen time.Duration
			for b.Loop() {
				t0 := time.Now()
				lib()
				t1 := time.Now()
				gen()
				tGen += time.Since(t1)
				tLib += t1.Sub(t0)
			}
			ratio := float64(tLib) / float64(tGen)
			x := e.TieRatio / ratio
			b.ReportMetric(float64(tLib.Nanoseconds())/float64(b.N)/docs, "lib-ns/doc")
			b.ReportMetric(ratio, "library/generic")
			b.ReportMetric(x, "x-upstream")
			b.ReportMetric(libAllocs, "lib-allocs/doc")
			b.ReportMetric(genAllocs, "generic-allocs/doc")
		})
	}
}
