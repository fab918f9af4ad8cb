package codecgen

import (
	"bytes"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/constraint"
	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// The values of the generated constraint code.
//
// The writer (exprWriter) turns each node of an expression into a val: Go
// expressions saying whether the value is present (neither null nor
// undefined) and null, and its Go value when present, with its class. Every
// Go expression a val holds is pure (no step charged, no error raised, no
// side effect), so that Go's && and || may skip it; what charges steps or
// raises errors (the runtime's builtins) is written as statements, in the
// reference's evaluation order, whose results the vals name. Values known at
// generation time are constants, and the operators fold them.

// val is a value of the generated code.
type val struct {
	class byte   // 's' string, 'n' number (float64), 'b' boolean, 'i' bigint (constraintrt.Int), 'x' container, 'r' raw JSON text
	pres  string // Go test: the value is present; "true" or "false" when known
	null  string // Go test: the value is null; "false" when it never is
	v     string // Go value when present: string, float64, bool or constraintrt.Int; a container's Go value
	// safe: v may be evaluated when the value is absent (it dereferences no
	// pointer and indexes nothing that the presence test guards).
	safe bool
	// intNum: a number read from an integer member (never NaN).
	intNum bool
	// zero: v is the class's zero value ("", 0) when the value is absent,
	// and safe.
	zero bool
	// raw is the Go value before its conversion to the class's Go type (a
	// named string, an integer), "" when there is none; an integer's range
	// is [lo, hi].
	raw    string
	lo, hi float64
	t      reflect.Type // a container's Go type (pointers followed); a raw member's
	c      *konst       // the value when known
	// id identifies a container for eq (the same node): the Go expression
	// of the loop index of the .every parameter it is, with its array's
	// path; "" when not known.
	id string
}

// konst is a value known at generation time.
type konst struct {
	kind rt.LitKind
	s    string
	f    float64
	b    bool
	i    rt.Int // a bigint (kind LitNumber with big set)
	big  bool
}

var (
	undefinedVal = val{pres: "false", null: "false", c: &konst{kind: rt.LitUndefined}, safe: true}
	nullVal      = val{pres: "false", null: "true", c: &konst{kind: rt.LitNull}, safe: true}
)

// constVal is the val of a known value.
func constVal(c konst) val {
	switch c.kind {
	case rt.LitUndefined:
		return undefinedVal
	case rt.LitNull:
		return nullVal
	case rt.LitBool:
		return val{class: 'b', pres: "true", null: "false", v: strconv.FormatBool(c.b), safe: true, c: &c}
	case rt.LitString:
		return val{class: 's', pres: "true", null: "false", v: strconv.Quote(c.s), safe: true, c: &c}
	}
	if c.big {
		return val{class: 'i', pres: "true", null: "false", v: intGo(c.i), safe: true, c: &c}
	}
	if math.IsNaN(c.f) || math.IsInf(c.f, 0) {
		decline()
	}
	return val{class: 'n', pres: "true", null: "false", v: floatGo(c.f), safe: true, c: &c}
}

// boolVal is the present boolean of the Go test e.
func boolVal(e string) val {
	v := val{class: 'b', pres: "true", null: "false", v: e, safe: true}
	if e == "true" || e == "false" {
		v.c = &konst{kind: rt.LitBool, b: e == "true"}
	}
	return v
}

// floatGo spells a float64 constant.
func floatGo(f float64) string {
	s := strconv.FormatFloat(f, 'g', -1, 64)
	if f == math.Trunc(f) && math.Abs(f) < 1e15 {
		return s
	}
	return "float64(" + s + ")"
}

// intGo spells a constant constraintrt.Int (only small ones are written).
func intGo(i rt.Int) string {
	small, b := i.Parts()
	if b != nil {
		decline()
	}
	if small == 0 {
		return "constraintrt.Int{}"
	}
	return "constraintrt.IntOf(" + strconv.FormatInt(small, 10) + ", nil)"
}

// goDecline aborts the translation of a constraint the writer cannot
// express exactly.
type goDecline struct{}

func decline() { panic(goDecline{}) }

// or, and and not join Go boolean tests, folding the constants, with the
// parentheses Go's precedence needs (&& binds tighter than ||, comparisons
// tighter than both).
func or(a, b string) string {
	switch {
	case a == "true" || b == "true":
		return "true"
	case a == "false":
		return b
	case b == "false":
		return a
	}
	return merge(a, b, " || ")
}

// merge joins the operands of a and b with op, leaving out those of b that
// a has (a || a is a).
func merge(a, b, op string) string {
	parts := topSplit(a, op)
	for _, p := range topSplit(b, op) {
		if !containsStr(parts, p) {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, op)
}

func and(a, b string) string {
	switch {
	case a == "false" || b == "false":
		return "false"
	case a == "true":
		return b
	case b == "true":
		return a
	}
	wrap := func(e string) string {
		if len(topSplit(e, " || ")) > 1 {
			return "(" + e + ")"
		}
		return e
	}
	return merge(wrap(a), wrap(b), " && ")
}

// not is the negation of the Go test a (De Morgan's laws applied, == and
// != swapped; the orderings are kept, NaN making them no complements).
func not(a string) string {
	switch a {
	case "true":
		return "false"
	case "false":
		return "true"
	}
	if parts := topSplit(a, " || "); len(parts) > 1 {
		r := "true"
		for _, p := range parts {
			r = and(r, not(p))
		}
		return r
	}
	if parts := topSplit(a, " && "); len(parts) > 1 {
		r := "false"
		for _, p := range parts {
			r = or(r, not(p))
		}
		return r
	}
	if strings.HasPrefix(a, "(") && strings.HasSuffix(a, ")") && simple(a) {
		if inner := a[1 : len(a)-1]; balanced(inner) {
			return not(inner)
		}
	}
	if strings.HasPrefix(a, "!") && simple(a[1:]) {
		return a[1:]
	}
	for _, op := range [][2]string{{" == ", " != "}, {" != ", " == "}} {
		if parts := topSplit(a, op[0]); len(parts) == 2 && simple(parts[0]) && simple(parts[1]) {
			return parts[0] + op[1] + parts[1]
		}
	}
	return "!" + paren(a)
}

// paren wraps a Go expression in parentheses unless it is a single operand.
func paren(e string) string {
	if simple(e) {
		return e
	}
	return "(" + e + ")"
}

// scan calls fn with the index and depth (parentheses, brackets, braces) of
// every byte of e outside string and rune literals; false stops it.
func scan(e string, fn func(i, depth int) bool) {
	depth := 0
	for i := 0; i < len(e); i++ {
		switch c := e[i]; c {
		case '"', '\'', '`':
			for i++; i < len(e) && e[i] != c; i++ {
				if e[i] == '\\' && c != '`' {
					i++
				}
			}
			continue
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		}
		if !fn(i, depth) {
			return
		}
	}
}

// balanced reports whether the brackets of e match.
func balanced(e string) bool {
	ok := true
	last := 0
	scan(e, func(_, depth int) bool {
		ok, last = depth >= 0, depth
		return ok
	})
	return ok && last == 0
}

// topSplit splits e at the occurrences of op outside brackets and
// literals.
func topSplit(e, op string) []string {
	var parts []string
	start := 0
	scan(e, func(i, depth int) bool {
		if depth == 0 && strings.HasPrefix(e[i:], op) && i >= start {
			parts = append(parts, e[start:i])
			start = i + len(op)
		}
		return true
	})
	return append(parts, e[start:])
}

// simple reports whether e is one operand: an identifier, a selector, an
// index, a call or a conversion, a literal, a parenthesized expression, or
// a negation of one.
func simple(e string) bool {
	if e == "" || !balanced(e) {
		return false
	}
	one := true
	scan(e, func(i, depth int) bool {
		if depth == 0 && (e[i] == ' ' || i > 0 && (e[i] == '!' || e[i] == '-' || e[i] == '+')) {
			one = false
		}
		return one
	})
	return one
}

// exprWriter writes the Go code of one constraint: statements in b, the
// static steps of the current scope (the constraint, a loop body) counted in
// cost and written at the scope's end.
type exprWriter struct {
	*funcWriter
	aliases  []string
	b        bytes.Buffer
	tmp      int
	cost     int64    // static steps of the scope not yet written
	dyn      []string // Go int64 expressions of the scope's other steps, not yet written
	params   [constraint.MaxQuantifierDepth + 1]param
	nested   bool // the constraint nests .every: loops stop once over the budget
	newDecls []string
	newMemos []string
	decls    strings.Builder
	// lens, when not nil, holds the variables of the UTF-16 lengths of
	// the document's own string members (keyed by their Go expression),
	// computed once at the top of the case body (lenHead).
	lens     map[string]string
	lenReads map[string]int // the document's .length paths the expression reads, by lenKey
	lenHead  bytes.Buffer
}

// param is an .every parameter (or a chain builtin's link): the Go
// expression of the element (addressable), its type, and the loop index
// with the path of the array it iterates (for eq).
type param struct {
	expr string
	t    reflect.Type
	id   string
}

func (w *exprWriter) p(format string, args ...any) {
	fmt.Fprintf(&w.b, format, args...)
	w.b.WriteByte('\n')
}

func (w *exprWriter) newVar(prefix string) string {
	w.tmp++
	return prefix + strconv.Itoa(w.tmp)
}

// charge counts the steps of the Go int64 expression e in the scope.
func (w *exprWriter) charge(e string) { w.dyn = append(w.dyn, e) }

// flush writes the steps of the scope counted so far.
func (w *exprWriter) flush() {
	terms := w.dyn
	if w.cost > 0 {
		terms = append(terms, strconv.FormatInt(w.cost, 10))
	}
	switch {
	case len(terms) == 1 && terms[0] == "1":
		w.p("g.Cost++")
	case len(terms) > 0:
		w.p("g.Cost += %s", strings.Join(terms, " + "))
	}
	w.cost, w.dyn = 0, nil
}

// scope runs body in a scope of its own (a loop body): its steps are
// written at its end.
func (w *exprWriter) scope(static int64, body func()) {
	cost, dyn := w.cost, w.dyn
	w.cost, w.dyn = static, nil
	body()
	w.flush()
	w.cost, w.dyn = cost, dyn
}

// bind stores a Go expression that is not a single operand, or that the
// code would evaluate more than once, in a new variable.
func (w *exprWriter) bind(prefix, e string) string {
	if simple(e) && !strings.Contains(e, "(") || e == "true" || e == "false" {
		return e
	}
	n := w.newVar(prefix)
	w.p("%s := %s", n, e)
	return n
}

// truthy is the Go test of v's truthiness.
func (w *exprWriter) truthy(v val) string {
	if v.c != nil {
		return strconv.FormatBool(konstTruthy(*v.c))
	}
	var t string
	operand := v.v
	if v.raw != "" {
		operand = v.raw
	}
	switch v.class {
	case 'b':
		t = v.v
	case 'n':
		if v.intNum {
			t = operand + " != 0"
		} else {
			t = "constraintrt.Truthy(" + v.v + ")" // NaN and ±0 are false
		}
	case 's':
		t = operand + ` != ""`
		if v.zero {
			return t
		}
	case 'i':
		t = v.v + ".Sign() != 0"
	case 'x':
		t = "true"
	default:
		decline() // a raw value's truthiness depends on its text
	}
	return and(v.pres, t)
}

// konstTruthy is the truthiness of a known value.
func konstTruthy(c konst) bool {
	switch c.kind {
	case rt.LitBool:
		return c.b
	case rt.LitString:
		return c.s != ""
	case rt.LitNumber:
		if c.big {
			return c.i.Sign() != 0
		}
		return c.f == c.f && c.f != 0
	}
	return false
}

// nullish is the Go test that v is null or undefined.
func nullish(v val) string { return not(v.pres) }

// undef is the Go test that v is undefined.
func undef(v val) string { return and(not(v.pres), not(v.null)) }

// eager returns v with a value that may be evaluated whether it is present
// or not, storing it in variables when it is not so already.
func (w *exprWriter) eager(v val) val {
	if v.safe || v.pres == "false" {
		if v.pres == "false" {
			v.v = zeroGo(v.class)
		}
		v.safe = true
		return v
	}
	goType := classGo(v)
	p := w.newVar("p")
	n := w.newVar("v")
	w.p("%s := %s", p, v.pres)
	w.p("var %s %s", n, goType)
	w.p("if %s {", p)
	w.p("%s = %s", n, v.v)
	w.p("}")
	v.pres, v.v, v.safe = p, n, true
	return v
}

// classGo is the Go type of v's value.
func classGo(v val) string {
	switch v.class {
	case 's':
		return "string"
	case 'n':
		return "float64"
	case 'b':
		return "bool"
	case 'i':
		return "constraintrt.Int"
	}
	decline()
	return ""
}

func zeroGo(class byte) string {
	switch class {
	case 's':
		return `""`
	case 'n':
		return "0"
	case 'b':
		return "false"
	case 'i':
		return "constraintrt.Int{}"
	}
	return "nil"
}

// node writes n and returns its value.
func (w *exprWriter) node(n *rt.Node) val {
	switch n.Op {
	case rt.OpLiteral:
		return constVal(konst{kind: n.Lit.Kind, s: n.Lit.S, f: n.Lit.F, b: n.Lit.B})
	case rt.OpNot:
		w.cost++
		return boolVal(not(w.truthy(w.node(n.Args[0]))))
	case rt.OpAnd, rt.OpOr:
		w.cost++
		ts := make([]string, len(n.Args))
		for i, x := range n.Args {
			ts[i] = w.truthy(w.node(x)) // every operand evaluated, as the reference does
		}
		r := ts[0]
		for _, t := range ts[1:] {
			if n.Op == rt.OpAnd {
				r = and(r, t)
			} else {
				r = or(r, t)
			}
		}
		return boolVal(r)
	case rt.OpImplies:
		w.cost++
		a := w.truthy(w.node(n.Args[0]))
		b := w.truthy(w.node(n.Args[1]))
		return boolVal(or(not(a), b))
	case rt.OpCompare:
		w.cost++
		l := w.node(n.Args[0])
		r := w.node(n.Args[1])
		return w.compare(n.Cmp, l, r)
	case rt.OpPath:
		w.cost += 1 + int64(len(n.Path.Segs))
		return w.path(&n.Path)
	case rt.OpEvery:
		return w.every(n)
	case rt.OpArray:
		decline() // only as bigint_sum's argument
	case rt.OpCall:
		return w.call(n)
	case rt.OpTemporal:
		return w.temporal(n)
	}
	decline()
	return val{}
}

// compare writes the comparison op of l and r (the language's comparison
// rules: null on either side tests for null or undefined; a bigint against
// a string or number converts it; same kinds compare; other kinds are
// identical or not, and not ordered).
func (w *exprWriter) compare(op string, l, r val) val {
	if l.c != nil && r.c != nil {
		return boolVal(strconv.FormatBool(konstCompare(op, *l.c, *r.c)))
	}
	both := and(l.pres, r.pres)
	if op == "==" || op == "!=" {
		eqp := "false"
		if both != "false" {
			eqp = w.presentEqual(l, r)
		}
		var eq string
		switch {
		case zeroApart(l, r), zeroApart(r, l):
			// The value absent is its zero, which differs from the known
			// one: the test of its presence is implied.
			eq = eqp
		default:
			eq = or(and(nullish(l), nullish(r)), and(both, eqp))
		}
		if op == "!=" {
			eq = not(eq)
		}
		return boolVal(eq)
	}
	if both == "false" {
		return boolVal("false")
	}
	return boolVal(and(both, w.presentOrder(op, l, r)))
}

// zeroApart reports whether v is its zero value when absent and k a known
// present value of its class that is not that zero.
func zeroApart(v, k val) bool {
	if !v.zero || k.c == nil || k.pres != "true" || k.class != v.class {
		return false
	}
	switch v.class {
	case 's':
		return k.c.s != ""
	case 'n':
		return k.c.f != 0
	}
	return false
}

// operands returns the Go operands of a comparison of l and r, both
// present and of one class: their values before conversion where a known
// value allows it (a named string against a string, an integer against an
// integer in its range).
func operands(l, r val) (string, string) {
	if l.c != nil && r.c == nil {
		b, a := operands(r, l)
		return a, b
	}
	lv, rv := paren(l.v), paren(r.v)
	if r.c == nil || l.raw == "" {
		return lv, rv
	}
	switch l.class {
	case 's':
		return l.raw, rv
	case 'n':
		if f := r.c.f; f == math.Trunc(f) && f >= l.lo && f <= l.hi && math.Abs(f) < 1<<53 {
			return l.raw, strconv.FormatFloat(f, 'f', -1, 64)
		}
	}
	return lv, rv
}

// presentEqual is the Go test that l and r, both present, are equal.
func (w *exprWriter) presentEqual(l, r val) string {
	switch {
	case l.class == 'i' || r.class == 'i':
		return w.compareBig("==", l, r)
	case l.class == 'x' || r.class == 'x' || l.class == 'r' || r.class == 'r':
		if l.class == r.class {
			decline() // the identity of containers, values of raw text
		}
		return "false"
	case l.class != r.class:
		return "false"
	}
	a, b := operands(l, r)
	return a + " == " + b
}

// presentOrder is the Go test of the ordering op of l and r, both present.
func (w *exprWriter) presentOrder(op string, l, r val) string {
	switch {
	case l.class == 'i' || r.class == 'i':
		return w.compareBig(op, l, r)
	case l.class == 'r' || r.class == 'r':
		decline()
	case l.class != r.class || l.class == 'b' || l.class == 'x':
		return "false"
	case l.class == 's':
		return "codec.CompareUTF16(" + l.v + ", " + r.v + ") " + op + " 0"
	}
	a, b := operands(l, r)
	return a + " " + op + " " + b
}

// mirror is the operator of the comparison with its operands swapped.
func mirror(op string) string {
	switch op {
	case "<":
		return ">"
	case ">":
		return "<"
	case "<=":
		return ">="
	case ">=":
		return "<="
	}
	return op
}

// compareBig writes the comparison op of two present values of which one
// is a bigint (the other converted to one when it converts).
func (w *exprWriter) compareBig(op string, l, r val) string {
	if l.class != 'i' {
		l, r, op = r, l, mirror(op)
	}
	var c string
	switch r.class {
	case 'i':
		return l.v + ".Cmp(" + r.v + ") " + op + " 0"
	case 's':
		c = "constraintrt.CmpText(" + l.v + ", " + r.v + ")"
	case 'n':
		c = "constraintrt.CmpNumber(" + l.v + ", " + r.v + ")"
	default:
		return strconv.FormatBool(op == "!=") // other kinds
	}
	if op == "==" || op == "!=" {
		return c + " " + op + " 0" // NoCmp: not converted, so not equal
	}
	cv := w.bind("c", c)
	return "(" + cv + " != constraintrt.NoCmp && " + cv + " " + op + " 0)"
}

// konstCompare compares two known values.
func konstCompare(op string, l, r konst) bool {
	nullishK := func(c konst) bool { return c.kind == rt.LitNull || c.kind == rt.LitUndefined }
	if l.kind == rt.LitNull || r.kind == rt.LitNull {
		switch op {
		case "==":
			return nullishK(l) && nullishK(r)
		case "!=":
			return !(nullishK(l) && nullishK(r))
		}
		return false
	}
	ordered := func(c int) bool {
		switch op {
		case "==":
			return c == 0
		case "!=":
			return c != 0
		case "<":
			return c < 0
		case ">":
			return c > 0
		case "<=":
			return c <= 0
		}
		return c >= 0
	}
	// A bigint against a string or a number: converted when it converts.
	if l.big != r.big {
		other := &r
		if r.big {
			other = &l
		}
		switch other.kind {
		case rt.LitString:
			if x, ok := rt.ParseInt(other.s); ok {
				*other = konst{kind: rt.LitNumber, big: true, i: x}
			}
		case rt.LitNumber:
			if x, ok := rt.FloatInt(other.f); ok {
				*other = konst{kind: rt.LitNumber, big: true, i: x}
			}
		}
	}
	if l.kind == r.kind && l.big == r.big {
		switch {
		case l.big:
			return ordered(l.i.Cmp(r.i))
		case l.kind == rt.LitNumber:
			switch op {
			case "==":
				return l.f == r.f
			case "!=":
				return l.f != r.f
			case "<":
				return l.f < r.f
			case ">":
				return l.f > r.f
			case "<=":
				return l.f <= r.f
			}
			return l.f >= r.f
		case l.kind == rt.LitString:
			return ordered(strings.Compare(utf16Key(l.s), utf16Key(r.s)))
		case l.kind == rt.LitBool:
			switch op {
			case "==":
				return l.b == r.b
			case "!=":
				return l.b != r.b
			}
			return false
		case l.kind == rt.LitUndefined:
			return op == "=="
		}
	}
	// Different kinds: identity.
	return op == "!="
}

// utf16Key orders strings by their UTF-16 code units (a known string is
// ASCII in every shipped expression; others are declined).
func utf16Key(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			decline()
		}
	}
	return s
}
