package codec

import (
	"encoding"
	"errors"
	"math"
	"reflect"
	"unsafe"
)

// What generated decoders use besides the Lexer's methods: the handles
// their setup function fills in package variables (the checks of a member,
// the decoding of a text primitive without a registered parser, of a raw
// form, of an object primitive), and the generic readers of values of the
// types they decode. Like the Lexer's
// methods, every reader fails the Lexer instead of returning an error.

// Checks are the value checks (hf keywords) of one member or element, for
// generated code: the readers that take them fail the Lexer on a value the
// validation walk would report. A nil *Checks checks nothing.
type Checks struct {
	c    *constraints
	item *Checks // the elements' (arrays) or values' (records)
	// fixed, when above 0, is the length of every string String accepts,
	// all of whose bytes are plain (printable ASCII other than '"' and
	// '\\', which a JSON string holds as they are): see fixedPlain.
	fixed int
	// The length bounds of a plain string (see plainOK), and whether they
	// are its only checks (no const, no pattern).
	plainMin, plainMax int
	lenOnly            bool
}

func checksOf(c *constraints) *Checks {
	if c == nil {
		c = noChecks
	}
	k := &Checks{c: c, fixed: fixedPlain(c), plainMin: max(c.minLength, 0), plainMax: math.MaxInt,
		lenOnly: !c.constSet && c.match == nil}
	if c.maxLength >= 0 {
		k.plainMax = c.maxLength
	}
	if c.item != nil {
		k.item = checksOf(c.item)
	} else {
		k.item = noItemChecks
	}
	return k
}

var (
	noChecks     = newConstraints()
	noItemChecks = &Checks{c: noChecks, plainMax: math.MaxInt, lenOnly: true}
)

func init() { noItemChecks.item = noItemChecks }

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
func (k *Checks) Item() *Checks { return k.item }

// Has reports whether there is any value check at all.
func (k *Checks) Has() bool { return k.c.hasChecks }

// HasItems reports whether an array length bound is set.
func (k *Checks) HasItems() bool { return k.c.minItems >= 0 || k.c.maxItems >= 0 }

// HasKeys reports whether a record's entries are bounded (maxProperties)
// or its keys constrained (key.pattern).
func (k *Checks) HasKeys() bool { return k.c.maxProps >= 0 || k.c.keyMatch != nil }

// RecordKeys fails the Lexer when the record m has more entries than the
// checks k allow or a key that does not match their key pattern.
func RecordKeys[M ~map[string]V, V any](l *Lexer, k *Checks, m M) {
	c := k.c
	if c.maxProps >= 0 && len(m) > c.maxProps {
		l.Fail()
		return
	}
	if c.keyMatch != nil {
		for key := range m {
			if !c.keyMatch(key) {
				l.Fail()
				return
			}
		}
	}
}

// Nullable reports whether null is a valid value.
func (k *Checks) Nullable() bool { return k.c.nullable }

// MinLength is the least length of a string the checks accept (keyword
// minLength), -1 when they set none.
func (k *Checks) MinLength() int { return k.c.minLength }

// MaxLength is the maximum length (UTF-16 code units) of a string the
// checks accept; negative when they set none.
func (k *Checks) MaxLength() int { return k.c.maxLength }

// Min is the lower bound of a number the checks accept (keyword minimum or
// exclusiveMinimum): its value and whether it is exclusive; ok is false when
// they set none.
func (k *Checks) Min() (v float64, exclusive, ok bool) { return boundOf(k.c.min) }

// Max is the upper bound of a number the checks accept (keyword maximum or
// exclusiveMaximum), as Min.
func (k *Checks) Max() (v float64, exclusive, ok bool) { return boundOf(k.c.max) }

func boundOf(b *bound) (v float64, exclusive, ok bool) {
	if b == nil {
		return 0, false, false
	}
	return b.val, b.exclusive, true
}

// String checks a string.
func (k *Checks) String(s string) bool {
	c := k.c
	return !(c.constSet && s != c.constStr) && (c.match == nil || c.match(s)) &&
		!(c.minLength == 1 && s == "" || c.minLength > 1 && UTF16Len(s) < c.minLength) &&
		!(c.maxLength >= 0 && len(s) > c.maxLength && UTF16Len(s) > c.maxLength)
}

