package boundary_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/boundary"
)

var amountGrammar = regexp.MustCompile(`^(0|[1-9][0-9]*)$`)

// strictAmount is the oracle of ParseAmount's acceptance: the grammar of a
// decimal without leading zeros, at most 30 digits.
func strictAmount(s string) bool {
	return amountGrammar.MatchString(s) && len(s) <= boundary.MaxAmountDigits
}

// FuzzParseAmount: ParseAmount accepts exactly the strict amounts, returns
// their value (its decimal text is the input), and otherwise a reason
// that is one of the four, echoing the input where it says so.
func FuzzParseAmount(f *testing.F) {
	for _, s := range []string{"", "0", "00", "007", "123", "-1", "+1", "1.5", " 1", "1e3", "1\n", "١٢",
		strings.Repeat("9", 30), strings.Repeat("9", 31), "0" + strings.Repeat("1", 30), "a" + strings.Repeat("1", 30), "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := boundary.ParseAmount(s)
		if strictAmount(s) {
			if err != nil || n == nil || n.String() != s {
				t.Fatalf("ParseAmount(%q) = %v, %v", s, n, err)
			}
			return
		}
		if n != nil || err == nil {
			t.Fatalf("ParseAmount(%q) accepted %v", s, n)
		}
		var want string
		switch {
		case s == "":
			want = "empty string"
		case strings.Trim(s, "0123456789") != "":
			want = `invalid characters in "` + s + `"`
		case len(s) > boundary.MaxAmountDigits:
			want = "exceeds 30 digit limit"
		default:
			want = `leading zeros in "` + s + `"`
		}
		if err.Error() != want {
			t.Fatalf("ParseAmount(%q): %q, want %q", s, err, want)
		}
	})
}
