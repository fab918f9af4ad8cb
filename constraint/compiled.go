package constraint

import (
	"encoding/json"
	"reflect"
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// The compiled evaluation of a file's constraints on a library document
// type (see doc.go): made once per file and Go type, it reads the
// document straight from the Go value. Every root name an expression reads
// is resolved at compile time to a slot, which an evaluation fills on first
// use with the value of that one member (codec.Members), a scalar without
// allocating; the expression tree becomes a tree of closures over the
// slots. Nothing else changes: each closure does what the node it replaces
// does, charges the same steps and raises the same errors.

// cfn is one compiled sub-expression.
type cfn func(e *env) Value

// program is the compiled form of a file for one Go type.
type program struct {
	typ     reflect.Type
	members *codec.Members
	names   []string // root names, by slot
	fields  []int    // per slot: the declared member's index, or -1
	alias   []bool   // per slot: the name is a document alias of the file
	exprs   []cfn    // per constraint of the file; nil when it did not compile
	whole   []bool   // per constraint: it reads an alias, so the whole document
	// While compiling: the Type of each .every parameter iterated over the
	// Go slice, and whether it was used otherwise (compiled_ref.go).
	refParam [MaxQuantifierDepth + 1]codec.Type
	refFail  [MaxQuantifierDepth + 1]bool
	partials int      // the calls docCall compiled
	memos    []string // the root paths read once per document (memoOf)
	shared   []string // the comparisons evaluated once per document (sharedOf)
	// The members builtins read made with what they read (projOf): slot,
	// reads, projector.
	projSlots []int
	projSpecs [][]readSpec
	projs     []*projector
	gen       *genProgram // the generated function of the type, or nil
	neverPrev bool        // codec.NeverHas of a document of the type and "_previous"
}

// slot is the value of one root name in an evaluation.
type slot struct {
	v      Value
	has    bool // the document has the member
	filled bool
}

// programs caches the programs of a file by Go type.
type programs struct {
	last atomic.Pointer[program]
	all  sync.Map // reflect.Type → *program (nil: no compiled form)
}

// programFor returns the program of f for documents of type t (a pointer
// type), or nil when the type has no compiled form (see codec.MembersOf).
func (f *File) programFor(t reflect.Type) *program {
	if p := f.progs.last.Load(); p != nil && p.typ == t {
		return p
	}
	if p, ok := f.progs.all.Load(t); ok {
		prog := p.(*program)
		if prog != nil {
			f.progs.last.Store(prog)
		}
		return prog
	}
	prog := compileProgram(f, t)
	f.progs.all.Store(t, prog)
	if prog != nil {
		f.progs.last.Store(prog)
	}
	return prog
}

func compileProgram(f *File, t reflect.Type) *program {
	if t.Kind() != reflect.Pointer {
		return nil
	}
	m := codec.MembersOf(t.Elem())
	if m == nil {
		return nil
	}
	p := &program{typ: t, members: m}
	p.slotOf(f, "_previous") // read by the temporal builtins
	p.exprs = make([]cfn, len(f.constraints))
	p.whole = make([]bool, len(f.constraints))
	for i := range f.constraints {
		c := &f.constraints[i]
		if c.Expr == nil {
			continue
		}
		p.exprs[i] = p.compile(f, c.Expr.root)
		p.whole[i] = p.aliasElsewhere(f, c.Expr.root)
	}
	p.finishProjections()
	p.gen = generatedFor(f, t)
	p.neverPrev = codec.NeverHas(reflect.New(t.Elem()).Interface(), "_previous")
	return p
}

// slotOf returns the slot of root name name, adding it on first use.
func (p *program) slotOf(f *File, name string) int {
	if i := slices.Index(p.names, name); i >= 0 {
		return i
	}
	p.names = append(p.names, name)
	p.fields = append(p.fields, p.members.Index(name))
	p.alias = append(p.alias, slices.Contains(f.aliases, name))
	return len(p.names) - 1
}

// compile turns n into a closure that evaluates it as n.eval does.
func (p *program) compile(f *File, n node) cfn {
	switch n := n.(type) {
	case *literal:
		v := n.v
		return func(*env) Value { return v }
	case *notNode:
		x := p.compile(f, n.x)
		return func(e *env) Value {
			if !e.charge(1) {
				return undefined
			}
			return Bool(!x(e).Truthy())
		}
	case *andNode:
		xs, costs := p.compileAll(f, n.xs), n.costs
		return func(e *env) Value {
			if !e.charge(1) {
				return undefined
			}
			r := true
			for i, x := range xs {
				if !r && costs != nil && costs[i] >= 0 {
					e.charge(costs[i])
					continue
				}
				r = x(e).Truthy() && r
			}
			return Bool(r)
		}
	case *orNode:
		xs, costs := p.compileAll(f, n.xs), n.costs
		return func(e *env) Value {
			if !e.charge(1) {
				return undefined
			}
			r := false
			for i, x := range xs {
				if r && costs != nil && costs[i] >= 0 {
					e.charge(costs[i])
					continue
				}
				r = x(e).Truthy() || r
			}
			return Bool(r)
		}
	case *implies:
		a, b, bCost := p.compile(f, n.a), p.compile(f, n.b), n.bCost
		return func(e *env) Value {
			if !e.charge(1) {
				return undefined
			}
			if !a(e).Truthy() {
				if bCost >= 0 {
					e.charge(bCost)
					return vTrue
				}
				b(e)
				return vTrue
			}
			return Bool(b(e).Truthy())
		}
	case *comparison:
		var l, r cfn
		if pa := nullComparand(n); pa != nil {
			// Compiled first: a parameter read this way is not used otherwise.
			if x := p.refPath(f, pa, useNullish); x != nil {
				if pa == n.l {
					l = x
				} else {
					r = x
				}
			}
		}
		if l == nil {
			l = p.compile(f, n.l)
		}
		if r == nil {
			r = p.compile(f, n.r)
		}
		op := n.op
		return func(e *env) Value {
			if !e.charge(1) {
				return undefined
			}
			lv := l(e)
			return Bool(compare(op, lv, r(e)))
		}
	case *path:
		if x := p.refPath(f, n, useValue); x != nil {
			return x
		}
		resolve, cost := p.resolver(f, n), 1+int64(len(n.segs))
		if n.length {
			return func(e *env) Value {
				if !e.charge(cost) {
					return undefined
				}
				return lengthOf(resolve(e))
			}
		}
		return func(e *env) Value {
			if !e.charge(cost) {
				return undefined
			}
			return resolve(e)
		}
	case *every:
		if x := p.refEvery(f, n); x != nil {
			return x
		}
		resolve, level, body := p.resolver(f, &n.p), n.level, p.compile(f, n.body)
		return func(e *env) Value {
			v := resolve(e)
			if v.k != KindArray {
				return vFalse
			}
			elems := v.arr().elems
			return e.quantify(len(elems), level, func(i int) Value { return elems[i] }, body)
		}
	case *arrayLit:
		elems := p.compileAll(f, n.elems)
		cost := 1 + int64(len(elems))
		return func(e *env) Value {
			if !e.charge(cost) {
				return undefined
			}
			vs := make([]Value, len(elems))
			for i, x := range elems {
				vs[i] = x(e)
			}
			return Value{k: KindArray, x: &array{elems: vs}}
		}
	case *call:
		if x := p.docCall(f, n); x != nil {
			return x
		}
		if x := p.bigCall(f, n); x != nil {
			return x
		}
		if x := p.projCall(f, n); x != nil {
			return x
		}
		fn, a := n.fn.fn, p.compile(f, n.a)
		if n.b == nil {
			return func(e *env) Value {
				if !e.charge(1) {
					return undefined
				}
				av := a(e)
				if !e.charge(size(av)) {
					return undefined
				}
				return fn(e, av, undefined, 1)
			}
		}
		b := p.compile(f, n.b)
		return func(e *env) Value {
			if !e.charge(1) {
				return undefined
			}
			av := a(e)
			bv := b(e)
			if !e.charge(size(av) + size(bv)) {
				return undefined
			}
			return fn(e, av, bv, 2)
		}
	case *temporal:
		if n.p.param < 0 {
			p.slotOf(f, n.p.head)
		}
		p.refUsed(n.p.param)
		fn, rp, cost := n.fn, n.p, 1+int64(len(n.p.segs))
		return func(e *env) Value {
			if !e.charge(cost) {
				return undefined
			}
			return fn(e, &rp)
		}
	}
	panic("constraint: no compiled form for node " + reflect.TypeOf(n).String())
}

func (p *program) compileAll(f *File, ns []node) []cfn {
	out := make([]cfn, len(ns))
	for i, n := range ns {
		out[i] = p.compile(f, n)
	}
	return out
}

// resolver returns the closure resolving path n (path.resolve) with its
// head bound at compile time: a lambda parameter or a slot.
func (p *program) resolver(f *File, n *path) cfn {
	var head cfn
	if n.param >= 0 {
		param := n.param
		p.refUsed(param)
		head = func(e *env) Value { return e.params[param] }
	} else {
		s := p.slotOf(f, n.head)
		head = func(e *env) Value { return e.rootSlot(s) }
	}
	index, segs := n.index, n.segs
	switch {
	case index < 0 && len(segs) == 0:
		return head
	case index < 0 && len(segs) == 1:
		s0 := segs[0]
		return func(e *env) Value { return member(head(e), s0) }
	case index < 0 && len(segs) == 2:
		s0, s1 := segs[0], segs[1]
		return func(e *env) Value { return member(member(head(e), s0), s1) }
	}
	return func(e *env) Value {
		v := head(e)
		if index >= 0 {
			if v.k != KindArray {
				return undefined
			}
			v = v.Index(index)
		}
		for _, s := range segs {
			v = member(v, s)
		}
		return v
	}
}

// typed is the state of a compiled evaluation of one document: the Go
// value, its slots and, once an expression reads the document under an
// alias, its whole value model.
type typed struct {
	prog  *program
	doc   any
	ptr   unsafe.Pointer
	bld   *builder
	slots []slot
	whole Value // the whole document, once built (KindUndefined before)
	// partials are the objects made for document-level builtins (docCall)
	partials []Value
	memo     []memoEntry   // by memoOf
	shared   []sharedEntry // by sharedOf
	projVals []Value       // by projOf
}

// builder returns the builder of the evaluation, taken from the pool on
// first use.
func (t *typed) builder() *builder {
	if t.bld == nil {
		t.bld = builders.Get().(*builder)
	}
	return t.bld
}

// rootSlot is rootName for the root name of slot i.
func (e *env) rootSlot(i int) Value {
	t := e.typed
	s := &t.slots[i]
	if !s.filled {
		t.fill(i)
	}
	if s.has {
		return s.v
	}
	if t.prog.alias[i] {
		return t.wholeDoc()
	}
	return undefined
}

// fill sets slot i: the member from the whole document once that is
// built, else the member's own value made from the Go value.
func (t *typed) fill(i int) {
	s := &t.slots[i]
	s.filled = true
	if t.whole.k == KindObject {
		s.v, s.has = t.whole.obj().get(t.prog.names[i])
		return
	}
	fi := t.prog.fields[i]
	if fi < 0 {
		return
	}
	b := t.builder()
	b.root, b.done = undefined, false
	s.has, _ = t.prog.members.Visit(t.ptr, fi, b) // cannot fail once Check passed
	s.v = b.root
	b.root, b.done = undefined, false
}

// wholeDoc builds the whole document (for an alias) and refills the slots
// from it, so that every value an evaluation sees comes from one build.
func (t *typed) wholeDoc() Value {
	if t.whole.k != KindObject {
		b := t.builder()
		b.root, b.done = undefined, false
		v, _ := b.build(t.doc, nil) // cannot fail once Check passed
		t.whole = v
		clear(t.slots)
	}
	return t.whole
}

// slotByName is rootName (own member only with own) for a name resolved
// at run time, which only the temporal builtins do.
func (t *typed) slotByName(e *env, name string, own bool) Value {
	i := slices.Index(t.prog.names, name)
	if i < 0 {
		return undefined
	}
	if own {
		s := &t.slots[i]
		if !s.filled {
			t.fill(i)
		}
		return s.v
	}
	return e.rootSlot(i)
}

// check is the encoding check of the document, done once: the error a
// build of the document would report.
func (t *typed) check() error { return t.prog.members.Check(t.ptr, checkRaw) }

// checkRaw fails where the builder would on the JSON text of an
// any-valued member: where DecodeJSON does.
func checkRaw(raw json.RawMessage) error {
	if len(raw) > 0 && len(raw) <= rawFastMax {
		if end, ok := simpleValue(raw, 0, 0); ok && end == len(raw) {
			return nil
		}
	}
	_, err := DecodeJSON(raw)
	return err
}

// compiledRun is the compiled evaluation of one Apply call: the same
// reports in the same order as the evaluation on the value model.
type compiledRun struct {
	t       reflect.Type
	ptr     unsafe.Pointer
	steps   int64
	e       *env
	encErr  error
	checked bool
	file    *File
	prog    *program
	memo    *GenMemo // the comparisons of the generated functions, once one needs it
}

// start prepares the compiled evaluation of run and reports whether the
// type of the document has a compiled form.
func (cr *compiledRun) start(run *applyRun) bool {
	t := reflect.TypeOf(run.doc)
	if t == nil || t.Kind() != reflect.Pointer {
		return false
	}
	for _, f := range run.fs {
		if f.programFor(t) == nil {
			return false
		}
	}
	ptr := reflect.ValueOf(run.doc).UnsafePointer()
	if ptr == nil {
		return false
	}
	*cr = compiledRun{t: t, ptr: ptr, steps: budgetSteps(run.budget)}
	return true
}

// apply evaluates constraint c, number i of file f, and reports it: by the
// generated function of the type when it covers the constraint and its
// steps fit the budget, else by the compiled form.
func (cr *compiledRun) apply(run *applyRun, f *File, i int, c *Constraint) {
	if f != cr.file {
		cr.file = f
		cr.prog = f.programFor(cr.t)
		if cr.e != nil {
			cr.e.tstate.reset(cr.prog)
		}
	}
	if !cr.checked {
		cr.checked = true
		cr.encErr = cr.prog.encodeErr(cr.ptr)
	}
	// A document that cannot be encoded fails closed.
	if cr.encErr != nil {
		run.r.Report(c.ID, c.Text())
		return
	}
	if gp := cr.prog.gen; gp != nil && gp.covered[i] && !generatedOff {
		if gp.memos && cr.memo == nil {
			cr.memo = genMemos.Get().(*GenMemo)
		}
		v, g := gp.fn(cr.ptr, gp.base+i, cr.memo)
		if g.Cost <= cr.steps {
			switch {
			case g.err != nil:
				reportError(run.r, c, g.err, run.budget)
			case !v:
				run.r.Report(c.ID, c.Text())
			}
			return
		}
	}
	if cr.e == nil {
		cr.e = typedEnv(run.doc, cr.ptr, cr.prog)
	}
	switch v, err := cr.e.run(i, cr.steps); {
	case err != nil:
		reportError(run.r, c, err, run.budget)
	case !v.Truthy():
		run.r.Report(c.ID, c.Text())
	}
}

// finish returns what the evaluation took to the pools.
func (cr *compiledRun) finish() {
	if cr.memo != nil {
		cr.memo.reset()
		genMemos.Put(cr.memo)
		cr.memo = nil
	}
	if e := cr.e; e != nil {
		if e.tstate.bld != nil {
			e.tstate.bld.release(true) // nothing built above outlives the call
		}
		putEnv(e)
		cr.e = nil
	}
}

// encodeErr returns why the document at ptr cannot be encoded, or nil: by
// the generated check when the type has one, else by walking the plan.
func (p *program) encodeErr(ptr unsafe.Pointer) error {
	if gp := p.gen; gp != nil && gp.check != nil && !generatedOff {
		if !gp.check(ptr) {
			return errEncoding
		}
		return nil
	}
	return p.members.Check(ptr, checkRaw)
}

// typedEnv returns an env for the compiled evaluation of doc (ptr its
// address) by prog.
func typedEnv(doc any, ptr unsafe.Pointer, prog *program) *env {
	e := envs.Get().(*env)
	e.tstate = typed{doc: doc, ptr: ptr, slots: e.tstate.slots, partials: e.tstate.partials, memo: e.tstate.memo,
		shared: e.tstate.shared, projVals: e.tstate.projVals}
	e.tstate.reset(prog)
	e.typed = &e.tstate
	return e
}

// run evaluates constraint number i of the file of the program under a
// budget of steps and returns its value and evaluation error.
func (e *env) run(i int, steps int64) (Value, *EvalError) {
	prog := e.tstate.prog
	if prog.whole[i] {
		e.tstate.wholeDoc()
	}
	e.err, e.stopped, e.params = nil, false, e.params[:0]
	e.budget, e.limit = steps, steps
	v := prog.exprs[i](e)
	return v, e.err
}

// reset empties the state for the program of another file.
func (t *typed) reset(prog *program) {
	t.prog, t.whole = prog, undefined
	t.slots = slices.Grow(t.slots[:0], len(prog.names))[:len(prog.names)]
	clear(t.slots)
	t.partials = slices.Grow(t.partials[:0], prog.partials)[:prog.partials]
	clear(t.partials)
	t.memo = slices.Grow(t.memo[:0], len(prog.memos))[:len(prog.memos)]
	clear(t.memo)
	t.shared = slices.Grow(t.shared[:0], len(prog.shared))[:len(prog.shared)]
	clear(t.shared)
	t.projVals = slices.Grow(t.projVals[:0], len(prog.projSlots))[:len(prog.projSlots)]
	clear(t.projVals)
}

// budgetSteps is the budget WithBudget(steps) sets.
func budgetSteps(steps int64) int64 {
	switch {
	case steps > 0:
		return steps
	case steps < 0:
		return 1<<63 - 1
	}
	return DefaultBudget
}
