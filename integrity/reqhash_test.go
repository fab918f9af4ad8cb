package integrity_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/integrity"
)

// The specification's worked values of the request hash.
const keyValueHash = "sha256:e43abcf3375244839c012f9633f95862d232a95b00d5bc7348b3098b9fed7f32"

var keyValue = []byte(`{"key":"value"}`)

func TestReqHashWorkedValues(t *testing.T) {
	t.Parallel()
	if integrity.EmptyBodyHash != "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" {
		t.Fatalf("EmptyBodyHash = %s", integrity.EmptyBodyHash)
	}
	for _, enc := range []string{"", "identity"} {
		t.Run(enc, func(t *testing.T) {
			got, err := integrity.ComputeReqHash(nil, enc, nil)
			if err != nil || got != integrity.EmptyBodyHash {
				t.Errorf("empty body, %q: %s, %v", enc, got, err)
			}
		})
	}
	for i, tc := range []struct {
		header string
		body   []byte
	}{
		{"", keyValue},
		{"identity", keyValue},
		{"IDENTITY", keyValue},
		{"identity, identity", keyValue},
		{"gzip", gz(t, keyValue)},
		{"deflate", zl(t, keyValue)},
		{"br", brc(t, keyValue)},
		{"gzip, br", brc(t, gz(t, keyValue))},
		{"GZip , BR", brc(t, gz(t, keyValue))},
		{"br, gzip", gz(t, brc(t, keyValue))},
		{"deflate, deflate", zl(t, zl(t, keyValue))},
		{"identity, gzip, identity, deflate", zl(t, gz(t, keyValue))},
		{"gzip\uFEFF", gz(t, keyValue)},
		{"\u00a0\u3000gzip\u2028\t", gz(t, keyValue)},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			got, err := integrity.ComputeReqHash(tc.body, tc.header, nil)
			if err != nil || got != keyValueHash {
				t.Errorf("%q: %s, %v; want %s", tc.header, got, err, keyValueHash)
			}
			ok, err := integrity.VerifyReqHash(tc.body, keyValueHash, tc.header, nil)
			if !ok || err != nil {
				t.Errorf("%q: VerifyReqHash = %v, %v", tc.header, ok, err)
			}
		})
	}
}

func TestReqHashIsOverExactBytes(t *testing.T) {
	t.Parallel()
	// No canonicalization: whitespace, a BOM and a trailing newline count.
	seen := map[string]string{}
	for _, body := range []string{`{"key":"value"}`, `{"key": "value"}`, "\uFEFF{\"key\":\"value\"}", "{\"key\":\"value\"}\n"} {
		t.Run(body, func(t *testing.T) {
			got, err := integrity.ComputeReqHash([]byte(body), "", nil)
			if err != nil {
				t.Fatal(err)
			}
			sum := sha256.Sum256([]byte(body))
			if want := "sha256:" + hex.EncodeToString(sum[:]); got != want {
				t.Errorf("%q: %s, want %s", body, got, want)
			}
			if prev, dup := seen[got]; dup {
				t.Errorf("%q and %q hash alike", prev, body)
			}
			seen[got] = body
		})
	}
}

// decErr describes an expected *DecompressionError.
type decErr struct {
	code   hounfour.ErrorCode
	status int
	msg    string
}

const tooLargeDefault = "Decompressed size exceeds limit 10485760 bytes"

func checkDecErr(t *testing.T, name string, err error, want decErr) {
	t.Helper()
	var de *integrity.DecompressionError
	if !errors.As(err, &de) {
		t.Errorf("%s: error %v (%T), want %s", name, err, err, want.code)
		return
	}
	if de.Code != want.code || de.HTTPStatus != want.status || de.Message != want.msg || de.Error() != want.msg {
		t.Errorf("%s: got {%s %d %q}, want {%s %d %q}", name, de.Code, de.HTTPStatus, de.Message, want.code, want.status, want.msg)
	}
	if !errors.Is(err, want.code) {
		t.Errorf("%s: errors.Is(err, %s) = false", name, want.code)
	}
}

