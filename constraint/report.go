package constraint

import (
	"fmt"
	"strconv"
	"strings"
)

// Severity is a constraint's severity: an error-severity constraint that
// fails makes the document invalid, a warning never does.
//
// Its values: [SeverityError], [SeverityWarning].
type Severity string

// The two severities.
const (
	SeverityError   Severity = "error"
	SeverityWarning Severity = "warning"
)

// Status is the outcome of one constraint on one document.
//
// Its values: [StatusPass], [StatusFail], [StatusError], [StatusSkipped].
type Status string

// The statuses of a Result.
const (
	StatusPass    Status = "pass"
	StatusFail    Status = "fail"
	StatusError   Status = "error"   // a runtime evaluation error (tree_budget_conserved)
	StatusSkipped Status = "skipped" // the expression did not compile
)

// Result is one constraint's outcome.
type Result struct {
	ID       string
	Severity Severity
	Status   Status
	// Message is the constraint's text (message, else description, else id)
	// when Status is fail, error or skipped; "" on pass.
	Message string
	// Err is the *EvalError of status error or the *SyntaxError of status
	// skipped.
	Err error
}

// failing reports whether r is a constraint of severity sev that failed or
// raised an evaluation error.
func (r Result) failing(sev Severity) bool {
	return r.Severity == sev && (r.Status == StatusFail || r.Status == StatusError)
}

// Report is the result of evaluating one or more constraint files on a
// document: every constraint's result, in file order.
type Report struct {
	SchemaID string
	Results  []Result
}

// OK reports whether no error-severity constraint failed or raised an
// evaluation error. Skipped constraints never affect it.
func (r Report) OK() bool { return OK(r.Results) }

// Errors returns the error-severity results with status fail or error.
func (r Report) Errors() []Result { return Errors(r.Results) }

// Warnings returns the warning-severity results with status fail or error.
func (r Report) Warnings() []Result { return Warnings(r.Results) }

// Skipped returns the results of constraints that did not compile.
func (r Report) Skipped() []Result { return Skipped(r.Results) }

// OK reports whether no error-severity result has status fail or error.
func OK(rs []Result) bool {
	for _, r := range rs {
		if r.failing(SeverityError) {
			return false
		}
	}
	return true
}

// Errors returns the error-severity results with status fail or error.
func Errors(rs []Result) []Result {
	return filter(rs, func(r Result) bool { return r.failing(SeverityError) })
}

// Warnings returns the warning-severity results with status fail or error.
func Warnings(rs []Result) []Result {
	return filter(rs, func(r Result) bool { return r.failing(SeverityWarning) })
}

// Skipped returns the results with status skipped.
func Skipped(rs []Result) []Result {
	return filter(rs, func(r Result) bool { return r.Status == StatusSkipped })
}

func filter(rs []Result, keep func(Result) bool) []Result {
	var out []Result
	for _, r := range rs {
		if keep(r) {
			out = append(out, r)
		}
	}
	return out
}

// String renders the report for people, one line per constraint:
//
//	BillingEntry: 3 constraints: 2 pass, 1 warning — OK
//	  pass     error    billing-valid
//	  FAIL     warning  billing-pricing-provenance: source_completion_id present without pricing_snapshot
//
// Failing constraints are upper-case; an evaluation error or a skipped
// constraint also shows its error.
func (r Report) String() string {
	var b strings.Builder
	var pass, errs, warns, skipped int
	for _, res := range r.Results {
		switch {
		case res.Status == StatusPass:
			pass++
		case res.Status == StatusSkipped:
			skipped++
		case res.Severity == SeverityError:
			errs++
		default:
			warns++
		}
	}
	name := r.SchemaID
	if name == "" {
		name = "constraints"
	}
	b.WriteString(name)
	b.WriteString(": ")
	b.WriteString(plural(len(r.Results), "constraint"))
	b.WriteString(": ")
	parts := []string{strconv.Itoa(pass) + " pass"}
	if errs > 0 {
		parts = append(parts, plural(errs, "error"))
	}
	if warns > 0 {
		parts = append(parts, plural(warns, "warning"))
	}
	if skipped > 0 {
		parts = append(parts, strconv.Itoa(skipped)+" skipped")
	}
	b.WriteString(strings.Join(parts, ", "))
	if r.OK() {
		b.WriteString(" — OK\n")
	} else {
		b.WriteString(" — INVALID\n")
	}
	for _, res := range r.Results {
		status := string(res.Status)
		if res.Status == StatusFail || res.Status == StatusError {
			status = strings.ToUpper(status)
		}
		fmt.Fprintf(&b, "  %-8s %-8s %s", status, res.Severity, res.ID)
		if res.Message != "" {
			b.WriteString(": ")
			b.WriteString(res.Message)
		}
		if res.Err != nil && res.Status != StatusFail {
			b.WriteString(" (")
			b.WriteString(res.Err.Error())
			b.WriteString(")")
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Format implements fmt.Formatter: %v and %s print String's human-readable
// form.
func (r Report) Format(f fmt.State, verb rune) {
	switch verb {
	case 'v', 's':
		fmt.Fprint(f, r.String())
	default:
		fmt.Fprintf(f, "%%!%c(constraint.Report=%s)", verb, r.SchemaID)
	}
}

func plural(n int, word string) string {
	s := strconv.Itoa(n) + " " + word
	if n != 1 {
		s += "s"
	}
	return s
}
