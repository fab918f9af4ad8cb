package codecgen

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// The builtins over arrays of objects (the chain builtins, unique_values),
// trees and whole documents (the saga and proposal builtins).

// rootArg returns the access of the bare root member a builtin is called
// on; it declines anything else.
func (w *exprWriter) rootArg(n *rt.Node) access {
	pa := &n.Path
	if n.Op != rt.OpPath || pa.Param >= 0 || pa.Index >= 0 || len(pa.Segs) > 0 || pa.Length {
		decline()
	}
	a := w.head(pa)
	if a.undef || a.field == nil {
		decline()
	}
	return a
}

// structSlice returns the access and plan of the first argument of a
// builtin, a bare root member that is a slice of closed structs, and
// writes its size charge (the slice's length).
func (w *exprWriter) structSlice(n *rt.Node) (access, codec.GenType) {
	a := w.rootArg(n.Args[0])
	info := codec.GenInfo(a.t)
	if info.Kind != codec.GenSlice {
		decline()
	}
	if elem := codec.GenInfo(info.Elem); elem.Kind != codec.GenStruct || elem.Open || elem.Custom {
		decline()
	}
	w.charge("int64(len(" + a.expr + "))")
	return a, info
}

// pairCall writes a chain builtin on a slice member of structs: whether its
// condition holds for every adjacent pair of elements, checked in order up
// to the first that fails.
func (w *exprWriter) pairCall(n *rt.Node) val {
	a, info := w.structSlice(n)
	w.cost += 2 // the call, its argument
	const prev, next = constraint.MaxQuantifierDepth - 1, constraint.MaxQuantifierDepth
	if w.params[prev].t != nil || w.params[next].t != nil {
		decline()
	}
	r, i := w.newVar("r"), w.newVar("i")
	w.p("%s := true", r)
	w.p("for %s := 1; %s < len(%s); %s++ {", i, i, a.expr, i)
	w.params[prev] = param{expr: a.expr + "[" + i + "-1]", t: info.Elem}
	w.params[next] = param{expr: a.expr + "[" + i + "]", t: info.Elem}
	defer func() { w.params[prev], w.params[next] = param{}, param{} }()
	member := func(level int, name string) val {
		return w.path(&rt.Path{Param: level, Segs: []string{name}, Index: -1})
	}
	var cond string
	switch n.Func {
	case "links_form_chain":
		cond = w.strictEq(member(prev, "delegatee"), member(next, "delegator"))
	case "links_temporally_ordered":
		a, b := member(prev, "timestamp"), member(next, "timestamp")
		cond = "false"
		if a.class == 's' && b.class == 's' {
			cond = and(and(a.pres, b.pres), "codec.CompareUTF16("+a.v+", "+b.v+") <= 0")
		}
	case "delegation_budget_conserved":
		a, b := member(prev, "budget_allocated_micro"), member(next, "budget_allocated_micro")
		if a.pres == "false" || b.pres == "false" {
			cond = "true"
		} else {
			if a.class != 's' || b.class != 's' || !a.safe || !b.safe {
				decline()
			}
			cond = or(or(not(a.pres), not(b.pres)), "constraintrt.BigNotAbove("+b.v+", "+a.v+")")
		}
	case "all_links_subset_authority":
		a, aok := w.stringsOf(prev, "authority_scope")
		b, bok := w.stringsOf(next, "authority_scope")
		cond = and(and(aok, bok), "constraintrt.StringSubset("+b+", "+a+")")
	}
	if cond != "true" {
		w.p("if %s {", not(cond))
		w.p("%s = false", r)
		w.p("break")
		w.p("}")
	}
	w.p("}")
	return boolVal(r)
}

// stringsOf returns the Go expressions of the []string member name of the
// parameter at level and of the test that it is an array.
func (w *exprWriter) stringsOf(level int, name string) (list, ok string) {
	pa := w.params[level]
	f, found := fieldOf(pa.t, name)
	if !found {
		return "nil", "false"
	}
	if f.Type != reflect.TypeFor[[]string]() {
		decline()
	}
	list = pa.expr + "." + f.GoName
	if f.Required {
		return list, "true"
	}
	return list, list + " != nil"
}

// treeCall writes tree_budget_conserved or tree_authority_narrowing on a
// struct member, a tree of nodes of that type (constraintrt.TreeWalk). The
// call charges a step, its argument a step and the argument's size, the
// number of members the node writes.
func (w *exprWriter) treeCall(n *rt.Node) val {
	a := w.rootArg(n.Args[0])
	info := codec.GenInfo(a.t)
	if info.Kind != codec.GenStruct || info.Open || info.Custom {
		decline()
	}
	tn, ok := w.typeName(a.t)
	if !ok {
		decline()
	}
	ops := w.treeOps(a.t, tn)
	m := w.bind("m", w.membersOf(a.t, a.expr))
	w.cost += 2
	w.charge("int64(" + m + ")")
	return boolVal(fmt.Sprintf("constraintrt.TreeWalk(&g, &%s, %s > 0, &%s, %t)", a.expr, m, ops,
		n.Func == "tree_budget_conserved"))
}

