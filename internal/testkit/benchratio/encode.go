package benchratio

import (
	"testing"
	"time"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
)

// Encode runs, per iteration, codec.Marshal of every value of values with
// the generated encoders and then with the reflective encoder (the
// reference path, codec.ModeReference). It reports generated/reflective
// (below 1 the generated encoders are faster), generated-ns/doc,
// reflective-ns/doc, and the allocations per value of each path.
func Encode(b *testing.B, values []any) {
	b.Helper()
	paths := pathmode.Claim(b)
	encode := func() {
		for _, v := range values {
			if _, err := codec.Marshal(v); err != nil {
				b.Fatal(err)
			}
		}
	}
	docs := float64(len(values))
	var refAllocs float64
	paths.Reference(func() { refAllocs = testing.AllocsPerRun(20, encode) / docs })
	genAllocs := testing.AllocsPerRun(20, encode) / docs
	var tGen, tRef time.Duration
	for b.Loop() {
		t0 := time.Now()
		encode()
		t1 := time.Now()
		paths.Reference(func() {
			t2 := time.Now()
			encode()
			tRef += time.Since(t2)
		})
		tGen += t1.Sub(t0)
	}
	n := float64(b.N) * docs
	b.ReportMetric(float64(tGen)/float64(tRef), "generated/reflective")
	b.ReportMetric(float64(tGen.Nanoseconds())/n, "generated-ns/doc")
	b.ReportMetric(float64(tRef.Nanoseconds())/n, "reflective-ns/doc")
	b.ReportMetric(genAllocs, "generated-allocs/doc")
	b.ReportMetric(refAllocs, "reflective-allocs/doc")
}
