package model

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// EnsembleStrategy is how several models are coordinated on one request.
type EnsembleStrategy string

// The ensemble strategies.
const (
	StrategyFirstComplete EnsembleStrategy = "first_complete"
	StrategyBestOfN       EnsembleStrategy = "best_of_n"
	StrategyConsensus     EnsembleStrategy = "consensus"
	StrategySequential    EnsembleStrategy = "sequential"
	StrategyDialogue      EnsembleStrategy = "dialogue"
)

var ensembleStrategies = enum.New(StrategyFirstComplete, StrategyBestOfN, StrategyConsensus,
	StrategySequential, StrategyDialogue)

// Valid reports whether s is one of the five strategies.
func (s EnsembleStrategy) Valid() bool { return ensembleStrategies.Has(s) }

// DialogueTermination is when a dialogue ensemble stops, as configured.
type DialogueTermination string

// The configured dialogue terminations.
const (
	DialogueFixedRounds      DialogueTermination = "fixed_rounds"
	DialogueConsensusReached DialogueTermination = "consensus_reached"
	DialogueNoNewInsights    DialogueTermination = "no_new_insights"
)

var dialogueTerminations = enum.New(DialogueFixedRounds, DialogueConsensusReached, DialogueNoNewInsights)

// Valid reports whether t is fixed_rounds, consensus_reached or
// no_new_insights.
func (t DialogueTermination) Valid() bool { return dialogueTerminations.Has(t) }

// EnsembleRequest asks several models to answer one completion request
// (schema ensemble-request). Closed object.
//
// Rules, in order: strategy consensus needs consensus_threshold; strategy
// dialogue needs dialogue_config, and draws a warning without
// request.session_id. The nested request's rules (and its messages') run
// too, deviation 59 in COMPATIBILITY.md.
type EnsembleRequest struct {
	// EnsembleID identifies the ensemble.
	EnsembleID wire.UUID `json:"ensemble_id"`
	// Strategy is how the models are coordinated.
	Strategy EnsembleStrategy `json:"strategy"`
	// Models are the models asked (at least two).
	Models []string `json:"models" hf:"minItems=2"`
	// TimeoutMS bounds the ensemble's duration in milliseconds.
	TimeoutMS *int64 `json:"timeout_ms,omitzero" hf:"minimum=1"`
	// TaskType is a free-form label of the task.
	TaskType *string `json:"task_type,omitzero"`
	// Request is the completion request given to every model.
	Request CompletionRequest `json:"request"`
	// ConsensusThreshold is the agreement needed by the consensus strategy (0 to 1).
	ConsensusThreshold *float64 `json:"consensus_threshold,omitzero" hf:"minimum=0,maximum=1"`
	// DialogueConfig configures the dialogue strategy.
	DialogueConfig *DialogueConfig `json:"dialogue_config,omitzero"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// DialogueConfig configures a dialogue ensemble. Open object.
type DialogueConfig struct {
	// MaxRounds bounds the number of rounds (1 to 10).
	MaxRounds int64 `json:"max_rounds" hf:"minimum=1,maximum=10"`
	// PassThinkingTraces is whether each model sees the others' reasoning.
	PassThinkingTraces bool `json:"pass_thinking_traces"`
	// Termination is when the dialogue stops.
	Termination DialogueTermination `json:"termination"`
	// SeedPrompt opens the dialogue.
	SeedPrompt *string `json:"seed_prompt,omitzero"`
	// Unknown holds undeclared members.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[DialogueConfig]{Methods: codec.MethodsNone})

// Rule ids of EnsembleRequest's cross-field rules.
const (
	RuleEnsembleRequestConsensusThreshold = "ensemble-request-consensus-threshold"
	RuleEnsembleRequestDialogueConfig     = "ensemble-request-dialogue-config"
	RuleEnsembleRequestDialogueSession    = "ensemble-request-dialogue-session"
)

var _ = codec.Register(codec.Meta[EnsembleRequest]{
	Schema: "ensemble-request",
	Comment: "Contains embedded CompletionRequest with MicroUSD financial fields (budget_limit_micro). See " +
		"vocabulary/currency.ts for arithmetic utilities.",
	Rules: func(q *EnsembleRequest, r *codec.Rules) {
		// The constraint file's two error rules carry the native ids and
		// conditions, so each defect is reported once, natively; its
		// warning has the native warning's condition (reported by Warnings).
		ensembleRequestRules(q, r)
	},
	UpstreamRules: ensembleRequestRules,
	Warnings:      ensembleRequestWarnings,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of r (nil or a *hounfour.ValidationError): the schema " +
			"rules, the nested request's rules, the cross-field rules, then the remaining error rules of the " +
			"EnsembleRequest constraint file.",
		ValidateSchema: "ValidateSchema gives upstream's runtime verdict: the schema rules and the " +
			"ensemble's own cross-field rules, without constraint files and without the rules of the nested " +
			"request and messages.",
		Warnings: "Warnings returns the nested request's warnings, then " +
			"ensemble-request-dialogue-session.",
	},
})

func ensembleRequestRules(q *EnsembleRequest, r *codec.Rules) {
	// "strategy == consensus and consensus_threshold absent".
	if r.OK("strategy", "consensus_threshold") && q.Strategy == StrategyConsensus && q.ConsensusThreshold == nil {
		r.Report(RuleEnsembleRequestConsensusThreshold, `consensus_threshold is required when strategy is "consensus"`,
			"consensus_threshold")
	}
	// "strategy == dialogue and dialogue_config absent".
	if r.OK("strategy", "dialogue_config") && q.Strategy == StrategyDialogue && q.DialogueConfig == nil {
		r.Report(RuleEnsembleRequestDialogueConfig, `dialogue_config is required when strategy is "dialogue"`,
			"dialogue_config")
	}
}

func ensembleRequestWarnings(q *EnsembleRequest, r *codec.Rules) {
	// "strategy == dialogue and request.session_id absent".
	if r.OK("strategy") && r.OKAt("request", "session_id") && q.Strategy == StrategyDialogue && q.Request.SessionID == nil {
		r.Report(RuleEnsembleRequestDialogueSession,
			`session_id is recommended when strategy is "dialogue" for round correlation`, "request", "session_id")
	}
}
