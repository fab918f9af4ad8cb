package constraint

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

type cmpOp uint8

const (
	opEq cmpOp = iota
	opNe
	opLt
	opGt
	opLe
	opGe
)

var cmpOps = map[string]cmpOp{"==": opEq, "!=": opNe, "<": opLt, ">": opGt, "<=": opLe, ">=": opGe}

// ordered applies op to a three-way comparison result.
func ordered(op cmpOp, c int) bool {
	switch op {
	case opEq:
		return c == 0
	case opNe:
		return c != 0
	case opLt:
		return c < 0
	case opGt:
		return c > 0
	case opLe:
		return c <= 0
	}
	return c >= 0
}

// compare is a comparison operator, in the spec's order.
func compare(op cmpOp, l, r Value) bool {
	// 1–2. null on either side: == and != test for null or undefined.
	if r.k == KindNull || l.k == KindNull {
		other := l
		if l.k == KindNull {
			other = r
		}
		switch op {
		case opEq:
			return other.IsNullish()
		case opNe:
			return !other.IsNullish()
		}
		return false
	}
	// 3. Big-integer coercion only when exactly one side is a bigint.
	if l.k == KindBigInt && r.k != KindBigInt {
		r = coerceBig(r)
	} else if r.k == KindBigInt && l.k != KindBigInt {
		l = coerceBig(l)
	}
	if l.k == r.k {
		switch l.k {
		case KindBigInt: // 4.
			return ordered(op, l.integer().Cmp(r.integer()))
		case KindNumber: // 4. IEEE: every comparison with NaN is false except !=
			switch op {
			case opEq:
				return l.f == r.f
			case opNe:
				return l.f != r.f
			case opLt:
				return l.f < r.f
			case opGt:
				return l.f > r.f
			case opLe:
				return l.f <= r.f
			}
			return l.f >= r.f
		case KindString: // 4. UTF-16 order
			return ordered(op, codec.CompareUTF16(l.s, r.s))
		case KindBool: // 5.
			switch op {
			case opEq:
				return l.i == r.i
			case opNe:
				return l.i != r.i
			}
			return false
		}
	}
	// 6. Identity; ordering is false.
	switch op {
	case opEq:
		return strictEqual(l, r)
	case opNe:
		return !strictEqual(l, r)
	}
	return false
}

// coerceBig converts a string (StringToBigInt) or a number (NumberToBigInt)
// compared with a bigint; a value that does not convert keeps its kind.
func coerceBig(v Value) Value {
	switch v.k {
	case KindString:
		if n, ok := rt.ParseInt(v.s); ok {
			return bigV(n)
		}
	case KindNumber:
		if n, ok := rt.FloatInt(v.f); ok {
			return bigV(n)
		}
	}
	return v
}
