package vectors

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"math"
	"slices"
	"strings"

	"github.com/hounfour-go/hounfour/boundary"
	"github.com/hounfour-go/hounfour/wire"
)

// The decision engine corpus of upstream 8.7.0:
// vectors/economic-boundary-evaluation/, an index.json listing the vector
// files in order, each {schema_version, description, notes?, input,
// expected}. A file whose name starts with integration- evaluates
// input.boundary (an EconomicBoundary) with boundary.EvaluateBoundary;
// the others evaluate input.trust_snapshot, input.capital_snapshot and
// input.criteria with boundary.Evaluate, without a boundary id. Inputs are
// decoded without validation (one carries an unknown reputation state on
// purpose).

const boundaryCorpus = "economic-boundary-evaluation"

// boundaryCorpusMin is the fewest vectors the index may list.
const boundaryCorpusMin = 12

// boundaryGapTolerance is the tolerance of a trust score gap: upstream's
// harness compares it to 10 decimal places (integration-denied states 0.4
// where the engine computes 0.39999999999999997).
const boundaryGapTolerance = 5e-11

type boundaryVector struct {
	SchemaVersion int    `json:"schema_version"`
	Description   string `json:"description"`
	Notes         string `json:"notes"`
	Input         struct {
		Boundary    json.RawMessage `json:"boundary"`
		Trust       json.RawMessage `json:"trust_snapshot"`
		Capital     json.RawMessage `json:"capital_snapshot"`
		Criteria    json.RawMessage `json:"criteria"`
		EvaluatedAt string          `json:"evaluated_at"`
	} `json:"input"`
	Expected struct {
		AccessDecision struct {
			Granted              *bool  `json:"granted"`
			DenialReason         string `json:"denial_reason"`
			DenialReasonContains string `json:"denial_reason_contains"`
		} `json:"access_decision"`
		TrustEvaluation struct {
			Passed        *bool    `json:"passed"`
			ActualScore   *float64 `json:"actual_score"`
			RequiredScore float64  `json:"required_score"`
			ActualState   string   `json:"actual_state"`
			RequiredState string   `json:"required_state"`
		} `json:"trust_evaluation"`
		CapitalEvaluation struct {
			Passed         *bool   `json:"passed"`
			ActualBudget   *string `json:"actual_budget"`
			RequiredBudget string  `json:"required_budget"`
		} `json:"capital_evaluation"`
		BoundaryID    *string               `json:"boundary_id"`
		DenialCodes   []boundary.DenialCode `json:"denial_codes"`
		EvaluationGap *struct {
			TrustScoreGap      *float64 `json:"trust_score_gap"`
			ReputationStateGap *int64   `json:"reputation_state_gap"`
			BudgetGap          *string  `json:"budget_gap"`
		} `json:"evaluation_gap"`
	} `json:"expected"`
}

// runBoundaryCorpus runs the decision engine corpus in its index's order
// and compares what each vector's expected states, as upstream's harness
// does; every result must also be a valid Result (schema and rules).
func runBoundaryCorpus(fsys fs.FS) ([]Result, map[string]UpstreamFile) {
	c := newCorpusRun(boundaryCorpus)
	data, err := c.read(fsys, boundaryCorpus+"/index.json")
	if err != nil {
		delete(c.fates, boundaryCorpus+"/index.json")
		return nil, c.fates
	}
	var index struct {
		SchemaVersion int    `json:"schema_version"`
		SchemaID      string `json:"schema_id"`
		Vectors       []struct {
			File        string `json:"file"`
			Description string `json:"description"`
		} `json:"vectors"`
	}
	err = json.Unmarshal(data, &index)
	if err == nil && (index.SchemaID != "EconomicBoundaryEvaluationResult" || len(index.Vectors) < boundaryCorpusMin) {
		err = fmt.Errorf("index: schema_id %q with %d vectors, want EconomicBoundaryEvaluationResult with at least %d",
			index.SchemaID, len(index.Vectors), boundaryCorpusMin)
	}
	c.result(boundaryCorpus+"/index.json", "index", err)
	if err != nil {
		return c.results, c.fates
	}
	for _, v := range index.Vectors {
		p := boundaryCorpus + "/" + v.File
		c.result(p, strings.TrimSuffix(v.File, ".json"), func() error {
			data, err := c.read(fsys, p)
			if err != nil {
				return err
			}
			return runBoundaryVector(v.File, data)
		}())
	}
	return c.results, c.fates
}

