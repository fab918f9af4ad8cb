// Package reputation implements the reputation protocol of loa-hounfour
// 8.7.0: how an agent's standing in a collection is named, ordered and
// moved between states.
//
// It holds today the state vocabulary every other package reads: [State]
// (schema reputation-state, a JSON string) with its four values in
// protocol order — cold, warming, established, authoritative — their
// ranks ([State.Order], [StateOrder]) and the exact membership test
// [IsKnownState]. The commons package (governed reputation, dynamic
// contracts, contract negotiation) and the access policies of package
// conversation use it.
//
// # Events, scoring paths, signals and credentials
//
// A reputation [Event] is one of four variants chosen by its member
// "type" — [QualitySignalEvent], [TaskCompletedEvent],
// [CredentialUpdateEvent] and [ModelPerformanceEvent] (with its
// [QualityObservation]) — each starting with the [EventEnvelope] members;
// [DecodeEvent] decodes one, [EventJSON] holds one as a document. A
// [ScoringPathLog] records which tier of the scoring cascade
// ([ScoringPath]) a decision used, optionally as an entry of a hash chain
// ([ScoringPathHash], [ScoringPathGenesisHash], [ScoringPathLog.Linked],
// [VerifyScoringPathChain]). A [RoutingSignal] directs resources by
// reputation and an [EngagementSignal] records community engagement. A
// [Credential] carries a personality's reputation from one collection to
// another ([CredentialPrior] derives the destination's prior from it,
// [Credential.Expired] tells whether it still holds), requested with a
// [PortabilityRequest] and answered with a [PortabilityResponse]. They
// are document types of contract 8.x (each from the 7.x or 8.x release
// that introduced it) and unknown under contract 7.0.0. Their Validate
// applies their constraint files: time rules compare instants at
// millisecond precision (the fraction's digits after the third dropped,
// offsets applied).
//
// # Why a package of its own
//
// Reputation is one closed vocabulary that governance, economy, routing
// and the commons consume; keeping it in a leaf package that imports only
// the root package, wire and constraint lets each of them import it without
// a cycle (governance weighs reputation, so reputation never imports
// governance).
package reputation
