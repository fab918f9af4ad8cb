package codecgen

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// decodeFunc is the name of the generated decoder of t.
func decodeFunc(t reflect.Type) string {
	n := t.Name()
	if base, args, ok := strings.Cut(n, "["); ok {
		// DomainEvent[encoding/json.RawMessage] → DomainEventOfRawMessage
		n = base
		for _, a := range strings.Split(strings.TrimSuffix(args, "]"), ",") {
			n += "Of" + a[strings.LastIndexByte(a, '.')+1:]
		}
	}
	return "codecDecode" + n
}

// decodeEmitter writes the generated decoder of the struct type t and
// installs it in the setup function. The decoder reads one object into *v
// and reports whether it accepted it (see codec.Lexer).
func decodeEmitter(g *Gen, t reflect.Type) {
	name, ok := g.TypeName(t)
	if !ok {
		return
	}
	info := g.Info(t)
	fn := decodeFunc(t)
	d := &decodeWriter{g: g}
	d.p("// %s decodes a %s document, or declines (false).", fn, t.Name())
	d.p("func %s(l *codec.Lexer, v *%s) bool {", fn, name)
	if info.Kind == codec.GenStruct {
		d.object(t, info)
	} else {
		// Another kind at the top of a document: its value with the
		// type's own checks, in a required position.
		te, _ := g.TypeExpr(t)
		d.value("(*v)", t, codec.TypeChecks(t), "codec.TypeChecks("+te+")", true, false)
	}
	d.p("\treturn true")
	d.p("}")
	d.p("")
	g.Setup("codec.SetDecoder(%s)", fn)
}

// decodeWriter writes the body of one decoder.
type decodeWriter struct {
	g     *Gen
	depth int // nesting of Go blocks: local names are suffixed with it
}

func (d *decodeWriter) p(format string, args ...any) { d.g.P(format, args...) }

// fail writes the statement that declines.
const fail = "return false"

func (d *decodeWriter) object(t reflect.Type, info codec.GenType) {
	g := d.g
	typeExpr, _ := g.TypeExpr(t)
	words := (len(info.Fields) + 63) / 64
	if words == 0 {
		words = 1
	}
	d.p("if !l.ObjectStart() { %s }", fail)
	d.p("var seen [%d]uint64", words)
	d.p("for first := true; ; first = false {")
	d.p("name, more, ok := l.Member(first)")
	d.p("if !ok { %s }", fail)
	d.p("if !more { break }")
	d.p("switch string(name) {")
	var required []uint64 = make([]uint64, words)
	for i, f := range info.Fields {
		w, bit := i/64, uint64(1)<<(i%64)
		// An absent optional struct member is walked as its zero value,
		// whose checks may fail: only a present one is accepted.
		fi := g.Info(f.Type)
		if f.Required || fi.Kind == codec.GenStruct {
			required[w] |= bit
		}
		d.p("case %s:", strconv.Quote(f.Name))
		d.p("if seen[%d]&%#x != 0 { %s }", w, bit, fail)
		d.p("seen[%d] |= %#x", w, bit)
		checks := ""
		if typeExpr != "" {
			checks = fmt.Sprintf("codec.FieldChecks(%s, %q)", typeExpr, f.GoName)
		}
		d.value("v."+f.GoName, f.Type, f.Checks, checks, f.Required, f.IgnoreUnknown)
	}
	d.p("default:")
	if info.Open {
		d.p("key := l.Keep(name)")
		d.p("if _, dup := v.Unknown[key]; dup { %s }", fail)
		d.p("raw, ok := l.Raw()")
		d.p("if !ok { %s }", fail)
		d.p("if v.Unknown == nil { v.Unknown = l.UnknownMap() }")
		d.p("v.Unknown[key] = raw")
	} else {
		d.p(fail)
	}
	d.p("}")
	d.p("}")
	for w, m := range required {
		if m != 0 {
			d.p("if seen[%d]&%#x != %#x { %s }", w, m, m, fail)
		}
	}
}

// checksVar returns the package variable holding the checks at expr.
func (d *decodeWriter) checksVar(expr string) string {
	return d.g.Var("codecChecks", "*codec.Checks", expr)
}

