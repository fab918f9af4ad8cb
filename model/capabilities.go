package model

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// Capabilities describes what one model can do, its limits and its pricing
// (schema model-capabilities). Closed object whose three sub-objects are
// open; no cross-field rules.
type Capabilities struct {
	// ModelID identifies the model.
	ModelID string `json:"model_id" hf:"minLength=1"`
	// Provider is the provider serving the model (free text).
	Provider string `json:"provider" hf:"minLength=1"`
	// Capabilities are the model's feature flags.
	Capabilities CapabilityFlags `json:"capabilities"`
	// Limits are the model's token limits.
	Limits CapabilityLimits `json:"limits"`
	// Pricing is the model's price list.
	Pricing *CapabilityPricing `json:"pricing,omitzero"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// CapabilityFlags are a model's feature flags in a model-capabilities
// document. Open object; [Features] is the closed form a provider spec uses.
type CapabilityFlags struct {
	// ThinkingTraces is whether the model returns reasoning traces.
	ThinkingTraces bool `json:"thinking_traces"`
	// Vision is whether the model accepts images.
	Vision bool `json:"vision"`
	// ToolCalling is whether the model calls tools.
	ToolCalling bool `json:"tool_calling"`
	// Streaming is whether the model streams its output.
	Streaming bool `json:"streaming"`
	// JSONMode is whether the model can be constrained to JSON output.
	JSONMode bool `json:"json_mode"`
	// NativeRuntime is whether the model runs in the agent's native runtime.
	NativeRuntime bool `json:"native_runtime"`
	// Unknown holds undeclared members.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[CapabilityFlags]{Methods: codec.MethodsNone})

// CapabilityLimits are a model's token limits in a model-capabilities
// document. Open object; [Limits] is the closed form.
type CapabilityLimits struct {
	// MaxContextTokens is the context window.
	MaxContextTokens int64 `json:"max_context_tokens" hf:"minimum=1"`
	// MaxOutputTokens bounds one completion.
	MaxOutputTokens int64 `json:"max_output_tokens" hf:"minimum=1"`
	// MaxThinkingTokens bounds the reasoning tokens.
	MaxThinkingTokens *int64 `json:"max_thinking_tokens,omitzero" hf:"minimum=1"`
	// Unknown holds undeclared members.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[CapabilityLimits]{Methods: codec.MethodsNone})

// CapabilityPricing is a model's price list in a model-capabilities
// document. Open object; [Pricing] is the closed form.
type CapabilityPricing struct {
	// InputPerMillionMicro is the price of one million input tokens.
	InputPerMillionMicro wire.MicroUSDUnsigned `json:"input_per_million_micro"`
	// OutputPerMillionMicro is the price of one million output tokens.
	OutputPerMillionMicro wire.MicroUSDUnsigned `json:"output_per_million_micro"`
	// ThinkingPerMillionMicro is the price of one million reasoning tokens.
	ThinkingPerMillionMicro wire.MicroUSDUnsigned `json:"thinking_per_million_micro,omitzero"`
	// Unknown holds undeclared members.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[CapabilityPricing]{Methods: codec.MethodsNone})

// Features are a model's feature flags in a provider spec. Closed object.
type Features struct {
	// ThinkingTraces is whether the model returns reasoning traces.
	ThinkingTraces bool `json:"thinking_traces"`
	// Vision is whether the model accepts images.
	Vision bool `json:"vision"`
	// ToolCalling is whether the model calls tools.
	ToolCalling bool `json:"tool_calling"`
	// Streaming is whether the model streams its output.
	Streaming bool `json:"streaming"`
	// JSONMode is whether the model can be constrained to JSON output.
	JSONMode bool `json:"json_mode"`
	// NativeRuntime is whether the model runs in the agent's native runtime.
	NativeRuntime bool `json:"native_runtime"`
}

var _ = codec.Register(codec.Meta[Features]{Methods: codec.MethodsNone})

// Limits are a model's token limits in a provider spec. Closed object.
type Limits struct {
	// MaxContextTokens is the context window.
	MaxContextTokens int64 `json:"max_context_tokens" hf:"minimum=1"`
	// MaxOutputTokens bounds one completion.
	MaxOutputTokens int64 `json:"max_output_tokens" hf:"minimum=1"`
	// MaxThinkingTokens bounds the reasoning tokens.
	MaxThinkingTokens *int64 `json:"max_thinking_tokens,omitzero" hf:"minimum=1"`
}

var _ = codec.Register(codec.Meta[Limits]{Methods: codec.MethodsNone})

// Pricing is a price list per million tokens: a model's in a provider spec,
// or the one a completion result applied. Closed object.
type Pricing struct {
	// InputPerMillionMicro is the price of one million input tokens.
	InputPerMillionMicro wire.MicroUSDUnsigned `json:"input_per_million_micro"`
	// OutputPerMillionMicro is the price of one million output tokens.
	OutputPerMillionMicro wire.MicroUSDUnsigned `json:"output_per_million_micro"`
	// ThinkingPerMillionMicro is the price of one million reasoning tokens.
	ThinkingPerMillionMicro wire.MicroUSDUnsigned `json:"thinking_per_million_micro,omitzero"`
}

var _ = codec.Register(codec.Meta[Pricing]{Methods: codec.MethodsNone})

var _ = codec.Register(codec.Meta[Capabilities]{
	Schema: "model-capabilities",
	Comment: "Financial amounts (input_per_million_micro, output_per_million_micro, thinking_per_million_micro) " +
		"use string-encoded BigInt (MicroUSD) to prevent floating-point precision loss. See vocabulary/currency.ts " +
		"for arithmetic utilities.",
})
