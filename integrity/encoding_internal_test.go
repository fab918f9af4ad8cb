package integrity

import (
	"math/big"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/jsmath"
	"github.com/hounfour-go/hounfour/internal/lex"
)

func TestToFixed1(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		x    float64
		want string
	}{
		{100.25, "100.3"}, // a tie: upward (strconv gives 100.2)
		{4.25, "4.3"},
		{100.05, "100.0"}, // the double is just below 100.05
		{100.0 / 24, "4.2"},
		{0, "0.0"},
		{0.05, "0.1"}, // 0.05 is slightly above the tie in binary
		{0.15, "0.1"}, // 0.15 is slightly below
		{0.25, "0.3"},
		{101, "101.0"},
		{1e15 + 0.5, "1000000000000000.5"},
		{9.2e18, "9200000000000000000.0"},
	} {
		t.Run(tc.want, func(t *testing.T) {
			if got := jsmath.ToFixed(tc.x, 1); got != tc.want {
				t.Errorf("ToFixed(%v) = %s, want %s", tc.x, got, tc.want)
			}
		})
	}
}

// TestToFixed1AgainstRational compares with an exact rational oracle.
func TestToFixed1AgainstRational(t *testing.T) {
	t.Parallel()
	for out := int64(1); out < 3000; out += 7 {
		for in := int64(1); in < 60; in++ {
			x := float64(out) / float64(in)
			r := new(big.Rat).SetFloat64(x) // the exact double
			r.Mul(r, big.NewRat(10, 1))
			r.Add(r, big.NewRat(1, 2))
			n := new(big.Int).Quo(r.Num(), r.Denom()) // floor (positive)
			s := n.String()
			if len(s) == 1 {
				s = "0" + s
			}
			want := s[:len(s)-1] + "." + s[len(s)-1:]
			if got := jsmath.ToFixed(x, 1); got != want {
				t.Fatalf("ToFixed(%d/%d) = %s, want %s", out, in, got, want)
			}
		}
	}
}

func TestJSTrim(t *testing.T) {
	t.Parallel()
	all := "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
	if got := lex.TrimJSSpace(all + "gzip" + all); got != "gzip" {
		t.Errorf("jsTrim removed too little: %q", got)
	}
	for _, keep := range []string{"\u0085", "\u200b", "\u180e", "\x00", "\x1c"} {
		t.Run(keep, func(t *testing.T) {
			if got := lex.TrimJSSpace(keep + "x" + keep); got != keep+"x"+keep {
				t.Errorf("lex.TrimJSSpace(%q) = %q; it must keep %U", keep+"x"+keep, got, []rune(keep)[0])
			}
		})
	}
}

func TestASCIILower(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"GZIP": "gzip", "İDENTITY": "İdentity", "ÀB": "Àb", "br": "br", "": ""} {
		t.Run(in, func(t *testing.T) {
			if got := asciiLower(in); got != want {
				t.Errorf("asciiLower(%q) = %q, want %q", in, got, want)
			}
		})
	}
	if strings.ToLower("İDENTITY") == asciiLower("İDENTITY") {
		t.Error("the test no longer shows the strings.ToLower pitfall")
	}
}
