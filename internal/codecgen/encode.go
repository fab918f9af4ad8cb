package codecgen

import (
	"bytes"
	"encoding"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// Generated encoders. For every struct type the codec plans that is
// reachable from a registered document type (members, elements, the wire
// forms of object primitives, the variants of a union), the package
// declaring it gets a function
//
//	func encodeT(dst []byte, v *T) ([]byte, error)
//
// registered with codec.RegisterEncoder. It writes what the reflective
// encoder (internal/codec/encode.go) writes, member for member, with the
// kinds resolved at generate time: declared members in declaration order,
// absent ones left out (or written [] / {} / null when required), then an
// open object's undeclared members sorted by name. Strings, numbers, text
// primitives, raw members and foreign values go through the codec functions
// the reflective encoder uses itself, so escaping and number forms cannot
// drift. A member whose struct type is declared in another package calls
// that package's encoder through codec.EncoderOf.

// EncodeTypes returns the struct types that get generated encoders, from the
// document types registered under a schema name (and the variants of the
// unions among them), grouped by the import path of their package, each
// group sorted by type name.
func EncodeTypes() map[string][]reflect.Type {
	var roots []reflect.Type
	codec.Schemas(func(_ string, t reflect.Type) { roots = append(roots, t) })
	seen := map[reflect.Type]bool{}
	out := map[string][]reflect.Type{}
	var visit func(t reflect.Type)
	visit = func(t reflect.Type) {
		if seen[t] {
			return
		}
		seen[t] = true
		if u := codec.UnionOf(t); u != nil {
			for _, v := range u.Variants {
				visit(v)
			}
			return
		}
		if reflect.PointerTo(t).Implements(customType) {
			return // its own methods encode it
		}
		kind, _ := codec.EncodeKind(t)
		switch kind {
		case "ptr", "slice", "map":
			visit(t.Elem())
		case "object":
			visit(codec.WireType(t))
		case "struct":
			out[t.PkgPath()] = append(out[t.PkgPath()], t)
			members, _ := codec.EncodeMembers(t)
			for _, m := range members {
				visit(m.Type)
			}
		}
	}
	for _, t := range roots {
		visit(t)
	}
	for _, ts := range out {
		sort.Slice(ts, func(i, j int) bool { return ts[i].String() < ts[j].String() })
	}
	return out
}

var (
	customType   = reflect.TypeFor[codec.Custom]()
	textAppender = reflect.TypeFor[encoding.TextAppender]()
)

// encodeEmitter writes the encoders of the struct types of one package.
type encodeEmitter struct {
	pkg     string            // import path of the package written
	imports map[string]string // import path → package name, of the code written
	externs map[reflect.Type]string
	body    bytes.Buffer // the functions
	vars    bytes.Buffer // the encoders of other packages' types
	needErr bool         // the function being written returns errors of its members
}

// EmitEncoders returns the Go source (declarations only, after the import
// block) of the generated encoders of types, all declared in the package
// with import path pkg, and the import paths that source uses.
func EmitEncoders(pkg string, types []reflect.Type) (src []byte, imports map[string]string) {
	e := &encodeEmitter{pkg: pkg, imports: map[string]string{}, externs: map[reflect.Type]string{}}
	e.use("github.com/hounfour-go/hounfour/internal/codec", "codec")
	for _, t := range types {
		e.structFunc(t)
	}
	var out bytes.Buffer
	if e.vars.Len() > 0 {
		out.WriteString("// The encoders of member types declared in other packages.\nvar (\n")
		out.Write(e.vars.Bytes())
		out.WriteString(")\n\n")
	}
	out.WriteString("// The generated encoders of the package's document types.\nvar (\n")
	for _, t := range types {
		fmt.Fprintf(&out, "\t_ = codec.RegisterEncoder(%s)\n", funcName(t))
	}
	out.WriteString(")\n\n")
	out.Write(e.body.Bytes())
	return out.Bytes(), e.imports
}

func (e *encodeEmitter) use(path, name string) string {
	e.imports[path] = name
	return name
}

// funcName is the name of the encoder function of t in its package.
func funcName(t reflect.Type) string {
	return "encode" + ident(t.Name())
}

// ident turns a type name, possibly a generic instantiation, into an
// identifier fragment.
func ident(name string) string {
	var b strings.Builder
	for _, r := range name {
		switch {
		case r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
			b.WriteRune(r)
		case r == '.' || r == '/' || r == '[' || r == ',':
			b.WriteByte('_')
		}
	}
	return b.String()
}

// typeExpr is the Go spelling of the named type t in the package written.
func (e *encodeEmitter) typeExpr(t reflect.Type) string {
	if t.PkgPath() == e.pkg {
		return e.localName(t.Name())
	}
	s := t.String() // pkgname.Name[args]
	dot := strings.IndexByte(s, '.')
	name := e.use(t.PkgPath(), s[:dot])
	return name + "." + e.localName(t.Name())
}

// localName spells a type name, qualifying the type arguments of a generic
// instantiation (reflect writes them with their full import paths).
func (e *encodeEmitter) localName(name string) string {
	open := strings.IndexByte(name, '[')
	if open < 0 {
		return name
	}
	args := splitArgs(name[open+1 : len(name)-1])
	for i, a := range args {
		args[i] = e.argExpr(a)
	}
	return name[:open] + "[" + strings.Join(args, ", ") + "]"
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

// argExpr spells a type argument as reflect writes it: path.Name, a
// predeclared type, or a composite of those.
func (e *encodeEmitter) argExpr(a string) string {
	a = strings.TrimSpace(a)
	switch {
	case strings.HasPrefix(a, "[]"):
		return "[]" + e.argExpr(a[2:])
	case strings.HasPrefix(a, "*"):
		return "*" + e.argExpr(a[1:])
	case strings.HasPrefix(a, "map["):
		k, v := splitMap(a[len("map["):])
		return "map[" + e.argExpr(k) + "]" + e.argExpr(v)
	}
	base := a
	if i := strings.IndexByte(a, '['); i >= 0 {
		base = a[:i]
	}
	dot := strings.LastIndexByte(base, '.')
	if dot < 0 {
		return a // predeclared
	}
	path, name := a[:dot], a[dot+1:]
	if path == e.pkg {
		return e.localName(name)
	}
	pkgName := path[strings.LastIndexByte(path, '/')+1:]
	return e.use(path, pkgName) + "." + e.localName(name)
}

func splitMap(s string) (k, v string) {
	depth := 1
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '[':
			depth++
		case ']':
			depth--
			if depth == 0 {
				return s[:i], s[i+1:]
			}
		}
	}
	panic("codecgen: bad map type " + s)
}

