package integrity

import (
	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/wire"
)

// CanonicalConservationProperties returns the canonical conservation
// invariants I-1 … I-14, in order (a fresh slice;
// contract_version 5.5.0, one error code each, reconciliation failure codes
// only on I-4 and I-13).
func CanonicalConservationProperties() []ConservationProperty {
	v := wire.MustParseSemver("5.5.0")
	p := func(id, name, desc, ltl string, u InvariantUniverse, e EnforcementMechanism, code string, recon []string, sev PropertySeverity) ConservationProperty {
		return ConservationProperty{InvariantID: id, Name: name, Description: desc, LTLFormula: ltl, Universe: u,
			Enforcement: e, ErrorCodes: []string{code}, ReconciliationFailureCodes: recon, Severity: sev, ContractVersion: v}
	}
	return []ConservationProperty{
		p("I-1", "Lot balance non-negativity", "Credit lot balance can never go negative.",
			"G(lot.balance >= 0)", UniverseSingleLot, EnforcedByDBCheck, "LOT_BALANCE_NEGATIVE", nil, SeverityCritical),
		p("I-2", "Lot conservation", "The sum of available, reserved, and consumed credits always equals the original allocation.",
			"G(lot.available + lot.reserved + lot.consumed == lot.original)", UniverseSingleLot, EnforcedByDBCheck, "LOT_CONSERVATION_VIOLATED", nil, SeverityCritical),
		p("I-3", "Receivable bounded by reserved", "Outstanding receivables cannot exceed reserved credit.",
			"G(lot.receivable <= lot.reserved)", UniverseSingleLot, EnforcedByApplication, "RECEIVABLE_EXCEEDS_RESERVED", nil, SeverityError),
		p("I-4", "Platform conservation", "Total minted credit equals the sum of all lot states across the platform.",
			"G(platform.total_minted == sum(lot.states))", UniversePlatform, EnforcedByReconciliation, "PLATFORM_CONSERVATION_VIOLATED",
			[]string{"RECON_PLATFORM_MISMATCH"}, SeverityCritical),
		p("I-5", "Budget monotonic decrease", "While billing is active, budget can only decrease (spend, never gain).",
			"G(billing.active => F(budget.next <= budget.current))", UniverseAccount, EnforcedByApplication, "BUDGET_INCREASE_REJECTED", nil, SeverityError),
		p("I-6", "Idempotency", "Every operation has a unique identity within its scope.",
			"G(unique(operation.id, operation.scope))", UniversePlatform, EnforcedByDBUnique, "DUPLICATE_OPERATION", nil, SeverityCritical),
		p("I-7", "Revenue rule total", "Revenue distribution rules must sum to exactly 10000 basis points (100%).",
			"G(sum(revenue_rules.bps) == 10000)", UniverseAccount, EnforcedByApplication, "REVENUE_RULES_NOT_100_PERCENT", nil, SeverityError),
		p("I-8", "Terminal state absorption", "Once a lot reaches a terminal state, it cannot transition further.",
			"G(lot.terminal => X(lot.state == lot.state))", UniverseSingleLot, EnforcedByApplication, "TERMINAL_STATE_TRANSITION", nil, SeverityError),
		p("I-9", "Ledger entry uniqueness", "Each ledger entry is unique per account, pool, and sequence number.",
			"G(unique(entry.account, entry.pool, entry.seq))", UniversePlatform, EnforcedByDBUnique, "DUPLICATE_LEDGER_ENTRY", nil, SeverityCritical),
		p("I-10", "Entry type taxonomy", "Ledger entry types must belong to the closed set of valid types.",
			"G(entry.type in CLOSED_SET)", UniversePlatform, EnforcedByDBCheck, "INVALID_ENTRY_TYPE", nil, SeverityError),
		p("I-11", "Reservation liveness", "A pending reservation must eventually reach a terminal state.",
			"G(reservation.pending => F(reservation.terminal))", UniverseSingleLot, EnforcedByApplication, "RESERVATION_STUCK", nil, SeverityWarning),
		p("I-12", "Expiration liveness", "An expired lot must eventually have its credits reclaimed.",
			"G(lot.expired => F(lot.reclaimed))", UniverseSingleLot, EnforcedByApplication, "EXPIRED_LOT_NOT_RECLAIMED", nil, SeverityWarning),
		p("I-13", "Treasury adequacy", "Treasury balance must always cover outstanding obligations.",
			"G(treasury.balance >= sum(obligations))", UniversePlatform, EnforcedByReconciliation, "TREASURY_INADEQUATE",
			[]string{"RECON_TREASURY_SHORTFALL"}, SeverityCritical),
		p("I-14", "Transfer conservation", "In any bilateral transfer, what the sender loses equals what the receiver gains.",
			"G(transfer => sender.loss == receiver.gain)", UniverseBilateral, EnforcedByApplication, "TRANSFER_CONSERVATION_VIOLATED", nil, SeverityCritical),
	}
}

