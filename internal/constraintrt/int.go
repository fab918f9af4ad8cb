package constraintrt

import (
	"math"
	"math/big"
	"strconv"
	"unicode/utf8"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/lex"
)

// MaxDigits is the most digits (after the sign or radix prefix) of integer
// text that converts to an Int (constraint.MaxDigits).
const MaxDigits = 128

// Int is an arbitrary-precision integer with an int64 fast path: big is nil
// when the value fits small. Operations never modify their operands. The
// zero Int is 0.
type Int struct {
	small int64
	big   *big.Int
}

// IntOf returns the Int of small, or of b when b is not nil (b is kept, not
// copied).
func IntOf(small int64, b *big.Int) Int {
	if b != nil {
		return fromBig(b)
	}
	return Int{small: small}
}

// Parts returns the int64 value of n and nil, or 0 and its *big.Int (shared,
// not to be modified) when it does not fit.
func (n Int) Parts() (int64, *big.Int) { return n.small, n.big }

func fromBig(b *big.Int) Int {
	if b.IsInt64() {
		return Int{small: b.Int64()}
	}
	return Int{big: b}
}

// ToBig returns a new *big.Int holding n.
func (n Int) ToBig() *big.Int {
	if n.big != nil {
		return new(big.Int).Set(n.big)
	}
	return big.NewInt(n.small)
}

func (n Int) bigOrTemp() *big.Int {
	if n.big != nil {
		return n.big
	}
	return big.NewInt(n.small)
}

// Sign returns -1, 0 or 1.
func (n Int) Sign() int {
	if n.big != nil {
		return n.big.Sign()
	}
	switch {
	case n.small < 0:
		return -1
	case n.small > 0:
		return 1
	}
	return 0
}

// Cmp returns -1, 0 or 1 as n is less than, equal to or greater than m.
func (n Int) Cmp(m Int) int {
	if n.big == nil && m.big == nil {
		switch {
		case n.small < m.small:
			return -1
		case n.small > m.small:
			return 1
		}
		return 0
	}
	return n.bigOrTemp().Cmp(m.bigOrTemp())
}

// Add returns n + m.
func (n Int) Add(m Int) Int {
	if n.big == nil && m.big == nil {
		s := n.small + m.small
		// Overflow iff both operands have the same sign and the sum's differs.
		if (n.small >= 0) == (m.small >= 0) && (s >= 0) != (n.small >= 0) {
			return Int{big: new(big.Int).Add(big.NewInt(n.small), big.NewInt(m.small))}
		}
		return Int{small: s}
	}
	return fromBig(new(big.Int).Add(n.bigOrTemp(), m.bigOrTemp()))
}

// Sub returns n − m.
func (n Int) Sub(m Int) Int {
	if n.big == nil && m.big == nil {
		s := n.small - m.small
		if (n.small >= 0) != (m.small >= 0) && (s >= 0) != (n.small >= 0) {
			return Int{big: new(big.Int).Sub(big.NewInt(n.small), big.NewInt(m.small))}
		}
		return Int{small: s}
	}
	return fromBig(new(big.Int).Sub(n.bigOrTemp(), m.bigOrTemp()))
}

// String returns the decimal text of n.
func (n Int) String() string {
	if n.big != nil {
		return n.big.String()
	}
	return strconv.FormatInt(n.small, 10)
}

// TextLen is the length of the decimal text of n, without making it.
func (n Int) TextLen() int64 {
	if n.big != nil {
		return int64(len(n.big.String()))
	}
	// The digits of |small| (as an unsigned number: |MinInt64| fits), and
	// the sign.
	l, u := int64(1), uint64(n.small)
	if n.small < 0 {
		l, u = 2, -u
	}
	for ; u >= 10; u /= 10 {
		l++
	}
	return l
}

