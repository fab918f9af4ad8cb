package boundary_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/boundary"
	"github.com/hounfour-go/hounfour/wire"
)

// A denial lists each failed check with its code, and the gap says how far
// the agent is from each threshold.
func ExampleEvaluate() {
	t := boundary.TrustSnapshot{ReputationState: "warming", BlendedScore: 0.3,
		SnapshotAt: wire.MustParseTimestamp("2026-02-23T12:00:00Z")}
	c := boundary.CapitalSnapshot{BudgetRemaining: "5000000", BillingTier: "basic",
		BudgetPeriodEnd: wire.MustParseTimestamp("2026-03-01T00:00:00Z")}
	q := boundary.Criteria{MinTrustScore: 0.7, MinReputationState: "established", MinAvailableBudget: "10000000"}

	r := boundary.Evaluate(t, c, q, wire.MustParseTimestamp("2026-02-23T12:00:01Z"), wire.UUID{})
	fmt.Println(r.AccessDecision.Granted)
	fmt.Println(r.AccessDecision.Reason())
	fmt.Println(r.DenialCodes)
	gap, _ := json.Marshal(r.EvaluationGap)
	fmt.Println(string(gap))
	// Output:
	// false
	// trust score 0.3 < required 0.7; reputation state 'warming' below required 'established'; budget 5000000 < required 10000000
	// [TRUST_SCORE_BELOW_THRESHOLD TRUST_STATE_BELOW_THRESHOLD CAPITAL_BELOW_THRESHOLD]
	// {"trust_score_gap":0.39999999999999997,"reputation_state_gap":1,"budget_gap":"5000000"}
}

// The engine fails closed: a budget it cannot read unambiguously denies
// access, whatever the other layer says.
func ExampleEvaluate_failClosed() {
	t := boundary.TrustSnapshot{ReputationState: "established", BlendedScore: 0.82,
		SnapshotAt: wire.MustParseTimestamp("2026-02-23T10:00:00Z")}
	c := boundary.CapitalSnapshot{BudgetRemaining: "007", BillingTier: "pro",
		BudgetPeriodEnd: wire.MustParseTimestamp("2026-03-01T00:00:00Z")}
	q := boundary.Criteria{MinTrustScore: 0.5, MinReputationState: "warming", MinAvailableBudget: "1"}

	r := boundary.Evaluate(t, c, q, wire.MustParseTimestamp("2026-02-23T10:00:01Z"), wire.UUID{})
	fmt.Println(r.AccessDecision.Granted, r.TrustEvaluation.Passed, r.DenialCodes)
	fmt.Println(r.AccessDecision.Reason())
	// Output:
	// false true [INVALID_BUDGET_FORMAT]
	// invalid budget format: leading zeros in "007"
}

// A stored boundary is evaluated against its own criteria; without
// criteria it is denied.
func ExampleEvaluateBoundary() {
	var b boundary.Boundary
	err := hounfour.Options{Contract: hounfour.Contract870}.Decode([]byte(`{
		"boundary_id": "a1b2c3d4-e5f6-7890-abcd-ef1234567890",
		"personality_id": "agent-alice", "collection_id": "community-dao",
		"trust_layer": {"reputation_state": "authoritative", "blended_score": 0.95, "snapshot_at": "2026-02-23T12:00:00Z"},
		"capital_layer": {"budget_remaining": "100000000", "billing_tier": "enterprise", "budget_period_end": "2026-03-01T00:00:00Z"},
		"access_decision": {"granted": true},
		"evaluated_at": "2026-02-23T12:00:01Z", "contract_version": "7.9.1"}`), &b)
	if err != nil {
		fmt.Println(err)
		return
	}
	r := boundary.EvaluateBoundary(b, wire.MustParseTimestamp("2026-02-23T12:00:01Z"))
	fmt.Println(r.AccessDecision.Granted, r.AccessDecision.Reason(), r.DenialCodes)

	b.QualificationCriteria = &boundary.Criteria{MinTrustScore: 0.9, MinReputationState: "established",
		MinAvailableBudget: "50000000"}
	r = boundary.EvaluateBoundary(b, wire.MustParseTimestamp("2026-02-23T12:00:01Z"))
	fmt.Println(r.AccessDecision.Granted, r.BoundaryID)
	// Output:
	// false no qualification criteria on boundary [MISSING_QUALIFICATION_CRITERIA]
	// true a1b2c3d4-e5f6-7890-abcd-ef1234567890
}

// ParseAmount is strict: digits only, no leading zero, at most 30 digits.
func ExampleParseAmount() {
	for _, s := range []string{"123", "99999999999999999999", "007", "1.5", ""} {
		n, err := boundary.ParseAmount(s)
		var ae *boundary.AmountError
		switch {
		case errors.As(err, &ae):
			fmt.Printf("%q: %s\n", s, ae.Reason)
		default:
			fmt.Printf("%q: %v\n", s, n)
		}
	}
	// Output:
	// "123": 123
	// "99999999999999999999": 99999999999999999999
	// "007": leading zeros in "007"
	// "1.5": invalid characters in "1.5"
	// "": empty string
}

// A boundary that stores a denial must say why.
func ExampleBoundary_Validate() {
	var b boundary.Boundary
	err := hounfour.Options{Contract: hounfour.Contract870}.Decode([]byte(`{
		"boundary_id": "a1b2c3d4-e5f6-7890-abcd-ef1234567890",
		"personality_id": "agent-alice", "collection_id": "community-dao",
		"trust_layer": {"reputation_state": "cold", "blended_score": 0.1, "snapshot_at": "2026-02-23T12:00:00Z"},
		"capital_layer": {"budget_remaining": "0", "billing_tier": "free", "budget_period_end": "2026-03-01T00:00:00Z"},
		"access_decision": {"granted": false},
		"evaluated_at": "2026-02-23T12:00:01Z", "contract_version": "8.7.0"}`), &b)
	fmt.Println(err)
	// Output:
	// invalid economic-boundary: : Denied access decisions must provide a denial reason.
}
