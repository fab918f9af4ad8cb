package codec

import (
	"encoding"
	"reflect"
	"unsafe"
)

// The handles generated decoders hold (in package variables their setup
// function fills): the checks of a member, the parsing of a text
// primitive, the check of a raw form, the decoding of an object primitive.

// Checks are the value checks (hf keywords) of one member or element, for
// generated code: each method reports whether the value passes them, as
// the validation walk would find.
type Checks struct{ c *constraints }

var noChecks = newConstraints()

func checksOf(c *constraints) *Checks {
	if c == nil {
		c = noChecks
	}
	return &Checks{c}
}

// FieldChecks returns the checks of the member of struct type t declared as
// Go field goName.
func FieldChecks(t reflect.Type, goName string) *Checks {
	pl := planOf(t)
	for i := range pl.fields {
		if pl.fields[i].goName == goName {
			return checksOf(pl.fields[i].c)
		}
	}
	panic("codec: " + t.String() + " has no planned field " + goName)
}

// TypeChecks returns the checks of a document of type t (its type-level
// constraints).
func TypeChecks(t reflect.Type) *Checks { return checksOf(planOf(t).topC) }

// Item returns the checks of the elements (array) or values (record).
func (k *Checks) Item() *Checks { return checksOf(k.c.item) }

// Has reports whether there is any value check at all.
func (k *Checks) Has() bool { return k.c.hasChecks }

// HasItems reports whether an array length bound is set.
func (k *Checks) HasItems() bool { return k.c.minItems >= 0 || k.c.maxItems >= 0 }

// Nullable reports whether null is a valid value.
func (k *Checks) Nullable() bool { return k.c.nullable }

// String checks a string.
func (k *Checks) String(s string) bool {
	c := k.c
	return !(c.constSet && s != c.constStr) && (c.match == nil || c.match(s)) &&
		!(c.minLength == 1 && s == "" || c.minLength > 1 && UTF16Len(s) < c.minLength) &&
		!(c.maxLength >= 0 && len(s) > c.maxLength && UTF16Len(s) > c.maxLength)
}

// Int checks an integer.
func (k *Checks) Int(n int64) bool {
	return k.number(float64(n), n >= -1<<53 && n <= 1<<53, func(b *bound) int { return cmpInt(n, b.val) })
}

// Uint checks an unsigned integer.
func (k *Checks) Uint(n uint64) bool {
	return k.number(float64(n), n <= 1<<53, func(b *bound) int { return cmpUint(n, b.val) })
}

// Float checks a number.
func (k *Checks) Float(f float64) bool {
	return k.number(f, true, func(b *bound) int { return cmp3(f, b.val) })
}

func (k *Checks) number(f float64, exact bool, cmp func(*bound) int) bool {
	c := k.c
	if c.constSet && (f != c.constNum || !exact) {
		return false
	}
	if b := c.min; b != nil {
		if r := cmp(b); r < 0 || r == 0 && b.exclusive {
			return false
		}
	}
	if b := c.max; b != nil {
		if r := cmp(b); r > 0 || r == 0 && b.exclusive {
			return false
		}
	}
	return true
}

// Len checks an array length.
func (k *Checks) Len(n int) bool {
	c := k.c
	return !(c.minItems >= 0 && n < c.minItems) && !(c.maxItems >= 0 && n > c.maxItems)
}

// TextType is a text primitive's decoding, for generated code.
type TextType struct{ pl *plan }

// TextOf returns the decoding of the text primitive t.
func TextOf(t reflect.Type) *TextType { return &TextType{planOf(t)} }

// Text reads a string into the text primitive of h at p, as the reflective
// decoder does; a required member must not decode to the zero value.
func (l *Lexer) Text(h *TextType, p unsafe.Pointer, required bool) bool {
	pl := h.pl
	if l.space() != '"' {
		return false
	}
	start := l.pos
	s, ok := l.content()
	if !ok || len(s) == 0 {
		return false // a present "" is never a valid text primitive
	}
	var err error
	switch {
	case pl.parseInto == nil:
		err = reflect.NewAt(pl.t, p).Interface().(encoding.TextUnmarshaler).UnmarshalText(s)
	case (!pl.keepsText || l.view) && &s[0] == &l.data[start+1]:
		// No escapes, and the value keeps nothing of the text: parse the
		// document's bytes in place.
		err = pl.parseInto(p, unsafe.String(&s[0], len(s)))
	default:
		err = pl.parseInto(p, l.d.keep(s))
	}
	return err == nil && !(required && pl.isZero(p))
}

// TextBytes is the text of a string value read with Bytes, for a text
// primitive's parser: a copy the decoded value may keep when keep is set,
// else a view valid until the next string with escapes is read.
func (l *Lexer) TextBytes(b []byte, keep bool) string {
	if keep && (l.esc || !l.view) {
		return l.d.keep(b)
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// RawType is a raw form's check, for generated code.
type RawType struct{ f *RawForm }

// RawFormOfType returns the check of the raw form t (nil for
// json.RawMessage).
func RawFormOfType(t reflect.Type) *RawType {
	pl := planOf(t)
	if pl.rawForm == nil {
		return nil
	}
	return &RawType{pl.rawForm}
}

// OK reports whether raw, a present value, passes the raw form's check.
func (r *RawType) OK(raw []byte) bool { return len(r.f.Check(raw)) == 0 }

// ObjectType is an object primitive's decoding, for generated code.
type ObjectType struct{ pl *plan }

// ObjectOf returns the decoding of the object primitive t.
func ObjectOf(t reflect.Type) *ObjectType { return &ObjectType{planOf(t)} }

// Object reads the wire form of the object primitive of h into the value
// at p: with the wire struct's generated decoder, then its rules, which must
// all pass, as the reflective decoder checks the form where it sits; a
// required member must not convert to the zero value.
func (l *Lexer) Object(h *ObjectType, p unsafe.Pointer, required bool) bool {
	pl := h.pl
	wpl := pl.elem
	if wpl.gen.fn == nil {
		return false
	}
	wp := reflect.New(wpl.t).UnsafePointer()
	if !wpl.gen.fn(l, wp) {
		return false
	}
	if !wpl.noRules {
		w := getWalker()
		w.accepted, w.noWarn = true, true
		w.object(wpl, wp)
		bad := len(w.viol) > 0
		putWalker(w)
		if bad {
			return false
		}
	}
	pl.object.fromWire(wp, p)
	return !(required && pl.isZero(p))
}
