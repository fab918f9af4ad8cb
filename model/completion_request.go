package model

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// ExecutionMode is where a completion runs: native_runtime (the agent's own
// runtime, which needs a provider and a session) or remote_model.
type ExecutionMode string

// The execution modes.
const (
	NativeRuntime ExecutionMode = "native_runtime"
	RemoteModel   ExecutionMode = "remote_model"
)

var executionModes = enum.New(NativeRuntime, RemoteModel)

// Valid reports whether m is native_runtime or remote_model.
func (m ExecutionMode) Valid() bool { return executionModes.Has(m) }

// CompletionRequest is a model-port request (schema completion-request).
// Closed object.
//
// Rules, in order: tools with at least one item need tool_choice;
// execution_mode native_runtime needs provider and session_id; a
// budget_limit_micro of 0 draws a warning. The CompletionRequest constraint
// file adds that tools, even empty, need tool_choice. The rules of the
// messages (ProviderWireMessage) run on each of them, and these rules run
// wherever a request is nested (EnsembleRequest.Request), deviation 59 in
// COMPATIBILITY.md.
type CompletionRequest struct {
	// RequestID identifies the request.
	RequestID wire.UUID `json:"request_id"`
	// AgentID is the requesting agent.
	AgentID string `json:"agent_id" hf:"minLength=1"`
	// TenantID is the tenant billed for the request.
	TenantID string `json:"tenant_id" hf:"minLength=1"`
	// NftID is the agent's NFT identifier (free text here).
	NftID *string `json:"nft_id,omitzero" hf:"minLength=1"`
	// TraceID is the distributed-trace correlation id.
	TraceID *string `json:"trace_id,omitzero" hf:"minLength=1"`
	// SessionID is the conversation session (required for native_runtime).
	SessionID *string `json:"session_id,omitzero" hf:"minLength=1"`
	// Model is the requested model.
	Model string `json:"model" hf:"minLength=1"`
	// Provider is the provider to use (free text; required for native_runtime).
	Provider *string `json:"provider,omitzero" hf:"minLength=1"`
	// ExecutionMode is where the completion runs.
	ExecutionMode ExecutionMode `json:"execution_mode,omitzero"`
	// Messages is the conversation so far (at least one).
	Messages []ProviderWireMessage `json:"messages" hf:"minItems=1"`
	// Tools are the functions the model may call.
	Tools []ToolDefinition `json:"tools,omitzero"`
	// ToolChoice says whether and which tool the model must call.
	ToolChoice ToolChoice `json:"tool_choice,omitzero"`
	// Temperature is the sampling temperature (0 to 2).
	Temperature *float64 `json:"temperature,omitzero" hf:"minimum=0,maximum=2"`
	// MaxTokens bounds the completion length.
	MaxTokens *int64 `json:"max_tokens,omitzero" hf:"minimum=1"`
	// TopP is the nucleus-sampling mass (0 to 1).
	TopP *float64 `json:"top_p,omitzero" hf:"minimum=0,maximum=1"`
	// StopSequences end the completion when generated.
	StopSequences []string `json:"stop_sequences,omitzero"`
	// Thinking configures extended reasoning.
	Thinking *ThinkingConfig `json:"thinking,omitzero"`
	// BudgetLimitMicro is the spending limit of the request (canonical on output).
	BudgetLimitMicro wire.MicroUSDUnsigned `json:"budget_limit_micro,omitzero"`
	// Metadata is an extensible key-value store (any keys and values).
	Metadata map[string]json.RawMessage `json:"metadata,omitzero"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// ThinkingConfig configures a model's extended reasoning. Open object.
type ThinkingConfig struct {
	// Enabled turns reasoning on.
	Enabled bool `json:"enabled"`
	// BudgetTokens bounds the reasoning tokens.
	BudgetTokens *int64 `json:"budget_tokens,omitzero" hf:"minimum=1"`
	// Unknown holds undeclared members.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[ThinkingConfig]{Methods: codec.MethodsNone})

// Rule ids of CompletionRequest's cross-field rules.
const (
	RuleCompletionRequestToolChoice     = "completion-request-tool-choice"
	RuleCompletionRequestNativeProvider = "completion-request-native-provider"
	RuleCompletionRequestNativeSession  = "completion-request-native-session"
	RuleCompletionRequestZeroBudget     = "completion-request-zero-budget"
)

var _ = codec.Register(codec.Meta[CompletionRequest]{
	Schema: "completion-request",
	Comment: "Financial amounts (budget_limit_micro) use string-encoded BigInt (MicroUSD) to prevent " +
		"floating-point precision loss. See vocabulary/currency.ts. Strict schema (additionalProperties: false) " +
		"prevents silent field injection \u2014 see SCHEMA-EVOLUTION.md for version-skew patterns.",
	Rules: func(q *CompletionRequest, r *codec.Rules) {
		completionRequestRules(q, r)
		// Constraint file: "tools == null || tool_choice != null".
		if r.OK("tools", "tool_choice") && q.Tools != nil && q.ToolChoice == nil {
			reportConstraint(r, constraintToolsNeedToolChoice)
		}
		// "execution_mode != 'native_runtime' || session_id != null".
		if r.OK("execution_mode", "session_id") && q.ExecutionMode == NativeRuntime && q.SessionID == nil {
			reportConstraint(r, constraintNativeRuntimeSession)
		}
		// "execution_mode != 'native_runtime' || provider != null".
		if r.OK("execution_mode", "provider") && q.ExecutionMode == NativeRuntime && q.Provider == nil {
			reportConstraint(r, constraintNativeRuntimeProvider)
		}
	},
	UpstreamRules: completionRequestRules,
	// The constraint file's warning has the native warning's condition: it
	// is reported once, natively.
	Warnings: completionRequestWarnings,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of r (nil or a *hounfour.ValidationError): the schema " +
			"rules, the messages' rules, the cross-field rules, then the error-severity rules of the " +
			"CompletionRequest constraint file.",
		ValidateSchema: "ValidateSchema gives upstream's runtime verdict: the schema rules and the " +
			"request's own cross-field rules, without constraint files and without the rules of the nested " +
			"messages.",
		Warnings: "Warnings returns the warnings of the messages (in message order), then " +
			"completion-request-zero-budget.",
	},
})

func completionRequestRules(q *CompletionRequest, r *codec.Rules) {
	// "tools present with ≥ 1 item and tool_choice absent".
	if r.TypeOK("tools") && r.OK("tool_choice") && len(q.Tools) > 0 && q.ToolChoice == nil {
		r.Report(RuleCompletionRequestToolChoice, "tool_choice is required when tools are provided", "tool_choice")
	}
	// "execution_mode == native_runtime and provider absent" (the member
	// can only be absent, so the suffix is constant).
	if r.OK("execution_mode", "provider") && q.ExecutionMode == NativeRuntime && q.Provider == nil {
		r.Report(RuleCompletionRequestNativeProvider,
			`provider is required when execution_mode is "native_runtime", got provider="undefined"`, "provider")
	}
	// "execution_mode == native_runtime and session_id absent".
	if r.OK("execution_mode", "session_id") && q.ExecutionMode == NativeRuntime && q.SessionID == nil {
		r.Report(RuleCompletionRequestNativeSession,
			`session_id is required when execution_mode is "native_runtime", got session_id="undefined"`, "session_id")
	}
}

func completionRequestWarnings(q *CompletionRequest, r *codec.Rules) {
	// "budget_limit_micro present and zero".
	if r.OK("budget_limit_micro") && q.BudgetLimitMicro.IsValid() && q.BudgetLimitMicro.Sign() == 0 {
		r.Report(RuleCompletionRequestZeroBudget,
			"budget_limit_micro is zero \u2014 request will be rejected by budget enforcement", "budget_limit_micro")
	}
}
