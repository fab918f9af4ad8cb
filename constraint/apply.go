package constraint

import (
	"errors"
	"reflect"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// Apply: the shipped constraints in the validation of a library document
// type (constraintrt.Apply, whose documentation states the rules). The routes
// a constraint takes to its verdict:
//
//   - the generated code of the document's type (go generate writes it for
//     every constrained type, see internal/codecgen) when it covers the
//     constraint, the document can be encoded and the steps it counts fit
//     the budget in force;
//   - else the reference: the value model of the whole document, built from
//     the Go value, evaluated.
//
// When the generated code covers every constraint of the severity Apply
// reports, Apply first runs them all (the passing run): when each is true,
// raises no error and fits the budget, nothing would be reported (a
// constraint that would be skipped, reported natively or reading a member
// that failed its own checks, reports nothing either, since it passes) and
// Apply is done; any other outcome goes through the per-constraint routes
// above, which report it exactly. A document that cannot be encoded fails
// every runnable constraint (fail closed). On a document the generated
// decoder accepted (codec.Rules.Accepted: every member passed its own
// checks), a constraint the generator proved true from those checks alone
// (constraintrt.Entry.Implied, such as a required string's minimum length
// restated) passes unevaluated within its fixed steps, and when every
// constraint of the severity is such a one (or always true) Apply is done
// once the document is known to encode. Under codec.ModeReference every
// constraint takes the reference.

func init() {
	rt.ApplyHook = apply
	codec.ConstraintPasses = acceptedPasses
	rt.CheckRawHook = checkRaw
	rt.ParseHook = parseSyntax
	rt.SizeHook = visitSize
}

// applyContract is the index (contractIndex) of the contract whose shipped
// files Apply evaluates in the validation r runs: the validation's
// contract. It compares versions, not the contracts' names: it runs in
// every validation of a constrained type.
func applyContract(r *codec.Rules) int {
	if r.Version() >= codec.Contract870 {
		return index870
	}
	return index700
}

// The indexes of the contracts in contractDirs.
var (
	index700 = contractIndex(hounfour.Contract700)
	index870 = contractIndex(hounfour.Contract870)
)

// applyFiles returns the files of schema Apply evaluates under the contract
// of index ci: nil when the schema has none in that contract's set. It
// panics when the schema has none in any contract's set.
func applyFiles(ci int, schema string) *schemaFiles {
	if sf := filesFor(ci, schema); sf != nil {
		return sf
	}
	for ci := range contractDirs {
		if filesFor(ci, schema) != nil {
			return nil // a schema whose rules another contract has
		}
	}
	panic("constraintrt.Apply: no shipped constraint file for schema " + schema)
}

// apply is constraintrt.Apply.
func apply(schema string, doc any, r *codec.Rules, native []string) {
	sf := applyFiles(applyContract(r), schema)
	if sf == nil {
		return
	}
	fs := sf.fs
	sev, si := SeverityError, 0
	if r.Warning() {
		sev, si = SeverityWarning, 1
	}
	if !anyOf(fs, si) {
		return
	}
	budget := r.Limits().EvalBudget
	if !codec.Reference() {
		if len(native) > 0 && sf.nativeCovers(si, native) {
			return // (the reference finds each reported natively)
		}
		if g := generatedFor(sf, doc); g != nil {
			if ptr := reflect.ValueOf(doc).UnsafePointer(); ptr != nil {
				// A document the generated decoder read within the
				// default limits can be encoded (DecodedWithinDefaults):
				// its any-valued members are not read again.
				encodable := g.ent.Check == nil || r.DecodedWithinDefaults() || g.ent.Check(ptr)
				steps := budgetSteps(budget)
				if r.Accepted() && allImplied(g, encodable, si, steps) {
					return
				}
				var st passStop
				if encodable && g.ent.Memos == 0 {
					if st = g.passing(ptr, si, steps, nil, native, r.Accepted()); st.ok {
						return
					}
				}
				g.apply(ptr, encodable, &applyRun{fs: fs, doc: doc, r: r, sev: sev, native: native, budget: budget}, st)
				return
			}
		}
	}
	run := applyRun{fs: fs, doc: doc, r: r, sev: sev, native: native, budget: budget}
	run.reference()
}

// nativeCovers reports whether native, the ids the caller reports natively
// (not empty), holds every constraint of the severity of index si of sf's
// files that the library evaluates: Apply, which evaluates none of those,
// then has nothing to evaluate. The answer is kept for the list last given
// (callers pass the same list on every call).
func (sf *schemaFiles) nativeCovers(si int, native []string) bool {
	slot := &sf.native[si]
	if k := slot.Load(); k != nil && slices.Equal(k.ids, native) {
		return k.covers
	}
	sev := []Severity{SeverityError, SeverityWarning}[si]
	covers := true
	for _, f := range sf.fs {
		for i := range f.constraints {
			if c := &f.constraints[i]; c.Severity == sev && c.runs() && !slices.Contains(native, c.ID) {
				covers = false
			}
		}
	}
	slot.Store(&nativeIDs{ids: slices.Clone(native), covers: covers})
	return covers
}

// allImplied reports, for a document the generated decoder accepted, whose
// generated code g has the encodability encodable, whether every
// constraint of the severity of index si is true within steps (the
// budget): implied by the members' own checks.
func allImplied(g *generated, encodable bool, si int, steps int64) bool {
	return encodable && g.implied[si] >= 0 && g.implied[si] <= steps
}

// acceptedPasses is codec.ConstraintPasses: the Meta.Constraint shortcut
// of the documents of schema whose value pointers have type t under the
// contract c, whose Rules pass native, the ids of the constraints they
// report natively (Meta.ConstraintNative), to Apply. What does not depend
// on the document is looked up here, once.
//
// Its Passes reports whether Apply on such a document at ptr with the
// Rules of an accepted document's error rules, under the evaluation budget
// budget (Limits.EvalBudget) and limits within the defaults when
// withinDefaults (Rules.DecodedWithinDefaults), would report nothing. It
// follows apply's steps up to a return that reports nothing: at once (no
// constraint of the severity, native covering every one, or each implied),
// or after a passing run. When that passing run stops, Apply would report
// by failing from its stop (the generated code covers every constraint of
// the severity and every member passed): Passes records the stop, and
// Report reports what that failing would, without Apply's look-ups or a
// second passing run.
func acceptedPasses(schema string, t reflect.Type, native []string, c codec.Version) codec.ConstraintShortcut {
	ci := index700
	if c >= codec.Contract870 {
		ci = index870
	}
	sf := applyFiles(ci, schema)
	if sf == nil || !anyOf(sf.fs, 0) {
		// No constraint of the severity in the contract's set.
		return codec.ConstraintShortcut{Passes: func(unsafe.Pointer, int64, bool, *codec.ConstraintStop) bool { return true }}
	}
	g := generatedForType(sf, t)
	if g == nil {
		return codec.ConstraintShortcut{Passes: func(unsafe.Pointer, int64, bool, *codec.ConstraintStop) bool { return false }}
	}
	s := newShortcut(sf, g, t, native)
	return codec.ConstraintShortcut{Passes: s.passes, Report: s.report}
}

// newShortcut returns the shortcut of the files sf, whose generated code
// for the pointer type t is g, for Rules that report native natively.
func newShortcut(sf *schemaFiles, g *generated, t reflect.Type, native []string) *shortcut {
	// The shortcut's native ids are its own: whether they cover the
	// file, and the passing run's list without them, are known now.
	s := &shortcut{sf: sf, g: g, typ: t, native: native,
		covers: len(native) > 0 && sf.nativeCovers(0, native),
		listed: g.evalWithout(0, true, native),
		fails:  len(g.all[0]) > 0,
	}
	return s
}

// shortcut is the Meta.Constraint shortcut of one document type under one
// contract's files (acceptedPasses).
type shortcut struct {
	sf     *schemaFiles
	g      *generated
	typ    reflect.Type // the pointer type
	native []string
	covers bool  // the native ids cover the file (nativeCovers)
	listed []int // the passing run's constraints without native ones (evalWithout)
	// fails: Apply reports a stopped passing run by failing (the
	// generated code covers every constraint of the severity; every
	// member passed: Rules.AllOK).
	fails bool
}

// passes is codec.ConstraintShortcut.Passes (see acceptedPasses).
func (s *shortcut) passes(ptr unsafe.Pointer, budget int64, withinDefaults bool, stop *codec.ConstraintStop) bool {
	if codec.Reference() || ptr == nil {
		return false
	}
	if s.covers {
		return true
	}
	g := s.g
	steps := budgetSteps(budget)
	if allImplied(g, true, 0, steps) {
		// (Before the encodability check, which Apply then makes: a type
		// whose constraints its members do not imply does not check its
		// raw members here and again in Apply.)
		return g.ent.Check == nil || withinDefaults || g.ent.Check(ptr)
	}
	if g.ent.Memos != 0 || !(g.ent.Check == nil || withinDefaults || g.ent.Check(ptr)) {
		return false
	}
	st := g.passingWithout(ptr, 0, steps, nil, s.listed, s.native, true)
	if st.ok {
		return true
	}
	if s.fails {
		*stop = codec.ConstraintStop{Valid: true, Evaluated: st.evaluated, V: st.v, At: st.at,
			Cost: st.gs.Cost, Limit: st.gs.Limit, Err: unsafe.Pointer(st.gs.Err())}
	}
	return false
}

// report is codec.ConstraintShortcut.Report: what Apply reports after the
// passing run passes made stopped at stop, by failing.
func (s *shortcut) report(ptr unsafe.Pointer, r *codec.Rules, stop *codec.ConstraintStop) {
	st := passStop{at: stop.At, evaluated: stop.Evaluated, v: stop.V,
		gs: rt.GenOf(stop.Cost, stop.Limit, (*rt.Err)(stop.Err))}
	s.g.failingListed(ptr, s, r, st)
}

// applyRun is one call of Apply.
type applyRun struct {
	fs []*File
	// The document: doc, else (nil) the pointer ptr of type typ.
	doc    any
	typ    reflect.Type
	ptr    unsafe.Pointer
	r      *codec.Rules
	sev    Severity
	native []string
	budget int64 // the evaluation budget of the limits
	// The document's value model, built on first use.
	built  bool
	v      Value
	encErr error
}

// each calls fn, in report order, with the constraints the call evaluates
// on the document (file, constraint, number in the schema): those of its
// severity, compiled, not reported natively and runnable.
func (a *applyRun) each(fn func(f *File, c *Constraint, k int)) {
	// When every member passed its own checks, every constraint may run.
	allOK := a.r.AllOK()
	k := 0
	for _, f := range a.fs {
		for i := range f.constraints {
			if c := &f.constraints[i]; applies(f, c, a.sev, a.native, allOK, a.r) {
				fn(f, c, k+i)
			}
		}
		k += len(f.constraints)
	}
}

// reference evaluates and reports every constraint of the call by the
// reference.
func (a *applyRun) reference() {
	a.each(func(f *File, c *Constraint, _ int) { a.evaluate(f, c) })
}

// evaluate evaluates constraint c of f on the document's value model and
// reports it. A document that cannot be encoded fails closed.
func (a *applyRun) evaluate(f *File, c *Constraint) {
	if !a.built {
		a.built = true
		if a.doc == nil {
			a.doc = reflect.NewAt(a.typ.Elem(), a.ptr).Interface()
		}
		a.v, a.encErr = fromDocument(a.doc)
		a.v = bindScalar(a.fs, a.v)
	}
	if a.encErr != nil {
		a.r.Report(c.ID, c.Text())
		return
	}
	opts := defaultBudgetOpts
	if a.budget != codec.DefaultEvalBudget {
		opts = []EvalOption{WithBudget(a.budget)}
	}
	res := f.evaluate(c, a.v, nil, opts)
	switch {
	case errors.Is(res.Err, ErrBudget), errors.Is(res.Err, ErrDigits):
		a.reportError(c, res.Err)
	case res.failing(a.sev):
		a.r.Report(c.ID, c.Text())
	}
}

// reportError adds what an evaluation error of constraint c says.
func (a *applyRun) reportError(c *Constraint, err error) {
	switch {
	case errors.Is(err, ErrBudget):
		a.r.Report(codec.RuleLimitBudget, "Constraint "+c.ID+" exceeded the evaluation budget of "+
			strconv.FormatInt(a.budget, 10)+" steps")
	case errors.Is(err, ErrDigits):
		a.r.Report(codec.RuleLimitDigits, "Constraint "+c.ID+": "+err.Error())
	default:
		a.r.Report(c.ID, c.Text())
	}
}

// anyOf reports whether the files have a constraint the library evaluates
// of the severity of index si (sevIndex; else Apply has nothing to
// evaluate).
func anyOf(fs []*File, si int) bool {
	for _, f := range fs {
		if f.runs[si] > 0 {
			return true
		}
	}
	return false
}

// defaultBudgetOpts are the options of an evaluation under the default
// budget, made once.
var defaultBudgetOpts = []EvalOption{WithBudget(codec.DefaultEvalBudget)}

// applies reports whether Apply evaluates constraint c of f in rule
// function r of severity sev: it has that severity, the library evaluates
// it (it compiled, or is a native check the library evaluates, and is not
// runtime-deferred), it is not reported natively and is runnable (allOK:
// every member passed).
func applies(f *File, c *Constraint, sev Severity, native []string, allOK bool, r *codec.Rules) bool {
	return c.Severity == sev && c.runs() && !(len(native) > 0 && slices.Contains(native, c.ID)) &&
		(allOK || runnable(f, c, r))
}

// runnable applies the run condition to one constraint: it runs only when
// every top-level member its check reads passed its own checks. Through a
// document alias it reads the members its fields list (those its builtin
// reads, or the member a path names after the alias), every member when it
// lists none.
func runnable(f *File, c *Constraint, r *codec.Rules) bool {
	for _, name := range c.check(nil).reads {
		switch {
		case r.Declares(name):
			if !r.OK(name) {
				return false
			}
		case slices.Contains(f.aliases, name):
			if len(c.Fields) == 0 {
				if !r.AllOK() {
					return false
				}
				continue
			}
			for _, m := range c.Fields {
				if r.Declares(m) && !r.OK(m) {
					return false
				}
			}
		}
	}
	return true
}

// generated is the generated code of one document type for the files of
// its schema in one contract's set.
type generated struct {
	typ reflect.Type // the pointer type
	ent *rt.Entry
	// covered holds, per constraint number, the number of the code's case
	// that evaluates it, -1 when none does.
	covered []int
	// ids holds the id of each constraint, by number.
	ids []string
	// cons and files hold each constraint and its file, by number.
	cons  []*Constraint
	files []*File
	// Per severity: the numbers of the constraints of that severity when
	// the code covers every compiled one, else nil (the passing run).
	all [2][]int
	// Per severity: when the code found each of them true on every
	// document (Entry.Always), the most steps one takes, else -1.
	always [2]int64
	// Per severity: when the code found each of them true on every
	// document (Entry.Always) or on every document the generated decoder
	// accepts (Entry.Implied), the most steps one takes, else -1.
	implied [2]int64
	// Per severity and per [any document, accepted document]: the
	// numbers of all that a passing run evaluates, in order (those not
	// found true on every such document: Entry.Always, and for an
	// accepted one Entry.Implied), and the most steps one of the others
	// takes (-1: none), within which the passing run skips them all
	// (passing).
	eval      [2][2][]int
	skipSteps [2][2]int64
}

// genCache holds, for the files of a schema in a contract's set, the
// generated code of the types Apply met.
type genCache struct {
	last atomic.Pointer[generated]
	all  sync.Map // reflect.Type → *generated (nil: none)
}

// generatedFor returns the generated code of doc's type for sf, or nil.
func generatedFor(sf *schemaFiles, doc any) *generated {
	return generatedForType(sf, reflect.TypeOf(doc))
}

// generatedForType returns the generated code of the type t for sf, or
// nil.
func generatedForType(sf *schemaFiles, t reflect.Type) *generated {
	c := &sf.gen
	if g := c.last.Load(); g != nil && g.typ == t {
		return g
	}
	if g, ok := c.all.Load(t); ok {
		gen := g.(*generated)
		if gen != nil {
			c.last.Store(gen)
		}
		return gen
	}
	gen := newGenerated(sf, t)
	c.all.Store(t, gen)
	if gen != nil {
		c.last.Store(gen)
	}
	return gen
}

// newGenerated returns the generated code of the pointer type t for sf, or
// nil when t has none or it covers no constraint. The code has a case per
// distinct expression of the schema's files in every contract's set; a
// constraint is covered by the case written from its expression's text
// (Entry.Sums).
func newGenerated(sf *schemaFiles, t reflect.Type) *generated {
	if t == nil || t.Kind() != reflect.Pointer {
		return nil
	}
	ent := rt.Lookup(t)
	if ent == nil {
		return nil
	}
	if filesFor(sf.ci, ent.Schema) != sf {
		return nil // registered for another schema
	}
	cases := make(map[uint32]int, len(ent.Sums))
	for j, sum := range ent.Sums {
		if sum != 0 {
			cases[sum] = j
		}
	}
	fs := sf.fs
	g := &generated{typ: t, ent: ent}
	some := false
	for _, f := range fs {
		for i := range f.constraints {
			c := &f.constraints[i]
			j, ok := cases[rt.ExprSum(c.Expression)]
			if c.Expr == nil || !ok {
				j = -1
			}
			g.covered = append(g.covered, j)
			g.ids = append(g.ids, c.ID)
			g.cons = append(g.cons, c)
			g.files = append(g.files, f)
			some = some || j >= 0
		}
	}
	if !some {
		return nil
	}
	for s, sev := range []Severity{SeverityError, SeverityWarning} {
		var ks []int
		for k, c := range constraintsOf(fs) {
			if c.Severity == sev && c.runs() {
				if g.covered[k] < 0 {
					ks = nil
					break
				}
				ks = append(ks, k)
			}
		}
		g.all[s], g.always[s] = ks, -1
		if len(ks) > 0 && ent.Always != nil {
			for _, k := range ks {
				if ent.Always[g.covered[k]] < 0 {
					g.always[s] = -1
					break
				}
				g.always[s] = max(g.always[s], ent.Always[g.covered[k]])
			}
		}
		g.implied[s] = -1
		for _, k := range ks {
			n := impliedSteps(ent, g.covered[k])
			if n < 0 {
				g.implied[s] = -1
				break
			}
			g.implied[s] = max(g.implied[s], n)
		}
		for a, accepted := range []bool{false, true} {
			g.skipSteps[s][a] = -1
			for _, k := range ks {
				if j := g.covered[k]; skipped(ent, j, accepted) {
					g.skipSteps[s][a] = max(g.skipSteps[s][a], impliedSteps(ent, j))
				} else {
					g.eval[s][a] = append(g.eval[s][a], k)
				}
			}
		}
	}
	return g
}

// skipped reports whether a passing run skips case j of ent, found true
// on every document (Entry.Always) or, with accepted, on every document the
// generated decoder accepts (Entry.Implied).
func skipped(ent *rt.Entry, j int, accepted bool) bool {
	return ent.Always != nil && ent.Always[j] >= 0 || accepted && ent.Implied != nil && ent.Implied[j] >= 0
}

// impliedSteps returns the steps of case j of ent when the code found it
// true on every document (Entry.Always) or on every document the generated
// decoder accepts (Entry.Implied), else -1.
func impliedSteps(ent *rt.Entry, j int) int64 {
	switch {
	case ent.Always != nil && ent.Always[j] >= 0:
		return ent.Always[j]
	case ent.Implied != nil:
		return ent.Implied[j]
	}
	return -1
}

// constraintsOf yields the constraints of the files with their numbers.
func constraintsOf(fs []*File) func(yield func(int, *Constraint) bool) {
	return func(yield func(int, *Constraint) bool) {
		k := 0
		for _, f := range fs {
			for i := range f.constraints {
				if !yield(k, &f.constraints[i]) {
					return
				}
				k++
			}
		}
	}
}

var memos = sync.Pool{New: func() any { return new(rt.Memo) }}

// apply evaluates and reports the constraints of run on the document at
// ptr (encodable: the generated check passed) by the generated code, the
// reference where it does not decide. The passing run, for a type whose
// code records no comparisons, was made already and stopped at st (zero
// when it was not made): the constraints it found passing before its stop
// report nothing and are not evaluated again, and the one it stopped at
// reports what that run found when it decided. When every member passed
// its own checks and the code covers every constraint of the severity, the
// rest are reported by failing, else by visit: the same reports (the
// tests compare the two, and both with the reference).
func (g *generated) apply(ptr unsafe.Pointer, encodable bool, run *applyRun, st passStop) {
	if !encodable {
		// The document cannot be encoded: every runnable constraint fails.
		run.each(func(_ *File, c *Constraint, _ int) { run.r.Report(c.ID, c.Text()) })
		return
	}
	steps := budgetSteps(run.budget)
	var memo *rt.Memo
	if g.ent.Memos > 0 {
		memo = memos.Get().(*rt.Memo)
		defer func() {
			memo.Reset()
			memos.Put(memo)
		}()
		if st = g.passing(ptr, sevIndex(run.sev), steps, memo, run.native, run.r.Accepted()); st.ok {
			return
		}
	}
	if ks := g.all[sevIndex(run.sev)]; len(ks) > 0 && run.r.AllOK() {
		g.failing(ptr, run, st, steps, memo, ks)
		return
	}
	g.visit(ptr, run, st, steps, memo)
}

// visit reports the constraints of run on the document at ptr after a
// passing run that stopped at st (zero when none was made), visiting them
// with each: those below st.at passed, the one at st.at reports the passing
// run's evaluation when it made one, and every later one is evaluated once
// by the generated code where it covers it and has the steps, else by the
// reference.
func (g *generated) visit(ptr unsafe.Pointer, run *applyRun, st passStop, steps int64, memo *rt.Memo) {
	run.each(func(f *File, c *Constraint, k int) {
		if k < st.at {
			return // passed in the passing run
		}
		if j := g.covered[k]; j >= 0 {
			v, gs := st.v, st.gs
			if k != st.at || !st.evaluated {
				v, gs = g.ent.Eval(ptr, j, rt.NewGen(steps, memo))
			}
			if !gs.Over() {
				switch err := gs.Err(); {
				case err != nil:
					run.reportError(c, evalError(err))
				case !v:
					run.r.Report(c.ID, c.Text())
				}
				return
			}
		}
		run.evaluate(f, c)
	})
}

// failing reports the constraints of run on the document at ptr after a
// passing run that stopped at st, when every member passed its own checks
// and the code covers every constraint of the severity: ks, their numbers
// (generated.all). Those are then the constraints each visits (every one
// runnable, none of another severity or not compiled), so failing visits
// them in the same order without asking applies of each, skips those
// reported natively as each does, and reports what apply's visit would:
// the constraints below st.at passed, the one at st.at reports the passing
// run's evaluation when it made one, and every later one is evaluated once
// by the generated code, by the reference where that runs out of steps.
func (g *generated) failing(ptr unsafe.Pointer, run *applyRun, st passStop, steps int64, memo *rt.Memo, ks []int) {
	native := run.native
	for _, k := range ks {
		if k < st.at {
			continue // passed in the passing run
		}
		c := g.cons[k]
		if len(native) > 0 && slices.Contains(native, c.ID) {
			continue
		}
		v, gs := st.v, st.gs
		if k != st.at || !st.evaluated {
			v, gs = g.ent.Eval(ptr, g.covered[k], rt.NewGen(steps, memo))
		}
		if gs.Over() {
			run.evaluate(g.files[k], c)
			continue
		}
		switch err := gs.Err(); {
		case err != nil:
			run.reportError(c, evalError(err))
		case !v:
			run.r.Report(c.ID, c.Text())
		}
	}
}

// failingListed is failing for the error rules r of a document of the
// shortcut s (one the generated decoder accepted, every member passed),
// after the passing run given s.listed (evalWithout(0, true, s.native))
// stopped at st. When no constraint that run skips can stop it (each takes
// at most the steps given), each of those would pass here too, so failing
// visits the listed ones only; else every constraint of the severity.
func (g *generated) failingListed(ptr unsafe.Pointer, s *shortcut, r *codec.Rules, st passStop) {
	budget := r.Limits().EvalBudget
	steps := budgetSteps(budget)
	ks := s.listed
	if g.always[0] >= 0 || g.skipSteps[0][1] > steps {
		ks = g.all[0]
	}
	// (The run stays on the stack: failing keeps no pointer to it.)
	run := applyRun{fs: s.sf.fs, typ: s.typ, ptr: ptr, r: r, sev: SeverityError, native: s.native, budget: budget}
	g.failing(ptr, &run, st, steps, nil, ks)
}

// passing reports whether every constraint of the severity of index si
// (sevIndex) passes on the document at ptr by the generated code, under a
// budget of steps: true, no evaluation error, within the budget. False
// means "not known". The constraints the caller reports natively are not
// evaluated: Apply never reports them, so they cannot change its outcome
// (a native check may be a cheaper or different reading of the rule, as
// the decision artifact's claim graph is).
//
// With accepted (the document is one the generated decoder accepted), the
// constraints the code found true on every such document (Entry.Implied)
// pass without an evaluation, as those true on every document do.
//
// When not ok, the stop says where the run stopped: every constraint of
// the severity numbered below at passed (or is reported natively), and
// with evaluated, the generated code's evaluation of constraint at gave v
// and gs.
func (g *generated) passing(ptr unsafe.Pointer, si int, steps int64, memo *rt.Memo, native []string, accepted bool) passStop {
	a := 0
	if accepted {
		a = 1
	}
	return g.passingIn(ptr, si, steps, memo, g.eval[si][a], native, native, accepted)
}

// evalWithout returns the numbers of the constraints a passing run of the
// severity of index si evaluates (for accepted documents or not) that are
// not among native, in order.
func (g *generated) evalWithout(si int, accepted bool, native []string) []int {
	a := 0
	if accepted {
		a = 1
	}
	var out []int
	for _, k := range g.eval[si][a] {
		if !slices.Contains(native, g.ids[k]) {
			out = append(out, k)
		}
	}
	return out
}

// passingWithout is passing given listed, evalWithout(si, accepted,
// native): within the skipped constraints' steps it evaluates the listed
// ones without looking each up among native.
func (g *generated) passingWithout(ptr unsafe.Pointer, si int, steps int64, memo *rt.Memo, listed []int, native []string, accepted bool) passStop {
	return g.passingIn(ptr, si, steps, memo, listed, nil, native, accepted)
}

// passingIn is passing, whose listed constraints (those it evaluates when
// no skipped constraint can stop the run) are listed less those among
// skip.
func (g *generated) passingIn(ptr unsafe.Pointer, si int, steps int64, memo *rt.Memo, listed []int, skip, native []string, accepted bool) passStop {
	if g.always[si] >= 0 {
		return passStop{ok: g.always[si] <= steps}
	}
	ks := g.all[si]
	if len(ks) == 0 {
		return passStop{}
	}
	a := 0
	if accepted {
		a = 1
	}
	if g.skipSteps[si][a] <= steps {
		// No skipped constraint can stop the run (each takes at most the
		// steps given): the run is that of the others, in their order.
		for _, k := range listed {
			if len(skip) > 0 && slices.Contains(skip, g.ids[k]) {
				continue
			}
			if v, gs := g.ent.Eval(ptr, g.covered[k], rt.NewGen(steps, memo)); !v || gs.Err() != nil || gs.Over() {
				return passStop{at: k, evaluated: true, v: v, gs: gs}
			}
		}
		return passStop{ok: true}
	}
	return g.passingEach(ptr, ks, steps, memo, native, accepted)
}

// passingEach is passing asking of each constraint of ks (all of the
// severity) whether it is native, skipped (and within the steps) or to
// evaluate.
func (g *generated) passingEach(ptr unsafe.Pointer, ks []int, steps int64, memo *rt.Memo, native []string, accepted bool) passStop {
	for _, k := range ks {
		if len(native) > 0 && slices.Contains(native, g.ids[k]) {
			continue
		}
		j := g.covered[k]
		if skipped(g.ent, j, accepted) {
			if impliedSteps(g.ent, j) > steps {
				return passStop{at: k}
			}
			continue
		}
		if v, gs := g.ent.Eval(ptr, j, rt.NewGen(steps, memo)); !v || gs.Err() != nil || gs.Over() {
			return passStop{at: k, evaluated: true, v: v, gs: gs}
		}
	}
	return passStop{ok: true}
}

// passStop is the outcome of a passing run (see passing).
type passStop struct {
	ok        bool
	at        int // the number of the constraint the run stopped at
	evaluated bool
	v         bool
	gs        rt.Gen
}

// evalError is the *EvalError of an error raised in generated code.
func evalError(err *rt.Err) *EvalError {
	e := &EvalError{Func: err.Func, Msg: err.Msg}
	if err.Digits {
		e.Err = ErrDigits
	}
	return e
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

// Check evaluates every shipped constraint of a schema on a library
// document (any value ValueOf accepts) and returns every constraint's
// result, every severity, evaluation errors, skipped and deferred
// constraints included, in file order: the CheckConstraints methods of the
// domain types return its Results. The files are those of the contract
// WithContract selects, else of the default contract.
//
// The error is ErrUnknownSchema (with an empty report) for a schema without
// a shipped file. When the document cannot be encoded, every constraint the
// library evaluates has status error and the error says why.
func Check(schema string, doc any, opts ...EvalOption) (Report, error) {
	fs := schemaFilesOf(schema, opts)
	if len(fs) == 0 {
		return Report{}, unknownSchema(schema)
	}
	v, err := ValueOf(doc)
	if err == nil {
		v = bindScalar(fs, v)
	}
	if err == nil && v.k != KindObject {
		err = notObject(v)
	}
	if err != nil {
		rep := Report{SchemaID: fs[0].schemaID}
		for _, f := range fs {
			for i := range f.constraints {
				c := &f.constraints[i]
				res := Result{ID: c.ID, Severity: c.Severity, Status: StatusError, Message: c.Text(), Err: err}
				switch {
				case c.Deferred():
					res.Status, res.Err = StatusDeferred, nil
				case !c.runs():
					res.Status, res.Err = StatusSkipped, c.notRun()
				}
				rep.Results = append(rep.Results, res)
			}
		}
		return rep, err
	}
	return evaluateFiles(fs, v, opts)
}