// encoderOf returns the expression of the encoder function of struct type t.
func (e *encodeEmitter) encoderOf(t reflect.Type) string {
	if t.PkgPath() == e.pkg {
		return funcName(t)
	}
	if name, ok := e.externs[t]; ok {
		return name
	}
	name := "encode" + ident(strings.ReplaceAll(t.String(), ".", "_"))
	e.externs[t] = name
	fmt.Fprintf(&e.vars, "\t%s = codec.EncoderOf[%s]()\n", name, e.typeExpr(t))
	return name
}

// alwaysWritten reports whether a member of kind is written whatever its
// value.
func alwaysWritten(kind string, m codec.EncodeMember) bool {
	switch kind {
	case "string", "bool", "int", "uint", "float", "struct", "foreign":
		return true
	case "slice", "map", "raw":
		return m.Required
	case "ptr":
		return m.Required && m.Nullable
	}
	return false // text, object, enum: absent when zero
}

func (e *encodeEmitter) structFunc(t reflect.Type) {
	members, open := codec.EncodeMembers(t)
	var b bytes.Buffer
	e.needErr = false
	// When the first member is always written the object opens with it;
	// otherwise every member is written after a comma and the first comma
	// becomes the opening brace.
	fixup := len(members) == 0 || !alwaysWritten(kindOf(members[0].Type), members[0])
	if fixup {
		b.WriteString("start := len(dst)\n")
	}
	for i, m := range members {
		sep := ","
		if i == 0 && !fixup {
			sep = "{"
		}
		e.member(&b, m, sep)
	}
	if open {
		e.needErr = true
		fmt.Fprintf(&b, "if dst, err = codec.AppendUnknown(dst, v.Unknown, declared%s); err != nil {\nreturn nil, err\n}\n", ident(t.Name()))
	}
	if fixup {
		b.WriteString("if len(dst) == start {\nreturn append(dst, \"{}\"...), nil\n}\ndst[start] = '{'\n")
	}
	b.WriteString("return append(dst, '}'), nil\n}\n\n")

	fmt.Fprintf(&e.body, "// %s appends the encoding of *v to dst.\nfunc %s(dst []byte, v *%s) ([]byte, error) {\n",
		funcName(t), funcName(t), e.typeExpr(t))
	if e.needErr {
		e.body.WriteString("var err error\n")
	}
	e.body.Write(b.Bytes())
	if open {
		names := make([]string, len(members))
		for i, m := range members {
			names[i] = strconv.Quote(m.Name)
		}
		fmt.Fprintf(&e.body, "// declared%s reports the member names %s declares.\nfunc declared%s(name string) bool {\n",
			ident(t.Name()), e.typeExpr(t), ident(t.Name()))
		if len(names) > 0 {
			fmt.Fprintf(&e.body, "switch name {\ncase %s:\nreturn true\n}\n", strings.Join(names, ", "))
		}
		e.body.WriteString("return false\n}\n\n")
	}
}

