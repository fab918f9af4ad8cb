package wire

import (
	"errors"
	"math/big"
	"strconv"

	"github.com/hounfour-go/hounfour/internal/lex"
)

// MicroUSDC is an on-chain USDC amount in micro-units (6 decimal places:
// 1 USDC = 1,000,000), non-negative and of arbitrary precision up to
// MaxDigits digits, whose wire form is a JSON string of decimal digits,
// ^[0-9]+$ (schema micro-usdc).
//
// Like [MicroUSDUnsigned] it holds its canonical text, so == is numeric
// equality and the value can be a map key; leading zeros are dropped on
// input ("007" reads as 7 and is written "7"). The zero value is absent,
// not the number 0: IsValid reports presence, IsZero absence, and
// MarshalText of an absent value is an error. A MicroUSDC and a micro-USD
// amount share one scale: [MicroUSDCFromUnsigned], [MicroUSDCFromMicroUSD],
// [MicroUSDC.Unsigned] and [MicroUSDC.Signed] convert without changing the
// number.
//
// As a document (schema micro-usdc) a MicroUSDC is valid exactly when its
// text matches ^[0-9]+$ (within the digit limit). Its constraint file's
// two rules are not applied (COMPATIBILITY.md #130): one compares the text
// with a number and the other calls a function the constraint language
// does not have, so each rejects every amount.
type MicroUSDC struct{ s string }

var errAbsentMicroUSDC = errors.New("wire: absent MicroUSDC has no text (omit the member)")

// ParseMicroUSDC parses a MicroUSDC amount, the first failing step deciding
// the reason: "" → "empty string"; a leading + → "plus sign prefix"; a
// leading - → "negative value" (wraps ErrRange); more than MaxDigits
// significant digits → "more than 78 digits" (ErrRange; the violation
// limit-digits); anything else not matching ^[0-9]+$ → "must match
// ^[0-9]+$" (ErrSyntax). Leading zeros are then stripped. It accepts the
// same texts as [DeserializeMicroUSDC], with the errors of the other
// parsers of this package.
func ParseMicroUSDC(s string) (MicroUSDC, error) {
	m, err := parseMicroUSDC(s)
	if err != nil {
		return MicroUSDC{}, err
	}
	return m, nil
}

// MustParseMicroUSDC is like ParseMicroUSDC but panics on error. It is
// intended for tests and hard-coded constants.
func MustParseMicroUSDC(s string) MicroUSDC {
	m, err := ParseMicroUSDC(s)
	if err != nil {
		panic(err)
	}
	return m
}

func parseMicroUSDC(s string) (MicroUSDC, *ParseError) {
	switch {
	case s == "":
		return MicroUSDC{}, microUSDCKind.error(s, "empty string", ErrSyntax)
	case s[0] == '+':
		return MicroUSDC{}, microUSDCKind.error(s, "plus sign prefix", ErrSyntax)
	case s[0] == '-':
		return MicroUSDC{}, microUSDCKind.error(s, "negative value", ErrRange)
	}
	if tooManyDigits(s) {
		return MicroUSDC{}, microUSDCKind.digitsError(s)
	}
	c, ok := canonicalInteger(s)
	if !ok {
		return MicroUSDC{}, microUSDCKind.error(s, "must match "+MicroUSDCPattern, ErrSyntax)
	}
	return MicroUSDC{c}, nil
}

// NewMicroUSDC returns the amount x (upstream's microUSDC). A negative x
// is an error "MicroUSDC must be non-negative, got <x>" wrapping ErrRange;
// so is x with more than MaxDigits digits ("MicroUSDC must have at most 78
// digits, got <n> digits") and a nil x ("MicroUSDC must be non-negative,
// got <nil>").
func NewMicroUSDC(x *big.Int) (MicroUSDC, error) {
	if x == nil {
		return MicroUSDC{}, &arithError{"MicroUSDC must be non-negative, got <nil>", ErrRange}
	}
	if x.Sign() < 0 {
		return MicroUSDC{}, &arithError{"MicroUSDC must be non-negative, got " + shortInteger(x), ErrRange}
	}
	s := x.String()
	if len(s) > MaxDigits {
		return MicroUSDC{}, &arithError{"MicroUSDC must have at most " + strconv.Itoa(MaxDigits) +
			" digits, got " + strconv.Itoa(len(s)) + " digits", ErrRange}
	}
	return MicroUSDC{s}, nil
}

// shortInteger is the text of x, shortened when it is long.
func shortInteger(x *big.Int) string {
	if x.BitLen() > 4*lex.QuoteLimit {
		return "an integer of " + strconv.Itoa(len(x.String())) + " digits"
	}
	return x.String()
}

