package constraint

import (
	"errors"
	"fmt"
	"reflect"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
)

// Apply is constraintrt.Apply, for the tests of this package.
func Apply(schema string, doc any, r *codec.Rules, native ...string) {
	rt.Apply(schema, doc, r, native...)
}

// GeneratedAndReference evaluates every compiled shipped constraint of
// schema on doc (a pointer to a library document) under budget, through the
// generated code of doc's type and through the reference evaluation (the
// whole value model, built afresh, every operand evaluated), and returns
// each result as text (id, severity, status, message, error) in file order.
// Where the generated code does not decide (it does not cover the
// constraint, or counts more steps than the budget, which the reference
// must then run out of), its line is the reference's. ok is false when the
// type has no generated code. paths is the calling test's switch.
func GeneratedAndReference(paths *pathmode.Switch, schema string, doc any, budget int64) (generated, reference []string, ok bool) {
	return GeneratedAndReferenceIn(paths, hounfour.Contract700, schema, doc, budget)
}

// GeneratedAndReferenceIn is GeneratedAndReference for the files of
// contract c.
func GeneratedAndReferenceIn(paths *pathmode.Switch, c hounfour.Contract, schema string, doc any, budget int64) (generated, reference []string, ok bool) {
	sf := filesFor(contractIndex(c), schema)
	if sf == nil {
		return nil, nil, false
	}
	fs := sf.fs
	g := generatedFor(sf, doc)
	if g == nil {
		return nil, nil, false
	}
	show := func(r Result) string {
		return fmt.Sprintf("%s %s %s %q %v", r.ID, r.Severity, r.Status, r.Message, r.Err)
	}
	var v Value
	var err error
	paths.Reference(func() { v, err = fromDocument(doc) })
	ptr := reflect.ValueOf(doc).UnsafePointer()
	encodable := g.ent.Check == nil || g.ent.Check(ptr)
	if encodable != (err == nil) {
		generated = append(generated, fmt.Sprintf("generated check %v, the value model's error %v", encodable, err))
	}
	memo := new(rt.Memo)
	steps := budgetSteps(budget)
	for k, c := range constraintsOf(fs) {
		if !c.runs() {
			continue
		}
		if err != nil {
			reference = append(reference, c.ID+" encoding error "+err.Error())
			generated = append(generated, c.ID+" encoding error "+err.Error())
			continue
		}
		var want Result
		paths.Reference(func() { want = fileOf(fs, c).evaluate(c, v, nil, []EvalOption{WithBudget(budget)}) })
		line := show(want)
		reference = append(reference, line)
		j := g.covered[k]
		if j < 0 {
			generated = append(generated, line)
			continue
		}
		gv, gs := g.ent.Eval(ptr, j, rt.NewGen(steps, memo))
		if g.ent.Always != nil && g.ent.Always[j] >= 0 && (!gv || gs.Err() != nil || gs.Cost != g.ent.Always[j]) {
			generated = append(generated, fmt.Sprintf("%s: registered as always true in %d steps, evaluated %v in %d, error %v",
				c.ID, g.ent.Always[j], gv, gs.Cost, gs.Err()))
			continue
		}
		switch {
		case gs.Over() && errors.Is(want.Err, ErrBudget):
			generated = append(generated, line) // the reference decides
		case gs.Over():
			generated = append(generated, fmt.Sprintf("%s: generated %d steps over the budget, the reference ran out of none", line, gs.Cost))
		default:
			var gerr *EvalError
			if e := gs.Err(); e != nil {
				gerr = evalError(e)
			}
			generated = append(generated, show(resultOf(c, Bool(gv), gerr)))
		}
	}
	return generated, reference, true
}

// fileOf returns the file of fs holding c.
func fileOf(fs []*File, c *Constraint) *File {
	for _, f := range fs {
		for i := range f.constraints {
			if &f.constraints[i] == c {
				return f
			}
		}
	}
	panic("constraint not in the files")
}