// ParseInt is ECMAScript's StringToBigInt(s): white space trimmed; "" is 0;
// then a signed decimal integer or an unsigned 0x/0o/0b integer. Text of more
// than MaxDigits digits does not convert: the conversion and the arithmetic on
// its result would cost time quadratic in the digits.
func ParseInt(s string) (Int, bool) {
	if len(s) > 0 && (s[0] <= ' ' || s[0] >= utf8.RuneSelf || s[len(s)-1] <= ' ' || s[len(s)-1] >= utf8.RuneSelf) {
		s = lex.TrimJSSpace(s)
	}
	if s == "" {
		return Int{}, true
	}
	if base := Radix(s); base != 0 {
		if len(s)-2 > MaxDigits || !AllDigits(s[2:], base) {
			return Int{}, false
		}
		return parseDigits(s[2:], base, false), true
	}
	neg := false
	switch s[0] {
	case '-':
		neg, s = true, s[1:]
	case '+':
		s = s[1:]
	}
	if s == "" || len(s) > MaxDigits || !AllDigits(s, 10) {
		return Int{}, false
	}
	return parseDigits(s, 10, neg), true
}

// Radix returns the base of an unsigned 0x, 0o or 0b prefix (either case)
// followed by at least one character, else 0.
func Radix(s string) int {
	if len(s) > 2 && s[0] == '0' {
		switch s[1] {
		case 'x', 'X':
			return 16
		case 'o', 'O':
			return 8
		case 'b', 'B':
			return 2
		}
	}
	return 0
}

// AllDigits reports whether s is a non-empty run of digits of base (2, 8,
// 10 or 16).
func AllDigits(s string, base int) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		var d int
		switch {
		case c >= '0' && c <= '9':
			d = int(c - '0')
		case c >= 'a' && c <= 'f':
			d = int(c-'a') + 10
		case c >= 'A' && c <= 'F':
			d = int(c-'A') + 10
		default:
			return false
		}
		if d >= base {
			return false
		}
	}
	return true
}

// parseDigits parses a non-empty run of digits of the given base (2, 8, 10
// or 16), already validated by the caller.
func parseDigits(s string, base int, neg bool) Int {
	if base == 10 && len(s) <= 18 {
		var v int64
		for i := 0; i < len(s); i++ {
			v = v*10 + int64(s[i]-'0')
		}
		if neg {
			v = -v
		}
		return Int{small: v}
	}
	b, _ := new(big.Int).SetString(s, base)
	if neg {
		b.Neg(b)
	}
	return fromBig(b)
}

// Digits returns the number of digits of s when s is integer text ParseInt
// would read but for its length (white space, a sign or a radix prefix,
// digits), else 0.
func Digits(s string) int {
	s = lex.TrimJSSpace(s)
	if base := Radix(s); base != 0 {
		if AllDigits(s[2:], base) {
			return len(s) - 2
		}
		return 0
	}
	if s != "" && (s[0] == '-' || s[0] == '+') {
		s = s[1:]
	}
	if AllDigits(s, 10) {
		return len(s)
	}
	return 0
}

// DigitsMsg is the message of the evaluation error of integer text of n
// digits, more than MaxDigits.
func DigitsMsg(n int) string {
	return "integer text of " + strconv.Itoa(n) + " digits exceeds the limit of " + strconv.Itoa(MaxDigits) + " digits"
}

// IsIntegral reports whether x is finite and has no fraction.
func IsIntegral(x float64) bool {
	return !math.IsInf(x, 0) && x == math.Trunc(x)
}

// FloatInt converts a finite integral number exactly (comparison coercion:
// 1e21 converts, although its text does not); false otherwise.
func FloatInt(x float64) (Int, bool) {
	if !IsIntegral(x) {
		return Int{}, false
	}
	if x >= -(1<<63) && x < 1<<63 {
		return Int{small: int64(x)}, true
	}
	b, _ := new(big.Float).SetFloat64(x).Int(nil)
	return Int{big: b}, true
}

// NumberInt is ToBigInt-via-string of a number: ParseInt of its ECMAScript
// text.
func NumberInt(f float64) (Int, bool) {
	// Below 2^53 the number's text is its exact integer value.
	if f == math.Trunc(f) && math.Abs(f) <= 1<<53 {
		return Int{small: int64(f)}, true
	}
	return ParseInt(NumberString(f))
}

// NumberString is ECMAScript Number::toString (radix 10).
func NumberString(x float64) string {
	switch {
	case x != x:
		return "NaN"
	case math.IsInf(x, 1):
		return "Infinity"
	case math.IsInf(x, -1):
		return "-Infinity"
	}
	if x == math.Trunc(x) && math.Abs(x) < 1e15 {
		return strconv.FormatInt(int64(x), 10) // common case, also -0 → "0"
	}
	return string(codec.AppendNumber(nil, x))
}
