package schemas_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/internal/testkit/perfcorpus"
	"github.com/hounfour-go/hounfour/schemas"
)

// TestCorpusValid checks that every corpus document, valid for upstream, is
// valid here too (the benchmark measures the accepting path).
func TestCorpusValid(t *testing.T) {
	t.Parallel()
	for _, e := range perfcorpus.Load(t) {
		for i, line := range e.Lines {
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
	corpus := perfcorpus.Load(b)
	pathmode.Bench(b)
	for _, e := range corpus {
		b.Run(e.Schema, func(b *testing.B) {
			lib := func() {
				for _, line := range e.Lines {
					if err := schemas.Validate(e.Schema, line); err != nil {
						b.Fatal(err)
					}
				}
			}
			gen := func() {
				for _, line := range e.Lines {
					var v any
					if err := json.Unmarshal(line, &v); err != nil {
						b.Fatal(err)
					}
				}
			}
			docs := float64(len(e.Lines))
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
