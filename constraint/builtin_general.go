package constraint

import (
	"math"

	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// Big-integer builtins and general builtins.

var zeroBig = bigV(rt.Int{})

// bigint_sum(A) sums the non-nullish elements of A; bigint_sum(A, F) the
// non-nullish values at path F of A's object and array elements. A value
// that does not convert makes the whole sum 0; so does an A that is not an
// array or an F that is not a string.
func bigintSum(e *env, a, f Value, n int) Value {
	elems, ok := elements(a)
	if !ok || n == 2 && f.k != KindString {
		return zeroBig
	}
	var sum rt.Int
	for _, v := range elems {
		if n == 2 {
			if !isContainer(v) {
				continue
			}
			v = atPath(v, f.s)
		}
		if v.IsNullish() {
			continue
		}
		x, ok := e.toBigInt(v)
		if !ok {
			return zeroBig
		}
		sum = sum.Add(x)
	}
	return bigV(sum)
}

// bigArgs converts both operands with ToBigInt-via-string, a nullish
// operand counting as the number 0.
func bigArgs(e *env, a, b Value) (x, y rt.Int, ok bool) {
	if !a.IsNullish() {
		if x, ok = e.toBigInt(a); !ok {
			return
		}
	}
	if !b.IsNullish() {
		if y, ok = e.toBigInt(b); !ok {
			return
		}
	}
	return x, y, true
}

func bigintCompare(test func(int) bool) func(*env, Value, Value, int) Value {
	return func(e *env, a, b Value, _ int) Value {
		x, y, ok := bigArgs(e, a, b)
		return Bool(ok && test(x.Cmp(y)))
	}
}

// bigint_sub and bigint_add return decimal text; "0" on a failed conversion.
func bigintArith(op func(rt.Int, rt.Int) rt.Int) func(*env, Value, Value, int) Value {
	return func(e *env, a, b Value, _ int) Value {
		x, y, ok := bigArgs(e, a, b)
		if !ok {
			return String("0")
		}
		return String(op(x, y).String())
	}
}

func eqBuiltin(_ *env, a, b Value, _ int) Value { return Bool(strictEqual(a, b)) }

// len: array count, string UTF-16 length, object member count, else 0.
func lenBuiltin(_ *env, v, _ Value, _ int) Value {
	switch v.k {
	case KindObject:
		return Number(float64(len(v.obj().members)))
	case KindArray, KindString:
		return lengthOf(v)
	}
	return Number(0)
}

var kindValues = func() [len(kindNames)]Value {
	var out [len(kindNames)]Value
	for i, n := range kindNames {
		out[i] = String(n)
	}
	return out
}()

func typeOf(_ *env, v, _ Value, _ int) Value { return kindValues[v.k] }

func isBigintCoercible(_ *env, v, _ Value, _ int) Value {
	switch v.k {
	case KindBigInt:
		return vTrue
	case KindNumber:
		return Bool(rt.IsIntegral(v.f))
	case KindString:
		_, ok := rt.ParseInt(v.s)
		return Bool(ok)
	}
	return vFalse
}

// unique_values(A, F): false when two values at path F of A's object and
// array elements are SameValueZero-equal (undefined skipped, null counts).
func uniqueValues(_ *env, a, f Value, _ int) Value {
	elems, ok := elements(a)
	if !ok || f.k != KindString {
		return vTrue
	}
	seen := make(valueSet, len(elems))
	for _, el := range elems {
		if !isContainer(el) {
			continue
		}
		v := atPath(el, f.s)
		if v.k == KindUndefined {
			continue
		}
		if seen.has(v) {
			return vFalse
		}
		seen.add(v)
	}
	return vTrue
}

// object_keys_subset(R, A): every member name of the object R is
// ToString of some element of A.
func objectKeysSubset(_ *env, r, a Value, _ int) Value {
	if r.k != KindObject {
		return vTrue
	}
	elems, ok := elements(a)
	if !ok {
		return vFalse
	}
	allowed := make(map[string]struct{}, len(elems))
	for _, e := range elems {
		allowed[toString(e)] = struct{}{}
	}
	for _, m := range r.obj().members {
		if _, ok := allowed[m.Name]; !ok {
			return vFalse
		}
	}
	return vTrue
}

// Temporal builtins.

// changed(path): false without a previous state; else whether the value at
// path differs (by identity) between the current and the previous state.
func changed(e *env, p *rawPath) Value {
	prev := e.previousState()
	if prev.IsNullish() {
		return vFalse
	}
	return Bool(!strictEqual(p.current(e), p.in(prev)))
}

// previous(path): the value at path in the previous state.
func previous(e *env, p *rawPath) Value {
	prev := e.previousState()
	if prev.IsNullish() {
		return undefined
	}
	return p.in(prev)
}

// delta(path): current − previous as a bigint when both convert, else as a
// number when both parse as numbers, else bigint 0.
func delta(e *env, p *rawPath) Value {
	prev := e.previousState()
	if prev.IsNullish() {
		return zeroBig
	}
	c, pv := p.current(e), p.in(prev)
	if c.IsNullish() {
		c = Number(0)
	}
	if pv.IsNullish() {
		pv = Number(0)
	}
	x, okc := toBigInt(c)
	y, okp := toBigInt(pv)
	if okc && okp {
		return bigV(x.Sub(y))
	}
	fc, fp := stringToNumber(toString(c)), stringToNumber(toString(pv))
	if !math.IsNaN(fc) && !math.IsNaN(fp) {
		return Number(fc - fp)
	}
	return zeroBig
}