// plainOK is String for a string s of plain bytes only (printable ASCII,
// see strPlain): its UTF-16 length is its length in bytes, so the length
// bounds are compared with len(s); the other checks, if any, as String.
func (k *Checks) plainOK(s string) bool {
	return k.plainMin <= len(s) && len(s) <= k.plainMax && (k.lenOnly || k.String(s))
}

// intOK checks an integer. (The three number checks are written out, not
// shared through a comparison closure: a closure would capture the
// reader's variable, which would then live in memory.)
func (k *Checks) intOK(n int64) bool {
	c := k.c
	if c.constSet && (float64(n) != c.constNum || n < -1<<53 || n > 1<<53) {
		return false
	}
	if c.anyOf != nil && !inInts(c.anyOf, float64(n), n >= -1<<53 && n <= 1<<53) {
		return false
	}
	if b := c.min; b != nil {
		if r := cmpInt(n, b.val); r < 0 || r == 0 && b.exclusive {
			return false
		}
	}
	if b := c.max; b != nil {
		if r := cmpInt(n, b.val); r > 0 || r == 0 && b.exclusive {
			return false
		}
	}
	return true
}

// uintOK checks an unsigned integer.
func (k *Checks) uintOK(n uint64) bool {
	c := k.c
	if c.constSet && (float64(n) != c.constNum || n > 1<<53) {
		return false
	}
	if c.anyOf != nil && !inInts(c.anyOf, float64(n), n <= 1<<53) {
		return false
	}
	if b := c.min; b != nil {
		if r := cmpUint(n, b.val); r < 0 || r == 0 && b.exclusive {
			return false
		}
	}
	if b := c.max; b != nil {
		if r := cmpUint(n, b.val); r > 0 || r == 0 && b.exclusive {
			return false
		}
	}
	return true
}

// floatOK checks a number.
func (k *Checks) floatOK(f float64) bool {
	c := k.c
	if c.constSet && f != c.constNum {
		return false
	}
	if c.anyOf != nil && !inInts(c.anyOf, f, true) {
		return false
	}
	if b := c.min; b != nil {
		if r := cmp3(f, b.val); r < 0 || r == 0 && b.exclusive {
			return false
		}
	}
	if b := c.max; b != nil {
		if r := cmp3(f, b.val); r > 0 || r == 0 && b.exclusive {
			return false
		}
	}
	return true
}

// boolOK checks a boolean (its const).
func (k *Checks) boolOK(b bool) bool {
	c := k.c
	return !c.constSet || b == (c.constStr == "true")
}

// lenOK checks an array length.
func (k *Checks) lenOK(n int) bool {
	c := k.c
	return !(c.minItems >= 0 && n < c.minItems) && !(c.maxItems >= 0 && n > c.maxItems)
}

// Parse returns the text primitive parse makes of s, the text Lexer.Text
// read; the zero value for a required member (required) fails. A text
// parse refuses fails too, except in one case the Lexer reports instead,
// as the reflective decoder does: the first such text that is the value of
// a member of the document's object (whose name was read without escapes)
// and whose error has a violation form other than a pattern's (a member
// may spell its pattern its own way). The member keeps the zero value and
// the violation is the one the reflective decoder records for it, so that
// the walk of the reflective path, given it, reports exactly what that
// path reports (see decode).
func Parse[T comparable](l *Lexer, parse func(string) (T, error), s string, required bool) T {
	x, err := parse(s)
	if err != nil {
		l.parseFailed(err, s)
		return *new(T)
	}
	if required && x == *new(T) {
		l.fail()
	}
	return x
}

