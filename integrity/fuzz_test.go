package integrity_test

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"testing"

	"github.com/hounfour-go/hounfour/integrity"
)

var fuzzHeaders = []string{"gzip", "deflate", "br", "gzip, br", "br, gzip", "deflate, gzip", "gzip, deflate", "br, br", "identity", ""}

// FuzzDecompressBody: never panics; any accepted body stays within the cap
// and its hash is the hash of the decoded bytes; every failure is a
// *DecompressionError with a code of the vocabulary and its status.
func FuzzDecompressBody(f *testing.F) {
	sample := []byte(`{"model":"gpt-4o","messages":[{"role":"user","content":"hi"}]}`)
	f.Add(gz(f, sample), uint8(0), uint16(0))
	f.Add(zl(f, sample), uint8(1), uint16(100))
	f.Add(brc(f, sample), uint8(2), uint16(0))
	f.Add(brc(f, gz(f, sample)), uint8(3), uint16(0))
	f.Add(gz(f, make([]byte, 100000)), uint8(0), uint16(5000))
	f.Add(cat(gz(f, sample), []byte{0, 1}), uint8(0), uint16(0))
	f.Add(cat(gz(f, sample), gz(f, sample)), uint8(0), uint16(0))
	f.Add([]byte{}, uint8(2), uint16(0))
	f.Fuzz(func(t *testing.T, body []byte, sel uint8, capSel uint16) {
		header := fuzzHeaders[int(sel)%len(fuzzHeaders)]
		maxBody := int64(capSel)%(64<<10) + 1
		opts := &integrity.Options{MaxBodyBytes: maxBody, MaxCompressionRatio: float64(sel%8) * 50}
		out, err := integrity.DecompressBody(body, header, opts)
		h, herr := integrity.ComputeReqHash(body, header, opts)
		if (err == nil) != (herr == nil) {
			t.Fatalf("DecompressBody err %v, ComputeReqHash err %v", err, herr)
		}
		if err != nil {
			var de, de2 *integrity.DecompressionError
			if !errors.As(err, &de) || !errors.As(herr, &de2) || *de != *de2 {
				t.Fatalf("errors differ or are not *DecompressionError: %v / %v", err, herr)
			}
			if !de.Code.Valid() || de.HTTPStatus != de.Code.HTTPStatus() || out != nil {
				t.Fatalf("bad error %+v (output %d bytes)", de, len(out))
			}
			return
		}
		if header != "" && header != "identity" && int64(len(out)) > maxBody {
			t.Fatalf("output of %d bytes exceeds the cap %d", len(out), maxBody)
		}
		sum := sha256.Sum256(out)
		if want := "sha256:" + hex.EncodeToString(sum[:]); h != want {
			t.Fatalf("hash %s, want %s", h, want)
		}
	})
}

// FuzzContentEncoding: any header gives a verdict without panicking, and the
// verdict does not depend on the body for the header checks.
func FuzzContentEncoding(f *testing.F) {
	for _, h := range []string{"gzip", " GZIP ,br", "identity", "İDENTITY", "gzip,,br", "gzip\u0085", "\ufeffbr", "a,b,c", ",", "x-gzip"} {
		f.Add(h)
	}
	body := gz(f, []byte("x"))
	f.Fuzz(func(t *testing.T, header string) {
		_, err1 := integrity.ComputeReqHash(body, header, nil)
		_, err2 := integrity.ComputeReqHash(nil, header, nil)
		var d1, d2 *integrity.DecompressionError
		if errors.As(err1, &d1) && (d1.Code == "ENCODING_TOO_DEEP" || d1.Code == "ENCODING_UNSUPPORTED") {
			if !errors.As(err2, &d2) || *d1 != *d2 {
				t.Fatalf("header verdict depends on the body: %v / %v", err1, err2)
			}
		}
		if err1 != nil && !errors.As(err1, &d1) {
			t.Fatalf("error %T is not a *DecompressionError", err1)
		}
	})
}

// FuzzDeriveIdempotencyKey: never panics; valid inputs give 64 lowercase hex
// characters.
func FuzzDeriveIdempotencyKey(f *testing.F) {
	f.Add("tenant-a", "sha256:abc123", "openai", "gpt-4o")
	f.Add("a<b>&", "sha256:x", "p\u2028", "m\u0001")
	f.Add("\xff", "x", "y", "z")
	f.Fuzz(func(t *testing.T, a, b, c, d string) {
		k, err := integrity.DeriveIdempotencyKey(a, b, c, d)
		if err != nil {
			return
		}
		if len(k) != 64 {
			t.Fatalf("key %q", k)
		}
		if _, err := hex.DecodeString(k); err != nil {
			t.Fatalf("key %q: %v", k, err)
		}
	})
}
