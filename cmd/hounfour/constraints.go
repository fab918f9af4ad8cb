package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
)

const constraintsAbout = `check <schema-name> [file|-]: evaluate every constraint of the shipped
constraint files of the schema on the document, as upstream's evaluator does,
and print each verdict.

It checks the constraint files only; schema keywords and the library's other
cross-field rules are not constraints, and the output says whether hounfour
validate accepts the whole document. The verdict agrees with validate: exit 1
when validate reports an error-severity constraint rule, or when one fails
here and validate rejects the document; exit 0 whenever validate accepts the
document. A document over a limit (-max-bytes, -max-depth, …), one that is
not JSON and one that is not an object are reported as validate reports them,
by their violation, with exit 1, and no constraint is evaluated. A constraint that fails here but that validate does not apply (a
member it reads failed its own checks, or the library checks the rule
natively) is marked as such.`

// constraintCheck is the outcome of constraints check (its --format json form).
type constraintCheck struct {
	Schema string   `json:"schema"`
	Files  []string `json:"constraint_files"`
	// OK is the verdict of the constraint part, consistent with validate:
	// false when validate reports an error-severity constraint rule, or when
	// one fails here and validate rejects the document; true when validate
	// accepts the document.
	OK      bool               `json:"ok"`
	Results []constraintResult `json:"results"`
	// Document is hounfour validate's verdict on the whole document.
	Document validation `json:"document"`
	// Outside are the document's violations that are not constraint results.
	Outside []jsonFinding `json:"violations_outside_constraints"`
	// NotEvaluated says why no constraint was evaluated ("" when they
	// were): a document over a limit is reported as validate reports it,
	// by the limit's violation.
	NotEvaluated string `json:"not_evaluated,omitempty"`
}

type constraintResult struct {
	ID       string `json:"id"`
	Severity string `json:"severity"`
	Status   string `json:"status"`
	Message  string `json:"message,omitempty"`
	Detail   string `json:"detail,omitempty"`
	// Validate says how validate treats the constraint on this document:
	// "reported" (it is one of validate's violations) or "not applied" (it
	// fails here, validate does not report it); "" otherwise.
	Validate string `json:"validate,omitempty"`
}

func cmdConstraints(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCommand("constraints", "check <schema-name> [file|-]", constraintsAbout, 2, 3).withFormat().withLimits().withContract()
	pos, code, done := c.parse(args, stdout, stderr)
	if done {
		return code
	}
	if pos[0] != "check" {
		return c.fail(stderr, fmt.Sprintf("unknown subcommand %q (want check)", pos[0]))
	}
	name := pos[1]
	files := constraint.ForSchema(name)
	if len(files) == 0 {
		return c.fail(stderr, fmt.Sprintf("no constraint file for schema %q", name))
	}
	data, err := readDocument(pos[2:], stdin, c.limits.MaxBytes)
	var large errTooLarge
	switch {
	case errors.As(err, &large):
		return c.reportNotEvaluated(stdout, name, files, tooLarge(name, large), overLimitReason)
	case err != nil:
		return c.fail(stderr, err.Error()) // an unreadable file
	case overLimit(data, *c.limits):
		// validate reports the limit as the document's one violation.
		doc, err := validateDocument(name, data, hounfour.Options{Contract: *c.contract, Limits: *c.limits})
		if err != nil {
			fmt.Fprintln(stderr, "hounfour constraints:", err)
			return exitUsage
		}
		return c.reportNotEvaluated(stdout, name, files, doc, overLimitReason)
	}
	doc, err := validateDocument(name, data, hounfour.Options{Contract: *c.contract, Limits: *c.limits})
	if err != nil {
		fmt.Fprintln(stderr, "hounfour constraints:", err)
		return exitUsage
	}
	rep, err := constraint.EvaluateSchema(name, data, constraint.WithBudget(c.limits.EvalBudget))
	if err != nil {
		// Not one JSON text, or not an object: validate reports it as the
		// document's violation.
		if !doc.Valid {
			return c.reportNotEvaluated(stdout, name, files, doc, "the document is not a JSON object")
		}
		fmt.Fprintln(stderr, "hounfour constraints:", err)
		return exitUsage
	}
	out := constraintCheck{Schema: name, OK: true, Document: doc, Outside: []jsonFinding{}}
	reported := map[string]bool{}
	for _, v := range doc.Violations {
		reported[v.Rule] = true
	}
	ids := map[string]bool{}
	for _, f := range files {
		out.Files = append(out.Files, f.Name())
	}
	failing := map[string]bool{}
	for _, r := range rep.Errors() {
		failing[r.ID] = true
	}
	for _, r := range rep.Results {
		ids[r.ID] = true
		x := constraintResult{ID: r.ID, Severity: string(r.Severity), Status: string(r.Status), Message: r.Message}
		if r.Err != nil && r.Status != constraint.StatusFail {
			x.Detail = r.Err.Error()
		}
		switch {
		case reported[r.ID]:
			x.Validate = "reported"
			if r.Severity == constraint.SeverityError {
				out.OK = false
			}
		case failing[r.ID]:
			x.Validate = "not applied"
			if !doc.Valid {
				out.OK = false // the constraint fails and validate rejects the document
			}
		}
		out.Results = append(out.Results, x)
	}
	for _, v := range doc.Violations {
		if !ids[v.Rule] {
			out.Outside = append(out.Outside, v)
		}
	}
	if c.json() {
		writeJSON(stdout, out)
	} else {
		out.print(stdout, rep)
	}
	if !out.OK {
		return exitFail
	}
	return exitOK
}