// value writes the statements decoding the next JSON value into dst (an
// addressable Go expression of type t). ck are the value's checks, ckExpr
// the expression that yields them in the setup function ("" when there is
// none: then no check may be needed). required tells whether the value
// sits in a required member; ign is the hf ignoreUnknown keyword.
func (d *decodeWriter) value(dst string, t reflect.Type, ck *codec.Checks, ckExpr string, required, ign bool) {
	g := d.g
	info := g.Info(t)
	d.depth++
	defer func() { d.depth-- }()
	sfx := strconv.Itoa(d.depth)
	checked := func(cond string) {
		if ck.Has() {
			if ckExpr == "" {
				d.p(fail)
				return
			}
			d.p("if !%s.%s { %s }", d.checksVar(ckExpr), cond, fail)
		}
	}
	unsafeP := g.Import("unsafe") + ".Pointer(" + addr(dst) + ")"
	if info.Custom {
		d.p(fail)
		return
	}
	switch info.Kind {
	case codec.GenString:
		d.p("{")
		d.p("s, ok := l.String()")
		d.p("if !ok { %s }", fail)
		checked("String(s)")
		d.assign(dst, t, unsafeP, "string", "s")
		d.p("}")
	case codec.GenEnum:
		d.p("{")
		d.p("b, ok := l.Bytes()")
		d.p("if !ok { %s }", fail)
		d.vocabulary("string(b)", "*(*string)("+unsafeP+")", info)
		checked("String(*(*string)(" + unsafeP + "))")
		d.p("}")
	case codec.GenBool:
		d.p("{")
		d.p("b, ok := l.Bool()")
		d.p("if !ok { %s }", fail)
		d.assign(dst, t, unsafeP, "bool", "b")
		d.p("}")
	case codec.GenInt:
		d.p("{")
		d.p("n, ok := l.Int(%d, %d)", info.IntMin, info.IntMax)
		d.p("if !ok { %s }", fail)
		checked("Int(n)")
		k := t.Kind().String()
		d.assign(dst, t, unsafeP, k, k+"(n)")
		d.p("}")
	case codec.GenUint:
		d.p("{")
		d.p("n, ok := l.Uint(%d)", info.UintMax)
		d.p("if !ok { %s }", fail)
		checked("Uint(n)")
		k := t.Kind().String()
		d.assign(dst, t, unsafeP, k, k+"(n)")
		d.p("}")
	case codec.GenFloat:
		d.p("{")
		d.p("f, ok := l.Float()")
		d.p("if !ok { %s }", fail)
		checked("Float(f)")
		d.assign(dst, t, unsafeP, "float64", "f")
		d.p("}")
	case codec.GenText:
		if fn, ok := d.parser(info); ok {
			// The registered parser, called directly; a present "" is
			// never a valid text primitive.
			d.p("{")
			d.p("b, ok := l.Bytes()")
			d.p("if !ok || len(b) == 0 { %s }", fail)
			d.p("x, err := %s(l.TextBytes(b, %v))", fn, info.KeepsText)
			d.p("if err != nil { %s }", fail)
			if required {
				d.p("if x == *new(%s) { %s }", mustName(g, t), fail)
			}
			d.p("%s = x", dst)
			d.p("}")
			return
		}
		te, ok := g.TypeExpr(t)
		if !ok {
			d.p(fail)
			return
		}
		h := g.Var("codecText", "*codec.TextType", "codec.TextOf("+te+")")
		d.p("if !l.Text(%s, %s, %v) { %s }", h, unsafeP, required, fail)
	case codec.GenRaw:
		d.p("{")
		d.p("raw, ok := l.Raw()")
		d.p("if !ok { %s }", fail)
		if info.RawForm {
			te, ok := g.TypeExpr(t)
			if !ok {
				d.p(fail)
			} else {
				h := g.Var("codecRawForm", "*codec.RawType", "codec.RawFormOfType("+te+")")
				d.p("if !%s.OK(raw) { %s }", h, fail)
			}
		}
		d.p("*(*[]byte)(%s) = raw", unsafeP)
		d.p("}")
	case codec.GenStruct:
		if ign {
			d.p(fail) // undeclared members ignored: left to the reflective path
			return
		}
		if g.Own(t) {
			d.p("if !%s(l, %s) { %s }", decodeFunc(t), addr(dst), fail)
			return
		}
		n, ok := g.TypeName(t)
		if !ok {
			d.p(fail)
			return
		}
		h := g.Var("codecDecoder", "*codec.GenDecoder", "codec.DecoderOf["+n+"]()")
		d.p("if !%s.Decode(l, %s) { %s }", h, unsafeP, fail)
	case codec.GenPtr:
		en, ok := g.TypeName(info.Elem)
		if !ok {
			d.p(fail)
			return
		}
		ei := g.Info(info.Elem)
		if ck.Nullable() {
			d.p("if !l.Null() {") // null: the pointer stays nil
		} else {
			d.p("if l.Null() { %s }", fail)
			d.p("{")
		}
		x := "x" + sfx
		switch ei.Kind {
		case codec.GenInt, codec.GenUint, codec.GenFloat, codec.GenBool:
			d.p("%s := (*%s)(l.Scalar())", x, en)
		case codec.GenString, codec.GenEnum:
			if info.Elem.Kind() == reflect.String && info.Elem.Name() == "string" {
				d.p("%s := l.StringSlot()", x)
			} else {
				d.p("%s := (*%s)(%s.Pointer(l.StringSlot()))", x, en, g.Import("unsafe"))
			}
		default:
			if field, ok := memberOfV(dst); ok {
				d.p("%s := codec.ReusePtr[%s](l, %s.Offsetof(v.%s))", x, en, g.Import("unsafe"), field)
			} else {
				d.p("%s := new(%s)", x, en)
			}
		}
		d.value("(*"+x+")", info.Elem, ck, ckExpr, false, ign)
		d.p("%s = %s", dst, x)
		d.p("}")
	case codec.GenSlice:
		en, ok := g.TypeName(info.Elem)
		if !ok {
			d.p(fail)
			return
		}
		ei := g.Info(info.Elem)
		n, s, i := "n"+sfx, "s"+sfx, "i"+sfx
		if ei.Kind == codec.GenString || ei.Kind == codec.GenEnum {
			// Strings are read first, then checked: no count ahead.
			u := g.Import("unsafe")
			d.p("{")
			d.p("ss, ok := l.StringArray(%v)", ei.Kind == codec.GenString)
			d.p("if !ok { %s }", fail)
			if ck.HasItems() {
				if ckExpr == "" {
					d.p(fail)
				} else {
					d.p("if !%s.Len(len(ss)) { %s }", d.checksVar(ckExpr), fail)
				}
			}
			d.p("%s := %s.Slice((*%s)(%s.Pointer(%s.SliceData(ss))), len(ss))", s, u, en, u, u)
			if ei.Kind == codec.GenEnum || ck.Item().Has() {
				d.p("for %s := range %s {", i, s)
				d.stringValue(s+"["+i+"]", ei, ck.Item(), itemExpr(ckExpr))
				d.p("}")
			}
			d.p("%s = %s", dst, s)
			d.p("}")
			return
		}
		d.p("{")
		d.p("%s, ok := l.ArrayStart()", n)
		d.p("if !ok { %s }", fail)
		if ck.HasItems() {
			if ckExpr == "" {
				d.p(fail)
			} else {
				d.p("if !%s.Len(%s) { %s }", d.checksVar(ckExpr), n, fail)
			}
		}
		if field, ok := memberOfV(dst); ok {
			d.p("%s := codec.ReuseSlice[%s](l, %s.Offsetof(v.%s), %s)", s, en, g.Import("unsafe"), field, n)
		} else {
			d.p("%s := make([]%s, %s)", s, en, n)
		}
		d.p("for %s := range %s {", i, s)
		d.p("if !l.Next(%s) { %s }", i, fail)
		d.value(s+"["+i+"]", info.Elem, ck.Item(), itemExpr(ckExpr), true, false)
		d.p("}")
		d.p("if !l.ArrayEnd() { %s }", fail)
		d.p("%s = %s", dst, s)
		d.p("}")
	case codec.GenMap:
		mn, ok1 := g.TypeName(t)
		kn, ok2 := g.TypeName(t.Key())
		en, ok3 := g.TypeName(info.Elem)
		if !ok1 || !ok2 || !ok3 {
			d.p(fail)
			return
		}
		m, e := "m"+sfx, "e"+sfx
		d.p("{")
		d.p("if !l.ObjectStart() { %s }", fail)
		if field, ok := memberOfV(dst); ok {
			d.p("%s := codec.ReuseMap[%s](l, %s.Offsetof(v.%s))", m, mn, g.Import("unsafe"), field)
		} else {
			d.p("%s := make(%s)", m, mn)
		}
		d.p("for first := true; ; first = false {")
		d.p("name, more, ok := l.Member(first)")
		d.p("if !ok { %s }", fail)
		d.p("if !more { break }")
		d.p("key := %s(l.Keep(name))", kn)
		d.p("if _, dup := %s[key]; dup { %s }", m, fail)
		d.p("var %s %s", e, en)
		d.value(e, info.Elem, ck.Item(), itemExpr(ckExpr), true, false)
		d.p("%s[key] = %s", m, e)
		d.p("}")
		d.p("%s = %s", dst, m)
		d.p("}")
	case codec.GenObject:
		te, ok := g.TypeExpr(t)
		if !ok {
			d.p(fail)
			return
		}
		h := g.Var("codecObject", "*codec.ObjectType", "codec.ObjectOf("+te+")")
		d.p("if !l.Object(%s, %s, %v) { %s }", h, unsafeP, required, fail)
	default: // foreign types: the reflective path
		d.p(fail)
	}
}

