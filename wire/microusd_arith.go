package wire

import (
	"math/big"
	"math/bits"
	"strconv"

	"github.com/hounfour-go/hounfour/internal/lex"
)

// Money arithmetic. Values are canonical decimal text; an
// operation takes a 64-bit path when its operands have at most 18 digits and
// math/big otherwise. Division truncates toward zero (big.Int.Quo).

// arithError is the error of the arithmetic functions: the exact upstream
// message, wrapping ErrSyntax (a bad input) or ErrRange (underflow, a negative
// bps, a zero whole).
type arithError struct {
	msg string
	err error
}

func (e *arithError) Error() string { return e.msg }
func (e *arithError) Unwrap() error { return e.err }

func inputError(label, what, v string) error {
	if tooManyDigits(v) {
		return &arithError{label + " must be " + what + " of at most " + strconv.Itoa(MaxDigits) +
			" digits, got " + quoted(v), ErrRange}
	}
	return &arithError{label + " must be " + what + ", got " + quoted(v), ErrSyntax}
}

// The string layer reproduces upstream's functions and messages exactly. Every
// input is checked against ^-?[0-9]+$ only ("007" and "-0" are accepted);
// inputs are checked left to right; results are canonical text.

// AddMicro returns a + b.
func AddMicro(a, b string) (string, error) {
	ca, cb, err := integerPair(a, b, "an integer string")
	if err != nil {
		return "", err
	}
	return addIntegers(ca, cb), nil
}

// SubtractMicro returns a − b, failing with "Underflow: <a> - <b> would
// produce a negative result" (a and b as passed) when b > a.
func SubtractMicro(a, b string) (string, error) {
	ca, cb, err := integerPair(a, b, "an integer string")
	if err != nil {
		return "", err
	}
	if compareIntegers(ca, cb) < 0 {
		return "", underflow(a, b)
	}
	return subIntegers(ca, cb), nil
}

// SubtractMicroSigned returns a − b, which may be negative.
func SubtractMicroSigned(a, b string) (string, error) {
	ca, cb, err := integerPair(a, b, "a signed integer string")
	if err != nil {
		return "", err
	}
	return subIntegers(ca, cb), nil
}

// NegateMicro returns −a ("0" and "-0" give "0").
func NegateMicro(a string) (string, error) {
	ca, ok := canonicalInteger(a)
	if !ok {
		return "", inputError("a", "a signed integer string", a)
	}
	return negInteger(ca), nil
}

// IsNegativeMicro reports whether a < 0 ("-0" is not negative).
func IsNegativeMicro(a string) (bool, error) {
	ca, ok := canonicalInteger(a)
	if !ok {
		return false, inputError("a", "a signed integer string", a)
	}
	return ca[0] == '-', nil
}

// MultiplyBPS returns amount × bps / 10000 truncated toward zero
// (("-15", 5000) → "-7"). bps is checked first and must be ≥ 0; it has no
// upper bound.
func MultiplyBPS(amount string, bps int64) (string, error) {
	if bps < 0 {
		return "", negativeBPS(bps)
	}
	c, ok := canonicalInteger(amount)
	if !ok {
		return "", inputError("amount", "an integer string", amount)
	}
	return mulBPSInteger(c, bps), nil
}

// CompareMicro returns -1, 0 or +1 as a is numerically less than, equal to or
// greater than b ("-0" equals "0", "007" equals "7").
func CompareMicro(a, b string) (int, error) {
	ca, cb, err := integerPair(a, b, "an integer string")
	if err != nil {
		return 0, err
	}
	return compareIntegers(ca, cb), nil
}

// BPSShare returns part × 10000 / whole truncated toward zero, the share of
// whole that part represents in basis points. The result is not range-checked
// (BPSShare(5, 3) = 16666). A zero whole fails with "Cannot compute bpsShare
// with zero whole"; an absent operand panics.
func BPSShare(part, whole MicroUSD) (*big.Int, error) {
	p, w := part.present(), whole.present()
	if w == "0" {
		return nil, &arithError{"Cannot compute bpsShare with zero whole", ErrRange}
	}
	if x, ok := smallInteger(p); ok && -maxBPSOperand <= x && x <= maxBPSOperand {
		if y, ok := smallInteger(w); ok {
			return big.NewInt(x * 10000 / y), nil
		}
	}
	x := bigInteger(p)
	x.Mul(x, big10000)
	return x.Quo(x, bigInteger(w)), nil
}

// maxBPSOperand bounds a part whose product with 10000 fits an int64.
const maxBPSOperand = (1<<63 - 1) / 10000

var big10000 = big.NewInt(10000)

// Typed layer: the same arithmetic on parsed values.

// Add returns m + n.
func (m MicroUSD) Add(n MicroUSD) MicroUSD { return MicroUSD{addIntegers(m.present(), n.present())} }

// Sub returns m − n, failing with "Underflow: <m> - <n> would produce a
// negative result" (canonical operands, wrapping ErrRange) when n > m.
func (m MicroUSD) Sub(n MicroUSD) (MicroUSD, error) {
	a, b := m.present(), n.present()
	if compareIntegers(a, b) < 0 {
		return MicroUSD{}, underflow(a, b)
	}
	return MicroUSD{subIntegers(a, b)}, nil
}

// SubSigned returns m − n, which may be negative.
func (m MicroUSD) SubSigned(n MicroUSD) MicroUSD {
	return MicroUSD{subIntegers(m.present(), n.present())}
}

