package codecgen

import (
	"bytes"
	"fmt"
	"math"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// Paths: reads of the typed document, as its value model (the default
// encoding, built by codec.Visit) has them.

// access is a navigation to a value of the document.
type access struct {
	guards []string // Go tests, in order, under which the value is present; each may assume the ones before
	null   string   // Go test: the value is null ("false": never)
	expr   string   // the value's Go expression, valid under the guards
	t      reflect.Type
	field  *codec.GenField // the member the value is, nil for an element, a pointee or a record's value
	unsafe bool            // expr may not be evaluated unless the guards hold
	undef  bool            // never present
	length bool            // the value is the length of the slice expr (its member length)
}

// present is the Go test that the value is present.
func (a *access) present() string {
	p := "true"
	for _, g := range a.guards {
		p = and(p, g)
	}
	return p
}

// step is one navigation step: a member name, or (index ≥ 0) an index.
type step struct {
	name  string
	index int
}

func pathSteps(n *rt.Path) []step {
	var steps []step
	if n.Index >= 0 {
		steps = append(steps, step{index: n.Index})
	}
	for _, s := range n.Segs {
		steps = append(steps, step{name: s, index: -1})
	}
	return steps
}

// head returns the access of the head of path n: an .every parameter, or a
// member of the document (undefined when the type does not declare it).
func (w *exprWriter) head(n *rt.Path) access {
	if n.Param >= 0 {
		pa := w.params[n.Param]
		if pa.t == nil {
			decline()
		}
		return access{expr: pa.expr, t: pa.t, null: "false"}
	}
	if slices.Contains(w.aliases, n.Head) {
		decline() // the whole document: only as a document builtin's argument
	}
	f, ok := fieldOf(w.root, n.Head)
	if !ok {
		return access{undef: true, null: "false"} // an undeclared member of a closed struct
	}
	return access{expr: "x." + f.GoName, t: f.Type, field: &f, null: "false"}
}

// navigate follows steps from a and returns the access of the value at
// their end.
func (w *exprWriter) navigate(a access, steps []step) access {
	for !a.undef {
		info := codec.GenInfo(a.t)
		if info.Custom {
			decline()
		}
		last := len(steps) == 0
		// The value's own presence.
		if f := a.field; f != nil {
			a.field = nil
			switch info.Kind {
			case codec.GenPtr:
				if f.Required && f.Checks.Nullable() && last {
					a.null = and(a.present(), a.expr+" == nil")
				}
				a.guards = append(a.guards, a.expr+" != nil")
				a.expr, a.t, a.unsafe = deref(a.expr), info.Elem, true
				continue
			case codec.GenEnum:
				a.guards = append(a.guards, a.expr+` != ""`)
			case codec.GenText:
				a.guards = append(a.guards, presentTest(info, a.expr))
			case codec.GenSlice, codec.GenMap:
				if !f.Required { // a required one left out is empty
					a.guards = append(a.guards, a.expr+" != nil")
				}
			case codec.GenRaw:
				return w.rawAccess(a, f.Required, steps)
			case codec.GenObject, codec.GenForeign:
				decline()
			}
		} else {
			switch info.Kind {
			case codec.GenPtr: // null when nil
				if last {
					a.null = and(a.present(), a.expr+" == nil")
				}
				a.guards = append(a.guards, a.expr+" != nil")
				a.expr, a.t, a.unsafe = deref(a.expr), info.Elem, true
				continue
			case codec.GenRaw:
				return w.rawAccess(a, true, steps)
			case codec.GenObject, codec.GenForeign:
				decline()
			}
		}
		if last {
			return a
		}
		st := steps[0]
		steps = steps[1:]
		switch {
		case info.Kind == codec.GenRaw:
			decline()
		case st.index >= 0:
			if info.Kind != codec.GenSlice {
				return access{undef: true, null: "false"} // no array
			}
			a.guards = append(a.guards, strconv.Itoa(st.index)+" < len("+a.expr+")")
			a.expr = fmt.Sprintf("%s[%d]", a.expr, st.index)
			a.t, a.unsafe = info.Elem, true
		case info.Kind == codec.GenStruct:
			f, ok := fieldOf(a.t, st.name)
			if !ok {
				if info.Open {
					decline() // an undeclared member, kept in Unknown
				}
				return access{undef: true, null: "false"}
			}
			a.expr, a.t, a.field = selector(a.expr, f.GoName), f.Type, &f
		case info.Kind == codec.GenMap:
			a = w.mapMember(a, info, st.name)
		case info.Kind == codec.GenSlice && st.name == "length":
			if len(steps) > 0 {
				return access{undef: true, null: "false"} // a member of a number
			}
			a.length = true
			return a
		case info.Kind == codec.GenSlice:
			return access{undef: true, null: "false"} // no index is an identifier
		default:
			return access{undef: true, null: "false"} // a member of a scalar
		}
	}
	return a
}

// deref is the Go expression of the pointee of the pointer expression e.
func deref(e string) string { return "(*" + e + ")" }

// selector is the Go expression of member name of the struct expr (the
// pointer's own selector when expr is a pointee).
func selector(expr, name string) string {
	if strings.HasPrefix(expr, "(*") && strings.HasSuffix(expr, ")") && simple(expr[2:len(expr)-1]) {
		expr = expr[2 : len(expr)-1]
	}
	return expr + "." + name
}

// mapMember reads member name of the record a (a map), into variables.
func (w *exprWriter) mapMember(a access, info codec.GenType, name string) access {
	elem, ok := w.typeName(info.Elem)
	if !ok {
		decline()
	}
	v, found := w.newVar("v"), w.newVar("ok")
	if pres := a.present(); pres == "true" && !a.unsafe {
		w.p("%s, %s := %s[%q]", v, found, a.expr, name)
	} else {
		w.p("var %s %s", v, elem)
		w.p("%s := false", found)
		w.p("if %s {", pres)
		w.p("%s, %s = %s[%q]", v, found, a.expr, name)
		w.p("}")
	}
	return access{guards: []string{found}, expr: v, t: info.Elem, null: "false"}
}

// rawAccess is the access of a raw member's text: null when nil (nilNull)
// or when the text is null.
func (w *exprWriter) rawAccess(a access, nilNull bool, steps []step) access {
	if len(steps) > 0 {
		decline() // inside a raw value
	}
	before := a.present()
	if nilNull {
		a.null = and(before, a.expr+" == nil")
	}
	isNull := "constraintrt.RawIsNull(" + a.expr + ")"
	a.null = or(a.null, and(and(before, a.expr+" != nil"), isNull))
	a.guards = append(a.guards, a.expr+" != nil", "!"+isNull)
	return a
}

// presentTest is the Go test that member expr (a text primitive) is
// written: not its zero value.
func presentTest(info codec.GenType, expr string) string {
	if codec.ZeroByEqual(info.Type) {
		return "!codec.IsZero(" + expr + ")"
	}
	return "!" + expr + ".IsZero()"
}

// value is the val of an access.
func (w *exprWriter) value(a access) val {
	if a.undef {
		return undefinedVal
	}
	v := val{pres: a.present(), null: a.null, safe: !a.unsafe, v: a.expr, t: a.t}
	if a.length {
		n := "len(" + a.expr + ")"
		return val{class: 'n', pres: v.pres, null: "false", v: "float64(" + n + ")", raw: n, hi: math.MaxInt,
			intNum: true, safe: !a.unsafe, zero: !a.unsafe}
	}
	info := codec.GenInfo(a.t)
	switch info.Kind {
	case codec.GenString, codec.GenEnum:
		v.class, v.zero = 's', !a.unsafe
		if a.t != reflect.TypeFor[string]() {
			v.v, v.raw = "string("+a.expr+")", a.expr
		}
	case codec.GenText:
		// The text the value model has: String (the codec's visit reads
		// it when the type has it, else MarshalText, not written here).
		if !reflect.PointerTo(a.t).Implements(stringer) {
			decline()
		}
		v.class, v.v = 's', a.expr+".String()"
	case codec.GenBool:
		v.class = 'b'
		if a.t != reflect.TypeFor[bool]() {
			v.v = "bool(" + a.expr + ")"
		}
	case codec.GenInt, codec.GenUint:
		v.class, v.v, v.intNum, v.zero, v.raw = 'n', "float64("+a.expr+")", true, !a.unsafe, a.expr
		v.lo, v.hi = float64(info.IntMin), float64(info.IntMax)
		if info.Kind == codec.GenUint {
			v.lo, v.hi = 0, float64(info.UintMax)
		}
	case codec.GenFloat:
		v.class, v.v = 'n', "float64("+a.expr+")"
		if a.t == reflect.TypeFor[float64]() {
			v.v = a.expr
		}
	case codec.GenSlice, codec.GenMap, codec.GenStruct:
		v.class = 'x'
	case codec.GenRaw:
		v.class = 'r'
	default:
		decline()
	}
	if v.pres == "false" {
		v.safe = true
	}
	return v
}

var stringer = reflect.TypeFor[fmt.Stringer]()

// path writes the read of path n and returns its value, its terminal
// .length applied.
func (w *exprWriter) path(n *rt.Path) val {
	if n.Param < 0 && n.Head == "_previous" {
		w.noPrevious()
		return undefinedVal
	}
	if n.Param < 0 && n.Index < 0 && len(n.Segs) > 0 && slices.Contains(w.aliases, n.Head) && n.Segs[0] != "_previous" {
		if _, declared := fieldOf(w.root, n.Head); !declared {
			// A path through a document alias reads the document's member.
			n = &rt.Path{Param: -1, Head: n.Segs[0], Index: -1, Segs: n.Segs[1:], Length: n.Length}
		}
	}
	a := w.navigate(w.head(n), pathSteps(n))
	if n.Length {
		return w.length(a, n.Param < 0 && w.lens != nil && w.lenReads[lenKey(n)] > 1)
	}
	v := w.value(a)
	if n.Param >= 0 && len(pathSteps(n)) == 0 {
		v.id = w.params[n.Param].id
	}
	return v
}

// noPrevious declines unless the document type has no _previous member:
// then the root name _previous is undefined, and the temporal builtins
// see no previous state (Apply evaluates without one).
func (w *exprWriter) noPrevious() {
	if _, ok := fieldOf(w.root, "_previous"); ok {
		decline()
	}
}

// lenKey is the key of a .length path in exprWriter.lenReads.
func lenKey(n *rt.Path) string { return fmt.Sprint(n.Head, n.Index, n.Segs) }

// lenReads counts the .length paths of the document itself (not through
// an .every parameter) in the expression n, by lenKey.
func lenReads(n *rt.Node, count map[string]int) map[string]int {
	if n.Op == rt.OpPath && n.Path.Length && n.Path.Param < 0 {
		count[lenKey(&n.Path)]++
	}
	for _, a := range n.Args {
		lenReads(a, count)
	}
	return count
}

// docMember matches the Go expression of a member of the document x
// reached through struct fields only.
var docMember = regexp.MustCompile(`^x(\.[A-Za-z_][A-Za-z0-9_]*)+$`)

// length is the terminal .length of the value of a: an array's length, a
// string's UTF-16 length, else 0.
//
// With once (a member's length the expression reads more than once), the
// UTF-16 length of a string member of the document itself is computed
// once, at the top of the case body.
func (w *exprWriter) length(a access, once bool) val {
	if a.undef {
		return constVal(konst{kind: rt.LitNumber, f: 0})
	}
	var n string
	switch info := codec.GenInfo(a.t); info.Kind {
	case codec.GenSlice:
		n = "len(" + a.expr + ")"
	case codec.GenString, codec.GenEnum, codec.GenText:
		n = "codec.UTF16Len(" + w.value(a).v + ")"
		if once && !a.unsafe && a.present() == "true" && docMember.MatchString(a.expr) {
			// A member of the document itself, always present, that a
			// bounds check reads twice.
			m, ok := w.lens[n]
			if !ok {
				m = w.newVar("len")
				w.lens[n] = m
				fmt.Fprintf(&w.lenHead, "%s := %s\n", m, n)
			}
			n = m
		}
	case codec.GenBool, codec.GenInt, codec.GenUint, codec.GenFloat, codec.GenStruct, codec.GenMap:
		return constVal(konst{kind: rt.LitNumber, f: 0})
	default:
		decline()
	}
	v := val{class: 'n', pres: "true", null: "false", v: "float64(" + n + ")", safe: true, intNum: true, raw: n,
		hi: math.MaxInt}
	// Absent, the length is 0: what len of a nil slice and UTF16Len of an
	// absent enumeration give, not necessarily a text primitive's zero.
	kind := codec.GenInfo(a.t).Kind
	if pres := a.present(); a.unsafe || pres != "true" && kind == codec.GenText {
		v.raw = w.newVar("n")
		v.v = "float64(" + v.raw + ")"
		w.p("var %s int", v.raw)
		w.p("if %s {", pres)
		w.p("%s = %s", v.raw, n)
		w.p("}")
	}
	return v
}

// every writes p.every(param => body): false unless the value is an array;
// each element charges a step, and the body runs per element up to the
// first falsy value.
func (w *exprWriter) every(n *rt.Node) val {
	if n.Path.Length {
		decline()
	}
	if n.Path.Param < 0 && n.Path.Head == "_previous" {
		w.noPrevious()
		return boolVal("false")
	}
	a := w.navigate(w.head(&n.Path), pathSteps(&n.Path))
	if a.undef {
		return boolVal("false")
	}
	info := codec.GenInfo(a.t)
	switch info.Kind {
	case codec.GenSlice:
	case codec.GenRaw:
		decline()
	default:
		return boolVal("false") // not an array
	}
	if w.params[n.Level].t != nil {
		decline()
	}
	r, i := w.newVar("r"), w.newVar("i")
	pres := a.present()
	w.p("%s := %s", r, pres)
	guarded := a.unsafe && pres != "true"
	if guarded {
		w.p("if %s {", r)
	}
	loop := w.b.Len()
	w.p("for %s := range %s {", i, a.expr)
	var body string
	w.scope(1, func() { // the element's step, and the body's
		w.params[n.Level] = param{expr: a.expr + "[" + i + "]", t: info.Elem, id: i + "@" + a.expr}
		body = w.truthy(w.node(n.Args[0]))
		w.params[n.Level] = param{}
	})
	if body != "true" {
		w.p("if %s {", not(body))
		w.p("%s = false", r)
		w.p("break")
		w.p("}")
	}
	if w.nested {
		w.p("if g.Over() {")
		w.p("break")
		w.p("}")
	}
	w.p("}")
	if guarded {
		w.p("}")
	}
	w.unusedIndex(loop, i)
	return boolVal(r)
}

// unusedIndex rewrites the loop written at offset loop of the buffer as
// "for range" when its body does not use the index i (a body the writer
// decided without reading the element, such as a required member compared
// with null).
func (w *exprWriter) unusedIndex(loop int, i string) {
	text := w.b.Bytes()
	head := "for " + i + " := range "
	nl := bytes.IndexByte(text[loop:], '\n')
	if nl < 0 || !bytes.HasPrefix(text[loop:], []byte(head)) {
		return
	}
	rest := text[loop+nl:]
	for j := bytes.Index(rest, []byte(i)); j >= 0; {
		end := j + len(i)
		if (j == 0 || !identByte(rest[j-1])) && (end == len(rest) || !identByte(rest[end])) {
			return // used
		}
		k := bytes.Index(rest[end:], []byte(i))
		if k < 0 {
			break
		}
		j = end + k
	}
	out := append([]byte(nil), text[:loop]...)
	out = append(out, "for range "...)
	out = append(out, text[loop+len(head):]...)
	w.b.Reset()
	w.b.Write(out)
}

func identByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// fieldOf returns the declared member name of struct type t.
func fieldOf(t reflect.Type, name string) (codec.GenField, bool) {
	for _, f := range codec.GenInfo(t).Fields {
		if f.Name == name {
			return f, true
		}
	}
	return codec.GenField{}, false
}

// typeName spells t in the file.
func (w *exprWriter) typeName(t reflect.Type) (string, bool) { return w.g.TypeName(t) }

// membersOf returns the Go expression of the number of members the value
// expr of the closed struct type t writes, declaring (once per file) the
// function counting them.
func (w *exprWriter) membersOf(t reflect.Type, expr string) string {
	info := codec.GenInfo(t)
	if info.Kind != codec.GenStruct || info.Open || info.Custom {
		decline()
	}
	tn, ok := w.typeName(t)
	if !ok {
		decline()
	}
	name := "constraintsMembers" + strings.NewReplacer(".", "", "[", "", "]", "", "*", "", ", ", "").Replace(tn)
	ptr := "&" + expr
	if strings.HasPrefix(expr, "(*") && strings.HasSuffix(expr, ")") && simple(expr[2:len(expr)-1]) {
		ptr = expr[2 : len(expr)-1]
	}
	call := name + "(" + ptr + ")"
	if !w.declare(name) {
		return call
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n// %s counts the members *x writes.\nfunc %s(x *%s) int {\n", name, name, tn)
	always := 0
	var tests []string
	for _, f := range info.Fields {
		fi := codec.GenInfo(f.Type)
		x := "x." + f.GoName
		switch fi.Kind {
		case codec.GenString, codec.GenBool, codec.GenInt, codec.GenUint, codec.GenFloat, codec.GenStruct:
			always++
		case codec.GenSlice, codec.GenMap, codec.GenRaw:
			if f.Required {
				always++
			} else {
				tests = append(tests, x+" != nil")
			}
		case codec.GenPtr:
			if f.Required && f.Checks.Nullable() {
				always++
			} else {
				tests = append(tests, x+" != nil")
			}
		case codec.GenEnum:
			tests = append(tests, x+` != ""`)
		case codec.GenText:
			tests = append(tests, presentTest(fi, x))
		default:
			decline()
		}
	}
	if len(tests) == 0 {
		fmt.Fprintf(&b, "return %d\n}\n", always)
	} else {
		fmt.Fprintf(&b, "n := %d\n", always)
		for _, t := range tests {
			fmt.Fprintf(&b, "if %s {\nn++\n}\n", t)
		}
		b.WriteString("return n\n}\n")
	}
	w.decls.WriteString(b.String())
	return call
}
