package constraint

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/lex"
)

// The conversion rules between value kinds (ECMAScript's ToNumber, ToString
// and the BigInt conversion the builtins use).

// toString is ECMAScript String(v).
func toString(v Value) string {
	switch v.k {
	case KindString:
		return v.s
	case KindNumber:
		return numberToString(v.f)
	case KindBigInt:
		return v.integer().String()
	case KindBool:
		if v.i != 0 {
			return "true"
		}
		return "false"
	case KindNull:
		return "null"
	case KindArray:
		var b strings.Builder
		appendArrayString(&b, v.arr())
		return b.String()
	case KindObject:
		return "[object Object]"
	}
	return "undefined"
}

// appendArrayString is Array.prototype.join(","), where null and undefined
// elements become the empty string.
func appendArrayString(b *strings.Builder, a *array) {
	for i, e := range a.elems {
		if i > 0 {
			b.WriteByte(',')
		}
		switch e.k {
		case KindUndefined, KindNull:
		case KindArray:
			appendArrayString(b, e.arr())
		default:
			b.WriteString(toString(e))
		}
	}
}

// numberToString is ECMAScript Number::toString (radix 10).
func numberToString(x float64) string {
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

// stringToBigInt is StringToBigInt(s): white space trimmed; "" is 0; then a
// signed decimal integer or an unsigned 0x/0o/0b integer.
//
// Text of more than MaxDigits digits does not convert: the conversion and the
// arithmetic on its result would cost time quadratic in the digits.
func stringToBigInt(s string) (integer, bool) {
	if len(s) > 0 && (s[0] <= ' ' || s[0] >= utf8.RuneSelf || s[len(s)-1] <= ' ' || s[len(s)-1] >= utf8.RuneSelf) {
		s = lex.TrimJSSpace(s)
	}
	if s == "" {
		return integer{}, true
	}
	if base := radix(s); base != 0 {
		if len(s)-2 > MaxDigits || !allDigits(s[2:], base) {
			return integer{}, false
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
	if s == "" || len(s) > MaxDigits || !allDigits(s, 10) {
		return integer{}, false
	}
	return parseDigits(s, 10, neg), true
}

// radix returns the base of an unsigned 0x, 0o or 0b prefix (either case)
// followed by at least one character, else 0.
func radix(s string) int {
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

func allDigits(s string, base int) bool {
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

// toBigInt is ToBigInt-via-string: StringToBigInt(ToString(v)).
func toBigInt(v Value) (integer, bool) {
	switch v.k {
	case KindString:
		return stringToBigInt(v.s)
	case KindBigInt:
		return v.integer(), true
	case KindNumber:
		// Below 2^53 the number's text is its exact integer value.
		if v.f == math.Trunc(v.f) && math.Abs(v.f) <= 1<<53 {
			return integer{small: int64(v.f)}, true
		}
		return stringToBigInt(numberToString(v.f))
	case KindArray:
		return stringToBigInt(toString(v))
	}
	return integer{}, false // true, false, null, undefined, objects
}

// numberToBigInt converts a finite integral number exactly (comparison
// coercion only: 1e21 converts, although its text does not).
func numberToBigInt(x float64) (integer, bool) {
	if !isIntegral(x) {
		return integer{}, false
	}
	return floatInteger(x), true
}

// stringToNumber is ECMAScript StringToNumber (used by delta).
func stringToNumber(s string) float64 {
	s = lex.TrimJSSpace(s)
	if s == "" {
		return 0
	}
	if base := radix(s); base != 0 {
		if !allDigits(s[2:], base) {
			return math.NaN()
		}
		b, _ := new(big.Int).SetString(s[2:], base)
		f, _ := new(big.Float).SetInt(b).Float64()
		return f
	}
	body := s
	if body[0] == '+' || body[0] == '-' {
		body = body[1:]
	}
	if body == "Infinity" {
		if s[0] == '-' {
			return math.Inf(-1)
		}
		return math.Inf(1)
	}
	if !isDecimalLiteral(body) {
		return math.NaN()
	}
	f, _ := strconv.ParseFloat(s, 64) // syntax checked; overflow gives ±Inf as in ECMAScript
	return f
}

// isDecimalLiteral matches StrUnsignedDecimalLiteral without Infinity:
// digits [ "." [digits] ] [exp] | "." digits [exp].
func isDecimalLiteral(s string) bool {
	i, n := 0, len(s)
	intDigits := 0
	for i < n && s[i] >= '0' && s[i] <= '9' {
		i++
		intDigits++
	}
	fracDigits := 0
	if i < n && s[i] == '.' {
		i++
		for i < n && s[i] >= '0' && s[i] <= '9' {
			i++
			fracDigits++
		}
	}
	if intDigits == 0 && fracDigits == 0 {
		return false
	}
	if i < n && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < n && (s[i] == '+' || s[i] == '-') {
			i++
		}
		expDigits := 0
		for i < n && s[i] >= '0' && s[i] <= '9' {
			i++
			expDigits++
		}
		if expDigits == 0 {
			return false
		}
	}
	return i == n
}

// strictEqual is the identity rule of the eq builtin: ECMAScript ===.
func strictEqual(a, b Value) bool {
	if a.k != b.k {
		return false
	}
	switch a.k {
	case KindUndefined, KindNull:
		return true
	case KindBool:
		return a.i == b.i
	case KindNumber:
		return a.f == b.f
	case KindString:
		return a.s == b.s
	case KindBigInt:
		return a.integer().cmp(b.integer()) == 0
	}
	return a.x == b.x // arrays and objects: the same node
}

// sameValueZero is set membership: like strictEqual, but NaN equals NaN.
func sameValueZero(a, b Value) bool {
	if a.k == KindNumber && b.k == KindNumber && a.f != a.f && b.f != b.f {
		return true
	}
	return strictEqual(a, b)
}

// lowercase is ECMAScript toLowerCase (locale-independent, full Unicode).
func lowercase(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return cases.Lower(language.Und).String(s)
		}
	}
	return strings.ToLower(s)
}