func TestContentEncodingChecks(t *testing.T) {
	t.Parallel()
	body := gz(t, keyValue)
	for _, tc := range []struct {
		header string
		want   decErr
	}{
		// Step 3 (depth) comes before step 4 (allow-list).
		{"foo, bar, baz", decErr{hounfour.CodeEncodingTooDeep, 400, "Too many encoding layers: 3 (max 2)"}},
		{"gzip,,br", decErr{hounfour.CodeEncodingTooDeep, 400, "Too many encoding layers: 3 (max 2)"}},
		{"gzip, gzip, gzip, gzip", decErr{hounfour.CodeEncodingTooDeep, 400, "Too many encoding layers: 4 (max 2)"}},
		{"identity, gzip, identity, br, deflate", decErr{hounfour.CodeEncodingTooDeep, 400, "Too many encoding layers: 3 (max 2)"}},
		// Step 4: the first token that is not allowed, trimmed and lowercased.
		{"gzip,", decErr{hounfour.CodeEncodingUnsupported, 415, `Unsupported encoding: "". Allowed: gzip, deflate, br, identity`}},
		{" ", decErr{hounfour.CodeEncodingUnsupported, 415, `Unsupported encoding: "". Allowed: gzip, deflate, br, identity`}},
		{"x-gzip", decErr{hounfour.CodeEncodingUnsupported, 415, `Unsupported encoding: "x-gzip". Allowed: gzip, deflate, br, identity`}},
		{"ZSTD", decErr{hounfour.CodeEncodingUnsupported, 415, `Unsupported encoding: "zstd". Allowed: gzip, deflate, br, identity`}},
		{"lz4, gzip", decErr{hounfour.CodeEncodingUnsupported, 415, `Unsupported encoding: "lz4". Allowed: gzip, deflate, br, identity`}},
		{"gzip, compress", decErr{hounfour.CodeEncodingUnsupported, 415, `Unsupported encoding: "compress". Allowed: gzip, deflate, br, identity`}},
		{"gzip;q=1", decErr{hounfour.CodeEncodingUnsupported, 415, `Unsupported encoding: "gzip;q=1". Allowed: gzip, deflate, br, identity`}},
		// Go's TrimSpace would remove U+0085; JavaScript's trim does not.
		{"gzip\u0085", decErr{hounfour.CodeEncodingUnsupported, 415, "Unsupported encoding: \"gzip\u0085\". Allowed: gzip, deflate, br, identity"}},
		// ASCII-only lowercasing: İ (U+0130) stays, so this is no identity.
		{"İDENTITY", decErr{hounfour.CodeEncodingUnsupported, 415, `Unsupported encoding: "İdentity". Allowed: gzip, deflate, br, identity`}},
		// Step 1 compares case-sensitively, but step 2 then drops "identity"
		// tokens; "identity " with a space is therefore no decoding at all
		// and is tested in TestReqHashWorkedValues' spirit below.
	} {
		t.Run(tc.header, func(t *testing.T) {
			_, err := integrity.ComputeReqHash(body, tc.header, nil)
			checkDecErr(t, "ComputeReqHash "+tc.header, err, tc.want)
			_, err = integrity.DecompressBody(body, tc.header, nil)
			checkDecErr(t, "DecompressBody "+tc.header, err, tc.want)
			ok, err := integrity.VerifyReqHash(body, keyValueHash, tc.header, nil)
			if ok {
				t.Errorf("VerifyReqHash %q = true", tc.header)
			}
			checkDecErr(t, "VerifyReqHash "+tc.header, err, tc.want)
		})
	}
	for _, h := range []string{"identity ", " Identity", "identity,identity", "\tIDENTITY\n"} {
		t.Run(h, func(t *testing.T) {
			got, err := integrity.ComputeReqHash(keyValue, h, nil)
			if err != nil || got != keyValueHash {
				t.Errorf("%q: %s, %v; want identity", h, got, err)
			}
		})
	}
}

