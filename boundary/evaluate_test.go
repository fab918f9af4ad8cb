package boundary_test

import (
	"encoding/json"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/boundary"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

var at = wire.MustParseTimestamp("2026-02-23T10:00:01Z")

func trust(state string, score float64) boundary.TrustSnapshot {
	return boundary.TrustSnapshot{ReputationState: reputation.State(state), BlendedScore: score,
		SnapshotAt: wire.MustParseTimestamp("2026-02-23T10:00:00Z")}
}

func capital(budget string) boundary.CapitalSnapshot {
	return boundary.CapitalSnapshot{BudgetRemaining: budget, BillingTier: "pro",
		BudgetPeriodEnd: wire.MustParseTimestamp("2026-03-01T00:00:00Z")}
}

func criteria(score float64, state, budget string) boundary.Criteria {
	return boundary.Criteria{MinTrustScore: score, MinReputationState: reputation.State(state), MinAvailableBudget: budget}
}

func f64(x float64) *float64 { return &x }
func i64(x int64) *int64     { return &x }
func str(s string) *string   { return &s }

// evalCase is one evaluation and what its result must say.
type evalCase struct {
	name    string
	t       boundary.TrustSnapshot
	c       boundary.CapitalSnapshot
	q       boundary.Criteria
	granted bool
	reason  string
	codes   []boundary.DenialCode
	gap     *boundary.Gap
	// trustPassed, capitalPassed are the layers' verdicts.
	trustPassed, capitalPassed bool
}

// evalCases are the protocol's examples of the decision engine; the
// scores go through float64 variables (no constant folding).
func evalCases() []evalCase {
	s01, s05, s03, s07, s082, s09, s095 := 0.1, 0.5, 0.3, 0.7, 0.82, 0.9, 0.95
	tiny, a, b := 1e-7, 0.1, 0.2
	third := a + b // 0.30000000000000004 (float64 arithmetic)
	return []evalCase{
		{name: "all three fail", t: trust("cold", s01), c: capital("1000"), q: criteria(s05, "established", "10000000"),
			reason: "trust score 0.1 < required 0.5; reputation state 'cold' below required 'established'; budget 1000 < required 10000000",
			codes: []boundary.DenialCode{boundary.TrustScoreBelowThreshold, boundary.TrustStateBelowThreshold,
				boundary.CapitalBelowThreshold},
			gap: &boundary.Gap{TrustScoreGap: f64(0.4), ReputationStateGap: i64(2), BudgetGap: str("9999000")}},
		{name: "float gap", t: trust("warming", s03), c: capital("5000000"), q: criteria(s07, "established", "10000000"),
			reason: "trust score 0.3 < required 0.7; reputation state 'warming' below required 'established'; budget 5000000 < required 10000000",
			codes: []boundary.DenialCode{boundary.TrustScoreBelowThreshold, boundary.TrustStateBelowThreshold,
				boundary.CapitalBelowThreshold},
			gap: &boundary.Gap{TrustScoreGap: f64(0.39999999999999997), ReputationStateGap: i64(1), BudgetGap: str("5000000")}},
		{name: "leading zeros", t: trust("established", s082), c: capital("007"), q: criteria(s07, "established", "10000000"),
			reason: `invalid budget format: leading zeros in "007"`, codes: []boundary.DenialCode{boundary.InvalidBudgetFormat},
			trustPassed: true},
		{name: "both unevaluable", t: trust("legendary", s09), c: capital("abc"), q: criteria(s05, "cold", "10"),
			reason: `unknown reputation state: legendary; invalid budget format: invalid characters in "abc"`,
			codes:  []boundary.DenialCode{boundary.UnknownReputationState, boundary.InvalidBudgetFormat}},
		{name: "unknown state, capital fails silently", t: trust("legendary", s09), c: capital("5"), q: criteria(s05, "cold", "10"),
			reason: "unknown reputation state: legendary", codes: []boundary.DenialCode{boundary.UnknownReputationState}},
		{name: "unknown state, capital passes", t: trust("legendary", s09), c: capital("50"), q: criteria(s05, "cold", "10"),
			reason: "unknown reputation state: legendary", codes: []boundary.DenialCode{boundary.UnknownReputationState},
			capitalPassed: true},
		{name: "unknown required state", t: trust("established", s09), c: capital("50"), q: criteria(s05, "elite", "10"),
			reason: "unknown required reputation state: elite", codes: []boundary.DenialCode{boundary.UnknownReputationState},
			capitalPassed: true},
		{name: "both states unknown", t: trust("x", s09), c: capital("50"), q: criteria(s05, "y", "10"),
			reason: "unknown reputation state: x", codes: []boundary.DenialCode{boundary.UnknownReputationState},
			capitalPassed: true},
		{name: "prototype name", t: trust("toString", s09), c: capital("50"), q: criteria(s05, "cold", "10"),
			reason: "unknown reputation state: toString", codes: []boundary.DenialCode{boundary.UnknownReputationState},
			capitalPassed: true},
		{name: "case-sensitive state", t: trust("Cold", s09), c: capital("50"), q: criteria(s05, "cold", "10"),
			reason: "unknown reputation state: Cold", codes: []boundary.DenialCode{boundary.UnknownReputationState},
			capitalPassed: true},
		{name: "required budget empty", t: trust("established", s09), c: capital("50"), q: criteria(s05, "cold", ""),
			reason: "invalid required budget format: empty string", codes: []boundary.DenialCode{boundary.InvalidBudgetFormat},
			trustPassed: true},
		{name: "budget too long", t: trust("established", s09), c: capital(strings.Repeat("1", 31)), q: criteria(s05, "cold", "1"),
			reason: "invalid budget format: exceeds 30 digit limit", codes: []boundary.DenialCode{boundary.InvalidBudgetFormat},
			trustPassed: true},
		{name: "number text", t: trust("established", tiny), c: capital("50"), q: criteria(third, "cold", "10"),
			reason: "trust score 1e-7 < required 0.30000000000000004",
			codes:  []boundary.DenialCode{boundary.TrustScoreBelowThreshold},
			gap:    &boundary.Gap{TrustScoreGap: f64(0.29999990000000004)}, capitalPassed: true},
		{name: "big integers", t: trust("authoritative", s095), c: capital("99999999999999999999"),
			q: criteria(s09, "established", "9007199254740993"), granted: true, trustPassed: true, capitalPassed: true},
		{name: "big integers, one short", t: trust("authoritative", s095), c: capital("9007199254740992"),
			q: criteria(s09, "established", "9007199254740993"), reason: "budget 9007199254740992 < required 9007199254740993",
			codes: []boundary.DenialCode{boundary.CapitalBelowThreshold}, gap: &boundary.Gap{BudgetGap: str("1")},
			trustPassed: true},
		{name: "inclusive thresholds", t: trust("cold", 0), c: capital("0"), q: criteria(0, "cold", "0"), granted: true,
			trustPassed: true, capitalPassed: true},
		{name: "state only", t: trust("warming", s09), c: capital("10"), q: criteria(s05, "authoritative", "10"),
			reason: "reputation state 'warming' below required 'authoritative'",
			codes:  []boundary.DenialCode{boundary.TrustStateBelowThreshold}, gap: &boundary.Gap{ReputationStateGap: i64(2)},
			capitalPassed: true},
	}
}

// TestEvaluate: the decision engine on the protocol's examples — every
// denial code it emits, every reason, the gaps bit for bit — and each
// result satisfies the Result schema and rules.
func TestEvaluate(t *testing.T) {
	t.Parallel()
	id := wire.MustParseUUID("a1b2c3d4-e5f6-7890-abcd-ef1234567890")
	for _, c := range evalCases() {
		t.Run(c.name, func(t *testing.T) {
			r := boundary.Evaluate(c.t, c.c, c.q, at, id)
			if r.AccessDecision.Granted != c.granted || r.AccessDecision.Reason() != c.reason ||
				(c.granted && r.AccessDecision.DenialReason != nil) {
				t.Errorf("decision %v %q, want %v %q", r.AccessDecision.Granted, r.AccessDecision.Reason(), c.granted, c.reason)
			}
			if !slices.Equal(r.DenialCodes, c.codes) {
				t.Errorf("codes %v, want %v", r.DenialCodes, c.codes)
			}
			if !gapEqual(r.EvaluationGap, c.gap) {
				t.Errorf("gap %s, want %s", gapText(r.EvaluationGap), gapText(c.gap))
			}
			if r.TrustEvaluation.Passed != c.trustPassed || r.CapitalEvaluation.Passed != c.capitalPassed {
				t.Errorf("passed trust %v capital %v, want %v %v", r.TrustEvaluation.Passed, r.CapitalEvaluation.Passed,
					c.trustPassed, c.capitalPassed)
			}
			te := r.TrustEvaluation
			if te.ActualScore != c.t.BlendedScore || te.RequiredScore != c.q.MinTrustScore ||
				te.ActualState != string(c.t.ReputationState) || te.RequiredState != string(c.q.MinReputationState) {
				t.Errorf("trust evaluation %+v", te)
			}
			if ce := r.CapitalEvaluation; ce.ActualBudget != c.c.BudgetRemaining || ce.RequiredBudget != c.q.MinAvailableBudget {
				t.Errorf("capital evaluation %+v", ce)
			}
			if r.CriteriaUsed != c.q || r.EvaluatedAt != at || r.BoundaryID != id {
				t.Errorf("echo: %+v %v %v", r.CriteriaUsed, r.EvaluatedAt, r.BoundaryID)
			}
			if schemaValid(c.c, c.q) {
				if err := r.Validate(); err != nil {
					t.Errorf("result invalid: %v", err)
				}
			}
		})
	}
}

// schemaValid reports whether the result can be schema-valid: the
// Result's schema checks what it echoes, so a required state outside the
// four or a budget that is not digits is a violation of the echo itself.
func schemaValid(c boundary.CapitalSnapshot, q boundary.Criteria) bool {
	return q.MinReputationState.Valid() && digits(c.BudgetRemaining) && digits(q.MinAvailableBudget)
}

func digits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

func gapEqual(a, b *boundary.Gap) bool {
	if a == nil || b == nil {
		return a == b
	}
	eqF := func(x, y *float64) bool {
		return x == nil && y == nil || x != nil && y != nil && math.Float64bits(*x) == math.Float64bits(*y)
	}
	eqI := func(x, y *int64) bool { return x == nil && y == nil || x != nil && y != nil && *x == *y }
	eqS := func(x, y *string) bool { return x == nil && y == nil || x != nil && y != nil && *x == *y }
	return eqF(a.TrustScoreGap, b.TrustScoreGap) && eqI(a.ReputationStateGap, b.ReputationStateGap) && eqS(a.BudgetGap, b.BudgetGap)
}

func gapText(g *boundary.Gap) string {
	if g == nil {
		return "none"
	}
	b, _ := json.Marshal(g)
	return string(b)
}

// TestEvaluateIgnores: the snapshot instant, the billing tier and the
// budget period are not consulted (an ended budget period still grants),
// and the zero boundary id is left out of the result.
func TestEvaluateIgnores(t *testing.T) {
	t.Parallel()
	c := capital("100")
	c.BudgetPeriodEnd = wire.MustParseTimestamp("2020-01-01T00:00:00Z")
	c.BillingTier = ""
	r := boundary.Evaluate(trust("established", 0.8), c, criteria(0.5, "warming", "10"), at, wire.UUID{})
	if !r.AccessDecision.Granted || r.DenialCodes != nil || r.EvaluationGap != nil || !r.BoundaryID.IsZero() {
		t.Errorf("got %+v", r)
	}
	out, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"access_decision":{"granted":true},"trust_evaluation":{"passed":true,"actual_score":0.8,"required_score":0.5,"actual_state":"established","required_state":"warming"},"capital_evaluation":{"passed":true,"actual_budget":"100","required_budget":"10"},"criteria_used":{"min_trust_score":0.5,"min_reputation_state":"warming","min_available_budget":"10"},"evaluated_at":"2026-02-23T10:00:01Z"}`
	if string(out) != want {
		t.Errorf("encoding\n%s\nwant\n%s", out, want)
	}
}

// TestEvaluateBoundary: a boundary with criteria is Evaluate of its
// layers for its id; without criteria, the fixed denial; the stored
// decision is not consulted.
func TestEvaluateBoundary(t *testing.T) {
	t.Parallel()
	id := wire.MustParseUUID("a1b2c3d4-e5f6-7890-abcd-ef1234567890")
	b := boundary.Boundary{BoundaryID: id, PersonalityID: "p", CollectionID: "c", TrustLayer: trust("authoritative", 0.95),
		CapitalLayer: capital("100000000"), AccessDecision: boundary.AccessDecision{Granted: true},
		EvaluatedAt: at, ContractVersion: wire.MustParseSemver("8.7.0")}
	r := boundary.EvaluateBoundary(b, at)
	if r.AccessDecision.Granted || r.AccessDecision.Reason() != "no qualification criteria on boundary" ||
		!slices.Equal(r.DenialCodes, []boundary.DenialCode{boundary.MissingQualificationCriteria}) || r.EvaluationGap != nil {
		t.Errorf("no criteria: %+v", r)
	}
	wantTrust := boundary.TrustEvaluation{ActualScore: 0.95, ActualState: "authoritative", RequiredState: "cold"}
	wantCapital := boundary.CapitalEvaluation{ActualBudget: "100000000", RequiredBudget: "0"}
	if r.TrustEvaluation != wantTrust || r.CapitalEvaluation != wantCapital || r.CriteriaUsed != criteria(0, "cold", "0") ||
		r.BoundaryID != id || r.EvaluatedAt != at {
		t.Errorf("no criteria: %+v", r)
	}
	if err := r.Validate(); err != nil {
		t.Error(err)
	}

	b.CapitalLayer.BudgetRemaining = "05"
	q := criteria(0.1, "cold", "1")
	b.QualificationCriteria = &q
	r = boundary.EvaluateBoundary(b, at)
	if r.AccessDecision.Reason() != `invalid budget format: leading zeros in "05"` || !r.TrustEvaluation.Passed ||
		!slices.Equal(r.DenialCodes, []boundary.DenialCode{boundary.InvalidBudgetFormat}) || r.BoundaryID != id {
		t.Errorf("leading zeros: %+v", r)
	}
	for _, c := range evalCases() {
		b.TrustLayer, b.CapitalLayer, b.QualificationCriteria = c.t, c.c, &c.q
		b.AccessDecision = boundary.AccessDecision{Granted: !c.granted}
		got, want := boundary.EvaluateBoundary(b, at), boundary.Evaluate(c.t, c.c, c.q, at, id)
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(want)
		if string(g) != string(w) {
			t.Errorf("%s: EvaluateBoundary %s, Evaluate %s", c.name, g, w)
		}
	}
}

// TestDecisionHolds: a stored decision holds when the engine reaches it; a
// stored grant without criteria, or one its criteria deny, does not.
func TestDecisionHolds(t *testing.T) {
	t.Parallel()
	q := criteria(0.5, "warming", "10")
	b := boundary.Boundary{TrustLayer: trust("established", 0.8), CapitalLayer: capital("100"),
		AccessDecision: boundary.AccessDecision{Granted: true}, QualificationCriteria: &q}
	if !b.DecisionHolds() {
		t.Error("a grant the criteria give does not hold")
	}
	b.AccessDecision = boundary.AccessDecision{Granted: false, DenialReason: str("no")}
	if b.DecisionHolds() {
		t.Error("a denial the criteria do not give holds")
	}
	b.QualificationCriteria = nil
	if !b.DecisionHolds() {
		t.Error("a denial without criteria does not hold")
	}
	b.AccessDecision = boundary.AccessDecision{Granted: true}
	if b.DecisionHolds() {
		t.Error("a grant without criteria holds")
	}
}
