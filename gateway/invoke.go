package gateway

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// InvokeResponse is the response to an AI agent invocation, with a reference
// to its billing entry (schema invoke-response). Closed object.
type InvokeResponse struct {
	// ID is the request trace id ("" allowed).
	ID string `json:"id"`
	// Model is the model that served the request.
	Model string `json:"model"`
	// Provider is the provider that served the request.
	Provider string `json:"provider"`
	// PoolID is the pool the request was routed to: a free string, not
	// restricted to the pool ids.
	PoolID string `json:"pool_id"`
	// Content is the model output.
	Content string `json:"content"`
	// ToolCalls are the tool calls of the response; nil = absent, an empty
	// slice is written as [].
	ToolCalls []InvokeToolCall `json:"tool_calls,omitzero"`
	// Usage is the token usage.
	Usage billing.Usage `json:"usage"`
	// BillingEntryID references BillingEntry.id (a ULID by convention, not
	// checked).
	BillingEntryID string `json:"billing_entry_id" hf:"minLength=1"`
	// BillingMethod says how the cost was determined.
	BillingMethod BillingMethod `json:"billing_method"`
	// LatencyMS is the latency in milliseconds.
	LatencyMS int64 `json:"latency_ms" hf:"minimum=0"`
	// ContractVersion is a free string here (no semver pattern).
	ContractVersion string `json:"contract_version"`
	// Metadata is consumer-extensible metadata (loa.*, trace.*, x-* by
	// convention), not validated; values are kept as raw JSON.
	Metadata map[string]json.RawMessage `json:"metadata,omitzero"`
}

// InvokeToolCall is one tool call of an InvokeResponse (OpenAI-style nesting;
// closed).
type InvokeToolCall struct {
	ID       string       `json:"id"`
	Function FunctionCall `json:"function"`
}

// FunctionCall is the function of an InvokeToolCall (closed).
type FunctionCall struct {
	// Name is the function name.
	Name string `json:"name"`
	// Arguments are the JSON-encoded arguments, as text.
	Arguments string `json:"arguments"`
}

var _ = codec.Register(codec.Meta[FunctionCall]{Methods: codec.MethodJSON})

// UsageReport reports token usage for billing and rate limiting (schema
// usage-report). Closed object. The sender signs it as a JWS
// (outside the library).
type UsageReport struct {
	TraceID string `json:"trace_id"`
	// TenantID may be "" here (unlike JWTClaims.TenantID).
	TenantID string `json:"tenant_id"`
	Provider string `json:"provider"`
	Model    string `json:"model"`
	// PoolID is a free string.
	PoolID string        `json:"pool_id"`
	Usage  billing.Usage `json:"usage"`
	// BillingEntryID references BillingEntry.id.
	BillingEntryID string        `json:"billing_entry_id" hf:"minLength=1"`
	BillingMethod  BillingMethod `json:"billing_method"`
	// IdempotencyKey is derived with integrity.DeriveIdempotencyKey by
	// convention; no pattern, "" allowed.
	IdempotencyKey string         `json:"idempotency_key"`
	Timestamp      wire.Timestamp `json:"timestamp"`
	// ContractVersion is a free string here (no semver pattern).
	ContractVersion string `json:"contract_version"`
	// NftID is free text (not the NftId pattern).
	NftID      *string `json:"nft_id,omitzero"`
	EnsembleID *string `json:"ensemble_id,omitzero"`
}

var (
	_ = codec.Register(codec.Meta[InvokeResponse]{
		Schema:      "invoke-response",
		Description: "Response from an AI agent invocation with billing reference",
	})
	_ = codec.Register(codec.Meta[UsageReport]{
		Schema:      "usage-report",
		Description: "Token usage report for billing and rate limiting",
	})
)
