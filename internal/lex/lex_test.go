package lex

import (
	"testing"
	"unicode"
)

func TestDigits(t *testing.T) {
	t.Parallel()
	for s, want := range map[string]bool{"": false, "0": true, "0123456789": true, "12a": false, "-1": false, " 1": false, "١": false, "１": false} {
		t.Run(s, func(t *testing.T) {
			if got := Digits(s); got != want {
				t.Errorf("Digits(%q) = %v", s, got)
			}
		})
	}
}

// IsJSSpace is the ECMAScript set: Unicode Zs, the ASCII controls TAB, LF,
// VT, FF, CR, the line terminators U+2028/U+2029, and U+FEFF — and nothing
// else (in particular not U+0085, which Go's unicode.IsSpace includes).
func TestIsJSSpace(t *testing.T) {
	t.Parallel()
	for r := rune(0); r <= unicode.MaxRune; r++ {
		want := unicode.Is(unicode.Zs, r) || r == '\t' || r == '\n' || r == '\v' || r == '\f' || r == '\r' ||
			r == 0x2028 || r == 0x2029 || r == 0xFEFF
		if got := IsJSSpace(r); got != want {
			t.Errorf("IsJSSpace(%U) = %v", r, got)
		}
	}
	if got := TrimJSSpace("\ufeff\u00a0 a b\u2028\t"); got != "a b" {
		t.Errorf("TrimJSSpace = %q", got)
	}
	if got := TrimJSSpace("\u0085a\u0085"); got != "\u0085a\u0085" {
		t.Errorf("TrimJSSpace kept U+0085? got %q", got)
	}
}
