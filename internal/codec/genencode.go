package codec

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"unicode/utf8"
	"unsafe"
)

// Generated encoders. The code generator writes, per document struct type T,
// a function func(dst []byte, v *T) ([]byte, error) that appends T's
// encoding without reflection, and registers it with RegisterEncoder. Marshal
// takes it for a *T or a T unless the reference paths are selected
// (SetReference(true)), which leave every value to the reflective encoder of
// encode.go: the oracle generated encoders are tested against. Output is the
// same bytes either way; the functions below are the pieces generated code
// shares with the reflective encoder, so that strings, numbers, text
// primitives and raw members are written by the same code on both paths.

// genEncoder is a registered generated encoder, in the three forms its
// callers need.
type genEncoder struct {
	// any encodes a *T or a T; ok is false for anything else and for a nil
	// *T, which the reflective encoder writes (null).
	any func(dst []byte, v any) (out []byte, ok bool, err error)
	// at encodes the T at p.
	at func(dst []byte, p unsafe.Pointer) ([]byte, error)
	// wire encodes the T that fill sets at the pointer it is given (an
	// object primitive's wire form), kept in a pool between calls.
	wire func(dst []byte, fill func(tp, wp unsafe.Pointer), tp unsafe.Pointer) ([]byte, error)
	// size is about the longest recent encoding (up to maxSizeHint): it
	// grows to a longer one and shrinks by an eighth on one less than half
	// as long. Marshal allocates a quarter more at once.
	size atomic.Int64
}

// maxSizeHint bounds the buffer Marshal allocates ahead for a type.
const maxSizeHint = 16 << 10

// genEncoders maps T and *T to T's generated encoder.
var genEncoders sync.Map // reflect.Type → *genEncoder

// RegisterEncoder records enc, the generated encoder of the struct type T:
// it appends T's encoding in the library's default form to dst, exactly the
// bytes the reflective encoder writes for the same value, or returns the
// first error the reflective encoder would return. Generated code calls it
// from package initialization; it panics when T already has one.
func RegisterEncoder[T any](enc func(dst []byte, v *T) ([]byte, error)) struct{} {
	t := reflect.TypeFor[T]()
	pool := &sync.Pool{New: func() any { return new(T) }}
	g := &genEncoder{
		any: func(dst []byte, v any) ([]byte, bool, error) {
			switch x := v.(type) {
			case *T:
				if x == nil {
					return dst, false, nil
				}
				out, err := enc(dst, x)
				return out, true, err
			case T:
				out, err := enc(dst, &x)
				return out, true, err
			}
			return dst, false, nil
		},
		at: func(dst []byte, p unsafe.Pointer) ([]byte, error) { return enc(dst, (*T)(p)) },
		wire: func(dst []byte, fill func(tp, wp unsafe.Pointer), tp unsafe.Pointer) ([]byte, error) {
			w := pool.Get().(*T)
			fill(tp, unsafe.Pointer(w))
			out, err := enc(dst, w)
			var zero T
			*w = zero // keep no references
			pool.Put(w)
			return out, err
		},
	}
	if _, dup := genEncoders.LoadOrStore(t, g); dup {
		panic("codec: encoder registered twice: " + t.String())
	}
	genEncoders.Store(reflect.PointerTo(t), g)
	return struct{}{}
}

// generated returns the generated encoder registered for t (T or *T), or nil.
func generated(t reflect.Type) *genEncoder {
	if g, ok := genEncoders.Load(t); ok {
		return g.(*genEncoder)
	}
	return nil
}

// marshalGenerated encodes v with its generated encoder; ok is false when
// it has none (or v is a nil pointer).
func marshalGenerated(v any) (out []byte, ok bool, err error) {
	g := generated(reflect.TypeOf(v))
	if g == nil {
		return nil, false, nil
	}
	hint := g.size.Load()
	out, ok, err = g.any(make([]byte, 0, max(256, hint+hint/4)), v)
	if err != nil {
		return nil, ok, err
	}
	switch n := int64(len(out)); {
	case n > hint && n <= maxSizeHint:
		g.size.Store(n)
	case n < hint/2:
		g.size.Store(hint - hint/8) // shrink slowly: sizes often alternate
	}
	return out, ok, nil
}

