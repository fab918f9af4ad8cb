package constraint

import (
	"fmt"
	"strconv"
	"strings"
)

// Severity is a constraint's severity: an error-severity constraint that
// fails makes the document invalid; a warning never does; an info
// constraint is guidance, neither an error nor a warning (a failing one
// appears only in Report.Infos).
//
// Its values: [SeverityError], [SeverityWarning], [SeverityInfo].
type Severity string

// The three severities.
const (
	SeverityError   Severity = "error"
	SeverityWarning Severity = "warning"
	SeverityInfo    Severity = "info"
)

// Status is the outcome of one constraint on one document.
//
// Its values: [StatusPass], [StatusFail], [StatusError], [StatusSkipped],
// [StatusDeferred].
type Status string

// The statuses of a Result.
const (
	StatusPass    Status = "pass"
	StatusFail    Status = "fail"
	StatusError   Status = "error"   // a runtime evaluation error (tree_budget_conserved, a limit)
	StatusSkipped Status = "skipped" // the expression did not compile, or the native check is not evaluated
	// StatusDeferred is the status of a runtime-deferred constraint: an
	// obligation of the consumer, which the library never evaluates.
	StatusDeferred Status = "deferred"
)

// Result is one constraint's outcome.
type Result struct {
	ID       string
	Severity Severity
	Status   Status
	// Message is the constraint's text (message, else description, else id)
	// when Status is fail, error, skipped or deferred; "" on pass.
	Message string
	// Err is the *EvalError of status error; for status skipped, the
	// *SyntaxError of an expression that did not compile or the
	// *NativeError of a native check the library does not evaluate.
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

// Infos returns the info-severity results with status fail or error.
func (r Report) Infos() []Result { return Infos(r.Results) }

// Skipped returns the results of constraints that were not evaluated: they
// did not compile, or their native check is not evaluated.
func (r Report) Skipped() []Result { return Skipped(r.Results) }

// Deferred returns the results of runtime-deferred constraints: the
// consumer's obligations.
func (r Report) Deferred() []Result { return Deferred(r.Results) }

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

// Infos returns the info-severity results with status fail or error.
func Infos(rs []Result) []Result {
	return filter(rs, func(r Result) bool { return r.failing(SeverityInfo) })
}

// Skipped returns the results with status skipped.
func Skipped(rs []Result) []Result {
	return filter(rs, func(r Result) bool { return r.Status == StatusSkipped })
}

// Deferred returns the results with status deferred.
func Deferred(rs []Result) []Result {
	return filter(rs, func(r Result) bool { return r.Status == StatusDeferred })
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
	var pass, errs, warns, infos, skipped, deferred int
	for _, res := range r.Results {
		switch {
		case res.Status == StatusPass:
			pass++
		case res.Status == StatusSkipped:
			skipped++
		case res.Status == StatusDeferred:
			deferred++
		case res.Severity == SeverityError:
			errs++
		case res.Severity == SeverityWarning:
			warns++
		default:
			infos++
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
	if infos > 0 {
		parts = append(parts, strconv.Itoa(infos)+" info")
	}
	if skipped > 0 {
		parts = append(parts, strconv.Itoa(skipped)+" skipped")
	}
	if deferred > 0 {
		parts = append(parts, strconv.Itoa(deferred)+" deferred")
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
