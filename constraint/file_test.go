package constraint

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const goodFile = `{
  "$schema": "https://example.test/constraint-file.json",
  "schema_id": "Thing",
  "contract_version": "7.0.0",
  "expression_version": "1.0",
  "metadata": {"k": [1]},
  "constraints": [
    {"id": "thing-positive", "expression": "n > 0", "severity": "error", "message": "n must be positive",
     "description": "d", "category": "structural", "fields": ["n"], "type_signature": {"n": "number"},
     "institutional_context": "ctx"},
    {"id": "thing-named", "expression": "name != null", "severity": "warning", "description": "a name is recommended"},
    {"id": "thing-broken", "expression": "name.includes('x')", "severity": "error"},
    {"id": "thing-budget", "expression": "tree_budget_conserved(root)", "severity": "error"},
    {"id": "thing-whole", "expression": "saga_steps_sequential(doc)", "severity": "warning"}
  ]
}`

func TestParseFile(t *testing.T) {
	t.Parallel()
	f, err := ParseFile([]byte(goodFile))
	var fe *FileError
	if !errors.As(err, &fe) || f == nil {
		t.Fatalf("ParseFile = %v, %v; want a file and a *FileError", f, err)
	}
	if len(fe.Errors) != 1 || fe.Errors[0].ID != "thing-broken" || fe.Errors[0].Err.Msg != "Method calls are not supported: includes" {
		t.Errorf("FileError = %v", fe)
	}
	var se *SyntaxError
	if !errors.Is(err, ErrSyntax) || !errors.As(err, &se) || se.Pos != 5 {
		t.Errorf("FileError does not unwrap to the syntax error: %v", err)
	}
	if f.SchemaID() != "Thing" || f.SchemaName() != "thing" || f.ContractVersion() != "7.0.0" || f.ExpressionVersion() != "1.0" || f.Name() != "" {
		t.Errorf("file fields: %q %q %q %q", f.SchemaID(), f.SchemaName(), f.ContractVersion(), f.ExpressionVersion())
	}
	if got := string(f.Metadata()); got != `{"k":[1]}` {
		t.Errorf("Metadata = %s", got)
	}
	if got := f.Aliases(); !cmp.Equal(got, []string{"doc"}) {
		t.Errorf("Aliases = %v", got)
	}
	cs := f.Constraints()
	c := cs[0]
	if c.ID != "thing-positive" || c.Severity != SeverityError || c.Message != "n must be positive" || c.Description != "d" ||
		c.Category != "structural" || c.InstitutionalContext != "ctx" || !cmp.Equal(c.Fields, []string{"n"}) ||
		string(c.TypeSignature) != `{"n":"number"}` || c.Expr == nil || c.Err != nil {
		t.Errorf("constraint 0 = %+v", c)
	}
	if cs[1].Text() != "a name is recommended" || cs[2].Text() != "thing-broken" || cs[0].Text() != "n must be positive" {
		t.Errorf("Text fallbacks: %q %q %q", cs[0].Text(), cs[1].Text(), cs[2].Text())
	}
	cs[0].Fields[0] = "changed" // a copy
	if f.Constraints()[0].Fields[0] != "n" {
		t.Errorf("Constraints returned shared slices")
	}

	rep := f.Evaluate(mustDecode(t, `{"n":0,"root":{"budget_allocated_micro":"x","children":[{}]},"steps":[{"step_id":"a"}]}`))
	got := make([]string, len(rep.Results))
	for i, r := range rep.Results {
		got[i] = fmt.Sprintf("%s %s %s %q", r.ID, r.Severity, r.Status, r.Message)
	}
	want := []string{
		`thing-positive error fail "n must be positive"`,
		`thing-named warning fail "a name is recommended"`,
		`thing-broken error skipped "thing-broken"`,
		`thing-budget error error "thing-budget"`,
		`thing-whole warning pass ""`,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("results (-want +got):\n%s", diff)
	}
	if rep.OK() || len(rep.Errors()) != 2 || len(rep.Warnings()) != 1 || len(rep.Skipped()) != 1 {
		t.Errorf("report summaries: ok=%v errors=%d warnings=%d skipped=%d", rep.OK(), len(rep.Errors()), len(rep.Warnings()), len(rep.Skipped()))
	}
	if !errors.As(rep.Results[3].Err, new(*EvalError)) || !errors.As(rep.Results[2].Err, new(*SyntaxError)) {
		t.Errorf("result errors: %v / %v", rep.Results[3].Err, rep.Results[2].Err)
	}
	// Without aliases the whole-document rule sees undefined.
	if r := f.Evaluate(mustDecode(t, `{"n":1,"steps":[]}`), WithoutAliases()).Results[4]; r.Status != StatusFail {
		t.Errorf("without aliases: %v", r.Status)
	}
	// A document that is not an object makes every compiled rule an error.
	for _, r := range f.Evaluate(ArrayOf()).Results {
		if r.Status != StatusError && r.Status != StatusSkipped || r.Err == nil {
			t.Errorf("non-object document: %+v", r)
		}
	}
}

