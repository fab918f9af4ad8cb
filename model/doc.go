// Package model implements the model-invocation layer of the loa-hounfour
// v7.0.0 protocol: what an inference runtime and a gateway exchange on every
// model call — completion requests and results, provider wire messages, tool
// definitions and results, thinking traces, model capabilities and provider
// specs, and ensembles — and the mapping of raw provider responses to that
// form.
//
// Every document type decodes strictly (unknown members of closed objects,
// duplicate and case-mismatched names are rejected) and has a Validate method
// that reports every violation with its JSON Pointer path and a stable rule id.
//
// What surrounds a model call lives beside this package: choosing the model
// (agent requirements, routing constraints, budget scopes, resolutions) in
// package routing, capacity reservations in package reservation, provider
// conformance levels and the conformance vectors in package conformance,
// constraint proposals in package governance, the metadata key namespaces in
// package event.
//
// # Completions, providers and ensembles
//
// [CompletionRequest] (its [ToolChoice] union and messages),
// [CompletionResult], [ProviderWireMessage] (its [Content] union),
// [ToolDefinition], [ToolResult] and [ThinkingTrace]; providers:
// [Capabilities], [ProviderSpec] with [CanonicalizeProviderSpec] and
// [VerifyProviderSignature] and the provider vocabulary ([ProviderType],
// [ProviderDisplayName]); ensembles: [EnsembleRequest], [EnsembleResult] and
// [EnsembleCapabilityProfile]. The cross-field rules of messages, requests
// and results run wherever these objects are nested.
//
// # Provider responses and tool calls
//
// [NormalizeProviderResponse] maps a raw Anthropic Messages, OpenAI Chat
// Completions or Gemini generateContent response to a [NormalizedResponse]
// (model id, content, thinking trace, tool calls, unified finish reason,
// token usage), which converts to a [CompletionResult], a [ThinkingTrace] or
// the assistant [ProviderWireMessage]; responses it cannot map faithfully
// are rejected with a [*NormalizeError] matching [ErrProviderResponse] and
// one specific sentinel ([ErrMissingUsage], [ErrUnknownFinishReason], …).
// [ToolInvocation] is a tool call with its arguments as a JSON object
// ([ToolCallMessage] and [ToolInvocations] convert to and from the wire
// form, byte for byte), [ToolCallResult] its outcome.
package model
