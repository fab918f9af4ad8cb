package integrity_test

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"

	"github.com/hounfour-go/hounfour/integrity"
)

// jsonBody returns about n bytes of JSON-like text (compresses ~5:1).
func jsonBody(n int) []byte {
	r := rand.New(rand.NewPCG(1, 2))
	words := []string{"model", "gpt-4o", "messages", "role", "user", "assistant", "content", "tool_calls", "the", "a", "billing"}
	var b bytes.Buffer
	b.WriteString(`{"messages":[`)
	for b.Len() < n-64 {
		fmt.Fprintf(&b, `{"role":%q,"content":"%s %s %d"},`, words[r.IntN(len(words))], words[r.IntN(len(words))], words[r.IntN(len(words))], r.IntN(1e6))
	}
	b.WriteString(`{"role":"user","content":""}]}`)
	return b.Bytes()
}

func BenchmarkComputeReqHash(b *testing.B) {
	body := jsonBody(1 << 20)
	for _, tc := range []struct {
		name, header string
		data         []byte
	}{
		{"identity-1MB", "", body},
		{"gzip-1MB", "gzip", gz(b, body)},
		{"deflate-1MB", "deflate", zl(b, body)},
		{"br-1MB", "br", brc(b, body)},
		{"gzip,br-1MB", "gzip, br", brc(b, gz(b, body))},
	} {
		b.Run(tc.name, func(b *testing.B) {
			b.SetBytes(int64(len(body)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := integrity.ComputeReqHash(tc.data, tc.header, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkDeriveIdempotencyKey(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := integrity.DeriveIdempotencyKey("tenant-abc", "sha256:e43abcf3375244839c012f9633f95862d232a95b00d5bc7348b3098b9fed7f32", "openai", "gpt-4o"); err != nil {
			b.Fatal(err)
		}
	}
}

var (
	bombOnce sync.Once
	bomb     []byte
)

// gzipBomb returns a single-member gzip stream of 1 GiB of zeros (~1.3 MB).
func gzipBomb(b *testing.B) []byte {
	bombOnce.Do(func() {
		var buf bytes.Buffer
		w, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
		zeros := make([]byte, 1<<20)
		for range 1024 {
			w.Write(zeros)
		}
		w.Close()
		bomb = buf.Bytes()
	})
	return bomb
}

// BenchmarkRejectGzipBomb measures the memory of rejecting a gzip stream
// that would expand to 1 GiB, with the default 10 MiB cap. "heap-B/op" is the
// heap allocated per rejection (runtime.MemStats.TotalAlloc), an upper bound
// on the peak heap the rejection needs; "x-cap" is that bound over the cap
// (the target is at most 2).
func BenchmarkRejectGzipBomb(b *testing.B) {
	data := gzipBomb(b)
	for _, tc := range []struct {
		name string
		fn   func() error
	}{
		{"ComputeReqHash", func() error { _, err := integrity.ComputeReqHash(data, "gzip", nil); return err }},
		{"DecompressBody", func() error { _, err := integrity.DecompressBody(data, "gzip", nil); return err }},
	} {
		b.Run(tc.name, func(b *testing.B) {
			runtime.GC()
			var m0, m1 runtime.MemStats
			runtime.ReadMemStats(&m0)
			n := 0
			for b.Loop() {
				if err := tc.fn(); err == nil {
					b.Fatal("bomb accepted")
				}
				n++
			}
			runtime.ReadMemStats(&m1)
			perOp := float64(m1.TotalAlloc-m0.TotalAlloc) / float64(n)
			b.ReportMetric(perOp, "heap-B/op")
			b.ReportMetric(perOp/integrity.DefaultMaxBodyBytes, "x-cap")
		})
	}
}
