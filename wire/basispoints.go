package wire

import (
	"math"
	"strconv"

	"github.com/hounfour-go/hounfour/internal/lex"
)

// BasisPoints is an integer 0..10000, where 10000 is 100 %.
// On the wire it is a JSON number (share_bps), not text, so its zero value is
// the number 0, not "absent". Fields whose range is not 0..10000
// (multiplier_bps, collateral_ratio_bps) are plain integers.
type BasisPoints uint16

// MaxBasisPoints is 100 %.
const MaxBasisPoints BasisPoints = 10000

// Valid reports whether 0 ≤ b ≤ 10000.
func (b BasisPoints) Valid() bool { return b <= MaxBasisPoints }

// BasisPointsFromInt returns v as BasisPoints; outside [0, 10000] it fails
// with reason "out of range [0, 10000]" (wrapping ErrRange).
func BasisPointsFromInt(v int64) (BasisPoints, error) {
	if v < 0 || v > int64(MaxBasisPoints) {
		return 0, bpsRangeError(strconv.FormatInt(v, 10), v < 0, "BasisPointsFromInt")
	}
	return BasisPoints(v), nil
}

// ParseBasisPoints parses the text form (upstream deserializeBasisPoints): it
// must match ^[0-9]+$, leading zeros allowed ("00010000" is 10000), and the
// value must be ≤ 10000. Reasons: "empty string", "must match ^[0-9]+$"
// (ErrSyntax), "out of range [0, 10000]" (ErrRange).
func ParseBasisPoints(s string) (BasisPoints, error) {
	if s == "" {
		e := basisPointsKind.error(s, "empty string", ErrSyntax)
		e.rule, e.message = "pattern", "Expected string to match '^[0-9]+$'"
		return 0, e
	}
	if s[0] != '-' && tooManyDigits(s) {
		return 0, basisPointsKind.digitsError(s)
	}
	c, ok := canonicalInteger(s)
	if !ok || s[0] == '-' {
		e := basisPointsKind.error(s, "must match ^[0-9]+$", ErrSyntax)
		e.rule, e.message = "pattern", "Expected string to match '^[0-9]+$'"
		return 0, e
	}
	if len(c) > 5 || c > "10000" && len(c) == 5 {
		return 0, bpsRangeError(s, false, "")
	}
	v, _ := strconv.Atoi(c)
	return BasisPoints(v), nil
}

// String returns the decimal integer.
func (b BasisPoints) String() string { return strconv.FormatUint(uint64(b), 10) }

// MarshalJSON writes the decimal integer. A value above 10000 is an error:
// nothing is written that would not decode.
func (b BasisPoints) MarshalJSON() ([]byte, error) {
	if !b.Valid() {
		return nil, bpsRangeError(b.String(), false, "BasisPoints.MarshalJSON")
	}
	return strconv.AppendUint(nil, uint64(b), 10), nil
}

// UnmarshalJSON accepts any JSON number whose value, rounded to the nearest
// double as JSON parsing does, is integral and in [0, 10000] ("5000", "5000.0",
// "5e3", "-0"). Other numbers fail with "not an integer" (ErrSyntax)
// or "out of range [0, 10000]" (ErrRange); so does every non-number, null included.
func (b *BasisPoints) UnmarshalJSON(data []byte) error {
	s := string(data)
	if !isJSONNumber(s) {
		return bpsNotInteger(s)
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(f, 0) || f != math.Trunc(f) {
		return bpsNotInteger(s) // 1e400 overflows a double: not an integer either
	}
	if f < 0 || f > float64(MaxBasisPoints) {
		return bpsRangeError(s, f < 0, "BasisPoints.UnmarshalJSON")
	}
	*b = BasisPoints(f)
	return nil
}

func bpsNotInteger(s string) *ParseError {
	e := basisPointsKind.error(s, "not an integer", ErrSyntax)
	e.fn = "BasisPoints.UnmarshalJSON"
	return e
}

func bpsRangeError(input string, negative bool, fn string) *ParseError {
	e := basisPointsKind.error(input, "out of range [0, 10000]", ErrRange)
	e.fn = fn
	if negative {
		e.rule, e.message = "minimum", "Expected integer to be greater or equal to 0"
	} else {
		e.rule, e.message = "maximum", "Expected integer to be less or equal to 10000"
	}
	return e
}

// isJSONNumber reports whether s is a JSON number (RFC 8259):
// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
func isJSONNumber(s string) bool {
	i := 0
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] == '0':
		i++
	case i < len(s) && '1' <= s[i] && s[i] <= '9':
		for i < len(s) && lex.IsDigit(s[i]) {
			i++
		}
	default:
		return false
	}
	if i < len(s) && s[i] == '.' {
		i++
		start := i
		for i < len(s) && lex.IsDigit(s[i]) {
			i++
		}
		if i == start {
			return false
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		start := i
		for i < len(s) && lex.IsDigit(s[i]) {
			i++
		}
		if i == start {
			return false
		}
	}
	return i == len(s)
}