// EncoderOf returns the encoder generated code calls for a member of the
// struct type T declared in another package: T's generated encoder when it
// is registered (call EncoderOf from a package-level variable initializer:
// the packages a package imports are initialized first), else one that
// looks for it on every call and encodes reflectively while there is none.
func EncoderOf[T any]() func(dst []byte, v *T) ([]byte, error) {
	t := reflect.TypeFor[T]()
	if g := generated(t); g != nil {
		return func(dst []byte, v *T) ([]byte, error) { return g.at(dst, unsafe.Pointer(v)) }
	}
	return func(dst []byte, v *T) ([]byte, error) {
		if g := generated(t); g != nil {
			return g.at(dst, unsafe.Pointer(v))
		}
		return appendReflective(dst, planOf(t), unsafe.Pointer(v))
	}
}

// appendReflective appends the reflective encoding of the value of plan pl
// at p.
func appendReflective(dst []byte, pl *plan, p unsafe.Pointer) ([]byte, error) {
	e := encoder{buf: dst}
	e.value(pl, p, pl.topC)
	if e.err != nil {
		return nil, e.err
	}
	return e.buf, nil
}

// The pieces generated encoders call. Their errors are sticky, as the
// Lexer's failures are: each records its error in the encoder's Enc, which
// keeps the first, and returns a slice later appends may extend (what it
// appended is dropped with the whole encoding), so that generated code has
// no error branches; Enc.End returns the first error.

// Enc is the state of one run of a generated encoder: the first error of
// the encoding, and where the text primitive being written starts.
type Enc struct {
	err  error
	mark int
}

// fail records err unless an error is recorded already.
func (e *Enc) fail(err error) {
	if e.err == nil {
		e.err = err
	}
}

// End ends the object the encoder began at dst[start], every member
// written after a comma: the first comma becomes the opening brace ({} when
// no member was written) and the closing brace is appended. After an error
// it returns the first error, and no encoding.
func (e *Enc) End(dst []byte, start int) ([]byte, error) {
	if e.err != nil {
		return nil, e.err
	}
	if len(dst) == start {
		return append(dst, "{}"...), nil
	}
	dst[start] = '{'
	return append(dst, '}'), nil
}

// TextStart appends the member name (or "") and the opening quote of a
// text primitive, whose AppendText method then appends its text (the
// encoding.TextAppender contract: what MarshalText returns) for TextEnd.
func (e *Enc) TextStart(dst []byte, name string) []byte {
	dst = append(dst, name...)
	e.mark = len(dst)
	return append(dst, '"')
}

// TextEnd ends the text primitive TextStart began with what its AppendText
// method returned: the text is escaped as AppendString escapes it (in place
// when it needs no escape, the usual case) and the closing quote appended.
func (e *Enc) TextEnd(dst []byte, err error) []byte { return e.closeText(dst, err) }

// closeText is TextEnd: the JSON string opened at dst[e.mark] (a quote) is
// followed by its unescaped text.
func (e *Enc) closeText(dst []byte, err error) []byte {
	if err != nil {
		e.fail(err)
		return dst
	}
	mark := e.mark
	text := dst[mark+1:]
	for i, c := range text {
		if c < 0x20 || c == '"' || c == '\\' || c >= utf8.RuneSelf && !utf8.Valid(text[i:]) {
			return AppendString(dst[:mark], string(text))
		}
	}
	return append(dst, '"')
}

// AppendStruct appends the encoding of the struct *v by its encoder enc.
func AppendStruct[T any](dst []byte, enc func([]byte, *T) ([]byte, error), v *T, e *Enc) []byte {
	out, err := enc(dst, v)
	if err != nil {
		e.fail(err)
		return dst
	}
	return out
}

// AppendStructs appends the array of structs s, each encoded by enc.
func AppendStructs[T any](dst []byte, enc func([]byte, *T) ([]byte, error), s []T, e *Enc) []byte {
	dst = append(dst, '[')
	for i := range s {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = AppendStruct(dst, enc, &s[i], e)
	}
	return append(dst, ']')
}

