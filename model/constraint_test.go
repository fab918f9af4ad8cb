package model_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/schemas"
	"github.com/hounfour-go/hounfour/vectors"
)

// TestConstraintEquivalence proves, on every document of the model vectors,
// that the natively evaluated constraint files (ProviderWireMessage,
// CompletionRequest, CompletionResult, EnsembleRequest, EnsembleResult) give
// the constraint evaluator's verdicts: on each document whose members passed
// their own checks, the failing error-severity constraints of the top-level
// file are exactly the constraint ids Validate reports at the document's own
// path (the constraints that share a native rule's id and condition are
// reported once, natively), and each failing warning-severity constraint has
// a native warning with the same condition.
func TestConstraintEquivalence(t *testing.T) {
	t.Parallel()
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		t.Fatal(err)
	}
	// Constraints reported under a native rule's id, and warnings that a
	// native warning reports.
	twin := map[string]string{
		"ensemble-request-consensus-threshold":      "ensemble-request-consensus-threshold",
		"ensemble-request-dialogue-config":          "ensemble-request-dialogue-config",
		"ensemble-result-consensus-score":           "ensemble-result-consensus-score",
		"ensemble-result-dialogue-rounds":           "ensemble-result-dialogue-rounds",
		"ensemble-result-dialogue-termination":      "ensemble-result-dialogue-termination",
		"completion-request-zero-budget-warning":    "completion-request-zero-budget",
		"ensemble-request-dialogue-session-id":      "ensemble-request-dialogue-session",
		"ensemble-result-consensus-method-required": "ensemble-result-consensus-method",
	}
	keywords := []string{"required", "type", "enum", "const", "pattern", "format", "minLength", "maxLength", "minimum",
		"maximum", "minItems", "additionalProperties", "duplicate-member", "anyOf"}
	checked := 0
	for _, f := range files {
		switch f.Schema {
		case "provider-wire-message", "completion-request", "completion-result", "ensemble-request", "ensemble-result":
		default:
			continue
		}
		for _, c := range f.Cases {
			doc := c.Document()
			rep, err := constraint.EvaluateSchema(f.Schema, doc)
			if err != nil {
				continue // not a JSON object
			}
			v, _ := schemas.New(f.Schema)
			var viol []hounfour.Violation
			if ve, ok := hounfour.Decode(doc, v).(*hounfour.ValidationError); ok {
				viol = ve.Violations
			}
			if slices.ContainsFunc(viol, func(x hounfour.Violation) bool { return slices.Contains(keywords, x.Rule) }) {
				continue // a member failed its own checks: the run conditions decide
			}
			var got, want []string
			for _, x := range viol {
				if x.Path == "" || twin[x.Rule] == x.Rule && slices.ContainsFunc(rep.Results, func(r constraint.Result) bool { return r.ID == x.Rule }) {
					got = append(got, x.Rule)
				}
			}
			for _, r := range rep.Errors() {
				want = append(want, r.ID)
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("%s/%s: Validate reports constraints %v, the evaluator fails %v", f.Schema, c.ID, got, want)
			}
			var gotW, wantW []string
			for _, w := range v.(interface{ Warnings() []hounfour.Warning }).Warnings() {
				// The native warnings that restate a constraint, nested ones excluded.
				native := w.Rule == "completion-request-zero-budget" || w.Rule == "ensemble-result-consensus-method" ||
					w.Rule == "ensemble-request-dialogue-session"
				if native && !strings.HasPrefix(w.Path, "/request/messages") {
					gotW = append(gotW, w.Rule)
				}
			}
			for _, r := range rep.Warnings() {
				wantW = append(wantW, twin[r.ID])
			}
			if !slices.Equal(gotW, wantW) {
				t.Errorf("%s/%s: native warnings %v, the evaluator's %v", f.Schema, c.ID, gotW, wantW)
			}
			checked++
		}
	}
	if checked < 50 {
		t.Errorf("only %d documents checked", checked)
	}
	t.Logf("%d documents checked", checked)
}