func kindOf(t reflect.Type) string {
	k, _ := codec.EncodeKind(t)
	return k
}

// member writes the code of one declared member: sep then the member name
// and its value, when the member is written.
func (e *encodeEmitter) member(b *bytes.Buffer, m codec.EncodeMember, sep string) {
	kind, byEqual := codec.EncodeKind(m.Type)
	x := "v." + m.GoName
	head := lit(sep + string(codec.AppendString(nil, m.Name)) + ":")
	writeHead := func() { fmt.Fprintf(b, "dst = append(dst, %s...)\n", head) }
	if alwaysWritten(kind, m) && kind != "ptr" && !(kind == "slice" || kind == "map" || kind == "raw") {
		writeHead()
		e.value(b, m.Type, x, 0)
		return
	}
	switch kind {
	case "slice", "map", "raw", "ptr":
		absentAs := map[string]string{"slice": "[]", "map": "{}", "raw": "null", "ptr": "null"}[kind]
		fmt.Fprintf(b, "if %s != nil {\n", x)
		writeHead()
		e.present(b, m.Type, kind, x, 0)
		if alwaysWritten(kind, m) {
			fmt.Fprintf(b, "} else {\ndst = append(dst, %s...)\n", lit(sep+string(codec.AppendString(nil, m.Name))+":"+absentAs))
		}
		b.WriteString("}\n")
	case "enum":
		fmt.Fprintf(b, "if %s != \"\" {\n", x)
		writeHead()
		e.value(b, m.Type, x, 0)
		b.WriteString("}\n")
	case "text", "object":
		if byEqual {
			fmt.Fprintf(b, "if !codec.IsZero(%s) {\n", x)
		} else {
			fmt.Fprintf(b, "if !%s.IsZero() {\n", x)
		}
		writeHead()
		e.value(b, m.Type, x, 0)
		b.WriteString("}\n")
	default:
		panic(fmt.Sprintf("codecgen: member %s of kind %s", m.Name, kind))
	}
}

// present writes the value x of a pointer, slice, map or raw type known not
// to be nil.
func (e *encodeEmitter) present(b *bytes.Buffer, t reflect.Type, kind, x string, depth int) {
	switch kind {
	case "ptr":
		e.value(b, t.Elem(), "(*"+x+")", depth)
	case "raw":
		e.needErr = true
		fmt.Fprintf(b, "if dst, err = codec.AppendRaw(dst, %s); err != nil {\nreturn nil, err\n}\n", rawBytes(t, x))
	default:
		e.value(b, t, x, depth)
	}
}

