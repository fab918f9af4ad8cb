// Package governance implements the delegation and governance composition
// types of the loa-hounfour v7.0.0 protocol:
//
//   - [DelegationOutcome], a delegated decision with its votes and dissent
//     records, and the consensus check [DelegationOutcome.ConsensusValid];
//   - [PermissionBoundary], MAY-semantics permission with its reporting
//     requirement and revocation policy;
//   - [Proposal] (schema governance-proposal) with its proposed changes, its
//     voting record and the proposal state machine ([ProposalTransitions],
//     [CanTransitionProposal]), and the voting checks [Proposal.QuorumMet]
//     and [Proposal.WeightsNormalized];
//   - [DelegationTree] and its recursive [DelegationTreeNode], and the linear
//     [DelegationChain] of [DelegationLink]s;
//   - sanctions: [Sanction] with its open [SanctionTrigger], the graduated
//     [SanctionSeverity] and the five-valued [SanctionLevel], the
//     [SeverityLadder], [LookupSeverity], [CompareSeverity], the
//     [EscalationRules] table and [EscalatedLevel];
//   - the agent-economy records: [DisputeRecord], [PerformanceRecord] with
//     its [PerformanceOutcome], [ContributionRecord], [ValidatedOutcome];
//   - reputation: [ReputationScore], [IsReliableReputation], the constant
//     [MinReputationSampleSize] and the parameters [ReputationDecay] and
//     [ReputationWeights];
//   - the governance parameters [Config] (schema governance-config),
//     [DefaultConfig], [ResolveReservationTier] and
//     [ResolveAdvisoryThreshold];
//   - [ConstraintProposal], an agent's proposal of new constraints for a
//     schema with the reviewing models' scores: the first step of changing
//     the protocol's rules, which governance decides.
//
// Sanction, DisputeRecord, PerformanceRecord, ReputationScore carry the
// cross-field rules upstream registers, with upstream's messages; their
// temporal rules compare instants at millisecond precision with offsets
// applied, as upstream's JavaScript Date does (a fraction beyond three
// digits is ignored). Documents of these types arrive as the payloads of
// governance.sanction.*, performance.* and reputation.* events and read
// typed through event.PayloadAs (for example PayloadAs[Sanction]).
//
// Validation: Validate reports the schema violations, the type's
// cross-field rules and then the error-severity rules of the type's
// upstream constraint file (so a unanimous outcome with a dissenting vote is
// invalid); ValidateSchema gives upstream's runtime verdict (schema and
// cross-field rules, without the constraint file); CheckConstraints returns
// every rule's result. A constraint rule with the id of a cross-field rule
// is reported once, and the constraint rules that compare date-times as
// text (Sanction, DisputeRecord, DelegationChain's link timestamps) are left
// to CheckConstraints: the cross-field rules check the same order on
// instants (for DelegationChain, the library's rule under the constraint's
// id, reported at the link's timestamp).
//
// # Governance execution (contract 8.x)
//
// From contract 7.6.0 on a ratified proposal is carried out: constraints
// move through a lifecycle (ConstraintCandidate, ConstraintLifecycleEvent,
// ConstraintStatus; the allowed moves are ConstraintTransitions, tested by
// CanTransitionConstraint and IsConstraintEnactable), policies are
// versioned (PolicyVersion), and a ProposalExecution records the result of
// each change (ChangeApplicationResult), its status (ExecutionStatus; the
// allowed moves are ExecutionTransitions) and, for a progressive or canary
// strategy, its ExecutionCheckpoints — whose decision must fit the health
// observed (ConsistentDecision) — and the RollbackScope of a rollback.
// ProposalOutcomeEvent records a proposal's lifecycle events. These types
// are unknown under contract 7.0.0. Their constraint rules run in Validate;
// ValidateSchema is upstream's verdict, the schema alone.
//
// A proposal is Actionable while proposed or voting; its VotingRecord's
// Tally gives the VotingResult (weighted approval and rejection, quorum,
// passed), and ReputationWeight turns a reputation aggregate into the
// governance weight a voter carries.
//
// # Plan governance
//
// [PlanSignoffEnvelope] binds a plan's content hash to the actor that signs
// it off at a [SignoffTier]; [PlanAmendmentRequest] proposes a change to a
// signed-off plan, with its [AmendmentSeverity], [AmendmentTriggerClass]
// and [RecommendedPath]s. Both are document types of contract 8.7.0 only
// (introduced in 8.6.0), version-locked to contract_version
// [PlanContractVersion]. A sign-off is signed and chained, an amendment
// request chained only: hounfour.Options refuses a sign-off unless
// AcceptDeferred is set, refuses either with FailClosed and no chain
// context, and reports the CRYPTO_DEFERRED and ORD-3 obligations of what
// the library does not verify (the signature, the chain references, the
// consumer's sign-off ledger).
package governance
