package integrity

import (
	"bytes"
	"compress/gzip"
	"io"
	"strconv"
	"testing"
)

// TestLayersNeverOverproduce checks the streaming bound directly: whatever the
// input, no layer yields more than its cap to the next stage, and an
// overrunning layer has produced exactly cap + 1 bytes.
func TestLayersNeverOverproduce(t *testing.T) {
	t.Parallel()
	var member bytes.Buffer
	w, _ := gzip.NewWriterLevel(&member, gzip.BestCompression)
	w.Write(make([]byte, 1<<20))
	w.Close()
	// 4096 members of 1 MiB of zeros: a 4 GiB-expanding body of ~4 MiB.
	body := bytes.Repeat(member.Bytes(), 4096)
	const limit = 300_000
	for i, encs := range [][]string{{"gzip"}, {"gzip", "identity"}} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			var got int64
			err := decodeLayers(body, encs[:1], &Options{MaxBodyBytes: limit}, func(r io.Reader) {
				got, _ = io.Copy(io.Discard, r)
			})
			if err == nil || err.(*DecompressionError).Code != "BODY_TOO_LARGE" {
				t.Fatalf("err = %v", err)
			}
			if got != limit {
				t.Errorf("the sink received %d bytes, want exactly the cap %d", got, limit)
			}
		})
	}
	// Two layers: the outer layer overruns and stops at cap + 1.
	outer := &layer{max: limit, dec: newDecoder("gzip", bytes.NewReader(body))}
	n, _ := io.Copy(io.Discard, outer)
	if outer.out != limit+1 || n != limit || outer.err == nil {
		t.Errorf("outer layer: produced %d, passed on %d, err %v", outer.out, n, outer.err)
	}
}
