package constraint

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// Constraint is one constraint of a file.
type Constraint struct {
	ID         string
	Expression string
	Severity   Severity
	// Message, Description, Category and InstitutionalContext are "" when
	// the file does not give them.
	Message              string
	Description          string
	Category             string
	InstitutionalContext string
	// Fields is the file's documentation list of the fields read (nil when
	// absent).
	Fields []string
	// TypeSignature is the raw JSON of the type_signature member (nil when
	// absent). The evaluator never uses it; TypeCheckFile does.
	TypeSignature []byte
	// Evaluator says who evaluates the constraint, as the file gives it:
	// "" (absent) and EvaluatorLibrary mean the library does;
	// EvaluatorRuntimeDeferred marks an obligation of the consumer, never
	// evaluated (see Deferred).
	Evaluator Evaluator
	// EvaluationNote is what a consumer must enforce for a runtime-deferred
	// constraint ("" when the file does not give it; required for those).
	EvaluationNote string
	// Geometry is the file's evaluation_geometry: "" (absent) or
	// GeometryExpression when the expression is the check, GeometryNative
	// when a native check named by NativeEnforcement is (the expression is
	// then the placeholder "true").
	Geometry Geometry
	// NativeEnforcement is the raw JSON of the native_enforcement object
	// (nil when absent).
	NativeEnforcement []byte
	// Strategy is the native check the constraint names: the strategy
	// member of NativeEnforcement for a native constraint, or NAME for an
	// expression "native:NAME"; "" for an expression constraint.
	Strategy string
	// Condition selects an alternative expression by a feature flag (nil
	// when the file gives none; see ResolveExpression).
	Condition *Condition
	// Expr is the compiled expression; nil when it did not compile (Err
	// then holds the reason), and for runtime-deferred and native
	// constraints, whose expression is not their check.
	Expr *Expr
	Err  *SyntaxError

	signature Value // type_signature, for the type checker
	native    *Expr // the check of a native constraint the library evaluates
	skip      error // why a native constraint is not evaluated
}

// Evaluator is who evaluates a constraint.
//
// Its values: [EvaluatorLibrary], [EvaluatorRuntimeDeferred].
type Evaluator string

// The evaluators of a constraint file.
const (
	// EvaluatorLibrary: the library evaluates the constraint (the default).
	EvaluatorLibrary Evaluator = "library"
	// EvaluatorRuntimeDeferred: the constraint is an obligation only the
	// consumer can check (a signature, state across records, a ledger); the
	// library never evaluates it and lists it in the file's obligations
	// manifest (File.Obligations).
	EvaluatorRuntimeDeferred Evaluator = "runtime-deferred"
)

// Geometry is how a constraint states its check.
//
// Its values: [GeometryExpression], [GeometryNative].
type Geometry string

// The evaluation geometries of a constraint file.
const (
	// GeometryExpression: the expression is the check (the default).
	GeometryExpression Geometry = "expression"
	// GeometryNative: a native check named by native_enforcement is the
	// check; the expression is a placeholder.
	GeometryNative Geometry = "native"
)

// Condition is a constraint's feature-flag-selected alternative: when the
// flag When is on and OverrideText is not empty, OverrideText is the
// constraint's expression instead of Expression (ResolveExpression).
type Condition struct {
	When         string
	OverrideText string
	// Expr is OverrideText compiled (nil when it is empty or did not
	// compile; Err then holds the reason).
	Expr *Expr
	Err  *SyntaxError
}

// Deferred reports whether c is runtime-deferred: an obligation the library
// never evaluates.
func (c *Constraint) Deferred() bool { return c.Evaluator == EvaluatorRuntimeDeferred }

// ResolveExpression returns the expression c stands for under the feature
// flags: Condition.OverrideText when c has a condition whose flag is true in
// flags and whose override text is not empty, else Expression.
func (c *Constraint) ResolveExpression(flags map[string]bool) string {
	if cond := c.Condition; cond != nil && cond.OverrideText != "" && flags[cond.When] {
		return cond.OverrideText
	}
	return c.Expression
}