// addr is the address of the addressable expression x.
func addr(x string) string {
	if strings.HasPrefix(x, "(*") && strings.HasSuffix(x, ")") {
		return x[2 : len(x)-1]
	}
	return "&" + x
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

func rawBytes(t reflect.Type, x string) string {
	if t == reflect.TypeFor[[]byte]() {
		return x
	}
	return "[]byte(" + x + ")"
}

// value writes the code appending the value x of type t (an addressable
// expression).
func (e *encodeEmitter) value(b *bytes.Buffer, t reflect.Type, x string, depth int) {
	kind, _ := codec.EncodeKind(t)
	switch kind {
	case "string", "enum":
		if t == reflect.TypeFor[string]() {
			fmt.Fprintf(b, "dst = codec.AppendString(dst, %s)\n", x)
		} else {
			fmt.Fprintf(b, "dst = codec.AppendString(dst, string(%s))\n", x)
		}
	case "bool":
		e.use("strconv", "strconv")
		fmt.Fprintf(b, "dst = strconv.AppendBool(dst, bool(%s))\n", x)
	case "int":
		e.use("strconv", "strconv")
		fmt.Fprintf(b, "dst = strconv.AppendInt(dst, int64(%s), 10)\n", x)
	case "uint":
		e.use("strconv", "strconv")
		fmt.Fprintf(b, "dst = strconv.AppendUint(dst, uint64(%s), 10)\n", x)
	case "float":
		e.needErr = true
		fmt.Fprintf(b, "if dst, err = codec.AppendFloat(dst, float64(%s)); err != nil {\nreturn nil, err\n}\n", x)
	case "text":
		if t.Implements(textAppender) {
			// AppendText appends what MarshalText returns (the
			// encoding.TextAppender contract), without the allocation.
			e.needErr = true
			fmt.Fprintf(b, "{\nmark := len(dst)\nif dst, err = %s.AppendText(append(dst, '\"')); err != nil {\nreturn nil, err\n}\ndst = codec.CloseString(dst, mark)\n}\n", x)
			return
		}
		fmt.Fprintf(b, "if text, err := %s.MarshalText(); err != nil {\nreturn nil, err\n} else {\ndst = codec.AppendStringBytes(dst, text)\n}\n", x)
	case "struct":
		e.needErr = true
		fmt.Fprintf(b, "if dst, err = %s(dst, %s); err != nil {\nreturn nil, err\n}\n", e.encoderOf(t), addr(x))
	case "object":
		e.needErr = true
		fmt.Fprintf(b, "if dst, err = codec.AppendObject(dst, %s); err != nil {\nreturn nil, err\n}\n", addr(x))
	case "foreign":
		e.needErr = true
		fmt.Fprintf(b, "if dst, err = codec.AppendForeign(dst, %s); err != nil {\nreturn nil, err\n}\n", addr(x))
	case "ptr", "raw":
		fmt.Fprintf(b, "if %s == nil {\ndst = append(dst, \"null\"...)\n} else {\n", x)
		e.present(b, t, kind, x, depth)
		b.WriteString("}\n")
	case "slice":
		i := fmt.Sprintf("i%d", depth)
		fmt.Fprintf(b, "dst = append(dst, '[')\nfor %s := range %s {\nif %s > 0 {\ndst = append(dst, ',')\n}\n", i, x, i)
		e.value(b, t.Elem(), x+"["+i+"]", depth+1)
		b.WriteString("}\ndst = append(dst, ']')\n")
	case "map":
		i, k, el := fmt.Sprintf("i%d", depth), fmt.Sprintf("k%d", depth), fmt.Sprintf("e%d", depth)
		fmt.Fprintf(b, "dst = append(dst, '{')\nfor %s, %s := range codec.SortedKeys(%s) {\nif %s > 0 {\ndst = append(dst, ',')\n}\n", i, k, x, i)
		fmt.Fprintf(b, "dst = codec.AppendString(dst, string(%s))\ndst = append(dst, ':')\n%s := %s[%s]\n", k, el, x, k)
		e.value(b, t.Elem(), el, depth+1)
		b.WriteString("}\ndst = append(dst, '}')\n")
	default:
		panic(fmt.Sprintf("codecgen: %v of kind %s", t, kind))
	}
}

// sortedImports returns the import block of a generated file using imports:
// the standard library's packages, then the others.
func sortedImports(imports map[string]string) string {
	var std, other []string
	for p := range imports {
		if first, _, _ := strings.Cut(p, "/"); strings.Contains(first, ".") {
			other = append(other, p)
		} else {
			std = append(std, p)
		}
	}
	slices.Sort(std)
	slices.Sort(other)
	var b strings.Builder
	b.WriteString("import (\n")
	for i, group := range [][]string{std, other} {
		if i == 1 && len(std) > 0 && len(other) > 0 {
			b.WriteString("\n")
		}
		for _, p := range group {
			if name := imports[p]; name != p[strings.LastIndexByte(p, '/')+1:] {
				fmt.Fprintf(&b, "\t%s %q\n", name, p)
			} else {
				fmt.Fprintf(&b, "\t%q\n", p)
			}
		}
	}
	b.WriteString(")\n")
	return b.String()
}

// SortedImports is the import block of a generated file using imports.
func SortedImports(imports map[string]string) string { return sortedImports(imports) }