// A stream that does not decode is ENCODING_CORRUPT (issue 16; upstream says
// BODY_TOO_LARGE, deviation 71), naming the encoding of the failing layer.
func TestDecoderFailuresAreEncodingCorrupt(t *testing.T) {
	t.Parallel()
	g := gz(t, keyValue)
	badCRC := bytes.Clone(g)
	badCRC[len(badCRC)-5] ^= 0xff
	badSize := bytes.Clone(g)
	badSize[len(badSize)-1] ^= 0x01
	z := zl(t, keyValue)
	badAdler := bytes.Clone(z)
	badAdler[len(badAdler)-1] ^= 0xff
	b := brc(t, keyValue)
	for _, tc := range []struct {
		name   string
		body   []byte
		header string
		layer  string // the encoding that fails; "" = header
	}{
		{"empty gzip", nil, "gzip", ""},
		{"empty deflate", []byte{}, "deflate", ""},
		{"empty br", nil, "br", ""},
		{"truncated gzip", g[:len(g)-3], "gzip", ""},
		{"gzip header only", g[:10], "gzip", ""},
		{"bad gzip magic", append([]byte{0x1f, 0x8c}, g[2:]...), "gzip", ""},
		{"gzip bad CRC", badCRC, "gzip", ""},
		{"gzip bad size", badSize, "gzip", ""},
		{"gzip then garbage", cat(g, []byte("x")), "gzip", ""},
		{"gzip then truncated member", cat(g, g[:12]), "gzip", ""},
		{"gzip then corrupt member", cat(g, badCRC), "gzip", ""},
		{"plain text as gzip", keyValue, "gzip", ""},
		{"raw deflate", rawDeflate(t, keyValue), "deflate", ""},
		{"gzip as deflate", g, "deflate", ""},
		{"truncated deflate", z[:len(z)-2], "deflate", ""},
		{"deflate bad adler", badAdler, "deflate", ""},
		{"deflate preset dictionary", zlDict(t, keyValue, []byte(`{"key":`)), "deflate", ""},
		{"truncated br", b[:len(b)-1], "br", ""},
		{"plain text as br", keyValue, "br", ""},
		{"gzip as br", g, "br", ""},
		// "gzip, br" means brotli is undone first; br-then-gzip bytes fail.
		{"layers in the wrong order", gz(t, brc(t, keyValue)), "gzip, br", "br"},
		{"one layer for two", g, "gzip, gzip", "gzip"},
		{"inner layer corrupt", brc(t, badCRC), "gzip, br", "gzip"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			layer := tc.layer
			if layer == "" {
				layer = tc.header
			}
			want := decErr{hounfour.CodeEncodingCorrupt, 400, "Body does not decode as " + layer}
			_, err := integrity.ComputeReqHash(tc.body, tc.header, nil)
			checkDecErr(t, tc.name, err, want)
			out, err := integrity.DecompressBody(tc.body, tc.header, nil)
			checkDecErr(t, tc.name+" (DecompressBody)", err, want)
			if out != nil {
				t.Errorf("%s: DecompressBody returned output with an error", tc.name)
			}
		})
	}
}

