package constraint

import (
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
		encErr := e.tstate.check()
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
			compiled = append(compiled, show(res))
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
