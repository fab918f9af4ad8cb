package constraint

import (
	"errors"
	"fmt"
	"reflect"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// SetCompiled turns the compiled evaluation of Apply on or off (on by
// default); off, Apply evaluates on the value model as before it existed.
func SetCompiled(on bool) { compiledOff = !on }

// BothForms evaluates every constraint of the shipped files of schema on
// doc (a pointer to a library document) under budget, through the compiled
// form and through the reference evaluation (the whole value model, built
// afresh, every operand evaluated), and returns each result as text (id,
// severity, status, message, error) in file order. ok is false when the
// type of doc has no compiled form.
func BothForms(schema string, doc any, budget int64) (compiled, reference []string, ok bool) {
	return bothForms(shipped().bySchema[schema], doc, budget)
}

func bothForms(fs []*File, doc any, budget int64) (compiled, reference []string, ok bool) {
	t := reflect.TypeOf(doc)
	ptr := reflect.ValueOf(doc).UnsafePointer()
	show := func(r Result) string {
		return fmt.Sprintf("%s %s %s %q %v", r.ID, r.Severity, r.Status, r.Message, r.Err)
	}
	for _, f := range fs {
		prog := f.programFor(t)
		if prog == nil {
			return nil, nil, false
		}
		e := typedEnv(doc, ptr, prog)
		memo := new(GenMemo)
		encErr := e.tstate.check()
		if gp := prog.gen; gp != nil && gp.check != nil && gp.check(ptr) != (encErr == nil) {
			compiled = append(compiled, fmt.Sprintf("generated check %v, compiled form's error %v", gp.check(ptr), encErr))
		}
		for i := range f.constraints {
			c := &f.constraints[i]
			if c.Expr == nil {
				continue
			}
			if encErr != nil {
				compiled = append(compiled, c.ID+" encoding error "+encErr.Error())
				continue
			}
			v, err := e.run(i, budgetSteps(budget))
			res := resultOf(c, v, err)
			line := show(res)
			// The generated function, where it covers the constraint and
			// its steps fit the budget, must give the same result.
			if gp := prog.gen; gp != nil && gp.covered[i] {
				gv, g := gp.fn(ptr, gp.base+i, memo)
				if g.Cost <= budgetSteps(budget) {
					var gerr *EvalError
					if g.err != nil {
						gerr = g.err
					}
					if gres := show(resultOf(c, Bool(gv), gerr)); gres != line {
						line += " | generated: " + gres
					}
				} else if err == nil || !errors.Is(err, ErrBudget) {
					line += fmt.Sprintf(" | generated: %d steps over the budget, the compiled form ran out of none", g.Cost)
				}
			}
			compiled = append(compiled, line)
		}
		if e.tstate.bld != nil {
			e.tstate.bld.release(false)
		}
		putEnv(e)

		codec.SetReference(true)
		v, err := fromDocument(doc)
		for i := range f.constraints {
			c := &f.constraints[i]
			if c.Expr == nil {
				continue
			}
			if err != nil {
				reference = append(reference, c.ID+" encoding error "+err.Error())
				continue
			}
			reference = append(reference, show(f.evaluate(c, v, []EvalOption{WithBudget(budget)})))
		}
		codec.SetReference(false)
	}
	return compiled, reference, true
}

// SetGenerated turns the generated functions of Apply on or off (on by
// default).
func SetGenerated(on bool) { generatedOff = !on }

// GeneratedCoverage returns, for a document type (a pointer type) with a
// shipped constraint file, whether it registered a generated function and
// the ids of the constraints that function covers.
func GeneratedCoverage(schema string, t reflect.Type) (registered bool, covered []string) {
	_, registered = generated.Load(t)
	for _, f := range shipped().bySchema[schema] {
		gp := generatedFor(f, t)
		for i := range f.constraints {
			if gp != nil && gp.covered[i] {
				covered = append(covered, f.constraints[i].ID)
			}
		}
	}
	return registered, covered
}

// PassingRun reports whether Apply's passing run decides that doc passes
// every constraint of severity sev of schema under the budget.
func PassingRun(schema string, doc any, sev Severity, budget int64) bool {
	return passingRun(filesFor(schema), sev, doc, budget)
}

// PassingRunApplies reports whether the passing run may decide documents
// of type t (a pointer type) of schema for severity sev: the schema has
// one file, whose constraints of that severity the type's generated
// function all covers.
func PassingRunApplies(schema string, t reflect.Type, sev Severity) bool {
	fs := filesFor(schema)
	if len(fs) != 1 {
		return false
	}
	prog := fs[0].programFor(t)
	return prog != nil && prog.gen != nil && len(prog.gen.all[sevIndex(sev)]) > 0
}
