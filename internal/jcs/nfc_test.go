package jcs

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"golang.org/x/text/unicode/norm"
)

// normTrusted reports whether norm's NFC of s can serve as the oracle:
// none of the three cases where it is wrong (see AppendNFC) can occur in s.
func normTrusted(s string) bool {
	for _, r := range s {
		p := norm.NFD.PropertiesString(string(r))
		if r >= 0x10000 || (p.CCC() == 0 && !p.BoundaryBefore()) {
			return false
		}
	}
	return !longRun(s)
}

// longRun reports whether s may hold a run of 30 or more combining marks
// once decomposed (where norm would insert a grapheme joiner). It
// over-counts: every character of a decomposition that does not start with
// a starter counts, and so do starters that compose with what precedes
// them.
func longRun(s string) bool {
	run := 0
	for _, r := range s {
		p := norm.NFD.PropertiesString(string(r))
		n := 1
		if d := p.Decomposition(); d != nil {
			n = utf8.RuneCount(d)
		}
		if p.BoundaryBefore() {
			run = n - 1
		} else {
			run += n
		}
		if run >= 30 {
			return true
		}
	}
	return false
}

// appendNFCSlow, the definition, against norm on every character with a
// canonical decomposition or a combining class, alone and in short
// sequences, wherever norm is right; every primary composite is rebuilt
// from its decomposition.
func TestNFCSlowOnEveryCharacter(t *testing.T) {
	t.Parallel()
	n := 0
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if 0xd800 <= r && r < 0xe000 {
			continue
		}
		s := string(r)
		p := norm.NFD.PropertiesString(s)
		if p.Decomposition() == nil && p.CCC() == 0 && !(hangulBase <= r && r < hangulBase+hangulSN) {
			continue
		}
		n++
		d := string(appendDecomposed(nil, r))
		if norm.NFC.IsNormalString(s) && string(appendNFCSlow(nil, []byte(d))) != s {
			t.Errorf("NFC(%+q) = %+q, want %+q (its composite)", d, appendNFCSlow(nil, []byte(d)), s)
		}
		for _, in := range []string{s, d, "a" + s, s + "\u0301", s + "\u0316\u0301", "\u0dd9" + s} {
			got := string(appendNFCSlow(nil, []byte(in)))
			if normTrusted(in) && got != norm.NFC.String(in) {
				t.Errorf("NFC(%+q) = %+q, want %+q", in, got, norm.NFC.String(in))
			}
			if again := string(appendNFCSlow(nil, []byte(got))); again != got {
				t.Errorf("NFC(NFC(%+q)) = %+q, not %+q", in, again, got)
			}
		}
	}
	t.Logf("%d characters", n)
}

// The alphabet of random strings: starters that compose, combining marks
// of several classes, Hangul jamo and syllables, singletons and characters
// excluded from composition.
var nfcAlphabet = []rune{
	'a', 'e', 'o', 'u', 'A', 'K', 'Å', 'é', 'ü',
	0x0300, 0x0301, 0x0302, 0x0308, 0x0316, 0x0323, 0x0327, 0x0328, 0x0345, 0x05b0, 0x0f71, 0x0f72, 0x0f74,
	0x1100, 0x1161, 0x11a8, 0xac00, 0xd55c,
	0x212a, 0x212b, 0x2126, 0x0344, 0x0958, 0x0f73, 0x1e08, 0x1f80, 0x0dd9, 0x0dcf, 0x0dca, 0x034f,
	0x1d15e, 0x1d165, 0x1d16e, 0x10041, 0x11f41, 0x11099, 0x110ba, 0x1109a,
}

func randomNFCString(rng *rand.Rand, n int) string {
	var b strings.Builder
	for range n {
		b.WriteRune(nfcAlphabet[rng.IntN(len(nfcAlphabet))])
	}
	return b.String()
}