func TestDecoderTrailingInput(t *testing.T) {
	t.Parallel()
	g, z, b := gz(t, keyValue), zl(t, keyValue), brc(t, []byte(`{"other":1}`))
	other := []byte(`{"other":1}`)
	for _, tc := range []struct {
		name   string
		body   []byte
		header string
		want   []byte
	}{
		{"gzip multi-member", cat(g, gz(t, other)), "gzip", cat(keyValue, other)},
		{"gzip three members", cat(g, g, g), "gzip", bytes.Repeat(keyValue, 3)},
		{"gzip zero padding", cat(g, []byte{0, 0, 0}), "gzip", keyValue},
		{"gzip padding then anything", cat(g, []byte{0, 'x', 0x1f, 0x8b}), "gzip", keyValue},
		{"gzip member, member, padding", cat(g, g, []byte{0}), "gzip", bytes.Repeat(keyValue, 2)},
		{"deflate trailing bytes", cat(z, []byte("trailing")), "deflate", keyValue},
		{"deflate second stream ignored", cat(z, zl(t, other)), "deflate", keyValue},
		{"br trailing bytes", cat(brc(t, keyValue), []byte{1, 2, 3}), "br", keyValue},
		{"br second stream ignored", cat(brc(t, keyValue), b), "br", keyValue},
		{"two layers, trailing bytes in both", cat(brc(t, cat(g, []byte{0, 9})), []byte{7}), "gzip, br", keyValue},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := integrity.DecompressBody(tc.body, tc.header, nil)
			if err != nil || !bytes.Equal(out, tc.want) {
				t.Errorf("%s: %q, %v; want %q", tc.name, out, err, tc.want)
			}
			sum := sha256.Sum256(tc.want)
			h, err := integrity.ComputeReqHash(tc.body, tc.header, nil)
			if want := "sha256:" + hex.EncodeToString(sum[:]); h != want || err != nil {
				t.Errorf("%s: hash %s, %v; want %s", tc.name, h, err, want)
			}
		})
	}
}

func TestOutputCap(t *testing.T) {
	t.Parallel()
	opts := &integrity.Options{MaxBodyBytes: 1000, MaxCompressionRatio: 1e9}
	exact := bytes.Repeat([]byte("a"), 1000)
	over := bytes.Repeat([]byte("a"), 1001)
	tooLarge := decErr{hounfour.CodeBodyTooLarge, 413, "Decompressed size exceeds limit 1000 bytes"}
	for _, enc := range []string{"gzip", "deflate", "br"} {
		t.Run(enc, func(t *testing.T) {
			out, err := integrity.DecompressBody(encode(t, exact, enc), enc, opts)
			if err != nil || !bytes.Equal(out, exact) {
				t.Errorf("%s: exactly the cap: %d bytes, %v", enc, len(out), err)
			}
			_, err = integrity.DecompressBody(encode(t, over, enc), enc, opts)
			checkDecErr(t, enc+" cap+1", err, tooLarge)
			_, err = integrity.ComputeReqHash(encode(t, over, enc), enc, opts)
			checkDecErr(t, enc+" cap+1 (hash)", err, tooLarge)
		})
	}
	// The cap is per layer, never on the total: two gzip members of 600
	// bytes each overrun 1000 within one layer …
	half := bytes.Repeat([]byte("b"), 600)
	_, err := integrity.DecompressBody(cat(gz(t, half), gz(t, half)), "gzip", opts)
	checkDecErr(t, "multi-member total over cap", err, tooLarge)
	// … while an inner layer of 900 bytes decoding to 1000 passes.
	inner := gz(t, exact)
	if _, err := integrity.DecompressBody(zl(t, inner), "gzip, deflate", opts); err != nil {
		t.Errorf("two layers within the cap: %v", err)
	}
	// No limit on an identity body.
	big := bytes.Repeat([]byte("c"), 5000)
	if out, err := integrity.DecompressBody(big, "identity", opts); err != nil || len(out) != 5000 {
		t.Errorf("identity body: %d bytes, %v", len(out), err)
	}
	// A zero option means the default cap (10 MiB), not zero.
	if _, err := integrity.DecompressBody(gz(t, keyValue), "gzip", &integrity.Options{}); err != nil {
		t.Errorf("zero options: %v", err)
	}
	_, err = integrity.DecompressBody(gz(t, make([]byte, 10<<20+1)), "gzip", &integrity.Options{MaxCompressionRatio: 1e9})
	checkDecErr(t, "default cap", err, decErr{hounfour.CodeBodyTooLarge, 413, tooLargeDefault})
	if _, err := integrity.DecompressBody(gz(t, make([]byte, 10<<20)), "gzip", &integrity.Options{MaxCompressionRatio: 1e9}); err != nil {
		t.Errorf("exactly the default cap: %v", err)
	}
}