// Neg returns −m.
func (m MicroUSD) Neg() MicroUSD { return MicroUSD{negInteger(m.present())} }

// MulBPS returns m × bps / 10000 truncated toward zero; a negative bps fails
// with "bps must be a non-negative integer, got <bps>" (wrapping ErrRange).
func (m MicroUSD) MulBPS(bps int64) (MicroUSD, error) {
	a := m.present()
	if bps < 0 {
		return MicroUSD{}, negativeBPS(bps)
	}
	return MicroUSD{mulBPSInteger(a, bps)}, nil
}

func underflow(a, b string) error {
	return &arithError{"Underflow: " + a + " - " + b + " would produce a negative result", ErrRange}
}

func negativeBPS(bps int64) error {
	return &arithError{"bps must be a non-negative integer, got " + strconv.FormatInt(bps, 10), ErrRange}
}

func integerPair(a, b, what string) (ca, cb string, err error) {
	ca, ok := canonicalInteger(a)
	if !ok {
		return "", "", inputError("a", what, a)
	}
	cb, ok = canonicalInteger(b)
	if !ok {
		return "", "", inputError("b", what, b)
	}
	return ca, cb, nil
}

// Canonical integer text: ^(0|-?[1-9][0-9]*)$.

// canonicalInteger returns the canonical text of s when s matches
// ^-?[0-9]+$ with at most MaxDigits significant digits: leading zeros
// stripped, "-0" made "0".
func canonicalInteger(s string) (string, bool) {
	digits, neg := s, false
	if s != "" && s[0] == '-' {
		digits, neg = s[1:], true
	}
	if !lex.Digits(digits) {
		return "", false
	}
	k := 0
	for k < len(digits)-1 && digits[k] == '0' {
		k++
	}
	if len(digits)-k > MaxDigits {
		return "", false
	}
	switch {
	case digits[k:] == "0":
		return ZeroMicroText, true
	case !neg:
		return digits[k:], true
	case k == 0:
		return s, true
	}
	return "-" + digits[k:], true
}

// smallInteger returns the value of canonical text of at most 18 digits, which
// always fits an int64 (as do the sum and difference of two such values).
func smallInteger(c string) (int64, bool) {
	digits, neg := splitSign(c)
	if len(digits) > 18 {
		return 0, false
	}
	u, _ := digitsValue(digits)
	if neg {
		return -int64(u), true
	}
	return int64(u), true
}

// splitSign returns the digits of canonical integer text c and whether c is
// negative.
func splitSign(c string) (digits string, neg bool) {
	if c[0] == '-' {
		return c[1:], true
	}
	return c, false
}

// digitsValue returns the value of a string of at most 19 ASCII digits, which
// always fits a uint64; ok is false for a longer string.
func digitsValue(digits string) (v uint64, ok bool) {
	if len(digits) > 19 {
		return 0, false
	}
	for i := 0; i < len(digits); i++ {
		v = v*10 + uint64(digits[i]-'0')
	}
	return v, true
}

func bigInteger(c string) *big.Int {
	x, _ := new(big.Int).SetString(c, 10) // canonical text always parses
	return x
}

func signInteger(c string) int {
	switch {
	case c[0] == '-':
		return -1
	case c == "0":
		return 0
	}
	return 1
}

func compareIntegers(a, b string) int {
	na, nb := a[0] == '-', b[0] == '-'
	if na != nb {
		if na {
			return -1
		}
		return 1
	}
	c := compareMagnitudes(a, b)
	if na {
		return -c
	}
	return c
}

// compareMagnitudes compares canonical texts of the same sign by magnitude:
// without leading zeros the longer is larger, then the digits decide.
func compareMagnitudes(a, b string) int {
	switch {
	case len(a) < len(b):
		return -1
	case len(a) > len(b):
		return 1
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func addIntegers(a, b string) string {
	if x, ok := smallInteger(a); ok {
		if y, ok := smallInteger(b); ok {
			return strconv.FormatInt(x+y, 10)
		}
	}
	x := bigInteger(a)
	return x.Add(x, bigInteger(b)).String()
}

func subIntegers(a, b string) string {
	if x, ok := smallInteger(a); ok {
		if y, ok := smallInteger(b); ok {
			return strconv.FormatInt(x-y, 10)
		}
	}
	x := bigInteger(a)
	return x.Sub(x, bigInteger(b)).String()
}

func negInteger(c string) string {
	switch {
	case c == "0":
		return c
	case c[0] == '-':
		return c[1:]
	}
	return "-" + c
}

// mulBPSInteger returns trunc(c × bps / 10000) for bps ≥ 0.
func mulBPSInteger(c string, bps int64) string {
	mag, neg := splitSign(c)
	if m, ok := digitsValue(mag); ok {
		// |c| × bps as 128 bits; the quotient fits 64 bits when hi < 10000.
		// Truncating the magnitude truncates toward zero.
		if hi, lo := bits.Mul64(m, uint64(bps)); hi < 10000 {
			q, _ := bits.Div64(hi, lo, 10000)
			var buf [21]byte
			b := buf[:0]
			if neg && q != 0 {
				b = append(b, '-')
			}
			return string(strconv.AppendUint(b, q, 10))
		}
	}
	x := bigInteger(c)
	x.Mul(x, big.NewInt(bps))
	return x.Quo(x, big10000).String()
}
