package constraint

import (
	"slices"
	"sync"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/lex"
)

// node is one compiled sub-expression. Nodes are immutable; all evaluation
// state lives in env.
type node interface {
	eval(e *env) Value
}

// env is the state of one evaluation: the document, the temporal context,
// the document aliases and the lambda bindings. The one runtime error the
// language has is sticky: evaluation goes on (every operand is evaluated, as
// upstream does, or only charged where that gives the same outcome, see
// shortcircuit.go) and the first error is returned.
type env struct {
	doc     Value // the document, a JSON object
	root    *object
	prev    Value // WithPrevious
	hasPrev bool
	aliases []string
	params  []Value // lambda bindings, by nesting level
	args    []Value // the arguments of the callN calls being evaluated
	err     *EvalError
	budget  int64 // steps left (budget.go)
	limit   int64 // the budget the evaluation started with
	stopped bool  // the budget ran out
	noSkip  bool  // the reference evaluation: no operand is skipped

	// The evaluation context (options).
	timestamp    string          // WithEvaluationTimestamp
	hasTimestamp bool            // WithEvaluationTimestamp was given
	flags        map[string]bool // WithFeatureFlags
	contract     hounfour.Contract

	// The state of the state-bearing builtins (state.go); nil = absent.
	nonceWindow   *NonceWindow
	sequenceState *SequenceState
	chainLedger   *ChainLedger
	planLedger    *PlanSignoffLedger
}

var envs = sync.Pool{New: func() any { return &env{params: make([]Value, 0, 4)} }}

func getEnv(doc Value, aliases []string) *env {
	e := envs.Get().(*env)
	e.doc, e.root = doc, doc.obj()
	e.aliases = aliases
	e.budget, e.limit = DefaultBudget, DefaultBudget
	e.noSkip = codec.Reference()
	return e
}

func putEnv(e *env) {
	clear(e.params[:cap(e.params)])
	clear(e.args[:cap(e.args)])
	*e = env{params: e.params[:0], args: e.args[:0]}
	envs.Put(e)
}

func (e *env) fail(fn, msg string) {
	if e.err == nil {
		e.err = &EvalError{Func: fn, Msg: msg}
	}
}

// rootName resolves a name at the document root: the previous state given with
// WithPrevious, else the document's own member, else the document itself under one
// of its aliases.
func (e *env) rootName(name string) Value {
	if e.hasPrev && name == "_previous" {
		return e.prev
	}
	if v, ok := e.root.get(name); ok {
		return v
	}
	if slices.Contains(e.aliases, name) {
		return e.doc
	}
	return undefined
}

// head resolves the first segment of a path: the lambda parameter at a
// nesting level, or (param < 0) a root name.
func (e *env) head(param int, name string) Value {
	if param >= 0 {
		return e.params[param]
	}
	return e.rootName(name)
}

// previousState is the temporal context: the root-level _previous.
func (e *env) previousState() Value {
	if e.hasPrev {
		return e.prev
	}
	v, _ := e.root.get("_previous")
	return v
}

// member is the resolution of one name on v: an object's own member; an
// array's length or element at a canonical decimal index; else undefined.
func member(v Value, name string) Value {
	switch v.k {
	case KindObject:
		m, _ := v.obj().get(name)
		return m
	case KindArray:
		elems := v.arr().elems
		if name == "length" {
			return Number(float64(len(elems)))
		}
		if i, ok := canonicalIndex(name); ok && i < len(elems) {
			return elems[i]
		}
	}
	return undefined
}

