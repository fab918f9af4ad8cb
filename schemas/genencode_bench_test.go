package schemas_test

import (
	"testing"
	"time"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// BenchmarkEncodeCorpus measures, per corpus schema, codec.Marshal of the
// decoded corpus documents with the generated encoders and with the
// reflective encoder (codec.SetReference), interleaved in every iteration so
// that machine load affects both alike. It reports generated/reflective
// (below 1 the generated encoders are faster), ns per document of each and
// allocations per document of each.
func BenchmarkEncodeCorpus(b *testing.B) {
	defer codec.SetReference(false)
	for _, e := range loadCorpus(b) {
		var values []any
		for _, line := range e.lines {
			if v := decodeAs(e.Schema, line); v != nil {
				values = append(values, v)
			}
		}
		b.Run(e.Schema, func(b *testing.B) {
			encode := func() {
				for _, v := range values {
					if _, err := codec.Marshal(v); err != nil {
						b.Fatal(err)
					}
				}
			}
			docs := float64(len(values))
			codec.SetReference(true)
			refAllocs := testing.AllocsPerRun(20, encode) / docs
			codec.SetReference(false)
			genAllocs := testing.AllocsPerRun(20, encode) / docs
			var tGen, tRef time.Duration
			for b.Loop() {
				t0 := time.Now()
				encode()
				t1 := time.Now()
				codec.SetReference(true)
				t2 := time.Now()
				encode()
				tRef += time.Since(t2)
				codec.SetReference(false)
				tGen += t1.Sub(t0)
			}
			n := float64(b.N) * docs
			b.ReportMetric(float64(tGen)/float64(tRef), "generated/reflective")
			b.ReportMetric(float64(tGen.Nanoseconds())/n, "generated-ns/doc")
			b.ReportMetric(float64(tRef.Nanoseconds())/n, "reflective-ns/doc")
			b.ReportMetric(genAllocs, "generated-allocs/doc")
			b.ReportMetric(refAllocs, "reflective-allocs/doc")
		})
	}
}
