package wire

import (
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/internal/lex"
)

// MaxDigits is the most significant digits (leading zeros not counted) the
// integer text primitives accept: a micro-USD amount (signed or unsigned),
// basis points, and the inputs of the string arithmetic (AddMicro …). 78
// digits hold any unsigned 256-bit integer. Longer text is refused when it
// is parsed, with ErrRange and the violation limit-digits, so arithmetic on
// parsed values never works on more than about 80 digits: its cost stays
// small, and the 64-bit fast paths take every amount of up to 18 digits.
// (An NftID's token id is kept as text, never computed with, and has no
// such limit.)
const MaxDigits = 78

// RuleLimitDigits is the violation rule of an integer text longer than
// MaxDigits.
const RuleLimitDigits = "limit-digits"

// significant returns the digits of s, an optional '-' followed by ASCII
// digits, without the sign and leading zeros.
func significant(s string) string {
	if s != "" && s[0] == '-' {
		s = s[1:]
	}
	return strings.TrimLeft(s, "0")
}

// tooManyDigits reports whether s is an optional '-' followed by ASCII
// digits of which more than MaxDigits are significant.
func tooManyDigits(s string) bool {
	return len(s) > MaxDigits && lex.Digits(strings.TrimPrefix(s, "-")) && len(significant(s)) > MaxDigits
}

// digitsError is the error of integer text longer than MaxDigits.
func (k *kind) digitsError(s string) *ParseError {
	n := len(significant(s))
	e := k.error(s, "more than "+strconv.Itoa(MaxDigits)+" digits", ErrRange)
	e.rule = RuleLimitDigits
	e.message = "Integer text of " + strconv.Itoa(n) + " digits exceeds the limit of " +
		strconv.Itoa(MaxDigits) + " digits"
	return e
}

// quoted quotes an input in a message: verbatim between double quotes as
// upstream writes it, or shortened with its length stated when it is longer
// than lex.QuoteLimit bytes.
func quoted(s string) string {
	if len(s) <= lex.QuoteLimit {
		return `"` + s + `"`
	}
	return lex.Quote(s)
}
