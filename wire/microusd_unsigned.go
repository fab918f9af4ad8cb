package wire

import (
	"errors"
	"math/big"
	"strconv"
)

// MicroUSDUnsigned is a non-negative micro-USD amount, ^[0-9]+$ on the wire:
// pricing rates, usage costs, and the amounts, ceilings and
// budgets of the composition types. Like [MicroUSD] it holds its canonical
// text, its zero value is absent, MarshalText of an absent value is an error,
// and arithmetic on an absent value panics.
type MicroUSDUnsigned struct{ s string }

var errAbsentMicroUnsigned = errors.New("wire: absent MicroUSDUnsigned has no text (omit the member)")

// ParseMicroUSDUnsigned parses an unsigned micro-USD amount,
// the first failing step deciding the reason: "" → "empty string"; a leading
// + → "plus sign prefix"; a leading - → "negative value" (including "-0",
// which upstream's pattern rejects; wraps ErrRange); anything not matching
// ^[0-9]+$ → "must match ^[0-9]+$". Leading zeros are then stripped.
func ParseMicroUSDUnsigned(s string) (MicroUSDUnsigned, error) {
	m, err := parseMicroUSDUnsigned(s)
	if err != nil {
		return MicroUSDUnsigned{}, err
	}
	return m, nil
}

// MustParseMicroUSDUnsigned is like ParseMicroUSDUnsigned but panics on error.
// It is intended for tests and hard-coded constants.
func MustParseMicroUSDUnsigned(s string) MicroUSDUnsigned {
	m, err := ParseMicroUSDUnsigned(s)
	if err != nil {
		panic(err)
	}
	return m
}

func parseMicroUSDUnsigned(s string) (MicroUSDUnsigned, *ParseError) {
	switch {
	case s == "":
		return MicroUSDUnsigned{}, microUnsignedKind.error(s, "empty string", ErrSyntax)
	case s[0] == '+':
		return MicroUSDUnsigned{}, microUnsignedKind.error(s, "plus sign prefix", ErrSyntax)
	case s[0] == '-':
		return MicroUSDUnsigned{}, microUnsignedKind.error(s, "negative value", ErrRange)
	}
	if tooManyDigits(s) {
		return MicroUSDUnsigned{}, microUnsignedKind.digitsError(s)
	}
	c, ok := canonicalInteger(s)
	if !ok {
		return MicroUSDUnsigned{}, microUnsignedKind.error(s, "must match "+MicroUSDUnsignedPattern, ErrSyntax)
	}
	return MicroUSDUnsigned{c}, nil
}

// MicroUSDUnsignedFromUint64 returns the amount v.
func MicroUSDUnsignedFromUint64(v uint64) MicroUSDUnsigned {
	return MicroUSDUnsigned{strconv.FormatUint(v, 10)}
}

// IsValid reports whether m is present.
func (m MicroUSDUnsigned) IsValid() bool { return m.s != "" }

// IsZero reports whether m is absent (not whether it is the number 0).
func (m MicroUSDUnsigned) IsZero() bool { return m.s == "" }

// String returns the canonical text, or "" for an absent value.
func (m MicroUSDUnsigned) String() string { return m.s }

// AppendText implements encoding.TextAppender: it appends the canonical text.
// An absent value is an error.
func (m MicroUSDUnsigned) AppendText(b []byte) ([]byte, error) {
	if m.s == "" {
		return b, errAbsentMicroUnsigned
	}
	return append(b, m.s...), nil
}

// MarshalText implements encoding.TextMarshaler: the canonical text. An
// absent value is an error.
func (m MicroUSDUnsigned) MarshalText() ([]byte, error) { return m.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler with the rules of
// ParseMicroUSDUnsigned; "" is an error ("empty string").
func (m *MicroUSDUnsigned) UnmarshalText(text []byte) error {
	v, err := parseMicroUSDUnsigned(string(text))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// Signed returns m as a signed amount (absent for an absent value).
func (m MicroUSDUnsigned) Signed() MicroUSD { return MicroUSD(m) }

// Big returns the value as a fresh *big.Int, or nil for an absent value.
func (m MicroUSDUnsigned) Big() *big.Int { return MicroUSD(m).Big() }

// Sign returns 0 or +1 as m is zero or positive.
func (m MicroUSDUnsigned) Sign() int { return MicroUSD(m).Sign() }

// Cmp returns -1, 0 or +1 as m is less than, equal to or greater than n.
func (m MicroUSDUnsigned) Cmp(n MicroUSDUnsigned) int { return MicroUSD(m).Cmp(MicroUSD(n)) }

// Add returns m + n.
func (m MicroUSDUnsigned) Add(n MicroUSDUnsigned) MicroUSDUnsigned {
	return MicroUSDUnsigned(MicroUSD(m).Add(MicroUSD(n)))
}

// Sub returns m − n. When n > m it fails with the upstream branded-type
// message "MicroUSD subtraction underflow: <m> - <n>" (wrapping ErrRange).
func (m MicroUSDUnsigned) Sub(n MicroUSDUnsigned) (MicroUSDUnsigned, error) {
	if m.Cmp(n) < 0 {
		return MicroUSDUnsigned{}, &arithError{"MicroUSD subtraction underflow: " + m.s + " - " + n.s, ErrRange}
	}
	return MicroUSDUnsigned(MicroUSD(m).SubSigned(MicroUSD(n))), nil
}

// Uint64 returns the value of m and true when it fits a uint64, else 0 and
// false (an absent value gives 0, false).
func (m MicroUSDUnsigned) Uint64() (uint64, bool) {
	if m.s == "" || len(m.s) > 20 {
		return 0, false
	}
	var u uint64
	for i := 0; i < len(m.s); i++ {
		d := uint64(m.s[i] - '0')
		if u > (1<<64-1-d)/10 {
			return 0, false
		}
		u = u*10 + d
	}
	return u, true
}
