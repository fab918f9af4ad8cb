package boundary

import (
	"math/big"
	"strings"

	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

// Evaluate decides access at the economic membrane (upstream's
// evaluateEconomicBoundary): trust t and capital c against the criteria
// q, at the instant evaluatedAt, for the boundary boundaryID (the zero
// UUID: none). It is total, deterministic and fail closed: it reads no
// clock, never panics, and takes its inputs as decoded, without
// validating them.
//
// It reads only t's reputation state and blended score, c's remaining
// budget and the three criteria; the snapshot instant, the billing tier
// and the budget period are not consulted (a budget period that has ended
// still grants).
//
// The trust layer passes when the blended score is at least the minimum
// score and the state ranks at least as high as the minimum state (cold <
// warming < established < authoritative); it cannot be evaluated when
// either state is none of the four (exact, case-sensitive). The capital
// layer passes when the remaining budget is at least the minimum budget,
// compared as integers of any size; it cannot be evaluated when either
// budget is no strict amount (ParseAmount).
//
// When a layer cannot be evaluated, access is denied for that reason
// alone, trust first: "unknown reputation state: <state>" (or "unknown
// required reputation state: <state>") with UNKNOWN_REPUTATION_STATE, and
// "invalid budget format: <reason>" (or "invalid required budget format:
// <reason>") with INVALID_BUDGET_FORMAT, joined by "; "; a layer that was
// evaluated keeps its own Passed, but its failure adds no reason, and the
// result has no gap.
//
// Otherwise access is granted when both layers pass, with no reason,
// codes or gap. A denial lists, in this order, each failed check: "trust
// score <score> < required <min>" (TRUST_SCORE_BELOW_THRESHOLD,
// trust_score_gap = min − score), "reputation state '<state>' below
// required '<min>'" (TRUST_STATE_BELOW_THRESHOLD, reputation_state_gap =
// the difference of the ranks) and "budget <budget> < required <min>"
// (CAPITAL_BELOW_THRESHOLD, budget_gap = min − budget, decimal). Numbers
// are written as JavaScript writes them (1e-7, 0.30000000000000004) and
// budgets as received; the gap holds exactly the failed checks' members.
//
// The result echoes q, evaluatedAt and boundaryID, and satisfies the
// Result rules. Thresholds are inclusive, and access is monotone: raising
// the score, the state or the budget never turns a grant into a denial.
func Evaluate(t TrustSnapshot, c CapitalSnapshot, q Criteria, evaluatedAt wire.Timestamp, boundaryID wire.UUID) Result {
	res := Result{CriteriaUsed: q, EvaluatedAt: evaluatedAt, BoundaryID: boundaryID}
	res.TrustEvaluation = TrustEvaluation{ActualScore: t.BlendedScore, RequiredScore: q.MinTrustScore,
		ActualState: string(t.ReputationState), RequiredState: string(q.MinReputationState)}
	res.CapitalEvaluation = CapitalEvaluation{ActualBudget: c.BudgetRemaining, RequiredBudget: q.MinAvailableBudget}

	actualRank, requiredRank := t.ReputationState.Order(), q.MinReputationState.Order()
	trustOK := actualRank >= 0 && requiredRank >= 0
	scoreOK, stateOK := false, false
	if trustOK {
		scoreOK = t.BlendedScore >= q.MinTrustScore
		stateOK = actualRank >= requiredRank
		res.TrustEvaluation.Passed = scoreOK && stateOK
	}
	have, haveErr := ParseAmount(c.BudgetRemaining)
	need, needErr := ParseAmount(q.MinAvailableBudget)
	capitalOK := haveErr == nil && needErr == nil
	if capitalOK {
		res.CapitalEvaluation.Passed = have.Cmp(need) >= 0
	}

	if !trustOK || !capitalOK {
		var reasons []string
		if !trustOK {
			if actualRank < 0 {
				reasons = append(reasons, "unknown reputation state: "+string(t.ReputationState))
			} else {
				reasons = append(reasons, "unknown required reputation state: "+string(q.MinReputationState))
			}
			res.DenialCodes = append(res.DenialCodes, UnknownReputationState)
		}
		if !capitalOK {
			if haveErr != nil {
				reasons = append(reasons, "invalid budget format: "+haveErr.Error())
			} else {
				reasons = append(reasons, "invalid required budget format: "+needErr.Error())
			}
			res.DenialCodes = append(res.DenialCodes, InvalidBudgetFormat)
		}
		res.AccessDecision = denied(strings.Join(reasons, "; "))
		return res
	}

	if res.TrustEvaluation.Passed && res.CapitalEvaluation.Passed {
		res.AccessDecision = AccessDecision{Granted: true}
		return res
	}
	var reasons []string
	gap := &Gap{}
	if !scoreOK {
		reasons = append(reasons, "trust score "+constraintrt.NumberString(t.BlendedScore)+" < required "+
			constraintrt.NumberString(q.MinTrustScore))
		res.DenialCodes = append(res.DenialCodes, TrustScoreBelowThreshold)
		d := max(0, q.MinTrustScore-t.BlendedScore)
		gap.TrustScoreGap = &d
	}
	if !stateOK {
		reasons = append(reasons, "reputation state '"+string(t.ReputationState)+"' below required '"+
			string(q.MinReputationState)+"'")
		res.DenialCodes = append(res.DenialCodes, TrustStateBelowThreshold)
		d := int64(requiredRank - actualRank)
		gap.ReputationStateGap = &d
	}
	if !res.CapitalEvaluation.Passed {
		reasons = append(reasons, "budget "+c.BudgetRemaining+" < required "+q.MinAvailableBudget)
		res.DenialCodes = append(res.DenialCodes, CapitalBelowThreshold)
		d := new(big.Int).Sub(need, have).String()
		gap.BudgetGap = &d
	}
	res.AccessDecision = denied(strings.Join(reasons, "; "))
	res.EvaluationGap = gap
	return res
}

// EvaluateBoundary decides access from a stored boundary (upstream's
// evaluateFromBoundary): Evaluate of its trust layer, capital layer and
// criteria, for its boundary id. The stored access decision and
// evaluation instant are not consulted, so the result may contradict the
// stored decision.
//
// A boundary without criteria is denied: "no qualification criteria on
// boundary", MISSING_QUALIFICATION_CRITERIA, both layers not passed, with
// the criteria {0, cold, "0"} reported as used (required score 0, state
// cold, budget "0") and no gap.
func EvaluateBoundary(b Boundary, evaluatedAt wire.Timestamp) Result {
	if b.QualificationCriteria != nil {
		return Evaluate(b.TrustLayer, b.CapitalLayer, *b.QualificationCriteria, evaluatedAt, b.BoundaryID)
	}
	return Result{
		AccessDecision: denied("no qualification criteria on boundary"),
		TrustEvaluation: TrustEvaluation{ActualScore: b.TrustLayer.BlendedScore, RequiredScore: 0,
			ActualState: string(b.TrustLayer.ReputationState), RequiredState: string(reputation.Cold)},
		CapitalEvaluation: CapitalEvaluation{ActualBudget: b.CapitalLayer.BudgetRemaining, RequiredBudget: "0"},
		CriteriaUsed:      Criteria{MinTrustScore: 0, MinReputationState: reputation.Cold, MinAvailableBudget: "0"},
		EvaluatedAt:       evaluatedAt,
		BoundaryID:        b.BoundaryID,
		DenialCodes:       []DenialCode{MissingQualificationCriteria},
	}
}

// denied is the access decision of a denial with reason.
func denied(reason string) AccessDecision {
	return AccessDecision{Granted: false, DenialReason: &reason}
}

// DecisionHolds reports whether the access decision b stores is the one
// the decision engine reaches for it (EvaluateBoundary): the same Granted.
// Neither the engine nor validation compares them — a boundary may store a
// grant its criteria deny, or a grant without criteria — so a caller that
// acts on a stored decision checks it with this.
func (b Boundary) DecisionHolds() bool {
	return EvaluateBoundary(b, b.EvaluatedAt).AccessDecision.Granted == b.AccessDecision.Granted
}
