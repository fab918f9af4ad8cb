package codecgen

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// Generated decoders. Every type of a generated file gets a function
//
//	func codecDecodeT(l *codec.Lexer, v *T)
//
// installed with codec.SetDecoder by the file's setup function. It reads
// one document into *v with the Lexer, whose failure is sticky (see
// codec.Lexer): the code has no error branches, and a document it cannot
// accept leaves the Lexer failed. A struct is read member by member: a
// switch on the member name, then per member one line that marks it read
// (Lexer.Once: a repeated name fails) and the statement reading its value,
// usually one line of a Lexer method or a generic reader of package codec
// with the member's checks (a package variable the setup function fills,
// or nil); then the required members are checked (Lexer.Required). A
// member or a vocabulary value a contract after 7.0.0 introduced gets one
// more call in its case, Lexer.Since, which declines a document read under
// an earlier contract (the reflective path then reports the undeclared
// member or the value outside the vocabulary).

// sinceLit is the literal of the contract version v in generated code,
// with its parts apart (7_003_000 is 7.3.0).
func sinceLit(v codec.Version) string {
	return fmt.Sprintf("%d_%03d_%03d", v/1_000_000, v/1000%1000, v%1000)
}

// decodeFunc is the name of the generated decoder of t.
func decodeFunc(t reflect.Type) string { return "codecDecode" + ident(t.Name()) }

