// Package billing implements the money path of the loa-hounfour v7.0.0
// protocol:
//
//   - the billing vocabulary: [CostType], [RecipientRole],
//     [PricingModel], [ReconciliationMode], [CreditReason],
//     [ConservationStatus];
//   - the documents: [Entry] (schema billing-entry, with its cross-field
//     rules and warnings, and [CheckEntry]), [CreditNote]
//     (credit-note, with [CheckCreditNote]), their [Recipient],
//     [Usage] and [ModelPricing], and the unified cost event [CostEvent]
//     (cost-event, a type upstream never shipped);
//   - largest-remainder allocation, [Allocate], with a
//     64-bit path and an exact math/big path that give identical results;
//   - pricing in both of upstream's rounding conventions:
//     [ComputeCostMicro] (one ceiling over the summed numerator) and
//     [FloorComponentCost] / [FloorTotalCost] / [RemainderAccumulator]
//     (floor per component, remainders carried per scope), plus
//     [VerifyPricingConservation];
//   - the multiplier tiers and revenue model: [MultiplierBPSForTokens],
//     [TotalCostMicro], [NewEntry], [ToolCallRecipients];
//   - the fail-closed [ConservationGuard] of the v7 convergence SDD,
//     whose evaluator path is pluggable ([Evaluator]; the constraint language
//     by default, [ConstraintEvaluator]).
//
// Amounts are [wire.MicroUSD] values: exact, signed, canonical decimal text
// on the wire; every division truncates toward zero unless a function says
// ceiling or floor. The money arithmetic itself is in package wire.
//
// BillingEntry has two upstream constraint files: the
// error-severity rule billing-valid can never fail once the entry's members
// passed their own checks, and the two warning-severity PricingConvergence
// rules are the native warnings billing-pricing-provenance and
// billing-reconciliation-delta. Validate applies them
// natively — a test proves the verdicts and warnings equal the constraint
// evaluator's on every vector — and [Entry.CheckConstraints] returns the
// evaluator's own results.
package billing