func TestReportText(t *testing.T) {
	t.Parallel()
	rep := Report{SchemaID: "Thing", Results: []Result{
		{ID: "a", Severity: SeverityError, Status: StatusPass},
		{ID: "b", Severity: SeverityWarning, Status: StatusFail, Message: "b failed"},
		{ID: "c", Severity: SeverityError, Status: StatusSkipped, Message: "c", Err: &SyntaxError{Msg: "Unknown function: all", Pos: 0}},
	}}
	want := `Thing: 3 constraints: 1 pass, 1 warning, 1 skipped — OK
  pass     error    a
  FAIL     warning  b: b failed
  skipped  error    c: c (Unknown function: all at position 0)
`
	if got := fmt.Sprintf("%v", rep); got != want {
		t.Errorf("%%v:\n%s\nwant:\n%s", got, want)
	}
	if got := fmt.Sprint(rep); got != want {
		t.Errorf("Sprint differs")
	}
	if got := fmt.Sprintf("%d", rep); got != "%!d(constraint.Report=Thing)" {
		t.Errorf("%%d = %s", got)
	}
	rep.Results = append(rep.Results, Result{ID: "d", Severity: SeverityError, Status: StatusError, Message: "d", Err: &EvalError{Func: "f", Msg: "boom"}})
	if s := rep.String(); !strings.Contains(s, "1 error, 1 warning, 1 skipped — INVALID") || !strings.Contains(s, "  ERROR    error    d: d (f: boom)") {
		t.Errorf("String:\n%s", s)
	}
	if OK(rep.Results) || len(Errors(rep.Results)) != 1 || len(Warnings(rep.Results)) != 1 || len(Skipped(rep.Results)) != 1 {
		t.Errorf("package-level summaries disagree")
	}
}