// check returns the compiled check of c under the feature flags: the
// override's expression when its condition holds, else the expression or
// the native check; nil when that did not compile or is not evaluated.
func (c *Constraint) check(flags map[string]bool) *Expr {
	if cond := c.Condition; cond != nil && cond.OverrideText != "" && flags[cond.When] {
		return cond.Expr
	}
	if c.native != nil {
		return c.native
	}
	return c.Expr
}

// runs reports whether the library evaluates c without feature flags.
func (c *Constraint) runs() bool { return c.check(nil) != nil }

// notRun is the error of a constraint the library does not evaluate
// without feature flags: its syntax error, or why its native check is not
// evaluated.
func (c *Constraint) notRun() error {
	if c.skip != nil {
		return c.skip
	}
	if c.Err != nil {
		return c.Err
	}
	return nil
}

// Text is what is reported when the constraint fails: its message, else its
// description, else its id.
func (c *Constraint) Text() string {
	switch {
	case c.Message != "":
		return c.Message
	case c.Description != "":
		return c.Description
	}
	return c.ID
}

// File is a loaded constraint file. It is immutable and safe for
// concurrent use.
type File struct {
	name              string
	schemaID          string
	origin            string
	contractVersion   string
	expressionVersion string
	description       string
	constraints       []Constraint
	aliases           []string
	metadata          []byte
	// runs counts the constraints the library evaluates without feature
	// flags, by severity (sevIndex).
	runs [3]int
}

// Name is the file name a shipped file was loaded from ("" for ParseFile).
func (f *File) Name() string { return f.name }

// SchemaID is the constrained type's upstream schema id (PascalCase, e.g.
// BillingEntry).
func (f *File) SchemaID() string { return f.schemaID }

// SchemaName is the schema name of SchemaID: a "-"
// before each interior capital, lower-cased (JwtBoundarySpec →
// jwt-boundary-spec).
func (f *File) SchemaName() string { return SchemaName(f.schemaID) }

// Origin is the file's provenance: genesis (a founding rule set, also when
// the file does not say), enacted (by a governance proposal) or migrated
// (imported). It has no effect on evaluation.
func (f *File) Origin() string { return f.origin }

// ContractVersion is the contract version the file last changed in.
func (f *File) ContractVersion() string { return f.contractVersion }

// ExpressionVersion is the expression version the file is written for
// ("1.0" when the file does not say).
func (f *File) ExpressionVersion() string { return f.expressionVersion }

// Description is the file's description ("" when it has none).
func (f *File) Description() string { return f.description }

// Metadata is the raw JSON of the file's metadata object (nil when absent).
func (f *File) Metadata() []byte { return append([]byte(nil), f.metadata...) }

// Aliases returns the file's document aliases, the names under which its
// constraints read the whole document (a real member of the same name
// wins): the bare names they pass to document-level builtins (saga for
// BridgeTransferSaga), the names their type signatures declare of the
// file's own schema id ("checkpoint": "ExecutionCheckpoint"), and this,
// in first-use order. A name no constraint reads is not listed.
func (f *File) Aliases() []string { return append([]string(nil), f.aliases...) }

// Constraints returns a copy of the file's constraints, in file order.
func (f *File) Constraints() []Constraint {
	out := make([]Constraint, len(f.constraints))
	for i, c := range f.constraints {
		c.Fields = append([]string(nil), c.Fields...)
		c.TypeSignature = append([]byte(nil), c.TypeSignature...)
		c.NativeEnforcement = append([]byte(nil), c.NativeEnforcement...)
		if c.Condition != nil {
			cond := *c.Condition
			c.Condition = &cond
		}
		out[i] = c
	}
	return out
}