// AppendStrings appends the array of strings s.
func AppendStrings[T ~string](dst []byte, s []T) []byte {
	dst = append(dst, '[')
	for i, x := range s {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = AppendString(dst, string(x))
	}
	return append(dst, ']')
}

// AppendEnum appends the member name and the vocabulary value v, unless v
// is "" (absent).
func AppendEnum[T ~string](dst []byte, name string, v T) []byte {
	if v == "" {
		return dst
	}
	return AppendString(append(dst, name...), string(v))
}

// AppendFloat appends a number member f as AppendNumber does; infinities
// and NaN, which JSON cannot write, are an error.
func AppendFloat(dst []byte, f float64, e *Enc) []byte {
	out, err := appendFloat(dst, f)
	if err != nil {
		e.fail(err)
		return dst
	}
	return out
}

func appendFloat(dst []byte, f float64) ([]byte, error) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return nil, fmt.Errorf("unsupported number %v", f)
	}
	if f != 0 && f == math.Trunc(f) && math.Abs(f) < 1<<53 {
		// An integer below 2^53: its shortest round-trip digits are its
		// own (the next doubles are whole numbers too), without exponent.
		return strconv.AppendInt(dst, int64(f), 10), nil
	}
	return AppendNumber(dst, f), nil
}

// AppendRaw appends the present any-valued member raw (or an undeclared
// member's value) as the encoder writes it: compact, strings escaped as
// JSON.stringify does, number literals verbatim. A raw text that is not one
// JSON value is an error.
func AppendRaw(dst, raw []byte, e *Enc) []byte {
	out, err := appendRaw(dst, raw)
	if err != nil {
		e.fail(err)
		return dst
	}
	return out
}

// AppendRawMap appends the record of raw values m, its members sorted by
// name (a nil value written null).
func AppendRawMap[M ~map[K]V, K ~string, V ~[]byte](dst []byte, m M, e *Enc) []byte {
	dst = append(dst, '{')
	var buf [16]K
	for i, k := range SortedKeys(buf[:0], m) {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(AppendString(dst, string(k)), ':')
		if raw := m[k]; raw == nil {
			dst = append(dst, "null"...)
		} else {
			dst = AppendRaw(dst, raw, e)
		}
	}
	return append(dst, '}')
}

func appendRaw(dst, raw []byte) ([]byte, error) {
	if plainRaw(raw) {
		return append(dst, raw...), nil
	}
	e := encoder{buf: dst}
	e.raw(raw)
	if e.err != nil {
		return nil, e.err
	}
	return e.buf, nil
}

// plainRaw reports whether raw is already in the form AppendRaw writes: one
// valid JSON text without white space between its tokens or control
// characters, whose escapes are those AppendString writes; the encoder
// would copy it byte for byte.
func plainRaw(raw []byte) bool {
	if len(raw) == 0 {
		return false
	}
	in := false // inside a string
	for i := 0; i < len(raw); i++ {
		switch c := raw[i]; {
		case c < ' ' || c == ' ' && !in:
			return false
		case c == '"':
			in = !in
		case c == '\\':
			n := escapeLen(raw[i:])
			if n == 0 {
				return false
			}
			i += n - 1
		}
	}
	l := noLimits
	src, ok := proveText(raw, &l)
	return ok && len(src) == len(raw)
}

// noLimits are the limits of no JSON text: the encoder writes any value.
var noLimits = Limits{MaxBytes: math.MaxInt, MaxDepth: math.MaxInt, MaxStringBytes: math.MaxInt,
	MaxDigits: math.MaxInt, MaxMembers: math.MaxInt, MaxElements: math.MaxInt}

// escapeLen returns the length of the escape at the start of b when it is
// one AppendString writes, else 0.
func escapeLen(b []byte) int {
	if len(b) < 2 {
		return 0
	}
	switch b[1] {
	case '"', '\\', 'b', 't', 'n', 'f', 'r':
		return 2
	case 'u':
		if len(b) < 6 || b[2] != '0' || b[3] != '0' || b[4] > '1' || b[4] < '0' {
			return 0
		}
		var lo byte
		switch c := b[5]; {
		case c >= '0' && c <= '9':
			lo = c - '0'
		case c >= 'a' && c <= 'f':
			lo = c - 'a' + 10
		default:
			return 0
		}
		switch (b[4]-'0')<<4 | lo {
		case '\b', '\t', '\n', '\f', '\r':
			return 0 // written in the short form
		}
		return 6
	}
	return 0
}

