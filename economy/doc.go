// Package economy implements the value-transfer composition types of the
// loa-hounfour v7.0.0 protocol:
//
//   - [BridgeTransferSaga], a compensating saga moving value between two
//     registries, with its steps, participants, error and timeout, and the
//     saga state machine ([SagaTransitions], [CanTransitionSaga]);
//   - [ExchangeRateSpec], [MonetaryPolicy] with its [ReviewTrigger], and
//     [MintingPolicy];
//   - [RegistryBridge] with its [BridgeInvariant]s and the canonical B-1…B-4
//     ([CanonicalBridgeInvariants]);
//   - the JWT boundary: [JWTBoundarySpec] with the canonical six verification
//     steps ([CanonicalJWTBoundarySteps]), [OutboundClaims] and [InboundClaims];
//   - the agent-economy ledger: [EscrowEntry], [StakePosition],
//     [MutualCredit], [CommonsDividend], [InterAgentTransactionAudit] and
//     [AuditTrailEntry]; the escrow, stake and credit lifecycle machines
//     ([StateMachines], [EscrowTransitions], [CanTransitionEscrow]); and the
//     economy flow ([Flow], [VerifyEconomyFlow]) that links performance
//     records, reputation, routing, billing, sanctions and dividends.
//
// The ledger types check upstream's cross-field rules: distinct parties,
// timestamps required or forbidden by state, orderings of instants compared
// to the millisecond with offsets applied (as JavaScript's Date compares
// them), exact big-integer sums (vested plus remaining equals the stake;
// recipient amounts add up to the dividend), and metadata of at most 10240
// UTF-16 code units. Their constraint files' error rules join Validate,
// except the rules that compare date-time text, which text order gets wrong
// for mixed offsets (deviation 60 in COMPATIBILITY.md); the native rules
// decide those orderings. A constraint rule that restates a native rule is
// evaluated natively and reported under its own id and text.
//
// Validation: Validate reports the schema violations and then the error-severity
// rules of the type's upstream constraint file; ValidateSchema gives upstream's
// schema-only verdict; Warnings returns the failing warning-severity rules;
// CheckConstraints every rule's result. Methods named after constraint builtins
// (AmountConserved, Solvent, …) return what the builtin returns on the value's
// JSON form.
package economy