// Evaluate evaluates every constraint on doc, with the file's aliases bound
// (options may change that), and returns their results in file order. A
// runtime-deferred constraint is reported as deferred and never evaluated;
// a constraint that did not compile, or whose native check the library does
// not evaluate, as skipped. A document that is not a JSON object gives
// every other constraint status error.
func (f *File) Evaluate(doc Value, opts ...EvalOption) Report {
	rep := Report{SchemaID: f.schemaID, Results: make([]Result, 0, len(f.constraints))}
	f.appendResults(&rep.Results, doc, opts)
	return rep
}

func (f *File) appendResults(out *[]Result, doc Value, opts []EvalOption) {
	var flags map[string]bool
	for i := range f.constraints {
		c := &f.constraints[i]
		if c.Condition != nil && flags == nil {
			flags = optionsOf(opts).flags
		}
		*out = append(*out, f.evaluate(c, doc, flags, opts))
	}
}

// evaluate computes one constraint's result under the feature flags.
func (f *File) evaluate(c *Constraint, doc Value, flags map[string]bool, opts []EvalOption) Result {
	r := Result{ID: c.ID, Severity: c.Severity}
	if c.Deferred() {
		r.Status, r.Message = StatusDeferred, c.Text()
		return r
	}
	x := c.check(flags)
	if x == nil {
		r.Status, r.Message, r.Err = StatusSkipped, c.Text(), c.notRun()
		if cond := c.Condition; cond != nil && cond.OverrideText != "" && flags[cond.When] && cond.Err != nil {
			r.Err = cond.Err
		}
		return r
	}
	v, err := x.run(doc, f.aliases, opts)
	return resultOf(c, v, err)
}

// resultOf is the result of constraint c whose expression gave v and err.
func resultOf(c *Constraint, v Value, err *EvalError) Result {
	r := Result{ID: c.ID, Severity: c.Severity}
	switch {
	case err != nil:
		r.Status, r.Message, r.Err = StatusError, c.Text(), err
	case v.Truthy():
		r.Status = StatusPass
	default:
		r.Status, r.Message = StatusFail, c.Text()
	}
	return r
}

// ParseFile loads a constraint file strictly: the JSON must be valid with
// no duplicate member names, unknown members, missing required members or
// ill-typed values. Both formats of the protocol's files load: the file
// members $schema, schema_id, contract_version, constraints (required),
// expression_version (default "1.0"), origin (genesis, enacted or
// migrated), description and metadata; the constraint members id,
// expression, severity (required; error, warning or info), message,
// description, category, institutional_context, fields, type_signature,
// evaluator (library or runtime-deferred), evaluation_note (required for
// runtime-deferred), evaluation_geometry (expression or native),
// native_enforcement (an object with a string strategy; required for
// native) and condition ({when, override_text}). Ids are unique; the
// expression version is supported. Such problems return a *LoadError and no
// file.
//
// Every expression the library evaluates is compiled, condition overrides
// included; runtime-deferred constraints (whose expression is usually
// prose) and native ones (whose expression is a placeholder, or the name
// of the check after "native:") are not. When some do not compile,
// ParseFile returns the file together with a *FileError listing them;
// evaluations report them as skipped.
func ParseFile(data []byte) (*File, error) {
	f, ferr, err := parseFile(data)
	if err != nil {
		return nil, err
	}
	if ferr != nil {
		return f, ferr
	}
	return f, nil
}

