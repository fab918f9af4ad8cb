// Package benchratio measures hounfour.Decode against its baselines with the
// decodes interleaved in every iteration, so that load on a shared machine
// affects them alike and their ratio stays meaningful. It is used from
// benchmarks only.
package benchratio

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
)

// Decode runs, per iteration, hounfour.Decode of data into a new T, the
// structural decode of the same bytes (T's UnmarshalJSON) and, when withAny
// is set, encoding/json into any. It reports decode/novalidate,
// decode-ns/op, novalidate-ns/op and, with withAny, decode/stdlib-any.
// It runs in the mode HOUNFOUR_BENCH_MODE names (codec.BenchMode): reflect
// compares the reflective fast paths, reference the reference paths.
func Decode[T any, PT interface {
	*T
	hounfour.Validator
	json.Unmarshaler
}](b *testing.B, data []byte, withAny bool) {
	b.Helper()
	pathmode.Bench(b)
	var tDecode, tPlain, tAny time.Duration
	for b.Loop() {
		t0 := time.Now()
		if err := hounfour.Decode(data, PT(new(T))); err != nil {
			b.Fatal(err)
		}
		t1 := time.Now()
		if err := PT(new(T)).UnmarshalJSON(data); err != nil {
			b.Fatal(err)
		}
		t2 := time.Now()
		if withAny {
			var v any
			if err := json.Unmarshal(data, &v); err != nil {
				b.Fatal(err)
			}
			tAny += time.Since(t2)
		}
		tDecode += t1.Sub(t0)
		tPlain += t2.Sub(t1)
	}
	b.ReportMetric(float64(tDecode)/float64(tPlain), "decode/novalidate")
	if withAny {
		b.ReportMetric(float64(tDecode)/float64(tAny), "decode/stdlib-any")
	}
	b.ReportMetric(float64(tDecode.Nanoseconds())/float64(b.N), "decode-ns/op")
	b.ReportMetric(float64(tPlain.Nanoseconds())/float64(b.N), "novalidate-ns/op")
}
