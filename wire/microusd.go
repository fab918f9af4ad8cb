package wire

import (
	"errors"
	"math/big"
	"strconv"
)

// MicroUSD is a signed amount of micro-USD (1 USD = 1,000,000), of arbitrary
// precision, whose wire form is a JSON string of decimal digits.
//
// A MicroUSD holds its canonical text ^(0|-?[1-9][0-9]*)$, so == is numeric
// equality and the value can be a map key. The zero value is absent, not the
// number 0: IsValid reports presence, IsZero absence (so omitzero drops absent
// values), and the number 0 is [ZeroMicro]; test for it with Sign() == 0.
// MarshalText of an absent value is an error, because an absent member must be
// omitted, never written as "".
//
// Arithmetic (Add, Sub, SubSigned, Neg, MulBPS, Cmp, Sign) panics when an
// operand is absent, a programming error like a nil *big.Int.
type MicroUSD struct{ s string }

// ZeroMicroText is the text of the number zero (upstream ZERO_MICRO).
const ZeroMicroText = "0"

// ZeroMicro returns the present MicroUSD whose value is 0.
func ZeroMicro() MicroUSD { return MicroUSD{ZeroMicroText} }

var errAbsentMicro = errors.New("wire: absent MicroUSD has no text (omit the member)")

// ParseMicroUSD parses a signed micro-USD amount with the steps of
// the money rules, the first failing step deciding the reason: "" → "empty
// string"; a leading + → "plus sign prefix"; anything not matching
// ^-?[0-9]+$ → "must match ^-?[0-9]+$" (all wrap ErrSyntax). The accepted text
// is then canonicalized: leading zeros are stripped ("007" → "7") and "-0"
// becomes "0". Text of more than MaxDigits digits is refused with ErrRange
// ("more than 78 digits"; the violation limit-digits).
func ParseMicroUSD(s string) (MicroUSD, error) {
	m, err := parseMicroUSD(s)
	if err != nil {
		return MicroUSD{}, err
	}
	return m, nil
}

// MustParseMicroUSD is like ParseMicroUSD but panics on error. It is intended
// for tests and hard-coded constants.
func MustParseMicroUSD(s string) MicroUSD {
	m, err := ParseMicroUSD(s)
	if err != nil {
		panic(err)
	}
	return m
}

func parseMicroUSD(s string) (MicroUSD, *ParseError) {
	switch {
	case s == "":
		return MicroUSD{}, microKind.error(s, "empty string", ErrSyntax)
	case s[0] == '+':
		return MicroUSD{}, microKind.error(s, "plus sign prefix", ErrSyntax)
	}
	if tooManyDigits(s) {
		return MicroUSD{}, microKind.digitsError(s)
	}
	c, ok := canonicalInteger(s)
	if !ok {
		return MicroUSD{}, microKind.error(s, "must match "+MicroUSDPattern, ErrSyntax)
	}
	return MicroUSD{c}, nil
}

// MicroUSDFromBig returns the amount x (absent when x is nil).
func MicroUSDFromBig(x *big.Int) MicroUSD {
	if x == nil {
		return MicroUSD{}
	}
	return MicroUSD{x.String()}
}

// MicroUSDFromInt64 returns the amount v, always present: even for v = 0 the
// result's IsZero is false (IsZero means "absent"; test the number with
// Sign() == 0).
func MicroUSDFromInt64(v int64) MicroUSD { return MicroUSD{strconv.FormatInt(v, 10)} }

// IsValid reports whether m is present.
func (m MicroUSD) IsValid() bool { return m.s != "" }

// IsZero reports whether m is absent (not whether it is the number 0): it is
// what encoding/json's omitzero asks, so an absent optional member is
// omitted and a present "0" is written. Test the number 0 with Sign() == 0.
func (m MicroUSD) IsZero() bool { return m.s == "" }

// String returns the canonical text, or "" for an absent value.
func (m MicroUSD) String() string { return m.s }

// AppendText implements encoding.TextAppender: it appends the canonical text.
// An absent value is an error.
func (m MicroUSD) AppendText(b []byte) ([]byte, error) {
	if m.s == "" {
		return b, errAbsentMicro
	}
	return append(b, m.s...), nil
}

// MarshalText implements encoding.TextMarshaler: the canonical text. An
// absent value is an error.
func (m MicroUSD) MarshalText() ([]byte, error) { return m.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler with the rules of
// ParseMicroUSD; "" is an error ("empty string").
func (m *MicroUSD) UnmarshalText(text []byte) error {
	v, err := parseMicroUSD(string(text))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// Big returns the value as a fresh *big.Int, or nil for an absent value.
func (m MicroUSD) Big() *big.Int {
	if m.s == "" {
		return nil
	}
	return bigInteger(m.s)
}

// Sign returns -1, 0 or +1 as m is negative, zero or positive.
func (m MicroUSD) Sign() int { return signInteger(m.present()) }

// Cmp returns -1, 0 or +1 as m is less than, equal to or greater than n.
func (m MicroUSD) Cmp(n MicroUSD) int { return compareIntegers(m.present(), n.present()) }

// Unsigned returns m as an unsigned amount. A negative value gives a
// *ParseError wrapping ErrRange with reason "negative value"; an absent value
// gives the absent MicroUSDUnsigned.
func (m MicroUSD) Unsigned() (MicroUSDUnsigned, error) {
	if m.s != "" && m.s[0] == '-' {
		e := microUnsignedKind.error(m.s, "negative value", ErrRange)
		e.fn = "MicroUSD.Unsigned"
		return MicroUSDUnsigned{}, e
	}
	return MicroUSDUnsigned(m), nil
}

// present returns the text of m, panicking when m is absent.
func (m MicroUSD) present() string {
	if m.s == "" {
		panic("wire: arithmetic on an absent MicroUSD")
	}
	return m.s
}

// Int64 returns the value of m and true when it fits an int64, else 0 and
// false (an absent value gives 0, false). It lets hot paths such as billing
// allocation take a 64-bit route without going through math/big.
func (m MicroUSD) Int64() (int64, bool) {
	if m.s == "" {
		return 0, false
	}
	return int64Of(m.s)
}

// int64Of returns the value of canonical integer text when it fits an int64.
func int64Of(c string) (int64, bool) {
	digits, neg := splitSign(c)
	u, ok := digitsValue(digits)
	switch {
	case !ok: // more than 19 digits
	case !neg && u <= 1<<63-1:
		return int64(u), true
	case neg && u <= 1<<63:
		return -int64(u), true // for 1<<63, int64(u) wraps to MinInt64 and so does its negation
	}
	return 0, false
}
