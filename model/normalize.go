package model

import (
	"errors"
	"math"
	"strconv"
	"strings"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// The errors of [NormalizeProviderResponse] and of the tool-call
// conversions. Every error they return is a *[NormalizeError] that matches
// ErrProviderResponse and exactly one of the other sentinels with errors.Is.
var (
	// ErrProviderResponse is matched by every normalization error.
	ErrProviderResponse = errors.New("provider response cannot be normalized")
	// ErrUnsupportedProvider: the provider type has no response mapping
	// (only anthropic, claude-code, openai, openai-compatible and google
	// have one).
	ErrUnsupportedProvider = errors.New("unsupported provider")
	// ErrMalformedResponse: the response is not JSON, or not the provider's
	// response shape (a member of the wrong type, no model id, no or several
	// choices or candidates, a negative token count, an error body).
	ErrMalformedResponse = errors.New("malformed provider response")
	// ErrMissingUsage: the response carries no token counts.
	ErrMissingUsage = errors.New("missing usage data")
	// ErrUnknownFinishReason: the provider's stop reason is absent or has no
	// unified equivalent.
	ErrUnknownFinishReason = errors.New("finish reason has no unified equivalent")
	// ErrUnsupportedContent: the response holds a content block or part the
	// unified form cannot carry (an image, a server tool result, …); content
	// is never dropped silently.
	ErrUnsupportedContent = errors.New("unsupported content")
	// ErrInvalidToolCall: a tool call without id, of a type other than
	// "function", or a tool result without tool_call_id.
	ErrInvalidToolCall = errors.New("invalid tool call")
	// ErrInvalidToolName: a tool name outside the tool-definition name
	// pattern ^[a-zA-Z_][a-zA-Z0-9_]*$.
	ErrInvalidToolName = errors.New("invalid tool name")
	// ErrInvalidToolArguments: tool arguments that are not one valid JSON
	// object (duplicate member names and invalid UTF-8 included).
	ErrInvalidToolArguments = errors.New("tool arguments are not a JSON object")
	// ErrResponseLimit: the response text exceeds a limit (see
	// NormalizeProviderResponse); the error's Path is where the limit was
	// hit and its Detail starts with the limit's rule id
	// (hounfour.RuleLimitDepth …).
	ErrResponseLimit = errors.New("provider response exceeds a limit")
)

// responseLimits are the limits of a provider response text:
// hounfour.DefaultLimits without the string limit.
var responseLimits = codec.Limits{MaxStringBytes: -1}

// NormalizeError reports why a provider response or a tool call could not
// be normalized. errors.Is matches it against ErrProviderResponse and its
// Err.
type NormalizeError struct {
	// Provider is the provider type of the response ("" for a tool call
	// converted on its own).
	Provider ProviderType
	// Path is the JSON Pointer of the offending member ("" = the whole
	// response or call).
	Path string
	// Err is the sentinel: ErrUnsupportedProvider, ErrMalformedResponse,
	// ErrMissingUsage, ErrUnknownFinishReason, ErrUnsupportedContent,
	// ErrInvalidToolCall, ErrInvalidToolName, ErrInvalidToolArguments or
	// ErrResponseLimit.
	Err error
	// Detail says what was found.
	Detail string
}

// Error returns "model: {provider} response: {path}: {sentinel}: {detail}",
// leaving out the parts that are empty.
func (e *NormalizeError) Error() string {
	var b strings.Builder
	b.WriteString("model: ")
	if e.Provider != "" {
		b.WriteString(string(e.Provider))
		b.WriteString(" response: ")
	}
	if e.Path != "" {
		b.WriteString(e.Path)
		b.WriteString(": ")
	}
	b.WriteString(e.Err.Error())
	if e.Detail != "" {
		b.WriteString(": ")
		b.WriteString(e.Detail)
	}
	return b.String()
}

// Is makes errors.Is(err, ErrProviderResponse) true.
func (e *NormalizeError) Is(target error) bool { return target == ErrProviderResponse }

// Unwrap returns the sentinel.
func (e *NormalizeError) Unwrap() error { return e.Err }

func normErr(p ProviderType, path string, sentinel error, detail string) *NormalizeError {
	return &NormalizeError{Provider: p, Path: path, Err: sentinel, Detail: detail}
}

// NormalizedResponse is one model response in the provider-neutral form.
// Its JSON form is {model_id, content, thinking_trace?, thinking_redacted?,
// refusal?, tool_calls?, finish_reason, usage}: content is null when the
// response has no text; the optional members are absent when they have no
// value. Provider and ProviderFinishReason are not part of the JSON form.
type NormalizedResponse struct {
	// Provider is the provider type the response was normalized from.
	Provider ProviderType `json:"-"`
	// ModelID is the model that answered.
	ModelID string `json:"model_id"`
	// Content is the response text, nil when the response has no text.
	Content *string `json:"content"`
	// ThinkingTrace is the model's reasoning text, nil when it returned
	// none.
	ThinkingTrace *string `json:"thinking_trace,omitzero"`
	// ThinkingRedacted is true when the provider returned reasoning in
	// redacted (encrypted) form, which carries no text.
	ThinkingRedacted bool `json:"thinking_redacted,omitzero"`
	// Refusal is the refusal text of a model that declined to answer
	// (OpenAI's message.refusal).
	Refusal *string `json:"refusal,omitzero"`
	// ToolCalls are the tool invocations the model requested, in response
	// order.
	ToolCalls []ToolInvocation `json:"tool_calls,omitzero"`
	// FinishReason is the unified finish reason.
	FinishReason FinishReason `json:"finish_reason"`
	// ProviderFinishReason is the provider's own stop reason ("end_turn",
	// "STOP", …; "" when a blocked Gemini prompt has none).
	ProviderFinishReason string `json:"-"`
	// Usage is the token usage.
	Usage TokenUsage `json:"usage"`
}

// TokenUsage is the token usage of a normalized response. Reasoning tokens
// are disjoint from completion tokens, so the total is prompt + completion
// + reasoning (see [TokenUsage.Total]).
type TokenUsage struct {
	// PromptTokens is the number of input tokens, cached ones included.
	PromptTokens int64 `json:"prompt_tokens"`
	// CompletionTokens is the number of output tokens that are not
	// reasoning tokens.
	CompletionTokens int64 `json:"completion_tokens"`
	// ReasoningTokens is the number of reasoning tokens, nil when the
	// provider reports no separate count.
	ReasoningTokens *int64 `json:"reasoning_tokens,omitzero"`
}

// Total returns prompt + completion + reasoning tokens, and false when the
// sum exceeds the int64 range.
func (u TokenUsage) Total() (int64, bool) {
	t, ok := addTokens(u.PromptTokens, u.CompletionTokens)
	if ok && u.ReasoningTokens != nil {
		t, ok = addTokens(t, *u.ReasoningTokens)
	}
	return t, ok
}

func addTokens(a, b int64) (int64, bool) {
	if a < 0 || b < 0 || a > math.MaxInt64-b {
		return 0, false
	}
	return a + b, true
}

// HasThinking reports whether the response carries reasoning, as text or
// redacted.
func (n *NormalizedResponse) HasThinking() bool {
	return n.ThinkingTrace != nil || n.ThinkingRedacted
}

// Thinking returns the response's reasoning as a ThinkingTrace (content,
// model id, provider, the reasoning token count when the provider reports
// one, redacted), and false when the response carries none.
func (n *NormalizedResponse) Thinking() (ThinkingTrace, bool) {
	if !n.HasThinking() {
		return ThinkingTrace{}, false
	}
	t := ThinkingTrace{ModelID: n.ModelID, Provider: string(n.Provider), Redacted: n.ThinkingRedacted}
	if n.ThinkingTrace != nil {
		t.Content = *n.ThinkingTrace
	}
	if n.Usage.ReasoningTokens != nil {
		v := *n.Usage.ReasoningTokens
		t.Tokens = &v
	}
	return t, true
}

// WireMessage returns the response as the assistant message to append to
// the conversation: role assistant, the content (absent when nil), the
// thinking trace and the tool calls in wire form (arguments as the JSON
// text received).
func (n *NormalizedResponse) WireMessage() ProviderWireMessage {
	m := ProviderWireMessage{Role: RoleAssistant, Thinking: n.ThinkingTrace}
	if n.Content != nil {
		m.Content = TextContent(*n.Content)
	}
	for _, c := range n.ToolCalls {
		m.ToolCalls = append(m.ToolCalls, c.wire())
	}
	return m
}

// CompletionResult returns the response as a CompletionResult answering
// requestID: model, provider, content, thinking, tool calls in wire form,
// finish reason, usage with total_tokens = prompt + completion + reasoning
// and cost 0 (pricing is the caller's), latencyMS and the library's
// contract version. It fails only when the token total exceeds the int64
// range.
func (n *NormalizedResponse) CompletionResult(requestID wire.UUID, latencyMS int64) (CompletionResult, error) {
	total, ok := n.Usage.Total()
	if !ok {
		return CompletionResult{}, normErr(n.Provider, "/usage", ErrMalformedResponse, "the token total exceeds the int64 range")
	}
	m := n.WireMessage()
	r := CompletionResult{
		RequestID:    requestID,
		Model:        n.ModelID,
		Provider:     string(n.Provider),
		Content:      n.Content,
		Thinking:     n.ThinkingTrace,
		ToolCalls:    m.ToolCalls,
		FinishReason: n.FinishReason,
		Usage: Usage{
			PromptTokens:     n.Usage.PromptTokens,
			CompletionTokens: n.Usage.CompletionTokens,
			ReasoningTokens:  n.Usage.ReasoningTokens,
			TotalTokens:      total,
			CostMicro:        wire.MicroUSDUnsignedFromUint64(0),
		},
		LatencyMS: latencyMS,
		// A 7.0.0 document (its shape), valid under both contracts.
		ContractVersion: wire.MustParseSemver(string(hounfour.Contract700)),
	}
	return r, nil
}

// NormalizeProviderResponse maps a provider's raw (non-streaming) response
// body to the provider-neutral form. provider selects the mapping:
//
//   - anthropic and claude-code: the Anthropic Messages API response;
//   - openai and openai-compatible: the OpenAI Chat Completions response;
//   - google: the Gemini generateContent response.
//
// Any other provider type fails with ErrUnsupportedProvider. The mapping of
// each shape is documented on [AnthropicFinishReason], [OpenAIFinishReason]
// and [GoogleFinishReason] (finish reasons) and below.
//
// Common rules: the body must be one JSON object with distinct member
// names, matched case-sensitively; members the mapping does not read are
// ignored (providers add members over time), so a "provider" member beside
// the response is harmless. The model id is the body's "model" member
// (Gemini responses carry "modelVersion" instead, used when "model" is
// absent); without one the response is malformed. Token counts must be
// non-negative integers. Text pieces and reasoning pieces are each
// concatenated in response order without separator: providers split one
// answer into adjacent pieces. Tool-call names must match the
// tool-definition name pattern (ErrInvalidToolName) and arguments must be a
// JSON object, kept byte for byte as received (ErrInvalidToolArguments).
// A response whose finish reason is tool_calls must hold at least one tool
// call (ErrMalformedResponse).
//
// Limits: before it is decoded, the body is checked against
// hounfour.DefaultLimits except the string limit (a long answer or thinking
// trace is one string, bounded by the document size): at most 10 MiB of
// text, nesting 128, numbers of 78 digits, 10,000 members per object and
// elements per array. A body beyond one fails with ErrResponseLimit, so a
// hostile response costs time and memory in proportion to its size.
//
// Anthropic: the "text" of text blocks is the content, the "thinking" of
// thinking blocks the thinking trace; a redacted_thinking block sets
// ThinkingRedacted; a tool_use block {id, name, input} is a tool call with
// input as its arguments; any other block type is ErrUnsupportedContent. A
// "type" other than "message" (an error body) is malformed. Usage needs
// input_tokens and output_tokens (ErrMissingUsage otherwise): prompt tokens
// are input_tokens + cache_creation_input_tokens + cache_read_input_tokens,
// completion tokens are output_tokens (thinking included: Anthropic reports
// no separate count, so reasoning tokens stay absent).
//
// OpenAI: exactly one choice; its message's "content" (a string or null)
// is the content, "refusal" the refusal and "reasoning_content" (returned
// by OpenAI-compatible servers) the thinking trace; each tool call
// {id, type "function", function {name, arguments}} has its arguments JSON
// text parsed as the arguments. Usage needs prompt_tokens and
// completion_tokens; completion_tokens_details.reasoning_tokens, when
// present, is the reasoning count and is subtracted from completion_tokens
// (OpenAI counts reasoning inside completion tokens; more reasoning than
// completion tokens is malformed). total_tokens is not read.
//
// Google: exactly one candidate; text parts are the content, text parts
// with "thought": true the thinking trace, functionCall parts {id?, name,
// args?} tool calls (absent args = {}; absent id = "call_{i}", i the
// zero-based position among the response's tool calls); a part holding any
// other member than text, thought, thoughtSignature and functionCall (inline
// data, code execution, …) is ErrUnsupportedContent. A response without
// candidates whose promptFeedback has a blockReason was blocked: content
// nil, finish reason content_filter. usageMetadata is required (absent
// counts are 0, the proto3 JSON convention): prompt tokens are
// promptTokenCount + toolUsePromptTokenCount, completion tokens
// candidatesTokenCount, reasoning tokens thoughtsTokenCount when present.
func NormalizeProviderResponse(provider ProviderType, raw []byte) (NormalizedResponse, error) {
	var (
		n   NormalizedResponse
		err *NormalizeError
	)
	switch provider {
	case ProviderAnthropic, ProviderClaudeCode:
		err = normalizeAnthropic(&n, provider, raw)
	case ProviderOpenAI, ProviderOpenAICompatible:
		err = normalizeOpenAI(&n, provider, raw)
	case ProviderGoogle:
		err = normalizeGoogle(&n, provider, raw)
	default:
		return NormalizedResponse{}, normErr(provider, "", ErrUnsupportedProvider, strconv.Quote(string(provider)))
	}
	if err != nil {
		return NormalizedResponse{}, err
	}
	n.Provider = provider
	if n.FinishReason == FinishToolCalls && len(n.ToolCalls) == 0 {
		return NormalizedResponse{}, normErr(provider, "", ErrMalformedResponse, "the finish reason is tool_calls but the response holds no tool call")
	}
	return n, nil
}

// decodeResponse decodes raw into v: one JSON object within
// responseLimits, member names case-sensitive and distinct, unknown members
// ignored.
func decodeResponse(p ProviderType, raw []byte, v any) *NormalizeError {
	if lv := codec.CheckLimits(raw, responseLimits); lv != nil {
		return normErr(p, lv.Path, ErrResponseLimit, lv.Rule+": "+lv.Message)
	}
	if err := jsonv2.Unmarshal(raw, v); err != nil {
		return normErr(p, "", ErrMalformedResponse, decodeDetail(err))
	}
	return nil
}

// decodeDetail shortens a decoder error to its message.
func decodeDetail(err error) string {
	s := err.Error()
	s = strings.TrimPrefix(s, "json: ")
	return s
}

// tokenCount checks a provider's token count: absent counts as 0 when
// optional, a negative count is malformed.
func tokenCount(p ProviderType, path string, v *int64) (int64, *NormalizeError) {
	if v == nil {
		return 0, nil
	}
	if *v < 0 {
		return 0, normErr(p, path, ErrMalformedResponse, "a token count must not be negative, got "+strconv.FormatInt(*v, 10))
	}
	return *v, nil
}

// tokenField is a provider token count and where its checked value goes.
type tokenField struct {
	path string
	v    *int64
	dst  *int64
}

// readTokens checks each count with tokenCount and stores it.
func readTokens(p ProviderType, fields ...tokenField) *NormalizeError {
	for _, f := range fields {
		v, err := tokenCount(p, f.path, f.v)
		if err != nil {
			return err
		}
		*f.dst = v
	}
	return nil
}

// sumTokens adds provider token counts, failing beyond the int64 range.
func sumTokens(p ProviderType, path string, vs ...int64) (int64, *NormalizeError) {
	var t int64
	for _, v := range vs {
		var ok bool
		if t, ok = addTokens(t, v); !ok {
			return 0, normErr(p, path, ErrMalformedResponse, "the token count exceeds the int64 range")
		}
	}
	return t, nil
}

// pieces concatenates text pieces; nil when there was none.
type pieces struct {
	b    strings.Builder
	seen bool
}

func (p *pieces) add(s string) { p.seen = true; p.b.WriteString(s) }

func (p *pieces) value() *string {
	if !p.seen {
		return nil
	}
	s := p.b.String()
	return &s
}

// finishReason maps a provider stop reason with table; absent or unmapped
// is ErrUnknownFinishReason.
func finishReason(p ProviderType, path string, reason *string, table func(string) (FinishReason, bool)) (FinishReason, *NormalizeError) {
	if reason == nil {
		return "", normErr(p, path, ErrUnknownFinishReason, "absent")
	}
	f, ok := table(*reason)
	if !ok {
		return "", normErr(p, path, ErrUnknownFinishReason, strconv.Quote(*reason))
	}
	return f, nil
}

// rawArguments checks tool-call arguments: one JSON object.
func rawArguments(p ProviderType, path string, v jsontext.Value) (jsontext.Value, *NormalizeError) {
	if !v.IsValid() || v.Kind() != '{' {
		return nil, normErr(p, path, ErrInvalidToolArguments, strconv.Quote(truncate(string(v), 64)))
	}
	return v, nil
}

// truncate shortens s for an error detail.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