func runBoundaryVector(file string, data []byte) error {
	var v boundaryVector
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	at, err := wire.ParseTimestamp(v.Input.EvaluatedAt)
	if err != nil {
		return fmt.Errorf("evaluated_at: %w", err)
	}
	var r boundary.Result
	if strings.HasPrefix(file, "integration-") {
		var b boundary.Boundary
		if err := b.UnmarshalJSON(v.Input.Boundary); err != nil {
			return fmt.Errorf("boundary: %w", err)
		}
		r = boundary.EvaluateBoundary(b, at)
	} else {
		var t boundary.TrustSnapshot
		var c boundary.CapitalSnapshot
		var q boundary.Criteria
		for _, in := range []struct {
			name string
			data []byte
			dst  interface{ UnmarshalJSON([]byte) error }
		}{{"trust_snapshot", v.Input.Trust, &t}, {"capital_snapshot", v.Input.Capital, &c}, {"criteria", v.Input.Criteria, &q}} {
			if err := in.dst.UnmarshalJSON(in.data); err != nil {
				return fmt.Errorf("%s: %w", in.name, err)
			}
		}
		r = boundary.Evaluate(t, c, q, at, wire.UUID{})
	}
	return compareBoundaryResult(&v, &r)
}

// compareBoundaryResult compares r with what v's expected states.
func compareBoundaryResult(v *boundaryVector, r *boundary.Result) error {
	var errs []string
	fail := func(format string, args ...any) { errs = append(errs, fmt.Sprintf(format, args...)) }
	e := &v.Expected
	if g := e.AccessDecision.Granted; g == nil || *g != r.AccessDecision.Granted {
		fail("granted %v, expected %v", r.AccessDecision.Granted, g)
	}
	reason := r.AccessDecision.Reason()
	switch {
	case e.AccessDecision.DenialReason != "":
		if reason != e.AccessDecision.DenialReason {
			fail("denial_reason %q, expected %q", reason, e.AccessDecision.DenialReason)
		}
	case e.AccessDecision.DenialReasonContains != "":
		if !strings.Contains(reason, e.AccessDecision.DenialReasonContains) {
			fail("denial_reason %q does not contain %q", reason, e.AccessDecision.DenialReasonContains)
		}
	}
	te, xt := r.TrustEvaluation, e.TrustEvaluation
	if xt.ActualScore != nil && (te.ActualScore != *xt.ActualScore || te.RequiredScore != xt.RequiredScore ||
		te.ActualState != xt.ActualState || te.RequiredState != xt.RequiredState) {
		fail("trust_evaluation %+v, expected %+v", te, xt)
	}
	if xt.Passed != nil && *xt.Passed != te.Passed {
		fail("trust_evaluation.passed %v", te.Passed)
	}
	ce, xc := r.CapitalEvaluation, e.CapitalEvaluation
	if xc.ActualBudget != nil && (ce.ActualBudget != *xc.ActualBudget || ce.RequiredBudget != xc.RequiredBudget) {
		fail("capital_evaluation %+v, expected %q %q", ce, *xc.ActualBudget, xc.RequiredBudget)
	}
	if xc.Passed != nil && *xc.Passed != ce.Passed {
		fail("capital_evaluation.passed %v", ce.Passed)
	}
	if e.BoundaryID != nil && r.BoundaryID.String() != *e.BoundaryID {
		fail("boundary_id %q, expected %q", r.BoundaryID, *e.BoundaryID)
	}
	if e.DenialCodes != nil && !slices.Equal(r.DenialCodes, e.DenialCodes) {
		fail("denial_codes %v, expected %v", r.DenialCodes, e.DenialCodes)
	}
	if xg := e.EvaluationGap; xg != nil {
		g := r.EvaluationGap
		switch {
		case g == nil:
			fail("no evaluation_gap")
		default:
			if (xg.TrustScoreGap == nil) != (g.TrustScoreGap == nil) ||
				xg.TrustScoreGap != nil && !(math.Abs(*g.TrustScoreGap-*xg.TrustScoreGap) < boundaryGapTolerance) {
				fail("trust_score_gap %v, expected %v", ptrText(g.TrustScoreGap), ptrText(xg.TrustScoreGap))
			}
			if (xg.ReputationStateGap == nil) != (g.ReputationStateGap == nil) ||
				xg.ReputationStateGap != nil && *xg.ReputationStateGap != *g.ReputationStateGap {
				fail("reputation_state_gap %v, expected %v", ptrText(g.ReputationStateGap), ptrText(xg.ReputationStateGap))
			}
			if (xg.BudgetGap == nil) != (g.BudgetGap == nil) || xg.BudgetGap != nil && *xg.BudgetGap != *g.BudgetGap {
				fail("budget_gap %v, expected %v", ptrText(g.BudgetGap), ptrText(xg.BudgetGap))
			}
		}
	}
	if err := r.Validate(); err != nil {
		fail("result: %v", err)
	}
	if len(errs) > 0 {
		return fmt.Errorf("%s", strings.Join(errs, "; "))
	}
	return nil
}

func ptrText[T any](p *T) string {
	if p == nil {
		return "absent"
	}
	return fmt.Sprint(*p)
}
