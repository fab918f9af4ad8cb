package model

import (
	"encoding/json"
	"math/big"
	"strconv"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// FinishReason is why a model stopped generating: stop, tool_calls, length
// or content_filter (the gateway's stream events use the same vocabulary).
type FinishReason string

// The finish reasons.
const (
	FinishStop          FinishReason = "stop"
	FinishToolCalls     FinishReason = "tool_calls"
	FinishLength        FinishReason = "length"
	FinishContentFilter FinishReason = "content_filter"
)

var finishReasons = enum.New(FinishStop, FinishToolCalls, FinishLength, FinishContentFilter)

// Valid reports whether f is stop, tool_calls, length or content_filter.
func (f FinishReason) Valid() bool { return finishReasons.Has(f) }

// FinishReasons returns the finish reasons in protocol order.
func FinishReasons() []FinishReason { return finishReasons.Values() }

// CompletionResult is a model-port response (schema completion-result).
// Closed object.
//
// Rules, in order: finish_reason tool_calls needs a non-empty tool_calls
// list; finish_reason stop without content (absent or "") draws a warning;
// usage.total_tokens must equal prompt_tokens + completion_tokens +
// reasoning_tokens (0 when absent). They run wherever a result is nested
// (EnsembleResult.Selected, Candidates and rounds), deviation 59 in
// COMPATIBILITY.md.
type CompletionResult struct {
	// RequestID is the request answered.
	RequestID wire.UUID `json:"request_id"`
	// Model is the model that answered.
	Model string `json:"model" hf:"minLength=1"`
	// Provider is the provider that answered (free text).
	Provider string `json:"provider" hf:"minLength=1"`
	// Content is the generated text.
	Content *string `json:"content,omitzero"`
	// Thinking is the model's reasoning text.
	Thinking *string `json:"thinking,omitzero"`
	// ToolCalls are the tool invocations the model requested.
	ToolCalls []ToolCall `json:"tool_calls,omitzero"`
	// FinishReason is why generation stopped.
	FinishReason FinishReason `json:"finish_reason"`
	// Usage is the token usage and cost.
	Usage Usage `json:"usage"`
	// LatencyMS is the end-to-end latency in milliseconds.
	LatencyMS int64 `json:"latency_ms" hf:"minimum=0"`
	// PricingApplied is the pricing used to compute the cost.
	PricingApplied *Pricing `json:"pricing_applied,omitzero"`
	// Metadata is an extensible key-value store (any keys and values).
	Metadata map[string]json.RawMessage `json:"metadata,omitzero"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// Usage is the token usage and cost of a completion. Open object.
type Usage struct {
	// PromptTokens is the number of input tokens.
	PromptTokens int64 `json:"prompt_tokens" hf:"minimum=0"`
	// CompletionTokens is the number of output tokens.
	CompletionTokens int64 `json:"completion_tokens" hf:"minimum=0"`
	// ReasoningTokens is the number of reasoning tokens.
	ReasoningTokens *int64 `json:"reasoning_tokens,omitzero" hf:"minimum=0"`
	// TotalTokens is prompt + completion + reasoning tokens.
	TotalTokens int64 `json:"total_tokens" hf:"minimum=0"`
	// CostMicro is the cost of the completion (canonical on output).
	CostMicro wire.MicroUSDUnsigned `json:"cost_micro"`
	// Unknown holds undeclared members.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[Usage]{Methods: codec.MethodJSON})

// Sum returns prompt + completion + reasoning tokens (reasoning 0 when
// absent), the value total_tokens must have, as decimal text: the sum of
// three int64 counts may exceed the int64 range.
func (u Usage) Sum() string {
	return u.sum().String()
}

func (u Usage) sum() *big.Int {
	s := new(big.Int).SetInt64(u.PromptTokens)
	s.Add(s, big.NewInt(u.CompletionTokens))
	if u.ReasoningTokens != nil {
		s.Add(s, big.NewInt(*u.ReasoningTokens))
	}
	return s
}

// balanced reports whether total_tokens equals the sum, without allocating
// when no count is negative or near the int64 limit.
func (u Usage) balanced() bool {
	const small = 1 << 53
	r := int64(0)
	if u.ReasoningTokens != nil {
		r = *u.ReasoningTokens
	}
	if u.PromptTokens >= 0 && u.PromptTokens <= small && u.CompletionTokens >= 0 && u.CompletionTokens <= small && r >= 0 && r <= small {
		return u.TotalTokens == u.PromptTokens+u.CompletionTokens+r
	}
	return u.sum().Cmp(big.NewInt(u.TotalTokens)) == 0
}

// Rule ids of CompletionResult's cross-field rules.
const (
	RuleCompletionResultToolCalls   = "completion-result-tool-calls"
	RuleCompletionResultStopContent = "completion-result-stop-content"
	RuleCompletionResultUsageTotal  = "completion-result-usage-total"
)

var _ = codec.Register(codec.Meta[CompletionResult]{
	Schema: "completion-result",
	Comment: "Financial amounts (cost_micro) use string-encoded BigInt (MicroUSD) to prevent floating-point " +
		"precision loss. See vocabulary/currency.ts for arithmetic utilities.",
	Rules: func(c *CompletionResult, r *codec.Rules) {
		completionResultRules(c, r)
		// Constraint file: "finish_reason != 'tool_calls' || tool_calls != null".
		if r.OK("finish_reason", "tool_calls") && c.FinishReason == FinishToolCalls && c.ToolCalls == nil {
			reportConstraint(r, constraintToolCallsRequired)
		}
		// "usage == null || usage.total_tokens == bigint_sum([prompt, completion, reasoning])"
		// (an absent reasoning_tokens adds nothing).
		if r.OK("usage") && !c.Usage.balanced() {
			reportConstraint(r, constraintUsageConservation)
		}
	},
	UpstreamRules: completionResultRules,
	Warnings:      completionResultWarnings,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of r (nil or a *hounfour.ValidationError): the schema " +
			"rules, the cross-field rules, then the error-severity rules of the CompletionResult constraint " +
			"file.",
		ValidateSchema: "ValidateSchema gives upstream's runtime verdict: the schema rules and the " +
			"cross-field rules, without the constraint file.",
		Warnings: "Warnings returns completion-result-stop-content when it applies.",
	},
})

func completionResultRules(c *CompletionResult, r *codec.Rules) {
	// "finish_reason == tool_calls and tool_calls absent or empty".
	if r.OK("finish_reason") && r.TypeOK("tool_calls") && c.FinishReason == FinishToolCalls && len(c.ToolCalls) == 0 {
		r.Report(RuleCompletionResultToolCalls, `tool_calls must be non-empty when finish_reason is "tool_calls"`, "tool_calls")
	}
	// "total_tokens ≠ prompt + completion + (reasoning or 0)", in int64.
	if r.OK("usage") {
		if u := c.Usage; !u.balanced() {
			reasoning := int64(0)
			if u.ReasoningTokens != nil {
				reasoning = *u.ReasoningTokens
			}
			r.Report(RuleCompletionResultUsageTotal, "usage.total_tokens ("+itoa(u.TotalTokens)+
				") must equal prompt_tokens ("+itoa(u.PromptTokens)+") + completion_tokens ("+itoa(u.CompletionTokens)+
				") + reasoning_tokens ("+itoa(reasoning)+") = "+u.Sum(), "usage", "total_tokens")
		}
	}
}

func completionResultWarnings(c *CompletionResult, r *codec.Rules) {
	// "finish_reason == stop and content absent or """.
	if r.OK("finish_reason", "content") && c.FinishReason == FinishStop && (c.Content == nil || *c.Content == "") {
		r.Report(RuleCompletionResultStopContent, `content is expected when finish_reason is "stop"`, "content")
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
