package codec

import (
	"encoding"
	"reflect"
	"sync"
	"sync/atomic"
	"unsafe"
)

// Generated decoders. go generate writes, per domain package, a file
// zz_codec.go (package internal/codecgen) with a decoder specialised for
// each of the package's planned struct types: it reads the document once with
// a Lexer, straight into the typed value, and makes every check of the
// reflective decoder and of the validation walk's member checks on the way.
// It only ever accepts: on anything the reflective path would report, or
// anything it does not handle, it returns false and the document is decoded
// again, from the zero value, on the reflective path (the reference). The
// exported names below serve the generated files only.

// GenDecoder is the slot of one type's generated decoder.
type GenDecoder struct {
	fn func(l *Lexer, p unsafe.Pointer) bool
}

// Decode runs the generated decoder on the value at p (false when the type
// has none).
func (g *GenDecoder) Decode(l *Lexer, p unsafe.Pointer) bool {
	return g.fn != nil && g.fn(l, p)
}

var (
	genMu       sync.Mutex
	genDecoders = map[reflect.Type]*GenDecoder{}

	// noGenerated turns the generated decoders off (SetGenerated).
	noGenerated atomic.Bool

	setupMu    sync.Mutex
	genSetups  []func()
	setupsDone atomic.Bool
)

func decoderSlot(t reflect.Type) *GenDecoder {
	genMu.Lock()
	defer genMu.Unlock()
	g, ok := genDecoders[t]
	if !ok {
		g = &GenDecoder{}
		genDecoders[t] = g
	}
	return g
}

// SetGenerated turns the generated decoders on (the default) or off, leaving
// the fast reflective paths: for benchmarks comparing the two.
func SetGenerated(on bool) { noGenerated.Store(!on) }

// DecoderOf returns the slot of T's generated decoder (filled in by T's
// package's generated setup).
func DecoderOf[T any]() *GenDecoder { return decoderSlot(reflect.TypeFor[T]()) }

// SetDecoder installs fn as T's generated decoder. Call it from a setup
// function registered with RegisterGenerated.
func SetDecoder[T any](fn func(l *Lexer, v *T) bool) {
	DecoderOf[T]().fn = func(l *Lexer, p unsafe.Pointer) bool { return fn(l, (*T)(p)) }
}

// GeneratedTypes returns every type with a generated decoder (for tests).
func GeneratedTypes() []reflect.Type {
	ensureGenerated()
	genMu.Lock()
	defer genMu.Unlock()
	var out []reflect.Type
	for t, g := range genDecoders {
		if g.fn != nil {
			out = append(out, t)
		}
	}
	return out
}

// HasDecoder reports whether t has a generated decoder (for tests).
func HasDecoder(t reflect.Type) bool {
	ensureGenerated()
	return decoderSlot(t).fn != nil
}

// RegisterGenerated records the setup function of a generated file. Setups
// run once, before the first decode, when every package's initialization is
// complete (they build plans, which must see every registration).
func RegisterGenerated(setup func()) struct{} {
	setupMu.Lock()
	defer setupMu.Unlock()
	if setupsDone.Load() {
		setup()
		markRules()
		return struct{}{}
	}
	genSetups = append(genSetups, setup)
	return struct{}{}
}

// ensureGenerated runs the pending setups.
func ensureGenerated() {
	if setupsDone.Load() {
		return
	}
	setupMu.Lock()
	defer setupMu.Unlock()
	if setupsDone.Load() {
		return
	}
	for _, s := range genSetups {
		s()
	}
	genSetups = nil
	markRules()
	setupsDone.Store(true)
}

