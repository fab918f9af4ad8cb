package billing_test

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/vectors"
)

// TestConstraintEquivalence proves, on every billing-entry document of the
// vectors and the fixture, that Entry's native treatment of its constraint
// files (applied by Validate, deviation 8) gives the constraint evaluator's
// verdicts and warnings: an error-severity constraint that fails on a
// document only ever fails on one Validate rejects anyway, and on a valid
// entry the failing warning-severity constraints are exactly the native
// warnings with those ids.
func TestConstraintEquivalence(t *testing.T) {
	t.Parallel()
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		t.Fatal(err)
	}
	var docs [][]byte
	for _, f := range files {
		if f.Schema == "billing-entry" && f.IsDocument() {
			for _, c := range f.Cases {
				docs = append(docs, c.Document())
			}
		}
	}
	if fx, err := os.ReadFile(filepath.Join("..", "testdata", "wire", "billing-request.fixture.json")); err == nil {
		docs = append(docs, fx)
	}
	checked := 0
	for _, doc := range docs {
		rep, err := constraint.EvaluateSchema("billing-entry", doc)
		if err != nil {
			continue // not a JSON object: no constraint verdict
		}
		var e billing.Entry
		verr := hounfour.Decode(doc, &e)
		if len(rep.Errors()) > 0 && verr == nil {
			t.Errorf("an error-severity constraint fails on a valid entry: %v\n%s", rep.Errors(), doc)
		}
		if verr != nil {
			var ve *hounfour.ValidationError
			if !errors.As(verr, &ve) {
				t.Fatal(verr)
			}
			continue
		}
		checked++
		var fromEvaluator, native []string
		for _, r := range rep.Warnings() {
			fromEvaluator = append(fromEvaluator, r.ID)
		}
		for _, w := range e.Warnings() {
			if w.Rule == billing.RulePricingProvenance || w.Rule == billing.RuleReconciliationDelta {
				native = append(native, w.Rule)
			}
		}
		if !slices.Equal(fromEvaluator, native) {
			t.Errorf("warnings: evaluator %v, native %v\n%s", fromEvaluator, native, doc)
		}
		// CheckConstraints on the decoded value gives the same results.
		var typed []string
		for _, r := range e.CheckConstraints() {
			typed = append(typed, r.ID+":"+string(r.Status))
		}
		var raw []string
		for _, r := range rep.Results {
			raw = append(raw, r.ID+":"+string(r.Status))
		}
		if !slices.Equal(typed, raw) {
			t.Errorf("CheckConstraints %v, EvaluateSchema %v", typed, raw)
		}
	}
	if checked < 35 {
		t.Errorf("only %d valid entries compared", checked)
	}
	t.Logf("%d documents, %d valid entries compared with the constraint evaluator", len(docs), checked)
}

func TestCheckConstraints(t *testing.T) {
	t.Parallel()
	e := baseEntry()
	var got []string
	for _, r := range e.CheckConstraints() {
		got = append(got, r.ID+":"+string(r.Severity)+":"+string(r.Status))
	}
	want := []string{"billing-valid:error:pass", "billing-pricing-provenance:warning:pass", "billing-reconciliation-delta:warning:pass"}
	if !slices.Equal(got, want) {
		t.Errorf("CheckConstraints = %v, want %v", got, want)
	}
	e.ReconciliationDeltaMicro = m("5")
	if rs := e.CheckConstraints(); rs[2].Status != constraint.StatusFail || rs[2].Message != "reconciliation_delta_micro only applies with provider_invoice_authoritative mode" {
		t.Errorf("delta: %+v", rs[2])
	}
}
