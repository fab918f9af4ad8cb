package integrity_test

import (
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"testing"

	"github.com/andybalholm/brotli"
)

func gz(tb testing.TB, b []byte) []byte {
	tb.Helper()
	var buf bytes.Buffer
	w := gzip.NewWriter(&buf)
	if _, err := w.Write(b); err != nil {
		tb.Fatal(err)
	}
	if err := w.Close(); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

func zl(tb testing.TB, b []byte) []byte {
	tb.Helper()
	var buf bytes.Buffer
	w := zlib.NewWriter(&buf)
	if _, err := w.Write(b); err != nil {
		tb.Fatal(err)
	}
	if err := w.Close(); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

func zlDict(tb testing.TB, b, dict []byte) []byte {
	tb.Helper()
	var buf bytes.Buffer
	w, err := zlib.NewWriterLevelDict(&buf, zlib.DefaultCompression, dict)
	if err != nil {
		tb.Fatal(err)
	}
	w.Write(b)
	if err := w.Close(); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

func rawDeflate(tb testing.TB, b []byte) []byte {
	tb.Helper()
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.DefaultCompression)
	w.Write(b)
	if err := w.Close(); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

func brc(tb testing.TB, b []byte) []byte {
	tb.Helper()
	var buf bytes.Buffer
	w := brotli.NewWriter(&buf)
	if _, err := w.Write(b); err != nil {
		tb.Fatal(err)
	}
	if err := w.Close(); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// encode applies the codings of a Content-Encoding header in header order
// (the first listed was applied first).
func encode(tb testing.TB, b []byte, codings ...string) []byte {
	tb.Helper()
	for _, c := range codings {
		switch c {
		case "gzip":
			b = gz(tb, b)
		case "deflate":
			b = zl(tb, b)
		case "br":
			b = brc(tb, b)
		default:
			tb.Fatalf("unknown coding %q", c)
		}
	}
	return b
}

func cat(parts ...[]byte) []byte { return bytes.Join(parts, nil) }
