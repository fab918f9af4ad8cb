package codecgen

import (
	"bytes"
	"encoding"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// Generated encoders. Every struct type of a generated file gets a function
//
//	func codecEncodeT(dst []byte, v *T) ([]byte, error)
//
// registered with codec.RegisterEncoder at package initialization. It
// writes what the reflective encoder (internal/codec, encode.go) writes,
// member for member, with the kinds resolved at generate time: declared
// members in declaration order, absent ones left out (or written [] / {} /
// null when required), then an open object's undeclared members sorted by
// name, one line per member (three for one written only when present).
// Strings, numbers, raw members, object primitives and foreign values go
// through the codec functions the reflective encoder uses itself, and text
// primitives through their AppendText method between codec.Enc's TextStart
// and TextEnd, so escaping and number forms cannot drift. The pieces that
// can fail record the first error in the function's codec.Enc instead of
// returning it, so the code has no error branches; Enc.End returns it. A
// member whose struct type is declared in another package calls that
// package's encoder through codec.EncoderOf; an instantiation of a generic
// struct type gets its encoder in the file of the package declaring the
// generic type (also when the file's type list leaves it out). Document
// types that are not structs (vocabularies, records) keep the reflective
// encoder.

func init() { emitters = append(emitters, encodeEmitter) }

// encodeState is what the encode emitter remembers about one file.
type encodeState struct {
	started bool
	funcs   map[reflect.Type]string // struct types → their encoder's expression
	pending []reflect.Type          // generic instantiations still to write
}

// encodeStates is keyed by file: emitters are called per type.
var encodeStates = map[*Gen]*encodeState{}

func encodeEmitter(g *Gen, t reflect.Type) {
	if t == g.Types[len(g.Types)-1] {
		defer delete(encodeStates, g)
	}
	if info := g.Info(t); info.Custom || info.Kind != codec.GenStruct {
		return // a vocabulary or record document type: the reflective encoder's
	}
	st := encodeStates[g]
	if st == nil {
		st = &encodeState{funcs: map[reflect.Type]string{}}
		encodeStates[g] = st
	}
	if !st.started {
		st.started = true
		// Registered instantiations of the package's generic types.
		for _, r := range Roots() {
			if isInstance(r) && r.PkgPath() == g.Pkg && !g.Own(r) && g.Info(r).Kind == codec.GenStruct {
				st.encoderOf(g, r)
			}
		}
	}
	e := &encodeWriter{g: g, st: st}
	e.structFunc(t)
	for len(st.pending) > 0 {
		p := st.pending[0]
		st.pending = st.pending[1:]
		e.structFunc(p)
	}
}

func isInstance(t reflect.Type) bool { return strings.ContainsRune(t.Name(), '[') }

// encodeFunc is the name of the generated encoder of t in its package.
func encodeFunc(t reflect.Type) string { return "codecEncode" + ident(t.Name()) }

// ident turns a type name into an identifier fragment: an instantiation
// base[path.Arg, …] becomes baseOfArg….
func ident(name string) string {
	base, args, ok := strings.Cut(name, "[")
	if !ok {
		return name
	}
	var b strings.Builder
	b.WriteString(base + "Of")
	for _, a := range splitArgs(strings.TrimSuffix(args, "]")) {
		a = a[strings.LastIndexByte(a, '.')+1:]
		for _, r := range a {
			if r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// encoderOf returns the expression of the encoder of the struct type t in
// g's file: its own function (written now if t is a generic instantiation
// of g's package), or a package variable holding another package's.
func (st *encodeState) encoderOf(g *Gen, t reflect.Type) string {
	if fn, ok := st.funcs[t]; ok {
		return fn
	}
	var fn string
	switch {
	case t.PkgPath() == g.Pkg:
		fn = encodeFunc(t)
		if isInstance(t) && !g.Own(t) { // the file's types are written in their turn
			st.pending = append(st.pending, t)
		}
	default:
		name := typeName(g, t)
		fn = g.Unique("codecEncoder" + ident(t.Name()))
		g.P("// %s is the encoder of %s.", fn, name)
		g.P("var %s = codec.EncoderOf[%s]()", fn, name)
		g.P("")
	}
	st.funcs[t] = fn
	return fn
}

// typeName is the Go spelling of the named type t in g's file, including
// instantiated generic types (reflect writes their type arguments with full
// import paths).
func typeName(g *Gen, t reflect.Type) string {
	n, ok := g.TypeName(t)
	if !ok {
		panic("codecgen: cannot name " + t.String() + " in " + g.Pkg)
	}
	return n
}

func splitArgs(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '[':
			depth++
		case ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// encodeWriter writes the encoder of one struct type.
type encodeWriter struct {
	g  *Gen
	st *encodeState
	b  bytes.Buffer
}

func (e *encodeWriter) p(format string, args ...any) {
	fmt.Fprintf(&e.b, format, args...)
	e.b.WriteByte('\n')
}

// alwaysWritten reports whether the member f is written whatever its
// value.
func alwaysWritten(fi codec.GenType, f codec.GenField) bool {
	switch fi.Kind {
	case codec.GenString, codec.GenBool, codec.GenInt, codec.GenUint, codec.GenFloat, codec.GenStruct, codec.GenForeign:
		return true
	case codec.GenSlice, codec.GenMap, codec.GenRaw:
		return f.Required
	case codec.GenPtr:
		return f.Required && f.Checks.Nullable()
	}
	return false // text and object primitives, enums: absent when zero
}

func (e *encodeWriter) structFunc(t reflect.Type) {
	g := e.g
	info := g.Info(t)
	fn := encodeFunc(t)
	e.b.Reset()
	// Every member is written after a comma; codec.EndObject makes the
	// first comma the opening brace.
	e.p("start := len(dst)")
	for _, f := range info.Fields {
		e.member(f)
	}
	later := false
	for _, f := range info.Fields {
		later = later || f.Since != 0
	}
	if info.Open && later {
		// A member a later contract introduced that v does not hold may be
		// among the undeclared members (decoded under an earlier
		// contract): written from there.
		e.p("dst = codec.AppendUnknownOf(dst, v.Unknown, v, codecDeclared%s, &e)", ident(t.Name()))
	} else if info.Open {
		e.p("dst = codec.AppendUnknown(dst, v.Unknown, codecDeclared%s, &e)", ident(t.Name()))
	}
	// The pieces that may fail record the first error in e (see
	// codec.Enc).
	g.P("// %s appends the encoding of *v to dst.", fn)
	g.P("func %s(dst []byte, v *%s) ([]byte, error) {", fn, typeName(g, t))
	g.P("var e codec.Enc")
	g.P("%sreturn e.End(dst, start)", e.b.String())
	g.P("}")
	g.P("")
	g.P("var _ = codec.RegisterEncoder(%s)", fn)
	g.P("")
	if info.Open && later {
		var names []string
		for _, f := range info.Fields {
			if f.Since == 0 {
				names = append(names, strconv.Quote(f.Name))
			}
		}
		g.P("// codecDeclared%s reports whether name is a member %s declares that", ident(t.Name()), t.Name())
		g.P("// is written from v's field: a member a later contract introduced only")
		g.P("// when v holds it.")
		g.P("func codecDeclared%s(v *%s, name string) bool {", ident(t.Name()), typeName(g, t))
		g.P("switch name {")
		if len(names) > 0 {
			g.P("case %s:", strings.Join(names, ", "))
			g.P("return true")
		}
		for _, f := range info.Fields {
			if f.Since != 0 {
				g.P("case %s:", strconv.Quote(f.Name))
				g.P("return %s", presentExpr(g, f))
			}
		}
		g.P("}")
		g.P("return false")
		g.P("}")
		g.P("")
	} else if info.Open {
		names := make([]string, len(info.Fields))
		for i, f := range info.Fields {
			names[i] = strconv.Quote(f.Name)
		}
		g.P("// codecDeclared%s reports whether name is a member %s declares.", ident(t.Name()), t.Name())
		g.P("func codecDeclared%s(name string) bool {", ident(t.Name()))
		if len(names) > 0 {
			g.P("switch name {")
			g.P("case %s:", strings.Join(names, ", "))
			g.P("return true")
			g.P("}")
		}
		g.P("return false")
		g.P("}")
		g.P("")
	}
}

// member writes the code of one declared member: a comma, the member name
// and its value, when the member is written.
func (e *encodeWriter) member(f codec.GenField) {
	g := e.g
	fi := g.Info(f.Type)
	x := "v." + f.GoName
	name := lit("," + string(codec.AppendString(nil, f.Name)) + ":")
	head := "append(dst, " + name + "...)"
	switch fi.Kind {
	case codec.GenEnum:
		e.p("dst = codec.AppendEnum(dst, %s, %s)", name, x)
		return
	}
	switch fi.Kind {
	case codec.GenSlice, codec.GenMap, codec.GenPtr, codec.GenRaw:
		e.p("if %s != nil {", x)
		e.present(fi, x, head, 0)
		if alwaysWritten(fi, f) {
			absent := map[codec.GenKind]string{codec.GenSlice: "[]", codec.GenMap: "{}", codec.GenPtr: "null", codec.GenRaw: "null"}
			e.p("} else {")
			e.p("dst = append(dst, %s...)", lit(","+string(codec.AppendString(nil, f.Name))+":"+absent[fi.Kind]))
		}
		e.p("}")
	case codec.GenText, codec.GenObject:
		if codec.ZeroByEqual(f.Type) {
			e.p("if !codec.IsZero(%s) {", x)
		} else {
			e.p("if !%s.IsZero() {", x)
		}
		e.value(fi, x, head, 0)
		e.p("}")
	default:
		e.value(fi, x, head, 0)
	}
}

// presentExpr returns the expression telling whether v holds the
// optional member f (the encoder's test: absent members are not written).
func presentExpr(g *Gen, f codec.GenField) string {
	x := "v." + f.GoName
	switch g.Info(f.Type).Kind {
	case codec.GenSlice, codec.GenMap, codec.GenPtr, codec.GenRaw:
		return x + " != nil"
	case codec.GenText, codec.GenObject:
		if codec.ZeroByEqual(f.Type) {
			return "!codec.IsZero(" + x + ")"
		}
		return "!" + x + ".IsZero()"
	case codec.GenEnum:
		return x + ` != ""`
	}
	return "true"
}

var textAppender = reflect.TypeFor[encoding.TextAppender]()

// textAppender panics unless the text primitive t has an AppendText
// method (the generated encoders write text primitives with it).
func (e *encodeWriter) textAppender(t reflect.Type) {
	if !reflect.PointerTo(t).Implements(textAppender) {
		panic("codecgen: text primitive " + t.String() + " has no AppendText method (encoding.TextAppender)")
	}
}

// appendExpr returns the expression appending the value x (an addressable
// expression) of the type fi describes to the byte slice to, when one
// expression can: every kind but pointers, raw values, slices and maps,
// which may be nil.
func (e *encodeWriter) appendExpr(fi codec.GenType, x, to string) (string, bool) {
	t := fi.Type
	conv := func(basic string) string {
		if t.PkgPath() == "" && t.Name() == basic {
			return encDeref(x)
		}
		return basic + "(" + encDeref(x) + ")"
	}
	switch fi.Kind {
	case codec.GenString, codec.GenEnum:
		return "codec.AppendString(" + to + ", " + conv("string") + ")", true
	case codec.GenBool:
		return e.g.Import("strconv") + ".AppendBool(" + to + ", " + conv("bool") + ")", true
	case codec.GenInt:
		return e.g.Import("strconv") + ".AppendInt(" + to + ", " + conv("int64") + ", 10)", true
	case codec.GenUint:
		return e.g.Import("strconv") + ".AppendUint(" + to + ", " + conv("uint64") + ", 10)", true
	case codec.GenFloat:
		return "codec.AppendFloat(" + to + ", " + conv("float64") + ", &e)", true
	case codec.GenText:
		// Its AppendText method, called directly: TextStart and TextEnd
		// open and close the JSON string around its text.
		e.textAppender(t)
		name := `""`
		if to != "dst" {
			name = strings.TrimSuffix(strings.TrimPrefix(to, "append(dst, "), "...)")
		}
		recv := x // (*p) called as p.AppendText
		if a := addr(x); !strings.HasPrefix(a, "&") {
			recv = a
		}
		return "e.TextEnd(" + recv + ".AppendText(e.TextStart(dst, " + name + ")))", true
	case codec.GenStruct:
		return "codec.AppendStruct(" + to + ", " + e.st.encoderOf(e.g, t) + ", " + addr(x) + ", &e)", true
	case codec.GenObject:
		return "codec.AppendObject(" + to + ", " + addr(x) + ", &e)", true
	case codec.GenForeign:
		return "codec.AppendForeign(" + to + ", " + addr(x) + ", &e)", true
	case codec.GenSlice:
		// Arrays of strings and of structs, and records of raw values, by
		// the loops of package codec.
		switch ei := e.g.Info(fi.Elem); ei.Kind {
		case codec.GenString, codec.GenEnum:
			return "codec.AppendStrings(" + to + ", " + x + ")", true
		case codec.GenStruct:
			return "codec.AppendStructs(" + to + ", " + e.st.encoderOf(e.g, fi.Elem) + ", " + x + ", &e)", true
		}
	case codec.GenMap:
		if e.g.Info(fi.Elem).Kind == codec.GenRaw {
			return "codec.AppendRawMap(" + to + ", " + x + ", &e)", true
		}
	}
	return "", false
}

// encDeref writes (*x) as *x.
func encDeref(x string) string {
	if strings.HasPrefix(x, "(*") && addr(x) != "&"+x {
		return "*" + addr(x)
	}
	return x
}

// present writes the code appending the value x of a pointer, slice, map
// or raw type known not to be nil to the byte slice to.
func (e *encodeWriter) present(fi codec.GenType, x, to string, depth int) {
	switch fi.Kind {
	case codec.GenPtr:
		e.value(e.g.Info(fi.Elem), "(*"+x+")", to, depth)
	case codec.GenRaw:
		e.p("dst = codec.AppendRaw(%s, %s, &e)", to, x)
	default:
		e.value(fi, x, to, depth)
	}
}

// value writes the code appending the value x (an addressable expression)
// of the type fi describes to the byte slice to (dst, or dst with the
// member name appended).
func (e *encodeWriter) value(fi codec.GenType, x, to string, depth int) {
	if expr, ok := e.appendExpr(fi, x, to); ok {
		e.p("dst = %s", expr)
		return
	}
	if to != "dst" {
		e.p("dst = %s", to)
	}
	switch fi.Kind {
	case codec.GenPtr, codec.GenRaw:
		e.p("if %s == nil {", x)
		e.p(`dst = append(dst, "null"...)`)
		e.p("} else {")
		e.present(fi, x, "dst", depth)
		e.p("}")
	case codec.GenSlice:
		i := fmt.Sprintf("i%d", depth)
		e.p("dst = append(dst, '[')")
		e.p("for %s := range %s {", i, x)
		e.p("if %s > 0 {", i)
		e.p("dst = append(dst, ',')")
		e.p("}")
		e.value(e.g.Info(fi.Elem), x+"["+i+"]", "dst", depth+1)
		e.p("}")
		e.p("dst = append(dst, ']')")
	case codec.GenMap:
		i, k, el := fmt.Sprintf("i%d", depth), fmt.Sprintf("k%d", depth), fmt.Sprintf("e%d", depth)
		e.p("dst = append(dst, '{')")
		keys := "nil"
		if kt, ok := e.g.TypeName(fi.Type.Key()); ok {
			// Up to 16 keys sorted in a buffer on the stack.
			keys = fmt.Sprintf("keys%d[:0]", depth)
			e.p("var keys%d [16]%s", depth, kt)
		}
		e.p("for %s, %s := range codec.SortedKeys(%s, %s) {", i, k, keys, x)
		e.p("if %s > 0 {", i)
		e.p("dst = append(dst, ',')")
		e.p("}")
		if fi.Type.Key() == reflect.TypeFor[string]() {
			e.p("dst = append(codec.AppendString(dst, %s), ':')", k)
		} else {
			e.p("dst = append(codec.AppendString(dst, string(%s)), ':')", k)
		}
		e.p("%s := %s[%s]", el, x, k)
		e.value(e.g.Info(fi.Elem), el, "dst", depth+1)
		e.p("}")
		e.p("dst = append(dst, '}')")
	default:
		panic(fmt.Sprintf("codecgen: cannot encode %v (kind %d)", fi.Type, fi.Kind))
	}
}

// lit is the Go literal of s, in backquotes when s allows it.
func lit(s string) string {
	for _, r := range s {
		if r == '`' || r < ' ' || r == 0x7f || r == utf8.RuneError || r == '\u2028' || r == '\u2029' {
			return strconv.Quote(s)
		}
	}
	return "`" + s + "`"
}