// GeneratedCoverage returns, for a document type (a pointer type) with a
// shipped constraint file, whether it registered generated code and the
// ids of the constraints that code covers.
func GeneratedCoverage(schema string, t reflect.Type) (registered bool, covered []string) {
	return GeneratedCoverageIn(hounfour.Contract700, schema, t)
}

// GeneratedCoverageIn is GeneratedCoverage for the files of contract c.
func GeneratedCoverageIn(c hounfour.Contract, schema string, t reflect.Type) (registered bool, covered []string) {
	registered = rt.Lookup(t) != nil
	sf := filesFor(contractIndex(c), schema)
	if sf == nil {
		return registered, nil
	}
	if g := newGenerated(sf, t); g != nil {
		for k, c := range constraintsOf(sf.fs) {
			if g.covered[k] >= 0 {
				covered = append(covered, c.ID)
			}
		}
	}
	return registered, covered
}

// PassingRun reports whether Apply's passing run decides that doc passes
// every constraint of severity sev of schema under the budget.
func PassingRun(schema string, doc any, sev Severity, budget int64) bool {
	sf := filesFor(contractIndex(hounfour.Contract700), schema)
	if sf == nil {
		return false
	}
	g := generatedFor(sf, doc)
	if g == nil {
		return false
	}
	ptr := reflect.ValueOf(doc).UnsafePointer()
	if g.ent.Check != nil && !g.ent.Check(ptr) {
		return false
	}
	return g.passing(ptr, sevIndex(sev), budgetSteps(budget), new(rt.Memo), nil, false).ok
}

// PassingRunApplies reports whether the passing run may decide documents
// of type t (a pointer type) of schema for severity sev: the type's
// generated code covers every compiled constraint of that severity.
func PassingRunApplies(schema string, t reflect.Type, sev Severity) bool {
	sf := filesFor(contractIndex(hounfour.Contract700), schema)
	if sf == nil {
		return false
	}
	g := newGenerated(sf, t)
	return g != nil && len(g.all[sevIndex(sev)]) > 0
}

// shippedFiles returns every shipped file of every contract, once.
func shippedFiles() []*File {
	var out []*File
	seen := map[*File]bool{}
	for _, s := range shippedSets() {
		for _, f := range s.files {
			if !seen[f] {
				seen[f] = true
				out = append(out, f)
			}
		}
	}
	return out
}

// ImpliedFalse evaluates on doc (a pointer to a library document), by the
// reference, every constraint of schema's files of contract c that the
// generated code of doc's type registered as true on every document its
// generated decoder accepts (Entry.Implied), and through the generated
// code: it returns n, the number evaluated, and a line for each that is
// not true both ways in the registered steps. A document whose value model
// cannot be built is not evaluated (Apply fails it closed first).
func ImpliedFalse(paths *pathmode.Switch, c hounfour.Contract, schema string, doc any) (bad []string, n int) {
	sf := filesFor(contractIndex(c), schema)
	if sf == nil {
		return nil, 0
	}
	g := generatedFor(sf, doc)
	if g == nil || g.ent.Implied == nil {
		return nil, 0
	}
	var v Value
	var err error
	paths.Reference(func() { v, err = fromDocument(doc) })
	if err != nil {
		return nil, 0
	}
	ptr := reflect.ValueOf(doc).UnsafePointer()
	for k, con := range constraintsOf(sf.fs) {
		j := g.covered[k]
		if j < 0 || g.ent.Implied[j] < 0 || !con.runs() {
			continue
		}
		n++
		var want Result
		paths.Reference(func() {
			want = fileOf(sf.fs, con).evaluate(con, v, nil, []EvalOption{WithBudget(codec.DefaultEvalBudget)})
		})
		gv, gs := g.ent.Eval(ptr, j, rt.NewGen(budgetSteps(codec.DefaultEvalBudget), nil))
		if want.Status != StatusPass || !gv || gs.Err() != nil || gs.Cost != g.ent.Implied[j] {
			bad = append(bad, fmt.Sprintf("%s: reference %s %v; generated %v in %d steps (registered %d), error %v",
				con.ID, want.Status, want.Err, gv, gs.Cost, g.ent.Implied[j], gs.Err()))
		}
	}
	return bad, n
}

