package codecgen

import (
	"bytes"
	"fmt"
	"go/format"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// Generated constraint evaluation. Every struct type registered under a
// schema with a shipped constraint file (in the set of any contract) gets a
// function
//
//	func constraintsT(x *T, k int, g constraintrt.Gen) (bool, constraintrt.Gen)
//
// registered with constraintrt.Register, which evaluates case k — the k-th
// distinct expression of the schema's files of every contract, in contract
// order and file order — straight on the typed value, as the reference
// evaluates it on the document's value model: paths are field accesses,
// absence and null the codec's absence tests, comparisons and connectives
// Go operators, the builtins the runtime's (package constraintrt) over Go
// values, .every a loop. Every operand is evaluated, as the reference
// does, and the steps the reference charges are counted as the function
// goes (Gen.Cost); constants known here are folded. Each case is
// commented with the constraint's id and expression. A constraint the writer cannot express
// exactly declines (its case is left out, and Apply evaluates it by the
// reference); the tests require every shipped constraint that compiles to
// be written. A case whose steps are fixed and whose value the members'
// own checks imply (see implied) is registered as such
// (constraintrt.Entry.Implied): Apply skips it on an accepted document.

func init() { emitters = append(emitters, constraintEmitter) }

const constraintrtPath = Module + "/internal/constraintrt"

// funcWriter writes the constraint function of one type.
type funcWriter struct {
	g          *Gen
	root       reflect.Type
	rootName   string // the type's spelling in the file
	fn         string
	repeated   map[string]int // per bigKey, the comparisons of the schema's constraints with it
	memos      []string       // the keys of the comparisons recorded in a Memo
	declared   map[string]bool
	sharedCost map[string]int64 // the static steps of each shared comparison's arguments
	decls      strings.Builder  // the package-level helpers of the function
}

// declare reports whether the package-level helper name is new, and then
// records it (as the constraint's, kept when the constraint is written).
func (w *exprWriter) declare(name string) bool {
	if w.declared[name] || containsStr(w.newDecls, name) {
		return false
	}
	w.newDecls = append(w.newDecls, name)
	return true
}

func constraintEmitter(g *Gen, t reflect.Type) {
	schema := codec.SchemaName(t)
	files := ContractFiles(schema)
	if len(files) == 0 {
		// A variant of a union evaluates the union's files: a variant
		// with no files of its own (reputation-event's) or no schema of
		// its own (assertion's).
		if u := codec.UnionSchemaOf(t); u != "" {
			schema, files = u, ContractFiles(u)
		}
	}
	if schema == "" {
		// A type without a schema file of its own whose schema id names
		// shipped files (a result upstream publishes no schema for).
		if id := codec.MethodsOf(t).ID; id != "" {
			if fs := ContractFiles(id); len(fs) > 0 {
				schema, files = id, fs
			}
		}
	}
	if schema == "" {
		return
	}
	if src := constraintCode(g, t, schema, files); src != "" {
		g.P("%s", src)
	}
}

// ContractFiles returns the shipped files of schema in the sets of every
// contract, in contract order, each file once.
func ContractFiles(schema string) []*constraint.File {
	var out []*constraint.File
	for _, c := range hounfour.Contracts() {
		for _, f := range constraint.ForSchemaIn(c, schema) {
			if !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
	}
	return out
}

// constraintCode returns the constraint code of the struct type t for the
// files of schema, and imports what it uses; "" when there is none.
func constraintCode(g *Gen, t reflect.Type, schema string, files []*constraint.File) string {
	if len(files) == 0 {
		return ""
	}
	if info := g.Info(t); info.Custom || info.Kind != codec.GenStruct || info.Open {
		return ""
	}
	check, checkHelpers, ok := checkSource(t)
	if !ok {
		return "" // Apply evaluates every constraint of the type by the reference
	}
	rootName, ok := g.TypeName(t)
	if !ok {
		return ""
	}
	fw := &funcWriter{g: g, root: t, rootName: rootName, fn: "constraints" + ident(t.Name()),
		repeated: map[string]int{}, declared: map[string]bool{}, sharedCost: map[string]int64{}}
	type item struct {
		id, expr string
		aliases  []string
		root     *rt.Node
	}
	var items []item // one per distinct compiled expression
	for _, f := range files {
		for _, c := range f.Constraints() {
			if c.Expr == nil {
				continue // not compiled, runtime-deferred or native: no case
			}
			it := item{id: c.ID, expr: c.Expression, aliases: f.Aliases()}
			if j := slices.IndexFunc(items, func(o item) bool { return o.expr == it.expr }); j >= 0 {
				if !slices.Equal(items[j].aliases, it.aliases) {
					panic("codecgen: " + schema + ": the expression of " + c.ID + " is in files with other aliases")
				}
				continue
			}
			if slices.ContainsFunc(items, func(o item) bool { return rt.ExprSum(o.expr) == rt.ExprSum(it.expr) }) {
				panic("codecgen: " + schema + ": the expressions of " + c.ID + " and another have one checksum")
			}
			root, err := rt.Parse(c.Expression)
			if err != nil {
				panic("codecgen: " + c.ID + ": " + err.Error())
			}
			it.root = root
			countBigKeys(root, fw.repeated)
			items = append(items, it)
		}
	}
	var cases bytes.Buffer
	sums := make([]string, len(items))
	always := make([]string, len(items))
	impliedSteps := make([]string, len(items))
	constant, someImplied := false, false
	covered := 0
	for k, it := range items {
		sums[k], always[k], impliedSteps[k] = "0", "-1", "-1"
		if it.root == nil {
			continue
		}
		if body, steps, fixed, ok := fw.constraint(it.aliases, it.root); ok {
			if steps >= 0 {
				always[k], constant = strconv.FormatInt(steps, 10), true
			} else if fixed >= 0 && implied(t, it.aliases, it.root, nil) {
				impliedSteps[k], someImplied = strconv.FormatInt(fixed, 10), true
			}
			// On the case's line: a comment of its own the printer would
			// take for a doc comment, and typeset its quotes ('').
			fmt.Fprintf(&cases, "case %d: // %s: %s\n%s", k, it.id, it.expr, body)
			sums[k] = fmt.Sprintf("0x%08x", rt.ExprSum(it.expr))
			covered++
		}
	}
	if covered == 0 {
		return "" // nothing to evaluate: Apply takes the reference, which skips the rest
	}
	fn := g.Unique(fw.fn)
	if fn != fw.fn {
		panic("codecgen: " + fw.fn + " is taken")
	}
	if g.Import(constraintrtPath) != "constraintrt" {
		panic("codecgen: the name constraintrt is taken")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "// %s evaluates case k of the constraints of %s (constraintrt.Entry) on *x.\n", fn, schema)
	fmt.Fprintf(&b, "func %s(x *%s, k int, g constraintrt.Gen) (bool, constraintrt.Gen) {\n", fn, rootName)
	fmt.Fprintf(&b, "switch k {\n%s}\nreturn false, g\n}\n\n", cases.String())
	checkFn := "nil"
	if check != "" {
		checkFn = fn + "Check"
		fmt.Fprintf(&b, "// %s reports whether the value model of *x can be built.\n", checkFn)
		fmt.Fprintf(&b, "func %s(x *%s) bool {\n%sreturn true\n}\n\n", checkFn, rootName, check)
	}
	alwaysList := "nil"
	if constant {
		alwaysList = "[]int64{" + strings.Join(always, ", ") + "}"
	}
	impliedArgs := ""
	if someImplied {
		impliedArgs = ", " + strings.Join(impliedSteps, ", ")
	}
	fmt.Fprintf(&b, "var _ = constraintrt.Register(%q, %s, %s, %d, []uint32{%s}, %s%s)\n\n", schema, fn, checkFn,
		len(fw.memos), strings.Join(sums, ", "), alwaysList, impliedArgs)
	b.WriteString(checkHelpers)
	b.WriteString(fw.decls.String())
	src := b.String()
	if strings.Contains(src, "math.") {
		g.Import("math")
	}
	return src
}

// ConstraintFile returns the Go source of a file of package pkg (named
// name) holding the constraint code of its struct type t for the
// constraint files fs under schema: go generate writes the code of the
// shipped files into zz_codec.go; this writes the writer's test data.
func ConstraintFile(pkg, name string, t reflect.Type, schema string, fs []*constraint.File) ([]byte, error) {
	g := &Gen{Pkg: pkg, PkgName: name, Types: []reflect.Type{t}, imports: map[string]string{}, used: map[string]bool{},
		varKeys: map[string]string{}, infos: map[reflect.Type]codec.GenType{}, own: map[reflect.Type]bool{t: true}}
	g.importAs(codecPath, "codec")
	src := constraintCode(g, t, schema, fs)
	if src == "" {
		return nil, fmt.Errorf("codecgen: no constraint code for %v", t)
	}
	var b bytes.Buffer
	b.WriteString("// Code generated by internal/codecgen (codecgen.ConstraintFile). DO NOT EDIT.\n\n")
	b.WriteString("//go:build !codecgen\n\n")
	fmt.Fprintf(&b, "package %s\n\nimport (\n", name)
	var paths []string
	for p := range g.imports {
		if p != codecPath || strings.Contains(src, "codec.") {
			paths = append(paths, p)
		}
	}
	// The standard library first, then the module's packages.
	sort.Slice(paths, func(i, j int) bool {
		si, sj := !strings.Contains(paths[i], "."), !strings.Contains(paths[j], ".")
		if si != sj {
			return si
		}
		return paths[i] < paths[j]
	})
	for i, p := range paths {
		if i > 0 && strings.Contains(p, ".") && !strings.Contains(paths[i-1], ".") {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "\t%q\n", p)
	}
	b.WriteString(")\n\n")
	b.WriteString(src)
	out, err := format.Source(b.Bytes())
	if err != nil {
		return b.Bytes(), fmt.Errorf("codecgen: %s: %v", pkg, err)
	}
	return out, nil
}

// constraint writes the case body of one constraint, or false when it
// declines. always is the number of steps of a constraint whose value the
// writer found true on every document of the type, -1 for the others;
// fixed is the number of steps of a body that is one expression, whose
// steps do not depend on the document, -1 for the others.
func (fw *funcWriter) constraint(aliases []string, root *rt.Node) (body string, always, fixed int64, ok bool) {
	w := &exprWriter{funcWriter: fw, aliases: aliases, nested: nestedEvery(root, false), lens: map[string]string{},
		lenReads: lenReads(root, map[string]int{})}
	defer func() {
		if r := recover(); r != nil {
			if _, decline := r.(goDecline); !decline {
				panic(r)
			}
			body, always, fixed, ok = "", -1, -1, false
		}
	}()
	t := w.truthy(w.node(root))
	always, fixed = -1, -1
	if w.b.Len() == 0 && len(w.dyn) == 0 {
		// One expression, whatever the document: its steps are fixed.
		fixed = w.cost
		if t == "true" {
			always = w.cost
		}
	}
	w.flush()
	w.p("return %s, g", t)
	fw.decls.WriteString(w.decls.String())
	for _, n := range w.newDecls {
		fw.declared[n] = true
	}
	fw.memos = append(fw.memos, w.newMemos...)
	body = w.b.String()
	return usedLens(w.lenHead.String(), body) + body, always, fixed, true
}

// usedLens returns the lines of head (each "name := length") whose
// variable body reads: a length the expression folded away is not
// computed.
func usedLens(head, body string) string {
	var b strings.Builder
	for line := range strings.Lines(head) {
		name, _, _ := strings.Cut(line, " ")
		if regexp.MustCompile(`\b` + name + `\b`).MatchString(body) {
			b.WriteString(line)
		}
	}
	return b.String()
}

// nestedEvery reports whether n has an .every inside an .every (inside
// tells whether n is in one).
func nestedEvery(n *rt.Node, inside bool) bool {
	if n.Op == rt.OpEvery {
		if inside {
			return true
		}
		inside = true
	}
	for _, a := range n.Args {
		if nestedEvery(a, inside) {
			return true
		}
	}
	return false
}

// bigKey returns a text identifying the evaluation of n, a bigint builtin
// or one of its arguments, when it reads no .every parameter (so that
// every evaluation on a document gives the same); false otherwise.
func bigKey(n *rt.Node) (string, bool) {
	switch n.Op {
	case rt.OpLiteral:
		return fmt.Sprintf("%d:%q:%v:%v", n.Lit.Kind, n.Lit.S, n.Lit.F, n.Lit.B), true
	case rt.OpPath:
		if n.Path.Param >= 0 {
			return "", false
		}
		return "$" + nodeText(n), true
	case rt.OpCall:
		switch n.Func {
		case "bigint_gte", "bigint_gt", "bigint_eq", "bigint_sub", "bigint_add":
		default:
			return "", false
		}
		if len(n.Args) != 2 {
			return "", false
		}
		a, oka := bigKey(n.Args[0])
		b, okb := bigKey(n.Args[1])
		return n.Func + "(" + a + "," + b + ")", oka && okb
	}
	return "", false
}

// countBigKeys counts, per key, the bigint comparisons of n whose value
// does not depend on an .every parameter (bigKey).
func countBigKeys(n *rt.Node, counts map[string]int) {
	if n.Op == rt.OpCall && (n.Func == "bigint_gte" || n.Func == "bigint_gt" || n.Func == "bigint_eq") {
		if key, ok := bigKey(n); ok {
			counts[key]++
		}
	}
	for _, a := range n.Args {
		countBigKeys(a, counts)
	}
}

// nodeText spells n in the expression language.
func nodeText(n *rt.Node) string {
	all := func(sep string) string {
		var parts []string
		for _, a := range n.Args {
			parts = append(parts, nodeText(a))
		}
		return strings.Join(parts, sep)
	}
	path := func(p *rt.Path) string {
		s := p.Head
		if p.Param >= 0 {
			s = "$" + strconv.Itoa(p.Param)
		}
		if p.Index >= 0 {
			s += "[" + strconv.Itoa(p.Index) + "]"
		}
		for _, seg := range p.Segs {
			s += "." + seg
		}
		if p.Length {
			s += ".length"
		}
		return s
	}
	switch n.Op {
	case rt.OpLiteral:
		switch n.Lit.Kind {
		case rt.LitNull:
			return "null"
		case rt.LitBool:
			return strconv.FormatBool(n.Lit.B)
		case rt.LitNumber:
			return strconv.FormatFloat(n.Lit.F, 'g', -1, 64)
		case rt.LitString:
			return "'" + n.Lit.S + "'"
		}
		return "undefined"
	case rt.OpNot:
		return "!(" + all("") + ")"
	case rt.OpAnd:
		return "(" + all(" && ") + ")"
	case rt.OpOr:
		return "(" + all(" || ") + ")"
	case rt.OpImplies:
		return "(" + all(" => ") + ")"
	case rt.OpCompare:
		return "(" + all(" "+n.Cmp+" ") + ")"
	case rt.OpPath:
		return path(&n.Path)
	case rt.OpEvery:
		return path(&n.Path) + ".every($" + strconv.Itoa(n.Level) + " => " + all("") + ")"
	case rt.OpArray:
		return "[" + all(", ") + "]"
	case rt.OpTemporal:
		return n.Func + "(" + path(&n.Path) + ")"
	}
	return n.Func + "(" + all(", ") + ")"
}

// checkSource writes the body of the check that the value model of *x can
// be built (codec.Visit): every float member is finite and every raw
// member's text (and every undeclared member's a struct keeps) is a value
// of the language, among the members a visit writes; "" when nothing can
// fail. helpers are the functions checking recursive types. False when t
// has a member it cannot write that way (an object primitive, a foreign
// value, a text primitive without String).
func checkSource(t reflect.Type) (src, helpers string, ok bool) {
	c := &checkWriter{done: map[reflect.Type]bool{}}
	defer func() {
		if r := recover(); r != nil {
			if _, decline := r.(goDecline); !decline {
				panic(r)
			}
			src, helpers, ok = "", "", false
		}
	}()
	w := &exprWriter{}
	c.checkStruct(w, t, "x", map[reflect.Type]bool{})
	return w.b.String(), c.helpers.String(), true
}

// checkWriter writes the checks of one type and the helpers they call.
type checkWriter struct {
	helpers strings.Builder
	done    map[reflect.Type]bool // the recursive types with a helper
}

// mayFail reports whether a visit of a value of type t can fail (seen
// breaks recursive types).
func mayFail(t reflect.Type, seen map[reflect.Type]bool) bool {
	info := codec.GenInfo(t)
	switch {
	case info.Custom:
		decline()
	case seen[t]:
		return false
	}
	seen[t] = true
	defer delete(seen, t)
	switch info.Kind {
	case codec.GenString, codec.GenEnum, codec.GenBool, codec.GenInt, codec.GenUint:
		return false
	case codec.GenFloat, codec.GenRaw:
		return true
	case codec.GenText:
		if !reflect.PointerTo(t).Implements(stringer) {
			decline()
		}
		return false
	case codec.GenPtr, codec.GenSlice, codec.GenMap:
		return mayFail(info.Elem, seen)
	case codec.GenStruct:
		if info.Open {
			return true
		}
		for _, f := range info.Fields {
			if mayFail(f.Type, seen) {
				return true
			}
		}
		return false
	}
	decline()
	return false
}

// checkValue writes the check of the present value expr of type t.
func (c *checkWriter) checkValue(w *exprWriter, t reflect.Type, expr string, seen map[reflect.Type]bool) {
	if !mayFail(t, map[reflect.Type]bool{}) {
		return
	}
	info := codec.GenInfo(t)
	switch info.Kind {
	case codec.GenFloat:
		w.p("if f := float64(%s); math.IsInf(f, 0) || f != f {", expr)
		w.p("return false")
		w.p("}")
	case codec.GenPtr:
		p := w.newVar("p")
		w.p("if %s := %s; %s != nil {", p, expr, p)
		c.checkValue(w, info.Elem, "(*"+p+")", seen)
		w.p("}")
	case codec.GenStruct:
		c.checkStruct(w, t, expr, seen)
	case codec.GenSlice:
		i := w.newVar("i")
		w.p("for %s := range %s {", i, expr)
		c.checkValue(w, info.Elem, expr+"["+i+"]", seen)
		w.p("}")
	case codec.GenMap:
		e := w.newVar("e")
		w.p("for _, %s := range %s {", e, expr)
		c.checkValue(w, info.Elem, e, seen)
		w.p("}")
	case codec.GenRaw:
		w.p("if %s != nil && !constraintrt.RawOK(%s) {", expr, expr)
		w.p("return false")
		w.p("}")
	}
}

// checkStruct writes the check of the members of the struct value expr
// that a visit writes; a recursive type's through a helper.
func (c *checkWriter) checkStruct(w *exprWriter, t reflect.Type, expr string, seen map[reflect.Type]bool) {
	info := codec.GenInfo(t)
	if seen[t] {
		name := "constraintsCheck" + ident(t.Name())
		w.p("if !%s(&%s) {", name, expr)
		w.p("return false")
		w.p("}")
		if !c.done[t] {
			c.done[t] = true
			h := &exprWriter{}
			c.checkStruct(h, t, "x", map[reflect.Type]bool{t: true})
			tn := t.Name()
			fmt.Fprintf(&c.helpers, "\n// %s reports whether the value model of *x can be built.\nfunc %s(x *%s) bool {\n%sreturn true\n}\n",
				name, name, tn, h.b.String())
		}
		return
	}
	seen[t] = true
	defer delete(seen, t)
	for _, f := range info.Fields {
		fi := codec.GenInfo(f.Type)
		x := expr + "." + f.GoName
		if fi.Kind == codec.GenText || !mayFail(f.Type, map[reflect.Type]bool{}) {
			continue // a text primitive with String cannot fail
		}
		c.checkValue(w, f.Type, x, seen)
	}
	if info.Open {
		// The undeclared members a visit writes: those the type does not
		// declare.
		var names []string
		for _, f := range info.Fields {
			names = append(names, strconv.Quote(f.Name))
		}
		sort.Strings(names)
		w.p("if !constraintrt.UnknownOK(%s.Unknown, %s) {", expr, strings.Join(names, ", "))
		w.p("return false")
		w.p("}")
	}
}