func TestParseFileErrors(t *testing.T) {
	t.Parallel()
	base := `{"$schema":"s","schema_id":"X","contract_version":"7.0.0","expression_version":"2.0","constraints":[%s]%s}`
	good := `{"id":"a","expression":"true","severity":"error"}`
	for _, c := range []struct{ name, doc, path, msg string }{
		{"not JSON", `{`, "", "invalid JSON"},
		{"duplicate member", `{"schema_id":"X","schema_id":"Y"}`, "", "duplicate"},
		{"not an object", `[]`, "", "must be an object"},
		{"unknown top-level member", fmt.Sprintf(base, good, `,"extra":1`), "/extra", "unknown member"},
		{"missing constraints", `{"$schema":"s","schema_id":"X","contract_version":"7.0.0","expression_version":"2.0"}`, "/constraints", "required member missing"},
		{"missing $schema", `{"schema_id":"X","contract_version":"7.0.0","expression_version":"2.0","constraints":[]}`, "/$schema", "required member missing"},
		{"empty schema_id", `{"$schema":"s","schema_id":"","contract_version":"7.0.0","expression_version":"2.0","constraints":[]}`, "/schema_id", "non-empty"},
		{"bad contract_version", `{"$schema":"s","schema_id":"X","contract_version":"7.0","expression_version":"2.0","constraints":[]}`, "/contract_version", "must match"},
		{"unsupported expression version", `{"$schema":"s","schema_id":"X","contract_version":"7.0.0","expression_version":"3.0","constraints":[]}`, "/expression_version", "Unsupported expression version: 3.0 (evaluator supports 1.x and 2.x)"},
		{"lenient version text", `{"$schema":"s","schema_id":"X","contract_version":"7.0.0","expression_version":" 2","constraints":[]}`, "/expression_version", "Unsupported"},
		{"metadata not an object", fmt.Sprintf(base, good, `,"metadata":[]`), "/metadata", "must be an object"},
		{"constraints not an array", `{"$schema":"s","schema_id":"X","contract_version":"7.0.0","expression_version":"2.0","constraints":{}}`, "/constraints", "must be an array"},
		{"constraint not an object", fmt.Sprintf(base, `1`, ``), "/constraints/0", "must be an object"},
		{"unknown constraint member", fmt.Sprintf(base, `{"id":"a","expression":"true","severity":"error","sev":1}`, ``), "/constraints/0/sev", "unknown member"},
		{"missing expression", fmt.Sprintf(base, `{"id":"a","severity":"error"}`, ``), "/constraints/0/expression", "required member missing"},
		{"empty id", fmt.Sprintf(base, `{"id":"","expression":"true","severity":"error"}`, ``), "/constraints/0/id", "non-empty"},
		{"repeated id", fmt.Sprintf(base, good+","+good, ``), "/constraints/1/id", "repeats constraint id"},
		{"bad severity", fmt.Sprintf(base, `{"id":"a","expression":"true","severity":"fatal"}`, ``), "/constraints/0/severity", `must be "error", "warning" or "info", got "fatal"`},
		{"null message", fmt.Sprintf(base, `{"id":"a","expression":"true","severity":"error","message":null}`, ``), "/constraints/0/message", "must be a string"},
		{"fields not strings", fmt.Sprintf(base, `{"id":"a","expression":"true","severity":"error","fields":[1]}`, ``), "/constraints/0/fields/0", "must be a string"},
		{"type_signature not an object", fmt.Sprintf(base, `{"id":"a","expression":"true","severity":"error","type_signature":"x"}`, ``), "/constraints/0/type_signature", "must be an object"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f, err := ParseFile([]byte(c.doc))
			var le *LoadError
			if f != nil || !errors.As(err, &le) || !errors.Is(err, ErrLoad) || le.Path != c.path || !strings.Contains(le.Msg, c.msg) {
				t.Errorf("%s: ParseFile = %v, %v; want LoadError at %q containing %q", c.name, f, err, c.path, c.msg)
			}
		})
	}
	if f, err := ParseFile([]byte(fmt.Sprintf(base, ``, ``))); err != nil || len(f.Constraints()) != 0 {
		t.Errorf("empty constraints list: %v", err)
	}
}

func TestExpressionVersions(t *testing.T) {
	t.Parallel()
	for v, want := range map[string]bool{
		"1.0": true, "2.0": true, "1.5": true, "2.99": true, "01.0": true, "002.1": true, "3.0": false, "0.9": false, "00.0": false, "10.0": false,
		"2": false, " 2": false, "1e0.0": false, "2.0.0": false, "": false, "2.": false, ".0": false, "a.b": false,
	} {
		t.Run(v, func(t *testing.T) {
			if got := ExpressionVersionSupported(v); got != want {
				t.Errorf("ExpressionVersionSupported(%q) = %v", v, got)
			}
		})
	}
	for _, v := range append(ExpressionVersionsSupported(), ExpressionVersion) {
		if !ExpressionVersionSupported(v) {
			t.Errorf("%s listed but not supported", v)
		}
	}
}

// TestContractVersionRule: contract_version must match ^\d+\.\d+\.\d+$ with
// ASCII digits (leading zeros allowed).
func TestContractVersionRule(t *testing.T) {
	t.Parallel()
	for v, ok := range map[string]bool{
		"7.0.0": true, "07.00.00": true, "0.0.0": true, "123.456.789": true,
		"": false, "7": false, "7.0": false, "7.0.0.0": false, "7..0": false, ".7.0": false, "7.0.": false,
		"v7.0.0": false, "+7.0.0": false, "7.0.0 ": false, " 7.0.0": false, "7.0.a": false, "7.0.0-rc1": false,
		"7.0.\u0661": false, "a.b.c": false, "0x7.0.0": false,
	} {
		t.Run(v, func(t *testing.T) {
			doc := `{"$schema":"s","schema_id":"X","contract_version":` + strconv.Quote(v) + `,"expression_version":"2.0","constraints":[]}`
			_, err := ParseFile([]byte(doc))
			var le *LoadError
			if got := err == nil; got != ok || !ok && (!errors.As(err, &le) || le.Path != "/contract_version") {
				t.Errorf("contract_version %q: ParseFile error %v, want accepted=%v", v, err, ok)
			}
		})
	}
}
