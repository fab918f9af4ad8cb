package constraint

import (
	"slices"
	"strconv"

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
	// Expr is the compiled expression; nil when it did not compile, and Err
	// then holds the reason.
	Expr *Expr
	Err  *SyntaxError

	signature Value // type_signature, for the type checker
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
	contractVersion   string
	expressionVersion string
	constraints       []Constraint
	aliases           []string
	metadata          []byte
	// gen caches, for the files of a schema in the first of them, the
	// generated code of the document types Apply met (apply.go).
	gen genCache
	// compiled counts the constraints that compiled, by severity (error,
	// warning).
	compiled [2]int
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

// ContractVersion is the contract version the file last changed in.
func (f *File) ContractVersion() string { return f.contractVersion }

// ExpressionVersion is the expression version the file is written for.
func (f *File) ExpressionVersion() string { return f.expressionVersion }

// Metadata is the raw JSON of the file's metadata object (nil when absent).
func (f *File) Metadata() []byte { return append([]byte(nil), f.metadata...) }

// Aliases returns the file's document aliases: the bare names its
// constraints pass to document-level builtins, e.g.
// saga for BridgeTransferSaga.
func (f *File) Aliases() []string { return append([]string(nil), f.aliases...) }

// Constraints returns a copy of the file's constraints, in file order.
func (f *File) Constraints() []Constraint {
	out := make([]Constraint, len(f.constraints))
	for i, c := range f.constraints {
		c.Fields = append([]string(nil), c.Fields...)
		c.TypeSignature = append([]byte(nil), c.TypeSignature...)
		out[i] = c
	}
	return out
}

// Evaluate evaluates every constraint on doc, with the file's aliases bound
// (options may change that), and returns their results in file order. A
// constraint that did not compile is reported as skipped. A document that
// is not a JSON object gives every compiled constraint status error.
func (f *File) Evaluate(doc Value, opts ...EvalOption) Report {
	rep := Report{SchemaID: f.schemaID, Results: make([]Result, 0, len(f.constraints))}
	f.appendResults(&rep.Results, doc, opts)
	return rep
}

func (f *File) appendResults(out *[]Result, doc Value, opts []EvalOption) {
	for i := range f.constraints {
		*out = append(*out, f.evaluate(&f.constraints[i], doc, opts))
	}
}

// evaluate computes one constraint's result.
func (f *File) evaluate(c *Constraint, doc Value, opts []EvalOption) Result {
	r := Result{ID: c.ID, Severity: c.Severity}
	if c.Expr == nil {
		r.Status, r.Message, r.Err = StatusSkipped, c.Text(), c.Err
		return r
	}
	v, err := c.Expr.run(doc, f.aliases, opts)
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

// ParseFile loads a constraint file strictly: the JSON
// must be valid with no duplicate member names, unknown members, missing
// required members or ill-typed values; severities are error or warning;
// ids are unique; the expression version is supported. Such problems return
// a *LoadError and no file.
//
// Every expression is compiled. When some do not compile, ParseFile returns
// the file together with a *FileError listing them; evaluations report them
// as skipped.
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
	r.members(top, "", "$schema", "schema_id", "contract_version", "expression_version", "constraints", "metadata")
	r.str(top, "", "$schema", true)
	f := &File{
		schemaID:          r.str(top, "", "schema_id", true),
		contractVersion:   r.str(top, "", "contract_version", true),
		expressionVersion: r.str(top, "", "expression_version", true),
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
	for i, cv := range cs {
		at := "/constraints/" + strconv.Itoa(i)
		o := r.object(cv, at)
		if r.err != nil {
			return nil, nil, r.err
		}
		r.members(o, at, "id", "expression", "severity", "type_signature", "fields", "message",
			"description", "category", "institutional_context")
		c := Constraint{
			ID:                   r.str(o, at, "id", true),
			Expression:           r.str(o, at, "expression", true),
			Severity:             Severity(r.str(o, at, "severity", true)),
			Message:              r.str(o, at, "message", false),
			Description:          r.str(o, at, "description", false),
			Category:             r.str(o, at, "category", false),
			InstitutionalContext: r.str(o, at, "institutional_context", false),
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
		if r.err != nil {
			return nil, nil, r.err
		}
		switch {
		case c.ID == "":
			return nil, nil, &LoadError{Path: at + "/id", Msg: "must be a non-empty string"}
		case seen[c.ID]:
			return nil, nil, &LoadError{Path: at + "/id", Msg: "repeats constraint id " + strconv.Quote(c.ID)}
		case c.Severity != SeverityError && c.Severity != SeverityWarning:
			return nil, nil, &LoadError{Path: at + "/severity", Msg: "must be \"error\" or \"warning\", got " + strconv.Quote(string(c.Severity))}
		}
		seen[c.ID] = true
		c.Expr, c.Err = compile(c.Expression)
		if c.Err != nil {
			if ferr == nil {
				ferr = &FileError{SchemaID: f.schemaID}
			}
			ferr.Errors = append(ferr.Errors, ConstraintError{ID: c.ID, Err: c.Err})
		} else {
			f.compiled[sevIndex(c.Severity)]++
			for _, a := range c.Expr.docArgs {
				f.aliases = appendNew(f.aliases, a)
			}
		}
		f.constraints = append(f.constraints, c)
	}
	return f, ferr, nil
}

// sevIndex is the index of a severity in File.compiled.
func sevIndex(s Severity) int {
	if s == SeverityWarning {
		return 1
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
