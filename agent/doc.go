// Package agent implements the agent part of the loa-hounfour v7.0.0
// protocol (agent.md of the hounfour-go specification):
//
//   - [Descriptor] and [Stats], the canonical agent representation (§3, §4);
//   - the lifecycle: [LifecycleState], the transition map, the guarded
//     [TransitionValidator], reason codes and [TransitionPayload] (§5–§8);
//   - [Identity] and [CapabilityScopedTrust], upstream v7's participant
//     identity with per-scope [TrustLevel]s, and [ParseIdentity], the dual
//     read of v5.5 flat trust levels (§9). Identity's Validate includes the
//     AgentIdentity constraint file's error rules (decision D15);
//     ValidateSchema keeps upstream's schema-only verdict;
//   - the BUTTERFREEZONE capability vocabulary (§10), a vocabulary of its own
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
// between neither (agent.md §10.5).
package agent
