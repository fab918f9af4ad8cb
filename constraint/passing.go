package constraint

import (
	"reflect"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// The passing run: Apply's shortcut for a document that passes.
//
// When a schema has one constraint file, the type's generated function
// covers every constraint of the severity Apply reports, and none of them
// is guarded by _previous, Apply first evaluates them all with the
// generated function. When every one is true, raises no error and fits the
// budget in force, nothing would be reported: a constraint that the
// general path would skip (reported natively, or reading a member that
// failed its own checks) reports nothing either, since it passes. Apply is
// then done, without the per-constraint bookkeeping of the general path.
// Any other outcome (a constraint false, an evaluation error, steps beyond
// the budget, a document that cannot be encoded) goes on to the general
// path, which reports it exactly; the only cost is the evaluations done
// twice.

// allCovered returns the numbers of the constraints of file f of severity
// sev when gp covers every one of them and none is guarded by _previous,
// else nil.
func allCovered(f *File, gp *genProgram, sev Severity) []int {
	var ks []int
	for i := range f.constraints {
		c := &f.constraints[i]
		if c.Severity != sev || c.Expr == nil {
			continue
		}
		if !gp.covered[i] || c.Expr.prevGuarded {
			return nil
		}
		ks = append(ks, i)
	}
	return ks
}

// passingRun reports whether every constraint of severity sev of the
// single file fs[0] is known to pass on doc by its generated function, so
// that Apply, under the evaluation budget budget, has nothing to report.
// False means "not known".
func passingRun(fs []*File, sev Severity, doc any, budget int64) bool {
	if len(fs) != 1 || codec.Reference() || compiledOff || generatedOff {
		return false
	}
	t := reflect.TypeOf(doc)
	if t == nil || t.Kind() != reflect.Pointer {
		return false
	}
	prog := fs[0].programFor(t)
	if prog == nil || prog.gen == nil {
		return false
	}
	gp := prog.gen
	ks := gp.all[sevIndex(sev)]
	if len(ks) == 0 {
		return false
	}
	ptr := reflect.ValueOf(doc).UnsafePointer()
	if ptr == nil {
		return false
	}
	if prog.encodeErr(ptr) != nil {
		return false
	}
	var memo *GenMemo
	if gp.memos {
		memo = genMemos.Get().(*GenMemo)
	}
	steps := budgetSteps(budget)
	pass := true
	for _, i := range ks {
		if v, g := gp.fn(ptr, gp.base+i, memo); !v || g.err != nil || g.Cost > steps {
			pass = false
			break
		}
	}
	if memo != nil {
		memo.reset()
		genMemos.Put(memo)
	}
	return pass
}
