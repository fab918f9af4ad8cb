package constraint

import (
	"slices"
	"unsafe"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// Constraints that only apply to a change of state.
//
// A constraint of the form `_previous == null || a || b …` (a comparison of
// the root name _previous, or a path under it, with a literal or another
// such path, followed by operands of static cost, see shortcircuit.go)
// gives the same outcome on every document that has no _previous member
// and is evaluated without a previous state: its first operand reads
// nothing else, so it has the same value and charges the same steps on
// all of them, and when that value is truthy the other operands are
// skipped with their static costs. Evaluating it on the empty object
// therefore gives exactly the result the document would give; Apply takes
// that result (evaluated once per budget) for the library types that can
// have no _previous member, without building the document's value model.

// guardedResult is the result of a guarded constraint under a budget.
type guardedResult struct {
	budget int64
	res    Result
}

// evaluateGuarded returns the result of the guarded constraint c of f on
// the empty object under budget (opts), evaluated once per budget: the
// result of a constraint on a given document and budget never changes.
func (f *File) evaluateGuarded(c *Constraint, budget int64, opts []EvalOption) Result {
	// The slot of c: its index in f.constraints.
	i := int((uintptr(unsafe.Pointer(c)) - uintptr(unsafe.Pointer(unsafe.SliceData(f.constraints)))) /
		unsafe.Sizeof(Constraint{}))
	if i < 0 || i >= len(f.guarded) || &f.constraints[i] != c {
		return f.evaluate(c, emptyDoc, opts)
	}
	if g := f.guarded[i].Load(); g != nil && g.budget == budget {
		return g.res
	}
	res := f.evaluate(c, emptyDoc, opts)
	f.guarded[i].Store(&guardedResult{budget: budget, res: res})
	return res
}

// emptyDoc is the empty object.
var emptyDoc = Value{k: KindObject, x: newObject(nil)}

// guardedByPrevious reports whether root has the form above and its first
// operand is truthy on the empty object.
func guardedByPrevious(root node) bool {
	or, ok := root.(*orNode)
	if !ok || len(or.xs) < 2 || len(or.costs) != len(or.xs) {
		return false
	}
	for _, c := range or.costs[1:] {
		if c < 0 {
			return false
		}
	}
	cmp, ok := or.xs[0].(*comparison)
	if !ok || !previousOnly(cmp.l) || !previousOnly(cmp.r) {
		return false
	}
	e := getEnv(emptyDoc, nil)
	defer putEnv(e)
	return cmp.eval(e).Truthy() && e.err == nil && !e.stopped
}

// previousOnly reports whether n is a literal or a root path under
// _previous.
func previousOnly(n node) bool {
	switch n := n.(type) {
	case *literal:
		return true
	case *path:
		return n.param < 0 && n.head == "_previous"
	}
	return false
}

// quietResult says whether every constraint of one severity of a schema's
// files is guarded by _previous and passes on the empty object under
// budget.
type quietResult struct {
	budget int64
	quiet  bool
}

// quietOn reports whether Apply reports nothing for the constraints of
// severity sev of fs (the files of one schema) on doc under budget,
// without looking at them one by one: when every one of them is guarded
// by _previous (none of the files reads the document as _previous), each
// passes without an evaluation error on the empty object under budget,
// and doc's type can have no _previous member, each gives that passing
// result on doc, so none is reported whether it may run or not. Never
// under the reference.
func quietOn(fs []*File, sev Severity, doc any, budget int64) bool {
	if codec.Reference() {
		return false
	}
	slot := &fs[0].quiet[sevIndex(sev)]
	q := slot.Load()
	if q == nil || q.budget != budget {
		q = &quietResult{budget: budget, quiet: quietFiles(fs, sev, budget)}
		slot.Store(q)
	}
	return q.quiet && neverHasPrevious(fs[0], doc)
}

// quietFiles computes the first two conditions of quietOn.
func quietFiles(fs []*File, sev Severity, budget int64) bool {
	opts := defaultBudgetOpts
	if budget != codec.DefaultEvalBudget {
		opts = []EvalOption{WithBudget(budget)}
	}
	for _, f := range fs {
		if slices.Contains(f.aliases, "_previous") {
			return false
		}
		for i := range f.constraints {
			c := &f.constraints[i]
			if c.Severity != sev || c.Expr == nil {
				continue
			}
			if !c.Expr.prevGuarded {
				return false
			}
			if res := f.evaluateGuarded(c, budget, opts); res.Err != nil || res.failing(sev) {
				return false
			}
		}
	}
	return true
}
