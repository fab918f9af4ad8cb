package codec

import (
	"math/rand"
	"strings"
	"testing"
)

// intTexts are integer literals and near misses with what may follow them.
func intTexts() []string {
	var lits = []string{"0", "00", "01", "-0", "-1", "1", "7", "10", "123", "1.0", "1.5", "1e2", "1E+2", "1e-2", "0e0",
		"-", "+1", ".5", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
		"-9223372036854775809", strings.Repeat("9", 17), strings.Repeat("9", 18), strings.Repeat("9", 19),
		"1" + strings.Repeat("0", 17), "1" + strings.Repeat("0", 18), strings.Repeat("0", 18), "99999999999999999999"}
	var texts []string
	for _, lit := range lits {
		for _, after := range []string{"", ",", "}", "]", " ", "\n1", ".", "e", "E", "+", "-", "0", "x", "\""} {
			for _, before := range []string{"", " ", "\t\n "} {
				texts = append(texts, before+lit+after)
			}
		}
	}
	return texts
}

// checkInt compares Lexer.IntIn (the reader of Lexer.Int, with its
// in-place fast path) with intSlow (the general reader, the oracle) on text
// under maxDigits and the bounds lo, hi: the same value, verdict and
// position.
func checkInt(t *testing.T, text string, maxDigits int, lo, hi int64) {
	t.Helper()
	fast := Lexer{data: []byte(text), maxDigits: maxDigits}
	slow := Lexer{data: []byte(text), maxDigits: maxDigits}
	fv := fast.IntIn(nil, lo, hi)
	fok := !fast.failed
	sv, sok := slow.intSlow(lo, hi)
	if fok != sok || fok && (fv != sv || fast.pos != slow.pos) {
		t.Errorf("Int(%q, maxDigits %d, [%d, %d]) = %d, %v at %d; intSlow = %d, %v at %d",
			text, maxDigits, lo, hi, fv, fok, fast.pos, sv, sok, slow.pos)
	}
}

func TestLexerIntMatchesSlow(t *testing.T) {
	t.Parallel()
	bounds := [][2]int64{{-1 << 63, 1<<63 - 1}, {0, 1<<63 - 1}, {1, 100}, {0, 0}, {5, 5}}
	for _, text := range intTexts() {
		for _, md := range []int{78, 18, 3, 1} {
			for _, b := range bounds {
				checkInt(t, text, md, b[0], b[1])
			}
		}
	}
	// Random digit strings of every length up to 25, with random followers.
	r := rand.New(rand.NewSource(1))
	for range 20000 {
		var sb strings.Builder
		for range r.Intn(26) {
			sb.WriteByte(byte('0' + r.Intn(10)))
		}
		sb.WriteString([]string{"", ",", ".", "e", "}"}[r.Intn(5)])
		checkInt(t, sb.String(), 78, -1<<63, 1<<63-1)
		checkInt(t, sb.String(), r.Intn(20)+1, 0, int64(r.Intn(1000)))
	}
}

// FuzzLexerInt: the same comparison on arbitrary text.
func FuzzLexerInt(f *testing.F) {
	for _, text := range intTexts() {
		f.Add(text, uint8(78), int64(-1<<63), int64(1<<63-1))
	}
	f.Add("123456789012345678,", uint8(18), int64(0), int64(5))
	f.Fuzz(func(t *testing.T, text string, md uint8, lo, hi int64) {
		checkInt(t, text, int(md)+1, lo, hi)
	})
}
