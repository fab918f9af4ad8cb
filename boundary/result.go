package boundary

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// TrustEvaluation is the trust layer's part of a Result (a type without a
// schema file of its own): whether the score and the state met the
// criteria, with the values compared. The states are plain text, not the
// reputation-state vocabulary, so that a result can echo an unknown state.
// Closed object.
type TrustEvaluation struct {
	// Passed is whether both the score and the state met the criteria.
	Passed bool `json:"passed"`
	// ActualScore is the agent's blended score (0–1).
	ActualScore float64 `json:"actual_score" hf:"minimum=0,maximum=1"`
	// RequiredScore is the criteria's minimum score (0–1).
	RequiredScore float64 `json:"required_score" hf:"minimum=0,maximum=1"`
	// ActualState is the agent's reputation state, as received.
	ActualState string `json:"actual_state"`
	// RequiredState is the criteria's minimum state, as received.
	RequiredState string `json:"required_state"`
}

// CapitalEvaluation is the capital layer's part of a Result (a type
// without a schema file of its own): whether the remaining budget met the
// criteria, with both amounts as received (micro-USD, decimal digits).
// Closed object.
type CapitalEvaluation struct {
	// Passed is whether the remaining budget met the minimum.
	Passed bool `json:"passed"`
	// ActualBudget is the remaining budget, as received.
	ActualBudget string `json:"actual_budget" hf:"pattern=^[0-9]+$"`
	// RequiredBudget is the minimum budget, as received.
	RequiredBudget string `json:"required_budget" hf:"pattern=^[0-9]+$"`
}

// Gap says how far a denied evaluation was from each threshold it missed
// (schema evaluation-gap): actionable feedback for the agent. The engine
// sets exactly the members of the failed checks, never a zero one. Closed
// object.
//
// Schema: evaluation-gap — "Structured gap information for denied
// evaluations — actionable feedback for agents."
type Gap struct {
	// TrustScoreGap is how far the blended score is below the minimum.
	TrustScoreGap *float64 `json:"trust_score_gap,omitzero" hf:"minimum=0"`
	// ReputationStateGap is how many states the agent's state ranks below
	// the minimum.
	ReputationStateGap *int64 `json:"reputation_state_gap,omitzero" hf:"minimum=0"`
	// BudgetGap is the micro-USD shortfall (decimal digits).
	BudgetGap *string `json:"budget_gap,omitzero" hf:"pattern=^[0-9]+$"`
}

// Result is the outcome of the decision engine (upstream's
// EconomicBoundaryEvaluationResult, a type without a schema file of its
// own): the access decision, each layer's evaluation, the criteria used,
// the instant of the evaluation, and for a denial its codes and, when the
// inputs could be evaluated, its gap. Closed object.
//
// Its constraint rules: eval-granted-iff-both-pass (granted exactly when
// both layers passed), eval-denied-needs-reason (a denial needs a
// non-empty denial_reason), eval-trust-score-bounded and
// eval-criteria-score-bounded (the two scores in [0, 1], which the schema
// already requires) and eval-denied-needs-codes (a denial needs at least
// one denial code). They hold for every result of Evaluate and
// EvaluateBoundary, and also apply to the result inside an
// EvaluationEvent.
type Result struct {
	AccessDecision    AccessDecision    `json:"access_decision"`
	TrustEvaluation   TrustEvaluation   `json:"trust_evaluation"`
	CapitalEvaluation CapitalEvaluation `json:"capital_evaluation"`
	// CriteriaUsed are the criteria evaluated, as given.
	CriteriaUsed Criteria `json:"criteria_used"`
	// EvaluatedAt is the instant of the evaluation, as given.
	EvaluatedAt wire.Timestamp `json:"evaluated_at"`
	// BoundaryID is the evaluated boundary, when there is one.
	BoundaryID wire.UUID `json:"boundary_id,omitzero"`
	// DenialCodes are the codes of a denial, in the order of its reasons;
	// nil for a grant.
	DenialCodes []DenialCode `json:"denial_codes,omitzero"`
	// EvaluationGap is the gap of a denial of evaluated inputs.
	EvaluationGap *Gap `json:"evaluation_gap,omitzero"`
}

// schemaResult names the constraint file of Result (the type has no
// schema file).
const schemaResult = "economic-boundary-evaluation-result"

var _ = codec.Register(codec.Meta[TrustEvaluation]{ID: "TrustEvaluation"})

var _ = codec.Register(codec.Meta[CapitalEvaluation]{ID: "CapitalEvaluation"})

var _ = codec.Register(codec.Meta[Gap]{
	Schema:      "evaluation-gap",
	Description: "Structured gap information for denied evaluations — actionable feedback for agents.",
	Since:       "7.9.1",
	ID:          "EvaluationGap",
})

var _ = codec.Register(codec.Meta[Result]{
	ID: "EconomicBoundaryEvaluationResult",
	// The rules of the constraint file of the validation's contract,
	// wherever a result sits.
	Rules: func(x *Result, r *codec.Rules) { constraintrt.Apply(schemaResult, x, r) },
})
