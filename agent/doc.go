// Package agent implements the agent part of the loa-hounfour v7.0.0
// protocol:
//
//   - [Descriptor] and [Stats], the canonical agent representation;
//   - the lifecycle: [LifecycleState], the transition map, the guarded
//     [TransitionValidator], reason codes and [TransitionPayload];
//   - [Identity] and [CapabilityScopedTrust], upstream v7's participant
//     identity with per-scope [TrustLevel]s, and [ParseIdentity], the dual
//     read of v5.5 flat trust levels. Identity's Validate includes the
//     AgentIdentity constraint file's error rules;
//     ValidateSchema keeps upstream's schema-only verdict;
//   - the BUTTERFREEZONE capability vocabulary, a vocabulary of its own
//     rather than an upstream schema: [CapabilityKind]s with actions, scopes,
//     pool hints and billing weights, [ParseCapabilityRequirement] for
//     "kind: action (scope: x)" and [StripCapabilityScope] for the flat form,
//     the L1–L4 [GradientLevel] with its pools and the six [BFZTrustScopes]
//     dimensions, and [ParseAgentContext], which reads the AGENT-CONTEXT block
//     of a BUTTERFREEZONE.md and computes the pools it requires and is
//     granted, its billing weight and [CostTier];
//   - the agent surfaces of a descriptor: [RenderJSONLD] (whose @context
//     resolves to [ContextDocument]), [RenderMarkdown] (llms.txt) and content
//     negotiation with [Negotiate], [Choose] and [ParseAccept].
//
// The BUTTERFREEZONE trust dimensions and upstream's capability-scoped trust
// are different vocabularies; the package implements both and converts
// between neither.
package agent