// memberOfV returns the Go name of the member of the decoded object that
// dst is, if it is one (v.Name): the document's own object may take the
// map, slice or pointee a previous decode into the same value left
// (codec.ReuseMap, ReuseSlice, ReusePtr).
func memberOfV(dst string) (string, bool) {
	field, ok := strings.CutPrefix(dst, "v.")
	return field, ok && !strings.ContainsAny(field, ".[]()*")
}

func itemExpr(expr string) string {
	if expr == "" {
		return ""
	}
	return expr + ".Item()"
}

// parser returns the Go spelling of the registered parser of a text
// primitive, when it is a package-level function the file can call.
func (d *decodeWriter) parser(info codec.GenType) (string, bool) {
	if info.Parser == "" {
		return "", false
	}
	i := strings.LastIndexByte(info.Parser, '.')
	path, name := info.Parser[:i], info.Parser[i+1:]
	if strings.ContainsAny(name, "[]()") || strings.Contains(path[strings.LastIndexByte(path, '/')+1:], ".") {
		return "", false // a closure or a method
	}
	if _, ok := d.g.TypeName(info.Type); !ok {
		return "", false
	}
	if path == d.g.Pkg {
		return name, true
	}
	if !isExported(name) {
		return "", false
	}
	return d.g.Import(path) + "." + name, true
}

