package constraint

import (
	"math/big"
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// Kind is the kind of a [Value]. Its String method
// returns the name type_of gives it.
type Kind uint8

// The kinds of the value model. The zero Value is undefined.
const (
	KindUndefined Kind = iota
	KindNull
	KindBool
	KindNumber
	KindString
	KindBigInt
	KindArray
	KindObject
)

var kindNames = [...]string{"undefined", "null", "boolean", "number", "string", "bigint", "array", "object"}

// String returns the type_of name of k: undefined, null, boolean, number,
// string, bigint, array or object.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "invalid"
}

// Value is one value of the expression language: undefined, null, a boolean,
// a float64 number, a string, an arbitrary-precision integer (bigint), or a
// JSON array or object. Arrays and objects have identity: two of them are
// identical only when they are the same node of the same document.
//
// The zero Value is undefined. Values are immutable and safe for concurrent
// use; a document decoded once can be evaluated by many goroutines.
type Value struct {
	k Kind
	i int64   // bool (0/1); bigint when x is nil
	f float64 // number
	s string  // string
	x any     // *big.Int (bigint beyond int64), *array, *object
}

type array struct{ elems []Value }

// Member is one member of an object value.
type Member struct {
	Name  string
	Value Value
}

// object keeps its members in document order (order never matters for the
// language, but reports and ToString are deterministic). Large objects get
// an index; smaller ones are scanned: building the index costs more than
// the few lookups an evaluation makes into an object of a document type's
// size (most names differ in length, so a scan is a few comparisons).
type object struct {
	members []Member
	index   map[string]int
}

const objectIndexThreshold = 32

func newObject(members []Member) *object {
	o := &object{}
	initObject(o, members)
	return o
}

func initObject(o *object, members []Member) {
	o.members = members
	if len(members) > objectIndexThreshold {
		o.index = make(map[string]int, len(members))
		for i := len(members) - 1; i >= 0; i-- { // first occurrence wins
			o.index[members[i].Name] = i
		}
	}
}

func (o *object) get(name string) (Value, bool) {
	if o.index != nil {
		if i, ok := o.index[name]; ok {
			return o.members[i].Value, true
		}
		return Value{}, false
	}
	for i := range o.members {
		if o.members[i].Name == name {
			return o.members[i].Value, true
		}
	}
	return Value{}, false
}

var (
	undefined = Value{}
	null      = Value{k: KindNull}
	vTrue     = Value{k: KindBool, i: 1}
	vFalse    = Value{k: KindBool}
)

// Undefined returns the undefined value (the zero Value).
func Undefined() Value { return Value{} }

// Null returns the null value.
func Null() Value { return null }

// Bool returns a boolean value.
func Bool(b bool) Value {
	if b {
		return vTrue
	}
	return vFalse
}

// Number returns a number value.
func Number(f float64) Value { return Value{k: KindNumber, f: f} }

// String returns a string value.
func String(s string) Value { return Value{k: KindString, s: s} }

// BigInt returns a bigint value holding a copy of n (0 when n is nil).
func BigInt(n *big.Int) Value {
	if n == nil {
		return bigV(rt.Int{})
	}
	return bigV(rt.IntOf(0, new(big.Int).Set(n)))
}

// ArrayOf returns a new array value (a fresh node) holding the elements.
func ArrayOf(elems ...Value) Value {
	return Value{k: KindArray, x: &array{elems: append([]Value(nil), elems...)}}
}

// ObjectOf returns a new object value (a fresh node) with the members in the
// order given. When a name repeats, member lookups see its first occurrence.
func ObjectOf(members ...Member) Value {
	return Value{k: KindObject, x: newObject(append([]Member(nil), members...))}
}

func bigV(n rt.Int) Value {
	small, b := n.Parts()
	if b != nil {
		return Value{k: KindBigInt, x: b}
	}
	return Value{k: KindBigInt, i: small}
}

// Kind returns the kind of v.
func (v Value) Kind() Kind { return v.k }

// IsNullish reports whether v is null or undefined.
func (v Value) IsNullish() bool { return v.k <= KindNull }