func parseFile(data []byte) (*File, *FileError, *LoadError) {
	doc, err := DecodeJSON(data)
	if err != nil {
		return nil, nil, &LoadError{Msg: err.Error()}
	}
	r := reader{}
	top := r.object(doc, "")
	if r.err != nil {
		return nil, nil, r.err
	}
	r.members(top, "", "$schema", "schema_id", "origin", "contract_version", "expression_version", "description",
		"constraints", "metadata")
	r.str(top, "", "$schema", true)
	f := &File{
		schemaID:          r.str(top, "", "schema_id", true),
		origin:            r.oneOf(top, "", "origin", false, "genesis", "enacted", "migrated"),
		contractVersion:   r.str(top, "", "contract_version", true),
		expressionVersion: r.str(top, "", "expression_version", false),
		description:       r.str(top, "", "description", false),
	}
	if f.origin == "" {
		f.origin = "genesis"
	}
	if _, ok := top.get("expression_version"); !ok {
		f.expressionVersion = "1.0"
	}
	cs := r.array(top, "", "constraints", true)
	if md, ok := top.get("metadata"); ok {
		if md.k != KindObject {
			r.fail("/metadata", "must be an object")
		}
		f.metadata = appendJSON(nil, md)
	}
	if r.err != nil {
		return nil, nil, r.err
	}
	switch {
	case f.schemaID == "":
		return nil, nil, &LoadError{Path: "/schema_id", Msg: "must be a non-empty string"}
	case !validSemver(f.contractVersion):
		return nil, nil, &LoadError{Path: "/contract_version", Msg: "must match ^\\d+\\.\\d+\\.\\d+$, got " + strconv.Quote(f.contractVersion)}
	case !ExpressionVersionSupported(f.expressionVersion):
		return nil, nil, &LoadError{Path: "/expression_version",
			Msg: "Unsupported expression version: " + f.expressionVersion + " (evaluator supports 1.x and 2.x)"}
	}
	seen := map[string]bool{}
	var ferr *FileError
	notCompiled := func(id string, err *SyntaxError) {
		if ferr == nil {
			ferr = &FileError{SchemaID: f.schemaID}
		}
		ferr.Errors = append(ferr.Errors, ConstraintError{ID: id, Err: err})
	}
	for i, cv := range cs {
		at := "/constraints/" + strconv.Itoa(i)
		c, lerr := r.constraint(cv, at)
		if lerr != nil {
			return nil, nil, lerr
		}
		if seen[c.ID] {
			return nil, nil, &LoadError{Path: at + "/id", Msg: "repeats constraint id " + strconv.Quote(c.ID)}
		}
		seen[c.ID] = true
		switch {
		case c.Deferred():
			// An obligation: never evaluated, its expression never compiled.
		case c.Geometry == GeometryNative || strings.HasPrefix(c.Expression, nativePrefix):
			c.native, c.skip = nativeCheck(&c)
		default:
			c.Expr, c.Err = compile(c.Expression)
			if c.Err != nil {
				notCompiled(c.ID, c.Err)
			} else {
				for _, a := range c.Expr.docArgs {
					f.aliases = appendNew(f.aliases, a)
				}
				for _, a := range signatureAliases(c.signature, f.schemaID) {
					if slices.Contains(c.Expr.reads, a) {
						f.aliases = appendNew(f.aliases, a)
					}
				}
				if slices.Contains(c.Expr.reads, "this") {
					f.aliases = appendNew(f.aliases, "this")
				}
			}
		}
		if cond := c.Condition; cond != nil && cond.OverrideText != "" && !c.Deferred() {
			cond.Expr, cond.Err = compile(cond.OverrideText)
			if cond.Err != nil {
				notCompiled(c.ID, cond.Err)
			} else {
				for _, a := range cond.Expr.docArgs {
					f.aliases = appendNew(f.aliases, a)
				}
			}
		}
		if c.runs() {
			f.runs[sevIndex(c.Severity)]++
		}
		f.constraints = append(f.constraints, c)
	}
	return f, ferr, nil
}

