package model

import (
	"github.com/hounfour-go/hounfour/internal/codec"
)

// ThinkingTrace is a model's reasoning trace normalized across providers
// (schema thinking-trace). Closed object; no cross-field rules. Content may
// be empty (a model without reasoning output).
type ThinkingTrace struct {
	// Content is the normalized thinking/reasoning content.
	Content string `json:"content"`
	// ModelID is the model that produced this trace.
	ModelID string `json:"model_id" hf:"minLength=1"`
	// Provider is the provider identifier (e.g. "anthropic", "openai", "kimi").
	Provider string `json:"provider" hf:"minLength=1"`
	// Tokens is the token count of the trace, if available.
	Tokens *int64 `json:"tokens,omitzero" hf:"minimum=0"`
	// Redacted is whether the content has been redacted for privacy or safety.
	Redacted bool `json:"redacted"`
	// TraceID is the correlation id linking to the parent request trace.
	TraceID *string `json:"trace_id,omitzero" hf:"minLength=1"`
}

var _ = codec.Register(codec.Meta[ThinkingTrace]{
	Schema:      "thinking-trace",
	Description: "Normalized thinking/reasoning trace from a model provider",
})
