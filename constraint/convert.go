package constraint

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
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
		return rt.NumberString(v.f)
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

// toBigInt is ToBigInt-via-string: StringToBigInt(ToString(v)).
func toBigInt(v Value) (rt.Int, bool) {
	switch v.k {
	case KindString:
		return rt.ParseInt(v.s)
	case KindBigInt:
		return v.integer(), true
	case KindNumber:
		return rt.NumberInt(v.f)
	case KindArray:
		return rt.ParseInt(toString(v))
	}
	return rt.Int{}, false // true, false, null, undefined, objects
}

// stringToNumber is ECMAScript StringToNumber (used by delta).
func stringToNumber(s string) float64 {
	s = lex.TrimJSSpace(s)
	if s == "" {
		return 0
	}
	if base := rt.Radix(s); base != 0 {
		if !rt.AllDigits(s[2:], base) {
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
		return a.integer().Cmp(b.integer()) == 0
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