// constraint reads the constraint object v at path at.
func (r *reader) constraint(v Value, at string) (Constraint, *LoadError) {
	o := r.object(v, at)
	if r.err != nil {
		return Constraint{}, r.err
	}
	r.members(o, at, "id", "expression", "severity", "type_signature", "fields", "message", "description", "category",
		"institutional_context", "evaluator", "evaluation_note", "evaluation_geometry", "native_enforcement", "condition")
	c := Constraint{
		ID:                   r.str(o, at, "id", true),
		Expression:           r.str(o, at, "expression", true),
		Severity:             Severity(r.oneOf(o, at, "severity", true, string(SeverityError), string(SeverityWarning), string(SeverityInfo))),
		Message:              r.str(o, at, "message", false),
		Description:          r.str(o, at, "description", false),
		Category:             r.str(o, at, "category", false),
		InstitutionalContext: r.str(o, at, "institutional_context", false),
		Evaluator:            Evaluator(r.oneOf(o, at, "evaluator", false, string(EvaluatorLibrary), string(EvaluatorRuntimeDeferred))),
		EvaluationNote:       r.str(o, at, "evaluation_note", false),
		Geometry:             Geometry(r.oneOf(o, at, "evaluation_geometry", false, string(GeometryExpression), string(GeometryNative))),
	}
	if fs, ok := o.get("fields"); ok {
		elems, isArr := elements(fs)
		if !isArr {
			r.fail(at+"/fields", "must be an array of strings")
		}
		c.Fields = make([]string, 0, len(elems))
		for j, e := range elems {
			if e.k != KindString {
				r.fail(at+"/fields/"+strconv.Itoa(j), "must be a string")
			}
			c.Fields = append(c.Fields, e.s)
		}
	}
	if ts, ok := o.get("type_signature"); ok {
		if ts.k != KindObject {
			r.fail(at+"/type_signature", "must be an object")
		}
		c.signature, c.TypeSignature = ts, appendJSON(nil, ts)
	}
	if ne, ok := o.get("native_enforcement"); ok {
		no := r.object(ne, at+"/native_enforcement")
		c.Strategy = r.str(no, at+"/native_enforcement", "strategy", true)
		c.NativeEnforcement = appendJSON(nil, ne)
	}
	if cv, ok := o.get("condition"); ok {
		co := r.object(cv, at+"/condition")
		r.members(co, at+"/condition", "when", "override_text")
		c.Condition = &Condition{When: r.str(co, at+"/condition", "when", true),
			OverrideText: r.str(co, at+"/condition", "override_text", false)}
	}
	if r.err != nil {
		return Constraint{}, r.err
	}
	if _, ok := o.get("evaluation_note"); !ok && c.Deferred() {
		return Constraint{}, &LoadError{Path: at + "/evaluation_note", Msg: "required member missing (the constraint is runtime-deferred)"}
	}
	switch {
	case c.ID == "":
		return Constraint{}, &LoadError{Path: at + "/id", Msg: "must be a non-empty string"}
	case c.Geometry == GeometryNative && c.NativeEnforcement == nil && !c.Deferred():
		return Constraint{}, &LoadError{Path: at + "/native_enforcement", Msg: "required member missing (evaluation_geometry is native)"}
	case c.Strategy == "" && c.NativeEnforcement != nil:
		return Constraint{}, &LoadError{Path: at + "/native_enforcement/strategy", Msg: "must be a non-empty string"}
	}
	if c.Strategy == "" && !c.Deferred() {
		if name, ok := strings.CutPrefix(c.Expression, nativePrefix); ok {
			c.Strategy = name
		}
	}
	return c, nil
}

// sevIndex is the index of a severity in File.runs.
func sevIndex(s Severity) int {
	switch s {
	case SeverityWarning:
		return 1
	case SeverityInfo:
		return 2
	}
	return 0
}

// validSemver applies the contract_version rule ^\d+\.\d+\.\d+$ (wire.Semver).
func validSemver(s string) bool {
	_, err := wire.ParseSemver(s)
	return err == nil
}

// reader checks the members of a constraint file, keeping the first error.
type reader struct{ err *LoadError }

func (r *reader) fail(path, msg string) {
	if r.err == nil {
		r.err = &LoadError{Path: path, Msg: msg}
	}
}