// overLimitReason is why no constraint of a document over a limit is
// evaluated.
const overLimitReason = "the document exceeds a limit"

// reportNotEvaluated reports a document no constraint can be evaluated on
// — over a limit of hounfour.Limits, not JSON, not an object — as validate
// does: its violations, and exit 1.
func (c *command) reportNotEvaluated(stdout io.Writer, name string, files []*constraint.File, doc validation, reason string) int {
	out := constraintCheck{Schema: name, OK: false, Results: []constraintResult{}, Document: doc,
		Outside: doc.Violations, NotEvaluated: reason}
	for _, f := range files {
		out.Files = append(out.Files, f.Name())
	}
	if c.json() {
		writeJSON(stdout, out)
		return exitFail
	}
	fmt.Fprintf(stdout, "not checked: %s, so none of the constraints of %s was evaluated\n", out.NotEvaluated,
		strings.Join(out.Files, ", "))
	for _, v := range doc.Violations {
		fmt.Fprintf(stdout, "  %s [%s] %s\n", pointer(v.Path), v.Rule, v.Message)
	}
	fmt.Fprintln(stdout, "constraint verdict (as validate): INVALID")
	fmt.Fprintf(stdout, "document: invalid %s (hounfour validate)\n", name)
	return exitFail
}

func (out constraintCheck) print(w io.Writer, rep constraint.Report) {
	fmt.Fprintf(w, "checked: the %d constraint(s) of %s (constraint files only)\n", len(out.Results), strings.Join(out.Files, ", "))
	fmt.Fprint(w, rep.String())
	for _, x := range out.Results {
		switch {
		case x.Validate == "not applied":
			fmt.Fprintf(w, "note: validate does not apply %s to this document (a member it reads failed its own checks, or the library checks the rule natively)\n", x.ID)
		case x.Validate == "reported" && x.Status == string(constraint.StatusPass):
			fmt.Fprintf(w, "note: validate reports %s (the library's own check of this rule)\n", x.ID)
		}
	}
	verdict := "OK"
	if !out.OK {
		verdict = "INVALID"
	}
	fmt.Fprintf(w, "constraint verdict (as validate): %s\n", verdict)
	switch {
	case out.Document.Valid:
		fmt.Fprintf(w, "document: valid %s (hounfour validate)\n", out.Schema)
	case len(out.Outside) == 0:
		fmt.Fprintf(w, "document: invalid %s (hounfour validate), only for the constraints above\n", out.Schema)
	default:
		rules := []string{}
		for _, v := range out.Outside {
			if !slices.Contains(rules, v.Rule) {
				rules = append(rules, v.Rule)
			}
		}
		fmt.Fprintf(w, "document: invalid %s (hounfour validate): %d violation(s) outside the constraint files (%s); run hounfour validate %s for them\n",
			out.Schema, len(out.Outside), strings.Join(rules, ", "), out.Schema)
	}
}
