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
//   - [DelegationTree] and its recursive [DelegationTreeNode].
//
// Validation: Validate reports the schema violations and then the error-severity
// rules of the type's upstream constraint file (so a unanimous outcome with a
// dissenting vote is invalid); ValidateSchema gives upstream's schema-only
// verdict; CheckConstraints returns every rule's result.
package governance