// canonicalIndex parses "0" or a decimal without leading zeros.
func canonicalIndex(s string) (int, bool) {
	if s == "" || len(s) > 9 || s[0] == '0' && len(s) > 1 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if !lex.IsDigit(s[i]) {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

// lengthOf is the terminal .length: array count, string UTF-16 length, else 0.
func lengthOf(v Value) Value {
	switch v.k {
	case KindArray:
		return Number(float64(len(v.arr().elems)))
	case KindString:
		return Number(float64(codec.UTF16Len(v.s)))
	}
	return Number(0)
}

type literal struct{ v Value }

func (n *literal) eval(*env) Value { return n.v }

type notNode struct{ x node }

func (n *notNode) eval(e *env) Value {
	if !e.charge(1) {
		return undefined
	}
	return Bool(!n.x.eval(e).Truthy())
}

// andNode and orNode evaluate every operand, except that an operand with a
// static cost (costs[i] >= 0, see shortcircuit.go) is only charged once the
// verdict is known.
type andNode struct {
	xs    []node
	costs []int64
}

func newAnd(xs []node) node { return &andNode{xs: xs, costs: skipCosts(xs)} }

func (n *andNode) eval(e *env) Value {
	if !e.charge(1) {
		return undefined
	}
	r := true
	for i, x := range n.xs {
		if !r && n.costs != nil && n.costs[i] >= 0 && !e.noSkip {
			e.charge(n.costs[i])
			continue
		}
		r = x.eval(e).Truthy() && r
	}
	return Bool(r)
}

type orNode struct {
	xs    []node
	costs []int64
}

func newOr(xs []node) node { return &orNode{xs: xs, costs: skipCosts(xs)} }

func (n *orNode) eval(e *env) Value {
	if !e.charge(1) {
		return undefined
	}
	r := false
	for i, x := range n.xs {
		if r && n.costs != nil && n.costs[i] >= 0 && !e.noSkip {
			e.charge(n.costs[i])
			continue
		}
		r = x.eval(e).Truthy() || r
	}
	return Bool(r)
}

type implies struct {
	a, b  node
	bCost int64 // b's static cost, or -1
}

func newImplies(a, b node) node {
	n := &implies{a: a, b: b, bCost: -1}
	if c, ok := staticCost(b); ok {
		n.bCost = c
	}
	return n
}

func (n *implies) eval(e *env) Value {
	if !e.charge(1) {
		return undefined
	}
	a := n.a.eval(e).Truthy()
	if !a && n.bCost >= 0 && !e.noSkip {
		e.charge(n.bCost)
		return vTrue
	}
	b := n.b.eval(e).Truthy()
	return Bool(!a || b)
}

type comparison struct {
	op   cmpOp
	l, r node
}

func (n *comparison) eval(e *env) Value {
	if !e.charge(1) {
		return undefined
	}
	l := n.l.eval(e)
	return Bool(compare(n.op, l, n.r.eval(e)))
}

// path is a field reference: a head (a lambda parameter or a root name),
// an optional index directly after it, member segments and an optional
// terminal .length.
type path struct {
	param  int // lambda nesting level, or -1 for a root name
	head   string
	index  int // the index form h[index]; -1 when absent
	segs   []string
	length bool
}

func (p *path) resolve(e *env) Value {
	v := e.head(p.param, p.head)
	if p.index >= 0 {
		if v.k != KindArray {
			return undefined
		}
		v = v.Index(p.index)
	}
	for _, s := range p.segs {
		v = member(v, s)
	}
	return v
}

func (p *path) eval(e *env) Value {
	if !e.charge(1 + int64(len(p.segs))) {
		return undefined
	}
	v := p.resolve(e)
	if p.length {
		return lengthOf(v)
	}
	return v
}

// every is p.every(param => body): false for a non-array, true for an empty
// array, else the body per element in order, stopping at the first falsy.
type every struct {
	p     path
	level int
	body  node
}

func (n *every) eval(e *env) Value {
	v := n.p.resolve(e)
	if v.k != KindArray {
		return vFalse
	}
	elems := v.arr().elems
	return e.quantify(len(elems), n.level, func(i int) Value { return elems[i] }, n.body.eval)
}

// quantify runs the body of an .every at nesting level over n elements in
// order, element(i) bound to the parameter, up to the first falsy value;
// each element costs a step.
func (e *env) quantify(n, level int, element func(i int) Value, body func(*env) Value) Value {
	ok := true
	for i := range n {
		if !e.charge(1) {
			ok = false
			break
		}
		e.params = append(e.params[:level], element(i))
		if !body(e).Truthy() {
			ok = false
			break
		}
	}
	e.params = e.params[:level]
	return Bool(ok)
}

// arrayLit builds a fresh array on every evaluation.
type arrayLit struct{ elems []node }

func (n *arrayLit) eval(e *env) Value {
	if !e.charge(1 + int64(len(n.elems))) {
		return undefined
	}
	elems := make([]Value, len(n.elems))
	for i, x := range n.elems {
		elems[i] = x.eval(e)
	}
	return Value{k: KindArray, x: &array{elems: elems}}
}

// call is a builtin with one to four evaluated arguments.
type call struct {
	fn         *builtin
	a, b, c, d node // b is nil for one argument, c for one or two, d for one to three
}

func (n *call) eval(e *env) Value {
	if !e.charge(1) {
		return undefined
	}
	a := n.a.eval(e)
	if n.d != nil {
		b := n.b.eval(e)
		c := n.c.eval(e)
		d := n.d.eval(e)
		if !e.charge(size(a) + size(b) + size(c) + size(d)) {
			return undefined
		}
		return n.fn.fn4(a, b, c, d)
	}
	if n.c != nil {
		b := n.b.eval(e)
		c := n.c.eval(e)
		if !e.charge(size(a) + size(b) + size(c)) {
			return undefined
		}
		return n.fn.fn3(e, a, b, c)
	}
	if n.b == nil {
		if !e.charge(size(a)) {
			return undefined
		}
		return n.fn.fn(e, a, undefined, 1)
	}
	b := n.b.eval(e)
	if !e.charge(size(a) + size(b)) {
		return undefined
	}
	return n.fn.fn(e, a, b, 2)
}

// callN is a builtin with two or more evaluated arguments.
type callN struct {
	fn   *builtin
	args []node
}

func (n *callN) eval(e *env) Value {
	if !e.charge(1) {
		return undefined
	}
	start := len(e.args)
	for _, a := range n.args {
		v := a.eval(e)
		e.args = append(e.args, v)
	}
	vals := e.args[start:]
	defer func() {
		clear(e.args[start:])
		e.args = e.args[:start]
	}()
	var sz int64
	for _, v := range vals {
		sz += size(v)
	}
	if !e.charge(sz) {
		return undefined
	}
	return n.fn.fnN(e, vals)
}

// rawPath is the argument of the temporal builtins: IDENT { "." IDENT }.
type rawPath struct {
	param int
	head  string
	segs  []string
}

// current resolves the path in the current environment.
func (p *rawPath) current(e *env) Value {
	v := e.head(p.param, p.head)
	for _, s := range p.segs {
		v = member(v, s)
	}
	return v
}

// in resolves the path inside another value (the previous state), where
// lambda parameters are not visible.
func (p *rawPath) in(v Value) Value {
	v = member(v, p.head)
	for _, s := range p.segs {
		v = member(v, s)
	}
	return v
}

// call0 is a builtin without arguments.
type call0 struct{ fn *builtin }

func (n *call0) eval(e *env) Value {
	if !e.charge(1) {
		return undefined
	}
	return n.fn.fn0(e)
}

type temporal struct {
	name string
	fn   func(e *env, p *rawPath) Value
	p    rawPath
}

func (n *temporal) eval(e *env) Value {
	if !e.charge(1 + int64(len(n.p.segs))) {
		return undefined
	}
	return n.fn(e, &n.p)
}