// ReadMicroUSDC reads v leniently as a MicroUSDC (upstream's
// readMicroUSDC): a string of ASCII digits ("007" reads as 7) or a
// non-negative *big.Int, within MaxDigits digits, gives the amount and
// true; anything else — a negative or nil *big.Int, a string with a sign,
// a space, a point or any other character, "", a Go integer or float, nil —
// gives the absent value and false.
func ReadMicroUSDC(v any) (MicroUSDC, bool) {
	switch x := v.(type) {
	case string:
		m, err := parseMicroUSDC(x)
		return m, err == nil
	case *big.Int:
		m, err := NewMicroUSDC(x)
		return m, err == nil
	}
	return MicroUSDC{}, false
}

// DeserializeMicroUSDC reads the wire text s (upstream's
// deserializeMicroUSDC): one or more ASCII digits, else the error
// `Invalid MicroUSDC string: "<s>"` wrapping ErrSyntax, with s written as
// it is between the double quotes (shortened, its length stated, when it is
// longer than 128 bytes). Leading zeros are dropped ("007" is 7). Text of
// more than MaxDigits significant digits is the error of [ParseMicroUSDC]
// (ErrRange), where upstream has no limit.
func DeserializeMicroUSDC(s string) (MicroUSDC, error) {
	if !lex.Digits(s) {
		return MicroUSDC{}, &arithError{"Invalid MicroUSDC string: " + quoted(s), ErrSyntax}
	}
	return ParseMicroUSDC(s)
}

// MicroUSDCFromUnsigned returns the MicroUSDC of the same number as the
// micro-USD amount m (upstream's microUSDToUSDC; the two share a scale).
// An absent m gives the absent MicroUSDC.
func MicroUSDCFromUnsigned(m MicroUSDUnsigned) MicroUSDC { return MicroUSDC(m) }

// MicroUSDCFromMicroUSD returns the MicroUSDC of the same number as the
// signed micro-USD amount m. A negative m is the error of [NewMicroUSDC]
// ("MicroUSDC must be non-negative, got -5", wrapping ErrRange), where
// upstream's conversion returns the negative number unchecked. An absent m
// gives the absent MicroUSDC.
func MicroUSDCFromMicroUSD(m MicroUSD) (MicroUSDC, error) {
	if m.s != "" && m.s[0] == '-' {
		return MicroUSDC{}, &arithError{"MicroUSDC must be non-negative, got " + shortText(m.s), ErrRange}
	}
	return MicroUSDC(m), nil
}

// shortText is integer text s, shortened when it is long.
func shortText(s string) string {
	if len(s) > lex.QuoteLimit {
		return "an integer of " + strconv.Itoa(len(s)) + " characters"
	}
	return s
}

// IsValid reports whether m is present.
func (m MicroUSDC) IsValid() bool { return m.s != "" }

// IsZero reports whether m is absent (not whether it is the number 0).
func (m MicroUSDC) IsZero() bool { return m.s == "" }

// String returns the canonical text (upstream's serializeMicroUSDC:
// decimal digits without leading zeros), or "" for an absent value.
func (m MicroUSDC) String() string { return m.s }

// AppendText implements encoding.TextAppender: it appends the canonical
// text. An absent value is an error.
func (m MicroUSDC) AppendText(b []byte) ([]byte, error) {
	if m.s == "" {
		return b, errAbsentMicroUSDC
	}
	return append(b, m.s...), nil
}

// MarshalText implements encoding.TextMarshaler: the canonical text. An
// absent value is an error.
func (m MicroUSDC) MarshalText() ([]byte, error) { return m.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler with the rules of
// ParseMicroUSDC; "" is an error ("empty string").
func (m *MicroUSDC) UnmarshalText(text []byte) error {
	v, err := parseMicroUSDC(string(text))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// Unsigned returns m as a micro-USD amount of the same number (upstream's
// microUSDCToUSD); absent for an absent value.
func (m MicroUSDC) Unsigned() MicroUSDUnsigned { return MicroUSDUnsigned(m) }

// Signed returns m as a signed micro-USD amount of the same number; absent
// for an absent value.
func (m MicroUSDC) Signed() MicroUSD { return MicroUSD(m) }

// Big returns the value as a fresh *big.Int, or nil for an absent value.
func (m MicroUSDC) Big() *big.Int { return MicroUSD(m).Big() }

// Cmp returns -1, 0 or +1 as m is less than, equal to or greater than n.
// It panics when either is absent.
func (m MicroUSDC) Cmp(n MicroUSDC) int { return MicroUSD(m).Cmp(MicroUSD(n)) }

// errAbsentMicroUSDCDocument is the error of Validate on an absent value.
var errAbsentMicroUSDCDocument = errors.New("wire: absent MicroUSDC is no micro-usdc document")

// Validate reports whether m is a valid micro-usdc document: every present
// MicroUSDC is (its text matches ^[0-9]+$ by construction); an absent one
// is an error. hounfour.Decode decodes a MicroUSDC document.
func (m *MicroUSDC) Validate() error {
	if m.s == "" {
		return errAbsentMicroUSDCDocument
	}
	return nil
}