func mustName(g *Gen, t reflect.Type) string {
	n, _ := g.TypeName(t)
	return n
}

// stringValue writes the checks of a string-kind element dst already read
// (a vocabulary value is replaced by the registered string).
func (d *decodeWriter) stringValue(dst string, info codec.GenType, ck *codec.Checks, ckExpr string) {
	if info.Kind == codec.GenEnum {
		d.vocabulary(dst, dst, info)
	}
	if ck.Has() {
		if ckExpr == "" {
			d.p(fail)
			return
		}
		d.p("if !%s.String(string(%s)) { %s }", d.checksVar(ckExpr), dst, fail)
	}
}

// vocabulary writes the switch that stores in dst the vocabulary value
// equal to subject (a string expression), or declines. "" is no member of
// any vocabulary: present, it is not the absent value.
func (d *decodeWriter) vocabulary(subject, dst string, info codec.GenType) {
	d.p("switch %s {", subject)
	for _, v := range info.EnumValues {
		if v == "" {
			continue
		}
		d.p("case %s:", strconv.Quote(v))
		d.p("%s = %s", dst, strconv.Quote(v))
	}
	d.p("default: %s", fail)
	d.p("}")
}

// addr returns the address of the addressable Go expression dst (x for
// (*x)).
func addr(dst string) string {
	if strings.HasPrefix(dst, "(*") && strings.HasSuffix(dst, ")") && !strings.ContainsAny(dst[2:len(dst)-1], "()") {
		return dst[2 : len(dst)-1]
	}
	return "&" + dst
}

// assign writes dst = value for dst of type t, whose underlying type is
// the predeclared type basic: directly when t is basic itself, else through
// the pointer unsafeP (no conversion to name t needed).
func (d *decodeWriter) assign(dst string, t reflect.Type, unsafeP, basic, value string) {
	if t.PkgPath() == "" && t.Name() == basic {
		if a := addr(dst); !strings.HasPrefix(a, "&") {
			dst = "*" + a // (*x) = … written *x = …
		}
		d.p("%s = %s", dst, value)
		return
	}
	d.p("*(*%s)(%s) = %s", basic, unsafeP, value)
}
