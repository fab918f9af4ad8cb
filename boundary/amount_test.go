package boundary_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/boundary"
)

// TestParseAmount: the strict micro-USD parse on the protocol's examples,
// with the reason a JavaScript peer gives for each rejected text.
func TestParseAmount(t *testing.T) {
	t.Parallel()
	nines30 := strings.Repeat("9", 30)
	for _, c := range []struct{ in, want, reason string }{
		{"0", "0", ""},
		{"123", "123", ""},
		{nines30, nines30, ""},
		{"9007199254740993", "9007199254740993", ""},
		{"", "", "empty string"},
		{"00", "", `leading zeros in "00"`},
		{"007", "", `leading zeros in "007"`},
		{"-1", "", `invalid characters in "-1"`},
		{"+1", "", `invalid characters in "+1"`},
		{"1.5", "", `invalid characters in "1.5"`},
		{" 1", "", `invalid characters in " 1"`},
		{"1e3", "", `invalid characters in "1e3"`},
		{"1\n", "", "invalid characters in \"1\n\""},
		{"١٢", "", `invalid characters in "١٢"`},
		{"1_000", "", `invalid characters in "1_000"`},
		{strings.Repeat("9", 31), "", "exceeds 30 digit limit"},
		// length before leading zeros, characters before length
		{"0" + strings.Repeat("1", 30), "", "exceeds 30 digit limit"},
		{"a" + strings.Repeat("1", 30), "", `invalid characters in "a` + strings.Repeat("1", 30) + `"`},
		{`"1"`, "", `invalid characters in ""1""`},
	} {
		n, err := boundary.ParseAmount(c.in)
		switch {
		case c.reason == "" && (err != nil || n == nil || n.String() != c.want):
			t.Errorf("ParseAmount(%q) = %v, %v; want %s", c.in, n, err, c.want)
		case c.reason != "":
			var ae *boundary.AmountError
			if n != nil || !errors.As(err, &ae) || ae.Reason != c.reason || err.Error() != c.reason {
				t.Errorf("ParseAmount(%q) = %v, %v; want reason %q", c.in, n, err, c.reason)
			}
		}
	}
}
