package integrity_test

import (
	"bytes"
	"compress/gzip"
	"errors"
	"runtime"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/integrity"
)

// TestBombMemoryBounded rejects a 10 GiB-expanding gzip body (10240 members
// of 1 MiB of zeros, ~10 MB) with a 1 MiB cap and checks, with heap
// statistics (not timing), that each call allocates at most twice the cap:
// the body is never materialised.
func TestBombMemoryBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 10 MB body")
	}
	var member bytes.Buffer
	w, _ := gzip.NewWriterLevel(&member, gzip.BestCompression)
	w.Write(make([]byte, 1<<20))
	w.Close()
	body := bytes.Repeat(member.Bytes(), 10240)
	const limit = 1 << 20
	opts := &integrity.Options{MaxBodyBytes: limit}
	// Two layers: a 900 MiB-expanding inner body (within the cap itself),
	// gzipped again; the inner layer overruns (the ratio limit is lifted so
	// that the outer layer's high ratio does not decide first).
	inner := bytes.Repeat(member.Bytes(), 900)
	var outer bytes.Buffer
	w, _ = gzip.NewWriterLevel(&outer, gzip.BestCompression)
	w.Write(inner)
	w.Close()
	opts2 := &integrity.Options{MaxBodyBytes: limit, MaxCompressionRatio: 1e9}
	for _, tc := range []struct {
		name string
		fn   func() error
	}{
		{"ComputeReqHash", func() error { _, err := integrity.ComputeReqHash(body, "gzip", opts); return err }},
		{"DecompressBody", func() error { _, err := integrity.DecompressBody(body, "gzip", opts); return err }},
		{"ComputeReqHash two layers", func() error { _, err := integrity.ComputeReqHash(outer.Bytes(), "gzip, gzip", opts2); return err }},
		{"DecompressBody two layers", func() error { _, err := integrity.DecompressBody(outer.Bytes(), "gzip, gzip", opts2); return err }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.fn() // warm pools
			runtime.GC()
			var m0, m1 runtime.MemStats
			runtime.ReadMemStats(&m0)
			err := tc.fn()
			runtime.ReadMemStats(&m1)
			if !errors.Is(err, hounfour.CodeBodyTooLarge) {
				t.Fatalf("%s: %v, want BODY_TOO_LARGE", tc.name, err)
			}
			if alloc := m1.TotalAlloc - m0.TotalAlloc; alloc > 2*limit {
				t.Errorf("%s: allocated %d bytes rejecting the bomb, more than 2 × cap (%d)", tc.name, alloc, 2*limit)
			} else {
				t.Logf("%s: allocated %d bytes (%.2f × cap)", tc.name, alloc, float64(alloc)/limit)
			}
		})
	}
}
