// Package reputation implements the reputation protocol of loa-hounfour
// 8.7.0: how an agent's standing in a collection is named, measured, moved
// between states and rebuilt from its observations. Every document type
// here belongs to contract 8.x only (each from the 7.x release that
// introduced it); under contract 7.0.0 a decode is refused.
//
// # States and the state machine
//
// [State] (schema reputation-state) has four values in protocol order —
// cold, warming, established, authoritative — with ranks ([State.Order],
// [StateOrder]) and the exact membership test [IsKnownState].
// [Transitions] lists the edges: cold → warming on the first quality
// event, warming → established once the sample count reaches the minimum,
// established → authoritative once the personal weight exceeds
// [AuthoritativeThreshold], and a reset from any state to cold;
// [IsValidTransition] tests a move, [StateForTier] maps a subscription tier.
//
// # Aggregates and the Bayesian blend
//
// An [Aggregate] (schema reputation-aggregate) is the reputation of one
// personality in one collection and pool: its state, its personal score
// (the mean of its quality observations, [QualityEvent]), the collection's
// score, and their blend — [BlendedScore] weighs the personal score by the
// sample count n and the collection score by the pseudo count k:
// (k·c + n·p) / (k + n). [PersonalWeight] is n / (k + n);
// [DecayedSampleCount] shrinks a sample count with time (half-life
// [DefaultHalfLifeDays]); [CrossModelScore] averages per-model cohorts
// ([ModelCohort]) by their sample counts. Per-(model, task type) cohorts
// ([TaskTypeCohort]) use [TaskType], an open vocabulary: six protocol types
// or a community type namespace:type. The arithmetic gives a JavaScript
// peer's bits: products are rounded before they are summed (no fused
// multiply-add) and the exponential is JavaScript's.
//
// [ReconstructAggregate] rebuilds an aggregate from its events,
// [VerifyAggregateConsistency] compares a stored one with them, and
// [EventStreamHash] hashes an ordered stream for an [AggregateSnapshot].
// The commands ([RecordQualityEventCommand], [QueryCommand],
// [ResetCommand]), the event payloads ([StateChangedPayload],
// [QualityEventRecordedPayload], [CollectionScoreUpdatedPayload]) and a
// collection's configuration ([CollectionGovernanceConfig], its
// [DecayPolicy] and [DemotionRule]s) complete the protocol's documents.
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
// Reputation is one vocabulary that governance, economy, routing and the
// commons consume; keeping it in a package that imports only the root
// package, wire and the internal plumbing lets each of them import it
// without a cycle (governance weighs reputation, so reputation never
// imports governance).
package reputation