// padTo appends zero bytes (ignored by the deflate decoder, but counted as
// the layer's input) until b has n bytes.
func padTo(t *testing.T, b []byte, n int) []byte {
	t.Helper()
	if len(b) > n {
		t.Fatalf("stream of %d bytes does not fit in %d", len(b), n)
	}
	return append(b, make([]byte, n-len(b))...)
}

func TestCompressionRatio(t *testing.T) {
	t.Parallel()
	hundred := bytes.Repeat([]byte("a"), 100)
	for _, tc := range []struct {
		name string
		body []byte
		enc  string
		opts *integrity.Options
		want *decErr
	}{
		// The spec's example: 24 input bytes → 100 bytes, limit 1.
		{"spec example", padTo(t, zl(t, hundred), 24), "deflate", &integrity.Options{MaxCompressionRatio: 1},
			&decErr{hounfour.CodeDecompressionBomb, 413, "Compression ratio 4.2:1 exceeds limit 1:1"}},
		// 4010/40 = 100.25: ties round upward (strconv would print 100.2).
		{"tie rounds up", padTo(t, zl(t, make([]byte, 4010)), 40), "deflate", nil,
			&decErr{hounfour.CodeDecompressionBomb, 413, "Compression ratio 100.3:1 exceeds limit 100:1"}},
		// 4002/40 = 100.05, just below the tie in binary: 100.0, yet > 100.
		{"just above the limit", padTo(t, zl(t, make([]byte, 4002)), 40), "deflate", nil,
			&decErr{hounfour.CodeDecompressionBomb, 413, "Compression ratio 100.0:1 exceeds limit 100:1"}},
		// Exactly the limit passes (strictly greater fails).
		{"exactly the limit", padTo(t, zl(t, make([]byte, 4000)), 40), "deflate", nil, nil},
		{"shortest form of the limit", padTo(t, zl(t, hundred), 24), "deflate", &integrity.Options{MaxCompressionRatio: 2.5},
			&decErr{hounfour.CodeDecompressionBomb, 413, "Compression ratio 4.2:1 exceeds limit 2.5:1"}},
		// Over the cap is BODY_TOO_LARGE, even though the ratio is also exceeded.
		{"cap before ratio", gz(t, make([]byte, 5000)), "gzip", &integrity.Options{MaxBodyBytes: 4096},
			&decErr{hounfour.CodeBodyTooLarge, 413, "Decompressed size exceeds limit 4096 bytes"}},
		// The ratio is per layer: the outer layer here has ratio ~1 and the
		// inner ~100+ (zeros), so the inner layer is the bomb.
		{"inner layer bomb", brc(t, gz(t, make([]byte, 50000))), "gzip, br", nil,
			&decErr{hounfour.CodeDecompressionBomb, 413, ""}},
		// An outer bomb is reported even though the inner layer then fails:
		// layers are judged outermost first.
		{"outer bomb before inner failure", gz(t, cat(gz(t, make([]byte, 100)), bytes.Repeat([]byte("x"), 20000))), "gzip, gzip", nil,
			&decErr{hounfour.CodeDecompressionBomb, 413, ""}},
		// The same document with a high limit: the inner failure shows.
		{"inner failure without the bomb", gz(t, cat(gz(t, make([]byte, 100)), bytes.Repeat([]byte("x"), 20000))), "gzip, gzip",
			&integrity.Options{MaxCompressionRatio: 1e6}, &decErr{hounfour.CodeEncodingCorrupt, 400, "Body does not decode as gzip"}},
		// An outer decoder failure is reported before an inner ratio problem.
		{"outer failure first", cat(brc(t, gz(t, make([]byte, 50000))), []byte("junk")), "br, gzip", nil,
			&decErr{hounfour.CodeEncodingCorrupt, 400, "Body does not decode as gzip"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := integrity.DecompressBody(tc.body, tc.enc, tc.opts)
			if tc.want == nil {
				if err != nil {
					t.Errorf("%s: %v", tc.name, err)
				}
				return
			}
			if out != nil {
				t.Errorf("%s: output with an error", tc.name)
			}
			if tc.want.msg == "" {
				var de *integrity.DecompressionError
				if !errors.As(err, &de) || de.Code != tc.want.code || !strings.HasPrefix(de.Message, "Compression ratio ") {
					t.Errorf("%s: %v, want %s", tc.name, err, tc.want.code)
				}
				return
			}
			checkDecErr(t, tc.name, err, *tc.want)
			_, err = integrity.ComputeReqHash(tc.body, tc.enc, tc.opts)
			checkDecErr(t, tc.name+" (hash)", err, *tc.want)
		})
	}
}

