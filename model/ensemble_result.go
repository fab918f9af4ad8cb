package model

import (
	"encoding/json"
	"strconv"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// TerminationReason is why an ensemble stopped.
type TerminationReason string

// The termination reasons.
const (
	TerminationFixedRounds      TerminationReason = "fixed_rounds"
	TerminationConsensusReached TerminationReason = "consensus_reached"
	TerminationNoNewInsights    TerminationReason = "no_new_insights"
	TerminationTimeout          TerminationReason = "timeout"
	TerminationBudgetExhausted  TerminationReason = "budget_exhausted"
)

var terminationReasons = enum.New(TerminationFixedRounds, TerminationConsensusReached, TerminationNoNewInsights,
	TerminationTimeout, TerminationBudgetExhausted)

// Valid reports whether t is one of the five termination reasons.
func (t TerminationReason) Valid() bool { return terminationReasons.Has(t) }

// ConsensusMethod is how an ensemble reached consensus.
type ConsensusMethod string

// The consensus methods.
const (
	ConsensusMajorityVote    ConsensusMethod = "majority_vote"
	ConsensusUnanimous       ConsensusMethod = "unanimous"
	ConsensusArbiterDecision ConsensusMethod = "arbiter_decision"
	ConsensusScoreThreshold  ConsensusMethod = "score_threshold"
)

var consensusMethods = enum.New(ConsensusMajorityVote, ConsensusUnanimous, ConsensusArbiterDecision,
	ConsensusScoreThreshold)

// Valid reports whether m is one of the four consensus methods.
func (m ConsensusMethod) Valid() bool { return consensusMethods.Has(m) }

// EnsembleResult is the outcome of an ensemble (schema ensemble-result).
// Closed object.
//
// Rules, in order (amounts compared as integers of any size): strategy
// consensus needs consensus_score; total_cost_micro must be at least the
// selected result's cost and equal the sum of the candidates' costs;
// strategy dialogue needs non-empty rounds and a termination_reason, and a
// total of at least the rounds' costs; rounds_completed must equal the
// number of rounds and not exceed rounds_requested; termination
// consensus_reached without consensus_method draws a warning. The rules of
// the nested completion results run too, deviation 59 in COMPATIBILITY.md;
// messages print amounts canonical, deviation 58.
type EnsembleResult struct {
	// EnsembleID identifies the ensemble.
	EnsembleID wire.UUID `json:"ensemble_id"`
	// Strategy is how the models were coordinated.
	Strategy EnsembleStrategy `json:"strategy"`
	// Selected is the result chosen.
	Selected CompletionResult `json:"selected"`
	// Candidates are all the results (may be empty).
	Candidates []CompletionResult `json:"candidates"`
	// ConsensusScore is the agreement reached (0 to 1).
	ConsensusScore *float64 `json:"consensus_score,omitzero" hf:"minimum=0,maximum=1"`
	// Rounds are the rounds of a dialogue.
	Rounds []EnsembleRound `json:"rounds,omitzero"`
	// TerminationReason is why the ensemble stopped.
	TerminationReason TerminationReason `json:"termination_reason,omitzero"`
	// RoundsCompleted is the number of rounds run.
	RoundsCompleted *int64 `json:"rounds_completed,omitzero" hf:"minimum=0"`
	// RoundsRequested is the number of rounds asked for.
	RoundsRequested *int64 `json:"rounds_requested,omitzero" hf:"minimum=1"`
	// ConsensusMethod is how consensus was reached.
	ConsensusMethod ConsensusMethod `json:"consensus_method,omitzero"`
	// PositionChanges record the models changing position during a dialogue.
	PositionChanges []PositionChange `json:"position_changes,omitzero"`
	// TotalCostMicro is the cost of the whole ensemble (canonical on output).
	TotalCostMicro wire.MicroUSDUnsigned `json:"total_cost_micro"`
	// TotalLatencyMS is the ensemble's latency in milliseconds.
	TotalLatencyMS int64 `json:"total_latency_ms" hf:"minimum=0"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// EnsembleRound is one round of a dialogue ensemble. Open object.
type EnsembleRound struct {
	// Round is the round number (from 1).
	Round int64 `json:"round" hf:"minimum=1"`
	// Model is the model that answered in this round.
	Model string `json:"model" hf:"minLength=1"`
	// Response is the model's answer.
	Response CompletionResult `json:"response"`
	// ThinkingTrace is the model's reasoning in this round.
	ThinkingTrace *string `json:"thinking_trace,omitzero"`
	// Unknown holds undeclared members.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[EnsembleRound]{Methods: codec.MethodJSON})

// PositionChange records a model changing its position in a dialogue. Open
// object.
type PositionChange struct {
	// Round is the round of the change (from 1).
	Round int64 `json:"round" hf:"minimum=1"`
	// Model is the model that changed position.
	Model string `json:"model" hf:"minLength=1"`
	// FromPosition is the position before.
	FromPosition string `json:"from_position" hf:"minLength=1"`
	// ToPosition is the position after.
	ToPosition string `json:"to_position" hf:"minLength=1"`
	// Reason says why the model changed position.
	Reason *string `json:"reason,omitzero"`
	// Unknown holds undeclared members.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[PositionChange]{Methods: codec.MethodsNone})

// Rule ids of EnsembleResult's cross-field rules.
const (
	RuleEnsembleResultConsensusScore      = "ensemble-result-consensus-score"
	RuleEnsembleResultSelectedCost        = "ensemble-result-selected-cost"
	RuleEnsembleResultCandidateSum        = "ensemble-result-candidate-sum"
	RuleEnsembleResultDialogueRounds      = "ensemble-result-dialogue-rounds"
	RuleEnsembleResultDialogueTermination = "ensemble-result-dialogue-termination"
	RuleEnsembleResultRoundCosts          = "ensemble-result-round-costs"
	RuleEnsembleResultRoundsCompleted     = "ensemble-result-rounds-completed"
	RuleEnsembleResultRoundsRequested     = "ensemble-result-rounds-requested"
	RuleEnsembleResultConsensusMethod     = "ensemble-result-consensus-method"
)

var _ = codec.Register(codec.Meta[EnsembleResult]{
	Schema: "ensemble-result",
	Comment: "Financial amounts (total_cost_micro) use string-encoded BigInt (MicroUSD) to prevent floating-point " +
		"precision loss. See vocabulary/currency.ts for arithmetic utilities.",
	Rules: func(e *EnsembleResult, r *codec.Rules) {
		ensembleResultRules(e, r)
		// Three constraint rules carry native ids and conditions (reported
		// once, natively); the warning has the native warning's condition.
		ensembleResultConstraints(e, r)
	},
	UpstreamRules: ensembleResultRules,
	Warnings:      ensembleResultWarnings,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of r (nil or a *hounfour.ValidationError): the schema " +
			"rules, the nested results' rules, the cross-field rules, then the remaining error rules of the " +
			"EnsembleResult constraint file.",
		ValidateSchema: "ValidateSchema gives upstream's runtime verdict: the schema rules and the " +
			"ensemble's own cross-field rules, without constraint files and without the rules of the nested " +
			"completion results.",
		Warnings: "Warnings returns the nested results' warnings, then ensemble-result-consensus-method.",
	},
})

func ensembleResultRules(e *EnsembleResult, r *codec.Rules) {
	// "strategy == consensus and consensus_score absent".
	if r.OK("strategy", "consensus_score") && e.Strategy == StrategyConsensus && e.ConsensusScore == nil {
		r.Report(RuleEnsembleResultConsensusScore, `consensus_score is required when strategy is "consensus"`,
			"consensus_score")
	}
	total := e.TotalCostMicro
	// "total_cost_micro < selected.usage.cost_micro".
	if r.OK("total_cost_micro") && r.OKAt("selected", "usage", "cost_micro") && total.Cmp(e.Selected.Usage.CostMicro) < 0 {
		r.Report(RuleEnsembleResultSelectedCost, "total_cost_micro must be >= selected.usage.cost_micro", "total_cost_micro")
	}
	// "total_cost_micro ≠ Σ candidates[i].usage.cost_micro".
	if r.OK("total_cost_micro") && costsOK(r, "candidates", len(e.Candidates), false) {
		if sum := candidateCosts(e); total.Cmp(sum) != 0 {
			r.Report(RuleEnsembleResultCandidateSum, "total_cost_micro ("+total.String()+
				") must equal sum of candidate costs ("+sum.String()+")", "total_cost_micro")
		}
	}
	dialogue := r.OK("strategy") && e.Strategy == StrategyDialogue
	// "strategy == dialogue and rounds absent or empty".
	if dialogue && r.TypeOK("rounds") && len(e.Rounds) == 0 {
		r.Report(RuleEnsembleResultDialogueRounds, `rounds must be non-empty when strategy is "dialogue"`, "rounds")
	}
	// "strategy == dialogue and termination_reason absent".
	if dialogue && r.OK("termination_reason") && e.TerminationReason == "" {
		r.Report(RuleEnsembleResultDialogueTermination, `termination_reason is required when strategy is "dialogue"`,
			"termination_reason")
	}
	// "strategy == dialogue, rounds non-empty, total < Σ round costs".
	if dialogue && len(e.Rounds) > 0 && r.OK("total_cost_micro") && costsOK(r, "rounds", len(e.Rounds), true) {
		if sum := roundCosts(e); total.Cmp(sum) < 0 {
			r.Report(RuleEnsembleResultRoundCosts, "total_cost_micro ("+total.String()+
				") must be >= sum of round costs ("+sum.String()+")", "total_cost_micro")
		}
	}
	// "rounds and rounds_completed present, rounds_completed ≠ len(rounds)".
	if r.TypeOK("rounds") && r.OK("rounds_completed") && e.Rounds != nil && e.RoundsCompleted != nil &&
		*e.RoundsCompleted != int64(len(e.Rounds)) {
		r.Report(RuleEnsembleResultRoundsCompleted, "rounds_completed ("+itoa(*e.RoundsCompleted)+
			") must equal rounds.length ("+strconv.Itoa(len(e.Rounds))+")", "rounds_completed")
	}
	// "both present and rounds_completed > rounds_requested".
	if r.OK("rounds_completed", "rounds_requested") && e.RoundsCompleted != nil && e.RoundsRequested != nil &&
		*e.RoundsCompleted > *e.RoundsRequested {
		r.Report(RuleEnsembleResultRoundsRequested, "rounds_completed ("+itoa(*e.RoundsCompleted)+
			") must not exceed rounds_requested ("+itoa(*e.RoundsRequested)+")", "rounds_completed")
	}
}

func ensembleResultConstraints(e *EnsembleResult, r *codec.Rules) {
	total := e.TotalCostMicro
	// "selected == null || bigint_gte(total_cost_micro, selected.usage.cost_micro)".
	if r.OK("selected", "total_cost_micro") && total.Cmp(e.Selected.Usage.CostMicro) < 0 {
		reportConstraint(r, constraintCostConservation)
	}
	// "candidates == null || bigint_sum(candidates, 'usage.cost_micro') == total_cost_micro".
	if r.OK("candidates", "total_cost_micro") && total.Cmp(candidateCosts(e)) != 0 {
		reportConstraint(r, constraintTotalEqualsSum)
	}
	// "strategy != 'dialogue' || rounds == null || bigint_gte(total_cost_micro, bigint_sum(rounds, 'response.usage.cost_micro'))".
	if r.OK("strategy", "rounds", "total_cost_micro") && e.Strategy == StrategyDialogue && e.Rounds != nil &&
		total.Cmp(roundCosts(e)) < 0 {
		reportConstraint(r, constraintDialogueCost)
	}
	// "rounds == null || rounds_completed == null || rounds_completed == rounds.length".
	if r.OK("rounds", "rounds_completed") && e.Rounds != nil && e.RoundsCompleted != nil &&
		*e.RoundsCompleted != int64(len(e.Rounds)) {
		reportConstraint(r, constraintRoundsConsistency)
	}
	// "rounds_requested == null || rounds_completed == null || rounds_completed <= rounds_requested".
	if r.OK("rounds_requested", "rounds_completed") && e.RoundsCompleted != nil && e.RoundsRequested != nil &&
		*e.RoundsCompleted > *e.RoundsRequested {
		reportConstraint(r, constraintRoundsWithinRequested)
	}
}

func candidateCosts(e *EnsembleResult) wire.MicroUSDUnsigned {
	sum := wire.MicroUSDUnsignedFromUint64(0)
	for i := range e.Candidates {
		sum = sum.Add(e.Candidates[i].Usage.CostMicro)
	}
	return sum
}

func roundCosts(e *EnsembleResult) wire.MicroUSDUnsigned {
	sum := wire.MicroUSDUnsignedFromUint64(0)
	for i := range e.Rounds {
		sum = sum.Add(e.Rounds[i].Response.Usage.CostMicro)
	}
	return sum
}

// costsOK reports whether every item's usage cost passed its checks: the
// item's usage.cost_micro, or its response.usage.cost_micro for rounds.
func costsOK(r *codec.Rules, array string, n int, response bool) bool {
	if !r.TypeOK(array) {
		return false
	}
	for i := 0; i < n; i++ {
		ok := false
		if response {
			ok = r.OKAt(array, i, "response", "usage", "cost_micro")
		} else {
			ok = r.OKAt(array, i, "usage", "cost_micro")
		}
		if !ok {
			return false
		}
	}
	return true
}

func ensembleResultWarnings(e *EnsembleResult, r *codec.Rules) {
	// "termination_reason == consensus_reached and consensus_method absent".
	if r.OK("termination_reason", "consensus_method") && e.TerminationReason == TerminationConsensusReached &&
		e.ConsensusMethod == "" {
		r.Report(RuleEnsembleResultConsensusMethod,
			`consensus_method is recommended when termination_reason is "consensus_reached" for audit trail`,
			"consensus_method")
	}
}