// Truthy reports the truthiness of v: false, 0, -0, NaN,
// bigint 0, "", null and undefined are false; everything else, including [],
// {}, "0" and "false", is true. A constraint passes when its value is truthy.
func (v Value) Truthy() bool {
	switch v.k {
	case KindBool:
		return v.i != 0
	case KindNumber:
		return v.f == v.f && v.f != 0 // NaN and ±0 are false
	case KindString:
		return v.s != ""
	case KindBigInt:
		return v.x != nil || v.i != 0
	case KindArray, KindObject:
		return true
	}
	return false
}

// AsBool returns the boolean and true when v is a boolean.
func (v Value) AsBool() (bool, bool) { return v.i != 0, v.k == KindBool }

// AsNumber returns the number and true when v is a number.
func (v Value) AsNumber() (float64, bool) { return v.f, v.k == KindNumber }

// AsString returns the string and true when v is a string.
func (v Value) AsString() (string, bool) { return v.s, v.k == KindString }

// AsBigInt returns a copy of the integer and true when v is a bigint.
func (v Value) AsBigInt() (*big.Int, bool) {
	if v.k != KindBigInt {
		return nil, false
	}
	return v.integer().ToBig(), true
}

func (v Value) integer() rt.Int {
	b, _ := v.x.(*big.Int)
	return rt.IntOf(v.i, b)
}

func (v Value) arr() *array {
	a, _ := v.x.(*array)
	return a
}

func (v Value) obj() *object {
	o, _ := v.x.(*object)
	return o
}

// Len returns the number of elements of an array or members of an object,
// and 0 for any other value.
func (v Value) Len() int {
	switch v.k {
	case KindArray:
		return len(v.arr().elems)
	case KindObject:
		return len(v.obj().members)
	}
	return 0
}

// Index returns element i of an array, or undefined when v is not an array
// or i is out of range.
func (v Value) Index(i int) Value {
	if v.k != KindArray {
		return undefined
	}
	a := v.arr()
	if i < 0 || i >= len(a.elems) {
		return undefined
	}
	return a.elems[i]
}

// Get returns the member name of an object and whether it exists. For any
// other value it returns undefined and false.
func (v Value) Get(name string) (Value, bool) {
	if v.k != KindObject {
		return undefined, false
	}
	return v.obj().get(name)
}

// Members returns a copy of an object's members in document order (nil for
// any other value).
func (v Value) Members() []Member {
	if v.k != KindObject {
		return nil
	}
	return append([]Member(nil), v.obj().members...)
}

// Identical reports whether a and b are the same value under the language's
// identity rule (the eq builtin): same kind and
// value, arrays and objects the same node, null ≠ undefined, NaN ≠ NaN, and
// a bigint never equals a number.
func Identical(a, b Value) bool { return strictEqual(a, b) }

// String renders v for diagnostics and test vectors in the language's own
// notation: undefined, null, true, 1.5 (ECMAScript number text), 12n for a
// bigint, 'text' for a string (with \' and \\ escaped), [a, b] and
// {"name": v}.
func (v Value) String() string {
	var b strings.Builder
	v.render(&b)
	return b.String()
}

func (v Value) render(b *strings.Builder) {
	switch v.k {
	case KindString:
		b.WriteByte('\'')
		for i := 0; i < len(v.s); i++ {
			if c := v.s[i]; c == '\'' || c == '\\' {
				b.WriteByte('\\')
			}
			b.WriteByte(v.s[i])
		}
		b.WriteByte('\'')
	case KindBigInt:
		b.WriteString(v.integer().String())
		b.WriteByte('n')
	case KindArray:
		b.WriteByte('[')
		for i, e := range v.arr().elems {
			if i > 0 {
				b.WriteString(", ")
			}
			e.render(b)
		}
		b.WriteByte(']')
	case KindObject:
		b.WriteByte('{')
		for i, m := range v.obj().members {
			if i > 0 {
				b.WriteString(", ")
			}
			b.Write(codec.AppendString(nil, m.Name))
			b.WriteString(": ")
			m.Value.render(b)
		}
		b.WriteByte('}')
	default:
		b.WriteString(toString(v))
	}
}
