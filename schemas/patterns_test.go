package schemas_test

import (
	"math/rand/v2"
	"regexp"
	"testing"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
)

// TestRegisteredPatterns holds every hand-written matcher a domain package
// gave the codec (codec.RegisterPattern; this package imports them all) to
// its pattern compiled by regexp, the oracle, on random texts made of the
// pattern's own characters, digits and a few others (a few of them per
// text), and on single edits of the texts that matched.
func TestRegisteredPatterns(t *testing.T) {
	seed := proptest.Seed(t)
	n := 0
	codec.RegisteredPatterns(func(p string, match func(string) bool) {
		n++
		re := regexp.MustCompile(p)
		alphabet := []rune("0129.-_:/aAzZé\n ")
		for _, r := range p {
			alphabet = append(alphabet, r)
		}
		rng := rand.New(rand.NewPCG(uint64(seed), uint64(len(p))))
		var matches [][]rune
		for range proptest.Size(50_000) {
			var b []rune
			if len(matches) > 0 && rng.IntN(2) == 0 {
				// One edit of a text that matched.
				b = append(b, matches[rng.IntN(len(matches))]...)
				i, r := rng.IntN(len(b)+1), alphabet[rng.IntN(len(alphabet))]
				switch rng.IntN(3) {
				case 0:
					b = append(b[:i], append([]rune{r}, b[i:]...)...)
				case 1:
					if i < len(b) {
						b = append(b[:i], b[i+1:]...)
					}
				default:
					if i < len(b) {
						b[i] = r
					}
				}
			} else {
				// A few characters of the alphabet per text, so that
				// some texts match.
				few := make([]rune, 1+rng.IntN(4))
				for i := range few {
					few[i] = alphabet[rng.IntN(len(alphabet))]
				}
				b = make([]rune, rng.IntN(16))
				for i := range b {
					b[i] = few[rng.IntN(len(few))]
				}
			}
			s := string(b)
			want := re.MatchString(s)
			if got := match(s); got != want {
				t.Errorf("%s on %q: %v, regexp %v", p, s, got, want)
				return
			}
			if want {
				matches = append(matches, b)
			}
		}
		t.Logf("%s: %d of the texts match", p, len(matches))
	})
	if n == 0 {
		t.Error("no pattern registered")
	}
}