// treeOps declares the constraintrt.TreeOps of node type t (named tn) and
// returns its name.
func (w *exprWriter) treeOps(t reflect.Type, tn string) string {
	text := func(name string) string {
		f, ok := fieldOf(t, name)
		if !ok {
			return "func(*" + tn + ") (string, bool) { return \"\", false }"
		}
		v := (&exprWriter{funcWriter: w.funcWriter}).value(access{expr: "n." + f.GoName, t: f.Type, null: "false",
			guards: fieldGuard(f, "n."+f.GoName)})
		if v.class != 's' || !v.safe {
			decline()
		}
		return "func(n *" + tn + ") (string, bool) { return " + v.v + ", " + v.pres + " }"
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
	name := "constraintsTreeOps" + strings.NewReplacer(".", "", "[", "", "]", "", "*", "").Replace(tn)
	if w.declare(name) {
		fmt.Fprintf(&w.decls, "\n// %s reads the members of %s the tree builtins read.\n", name, tn)
		fmt.Fprintf(&w.decls, "var %s = constraintrt.TreeOps[%s]{\nID: %s,\nBudget: %s,\nChildren: %s,\nScope: %s,\n}\n",
			name, tn, text("node_id"), text("budget_allocated_micro"), children, scope)
	}
	return name
}

// fieldGuard is the presence test of a string, enumeration or text
// member expr.
func fieldGuard(f codec.GenField, expr string) []string {
	switch info := codec.GenInfo(f.Type); info.Kind {
	case codec.GenString:
		return nil
	case codec.GenEnum:
		return []string{expr + ` != ""`}
	case codec.GenText:
		return []string{presentTest(info, expr)}
	}
	decline()
	return nil
}

// uniqueCall writes unique_values(A, 'name') on a slice member of structs
// whose member name is a string: false when two elements have the same
// value there (absent skipped, null counted).
func (w *exprWriter) uniqueCall(n *rt.Node) val {
	lit := n.Args[1]
	if lit.Op != rt.OpLiteral || lit.Lit.Kind != rt.LitString || strings.Contains(lit.Lit.S, ".") {
		decline()
	}
	a, info := w.structSlice(n)
	w.cost += 2 + int64(len(lit.Lit.S)/64)
	const level = constraint.MaxQuantifierDepth
	if w.params[level].t != nil {
		decline()
	}
	r, i, set := w.newVar("r"), w.newVar("i"), w.newVar("set")
	w.p("%s := true", r)
	w.p("var %s constraintrt.UniqueSet", set)
	w.p("for %s := range %s {", i, a.expr)
	w.params[level] = param{expr: a.expr + "[" + i + "]", t: info.Elem}
	v := w.path(&rt.Path{Param: level, Segs: []string{lit.Lit.S}, Index: -1})
	w.params[level] = param{}
	switch {
	case v.pres == "false" && v.null == "false":
	case v.class == 's':
		e := w.eager(v)
		w.p("if %s && !%s.Add(%s, %s) {", paren(or(e.pres, e.null)), set, not(e.pres), e.v)
		w.p("%s = false", r)
		w.p("break")
		w.p("}")
	default:
		decline()
	}
	w.p("}")
	return boolVal(r)
}

// docArg writes the charge of the argument of a document builtin, a
// document alias (the whole document): the call charges a step, its
// argument a step and the argument's size, the number of members the
// document writes.
func (w *exprWriter) docArg(n *rt.Node) {
	pa := &n.Args[0].Path
	if n.Args[0].Op != rt.OpPath || pa.Param >= 0 || pa.Index >= 0 || len(pa.Segs) > 0 || pa.Length ||
		!containsStr(w.aliases, pa.Head) {
		decline()
	}
	if _, declared := fieldOf(w.root, pa.Head); declared {
		decline()
	}
	w.cost += 2
	w.charge("int64(" + w.membersOf(w.root, "(*x)") + ")")
}

func containsStr(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// sagaAmountCall writes saga_amount_conserved on a document alias,
// summing the completed steps of steps and compensation_steps
// (constraintrt.SagaSum).
func (w *exprWriter) sagaAmountCall(n *rt.Node) val {
	w.docArg(n)
	steps, stepsOK, stepsN := w.sagaSum("steps")
	comp, compOK, compN := w.sagaSum("compensation_steps")
	return boolVal(fmt.Sprintf("constraintrt.SagaConserved(%s, %s, &%s, %s, %s, &%s)",
		stepsOK, stepsN, steps, compOK, compN, comp))
}

// sagaTimeoutCall writes saga_timeout_valid on a document alias: false
// unless steps is an array of at most MaxItems elements and timeout an
// object whose per_step_seconds is a positive number; else whether every
// completed step took at most that long (constraintrt.SagaStepInTime).
func (w *exprWriter) sagaTimeoutCall(n *rt.Node) val {
	w.docArg(n)
	limit := w.path(&rt.Path{Head: "timeout", Segs: []string{"per_step_seconds"}, Param: -1, Index: -1})
	r := w.newVar("r")
	w.p("%s := false", r)
	if limit.pres == "false" {
		return boolVal(r)
	}
	if limit.class != 'n' || !limit.safe {
		decline()
	}
	// A present per_step_seconds implies an object timeout.
	cond := and(limit.pres, limit.v+" > 0")
	w.steps("steps", func(e, pres string, elem reflect.Type) {
		i := w.newVar("i")
		w.p("if %s {", and(and(cond, pres), "len("+e+") <= constraintrt.MaxItems"))
		w.p("%s = true", r)
		w.p("for %s := range %s {", i, e)
		w.params[0] = param{expr: e + "[" + i + "]", t: elem}
		w.p("if %s {", w.completed())
		text := func(name string) (string, string) {
			v := w.path(&rt.Path{Param: 0, Segs: []string{name}, Index: -1})
			if v.pres == "false" {
				return "false", `""`
			}
			if v.class != 's' {
				decline()
			}
			e := w.eager(v)
			return e.pres, e.v
		}
		sOK, started := text("started_at")
		cOK, done := text("completed_at")
		w.params[0] = param{}
		w.p("if !constraintrt.SagaStepInTime(%s, %s, %s, %s, %s) {", sOK, started, cOK, done, limit.v)
		w.p("%s = false", r)
		w.p("break")
		w.p("}")
		w.p("}")
		w.p("}")
		w.p("}")
	})
	return boolVal(r)
}

// sagaSum declares the constraintrt.SagaSum of the completed steps of the
// root member name and returns its name and the Go expressions of whether
// the member is an array and of its length. The steps are added only when
// there are at most MaxItems of them.
func (w *exprWriter) sagaSum(name string) (sum, ok, n string) {
	sum, ok, n = w.newVar("sum"), "false", "0"
	w.p("var %s constraintrt.SagaSum", sum)
	w.steps(name, func(e, pres string, elem reflect.Type) {
		ok, n = pres, "len("+e+")"
		i := w.newVar("i")
		w.p("if len(%s) <= constraintrt.MaxItems {", e)
		w.p("for %s := range %s {", i, e)
		w.params[0] = param{expr: e + "[" + i + "]", t: elem}
		completed := w.completed()
		amount := w.path(&rt.Path{Param: 0, Segs: []string{"amount_micro"}, Index: -1})
		w.params[0] = param{}
		present, text := "false", `""`
		if amount.pres != "false" {
			if amount.class != 's' {
				decline()
			}
			e := w.eager(amount)
			present, text = e.pres, e.v
		}
		w.p("if %s {", completed)
		w.p("%s.Add(%s, %s)", sum, present, text)
		w.p("}")
		w.p("}")
		w.p("}")
	})
	return sum, ok, n
}

// steps calls leaf with the Go expressions of the root member name, a
// slice of closed structs the visit of a nil one leaves out, and of the
// test that it is present, and its element type; nothing when the type
// does not declare it or it is a scalar (never an array).
func (w *exprWriter) steps(name string, leaf func(expr, pres string, elem reflect.Type)) {
	a := w.head(&rt.Path{Head: name, Param: -1, Index: -1})
	if a.undef {
		return
	}
	a = w.navigate(a, nil)
	info := codec.GenInfo(a.t)
	switch info.Kind {
	case codec.GenSlice:
	case codec.GenString, codec.GenEnum, codec.GenText, codec.GenBool, codec.GenInt, codec.GenUint, codec.GenFloat:
		return
	default:
		decline()
	}
	elem := codec.GenInfo(info.Elem)
	if elem.Kind != codec.GenStruct || elem.Open || elem.Custom || w.params[0].t != nil || a.unsafe {
		decline()
	}
	leaf(a.expr, a.present(), info.Elem) // a nil slice has no element
}

// completed returns the Go test that the status member of the step at
// parameter 0 is the string "completed".
func (w *exprWriter) completed() string {
	status := w.path(&rt.Path{Param: 0, Segs: []string{"status"}, Index: -1})
	return w.truthy(w.compare("==", status, constVal(konst{kind: rt.LitString, s: "completed"})))
}

// checkpointCall writes execution_checkpoint_valid on a document alias:
// health_status and proceed_decision, when strings, consistent
// (constraintrt.CheckpointConsistent).
func (w *exprWriter) checkpointCall(n *rt.Node) val {
	w.docArg(n)
	text := func(name string) (string, string) {
		v := w.path(&rt.Path{Head: name, Param: -1, Index: -1})
		if v.pres == "false" {
			return "false", `""`
		}
		if v.class != 's' {
			decline()
		}
		e := w.eager(v)
		return e.pres, e.v
	}
	hOK, h := text("health_status")
	dOK, d := text("proceed_decision")
	return boolVal(fmt.Sprintf("constraintrt.CheckpointConsistent(%s, %s, %s, %s)", hOK, h, dOK, d))
}
