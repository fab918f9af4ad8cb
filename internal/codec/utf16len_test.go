package codec

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf16"
)

// TestUTF16Len: the count of UTF-16 code units equals utf16.Encode's,
// whatever the position of the first non-ASCII character relative to the
// eight- and thirty-two-byte blocks the fast path reads.
func TestUTF16Len(t *testing.T) {
	t.Parallel()
	pieces := []string{"a", "é", "€", "😀", "\x00", "\x7f", "abcdefgh"}
	rng := rand.New(rand.NewPCG(1, 2))
	for n := range 2000 {
		var b strings.Builder
		for range rng.IntN(40) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		if n%3 == 0 {
			s = strings.Repeat("x", n%71) + s
		}
		if got, want := UTF16Len(s), len(utf16.Encode([]rune(s))); got != want {
			t.Fatalf("%q: %d, want %d", s, got, want)
		}
	}
}