// markRules sets plan.noRules on every plan built so far: true when no
// Rules function runs anywhere in a value of it (the validation walk of an
// accepted document skips it). Computed as a fixed point, so recursive
// types come out right.
func markRules() {
	planMu.Lock()
	defer planMu.Unlock()
	var all []*plan
	plans.Range(func(_, v any) bool { all = append(all, v.(*plan)); return true })
	has := map[*plan]bool{}
	for _, pl := range all {
		if pl.kind == kStruct && pl.meta != nil && pl.meta.rules != nil {
			has[pl] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for _, pl := range all {
			if has[pl] {
				continue
			}
			h := false
			switch pl.kind {
			case kPtr, kSlice, kMap:
				h = has[pl.elem]
			case kStruct:
				for i := range pl.fields {
					h = h || has[pl.fields[i].plan]
				}
			}
			if h {
				has[pl], changed = true, true
			}
		}
	}
	for _, pl := range all {
		pl.noRules = !has[pl]
	}
}

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
	case !pl.keepsText && &s[0] == &l.data[start+1]:
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
	if keep {
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

// genMaxDepth bounds the nesting the generated decoders follow (and so
// their recursion); deeper documents take the reflective path.
const genMaxDepth = 256

// runGenerated runs the generated decoder g on data into the zeroed value
// at p under the resolved limits l, and reports whether it accepted.
func runGenerated(g *GenDecoder, data []byte, p unsafe.Pointer, l *Limits) bool {
	n := len(data)
	if n > l.MaxBytes || n >= l.MaxStringBytes {
		return false
	}
	d := decoders.Get().(*decoder)
	d.src, d.pos = data, 0
	lx := &d.lx
	lx.data, lx.pos, lx.depth, lx.d, lx.lim = data, 0, 0, d, *l
	lx.maxDepth, lx.maxDigits = min(l.MaxDepth, genMaxDepth), l.MaxDigits
	lx.maxMembers, lx.maxElements = l.MaxMembers, l.MaxElements
	// A short document cannot reach the member and element limits (a
	// member takes four bytes, an element two): as in proveText.
	lx.big = n/2 >= l.MaxElements || n/4 >= l.MaxMembers
	ok := g.fn(lx, p) && lx.end()
	d.src, lx.data = nil, nil
	decoders.Put(d)
	return ok
}

// GenKind is the kind of a planned type, as the code generator sees it.
type GenKind uint8

// The kinds of GenType.
const (
	GenString  GenKind = GenKind(kString)  // string or named string, not an enum
	GenEnum    GenKind = GenKind(kEnum)    // named string of a registered vocabulary
	GenBool    GenKind = GenKind(kBool)    // bool
	GenInt     GenKind = GenKind(kInt)     // signed integer
	GenUint    GenKind = GenKind(kUint)    // unsigned integer
	GenFloat   GenKind = GenKind(kFloat)   // float64
	GenText    GenKind = GenKind(kText)    // text primitive
	GenStruct  GenKind = GenKind(kStruct)  // planned struct
	GenPtr     GenKind = GenKind(kPtr)     // pointer
	GenSlice   GenKind = GenKind(kSlice)   // slice
	GenMap     GenKind = GenKind(kMap)     // map[string]X record
	GenRaw     GenKind = GenKind(kRaw)     // json.RawMessage or a raw form
	GenObject  GenKind = GenKind(kObject)  // object primitive
	GenForeign GenKind = GenKind(kForeign) // a user's type, left to encoding/json
)

// GenType is the plan of one Go type as the code generator
// (internal/codecgen) reads it: the same plan the reflective decoder,
// validation walk and encoder interpret.
type GenType struct {
	Type       reflect.Type
	Kind       GenKind
	Elem       reflect.Type // GenPtr, GenSlice, GenMap; the wire struct of a GenObject
	IntMin     int64        // GenInt: the Go type's range
	IntMax     int64
	UintMax    uint64   // GenUint
	EnumValues []string // GenEnum, in declaration order
	RawForm    bool     // GenRaw: a raw form with its own check
	// GenText registered with RegisterParser: the parser's full function
	// name (import path.Name, "" when it is no package-level function),
	// whether the parsed value may keep its text, and whether the zero
	// value is T's Go zero value.
	Parser    string
	KeepsText bool
	Open      bool // GenStruct: undeclared members kept in Unknown
	Fields    []GenField
	Custom    bool // implements Custom (a union): not planned
}

// GenField is one declared member of a GenStruct.
type GenField struct {
	Name          string // JSON member name
	GoName        string
	Type          reflect.Type
	Required      bool
	IgnoreUnknown bool // hf ignoreUnknown: the object held ignores undeclared members
	// C are the member's schema keywords (merged with its type's), Checks
	// their evaluation.
	C      Constraints
	Checks *Checks
}

var customType = reflect.TypeFor[Custom]()

// GenInfo returns the plan of t for the code generator.
func GenInfo(t reflect.Type) GenType {
	if reflect.PointerTo(t).Implements(customType) {
		return GenType{Type: t, Custom: true}
	}
	pl := planOf(t)
	g := GenType{Type: t, Kind: GenKind(pl.kind), IntMin: pl.intMin, IntMax: pl.intMax, UintMax: pl.uintMax,
		EnumValues: pl.enumVals, RawForm: pl.rawForm != nil, Open: pl.open, KeepsText: pl.keepsText}
	if pl.kind == kText && pl.parseInto != nil {
		planMu.Lock()
		g.Parser = parserNames[t]
		planMu.Unlock()
	}
	if pl.elem != nil {
		g.Elem = pl.elem.t
	}
	for i := range pl.fields {
		f := &pl.fields[i]
		g.Fields = append(g.Fields, GenField{Name: f.name, GoName: f.goName, Type: f.plan.t, Required: f.required,
			IgnoreUnknown: f.c != nil && f.c.ignoreUnknown, C: exportConstraints(f.c, f.plan), Checks: checksOf(f.c)})
	}
	return g
}

// RegisteredTypes returns every type registered with Register (unordered).
func RegisteredTypes() []reflect.Type {
	var out []reflect.Type
	metas.Range(func(k, _ any) bool { out = append(out, k.(reflect.Type)); return true })
	return out
}

// GeneratedAccepts reports whether the generated decoder of v's type (v a
// non-nil pointer) accepts data under the default limits, decoding it into
// *v (for tests: the accept rate of the fast path).
func GeneratedAccepts(data []byte, v any) bool {
	ensureGenerated()
	if _, custom := v.(Custom); custom {
		return false
	}
	pl, p, err := target(v)
	if err != nil || pl.gen.fn == nil {
		return false
	}
	reflect.NewAt(pl.t, p).Elem().SetZero()
	l := DefaultLimits()
	return runGenerated(pl.gen, data, p, &l)
}
