package integrity_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour"
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

// canonicalDocument returns a protocol-like document of about 2 KB whose
// members are not in canonical order; with nfd its strings are in NFD.
func canonicalDocument(nfd bool) []byte {
	name := "caf\u00e9 na\u00efve r\u00e9sum\u00e9"
	if nfd {
		name = "cafe\u0301 nai\u0308ve re\u0301sume\u0301"
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"version":"8.7.0","trace_id":"0f9c8c58-7a3e-4b6e-9d1a-6a0c2b1e4f53","name":%q,"steps":[`, name)
	for i := range 12 {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"step_id":"s-%d","status":"done","cost":{"micro_usd":"%d","tokens":%d},"started_at":"2026-01-01T00:00:%02dZ","label":%q,"weight":0.%d}`, i, 1000*i+7, 250*i, i, name, i+1)
	}
	b.WriteString(`],"metadata":{"z":1,"y":[true,false,null],"x":{"b":"2","a":"1"}},"amount":"123456789","created_at":"2026-01-01T00:00:00Z"}`)
	return b.Bytes()
}

// BenchmarkSafeCanonicalize times SafeCanonicalizeJSON against
// hounfour.MarshalCanonical (the library's plain canonical form) and
// encoding/json into any (the yardstick's baseline) on the same bytes,
// interleaved in every iteration so that a shared machine's load affects
// them alike: "safe/plain" and "safe/stdlib-any" are the ratios (below 1
// SafeCanonicalizeJSON is faster); ns/op is all three.
func BenchmarkSafeCanonicalize(b *testing.B) {
	for _, tc := range []struct {
		name string
		data []byte
	}{
		{"document", canonicalDocument(false)},
		{"document-nfd", canonicalDocument(true)},
		{"messages-1MB", jsonBody(1 << 20)},
	} {
		b.Run(tc.name, func(b *testing.B) {
			b.SetBytes(int64(len(tc.data)))
			allocs := testing.AllocsPerRun(5, func() { integrity.SafeCanonicalizeJSON(tc.data, integrity.WithMaxBytes(-1)) })
			var tSafe, tPlain, tAny time.Duration
			for b.Loop() {
				t0 := time.Now()
				if _, err := integrity.SafeCanonicalizeJSON(tc.data, integrity.WithMaxBytes(-1)); err != nil {
					b.Fatal(err)
				}
				t1 := time.Now()
				if _, err := hounfour.MarshalCanonical(json.RawMessage(tc.data)); err != nil {
					b.Fatal(err)
				}
				t2 := time.Now()
				var v any
				if err := json.Unmarshal(tc.data, &v); err != nil {
					b.Fatal(err)
				}
				tAny += time.Since(t2)
				tSafe += t1.Sub(t0)
				tPlain += t2.Sub(t1)
			}
			n := float64(b.N)
			b.ReportMetric(float64(tSafe)/float64(tPlain), "safe/plain")
			b.ReportMetric(float64(tSafe)/float64(tAny), "safe/stdlib-any")
			b.ReportMetric(float64(tSafe.Nanoseconds())/n, "safe-ns/op")
			b.ReportMetric(float64(tPlain.Nanoseconds())/n, "plain-ns/op")
			b.ReportMetric(allocs, "safe-allocs/op")
		})
	}
}