// parseFailed records the violation of err, the error of the parser of a
// text primitive on s, when Parse may report it; else it fails the Lexer.
func (l *Lexer) parseFailed(err error, s string) {
	if l.failed {
		return
	}
	if l.isBad || l.depth != 1 || !l.topOK || s == "" {
		l.fail()
		return
	}
	v, ok := errors.AsType[interface {
		error
		Violation() (string, string)
	}](err)
	if !ok {
		l.fail()
		return
	}
	rule, msg := v.Violation()
	if rule == "pattern" {
		l.fail()
		return
	}
	// The path is the caller's to set (decode): a member of the document's
	// object has it ready in its plan.
	l.bad = Violation{Rule: detachString(rule, s), Message: detachString(msg, s)}
	l.badTop, l.isBad = unsafe.String(&l.data[l.topAt], l.topEnd-l.topAt), true
}

// detachString returns s, copied when its bytes lie in those of t.
func detachString(s, t string) string {
	if len(t) == 0 {
		return s
	}
	return detach(s, unsafe.Slice(unsafe.StringData(t), len(t)))
}

// Strings reads an array of strings (kept by the decoded value) whose
// length and elements pass ck (nil for none) and its item checks.
func Strings[T ~string](l *Lexer, ck *Checks) []T {
	ss := l.stringArray(true, ck)
	return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(ss))), len(ss))
}

// Enums reads an array of vocabulary values, each the string match returns
// for it (the generated matcher of the vocabulary, which fails the Lexer on
// a string that is none of its values), whose length passes ck (nil for
// none).
func Enums[T ~string](l *Lexer, match func(*Lexer, string) T, ck *Checks) []T {
	ss := l.stringArray(false, nil)
	out := unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(ss))), len(ss))
	for i, s := range ss {
		out[i] = match(l, s)
	}
	if ck != nil && !ck.lenOK(len(ss)) {
		l.fail()
	}
	return out
}

// OpenEnum reports whether s is a text of the pattern form of the open
// vocabulary T (enum.Set.Open); false for a closed one. The generated
// matcher of an open vocabulary calls it for a text none of its values
// equals.
func OpenEnum[T ~string](s string) bool {
	pl := planOf(reflect.TypeFor[T]())
	return pl.enumOpen != nil && pl.enumOpen(s)
}

// KeepView returns s, a string View returned, as a string the decoded
// value may keep: s itself in view mode when it lies in the document's
// bytes (no escapes), else a copy.
func (l *Lexer) KeepView(s string) string {
	if s == "" {
		return ""
	}
	if l.view && len(l.data) > 0 {
		p, lo := uintptr(unsafe.Pointer(unsafe.StringData(s))), uintptr(unsafe.Pointer(&l.data[0]))
		if p >= lo && p+uintptr(len(s)) <= lo+uintptr(len(l.data)) {
			return s
		}
	}
	return l.d.keep(unsafe.Slice(unsafe.StringData(s), len(s)))
}

// Key returns the member name name, just read, as a key of the record m,
// kept by the decoded value; a key m already holds fails.
func Key[M ~map[K]V, K ~string, V any](l *Lexer, m M, name string) K {
	k := K(l.keepString(name))
	if _, dup := m[k]; dup {
		l.fail()
	}
	return k
}

// scalar are the types NewScalar stores.
type scalar interface {
	~bool | ~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~float64
}

// NewScalar returns a pointer to x (a number or a boolean) in storage the
// decoder hands out a word at a time.
func NewScalar[T scalar](l *Lexer, x T) *T {
	p := (*T)(l.d.scalar())
	*p = x
	return p
}

// NewString returns a pointer to x in storage the decoder hands out for
// many strings at once.
func NewString[T ~string](l *Lexer, x T) *T {
	p := (*T)(unsafe.Pointer(unsafe.SliceData(l.d.strings(1)[:1])))
	*p = x
	return p
}

// ReuseMap returns an empty map for the member at offset off of the object
// being read, before its value is read: with view, when the object is the
// document's, the spare map of that member (see decode) cleared, else a
// new one. A spare is what the previous decode into the same value, dropped
// since, left in the member: nothing else holds it.
func ReuseMap[M ~map[K]V, K comparable, V any](l *Lexer, off uintptr) M {
	s := l.spareAt(off, 1)
	if s == nil && l.sp.nested > 0 && l.depth == 2 {
		s = l.nestedSpareAt(off, reflect.TypeFor[M](), 2)
	}
	if s != nil {
		m := *(*M)(unsafe.Pointer(&s.p))
		s.p = nil
		clear(m)
		return m
	}
	return make(M)
}