// decodeEmitter writes the generated decoder of t and installs it in the
// setup function.
func decodeEmitter(g *Gen, t reflect.Type) {
	name, ok := g.TypeName(t)
	if !ok {
		return
	}
	info := g.Info(t)
	fn := decodeFunc(t)
	d := &decodeWriter{g: g}
	d.p("// %s decodes one %s (see codec.Lexer).", fn, t.Name())
	d.p("func %s(l *codec.Lexer, v *%s) {", fn, name)
	if info.Kind == codec.GenStruct {
		d.object(t, info)
	} else {
		// Another kind at the top of a document: its value with the
		// type's own checks, in a required position.
		te, _ := g.TypeExpr(t)
		d.value("(*v)", t, codec.TypeChecks(t), checksSource{"codec.TypeChecks(" + te + ")", "codecCheck" + ident(t.Name())}, true, false)
	}
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

// fail is the statement that declines.
const fail = "l.Fail()"

// seenVar is the name of the bit set of the members 64w to 64w+63.
func seenVar(w int) string {
	if w == 0 {
		return "seen"
	}
	return "seen" + strconv.Itoa(w)
}

func (d *decodeWriter) object(t reflect.Type, info codec.GenType) {
	g := d.g
	typeExpr, _ := g.TypeExpr(t)
	words := (len(info.Fields) + 63) / 64
	required := make([]uint64, words)
	for w := range words {
		d.p("var %s uint64", seenVar(w))
	}
	// The members are told apart by their index among the declared names
	// (the Lexer guesses each name from the one before, in declared order).
	quoted := make([]string, len(info.Fields))
	for i, f := range info.Fields {
		quoted[i] = strconv.Quote(f.Name)
	}
	names := g.VarNamed("codecNames"+ident(t.Name()), "*codec.Names", "codec.MemberNames("+strings.Join(quoted, ", ")+")")
	name := "_"
	if info.Open {
		name = "name"
	}
	d.p("for k, %s, more := l.FirstMemberOf(%s); more; k, %s, more = l.NextMemberOf(%s, k) {", name, names, name, names)
	d.p("switch k {")
	for i, f := range info.Fields {
		// An absent optional struct member is walked as its zero value,
		// whose checks may fail: only a present one is accepted.
		if f.Required || g.Info(f.Type).Kind == codec.GenStruct {
			required[i/64] |= 1 << (i % 64)
		}
		d.p("case %d: // %s", i, quoted[i])
		if f.Since != 0 {
			d.p("l.Since(%s)", sinceLit(f.Since))
		}
		d.p("%s = l.Once(%s, %d)", seenVar(i/64), seenVar(i/64), i%64)
		var cs checksSource
		if typeExpr != "" {
			cs = checksSource{fmt.Sprintf("codec.FieldChecks(%s, %q)", typeExpr, f.GoName), "codecCheck" + ident(t.Name()) + f.GoName}
		}
		d.value("v."+f.GoName, f.Type, f.Checks, cs, f.Required, f.IgnoreUnknown)
	}
	d.p("default:")
	if info.Open {
		d.p("l.Unknown(&v.Unknown, name)")
	} else {
		d.p(fail)
	}
	d.p("}")
	d.p("}")
	for w, m := range required {
		if m != 0 {
			d.p("l.Required(%s, %#x)", seenVar(w), m)
		}
	}
}

// checksSource says where a value's checks come from: expr yields them in
// the setup function ("" when there is none: then no check may be needed),
// and name is the package variable that holds them.
type checksSource struct{ expr, name string }

// item returns the source of the checks of the elements or values.
func (cs checksSource) item() checksSource {
	if cs.expr == "" {
		return cs
	}
	return checksSource{cs.expr + ".Item()", cs.name + "Item"}
}

// arg returns the argument passing the checks ck to a reader: "nil" when
// need is false, else the package variable holding them; false when they
// cannot be named.
func (d *decodeWriter) arg(ck *codec.Checks, cs checksSource, need bool) (string, bool) {
	if !need {
		return "nil", true
	}
	if cs.expr == "" {
		return "", false
	}
	return d.g.VarNamed(cs.name, "*codec.Checks", cs.expr), true
}

// read returns an expression of type t reading the next JSON value (with
// the checks ck), when one call can: strings, vocabulary values, booleans,
// numbers, text primitives with a registered parser and raw values.
// required tells whether the value sits in a required member.
func (d *decodeWriter) read(t reflect.Type, ck *codec.Checks, cs checksSource, required bool) (string, bool) {
	expr, basic, ok := d.readBasic(t, ck, cs, required)
	switch {
	case !ok:
		return "", false
	case basic == "" || t.PkgPath() == "" && t.Name() == basic || t == reflect.TypeFor[json.RawMessage]() && basic == "[]byte":
		return expr, true
	}
	n, ok := d.g.TypeName(t)
	if !ok {
		return "", false
	}
	return n + "(" + expr + ")", true
}

// readBasic is read for an expression of the predeclared type basic that
// converts to t ("" when it is of type t already).
func (d *decodeWriter) readBasic(t reflect.Type, ck *codec.Checks, cs checksSource, required bool) (expr, basic string, ok bool) {
	g := d.g
	info := g.Info(t)
	if info.Custom {
		return "", "", false
	}
	need := ck.Has()
	switch info.Kind {
	case codec.GenString:
		if c, ok := d.arg(ck, cs, need); ok {
			return "l.String(" + c + ")", "string", true
		}
	case codec.GenEnum:
		if m, ok := d.matcher(t, ck); ok {
			return m + "(l, l.View())", "", true
		}
	case codec.GenBool:
		if !need {
			return "l.Bool()", "bool", true
		}
		if c, ok := d.arg(ck, cs, need); ok {
			return "l.BoolIn(" + c + ")", "bool", true
		}
	case codec.GenInt:
		if c, ok := d.arg(ck, cs, need); ok {
			if info.IntMin == -1<<63 && info.IntMax == 1<<63-1 {
				return "l.Int(" + c + ")", "int64", true
			}
			return fmt.Sprintf("l.IntIn(%s, %d, %d)", c, info.IntMin, info.IntMax), "int64", true
		}
	case codec.GenUint:
		if c, ok := d.arg(ck, cs, need); ok {
			return fmt.Sprintf("l.Uint(%s, %d)", c, info.UintMax), "uint64", true
		}
	case codec.GenFloat:
		if c, ok := d.arg(ck, cs, need); ok {
			return "l.Float(" + c + ")", "float64", true
		}
	case codec.GenText:
		// The registered parser, called directly.
		if fn, ok := d.parser(info); ok {
			return fmt.Sprintf("codec.Parse(l, %s, l.Text(%v), %v)", fn, info.KeepsText, required), "", true
		}
	case codec.GenRaw:
		if !info.RawForm {
			return "l.Raw()", "[]byte", true
		}
		if te, ok := g.TypeExpr(t); ok {
			h := g.VarNamed("codecRawForm"+ident(t.Name()), "*codec.RawType", "codec.RawFormOfType("+te+")")
			return "l.RawForm(" + h + ")", "[]byte", true
		}
	}
	return "", "", false
}

// matcher returns the name of the file's function matching the values of
// the vocabulary type t that pass the checks ck (evaluated here), writing
// it the first time: a switch on the string, returning the vocabulary's own
// string, or failing.
func (d *decodeWriter) matcher(t reflect.Type, ck *codec.Checks) (string, bool) {
	g := d.g
	tn, ok := g.TypeName(t)
	if !ok {
		return "", false
	}
	var vals []string
	info := g.Info(t)
	for _, v := range info.EnumValues {
		if v != "" && (!ck.Has() || ck.String(v)) {
			vals = append(vals, v)
		}
	}
	key := "matcher " + t.String() + " " + strings.Join(vals, ",")
	if info.EnumOpen && !ck.Has() {
		key += " open"
	}
	return g.Helper(key, "codecEnum"+ident(t.Name()), func(name string) {
		g.H("// %s returns the %s value equal to s (the", name, t.Name())
		g.H("// vocabulary's own string, not s), or fails.")
		g.H("func %s(l *codec.Lexer, s string) %s {", name, tn)
		g.H("switch s {")
		for _, v := range vals {
			g.H("case %s:", strconv.Quote(v))
			if sv := info.EnumSince[v]; sv != 0 {
				g.H("l.Since(%s)", sinceLit(sv))
			}
			g.H("return %s", strconv.Quote(v))
		}
		g.H("}")
		if info.EnumOpen && !ck.Has() {
			// An open vocabulary: a text of its pattern form is kept.
			g.H("if codec.OpenEnum[%s](s) {", tn)
			g.H("return %s(l.KeepView(s))", tn)
			g.H("}")
		}
		g.H("l.Fail()")
		g.H(`return ""`)
		g.H("}")
		g.H("")
	}), true
}

// value writes the statements decoding the next JSON value into dst (an
// addressable Go expression of type t). ck are the value's checks, cs
// where they come from. required tells whether the value sits in a
// required member; ign is the hf ignoreUnknown keyword.
func (d *decodeWriter) value(dst string, t reflect.Type, ck *codec.Checks, cs checksSource, required, ign bool) {
	g := d.g
	info := g.Info(t)
	if expr, ok := d.read(t, ck, cs, required); ok {
		d.p("%s = %s", dst, expr)
		return
	}
	// The address of dst as an unsafe.Pointer; the import only where used.
	unsafeP := func() string { return g.Import("unsafe") + ".Pointer(" + addr(dst) + ")" }
	if expr, basic, ok := d.readBasic(t, ck, cs, required); ok && basic != "" {
		// t cannot be named here: stored through its address.
		k := t.Kind().String()
		if basic != "[]byte" {
			expr = k + "(" + expr + ")"
		} else {
			k = basic
		}
		d.p("*(*%s)(%s) = %s", k, unsafeP(), expr)
		return
	}
	d.depth++
	defer func() { d.depth-- }()
	sfx := strconv.Itoa(d.depth)
	if info.Custom {
		d.p(fail)
		return
	}
	switch info.Kind {
	case codec.GenText:
		te, ok := g.TypeExpr(t)
		if !ok {
			d.p(fail)
			return
		}
		h := g.VarNamed("codecText"+ident(t.Name()), "*codec.TextType", "codec.TextOf("+te+")")
		d.p("l.TextInto(%s, %s, %v)", h, unsafeP(), required)
	case codec.GenStruct:
		if ign {
			d.p(fail) // undeclared members ignored: left to the reflective path
			return
		}
		if g.Own(t) {
			d.p("%s(l, %s)", decodeFunc(t), addr(dst))
			return
		}
		n, ok := g.TypeName(t)
		if !ok {
			d.p(fail)
			return
		}
		h := g.VarNamed("codecDecoder"+ident(t.Name()), "*codec.GenDecoder", "codec.DecoderOf["+n+"]()")
		d.p("%s.Decode(l, %s)", h, unsafeP())
	case codec.GenPtr:
		en, ok := g.TypeName(info.Elem)
		if !ok {
			d.p(fail)
			return
		}
		if ck.Nullable() {
			d.p("if !l.Null() {") // null: the pointer stays nil
			defer d.p("}")
		} else {
			d.p("l.NotNull()")
		}
		switch ei := g.Info(info.Elem); ei.Kind {
		case codec.GenInt, codec.GenUint, codec.GenFloat, codec.GenBool, codec.GenString, codec.GenEnum:
			// Stored where the decoder hands out scalars and strings.
			if expr, ok := d.read(info.Elem, ck, cs, false); ok {
				alloc := "NewScalar"
				if ei.Kind == codec.GenString || ei.Kind == codec.GenEnum {
					alloc = "NewString"
				}
				d.p("%s = codec.%s(l, %s)", dst, alloc, expr)
				return
			}
		}
		if field, ok := memberOfV(dst); ok {
			d.p("%s = codec.ReusePtr[%s](l, %s.Offsetof(v.%s))", dst, en, g.Import("unsafe"), field)
		} else {
			d.p("%s = new(%s)", dst, en)
		}
		d.value("(*"+dst+")", info.Elem, ck, cs, false, ign)
	case codec.GenSlice:
		en, ok := g.TypeName(info.Elem)
		if !ok {
			d.p(fail)
			return
		}
		ei := g.Info(info.Elem)
		switch ei.Kind {
		case codec.GenString:
			// Strings are read first, then checked: no count ahead.
			c, ok := d.arg(ck, cs, ck.HasItems() || ck.Item().Has())
			if !ok {
				d.p(fail)
				return
			}
			d.p("%s = codec.Strings[%s](l, %s)", dst, en, c)
			return
		case codec.GenEnum:
			m, ok := d.matcher(info.Elem, ck.Item())
			c, ok2 := d.arg(ck, cs, ck.HasItems())
			if !ok || !ok2 {
				d.p(fail)
				return
			}
			d.p("%s = codec.Enums(l, %s, %s)", dst, m, c)
			return
		}
		c, ok := d.arg(ck, cs, ck.HasItems())
		if !ok {
			d.p(fail)
			return
		}
		s, i := "s"+sfx, "i"+sfx
		if field, ok := memberOfV(dst); ok {
			// A member of the document's object: its slice may be a
			// spare, its elements appended as they are read.
			d.p("%s := codec.ReuseArray[%s](l, %s.Offsetof(v.%s), %s)", s, en, g.Import("unsafe"), field, c)
			d.p("for %s := 0; l.More(%s, %s); %s++ {", i, i, c, i)
			d.p("%s = codec.Grow(%s)", s, s)
			d.value(s+"["+i+"]", info.Elem, ck.Item(), cs.item(), true, false)
			d.p("}")
			d.p("%s = %s", dst, s)
			return
		}
		d.p("%s := make([]%s, l.ArrayStart(%s))", s, en, c)
		d.p("for %s := range %s {", i, s)
		d.p("l.Next(%s)", i)
		d.value(s+"["+i+"]", info.Elem, ck.Item(), cs.item(), true, false)
		d.p("}")
		d.p("l.ArrayEnd()")
		d.p("%s = %s", dst, s)
	case codec.GenMap:
		mn, ok1 := g.TypeName(t)
		en, ok2 := g.TypeName(info.Elem)
		if !ok1 || !ok2 {
			d.p(fail)
			return
		}
		m, name, more, k, e := "m"+sfx, "name"+sfx, "more"+sfx, "k"+sfx, "e"+sfx
		if field, ok := memberOfV(dst); ok {
			d.p("%s := codec.ReuseMap[%s](l, %s.Offsetof(v.%s))", m, mn, g.Import("unsafe"), field)
		} else {
			d.p("%s := make(%s)", m, mn)
		}
		d.p("for %s, %s := l.FirstMember(); %s; %s, %s = l.NextMember() {", name, more, more, name, more)
		d.p("%s := codec.Key(l, %s, %s)", k, m, name)
		if expr, ok := d.read(info.Elem, ck.Item(), cs.item(), true); ok {
			d.p("%s[%s] = %s", m, k, expr)
		} else {
			d.p("var %s %s", e, en)
			d.value(e, info.Elem, ck.Item(), cs.item(), true, false)
			d.p("%s[%s] = %s", m, k, e)
		}
		d.p("}")
		if ck.HasKeys() {
			c, ok := d.arg(ck, cs, true)
			if !ok {
				d.p(fail)
				return
			}
			d.p("codec.RecordKeys(l, %s, %s)", c, m)
		}
		d.p("%s = %s", dst, m)
	case codec.GenObject:
		te, ok := g.TypeExpr(t)
		if !ok {
			d.p(fail)
			return
		}
		h := g.VarNamed("codecObject"+ident(t.Name()), "*codec.ObjectType", "codec.ObjectOf("+te+")")
		d.p("l.Object(%s, %s, %v)", h, unsafeP(), required)
	default: // foreign types and what read could not name: the reflective path
		d.p(fail)
	}
}

// memberOfV returns the Go name of the member of the decoded object that
// dst is, if it is one (v.Name): the document's own object may take the
// map, slice or pointee a previous decode into the same value left
// (codec.ReuseMap, ReuseArray, ReusePtr).
func memberOfV(dst string) (string, bool) {
	field, ok := strings.CutPrefix(dst, "v.")
	return field, ok && !strings.ContainsAny(field, ".[]()*")
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

// addr returns the address of the addressable Go expression dst (x for
// (*x)).
func addr(dst string) string {
	if strings.HasPrefix(dst, "(*") && strings.HasSuffix(dst, ")") && !strings.ContainsAny(dst[2:len(dst)-1], "()") {
		return dst[2 : len(dst)-1]
	}
	return "&" + dst
}