// On random strings: the definition equals norm where norm is right, is
// idempotent, gives canonically equivalent strings the same form, and
// agrees with norm's quick check whenever that accepts (AppendNFC relies on
// it).
func TestNFCOnRandomStrings(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(uint64(proptest.Seed(t)), 7))
	for range proptest.Size(30000) {
		s := randomNFCString(rng, 1+rng.IntN(12))
		got := string(appendNFCSlow(nil, []byte(s)))
		if normTrusted(s) && got != norm.NFC.String(s) {
			t.Fatalf("NFC(%+q) = %+q, norm says %+q", s, got, norm.NFC.String(s))
		}
		if again := string(appendNFCSlow(nil, []byte(got))); again != got {
			t.Fatalf("NFC(NFC(%+q)) = %+q, not %+q", s, again, got)
		}
		if d := norm.NFD.String(s); !longRun(s) && string(appendNFCSlow(nil, []byte(d))) != got {
			t.Fatalf("NFC(NFD(%+q)) = %+q, not %+q", s, appendNFCSlow(nil, []byte(d)), got)
		}
		if quickNFC([]byte(s)) && got != s {
			t.Fatalf("quickNFC(%+q) but its NFC is %+q", s, got)
		}
		if string(AppendNFC(nil, []byte(s))) != got || IsNFC([]byte(s)) != (got == s) {
			t.Fatalf("AppendNFC or IsNFC of %+q", s)
		}
	}
}

// Where norm would write the Stream-Safe Text Format (a run of more than
// 30 combining characters), AppendNFC writes NFC itself, as JavaScript
// does.
func TestNFCLongRuns(t *testing.T) {
	t.Parallel()
	rep := strings.Repeat
	for _, tc := range []struct{ name, in, want string }{
		{"same class, nothing composes", "a" + rep("\u0316", 40), "a" + rep("\u0316", 40)},
		{"the first mark composes", "e" + rep("\u0301", 40), "é" + rep("\u0301", 39)},
		{"reordered across the whole run", "a" + rep("\u0316\u0301", 20), "á" + rep("\u0316", 20) + rep("\u0301", 19)},
		{"a lower class at the end moves first", "a" + rep("\u0301", 30) + "\u0316", "á\u0316" + rep("\u0301", 29)},
		{"no starter", rep("\u0301", 35), rep("\u0301", 35)},
		{"decomposed precomposed characters", "\u1e08" + rep("\u0301", 31), "\u1e08" + rep("\u0301", 31)},
		{"a joiner written by the author stays", "a" + rep("\u0316", 30) + "\u034f" + rep("\u0316", 5), "a" + rep("\u0316", 30) + "\u034f" + rep("\u0316", 5)},
		{"a mark after the run composes", "a" + rep("\u0316", 31) + "\u0300", "\u00e0" + rep("\u0316", 31)},
		// norm composes by the low 16 bits of each character.
		{"a supplementary character is not its low 16 bits", "\U00010041\u0301", "\U00010041\u0301"},
		{"nor a combining one", "\U00011f41\u0301", "\U00011f41\u0301"},
		{"a supplementary composite", "\U00011099\U000110ba", "\U0001109a"},
		// norm lets U+0301 reach Å across U+0DCF, a starter.
		{"a starter between blocks", "A\u030a\u0dcf\U0001d165\u0301", "\u00c5\u0dcf\U0001d165\u0301"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := string(AppendNFC(nil, []byte(tc.in))); got != tc.want {
				t.Fatalf("AppendNFC = %+q, want %+q", got, tc.want)
			}
			if got := IsNFC([]byte(tc.in)); got != (tc.in == tc.want) {
				t.Fatalf("IsNFC = %v", got)
			}
			if !IsNFC([]byte(tc.want)) {
				t.Fatalf("IsNFC(result) = false")
			}
		})
	}
}

// longRun, the test's classifier, flags every string where norm inserts a
// grapheme joiner.
func TestLongRunCoversNormJoiners(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(uint64(proptest.Seed(t)), 8))
	marks := []rune{0x0300, 0x0301, 0x0316, 0x0323, 0x0344, 0x0f73, 0x1d165, 0x1e08, 'a', 0x1100, 0x1161}
	for range proptest.Size(20000) {
		var b strings.Builder
		for range 20 + rng.IntN(30) {
			if rng.IntN(10) == 0 {
				b.WriteRune(marks[rng.IntN(len(marks))])
			} else {
				b.WriteRune(marks[rng.IntN(4)])
			}
		}
		s := b.String()
		if strings.Count(norm.NFC.String(s), "\u034f") != strings.Count(s, "\u034f") && !longRun(s) {
			t.Fatalf("norm inserts a joiner into %+q but longRun is false", s)
		}
	}
}
