package constraint

import (
	"errors"
	"reflect"
	"slices"
	"strconv"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// Apply adds the shipped constraint rules of a schema to the validation of a
// library document type. Call it from both rule functions the type registers with
// the codec; it reports what fits the function it runs in:
//
//   - in Rules, every error-severity constraint that fails or raises an
//     evaluation error becomes a violation;
//   - in Warnings, every warning-severity constraint that does so becomes a
//     warning.
//
// The rule id is the constraint id, the message the constraint's text
// (message, else description, else id) and the path the object's own path.
// Each constraint is evaluated with the evaluation budget of the limits the
// validation runs under (codec.Rules.Limits, hounfour.Limits.EvalBudget); a
// constraint that runs out of steps reports the violation limit-eval-budget
// instead of its own.
// Files come in file-name order, constraints in file order; constraints
// that did not compile add nothing. A constraint runs only when every
// top-level member its expression reads passed its own checks: a member the type does not declare counts as passed, and a
// document alias (saga, proposal) reads every member. The document is
// encoded with the library's default encoding and evaluated with the
// default options (aliases bound, no previous state).
//
// Wiring, for a type T with schema name "bridge-transfer-saga":
//
//	var _ = codec.Register(codec.Meta[BridgeTransferSaga]{
//		Schema:   "bridge-transfer-saga",
//		Rules:    func(s *BridgeTransferSaga, r *codec.Rules) { constraint.Apply("bridge-transfer-saga", s, r) },
//		Warnings: func(s *BridgeTransferSaga, r *codec.Rules) { constraint.Apply("bridge-transfer-saga", s, r) },
//	})
//
// A type with native rules calls them first (constraint rules come after
// cross-field rules). A type whose native warning has the
// same id as a warning-severity constraint (BillingEntry)
// reports it natively and calls Apply only from Rules, or passes the ids it
// reports natively as native: constraints with those ids are skipped, so a
// finding is reported once. doc must be a
// pointer to the value being checked. Apply panics when the schema has no
// shipped file: that is a programming error, like an unknown member name in
// codec.Rules.OK.
func Apply(schema string, doc any, r *codec.Rules, native ...string) {
	fs := filesFor(schema)
	if len(fs) == 0 {
		panic("constraint.Apply: no shipped constraint file for schema " + schema)
	}
	sev := SeverityError
	if r.Warning() {
		sev = SeverityWarning
	}
	if !anyOf(fs, sev) || quietOn(fs, sev, doc, r.Limits().EvalBudget) ||
		passingRun(fs, sev, doc, r.Limits().EvalBudget) {
		return
	}
	run := newApplyRun(fs, doc, r, sev, native)
	// The compiled evaluation when the document's type has one (decided at
	// the first constraint to evaluate), else the value model.
	var cr compiledRun
	compiled, decided := false, false
	var v Value
	var encErr error
	encoded := false
	// The fast path builds the value into slabs kept from earlier
	// documents: nothing of v outlives this call.
	var bld *builder
	for f, i := range run.pending {
		c := &f.constraints[i]
		if !decided {
			decided = true
			compiled = !codec.Reference() && !compiledOff && cr.start(&run)
		}
		if compiled {
			cr.apply(&run, f, i, c)
			continue
		}
		if !encoded {
			if codec.Reference() {
				v, encErr = fromDocument(doc)
			} else {
				bld = builders.Get().(*builder)
				v, encErr = bld.build(doc, readsOf(fs, sev))
			}
			encoded = true
		}
		// A document that cannot be encoded fails closed: every runnable
		// constraint counts as an evaluation error.
		if encErr != nil {
			r.Report(c.ID, c.Text())
			continue
		}
		report(r, c, f.evaluate(c, v, run.opts), sev, run.budget)
	}
	cr.finish()
	if bld != nil {
		bld.release(true) // nothing built above outlives this call
	}
}

// applyRun is one call of Apply.
type applyRun struct {
	fs     []*File
	doc    any
	r      *codec.Rules
	sev    Severity
	native []string
	budget int64        // the evaluation budget of the limits
	opts   []EvalOption // the options of an evaluation under it
}

func newApplyRun(fs []*File, doc any, r *codec.Rules, sev Severity, native []string) applyRun {
	a := applyRun{fs: fs, doc: doc, r: r, sev: sev, native: native, budget: r.Limits().EvalBudget, opts: defaultBudgetOpts}
	if a.budget != codec.DefaultEvalBudget {
		a.opts = []EvalOption{WithBudget(a.budget)}
	}
	return a
}

// pending yields, in report order, the constraints the call evaluates on
// the document (file, index): those of its severity, compiled, not
// reported natively and runnable. A constraint guarded by _previous whose
// result the empty object gives (guard.go) it reports itself.
func (a *applyRun) pending(yield func(f *File, i int) bool) {
	var guard prevGuard
	// When every member passed its own checks, every constraint may run.
	allOK := a.r.AllOK()
	for _, f := range a.fs {
		for i := range f.constraints {
			c := &f.constraints[i]
			if !applies(f, c, a.sev, a.native, allOK, a.r) {
				continue
			}
			if guard.applies(f, c, a.doc) {
				report(a.r, c, f.evaluateGuarded(c, a.budget, a.opts), a.sev, a.budget)
				continue
			}
			if !yield(f, i) {
				return
			}
		}
	}
}

// anyOf reports whether the files have a compiled constraint of severity
// sev (else Apply has nothing to evaluate).
func anyOf(fs []*File, sev Severity) bool {
	for _, f := range fs {
		if f.compiled[sevIndex(sev)] > 0 {
			return true
		}
	}
	return false
}

// prevGuard decides, once per document, whether the constraints guarded by
// _previous == null take their result on the empty object (guard.go): not
// under the reference, nor for a file whose constraints read the document
// as _previous, nor for a type that may have a _previous member.
type prevGuard struct {
	state int8 // 1: doc can have no _previous member, 2: it may; 0: not known yet
}

func (g *prevGuard) applies(f *File, c *Constraint, doc any) bool {
	if !c.Expr.prevGuarded || codec.Reference() || slices.Contains(f.aliases, "_previous") {
		return false
	}
	if g.state == 0 {
		g.state = 2
		if neverHasPrevious(f, doc) {
			g.state = 1
		}
	}
	return g.state == 1
}

// compiledOff turns the compiled evaluation off (tests and benchmarks
// compare it with the evaluation on the value model).
var compiledOff bool

// report adds what the result of constraint c says to r.
func report(r *codec.Rules, c *Constraint, res Result, sev Severity, budget int64) {
	switch {
	case errors.Is(res.Err, ErrBudget), errors.Is(res.Err, ErrDigits):
		reportError(r, c, res.Err, budget)
	case res.failing(sev):
		r.Report(c.ID, c.Text())
	}
}

// reportError adds what an evaluation error of constraint c says to r.
func reportError(r *codec.Rules, c *Constraint, err error, budget int64) {
	switch {
	case errors.Is(err, ErrBudget):
		r.Report(codec.RuleLimitBudget, "Constraint "+c.ID+" exceeded the evaluation budget of "+
			strconv.FormatInt(budget, 10)+" steps")
	case errors.Is(err, ErrDigits):
		r.Report(codec.RuleLimitDigits, "Constraint "+c.ID+": "+err.Error())
	default:
		r.Report(c.ID, c.Text())
	}
}

// defaultBudgetOpts are the options of an evaluation under the default
// budget, made once.
var defaultBudgetOpts = []EvalOption{WithBudget(codec.DefaultEvalBudget)}

// readSet is what the constraints of one severity of a schema's files can
// see of a document: the top-level members they read, or (all) the whole
// document, which an alias gives them.
type readSet struct {
	all    bool
	names  map[string]bool
	filter *codec.ReadFilter // selects the members read
}

// readsOf returns the read set of the constraints of severity sev of fs,
// the files of one schema, kept with the first file. The root member
// _previous, which the temporal builtins read, is always part of it.
func readsOf(fs []*File, sev Severity) *readSet {
	slot := &fs[0].readSets[0]
	if sev == SeverityWarning {
		slot = &fs[0].readSets[1]
	}
	if rs := slot.Load(); rs != nil {
		return rs
	}
	rs := &readSet{names: map[string]bool{"_previous": true}}
	for _, f := range fs {
		for i := range f.constraints {
			c := &f.constraints[i]
			if c.Severity != sev || c.Expr == nil {
				continue
			}
			for _, name := range c.Expr.reads {
				rs.names[name] = true
				if slices.Contains(f.aliases, name) {
					rs.all = true
				}
			}
		}
	}
	rs.filter = codec.NewReadFilter(func(name string) bool { return rs.all || rs.names[name] })
	slot.Store(rs)
	return rs
}

// applies reports whether Apply evaluates constraint c of f in rule
// function r of severity sev: it has that severity, compiled, is not
// reported natively and is runnable (allOK: every member passed).
func applies(f *File, c *Constraint, sev Severity, native []string, allOK bool, r *codec.Rules) bool {
	return c.Severity == sev && c.Expr != nil && !(len(native) > 0 && slices.Contains(native, c.ID)) &&
		(allOK || runnable(f, c, r))
}

// runnable applies the run condition to one constraint: it runs only when
// every top-level member its expression reads passed its own checks.
func runnable(f *File, c *Constraint, r *codec.Rules) bool {
	for _, name := range c.Expr.reads {
		switch {
		case r.Declares(name):
			if !r.OK(name) {
				return false
			}
		case slices.Contains(f.aliases, name):
			if !r.AllOK() {
				return false
			}
		}
	}
	return true
}

// Check evaluates every shipped constraint of a schema on a library
// document (any value ValueOf accepts) and returns every constraint's
// result, both severities, evaluation errors and skipped constraints
// included, in file order: the CheckConstraints methods of the domain types
// return its Results.
//
// The error is ErrUnknownSchema (with an empty report) for a schema without
// a shipped file. When the document cannot be encoded, every compiled
// constraint has status error and the error says why.
func Check(schema string, doc any, opts ...EvalOption) (Report, error) {
	fs := shipped().bySchema[schema]
	if len(fs) == 0 {
		return Report{}, unknownSchema(schema)
	}
	v, err := ValueOf(doc)
	if err == nil && v.k != KindObject {
		err = notObject(v)
	}
	if err != nil {
		rep := Report{SchemaID: fs[0].schemaID}
		for _, f := range fs {
			for i := range f.constraints {
				c := &f.constraints[i]
				res := Result{ID: c.ID, Severity: c.Severity, Status: StatusError, Message: c.Text(), Err: err}
				if c.Expr == nil {
					res.Status, res.Err = StatusSkipped, c.Err
				}
				rep.Results = append(rep.Results, res)
			}
		}
		return rep, err
	}
	return evaluateFiles(fs, v, opts)
}

// neverHasPrevious is codec.NeverHas(doc, "_previous"), taken from the
// compiled form of f for doc's type when it has one.
func neverHasPrevious(f *File, doc any) bool {
	if t := reflect.TypeOf(doc); t != nil && t.Kind() == reflect.Pointer {
		if p := f.programFor(t); p != nil && reflect.ValueOf(doc).UnsafePointer() != nil {
			return p.neverPrev
		}
	}
	return codec.NeverHas(doc, "_previous")
}
