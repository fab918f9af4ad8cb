package codecgen

import (
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// The builtins in generated code. Each call charges a step, its arguments'
// steps and their sizes (an array's elements, an object's members, a step
// per 64 bytes of a string), as the reference does.

// call writes a builtin call and returns its value.
func (w *exprWriter) call(n *rt.Node) val {
	two := len(n.Args) == 2
	switch name := n.Func; {
	case name == "bigint_gte" || name == "bigint_gt" || name == "bigint_eq":
		return w.bigTest(n)
	case name == "bigint_sum":
		return w.bigSum(n)
	case name == "eq" && two:
		return w.eqCall(n)
	case name == "len":
		return w.lenCall(n)
	case name == "unique_values" && two:
		return w.uniqueCall(n)
	case name == "object_keys_subset" && two:
		return w.keysSubsetCall(n)
	case name == "no_emergent_in_individual" && two:
		return w.noEmergentCall(n)
	case name == "all_emergent_have_evidence" && two:
		return w.evidenceCall(n)
	case name == "is_after", name == "is_before", name == "is_between", name == "is_stale", name == "is_within":
		return w.timeCall(n)
	case name == "is_valid_dag":
		return w.dagCall(n)
	case name == "plan_content_hash_unchanged_since_signoff":
		return w.planHashCall(n)
	case name == "utf8_byte_length_max":
		return w.utf8CapCall(n)
	case name == "percentiles_monotonic_nondecreasing":
		return w.percentilesCall(n)
	case two:
	case name == "all_links_subset_authority", name == "delegation_budget_conserved",
		name == "links_temporally_ordered", name == "links_form_chain":
		return w.pairCall(n)
	case name == "tree_budget_conserved", name == "tree_authority_narrowing":
		return w.treeCall(n)
	case name == "saga_amount_conserved":
		return w.sagaAmountCall(n)
	case name == "saga_timeout_valid":
		return w.sagaTimeoutCall(n)
	case name == "proposal_weights_normalized":
		return w.weightsNormalizedCall(n)
	case name == "execution_checkpoint_valid":
		return w.checkpointCall(n)
	case name == "basket_weights_normalized":
		return w.basketNormalizedCall(n)
	}
	decline()
	return val{}
}

// temporal writes changed, previous or delta without a previous state
// (Apply evaluates without one): false, undefined and the bigint 0.
func (w *exprWriter) temporal(n *rt.Node) val {
	w.noPrevious()
	w.cost += 1 + int64(len(n.Path.Segs))
	switch n.Func {
	case "changed":
		return boolVal("false")
	case "previous":
		return undefinedVal
	}
	return constVal(konst{kind: rt.LitNumber, big: true})
}

// timeCall writes is_after, is_before, is_between, is_stale or is_within:
// the instants of its arguments (constraintrt.Instant) compared.
func (w *exprWriter) timeCall(n *rt.Node) val {
	w.cost++
	args := make([]val, len(n.Args))
	for i, a := range n.Args {
		args[i] = w.node(a)
	}
	for _, a := range args {
		w.chargeSize(a)
	}
	for i, a := range args {
		if (n.Func == "is_stale" || n.Func == "is_within") && i == 1 {
			continue // the maximum age
		}
		if ok, _ := w.instantConst(a); ok == "false" {
			return boolVal("false") // the builtin is false whatever the others are
		}
	}
	switch n.Func {
	case "is_after", "is_before":
		aok, a := w.instant(args[0])
		bok, b := w.instant(args[1])
		op := " > "
		if n.Func == "is_before" {
			op = " < "
		}
		return boolVal(and(and(aok, bok), a+op+b))
	case "is_between":
		vok, v := w.instant(args[0])
		lok, lo := w.instant(args[1])
		hok, hi := w.instant(args[2])
		return boolVal(and(and(and(vok, lok), hok), lo+" <= "+v+" && "+v+" <= "+hi))
	}
	// is_stale, is_within: a maximum age known here, or a number member.
	var m string
	dynamic := false // m is a variable, NaN when the number is absent
	switch max := args[1]; {
	case max.c != nil && max.c.kind == rt.LitNumber && !max.c.big:
		if f := max.c.f; f != f || f < 0 {
			return boolVal("false")
		}
		m = floatGo(max.c.f)
	case max.c != nil && max.c.kind == rt.LitUndefined:
		return boolVal("false") // NaN
	case max.c != nil && max.c.kind == rt.LitNull:
		m = "0"
	case max.class == 'n' && max.safe && max.c == nil:
		e := w.eager(max)
		m, dynamic = w.newVar("m"), true
		if e.pres == "true" {
			w.p("%s := %s", m, e.v)
			break
		}
		w.p("%s := math.NaN()", m)
		w.p("if %s {", e.pres)
		w.p("%s = %s", m, e.v)
		if max.null != "false" {
			w.p("} else if %s {", max.null)
			w.p("%s = 0", m)
		}
		w.p("}")
	default:
		decline()
	}
	tok, ts := w.instant(args[0])
	rok, ref := w.instant(args[2])
	cond := and(tok, rok)
	if dynamic {
		cond = and(cond, m+" == "+m+" && "+m+" >= 0")
	}
	age := "float64(" + ref + "-" + ts + ")/1000"
	if n.Func == "is_stale" {
		return boolVal(and(cond, age+" > "+m))
	}
	return boolVal(and(cond, age+" <= "+m))
}

// instantConst returns the test that v is an instant and its Unix
// milliseconds when they are known here ("" otherwise).
func (w *exprWriter) instantConst(v val) (ok, ms string) {
	switch {
	case v.pres == "false":
		return "false", "0"
	case v.c != nil:
		if v.c.kind != rt.LitString {
			return "false", "0"
		}
		t, valid := rt.DateTimeMillis(v.c.s)
		if !valid {
			return "false", "0"
		}
		return "true", strconv.FormatInt(t, 10)
	case v.class == 'n' || v.class == 'b' || v.class == 'i':
		return "false", "0" // a number, boolean or bigint is no instant
	}
	return "", ""
}

// instant returns the Go test that v is an instant (a protocol date-time)
// and the Go expression of its Unix milliseconds.
func (w *exprWriter) instant(v val) (ok, ms string) {
	if ok, ms := w.instantConst(v); ok != "" {
		return ok, ms
	}
	switch {
	case v.class == 's':
		e := w.eager(v)
		ms, ok = w.newVar("t"), w.newVar("ok")
		if ts, text := strings.CutSuffix(e.v, ".String()"); text && v.t == reflect.TypeFor[wire.Timestamp]() {
			// A timestamp member: its instant, not its text parsed again.
			w.p("%s, %s := constraintrt.TimestampInstant(%s, %s)", ms, ok, e.pres, ts)
			return ok, ms
		}
		w.p("%s, %s := constraintrt.Instant(%s, %s)", ms, ok, e.pres, e.v)
		return ok, ms
	}
	decline() // a container or raw text: its text
	return "", ""
}

// chargeSize writes the charge of the size of v as a builtin's argument.
func (w *exprWriter) chargeSize(v val) {
	if v.pres == "false" {
		return
	}
	switch v.class {
	case 's':
		if v.c != nil {
			w.cost += int64(len(v.c.s) / 64)
			return
		}
		e := w.eager(v)
		w.charge("constraintrt.TextSize(" + e.v + ", " + e.pres + ")")
	case 'x':
		var n string
		switch info := codec.GenInfo(v.t); info.Kind {
		case codec.GenSlice, codec.GenMap:
			n = "len(" + v.v + ")"
		case codec.GenStruct:
			n = w.membersOf(v.t, v.v)
		default:
			decline()
		}
		if v.pres == "true" && v.safe {
			w.charge("int64(" + n + ")")
			return
		}
		w.p("if %s {", v.pres)
		w.p("g.Cost += int64(%s)", n)
		w.p("}")
	case 'r':
		decline()
	}
}

// bigTest writes bigint_gte, bigint_gt or bigint_eq. A comparison whose
// arguments read no .every parameter and that the schema's constraints make
// more than once is evaluated once per document (constraintrt.Shared): its
// static steps are counted either way, its arguments not evaluated again.
func (w *exprWriter) bigTest(n *rt.Node) val {
	if len(n.Args) != 2 {
		decline()
	}
	var test string
	switch n.Func {
	case "bigint_gte":
		test = ">= 0"
	case "bigint_gt":
		test = "> 0"
	default:
		test = "== 0"
	}
	c := w.newVar("c")
	if key, ok := bigKey(n); ok && w.repeated[key] > 1 {
		k := w.memoOf(key)
		helper := w.fn + "Cmp" + strconv.Itoa(k)
		if w.declare(helper) {
			sub := &exprWriter{funcWriter: w.funcWriter, aliases: w.aliases}
			a := sub.bigArg(n.Args[0])
			b := sub.bigArg(n.Args[1])
			w.cost += sub.cost // its static steps, counted by the caller
			if len(sub.dyn) > 0 {
				sub.p("g.Cost += %s", strings.Join(sub.dyn, " + "))
			}
			fmt.Fprintf(&w.decls, "\n// %s is %s on *x, evaluated once per document.\n"+
				"func %s(x *%s, g *constraintrt.Gen) int {\nif c, hit := g.Replay(%d); hit {\nreturn c\n}\n"+
				"mark := g.Mark()\n%sc := g.BigCmp(%s, %s)\ng.Record(%d, mark, c)\nreturn c\n}\n",
				helper, nodeText(n), helper, w.rootName, k, sub.b.String(), a, b, k)
			w.decls.WriteString(sub.decls.String())
			w.newDecls = append(w.newDecls, sub.newDecls...)
			w.sharedCost[helper] = sub.cost
		} else {
			w.cost += w.sharedCost[helper]
		}
		w.p("%s := %s(x, &g)", c, helper)
	} else {
		a := w.bigArg(n.Args[0])
		b := w.bigArg(n.Args[1])
		w.p("%s := g.BigCmp(%s, %s)", c, a, b)
	}
	return boolVal(c + " " + test)
}

// memoOf returns the slot of the shared comparison key.
func (w *exprWriter) memoOf(key string) int {
	for i, m := range w.memos {
		if m == key {
			return i
		}
	}
	for i, m := range w.newMemos {
		if m == key {
			return len(w.memos) + i
		}
	}
	w.newMemos = append(w.newMemos, key)
	return len(w.memos) + len(w.newMemos) - 1
}

// bigArg writes an argument of a bigint builtin and returns the Go
// expression of its constraintrt.BigArg.
func (w *exprWriter) bigArg(n *rt.Node) string {
	if n.Op == rt.OpCall && (n.Func == "bigint_sub" || n.Func == "bigint_add") && len(n.Args) == 2 {
		// Charged by BigOp, as the call charges.
		a := w.bigArg(n.Args[0])
		b := w.bigArg(n.Args[1])
		v := w.newVar("a")
		w.p("%s := g.BigOp(%t, %s, %s)", v, n.Func == "bigint_add", a, b)
		return v
	}
	v := w.node(n)
	switch {
	case v.pres == "false":
		return "constraintrt.BigArg{}"
	case v.class == 's':
		e := w.eager(v)
		return "constraintrt.BigText(" + e.v + ", " + e.pres + ")"
	case v.class == 'n':
		e := w.eager(v)
		return "constraintrt.BigNumber(" + e.v + ", " + e.pres + ")"
	case v.class == 'i':
		return "constraintrt.BigInt(" + v.v + ")"
	}
	decline()
	return ""
}

// bigSum writes bigint_sum(A) or bigint_sum(A, 'path'): the sum of the
// values (of the elements of A, or at path in its object elements), nullish
// ones skipped; 0 when A is no array, the path no string, or a value does
// not convert. Its value is a bigint.
func (w *exprWriter) bigSum(n *rt.Node) val {
	s := w.newVar("sum")
	w.cost++ // the call
	a := n.Args[0]
	var path []string
	if len(n.Args) == 2 {
		lit := n.Args[1]
		if lit.Op != rt.OpLiteral || lit.Lit.Kind != rt.LitString {
			decline()
		}
		path = strings.Split(lit.Lit.S, ".")
		w.cost += int64(len(lit.Lit.S) / 64)
	}
	if a.Op == rt.OpArray {
		if path != nil {
			decline()
		}
		w.cost += 1 + 2*int64(len(a.Args)) // the literal, its elements and its size
		var adds []string
		for _, x := range a.Args {
			adds = append(adds, w.sumArg(w.node(x)))
		}
		w.p("var %s constraintrt.Sum", s)
		for _, add := range adds {
			if add != "" {
				w.p("%s.Add(&g, %s)", s, add)
			}
		}
		return val{class: 'i', pres: "true", null: "false", v: s + ".Int()", safe: true}
	}
	if a.Op != rt.OpPath || a.Path.Length {
		decline()
	}
	w.cost += 1 + int64(len(a.Path.Segs))
	arr := w.navigate(w.head(&a.Path), pathSteps(&a.Path))
	w.p("var %s constraintrt.Sum", s)
	if arr.undef {
		return val{class: 'i', pres: "true", null: "false", v: s + ".Int()", safe: true}
	}
	info := codec.GenInfo(arr.t)
	if info.Kind != codec.GenSlice {
		if info.Kind == codec.GenRaw {
			decline()
		}
		return val{class: 'i', pres: "true", null: "false", v: s + ".Int()", safe: true}
	}
	pres := arr.present()
	guarded := pres != "true" && arr.unsafe
	if guarded {
		w.p("if %s {", pres)
	}
	if guarded {
		w.p("g.Cost += int64(len(%s))", arr.expr) // its size
	} else {
		w.charge("int64(len(" + arr.expr + "))") // its size (0 when absent)
	}
	i := w.newVar("i")
	w.p("for %s := range %s {", i, arr.expr)
	el := access{expr: arr.expr + "[" + i + "]", t: info.Elem, null: "false"}
	opened := 0
	if path != nil {
		// Only the object elements: a nil pointer (null) is skipped.
		el = w.navigate(el, nil)
		if codec.GenInfo(el.t).Kind != codec.GenStruct {
			decline()
		}
		if g := el.present(); g != "true" {
			w.p("if %s {", g)
			opened++
		}
		el.guards, el.null, el.unsafe = nil, "false", false
	}
	var steps []step
	for _, p := range path {
		steps = append(steps, step{name: p, index: -1})
	}
	if add := w.sumArg(w.value(w.navigate(el, steps))); add != "" {
		w.p("%s.Add(&g, %s)", s, add)
	}
	for ; opened > 0; opened-- {
		w.p("}")
	}
	w.p("}")
	if guarded {
		w.p("}")
	}
	return val{class: 'i', pres: "true", null: "false", v: s + ".Int()", safe: true}
}

// sumArg returns the argument of one value of bigint_sum ("" for a value
// never present), or declines.
func (w *exprWriter) sumArg(v val) string {
	switch {
	case v.pres == "false":
		return ""
	case v.class == 's':
		e := w.eager(v)
		return "constraintrt.BigText(" + e.v + ", " + e.pres + ")"
	case v.class == 'n':
		e := w.eager(v)
		return "constraintrt.BigNumber(" + e.v + ", " + e.pres + ")"
	case v.class == 'i':
		return "constraintrt.BigInt(" + v.v + ")"
	}
	decline()
	return ""
}

// eqCall writes eq(a, b): ECMAScript === (the same node for containers).
func (w *exprWriter) eqCall(n *rt.Node) val {
	w.cost++
	a := w.node(n.Args[0])
	b := w.node(n.Args[1])
	w.chargeSize(a)
	w.chargeSize(b)
	if a.c != nil && b.c != nil {
		return boolVal(strconv.FormatBool(konstStrictEqual(*a.c, *b.c)))
	}
	return boolVal(w.strictEq(a, b))
}

// konstStrictEqual is === of two known values.
func konstStrictEqual(a, b konst) bool {
	if a.kind != b.kind || a.big != b.big {
		return false
	}
	switch {
	case a.big:
		return a.i.Cmp(b.i) == 0
	case a.kind == rt.LitString:
		return a.s == b.s
	case a.kind == rt.LitNumber:
		return a.f == b.f
	case a.kind == rt.LitBool:
		return a.b == b.b
	}
	return true // both null, or both undefined
}

// strictEq is the Go test of a === b.
func (w *exprWriter) strictEq(a, b val) string {
	same := or(and(undef(a), undef(b)), and(a.null, b.null))
	both := and(a.pres, b.pres)
	if both == "false" {
		return same
	}
	var eq string
	switch {
	case a.class == 'x' || b.class == 'x':
		if a.class != b.class {
			eq = "false"
			break
		}
		ia, aa, oka := strings.Cut(a.id, "@")
		ib, ab, okb := strings.Cut(b.id, "@")
		if !oka || !okb || aa != ab {
			decline() // the identity of containers not known
		}
		eq = ia + " == " + ib
	case a.class == 'r' || b.class == 'r':
		decline()
	case a.class != b.class:
		eq = "false"
	case a.class == 'i':
		eq = a.v + ".Cmp(" + b.v + ") == 0"
	default:
		eq = paren(a.v) + " == " + paren(b.v)
	}
	return or(same, and(both, eq))
}

// lenCall writes len(v): an array's length, a string's UTF-16 length, an
// object's member count, else 0.
func (w *exprWriter) lenCall(n *rt.Node) val {
	w.cost++
	v := w.node(n.Args[0])
	w.chargeSize(v)
	if v.pres == "false" {
		return constVal(konst{kind: rt.LitNumber})
	}
	var e string
	switch v.class {
	case 's':
		if v.c != nil {
			return constVal(konst{kind: rt.LitNumber, f: float64(len(utf16Key(v.c.s)))})
		}
		e = "codec.UTF16Len(" + w.eager(v).v + ")"
	case 'x':
		switch codec.GenInfo(v.t).Kind {
		case codec.GenSlice, codec.GenMap:
			e = "len(" + v.v + ")"
		default:
			e = w.membersOf(v.t, v.v)
		}
	case 'r':
		decline()
	default:
		return constVal(konst{kind: rt.LitNumber})
	}
	if v.pres == "true" && v.safe {
		return val{class: 'n', pres: "true", null: "false", v: "float64(" + e + ")", safe: true, intNum: true,
			raw: e, hi: math.MaxInt}
	}
	r := w.newVar("n")
	w.p("var %s int", r)
	w.p("if %s {", v.pres)
	w.p("%s = %s", r, e)
	w.p("}")
	return val{class: 'n', pres: "true", null: "false", v: "float64(" + r + ")", safe: true, intNum: true, raw: r,
		hi: math.MaxInt}
}

// stringList returns the Go expression of the strings of an array
// argument: a literal of string constants, or a []string member. ok is the
// Go test that it is an array.
func (w *exprWriter) stringList(n *rt.Node) (list, ok string) {
	if n.Op == rt.OpArray {
		w.cost += 1 + 2*int64(len(n.Args)) // the literal, its elements and its size
		var qs []string
		for _, x := range n.Args {
			if x.Op != rt.OpLiteral || x.Lit.Kind != rt.LitString {
				decline()
			}
			qs = append(qs, strconv.Quote(x.Lit.S))
		}
		return "[]string{" + strings.Join(qs, ", ") + "}", "true"
	}
	v := w.node(n)
	if v.pres == "false" {
		return "nil", "false"
	}
	if v.class != 'x' || v.t != reflect.TypeFor[[]string]() {
		decline()
	}
	w.chargeSize(v)
	e := w.eager(v)
	if !v.safe {
		decline()
	}
	return e.v, e.pres
}

// keysSubsetCall writes object_keys_subset(R, A): every member name of the
// object R is an element of the array A of strings (true when R is no
// object, false when A is no array).
func (w *exprWriter) keysSubsetCall(n *rt.Node) val {
	w.cost++
	r := w.node(n.Args[0])
	w.chargeSize(r)
	list, ok := w.stringList(n.Args[1])
	if r.pres == "false" || r.class != 'x' {
		return boolVal("true")
	}
	if codec.GenInfo(r.t).Kind != codec.GenMap {
		decline() // the members a struct writes: not needed by the shipped rules
	}
	if !r.safe {
		decline()
	}
	test := "constraintrt.KeysIn(" + r.v + ", " + list + ")"
	return boolVal(or(not(r.pres), and(ok, test)))
}

// noEmergentCall writes no_emergent_in_individual(E, I) for an array of
// strings E and a record I of arrays of strings: no string of E is in an
// array of I (true when E is no array or I no object).
func (w *exprWriter) noEmergentCall(n *rt.Node) val {
	w.cost++
	e := w.node(n.Args[0])
	i := w.node(n.Args[1])
	w.chargeSize(e)
	w.chargeSize(i)
	if e.pres == "false" || i.pres == "false" {
		return boolVal("true")
	}
	if e.t != reflect.TypeFor[[]string]() || i.t != reflect.TypeFor[map[string][]string]() || !e.safe || !i.safe {
		decline()
	}
	return boolVal(or(not(and(e.pres, i.pres)), "constraintrt.Disjoint("+e.v+", "+i.v+")"))
}

// evidenceCall writes all_emergent_have_evidence(E, V) for an array of
// strings E and an array V of objects: every string of E is the capability
// (a string) of an element of V (true when E is no array or empty, false
// when V is no array).
func (w *exprWriter) evidenceCall(n *rt.Node) val {
	w.cost++
	e := w.node(n.Args[0])
	v := w.node(n.Args[1])
	w.chargeSize(e)
	w.chargeSize(v)
	if e.pres == "false" {
		return boolVal("true")
	}
	if e.t != reflect.TypeFor[[]string]() || !e.safe || v.pres != "false" && (v.class != 'x' || !v.safe) {
		decline()
	}
	if v.pres == "false" {
		return boolVal(or(not(e.pres), "len("+e.v+") == 0"))
	}
	info := codec.GenInfo(v.t)
	if info.Kind != codec.GenSlice {
		decline()
	}
	tn, ok := w.typeName(info.Elem)
	if !ok {
		decline()
	}
	// The capability of one element, as the element's access.
	sub := &exprWriter{funcWriter: w.funcWriter, aliases: w.aliases}
	cap := sub.value(sub.navigate(access{expr: "(*e)", t: info.Elem, null: "false"},
		[]step{{name: "capability", index: -1}}))
	if sub.b.Len() > 0 || cap.pres != "false" && (cap.class != 's' || !cap.safe) {
		decline()
	}
	if cap.pres == "false" {
		cap.v = `""`
	}
	fn := "func(e *" + tn + ") (string, bool) { return " + cap.v + ", " + cap.pres + " }"
	return boolVal(or(not(e.pres), and(v.pres, "constraintrt.Evidenced("+e.v+", "+v.v+", "+fn+")")))
}

// weightsNormalizedCall writes proposal_weights_normalized on a document
// alias: the numeric weights of voting.votes_cast (an array of at most
// MaxItems) sum to 1 ± 0.001, or there are none.
func (w *exprWriter) weightsNormalizedCall(n *rt.Node) val {
	w.docArg(n)
	votes := w.navigate(w.head(&rt.Path{Head: "voting", Param: -1, Index: -1}), []step{{name: "votes_cast", index: -1}})
	return w.weightSumCall(votes, "WeightsNormalized")
}

// basketNormalizedCall writes basket_weights_normalized on a document
// alias: entries is an array of 1 to MaxItems elements whose numeric
// weights sum to 1 ± 0.001.
func (w *exprWriter) basketNormalizedCall(n *rt.Node) val {
	w.docArg(n)
	entries := w.navigate(w.head(&rt.Path{Head: "entries", Param: -1, Index: -1}), nil)
	return w.weightSumCall(entries, "BasketNormalized")
}

// weightSumCall writes the float64 sum, in order, of the numeric weight
// members of the elements of the array arr, and the call of the
// constraintrt function fn on the array's length and that sum; an absent
// array is false.
func (w *exprWriter) weightSumCall(arr access, fn string) val {
	if arr.undef {
		return boolVal("false")
	}
	info := codec.GenInfo(arr.t)
	if info.Kind != codec.GenSlice {
		decline()
	}
	sum, i := w.newVar("sum"), w.newVar("i")
	pres := arr.present()
	w.p("var %s float64", sum)
	guarded := pres != "true" && arr.unsafe
	if guarded {
		w.p("if %s {", pres)
	}
	w.p("for %s := range %s {", i, arr.expr)
	weight := w.value(w.navigate(access{expr: arr.expr + "[" + i + "]", t: info.Elem, null: "false"},
		[]step{{name: "weight", index: -1}}))
	switch {
	case weight.pres == "false":
	case weight.class != 'n':
		decline()
	case weight.pres == "true":
		w.p("%s += %s", sum, weight.v)
	default:
		w.p("if %s {", weight.pres)
		w.p("%s += %s", sum, weight.v)
		w.p("}")
	}
	w.p("}")
	if guarded {
		w.p("}")
	}
	return boolVal(and(pres, fmt.Sprintf("constraintrt.%s(len(%s), %s)", fn, arr.expr, sum)))
}