func (r *reader) object(v Value, at string) *object {
	if v.k != KindObject {
		r.fail(at, "must be an object")
		return &object{}
	}
	return v.obj()
}

// members rejects members not in allowed.
func (r *reader) members(o *object, at string, allowed ...string) {
	for _, m := range o.members {
		if !slices.Contains(allowed, m.Name) {
			r.fail(codec.Join(at, m.Name), "unknown member")
		}
	}
}

func (r *reader) str(o *object, at, name string, required bool) string {
	v, ok := o.get(name)
	switch {
	case !ok:
		if required {
			r.fail(codec.Join(at, name), "required member missing")
		}
		return ""
	case v.k != KindString:
		r.fail(codec.Join(at, name), "must be a string")
		return ""
	}
	return v.s
}

// oneOf reads the string member name, which must be one of values; ""
// when it is absent.
func (r *reader) oneOf(o *object, at, name string, required bool, values ...string) string {
	v, ok := o.get(name)
	if !ok {
		if required {
			r.fail(codec.Join(at, name), "required member missing")
		}
		return ""
	}
	if v.k != KindString || !slices.Contains(values, v.s) {
		quoted := make([]string, len(values))
		for i, x := range values {
			quoted[i] = strconv.Quote(x)
		}
		got := strconv.Quote(v.s)
		if v.k != KindString {
			got = "a " + v.k.String()
		}
		r.fail(codec.Join(at, name), "must be "+strings.Join(quoted[:len(quoted)-1], ", ")+" or "+quoted[len(quoted)-1]+", got "+got)
		return ""
	}
	return v.s
}

func (r *reader) array(o *object, at, name string, required bool) []Value {
	v, ok := o.get(name)
	switch {
	case !ok:
		if required {
			r.fail(codec.Join(at, name), "required member missing")
		}
		return nil
	case v.k != KindArray:
		r.fail(codec.Join(at, name), "must be an array")
		return nil
	}
	return v.arr().elems
}

// Obligations returns the file's runtime-deferred constraints as an
// obligations manifest, or nil when it has none: the file's schema id and
// contract version, one obligation per such constraint in file order (its
// id, its expression as the rule, evaluator runtime-deferred, its
// evaluation note, no reason), and emittedAt as the time of the manifest —
// the current time, YYYY-MM-DDThh:mm:ss.mmmZ in UTC, when emittedAt is "".
// The manifest's JSON form writes unverified_rules before
// manifest_emitted_at (hounfour.ObligationsFileOrder).
func (f *File) Obligations(emittedAt string) *hounfour.ObligationsManifest {
	var rules []hounfour.Obligation
	for i := range f.constraints {
		if c := &f.constraints[i]; c.Deferred() {
			rules = append(rules, hounfour.Obligation{RuleID: c.ID, Rule: c.Expression,
				Evaluator: hounfour.ObligationRuntimeDeferred, EvaluationNote: c.EvaluationNote})
		}
	}
	if rules == nil {
		return nil
	}
	if emittedAt == "" {
		emittedAt = time.Now().UTC().Format(nowLayout)
	}
	return &hounfour.ObligationsManifest{SchemaID: f.schemaID, ContractVersion: f.contractVersion, EmittedAt: emittedAt,
		Rules: rules, Order: hounfour.ObligationsFileOrder}
}

// signatureAliases returns the names a constraint's type signature
// declares of the type schemaID: the members of the signature, or of its
// field_types object, whose value is that text.
func signatureAliases(ts Value, schemaID string) []string {
	var out []string
	add := func(o Value) {
		for _, m := range o.Members() {
			if s, ok := m.Value.AsString(); ok && s == schemaID {
				out = appendNew(out, m.Name)
			}
		}
	}
	if ts.k != KindObject {
		return nil
	}
	add(ts)
	if ft, ok := ts.Get("field_types"); ok && ft.k == KindObject {
		add(ft)
	}
	return out
}