// CanonicalLivenessProperties returns the canonical liveness properties
// L-1 … L-6, in order (a fresh slice; contract_version
// 6.0.0, one error code each).
func CanonicalLivenessProperties() []LivenessProperty {
	v := wire.MustParseSemver("6.0.0")
	p := func(id, name, desc, ltl, companion string, u InvariantUniverse, b TimeoutBehavior, secs int64, code string, sev PropertySeverity) LivenessProperty {
		return LivenessProperty{LivenessID: id, Name: name, Description: desc, LTLFormula: ltl, CompanionSafety: companion,
			Universe: u, TimeoutBehavior: b, TimeoutSeconds: secs, ErrorCodes: []string{code}, Severity: sev, ContractVersion: v}
	}
	return []LivenessProperty{
		p("L-1", "Reservation resolution liveness", "A pending reservation must resolve (commit or rollback) within the bounded time.",
			"G(reservation.pending => F_t(3600, reservation.terminal))", "I-11", UniverseSingleLot, TimeoutReaper, 3600,
			"RESERVATION_RESOLUTION_TIMEOUT", SeverityError),
		p("L-2", "Expiration reclamation liveness", "An expired lot must have its credits reclaimed within the bounded time.",
			"G(lot.expired => F_t(7200, lot.reclaimed))", "I-12", UniverseSingleLot, TimeoutReaper, 7200,
			"EXPIRATION_RECLAMATION_TIMEOUT", SeverityError),
		p("L-3", "Budget replenishment liveness", "A depleted budget must be replenished or escalated within the bounded time.",
			"G(budget.depleted => F_t(86400, budget.replenished || budget.escalated))", "I-5", UniverseAccount, TimeoutEscalation, 86400,
			"BUDGET_REPLENISHMENT_TIMEOUT", SeverityWarning),
		p("L-4", "Reconciliation completion liveness", "A pending reconciliation must complete or flag discrepancy within the bounded time.",
			"G(reconciliation.pending => F_t(14400, reconciliation.complete || reconciliation.flagged))", "I-4", UniversePlatform,
			TimeoutReconciliation, 14400, "RECONCILIATION_COMPLETION_TIMEOUT", SeverityError),
		p("L-5", "Dispute resolution liveness", "An open dispute must reach resolution within the bounded time.",
			"G(dispute.open => F_t(604800, dispute.resolved))", "I-14", UniverseBilateral, TimeoutManual, 604800,
			"DISPUTE_RESOLUTION_TIMEOUT", SeverityWarning),
		p("L-6", "Transfer settlement liveness", "A pending bilateral transfer must settle or fail within the bounded time.",
			"G(transfer.pending => F_t(3600, transfer.settled || transfer.failed))", "I-14", UniverseBilateral, TimeoutReaper, 3600,
			"TRANSFER_SETTLEMENT_TIMEOUT", SeverityError),
	}
}

// CanonicalRegistry builds the registry of the canonical data: I-1 … I-14 with
// total_count 14 and coverage {single_lot: 6, account: 2, platform: 5, bilateral:
// 1}, L-1 … L-6 with liveness_count 6, contract_version 7.0.0. With a uuid
// registryID it passes Validate, so all seven registry constraints hold; any other
// text leaves registry_id absent, and the registry is then invalid.
func CanonicalRegistry(registryID string) PropertyRegistry {
	id, _ := wire.ParseUUID(registryID)
	props := CanonicalConservationProperties()
	coverage := map[string]int64{}
	for _, p := range props {
		coverage[string(p.Universe)]++
	}
	live := CanonicalLivenessProperties()
	return PropertyRegistry{
		RegistryID:         id,
		Properties:         props,
		TotalCount:         int64(len(props)),
		Coverage:           coverage,
		LivenessProperties: live,
		LivenessCount:      int64(len(live)),
		// A 7.0.0 document (its shape), valid under both contracts.
		ContractVersion: wire.MustParseSemver(string(hounfour.Contract700)),
	}
}
