package codec

import (
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
)

// TestSimplePatternRandom holds the compiled simple patterns to regexp
// (with JavaScript's dot, as compilePattern gives it), the oracle: random
// patterns of literals, escapes, classes and dots with random quantifiers,
// each that simplePattern (or alternativesPattern, given one optional
// group) compiles matched against random texts of the patterns' own
// characters, line terminators, multi-byte and invalid UTF-8, and against
// texts built to match.
func TestSimplePatternRandom(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(uint64(proptest.Seed(t)), 4))
	atoms := []string{"a", "b", "-", ":", `\.`, `\d`, "[ab]", "[a-c]", "[0-9a-f]", ".", "."}
	quants := []string{"", "", "", "+", "*", "?", "{2}", "{1,3}", "{0,2}", "{3}"}
	texts := []string{"a", "b", "c", "-", ":", ".", "0", "7", "f", "\n", "\r", "é", "\u2028", "\u2029", "\xff", "\xe2\x80", "ab", "aaa"}
	compiled, checked := 0, 0
	for range proptest.Size(20_000) {
		var b strings.Builder
		b.WriteByte('^')
		var atomsOf []string // the atoms, for texts built to match
		for range 1 + rng.IntN(5) {
			a := atoms[rng.IntN(len(atoms))]
			q := quants[rng.IntN(len(quants))]
			atomsOf = append(atomsOf, a)
			if rng.IntN(8) == 0 {
				a, q = "("+a+q+")", "?"
			}
			b.WriteString(a + q)
		}
		b.WriteByte('$')
		p := b.String()
		m := simplePattern(p)
		if m == nil {
			m = alternativesPattern(p)
		}
		if m == nil {
			continue
		}
		compiled++
		re := regexp.MustCompile(jsDots(p))
		for range 40 {
			var s strings.Builder
			if rng.IntN(2) == 0 {
				for range rng.IntN(8) {
					s.WriteString(texts[rng.IntN(len(texts))])
				}
			} else {
				for _, a := range atomsOf {
					for range rng.IntN(3) {
						s.WriteString(sample(rng, a))
					}
				}
			}
			checked++
			if got, want := m(s.String()), re.MatchString(s.String()); got != want {
				t.Fatalf("%s on %q: %v, regexp %v", p, s.String(), got, want)
			}
		}
	}
	if compiled < proptest.Size(20_000)/10 {
		t.Errorf("only %d random patterns compiled", compiled)
	}
	t.Logf("%d patterns compiled, %d texts checked", compiled, checked)
}

// sample returns a text of one character the atom a matches, or not.
func sample(rng *rand.Rand, a string) string {
	switch a {
	case `\.`:
		return "."
	case `\d`:
		return string(rune('0' + rng.IntN(10)))
	case "[ab]":
		return []string{"a", "b"}[rng.IntN(2)]
	case "[a-c]":
		return []string{"a", "b", "c"}[rng.IntN(3)]
	case "[0-9a-f]":
		return []string{"0", "9", "a", "f"}[rng.IntN(4)]
	case ".":
		return []string{"x", "é", "\u2028", "\n", "\xff", "€"}[rng.IntN(6)]
	}
	return a
}

// TestClassRangesRandom holds inRanges, the eight-bytes-at-a-time check of
// a class of up to three ranges, to the class's byte table (the oracle) on
// random classes and texts of their bytes, the bytes around their bounds
// and non-ASCII bytes; and the compiled pattern of such a class with a
// fixed count of 8 or more to regexp.
func TestClassRangesRandom(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(uint64(proptest.Seed(t)), 5))
	for range proptest.Size(3000) {
		var bit [256]byte
		var class strings.Builder
		class.WriteByte('[')
		var near []byte
		for range 1 + rng.IntN(3) {
			lo := byte('0' + rng.IntN(75))
			hi := min(lo+byte(rng.IntN(12)), 'z')
			if lo == '\\' || hi == '\\' || lo == '[' || lo == ']' || hi == ']' || lo == '^' {
				continue
			}
			for c := lo; c <= hi; c++ {
				bit[c] = 1
			}
			class.WriteString(string([]byte{lo, '-', hi}))
			near = append(near, lo, hi, lo-1, hi+1)
		}
		if class.Len() == 1 {
			continue
		}
		class.WriteByte(']')
		rs := classRanges(&bit, 3)
		if rs == nil {
			continue // more than three ranges: not taken by inRanges
		}
		n := 8 + rng.IntN(17)
		p := "^" + class.String() + "{" + strconv.Itoa(n) + "}$"
		m := simplePattern(p)
		re := regexp.MustCompile(p)
		for range 30 {
			b := make([]byte, n+rng.IntN(3)-1)
			for i := range b {
				b[i] = near[rng.IntN(len(near))]
				if bit[b[i]] == 0 {
					b[i] = near[0]
				}
			}
			for range rng.IntN(3) {
				if len(b) > 0 {
					b[rng.IntN(len(b))] = []byte{near[rng.IntN(len(near))], 0x80, 0xff, 0x7f, 0}[rng.IntN(5)]
				}
			}
			all := byte(1)
			for _, c := range b {
				all &= bit[c]
			}
			if got := inRanges(string(b), wordsOf(rs), &bit); got != (all != 0) {
				t.Fatalf("inRanges(%q, %v) = %v, the table says %v", b, rs, got, all != 0)
			}
			if m != nil && m(string(b)) != re.MatchString(string(b)) {
				t.Fatalf("%s on %q: %v, regexp %v", p, b, m(string(b)), re.MatchString(string(b)))
			}
		}
	}
}