// ReuseArray reads the '[' that opens the array of the member at offset
// off of the document's object and returns the empty slice its elements
// are appended to (Grow, each after More). Where a view-mode decode into
// the same value left that member's slice (spares), its array is reused
// and the elements are not counted ahead: More checks the length as they
// are read, and Grow outgrows the array when they outnumber its capacity.
// Without one, the elements are counted ahead (as ArrayStart does, the
// count and ck checked) for one allocation of the exact size.
func ReuseArray[E any](l *Lexer, off uintptr, ck *Checks) []E {
	if !l.open('[') {
		return nil
	}
	s := l.spareAt(off, 2)
	if s == nil && l.sp.nested > 0 && l.depth == 3 {
		s = l.nestedSpareAt(off, reflect.TypeFor[[]E](), 3)
	}
	if s != nil {
		out := unsafe.Slice((*E)(s.p), s.cap)[:0]
		s.p = nil
		return out
	}
	n := countElements(l.data, l.pos)
	if n < 0 || n > l.maxElements || ck != nil && !ck.lenOK(n) {
		l.fail()
		return nil
	}
	return make([]E, 0, n)
}

// Grow returns s with one more element, zero, for the element More
// announced.
func Grow[E any](s []E) []E {
	var zero E
	return append(s, zero)
}

// ReusePtr is ReuseMap for the zero value a pointer member points to,
// before the value is read.
func ReusePtr[T any](l *Lexer, off uintptr) *T {
	if s := l.spareAt(off, 1); s != nil {
		p := (*T)(s.p)
		s.p = nil
		*p = *new(T)
		return p
	}
	return new(T)
}

// TextType is the decoding of a text primitive without a registered
// parser generated code can call, for Lexer.TextInto.
type TextType struct{ pl *plan }

// TextOf returns the decoding of the text primitive t.
func TextOf(t reflect.Type) *TextType { return &TextType{planOf(t)} }

// TextInto reads a string into the text primitive of h at p, as the
// reflective decoder does; a required member must not decode to the zero
// value.
func (l *Lexer) TextInto(h *TextType, p unsafe.Pointer, required bool) {
	pl := h.pl
	if l.space() != '"' {
		l.fail()
		return
	}
	start := l.pos
	s, ok := l.content()
	if !ok || len(s) == 0 {
		l.fail() // a present "" is never a valid text primitive
		return
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
	l.check(err == nil && !(required && pl.isZero(p)))
}

// RawType is a raw form's check, for Lexer.RawForm.
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

// ObjectType is an object primitive's decoding, for Lexer.Object.
type ObjectType struct{ pl *plan }

// ObjectOf returns the decoding of the object primitive t.
func ObjectOf(t reflect.Type) *ObjectType { return &ObjectType{planOf(t)} }

// Object reads the wire form of the object primitive of h into the value
// at p: with the wire struct's generated decoder, then its rules, which must
// all pass, as the reflective decoder checks the form where it sits; a
// required member must not convert to the zero value.
func (l *Lexer) Object(h *ObjectType, p unsafe.Pointer, required bool) {
	pl := h.pl
	wpl := pl.elem
	if wpl.gen.fn == nil {
		l.fail()
		return
	}
	wp := reflect.New(wpl.t).UnsafePointer()
	wasBad := l.isBad
	if wpl.gen.fn(l, wp); l.failed {
		return
	}
	if l.isBad != wasBad {
		l.fail() // a member of the wire form, not of the document
		return
	}
	if !wpl.noRules {
		w := getWalker()
		w.accepted, w.noWarn = true, true
		w.object(wpl, wp)
		bad := len(w.viol) > 0
		putWalker(w)
		if bad {
			l.fail()
			return
		}
	}
	pl.object.fromWire(wp, p)
	l.check(!(required && pl.isZero(p)))
}
