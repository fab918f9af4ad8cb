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
//     steps ([CanonicalJWTBoundarySteps]), [OutboundClaims] and [InboundClaims].
//
// Validation: Validate reports the schema violations and then the error-severity
// rules of the type's upstream constraint file; ValidateSchema gives upstream's
// schema-only verdict; Warnings returns the failing warning-severity rules;
// CheckConstraints every rule's result. Methods named after constraint builtins
// (AmountConserved, Solvent, …) return what the builtin returns on the value's
// JSON form.
package economy
