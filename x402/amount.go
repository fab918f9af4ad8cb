package x402

import (
	"math/big"
	"strconv"

	"github.com/hounfour-go/hounfour/wire"
)

// MaxAmountLength is the most characters an [Amount]'s text may have as
// received, leading zeros included.
const MaxAmountLength = 20

// Amount is a non-negative micro-USD amount of the x402 flow: text
// matching ^[0-9]+$ of at most [MaxAmountLength] characters. The length is
// checked on the text as received, so "000000000000000000001" (21
// characters) is rejected although its value is 1. It holds the canonical
// text (leading zeros stripped), which is what String and MarshalText
// write. The zero Amount is absent; MarshalText of an absent Amount is an
// error.
type Amount struct{ m wire.MicroUSDUnsigned }

// AmountError is the error of text longer than [MaxAmountLength]
// characters. Document validation reports it with rule maxLength. It keeps
// the length, not the text, so its message stays short however long the
// input.
type AmountError struct {
	// Len is the length of the rejected text in bytes.
	Len int
}

func (e *AmountError) Error() string {
	return "x402: an amount of " + strconv.Itoa(e.Len) + " characters exceeds the limit of " +
		strconv.Itoa(MaxAmountLength)
}

// Unwrap returns wire.ErrRange.
func (e *AmountError) Unwrap() error { return wire.ErrRange }

// Violation returns the rule id and message with which document validation
// reports the error.
func (e *AmountError) Violation() (rule, message string) {
	return "maxLength", "Expected string length less or equal to " + strconv.Itoa(MaxAmountLength)
}

// ParseAmount parses an x402 amount. Digits only but longer than
// MaxAmountLength characters gives an *AmountError (checked first, so no
// long input is converted); any other text not matching ^[0-9]+$ gives the
// error of wire.ParseMicroUSDUnsigned.
func ParseAmount(s string) (Amount, error) {
	if len(s) > MaxAmountLength && digits(s) {
		return Amount{}, &AmountError{Len: len(s)}
	}
	m, err := wire.ParseMicroUSDUnsigned(s)
	if err != nil {
		return Amount{}, err
	}
	return Amount{m}, nil
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// MustParseAmount is like ParseAmount but panics on error. It is intended
// for tests and hard-coded constants.
func MustParseAmount(s string) Amount {
	a, err := ParseAmount(s)
	if err != nil {
		panic(err)
	}
	return a
}

// AmountOf returns the amount m, or an *AmountError when its canonical
// text is longer than MaxAmountLength characters (m at least 10^20). An
// absent m gives the absent Amount.
func AmountOf(m wire.MicroUSDUnsigned) (Amount, error) {
	if len(m.String()) > MaxAmountLength {
		return Amount{}, &AmountError{Len: len(m.String())}
	}
	return Amount{m}, nil
}

// MicroUSD returns the amount as a wire.MicroUSDUnsigned (absent when a is).
func (a Amount) MicroUSD() wire.MicroUSDUnsigned { return a.m }

// IsZero reports whether a is absent.
func (a Amount) IsZero() bool { return a.m.IsZero() }

// String returns the canonical text ("" when absent).
func (a Amount) String() string { return a.m.String() }

// Big returns the value as a new big.Int (nil when absent).
func (a Amount) Big() *big.Int {
	if a.m.IsZero() {
		return nil
	}
	return a.m.Big()
}

// MarshalText writes the canonical text; an absent Amount is an error.
func (a Amount) MarshalText() ([]byte, error) { return a.m.MarshalText() }

// UnmarshalText parses text as ParseAmount does.
func (a *Amount) UnmarshalText(text []byte) error {
	v, err := ParseAmount(string(text))
	if err != nil {
		return err
	}
	*a = v
	return nil
}

// AppendText appends the canonical text to b; an absent Amount is an
// error.
func (a Amount) AppendText(b []byte) ([]byte, error) { return a.m.AppendText(b) }