// ImpliedSeverity returns, per severity (error, warning), the most steps
// of the constraints of schema's files of contract c when the generated
// code of the pointer type t found each true on every document or on
// every accepted one (Apply then skips them all on an accepted document),
// else -1.
func ImpliedSeverity(c hounfour.Contract, schema string, t reflect.Type) [2]int64 {
	sf := filesFor(contractIndex(c), schema)
	if sf == nil {
		return [2]int64{-1, -1}
	}
	g := newGenerated(sf, t)
	if g == nil {
		return [2]int64{-1, -1}
	}
	return g.implied
}

// FailingAndVisit runs Apply's passing run on doc (a pointer to a library
// document) for the files of contract c, severity sev, budget and the
// natively reported ids native, with every member passed, and, when it
// declines a document the failing run reports (the type's generated code
// covers every constraint of the severity and the document can be
// encoded), returns what the failing run reports and what the visit of
// every constraint (the route of a document a member of which failed)
// reports from the same stop. ok is false when the failing run does not
// apply or the passing run passed the document.
func FailingAndVisit(c hounfour.Contract, schema string, doc any, sev Severity, budget int64, native []string) (failing, visit []codec.Violation, ok bool) {
	sf := filesFor(contractIndex(c), schema)
	if sf == nil {
		return nil, nil, false
	}
	g := generatedFor(sf, doc)
	if g == nil {
		return nil, nil, false
	}
	ptr := reflect.ValueOf(doc).UnsafePointer()
	si := sevIndex(sev)
	ks := g.all[si]
	if ptr == nil || len(ks) == 0 || g.ent.Check != nil && !g.ent.Check(ptr) {
		return nil, nil, false
	}
	var steps int64
	run := func(report func(run *applyRun, st passStop, memo *rt.Memo)) []codec.Violation {
		return codec.RunRulesWithLimits(doc, sev == SeverityWarning, codec.Limits{EvalBudget: budget}, func(r *codec.Rules) {
			steps = budgetSteps(r.Limits().EvalBudget)
			var memo *rt.Memo
			if g.ent.Memos > 0 {
				memo = new(rt.Memo)
			}
			st := g.passing(ptr, si, steps, memo, native, r.Accepted())
			if st.ok {
				return
			}
			ok = true
			report(&applyRun{fs: sf.fs, doc: doc, r: r, sev: sev, native: native, budget: r.Limits().EvalBudget}, st, memo)
		})
	}
	failing = run(func(run *applyRun, st passStop, memo *rt.Memo) { g.failing(ptr, run, st, steps, memo, ks) })
	visit = run(func(run *applyRun, st passStop, memo *rt.Memo) { g.visit(ptr, run, st, steps, memo) })
	return failing, visit, ok
}

// ModelBuilds reports whether the value model of doc (a pointer to a
// library document) can be built, by the reference builder; and whether
// the check the generated code of doc's type registered (Entry.Check)
// passes, checked false when the type registered none.
func ModelBuilds(paths *pathmode.Switch, doc any) (built, checked, check bool) {
	var err error
	paths.Reference(func() { _, err = fromDocument(doc) })
	if ent := rt.Lookup(reflect.TypeOf(doc)); ent != nil && ent.Check != nil {
		checked, check = true, ent.Check(reflect.ValueOf(doc).UnsafePointer())
	}
	return err == nil, checked, check
}

