// Package model implements the model-invocation layer of the loa-hounfour
// v7.0.0 protocol: what an inference runtime and a gateway exchange on every
// model call — completion requests and results, provider wire messages, tool
// definitions and results, thinking traces, model capabilities and provider
// specs, ensembles, routing constraints and resolutions, budget scopes and
// capacity reservations — together with the provider conformance vocabulary
// ([ConformanceLevel]), the cross-language conformance vectors
// ([ConformanceVector]) with their output matcher ([MatchConformanceOutput]),
// and constraint proposals.
//
// Every document type decodes strictly (unknown members of closed objects,
// duplicate and case-mismatched names are rejected) and has a Validate method
// that reports every violation with its JSON Pointer path and a stable rule id.
//
// # Budgets and capacity reservations
//
// [BudgetScope] is a spending envelope; a [CapacityReservation] guarantees an
// agent a share of one, in basis points ([ReservationTier]), with a lifecycle
// ([ReservationState], [ReservationTransitions]) and an enforcement mode
// ([ReservationEnforcement]). The arithmetic is exact for amounts of any
// size: [ComputeReservedMicro] rounds the reserved amount up, in favour of
// the rights holder; [ValidateReservationTier] checks a reservation against
// the minimum of a conformance level ([ReservationTierMap] or configured
// [TierMinimums]); [ShouldAllowRequest] admits or refuses a request against
// the reserved floor. [AgentRequirements], [RoutingConstraint] and
// [RoutingResolution] describe what an agent needs and how a request was
// routed.
//
// # Completions, providers and ensembles
//
// [CompletionRequest] (its [ToolChoice] union and messages),
// [CompletionResult], [ProviderWireMessage] (its [Content] union),
// [ToolDefinition], [ToolResult] and [ThinkingTrace]; providers:
// [Capabilities], [ProviderSpec] with [CanonicalizeProviderSpec] and
// [VerifyProviderSignature], the metadata namespaces and the provider
// vocabulary; ensembles: [EnsembleRequest], [EnsembleResult] and
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
