// Package commons implements the commons substrate of the loa-hounfour
// protocol (contract 8.x): the shared machinery of governed resources —
// resources whose state changes only through audited, invariant-keeping
// transitions — and the dynamic contracts that map reputation to protocol
// access.
//
// # Documents
//
// Invariants and conservation laws ([Invariant], [ConservationLaw]); audit
// entries and trails ([AuditEntry], [AuditTrail]); state machines ([State],
// [Transition], [StateMachineConfig]); governance classes and mutations
// ([GovernanceClass], [GovernanceMutation], [MutationContext]); the three
// governed resources ([GovernedCredits], [GovernedReputation],
// [GovernedFreshness]), each its own members followed by the
// [GovernedFields]; hash-chain discontinuities and quarantines
// ([HashChainDiscontinuity], [QuarantineRecord]); the [GovernanceError]
// union of six variants; protocol surfaces, dynamic contracts and their
// negotiation ([ProtocolSurface], [DynamicContract],
// [ContractNegotiation]); the conformance-vector manifest
// ([VectorManifest]); feedback dampening ([FeedbackDampeningConfig]); and
// the wire forms of a resource's transitions ([TransitionResult],
// [InvariantResult]).
//
// # Audit trails
//
// An audit entry's hash is "sha256:" and the SHA-256 of its domain tag
// followed by the canonical JSON (RFC 8785, without Unicode normalization)
// of its entry_id, timestamp, event_type and, when present, actor_id and
// payload ([AuditEntryHash]); each entry links to the previous one's hash,
// the first to the trail's genesis hash ([AuditTrailGenesisHash] for a new
// trail). [AuditTrail.Append] adds an entry, [VerifyAuditTrail] checks the
// chain. Domain tags name the schema and contract version an entry was
// hashed under ([BuildDomainTag], [ValidateDomainTag]); each entry stores
// its own, so old trails stay verifiable. [ChainBoundHash] binds an entry's
// hash to its predecessor; [CreateCheckpoint],
// [VerifyCheckpointContinuity] and [PruneBeforeCheckpoint] let the start
// of a long trail be archived; [AdvisoryLockKey] gives the database lock
// that serializes a trail's writers; [ValidateAuditTimestamp] checks an
// entry's time.
//
// # Functions of governed resources
//
// [Resource] runs a governed resource: all-or-nothing transitions checked
// against invariants, with hooks to write the audit trail. The factories
// [CreateBalanceConservation], [CreateNonNegativeConservation],
// [CreateBoundedConservation] and [CreateMonotonicConservation] (numbered
// by a [LawFactory]) write common conservation laws in the constraint
// language. [DampenedScore] updates a score with feedback dampening.
// [VerifyMonotonicExpansion] checks that a dynamic contract's surfaces only
// grow with reputation; [IsNegotiationValid] and
// [ComputeNegotiationExpiry] read a negotiation's lifetime.
// [LoadManifest], [LoadVector] and [ListVectors] read a vectors folder.
// [IsThreeSegmentEventType] and [EventTypePrefix] read the org:consumer:body
// event-type vocabulary.
//
// Authorizing a governance mutation against an access policy belongs with
// the access-policy evaluation of the governance domain; this package
// holds the mutation's types ([GovernanceMutation], [MutationContext],
// [MutationPolicyContext]) for it.
//
// Times are protocol date-times (YYYY-MM-DDThh:mm:ss[.fraction] with Z or
// ±hh:mm, a real calendar instant), read at millisecond precision.
// Upstream's JavaScript also reads other forms (deviation 92 in
// COMPATIBILITY.md).
//
// # Why a package of its own
//
// The commons is the substrate the 8.x domains build on: credits,
// reputation and freshness are governed the same way, and their audit
// trails, laws and state machines are one vocabulary. It imports the
// reputation vocabulary (package reputation) and nothing of the domains
// that use it.
package commons
