package codec

import (
	"encoding"
	"fmt"
	"reflect"
	"unsafe"
)

// RefKind is what a Ref holds, as the default encoding would write it.
type RefKind uint8

// The kinds of a Ref. RefOther is a value a reader navigating member by
// member does not take apart (a map, an object primitive, an any-valued or
// foreign value, an object that keeps undeclared members): it visits it.
const (
	RefAbsent      RefKind = iota // the member is not written
	RefNull                       // null
	RefEmptyArray                 // a required absent array, written []
	RefEmptyObject                // a required absent map, written {}
	RefString                     // a string or enumeration member
	RefText                       // a text primitive
	RefBool
	RefInt
	RefUint
	RefFloat
	RefArray  // a slice
	RefObject // a closed struct
	RefOther
)

// Type is the static shape of a value of a planned type, pointers
// followed: what a reader resolves member names and element types on once,
// before navigating documents. The zero Type is no type.
type Type struct{ pl *plan }

// Ref is a value inside a Go document, by plan and address: what a reader
// navigating a document member by member (the constraint evaluator) holds
// instead of a copy. The zero Ref is an absent member. A Ref is valid as
// long as the document it points into is not modified.
type Ref struct {
	pl *plan
	p  unsafe.Pointer
	k  RefKind
}

// FieldType returns the Type of declared member i of m.
func (m *Members) FieldType(i int) Type { return refType(m.pl.fields[i].plan) }

// Ref returns declared member i of the document doc points to, as Visit
// writes it inside the top-level object.
func (m *Members) Ref(doc unsafe.Pointer, i int) Ref {
	return Ref{pl: m.pl, p: doc, k: RefObject}.Field(i)
}

func refType(pl *plan) Type {
	for pl.kind == kPtr {
		pl = pl.elem
	}
	return Type{pl}
}

// Kind returns the kind of the values of t when present and not null.
func (t Type) Kind() RefKind { return refKindOf(t.pl) }

func refKindOf(pl *plan) RefKind {
	switch pl.kind {
	case kString, kEnum:
		return RefString
	case kText:
		return RefText
	case kBool:
		return RefBool
	case kInt:
		return RefInt
	case kUint:
		return RefUint
	case kFloat:
		return RefFloat
	case kSlice:
		return RefArray
	case kStruct:
		if !pl.open {
			return RefObject
		}
	}
	return RefOther
}

// Field returns the index and Type of the declared member name of t, a
// Type of kind RefObject; false when t declares no such member.
func (t Type) Field(name string) (int, Type, bool) {
	i, ok := t.pl.byName[name]
	if !ok {
		return 0, Type{}, false
	}
	return i, refType(t.pl.fields[i].plan), true
}

// Elem returns the Type of the elements of t, a Type of kind RefArray.
func (t Type) Elem() Type { return refType(t.pl.elem) }

// Same reports whether t and u are one type.
func (t Type) Same(u Type) bool { return t.pl == u.pl }

// refTo makes the Ref of the value of plan pl at p, pointers followed.
func refTo(pl *plan, p unsafe.Pointer) Ref {
	for pl.kind == kPtr {
		p = *(*unsafe.Pointer)(p)
		if p == nil {
			return Ref{k: RefNull}
		}
		pl = pl.elem
	}
	if pl.kind == kRaw && *(*unsafe.Pointer)(p) == nil {
		return Ref{k: RefNull}
	}
	return Ref{pl: pl, p: p, k: refKindOf(pl)}
}

// Kind returns the kind of r.
func (r Ref) Kind() RefKind { return r.k }

// Field returns declared member i of r, of kind RefObject, as Visit writes
// it inside r's object: absent when left out, the empty array, empty object
// or null for a required member that is absent.
func (r Ref) Field(i int) Ref {
	f := &r.pl.fields[i]
	fp := unsafe.Add(r.p, f.offset)
	if absent(f.plan, fp) {
		switch {
		case !f.required:
		case f.plan.kind == kSlice:
			return Ref{k: RefEmptyArray}
		case f.plan.kind == kMap:
			return Ref{k: RefEmptyObject}
		case f.plan.kind == kPtr && f.c.nullable, f.plan.kind == kRaw:
			return Ref{k: RefNull}
		}
		return Ref{}
	}
	return refTo(f.plan, fp)
}

// Len returns the number of elements of r, of kind RefArray.
func (r Ref) Len() int {
	_, n := sliceAt(r.p)
	return n
}

// Index returns element i (0 <= i < Len) of r, of kind RefArray.
func (r Ref) Index(i int) Ref {
	base, _ := sliceAt(r.p)
	return refTo(r.pl.elem, unsafe.Add(base, uintptr(i)*r.pl.elem.size))
}

// Str returns the string of r, of kind RefString.
func (r Ref) Str() string { return *(*string)(r.p) }

// Bool returns the boolean of r, of kind RefBool.
func (r Ref) Bool() bool { return *(*bool)(r.p) }

// Int returns the integer of r, of kind RefInt.
func (r Ref) Int() int64 { return loadInt(r.pl, r.p) }

// Uint returns the integer of r, of kind RefUint.
func (r Ref) Uint() uint64 { return loadUint(r.pl, r.p) }

// Float returns the number of r, of kind RefFloat.
func (r Ref) Float() float64 { return *(*float64)(r.p) }

// Text returns the text of r, of kind RefText, as Visit gives it, and the
// error of a MarshalText that fails.
func (r Ref) Text() (string, error) {
	tv := reflect.NewAt(r.pl.t, r.p).Interface()
	if s, ok := tv.(fmt.Stringer); ok {
		return s.String(), nil
	}
	b, err := tv.(encoding.TextMarshaler).MarshalText()
	return string(b), err
}

// Len returns the number of members Visit writes for the top-level object
// of the document doc points to.
func (m *Members) Len(doc unsafe.Pointer) int {
	r := Ref{pl: m.pl, p: doc, k: RefObject}
	n := 0
	for i := range m.pl.fields {
		if r.Field(i).k != RefAbsent {
			n++
		}
	}
	return n
}
