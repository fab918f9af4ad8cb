package constraint

import (
	"bytes"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// GoNames are the spellings the Go code GoSource writes uses, in the file
// it is written to.
type GoNames struct {
	Constraint string // qualifier of this package ("constraint." or "")
	Codec      string // qualifier of internal/codec ("codec.")
	Math       string // qualifier of package math ("math.")
	// TypeName spells a Go type in the file, false when it cannot.
	TypeName func(t reflect.Type) (string, bool)
}

// GoSource returns, for the code generator, the Go source of the generated
// evaluation of the shipped constraints of schema on values of struct type
// t: a function named fn (see RegisterGenerated) and its registration, and
// the ids of the constraints it covers. The others (a construct it cannot
// type exactly: document aliases other than the argument of the saga
// builtins, temporal and most builtins, values that
// are containers or have no static Go type) stay on the compiled form.
// ok is false when the schema has no shipped file or t no plan the
// function can be written for.
func GoSource(schema string, t reflect.Type, fn string, names GoNames) (src string, covered []string, ok bool) {
	fs := shipped().bySchema[schema]
	tn, named := names.TypeName(t)
	if len(fs) == 0 || !named {
		return "", nil, false
	}
	if info := codec.GenInfo(t); info.Custom || info.Kind != codec.GenStruct || info.Open {
		return "", nil, false
	}
	var b strings.Builder
	shared := &goShared{fn: fn, declared: map[string]bool{}, repeated: map[string]int{}}
	for _, f := range fs {
		for i := range f.constraints {
			if c := &f.constraints[i]; c.Expr != nil {
				countBigKeys(c.Expr.root, shared.repeated)
			}
		}
	}
	var exprs []string
	k := 0
	fmt.Fprintf(&b, "// %s evaluates constraint k of the shipped constraint files of %s on *x.\n", fn, schema)
	fmt.Fprintf(&b, "func %s(x *%s, k int, m *%sGenMemo) (bool, %sGen) {\n", fn, tn, names.Constraint, names.Constraint)
	fmt.Fprintf(&b, "var g %sGen\n", names.Constraint)
	b.WriteString("switch k {\n")
	for _, f := range fs {
		for i := range f.constraints {
			c := &f.constraints[i]
			text := ""
			if c.Expr != nil {
				if body, ok := goConstraint(f, c, t, names, shared); ok {
					fmt.Fprintf(&b, "case %d: // %s\n%s", k, c.ID, body)
					text = c.Expression
					covered = append(covered, c.ID)
				}
			}
			exprs = append(exprs, text)
			k++
		}
	}
	b.WriteString("}\nreturn false, g\n}\n\n")
	check := "nil"
	if body, ok := checkSource(t, names); ok {
		check = fn + "Check"
		fmt.Fprintf(&b, "// %s reports whether *x can be encoded (the check of the constraint evaluation).\n", check)
		fmt.Fprintf(&b, "func %s(x *%s) bool {\n%s}\n\n", check, tn, body)
	}
	fmt.Fprintf(&b, "var _ = %sRegisterGenerated(%q, %s, %s, %d, []string{\n", names.Constraint, schema, fn, check, len(shared.memos))
	for _, e := range exprs {
		fmt.Fprintf(&b, "%s,\n", strconv.Quote(e))
	}
	b.WriteString("})\n")
	b.WriteString(shared.decls.String())
	return b.String(), covered, true
}

// goConstraint writes the case body of one constraint, or false.
func goConstraint(f *File, c *Constraint, t reflect.Type, names GoNames, shared *goShared) (body string, ok bool) {
	w := &goWriter{f: f, names: names, root: t, shared: shared}
	var decls strings.Builder
	w.decls = &decls
	defer func() {
		if ok {
			shared.decls.WriteString(decls.String())
			for _, n := range w.newDecls {
				shared.declared[n] = true
			}
			shared.memos = append(shared.memos, w.newMemos...)
		}
	}()
	defer func() {
		if r := recover(); r != nil {
			if _, decline := r.(goDecline); !decline {
				panic(r)
			}
			body, ok = "", false
		}
	}()
	v := w.node(c.Expr.root)
	w.flush()
	w.p("return %s, g", w.truthy(v))
	return w.b.String(), true
}

// goShared is what the constraints of one generated function share: the
// package-level declarations they need, by name.
type goShared struct {
	fn       string
	memos    []string       // the keys (bigKey) of the comparisons recorded in a GenMemo
	repeated map[string]int // per key, the comparisons of the schema's constraints with it
	decls    strings.Builder
	declared map[string]bool
}

// goDecline aborts the translation of a constraint the writer cannot
// express exactly.
type goDecline struct{}

func decline() { panic(goDecline{}) }

// goWriter writes the Go code of one constraint. Every value it computes
// is a goVal; the steps the reference charges are counted statically per
// scope (the constraint, a loop body) and added to g.Cost at the scope's
// end, the dynamic ones (the size of bigint arguments) by the runtime.
type goWriter struct {
	f        *File
	names    GoNames
	root     reflect.Type
	shared   *goShared // what the constraints of one function share
	decls    *strings.Builder
	newDecls []string
	newMemos []string
	b        bytes.Buffer
	tmp      int
	cost     int64 // the static steps of the current scope not yet written
	params   [MaxQuantifierDepth + 1]goParam
}

// goParam is an .every parameter: the Go expression of the element
// (addressable) and its type.
type goParam struct {
	expr string
	t    reflect.Type
}

// goVal is a value in the generated code. state is the Go expression of
// its state (stUndef, stNull, stPresent: "0", "1", "2" when known); class
// says what a present value is; v is its Go expression (string, float64 or
// bool).
type goVal struct {
	state string
	class byte // 's' string, 'n' number, 'b' boolean, 'x' container (only its state is known)
	v     string
}

const (
	stUndef   = "0"
	stNull    = "1"
	stPresent = "2"
)

func (w *goWriter) p(format string, args ...any) {
	fmt.Fprintf(&w.b, format, args...)
	w.b.WriteByte('\n')
}

func (w *goWriter) newVar(prefix string) string {
	w.tmp++
	return prefix + strconv.Itoa(w.tmp)
}

// flush writes the static steps of the scope counted so far.
func (w *goWriter) flush() {
	if w.cost > 0 {
		w.p("g.Cost += %d", w.cost)
		w.cost = 0
	}
}

// truthy is the Go expression of v's truthiness.
func (w *goWriter) truthy(v goVal) string {
	if v.state == stUndef || v.state == stNull {
		return "false"
	}
	var t string
	switch v.class {
	case 'b':
		t = v.v
	case 'n':
		t = "(" + v.v + " == " + v.v + " && " + v.v + " != 0)"
	case 's':
		t = "(" + v.v + ` != "")`
	case 'r':
		decline() // a raw value's truthiness depends on its text
	default:
		t = "true"
	}
	if v.state == stPresent {
		return t
	}
	return "(" + v.state + " == 2 && " + t + ")"
}

// boolVar stores a Go boolean expression in a new variable.
func (w *goWriter) boolVar(expr string) goVal {
	r := w.newVar("r")
	w.p("%s := %s", r, expr)
	return goVal{state: stPresent, class: 'b', v: r}
}

func (w *goWriter) node(n node) goVal {
	switch n := n.(type) {
	case *literal:
		return literalVal(n.v)
	case *notNode:
		w.cost++
		x := w.node(n.x)
		return w.boolVar("!" + w.truthy(x))
	case *andNode, *orNode:
		var xs []node
		op := " && "
		if a, ok := n.(*andNode); ok {
			xs = a.xs
		} else {
			xs, op = n.(*orNode).xs, " || "
		}
		w.cost++
		ts := make([]string, len(xs))
		for i, x := range xs {
			ts[i] = w.truthy(w.node(x)) // every operand evaluated, as the reference does
		}
		return w.boolVar(strings.Join(ts, op))
	case *implies:
		w.cost++
		a := w.truthy(w.node(n.a))
		b := w.truthy(w.node(n.b))
		return w.boolVar("!" + a + " || " + b)
	case *comparison:
		w.cost++
		l := w.node(n.l)
		r := w.node(n.r)
		return w.compare(n.op, l, r)
	case *path:
		w.cost += 1 + int64(len(n.segs))
		return w.path(n)
	case *every:
		return w.every(n)
	case *call:
		if n.fn.bigTest != nil && n.b != nil {
			return w.bigTest(n)
		}
		if n.fn.name == "unique_values" && n.b != nil {
			return w.uniqueCall(n)
		}
		if n.b == nil {
			switch n.fn.name {
			case "all_links_subset_authority", "delegation_budget_conserved", "links_temporally_ordered", "links_form_chain":
				return w.pairCall(n)
			case "tree_budget_conserved", "tree_authority_narrowing":
				return w.treeCall(n)
			case "saga_amount_conserved":
				return w.sagaAmountCall(n)
			case "saga_timeout_valid":
				return w.sagaTimeoutCall(n)
			}
		}
	}
	decline()
	return goVal{}
}

// literalVal is the goVal of a literal.
func literalVal(v Value) goVal {
	switch v.k {
	case KindString:
		return goVal{state: stPresent, class: 's', v: strconv.Quote(v.s)}
	case KindNumber:
		if math.IsNaN(v.f) || math.IsInf(v.f, 0) {
			decline()
		}
		return goVal{state: stPresent, class: 'n', v: "float64(" + strconv.FormatFloat(v.f, 'g', -1, 64) + ")"}
	case KindBool:
		return goVal{state: stPresent, class: 'b', v: strconv.FormatBool(v.i != 0)}
	case KindNull:
		return goVal{state: stNull}
	case KindUndefined:
		return goVal{state: stUndef}
	}
	decline()
	return goVal{}
}

// compare writes the comparison of l and r (compare).
func (w *goWriter) compare(op cmpOp, l, r goVal) goVal {
	eqNe := func(eq string) string {
		switch op {
		case opEq:
			return eq
		case opNe:
			return "!(" + eq + ")"
		}
		return "false"
	}
	nullish := func(v goVal) string {
		switch v.state {
		case stUndef, stNull:
			return "true"
		case stPresent:
			return "false"
		}
		return v.state + " < 2"
	}
	var cases [][2]string // condition, value
	// 1–2. null on either side.
	cases = append(cases, [2]string{or(is(l, stNull), is(r, stNull)), eqNe(and(nullish(l), nullish(r)))})
	// 6. undefined on either side: identity.
	cases = append(cases, [2]string{or(is(l, stUndef), is(r, stUndef)), eqNe(and(is(l, stUndef), is(r, stUndef)))})
	// Both present.
	var present string
	switch {
	case l.state == stNull || l.state == stUndef || r.state == stNull || r.state == stUndef:
		present = "false" // not reached
	case l.class == 'x' || r.class == 'x' || l.class == 'r' || r.class == 'r':
		decline() // identity of containers, values of raw text
	case l.class != r.class:
		present = eqNe("false")
	case l.class == 's' && op != opEq && op != opNe:
		present = w.names.Codec + "CompareUTF16(" + l.v + ", " + r.v + ") " + cmpGo(op) + " 0"
	case l.class == 'b' && op != opEq && op != opNe:
		present = "false"
	default:
		present = l.v + " " + cmpGo(op) + " " + r.v
	}
	cases = append(cases, [2]string{"true", present})
	// Fold the known conditions.
	var live [][2]string
	for _, c := range cases {
		if c[0] == "false" {
			continue
		}
		live = append(live, c)
		if c[0] == "true" {
			break
		}
	}
	if len(live) == 1 {
		return w.boolVar(live[0][1])
	}
	res := w.newVar("r")
	w.p("var %s bool", res)
	w.p("switch {")
	for i, c := range live {
		if i == len(live)-1 {
			w.p("default:")
		} else {
			w.p("case %s:", c[0])
		}
		w.p("%s = %s", res, c[1])
	}
	w.p("}")
	return goVal{state: stPresent, class: 'b', v: res}
}

func cmpGo(op cmpOp) string {
	return [...]string{opEq: "==", opNe: "!=", opLt: "<", opGt: ">", opLe: "<=", opGe: ">="}[op]
}

// or and and join two Go boolean expressions, folding the constants.
func or(a, b string) string { return junction(a, b, "true", " || ") }

func and(a, b string) string { return junction(a, b, "false", " && ") }

// junction joins a and b with op, whose absorbing constant is absorb (the
// other constant is its identity).
func junction(a, b, absorb, op string) string {
	identity := strconv.FormatBool(absorb == "false")
	switch {
	case a == absorb || b == absorb:
		return absorb
	case a == identity:
		return b
	case b == identity:
		return a
	}
	return "(" + a + op + b + ")"
}

// step is one navigation step of a path: a member name, or (index >= 0)
// an index.
type step struct {
	name  string
	index int
}

func pathSteps(n *path) []step {
	var steps []step
	if n.index >= 0 {
		steps = append(steps, step{index: n.index})
	}
	for _, s := range n.segs {
		steps = append(steps, step{name: s, index: -1})
	}
	return steps
}

// head returns the Go expression and type of the head of n and its member
// description (nil for a parameter); undef when the head is a member the
// type does not declare.
func (w *goWriter) head(n *path) (expr string, t reflect.Type, field *codec.GenField, undef bool) {
	if n.param >= 0 {
		pa := w.params[n.param]
		if pa.t == nil {
			decline()
		}
		return pa.expr, pa.t, nil, false
	}
	if containsStr(w.f.aliases, n.head) || n.head == "_previous" {
		decline()
	}
	f, ok := fieldOf(w.root, n.head)
	if !ok {
		return "", nil, nil, true // an undeclared member of a closed struct: undefined
	}
	return "x." + f.GoName, f.Type, &f, false
}

// endType returns the type at the end of the steps from a value of type t
// (pointers followed), or nil when a step meets an undeclared member.
func endType(t reflect.Type, steps []step) reflect.Type {
	for {
		info := codec.GenInfo(t)
		for info.Kind == codec.GenPtr {
			t = info.Elem
			info = codec.GenInfo(t)
		}
		if len(steps) == 0 {
			return t
		}
		st := steps[0]
		steps = steps[1:]
		switch {
		case st.index >= 0:
			if info.Kind != codec.GenSlice {
				decline()
			}
			t = info.Elem
		default:
			if info.Custom || info.Kind != codec.GenStruct || info.Open {
				decline()
			}
			f, ok := fieldOf(t, st.name)
			if !ok {
				return nil
			}
			t = f.Type
		}
	}
}

// descend writes the navigation from the value expr of type t (the
// member field, or an element when field is nil) along steps: nested
// blocks in which the value is present, leaf written in the innermost,
// and the state variable s set to null where a pointer is nil (or a
// required nullable member absent). s stays 0 (undefined) elsewhere.
func (w *goWriter) descend(expr string, t reflect.Type, field *codec.GenField, steps []step, s string,
	leaf func(expr string, t reflect.Type)) {
	info := codec.GenInfo(t)
	if info.Custom {
		decline()
	}
	if info.Kind == codec.GenRaw {
		// A raw member: absent (or null when required) when nil; else
		// the JSON value of its text, null when that is null.
		if len(steps) > 0 {
			decline()
		}
		w.p("if %s != nil {", expr)
		w.p("if %sRawIsNull([]byte(%s)) {", w.names.Constraint, expr)
		w.p("%s = %s", s, stNull)
		w.p("} else {")
		leaf(expr, t)
		w.p("}")
		if field == nil || field.Required {
			w.p("} else {")
			w.p("%s = %s", s, stNull)
		}
		w.p("}")
		return
	}
	if field != nil {
		switch info.Kind {
		case codec.GenPtr, codec.GenEnum, codec.GenText:
			absentTo := ""
			// null, whose members are undefined
			if info.Kind == codec.GenPtr && field.Required && field.Checks.Nullable() && len(steps) == 0 {
				absentTo = stNull
			}
			w.p("if %s {", w.presentTest(info, expr))
			w.descend(expr, t, nil, steps, s, leaf)
			if absentTo != "" {
				w.p("} else {")
				w.p("%s = %s", s, absentTo)
			}
			w.p("}")
			return
		case codec.GenSlice:
			if !field.Required { // a required slice left out is the empty array
				w.p("if %s != nil {", expr)
				w.descend(expr, t, nil, steps, s, leaf)
				w.p("}")
				return
			}
		case codec.GenMap, codec.GenRaw, codec.GenObject, codec.GenForeign:
			decline()
		}
	}
	if info.Kind == codec.GenPtr {
		p := w.newVar("p")
		w.p("if %s := %s; %s != nil {", p, expr, p)
		w.descend("(*"+p+")", info.Elem, nil, steps, s, leaf)
		if len(steps) == 0 { // null, whose members are undefined
			w.p("} else {")
			w.p("%s = %s", s, stNull)
		}
		w.p("}")
		return
	}
	if len(steps) == 0 {
		leaf(expr, t)
		return
	}
	st := steps[0]
	switch {
	case st.index >= 0:
		if info.Kind != codec.GenSlice {
			decline()
		}
		w.p("if %d < len(%s) {", st.index, expr)
		w.descend(fmt.Sprintf("%s[%d]", expr, st.index), info.Elem, nil, steps[1:], s, leaf)
		w.p("}")
	default:
		if info.Kind != codec.GenStruct || info.Open {
			decline()
		}
		f, ok := fieldOf(t, st.name)
		if !ok {
			return // undefined
		}
		w.descend(expr+"."+f.GoName, f.Type, &f, steps[1:], s, leaf)
	}
}

// presentTest is the Go test that member expr (a pointer, enumeration or
// text primitive) is written: not nil, not "", not zero.
func (w *goWriter) presentTest(info codec.GenType, expr string) string {
	switch info.Kind {
	case codec.GenPtr:
		return expr + " != nil"
	case codec.GenEnum:
		return expr + ` != ""`
	}
	if codec.ZeroByEqual(info.Type) {
		return "!" + w.names.Codec + "IsZero(" + expr + ")"
	}
	return "!" + expr + ".IsZero()"
}

var stringer = reflect.TypeFor[fmt.Stringer]()

// leafClass returns the class of a present value of type t (pointers
// followed) and the Go expression of its value, given the expression.
func (w *goWriter) leafClass(t reflect.Type) (class byte, goType string, value func(expr string) string) {
	info := codec.GenInfo(t)
	switch info.Kind {
	case codec.GenString, codec.GenEnum:
		if t == reflect.TypeFor[string]() {
			return 's', "string", func(e string) string { return e }
		}
		return 's', "string", func(e string) string { return "string(" + e + ")" }
	case codec.GenText:
		// The text the codec's navigation reads: String when the type has
		// it, else MarshalText (not written here).
		if !reflect.PointerTo(t).Implements(stringer) {
			decline()
		}
		return 's', "string", func(e string) string { return e + ".String()" }
	case codec.GenBool:
		if t == reflect.TypeFor[bool]() {
			return 'b', "bool", func(e string) string { return e }
		}
		return 'b', "bool", func(e string) string { return "bool(" + e + ")" }
	case codec.GenInt, codec.GenUint, codec.GenFloat:
		return 'n', "float64", func(e string) string { return "float64(" + e + ")" }
	case codec.GenSlice:
		return 'x', "", nil
	case codec.GenStruct:
		if !info.Open && !info.Custom {
			return 'x', "", nil
		}
	case codec.GenRaw:
		return 'r', "", nil // only its state: null or not
	}
	decline()
	return 0, "", nil
}

// path writes the navigation of n and returns its value (its terminal
// .length applied).
func (w *goWriter) path(n *path) goVal {
	expr, t, field, undef := w.head(n)
	steps := pathSteps(n)
	var end reflect.Type
	if !undef {
		end = endType(t, steps)
	}
	if n.length {
		if end == nil {
			return goVal{state: stPresent, class: 'n', v: "float64(0)"}
		}
		lengthOf := w.lengthFunc(end)
		v := w.newVar("n")
		w.p("var %s float64", v)
		s := w.newVar("s")
		w.p("%s := uint8(0)", s)
		w.descend(expr, t, field, steps, s, func(e string, _ reflect.Type) { w.p("%s = %s", v, lengthOf(e)) })
		w.p("_ = %s", s)
		return goVal{state: stPresent, class: 'n', v: v}
	}
	if end == nil {
		return goVal{state: stUndef}
	}
	class, goType, value := w.leafClass(end)
	s := w.newVar("s")
	w.p("%s := uint8(0)", s)
	v := ""
	if goType != "" {
		v = w.newVar("v")
		w.p("var %s %s", v, goType)
	}
	w.descend(expr, t, field, steps, s, func(e string, _ reflect.Type) {
		if v != "" {
			w.p("%s, %s = 2, %s", s, v, value(e))
		} else {
			w.p("%s = 2", s)
		}
	})
	if v != "" {
		w.p("_ = %s", v) // when only its state is read
	}
	return goVal{state: s, class: class, v: v}
}

// lengthFunc returns the Go expression of the terminal .length of a
// present value of type t: a slice's length, a string's UTF-16 length,
// else 0.
func (w *goWriter) lengthFunc(t reflect.Type) func(expr string) string {
	info := codec.GenInfo(t)
	switch info.Kind {
	case codec.GenSlice:
		return func(e string) string { return "float64(len(" + e + "))" }
	case codec.GenString, codec.GenEnum, codec.GenText:
		_, _, value := w.leafClass(t)
		return func(e string) string { return "float64(" + w.names.Codec + "UTF16Len(" + value(e) + "))" }
	case codec.GenBool, codec.GenInt, codec.GenUint, codec.GenFloat:
		return func(string) string { return "float64(0)" }
	case codec.GenStruct:
		if !info.Open && !info.Custom {
			return func(string) string { return "float64(0)" }
		}
	}
	decline()
	return nil
}

// every writes p.every(param => body): false unless the value is a slice,
// each element charging a step, the body run per element up to the first
// falsy value.
func (w *goWriter) every(n *every) goVal {
	if n.p.length {
		decline()
	}
	expr, t, field, undef := w.head(&n.p)
	steps := pathSteps(&n.p)
	if undef {
		return goVal{state: stPresent, class: 'b', v: "false"}
	}
	end := endType(t, steps)
	if end == nil {
		return goVal{state: stPresent, class: 'b', v: "false"}
	}
	info := codec.GenInfo(end)
	if info.Kind != codec.GenSlice || n.level != 0 {
		decline() // nested quantifiers stay on the compiled form
	}
	r := w.newVar("r")
	w.p("%s := false", r)
	s := w.newVar("s")
	w.p("%s := uint8(0)", s)
	w.descend(expr, t, field, steps, s, func(e string, _ reflect.Type) {
		i := w.newVar("i")
		w.p("%s = true", r)
		w.p("for %s := range %s {", i, e)
		outer := w.cost
		w.cost = 1 // the element
		w.params[n.level] = goParam{expr: e + "[" + i + "]", t: info.Elem}
		body := w.node(n.body)
		w.params[n.level] = goParam{}
		w.flush()
		w.cost = outer
		w.p("if !%s {", w.truthy(body))
		w.p("%s = false", r)
		w.p("break")
		w.p("}")
		w.p("}")
	})
	w.p("_ = %s", s)
	return goVal{state: stPresent, class: 'b', v: r}
}

// bigTest writes bigint_gte, bigint_gt or bigint_eq with its arguments.
func (w *goWriter) bigTest(n *call) goVal {
	// The call's own step and its arguments' sizes are charged by BigCmp.
	c, ok := w.newVar("c"), w.newVar("ok")
	key, shared := bigKey(n)
	shared = shared && w.shared.repeated[key] > 1 // a comparison made once is not recorded
	k := -1
	if shared {
		k = slices.Index(w.shared.memos, key)
		if k < 0 {
			k = len(w.shared.memos) + len(w.newMemos)
			if i := slices.Index(w.newMemos, key); i >= 0 {
				k = len(w.shared.memos) + i
			} else {
				w.newMemos = append(w.newMemos, key)
			}
		}
		// Recorded for the document: its static steps are counted
		// either way, its arguments not evaluated again.
		w.p("%s, %s, hit := m.Replay(%d, &g)", c, ok, k)
		w.p("if !hit {")
		w.p("mark := g.Mark()")
	} else {
		w.p("var %s int", c)
		w.p("var %s bool", ok)
		w.p("{")
	}
	a := w.bigArg(n.a)
	b := w.bigArg(n.b)
	w.p("%s, %s = g.BigCmp(%s, %s)", c, ok, a, b)
	if shared {
		w.p("m.Record(%d, &g, mark, %s, %s)", k, c, ok)
	}
	w.p("}")
	var test string
	switch n.fn.name {
	case "bigint_gte":
		test = ">="
	case "bigint_gt":
		test = ">"
	case "bigint_eq":
		test = "=="
	default:
		decline()
	}
	return w.boolVar(ok + " && " + c + " " + test + " 0")
}

// bigArg writes an argument of a bigint builtin and returns the Go
// expression of its BigArg.
func (w *goWriter) bigArg(n node) string {
	q := w.names.Constraint
	if c, ok := n.(*call); ok && c.fn.bigOp != nil && c.b != nil {
		// Charged by BigOp, as the call charges.
		add := c.fn.name == "bigint_add"
		a := w.bigArg(c.a)
		b := w.bigArg(c.b)
		v := w.newVar("a")
		w.p("%s := g.BigOp(%t, %s, %s)", v, add, a, b)
		return v
	}
	v := w.node(n)
	arg := w.newVar("a")
	switch {
	case v.state == stUndef || v.state == stNull:
		w.p("%s := %sBigText(false, \"\")", arg, q)
	case v.class == 's' && v.state == stPresent:
		w.p("%s := %sBigText(true, %s)", arg, q, v.v)
	case v.class == 's':
		w.p("%s := %sBigText(%s == 2, %s)", arg, q, v.state, v.v)
	case v.class == 'n' && v.state == stPresent:
		w.p("%s := %sBigNumber(%s)", arg, q, v.v)
	default:
		decline()
	}
	return arg
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

func containsStr(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// rootSlice returns the Go expression, member and element type of the
// bare root member a chain or tree builtin is called on; false when it is
// not a declared member of the type.
func (w *goWriter) rootArg(n *call) (expr string, t reflect.Type, field *codec.GenField) {
	pa, ok := n.a.(*path)
	if !ok || pa.param >= 0 || pa.index >= 0 || len(pa.segs) > 0 || pa.length {
		decline()
	}
	expr, t, field, undef := w.head(pa)
	if undef {
		decline()
	}
	return expr, t, field
}

// structSliceArg returns the Go expression and plan of the first argument
// of a builtin, a bare root member that is a slice of closed structs, and
// writes its size charge (the slice's length).
func (w *goWriter) structSliceArg(n *call) (string, codec.GenType) {
	expr, t, field := w.rootArg(n)
	info := codec.GenInfo(t)
	if info.Kind != codec.GenSlice || field == nil {
		decline()
	}
	elem := codec.GenInfo(info.Elem)
	if elem.Kind != codec.GenStruct || elem.Open || elem.Custom {
		decline()
	}
	w.p("g.Cost += int64(len(%s))", expr)
	return expr, info
}

// pairCall writes a chain builtin on a slice member of structs: whether
// its condition holds for every adjacent pair of elements, checked in
// order up to the first that fails (linkPairs). The call charges a step,
// its argument a step and the argument's size, the slice's length.
func (w *goWriter) pairCall(n *call) goVal {
	expr, info := w.structSliceArg(n)
	w.cost += 2
	r, i := w.newVar("r"), w.newVar("i")
	w.p("%s := true", r)
	w.p("for %s := 1; %s < len(%s); %s++ {", i, i, expr, i)
	const prev, next = MaxQuantifierDepth - 1, MaxQuantifierDepth
	if w.params[prev].t != nil || w.params[next].t != nil {
		decline()
	}
	w.params[prev] = goParam{expr: expr + "[" + i + "-1]", t: info.Elem}
	w.params[next] = goParam{expr: expr + "[" + i + "]", t: info.Elem}
	defer func() { w.params[prev], w.params[next] = goParam{}, goParam{} }()
	member := func(level int, name string) goVal {
		return w.path(&path{param: level, segs: []string{name}, index: -1})
	}
	var cond string
	switch n.fn.name {
	case "links_form_chain":
		cond = strictEq(member(prev, "delegatee"), member(next, "delegator"))
	case "links_temporally_ordered":
		a, b := member(prev, "timestamp"), member(next, "timestamp")
		cond = "false"
		if a.class == 's' && b.class == 's' && a.state != stUndef && b.state != stUndef {
			cond = and(and(is(a, stPresent), is(b, stPresent)), w.names.Codec+"CompareUTF16("+a.v+", "+b.v+") <= 0")
		}
	case "delegation_budget_conserved":
		a, b := member(prev, "budget_allocated_micro"), member(next, "budget_allocated_micro")
		if a.state == stUndef || b.state == stUndef {
			cond = "true"
		} else {
			if a.class != 's' || b.class != 's' {
				decline()
			}
			cond = or(or(a.state+" < 2", b.state+" < 2"), w.names.Constraint+"BigNotAbove("+b.v+", "+a.v+")")
		}
	case "all_links_subset_authority":
		a, b := w.stringsOf(prev, "authority_scope"), w.stringsOf(next, "authority_scope")
		cond = and(and(a+"ok", b+"ok"), w.names.Constraint+"StringSubset("+b+", "+a+")")
	}
	w.p("if !(%s) {", cond)
	w.p("%s = false", r)
	w.p("break")
	w.p("}")
	w.p("}")
	return goVal{state: stPresent, class: 'b', v: r}
}

// stringsOf declares the variable of the []string member name of the
// parameter at level, and the variable name+"ok" saying whether it is an
// array (elements), and returns the name.
func (w *goWriter) stringsOf(level int, name string) string {
	pa := w.params[level]
	f, ok := fieldOf(pa.t, name)
	v := w.newVar("l")
	w.p("var %s []string", v)
	w.p("%sok := false", v)
	if !ok {
		return v
	}
	if f.Type != reflect.TypeFor[[]string]() {
		decline()
	}
	s := w.newVar("s")
	w.p("%s := uint8(0)", s)
	w.descend(pa.expr+"."+f.GoName, f.Type, &f, nil, s, func(e string, _ reflect.Type) {
		w.p("%s, %sok = %s, true", v, v, e)
	})
	w.p("_ = %s", s)
	return v
}

// strictEq is the Go test of ECMAScript === between two scalars.
func strictEq(a, b goVal) string {
	if a.class == 'x' || b.class == 'x' || a.class == 'r' || b.class == 'r' {
		decline()
	}
	same := and(is(a, stUndef), is(b, stUndef))
	same = or(same, and(is(a, stNull), is(b, stNull)))
	if a.state != stUndef && a.state != stNull && b.state != stUndef && b.state != stNull && a.class == b.class {
		same = or(same, and(and(is(a, stPresent), is(b, stPresent)), a.v+" == "+b.v))
	}
	return same
}

// is is the Go test that v's state is st.
func is(v goVal, st string) string {
	switch v.state {
	case stUndef, stNull, stPresent:
		return strconv.FormatBool(v.state == st)
	}
	return v.state + " == " + st
}

// treeCall writes tree_budget_conserved or tree_authority_narrowing on a
// struct member, a tree of nodes of that type (TreeWalk). The call
// charges a step, its argument a step and the argument's size, the
// number of members the node writes.
func (w *goWriter) treeCall(n *call) goVal {
	expr, t, field := w.rootArg(n)
	info := codec.GenInfo(t)
	if field == nil || info.Kind != codec.GenStruct || info.Open || info.Custom {
		decline()
	}
	tn, ok := w.names.TypeName(t)
	if !ok {
		decline()
	}
	ops := w.treeOps(t, tn)
	m := w.membersOf(t, expr)
	w.cost += 2
	w.p("g.Cost += int64(%s)", m)
	return w.boolVar(fmt.Sprintf("%sTreeWalk(&g, &%s, %s > 0, &%s, %t)", w.names.Constraint, expr, m, ops,
		n.fn.name == "tree_budget_conserved"))
}

// sagaAmountCall writes saga_amount_conserved on a document alias (the
// whole document), summing the completed steps of steps and
// compensation_steps (SagaSum). The call charges a step, its argument a
// step and the argument's size, the number of members the document
// writes.
func (w *goWriter) sagaAmountCall(n *call) goVal {
	w.docArg(n)
	steps, stepsOK, stepsN := w.sagaSum("steps")
	comp, compOK, compN := w.sagaSum("compensation_steps")
	return w.boolVar(fmt.Sprintf("%sSagaConserved(%s, %s, &%s, %s, %s, &%s)", w.names.Constraint,
		stepsOK, stepsN, steps, compOK, compN, comp))
}

// docArg writes the charge of the argument of a document builtin, a
// document alias (the whole document): the call charges a step, its
// argument a step and the argument's size, the number of members the
// document writes.
func (w *goWriter) docArg(n *call) {
	pa, ok := n.a.(*path)
	if !ok || pa.param >= 0 || pa.index >= 0 || len(pa.segs) > 0 || pa.length || !containsStr(w.f.aliases, pa.head) {
		decline()
	}
	if _, declared := fieldOf(w.root, pa.head); declared {
		decline()
	}
	w.cost += 2
	w.p("g.Cost += int64(%s(x))", w.docMembers())
}

// docMembers declares, once per function, the function counting the
// members a document writes (membersOf) and returns its name.
func (w *goWriter) docMembers() string {
	name := w.shared.fn + "Members"
	if w.shared.declared[name] || slices.Contains(w.newDecls, name) {
		return name
	}
	tn, ok := w.names.TypeName(w.root)
	if !ok {
		decline()
	}
	body := w.b
	w.b = bytes.Buffer{}
	m := w.membersOf(w.root, "x")
	fmt.Fprintf(w.decls, "\n// %s counts the members *x writes.\nfunc %s(x *%s) int {\n%sreturn %s\n}\n",
		name, name, tn, w.b.String(), m)
	w.b = body
	w.newDecls = append(w.newDecls, name)
	return name
}

// sagaTimeoutCall writes saga_timeout_valid on a document alias: false
// unless steps is an array of at most 100 elements and timeout an object
// whose per_step_seconds is a positive number; else whether every
// completed step took at most that long (SagaStepInTime). The call
// charges what docArg says.
func (w *goWriter) sagaTimeoutCall(n *call) goVal {
	w.docArg(n)
	limit := w.path(&path{head: "timeout", segs: []string{"per_step_seconds"}, param: -1, index: -1})
	r := w.newVar("r")
	w.p("%s := false", r)
	if limit.state == stUndef {
		return goVal{state: stPresent, class: 'b', v: r}
	}
	if limit.class != 'n' {
		decline()
	}
	// A present per_step_seconds implies an object timeout.
	cond := and(is(limit, stPresent), limit.v+" > 0")
	w.steps("steps", func(e string, elem reflect.Type) {
		i := w.newVar("i")
		w.p("if %s && len(%s) <= %d {", cond, e, maxItems)
		w.p("%s = true", r)
		w.p("for %s := range %s {", i, e)
		w.p("_ = %s", i)
		w.params[0] = goParam{expr: e + "[" + i + "]", t: elem}
		w.p("if %s {", w.completed())
		text := func(name string) (string, string) {
			v := w.path(&path{param: 0, segs: []string{name}, index: -1})
			if v.state == stUndef {
				return "false", `""`
			}
			if v.class != 's' {
				decline()
			}
			return is(v, stPresent), v.v
		}
		sOK, started := text("started_at")
		cOK, done := text("completed_at")
		w.params[0] = goParam{}
		w.p("if !%sSagaStepInTime(%s, %s, %s, %s, %s) {", w.names.Constraint, sOK, started, cOK, done, limit.v)
		w.p("%s = false", r)
		w.p("break")
		w.p("}")
		w.p("}")
		w.p("}")
		w.p("}")
	})
	return goVal{state: stPresent, class: 'b', v: r}
}

// sagaSum declares the SagaSum of the completed steps of the root member
// name, whether it is an array and its length, and returns their names.
// The steps are added only when there are at most 100 of them.
func (w *goWriter) sagaSum(name string) (sum, ok, n string) {
	sum, ok, n = w.newVar("sum"), w.newVar("ok"), w.newVar("n")
	w.p("var %s %sSagaSum", sum, w.names.Constraint)
	w.p("%s, %s := false, 0", ok, n)
	w.steps(name, func(e string, elem reflect.Type) {
		i := w.newVar("i")
		w.p("%s, %s = true, len(%s)", ok, n, e)
		w.p("if %s <= %d {", n, maxItems)
		w.p("for %s := range %s {", i, e)
		w.p("_ = %s", i)
		w.params[0] = goParam{expr: e + "[" + i + "]", t: elem}
		completed := w.completed()
		amount := w.path(&path{param: 0, segs: []string{"amount_micro"}, index: -1})
		w.params[0] = goParam{}
		present, text := "false", `""`
		if amount.state != stUndef {
			if amount.class != 's' {
				decline()
			}
			present, text = is(amount, stPresent), amount.v
		}
		w.p("if %s {", completed)
		w.p("%s.Add(%s, %s)", sum, present, text)
		w.p("}")
		w.p("}")
		w.p("}")
	})
	return sum, ok, n
}

// steps writes the navigation to the root member name when it is an array
// of closed structs (a slice member), calling leaf with its expression and
// element type where it is one; nothing when the type does not declare it
// or it is a scalar (never an array).
func (w *goWriter) steps(name string, leaf func(expr string, elem reflect.Type)) {
	expr, t, field, undef := w.head(&path{head: name, param: -1, index: -1})
	if undef {
		return
	}
	info := codec.GenInfo(endType(t, nil))
	switch info.Kind {
	case codec.GenSlice:
	case codec.GenString, codec.GenEnum, codec.GenText, codec.GenBool, codec.GenInt, codec.GenUint, codec.GenFloat:
		return
	default:
		decline()
	}
	elem := codec.GenInfo(info.Elem)
	if elem.Kind != codec.GenStruct || elem.Open || elem.Custom || w.params[0].t != nil {
		decline()
	}
	s := w.newVar("s")
	w.p("%s := uint8(0)", s)
	w.descend(expr, t, field, nil, s, func(e string, _ reflect.Type) { leaf(e, info.Elem) })
	w.p("_ = %s", s)
}

// completed writes the status member of the step at parameter 0 and
// returns the Go test that it is the string "completed".
func (w *goWriter) completed() string {
	status := w.path(&path{param: 0, segs: []string{"status"}, index: -1})
	if status.state == stUndef {
		return "false"
	}
	if status.class != 's' {
		decline()
	}
	return and(is(status, stPresent), status.v+` == "completed"`)
}

// membersOf writes the count of the members a value expr of the closed
// struct type t writes.
func (w *goWriter) membersOf(t reflect.Type, expr string) string {
	m := w.newVar("m")
	w.p("%s := 0", m)
	for _, f := range codec.GenInfo(t).Fields {
		fi := codec.GenInfo(f.Type)
		x := expr + "." + f.GoName
		switch fi.Kind {
		case codec.GenString, codec.GenBool, codec.GenInt, codec.GenUint, codec.GenFloat, codec.GenStruct:
			w.p("%s++", m)
		case codec.GenSlice, codec.GenMap, codec.GenRaw:
			if f.Required {
				w.p("%s++", m)
			} else {
				w.p("if %s != nil {", x)
				w.p("%s++", m)
				w.p("}")
			}
		case codec.GenPtr:
			if f.Required && f.Checks.Nullable() {
				w.p("%s++", m)
			} else {
				w.p("if %s != nil {", x)
				w.p("%s++", m)
				w.p("}")
			}
		case codec.GenEnum, codec.GenText:
			w.p("if %s {", w.presentTest(fi, x))
			w.p("%s++", m)
			w.p("}")
		default:
			decline()
		}
	}
	return m
}

// treeOps declares the TreeOps of node type t (named tn) and returns its
// name.
func (w *goWriter) treeOps(t reflect.Type, tn string) string {
	text := func(name string) string {
		f, ok := fieldOf(t, name)
		if !ok {
			return "func(*" + tn + ") (string, bool) { return \"\", false }"
		}
		fi := codec.GenInfo(f.Type)
		switch fi.Kind {
		case codec.GenString:
			_, _, value := w.leafClass(f.Type)
			return "func(n *" + tn + ") (string, bool) { return " + value("n."+f.GoName) + ", true }"
		case codec.GenEnum, codec.GenText:
			_, _, value := w.leafClass(f.Type)
			return "func(n *" + tn + ") (string, bool) { return " + value("n."+f.GoName) + ", " +
				w.presentTest(fi, "n."+f.GoName) + " }"
		}
		decline()
		return ""
	}
	children := "func(*" + tn + ") []" + tn + " { return nil }"
	if f, ok := fieldOf(t, "children"); ok {
		if f.Type != reflect.SliceOf(t) {
			decline()
		}
		children = "func(n *" + tn + ") []" + tn + " { return n." + f.GoName + " }"
	}
	scope := "func(*" + tn + ") []string { return nil }"
	if f, ok := fieldOf(t, "authority_scope"); ok {
		if f.Type != reflect.TypeFor[[]string]() {
			decline()
		}
		scope = "func(n *" + tn + ") []string { return n." + f.GoName + " }"
	}
	name := w.shared.fn + "TreeOps" + strings.NewReplacer(".", "", "[", "", "]", "", "*", "").Replace(tn)
	if w.shared.declared[name] || slices.Contains(w.newDecls, name) {
		return name
	}
	w.newDecls = append(w.newDecls, name)
	fmt.Fprintf(w.decls, "\n// %s reads the members of %s the tree builtins read.\n", name, tn)
	fmt.Fprintf(w.decls, "var %s = %sTreeOps[%s]{\nID: %s,\nBudget: %s,\nChildren: %s,\nScope: %s,\n}\n",
		name, w.names.Constraint, tn, text("node_id"), text("budget_allocated_micro"), children, scope)
	return name
}

// uniqueCall writes unique_values(A, 'name') on a slice member of structs
// whose member name is a string: false when two elements have the same
// value there (absent skipped, null counted). The call charges a step,
// its arguments theirs and their sizes (the slice's length, a step per 64
// bytes of the name).
func (w *goWriter) uniqueCall(n *call) goVal {
	lit, ok := n.b.(*literal)
	if !ok || lit.v.k != KindString || strings.Contains(lit.v.s, ".") {
		decline()
	}
	expr, info := w.structSliceArg(n)
	w.cost += 2 + int64(len(lit.v.s)/64)
	const level = MaxQuantifierDepth
	if w.params[level].t != nil {
		decline()
	}
	r, i, set := w.newVar("r"), w.newVar("i"), w.newVar("set")
	w.p("%s := true", r)
	w.p("var %s %sUniqueSet", set, w.names.Constraint)
	w.p("for %s := range %s {", i, expr)
	w.params[level] = goParam{expr: expr + "[" + i + "]", t: info.Elem}
	v := w.path(&path{param: level, segs: []string{lit.v.s}, index: -1})
	w.params[level] = goParam{}
	switch {
	case v.state == stUndef:
	case v.class == 's':
		w.p("if %s != 0 && !%s.Add(%s == 1, %s) {", v.state, set, v.state, v.v)
		w.p("%s = false", r)
		w.p("break")
		w.p("}")
	default:
		decline()
	}
	w.p("}")
	return goVal{state: stPresent, class: 'b', v: r}
}

// checkSource writes the body of the generated encoding check of *x (see
// codec.Members.Check): whether every float member is finite and every
// raw member's text is what DecodeJSON reads, the members the check walk
// visits; false when t has a member it cannot write that way (an object
// primitive, a foreign or open value, a text primitive without String, a
// recursive type).
func checkSource(t reflect.Type, names GoNames) (src string, ok bool) {
	w := &goWriter{names: names}
	defer func() {
		if r := recover(); r != nil {
			if _, decline := r.(goDecline); !decline {
				panic(r)
			}
			src, ok = "", false
		}
	}()
	w.checkStruct(t, "x", map[reflect.Type]bool{})
	w.p("return true")
	return w.b.String(), true
}

// checkValue writes the check of the present value expr of type t.
func (w *goWriter) checkValue(t reflect.Type, expr string, seen map[reflect.Type]bool) {
	info := codec.GenInfo(t)
	if info.Custom {
		decline()
	}
	switch info.Kind {
	case codec.GenString, codec.GenEnum, codec.GenBool, codec.GenInt, codec.GenUint:
	case codec.GenFloat:
		w.p("if f := float64(%s); %sIsInf(f, 0) || f != f {", expr, w.names.Math)
		w.p("return false")
		w.p("}")
	case codec.GenText:
		if !reflect.PointerTo(t).Implements(stringer) {
			decline()
		}
	case codec.GenPtr:
		p := w.newVar("p")
		start := w.b.Len()
		w.p("if %s := %s; %s != nil {", p, expr, p)
		mark := w.b.Len()
		w.checkValue(info.Elem, "(*"+p+")", seen)
		if w.b.Len() == mark { // nothing to check
			w.b.Truncate(start)
			return
		}
		w.p("}")
	case codec.GenStruct:
		w.checkStruct(t, expr, seen)
	case codec.GenSlice:
		el := codec.GenInfo(info.Elem)
		if el.Kind == codec.GenString || el.Kind == codec.GenEnum {
			return
		}
		i := w.newVar("i")
		start := w.b.Len()
		w.p("for %s := range %s {", i, expr)
		mark := w.b.Len()
		w.checkValue(info.Elem, expr+"["+i+"]", seen)
		if w.b.Len() == mark { // nothing to check in an element
			w.b.Truncate(start)
			return
		}
		w.p("}")
	case codec.GenMap:
		e := w.newVar("e")
		start := w.b.Len()
		w.p("for _, %s := range %s {", e, expr)
		mark := w.b.Len()
		w.checkValue(info.Elem, e, seen)
		if w.b.Len() == mark { // nothing to check in a value
			w.b.Truncate(start)
			return
		}
		w.p("}")
	case codec.GenRaw:
		w.p("if %s != nil && !%sRawOK([]byte(%s)) {", expr, w.names.Constraint, expr)
		w.p("return false")
		w.p("}")
	default:
		decline()
	}
}

// checkStruct writes the check of the members of the struct value expr
// that are written.
func (w *goWriter) checkStruct(t reflect.Type, expr string, seen map[reflect.Type]bool) {
	info := codec.GenInfo(t)
	if info.Custom || info.Kind != codec.GenStruct || info.Open || seen[t] {
		decline()
	}
	seen[t] = true
	defer delete(seen, t)
	for _, f := range info.Fields {
		fi := codec.GenInfo(f.Type)
		x := expr + "." + f.GoName
		switch fi.Kind {
		case codec.GenText:
			// A zero text primitive is not written: not checked.
			start := w.b.Len()
			w.p("if %s {", w.presentTest(fi, x))
			mark := w.b.Len()
			w.checkValue(f.Type, x, seen)
			if w.b.Len() == mark {
				w.b.Truncate(start)
				continue
			}
			w.p("}")
		default:
			w.checkValue(f.Type, x, seen)
		}
	}
}

// countBigKeys counts, per key, the bigint comparisons of n whose value
// does not depend on an .every parameter (bigKey).
func countBigKeys(n node, counts map[string]int) {
	switch n := n.(type) {
	case *notNode:
		countBigKeys(n.x, counts)
	case *andNode:
		for _, x := range n.xs {
			countBigKeys(x, counts)
		}
	case *orNode:
		for _, x := range n.xs {
			countBigKeys(x, counts)
		}
	case *implies:
		countBigKeys(n.a, counts)
		countBigKeys(n.b, counts)
	case *comparison:
		countBigKeys(n.l, counts)
		countBigKeys(n.r, counts)
	case *every:
		countBigKeys(n.body, counts)
	case *arrayLit:
		for _, x := range n.elems {
			countBigKeys(x, counts)
		}
	case *call:
		if n.fn.bigTest != nil && n.b != nil {
			if key, ok := bigKey(n); ok {
				counts[key]++
			}
		}
		countBigKeys(n.a, counts)
		if n.b != nil {
			countBigKeys(n.b, counts)
		}
	}
}