// AppendUnknown appends the undeclared members um of an open object, each
// preceded by a comma, in the order the encoder writes them: sorted by name,
// leaving out the names declared reports as the type's own.
func AppendUnknown(dst []byte, um map[string]json.RawMessage, declared func(name string) bool, e *Enc) []byte {
	out, err := appendUnknown(dst, um, declared)
	if err != nil {
		e.fail(err)
		return dst
	}
	return out
}

// AppendUnknownOf is AppendUnknown for an open object v with members a
// later contract introduced: declared(v, name) reports whether the member
// name is written from v's field (a later member only when v holds it; one
// v does not hold may be among the undeclared members, decoded under an
// earlier contract, and is written from there).
func AppendUnknownOf[T any](dst []byte, um map[string]json.RawMessage, v *T, declared func(v *T, name string) bool, e *Enc) []byte {
	if len(um) == 0 {
		return dst
	}
	return AppendUnknown(dst, um, func(name string) bool { return declared(v, name) }, e)
}

func appendUnknown(dst []byte, um map[string]json.RawMessage, declared func(name string) bool) ([]byte, error) {
	if len(um) == 0 {
		return dst, nil
	}
	var buf [16]string
	keys := buf[:0]
	for k := range um {
		if !declared(k) {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	var err error
	for _, k := range keys {
		dst = append(dst, ',')
		dst = AppendString(dst, k)
		dst = append(dst, ':')
		if dst, err = appendRaw(dst, um[k]); err != nil {
			return nil, err
		}
	}
	return dst, nil
}

// SortedKeys appends the keys of a record to keys in the order the encoder
// writes its members, sorted by their bytes, and returns the extended
// slice (generated code passes a buffer on its stack).
func SortedKeys[K ~string, V any](keys []K, m map[K]V) []K {
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// IsZero reports whether v is its type's zero value: absence, for a text
// primitive compared with its zero value.
func IsZero[T comparable](v T) bool {
	var zero T
	return v == zero
}

// AppendForeign appends the encoding of a foreign value (see foreign.go):
// encoding/json's, without HTML escaping, then compacted like a raw member.
func AppendForeign[T any](dst []byte, v *T, e *Enc) []byte {
	pl := planOf(reflect.TypeFor[T]())
	b, err := marshalForeign(pl, unsafe.Pointer(v))
	if err != nil {
		e.fail(err)
		return dst
	}
	return AppendRaw(dst, b, e)
}

// objectAppenders caches, per object primitive type, the function that
// appends the wire form of a present value.
var objectAppenders sync.Map // reflect.Type → func([]byte, unsafe.Pointer) ([]byte, error)

// AppendObject appends the wire form of the present object primitive *v
// (RegisterObject): its generated encoder's output when the wire struct has
// one, else the reflective encoding.
func AppendObject[T any](dst []byte, v *T, e *Enc) []byte {
	out, err := appendObject(dst, v)
	if err != nil {
		e.fail(err)
		return dst
	}
	return out
}

func appendObject[T any](dst []byte, v *T) ([]byte, error) {
	t := reflect.TypeFor[T]()
	if f, ok := objectAppenders.Load(t); ok {
		return f.(func([]byte, unsafe.Pointer) ([]byte, error))(dst, unsafe.Pointer(v))
	}
	pl := planOf(t)
	if pl.kind != kObject {
		panic("codec: " + t.String() + " is not an object primitive")
	}
	g := generated(pl.elem.t)
	if g == nil { // not yet generated: encode reflectively, look again next time
		return appendReflective(dst, pl, unsafe.Pointer(v))
	}
	toWire := pl.object.toWire
	f := func(dst []byte, p unsafe.Pointer) ([]byte, error) { return g.wire(dst, toWire, p) }
	objectAppenders.Store(t, f)
	return f(dst, unsafe.Pointer(v))
}