// PassingBoth runs, on doc (a pointer to a library document whose schema
// has generated constraint code under contract c), the passing run of
// severity sev under the evaluation budget budget with the native ids
// native, as Apply runs it (passing: the constraints it evaluates listed
// ahead) and asking of each constraint (passingEach, its oracle), for a
// document the generated decoder accepted or not; ok is false when there
// is no generated code or passing run. The stops are formatted (the
// generated code's outcome but for its memo).
func PassingBoth(c hounfour.Contract, schema string, doc any, sev Severity, budget int64, native []string, accepted bool) (fast, slow string, ok bool) {
	sf := filesFor(contractIndex(c), schema)
	if sf == nil {
		return "", "", false
	}
	g := generatedFor(sf, doc)
	if g == nil {
		return "", "", false
	}
	ptr := reflect.ValueOf(doc).UnsafePointer()
	si := sevIndex(sev)
	if ptr == nil || len(g.all[si]) == 0 || g.always[si] >= 0 {
		return "", "", false
	}
	steps := budgetSteps(budget)
	run := func(f func(memo *rt.Memo) passStop) string {
		var memo *rt.Memo
		if g.ent.Memos > 0 {
			memo = new(rt.Memo)
		}
		st := f(memo)
		return fmt.Sprintf("{ok:%v at:%d evaluated:%v v:%v cost:%d limit:%d err:%v over:%v}",
			st.ok, st.at, st.evaluated, st.v, st.gs.Cost, st.gs.Limit, st.gs.Err(), st.gs.Over())
	}
	fast = run(func(memo *rt.Memo) passStop { return g.passing(ptr, si, steps, memo, native, accepted) })
	slow = run(func(memo *rt.Memo) passStop { return g.passingEach(ptr, g.all[si], steps, memo, native, accepted) })
	listed := g.evalWithout(si, accepted, native)
	if without := run(func(memo *rt.Memo) passStop {
		return g.passingWithout(ptr, si, steps, memo, listed, native, accepted)
	}); without != fast {
		// passingWithout must be passing: make the comparison fail.
		fast = "passingWithout " + without + " but passing " + fast
	}
	return fast, slow, true
}

// ShortcutRun runs, on doc (a pointer to a library document whose schema
// has generated constraint code under contract c), the passing run of the
// Meta.Constraint shortcut for error rules reporting native natively under
// the evaluation budget budget, as the shortcut's Passes makes it (a
// document within the default limits), and as Apply's passing run for an
// accepted document (passingWithout), and formats each outcome: whether
// it passed, else the stop recorded. ok is false when there is no
// generated code, no passing run (the constraints implied, or a type
// whose code records comparisons) or the native ids cover the file.
func ShortcutRun(c hounfour.Contract, schema string, doc any, budget int64, native []string) (fast, slow string, ok bool) {
	sf := filesFor(contractIndex(c), schema)
	if sf == nil || !anyOf(sf.fs, 0) {
		return "", "", false
	}
	g := generatedFor(sf, doc)
	if g == nil {
		return "", "", false
	}
	ptr := reflect.ValueOf(doc).UnsafePointer()
	steps := budgetSteps(budget)
	s := newShortcut(sf, g, reflect.TypeOf(doc), native)
	if ptr == nil || s.covers || allImplied(g, true, 0, steps) || g.ent.Memos != 0 {
		return "", "", false
	}
	stop := codec.ConstraintStop{At: -1}
	passed := s.passes(ptr, budget, true, &stop)
	fast = fmt.Sprintf("{ok:%v valid:%v at:%d evaluated:%v v:%v cost:%d limit:%d err:%v}", passed, stop.Valid,
		stop.At, stop.Evaluated, stop.V, stop.Cost, stop.Limit, (*rt.Err)(stop.Err))
	st := g.passingWithout(ptr, 0, steps, nil, s.listed, native, true)
	if st.ok {
		slow = fmt.Sprintf("{ok:true valid:false at:-1 evaluated:false v:false cost:0 limit:0 err:%v}", (*rt.Err)(nil))
	} else if !s.fails {
		slow = fmt.Sprintf("{ok:false valid:false at:-1 evaluated:false v:false cost:0 limit:0 err:%v}", (*rt.Err)(nil))
	} else {
		slow = fmt.Sprintf("{ok:false valid:true at:%d evaluated:%v v:%v cost:%d limit:%d err:%v}",
			st.at, st.evaluated, st.v, st.gs.Cost, st.gs.Limit, st.gs.Err())
	}
	return fast, slow, true
}
