package integrity_test

import (
	"crypto/sha256"
	"encoding/hex"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"unicode/utf8"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/internal/testkit/race"

	"github.com/go-json-experiment/json/jsontext"
	"github.com/hounfour-go/hounfour/integrity"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"
)

func sha256Hex(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// propertyParameters: fixed seed 1 unless HOUNFOUR_SEED says otherwise.
func propertyParameters(t *testing.T, minSuccessful int) *gopter.TestParameters {
	return proptest.Parameters(t, minSuccessful)
}

func runProps(t *testing.T, props *gopter.Properties) {
	t.Helper()
	if !props.Run(gopter.NewFormatedReporter(true, 160, os.Stderr)) {
		t.Fatal("property failed (rerun with the same HOUNFOUR_SEED to reproduce)")
	}
}

// bodies: random byte strings, half of them compressible (drawn from a
// small alphabet, up to 20000 bytes), some empty. They are built from a
// generated seed so that large bodies are cheap to generate.
func bodies() gopter.Gen {
	return gopter.CombineGens(gen.Int64(), gen.IntRange(0, 20000), gen.IntRange(1, 256)).Map(func(v []any) []byte {
		r := rand.New(rand.NewPCG(uint64(v[0].(int64)), 7))
		n, alphabet := v[1].(int), v[2].(int)
		if n%3 == 0 {
			n /= 100 // many short bodies, some empty
		}
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(r.IntN(alphabet))
		}
		return b
	})
}

func TestPropertyReqHashThroughEncodings(t *testing.T) {
	t.Parallel()
	// Compressing bodies of up to 20 kB on one goroutine: under the race
	// detector (internal/testkit/race) a quarter of the cases; .ci/run
	// runs all of them without it.
	cases := 100
	if race.Enabled {
		cases = 25
	}
	props := gopter.NewProperties(propertyParameters(t, cases))
	for i, codings := range [][]string{
		{"gzip"}, {"deflate"}, {"br"},
		{"gzip", "br"}, {"br", "gzip"}, {"deflate", "gzip"}, {"gzip", "deflate"},
		{"br", "deflate"}, {"deflate", "br"}, {"gzip", "gzip"}, {"br", "br"}, {"deflate", "deflate"},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			header := codings[0]
			if len(codings) == 2 {
				header += ", " + codings[1]
			}
			props.Property("hash(encode(x), \""+header+"\") == hash(x)", prop.ForAll(
				func(x []byte) bool {
					enc := encode(t, x, codings...)
					opts := &integrity.Options{MaxCompressionRatio: 1e9} // random data may compress beyond 100:1
					plain, err1 := integrity.ComputeReqHash(x, "", nil)
					got, err2 := integrity.ComputeReqHash(enc, header, opts)
					out, err3 := integrity.DecompressBody(enc, header, opts)
					ok, err4 := integrity.VerifyReqHash(enc, plain, header, opts)
					sum := sha256.Sum256(x)
					return err1 == nil && err2 == nil && err3 == nil && err4 == nil && ok &&
						plain == "sha256:"+hex.EncodeToString(sum[:]) && got == plain && string(out) == string(x)
				},
				bodies(),
			))
		})
	}
	runProps(t, props)
}

// toRune maps a random number to a character of one of six classes, weighted
// toward the characters whose escaping differs between JSON encoders:
// controls; quote, backslash, HTML characters, DEL, U+2028, U+2029, BOM,
// NEL; printable ASCII; other BMP characters; astral characters.
func toRune(x uint64) rune {
	v := x >> 8
	switch x % 6 {
	case 0:
		return rune(v % 0x20)
	case 1:
		special := []rune{'"', '\\', '/', '<', '>', '&', '\'', 0x7f, 0x2028, 0x2029, 0xfeff, 0x85}
		return special[v%uint64(len(special))]
	case 2:
		return rune(0x20 + v%(0x7f-0x20))
	case 3:
		return rune(0x80 + v%(0xd800-0x80))
	case 4:
		return rune(0xe000 + v%(0x10000-0xe000))
	default:
		return rune(0x10000 + v%(0x110000-0x10000))
	}
}

// unicodeStrings: non-empty valid UTF-8 strings of characters from toRune.
func unicodeStrings() gopter.Gen {
	return gen.SliceOf(gen.UInt64()).Map(func(xs []uint64) string {
		rs := []rune{'x'}
		for _, x := range xs {
			rs = append(rs, toRune(x))
		}
		return string(rs[min(1, len(xs)):])
	})
}

func TestPropertyIdempotencyKeyIsHashOfJSONArray(t *testing.T) {
	t.Parallel()
	// Oracle: jsontext (go-json-experiment, the future encoding/json/v2),
	// whose default string encoding is JSON.stringify's: no HTML or
	// U+2028/U+2029 escaping, short escapes, lowercase \u00xx.
	quote := func(s string) []byte {
		b, err := jsontext.AppendQuote(nil, s)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	var classes [6]int // characters seen per class of toRune
	props := gopter.NewProperties(propertyParameters(t, 2000))
	props.Property("key == sha256(JSON array)", prop.ForAll(
		func(a, b, c, d string) bool {
			for _, r := range a + b + c + d {
				classes[class(r)]++
			}
			if !utf8.ValidString(a + b + c + d) {
				t.Fatalf("generator produced invalid UTF-8")
			}
			text := "[" + string(quote(a)) + "," + string(quote(b)) + "," + string(quote(c)) + "," + string(quote(d)) + "]"
			got, err := integrity.DeriveIdempotencyKey(a, b, c, d)
			return err == nil && got == sha256Hex(text)
		},
		unicodeStrings(), unicodeStrings(), unicodeStrings(), unicodeStrings(),
	))
	runProps(t, props)
	for i, n := range classes {
		if n == 0 {
			t.Errorf("no character of class %d was generated", i)
		}
	}
}

func class(r rune) int {
	switch {
	case r < 0x20:
		return 0
	case r == '"' || r == '\\' || r == '/' || r == '<' || r == '>' || r == '&' || r == '\'' || r == 0x7f ||
		r == 0x2028 || r == 0x2029 || r == 0xfeff || r == 0x85:
		return 1
	case r < 0x7f:
		return 2
	case r < 0xd800:
		return 3
	case r < 0x10000:
		return 4
	}
	return 5
}