func TestVerifyReqHash(t *testing.T) {
	t.Parallel()
	body := gz(t, keyValue)
	for i, tc := range []struct {
		expected string
		want     bool
	}{
		{keyValueHash, true},
		{strings.ToUpper(keyValueHash), false},
		{"sha256:" + strings.ToUpper(keyValueHash[7:]), false},
		{keyValueHash[7:], false},
		{keyValueHash + "0", false},
		{keyValueHash[:len(keyValueHash)-1] + "3", false},
		{"", false},
		{"sha256:", false},
		{integrity.EmptyBodyHash, false},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			ok, err := integrity.VerifyReqHash(body, tc.expected, "gzip", nil)
			if err != nil || ok != tc.want {
				t.Errorf("VerifyReqHash(%q) = %v, %v; want %v", tc.expected, ok, err, tc.want)
			}
		})
	}
}

func TestDecompressBodyIdentityAliases(t *testing.T) {
	t.Parallel()
	out, err := integrity.DecompressBody(keyValue, "", nil)
	if err != nil || len(out) != len(keyValue) || &out[0] != &keyValue[0] {
		t.Errorf("identity: want body itself, got %q, %v", out, err)
	}
}

func TestDecompressionErrorAsProtocolError(t *testing.T) {
	t.Parallel()
	_, err := integrity.DecompressBody([]byte("x"), "zstd", nil)
	var perr *hounfour.Error
	if !errors.As(err, &perr) {
		t.Fatalf("errors.As(*hounfour.Error) failed for %v", err)
	}
	if perr.Code != hounfour.CodeEncodingUnsupported || perr.HTTPStatus() != 415 ||
		perr.Message != `Unsupported encoding: "zstd". Allowed: gzip, deflate, br, identity` {
		t.Errorf("got %+v", perr)
	}
	if errors.Is(err, hounfour.CodeBodyTooLarge) {
		t.Error("matched the wrong code")
	}
}

// Every proper prefix of a gzip, deflate or brotli body is ENCODING_CORRUPT
// (never BODY_TOO_LARGE, never a panic), and so is the body under another
// encoding's label.
func TestTruncatedAndMislabelledStreams(t *testing.T) {
	t.Parallel()
	doc := bytes.Repeat([]byte(`{"key":"value","n":12345}`), 40)
	for enc, body := range map[string][]byte{"gzip": gz(t, doc), "deflate": zl(t, doc), "br": brc(t, doc)} {
		t.Run(enc, func(t *testing.T) {
			for i := 0; i < len(body); i++ {
				_, err := integrity.DecompressBody(body[:i], enc, nil)
				if !errors.Is(err, hounfour.CodeEncodingCorrupt) {
					t.Fatalf("%s cut at %d of %d: %v", enc, i, len(body), err)
				}
			}
			for _, other := range []string{"gzip", "deflate", "br"} {
				if other == enc {
					continue
				}
				if _, err := integrity.DecompressBody(body, other, nil); !errors.Is(err, hounfour.CodeEncodingCorrupt) {
					t.Errorf("%s body labelled %s: %v", enc, other, err)
				}
			}
		})
	}
}
