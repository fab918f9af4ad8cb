package boundary

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// DenialCode is a machine-parseable reason of a denied evaluation (schema
// denial-code, a JSON string). The zero value is absent.
//
// The decision engine emits six: [TrustScoreBelowThreshold],
// [TrustStateBelowThreshold], [CapitalBelowThreshold],
// [UnknownReputationState], [InvalidBudgetFormat],
// [MissingQualificationCriteria]. The vocabulary has three more since
// 8.3.0 that no evaluation produces: [BudgetPeriodExpired],
// [TierReputationMismatch], [BudgetScopeMismatch].
//
// Schema: denial-code — "Machine-parseable denial codes for agent
// consumers."
type DenialCode string

// The denial codes, in protocol order.
const (
	// TrustScoreBelowThreshold: the blended score is below the minimum.
	TrustScoreBelowThreshold DenialCode = "TRUST_SCORE_BELOW_THRESHOLD"
	// TrustStateBelowThreshold: the reputation state ranks below the
	// minimum.
	TrustStateBelowThreshold DenialCode = "TRUST_STATE_BELOW_THRESHOLD"
	// CapitalBelowThreshold: the remaining budget is below the minimum.
	CapitalBelowThreshold DenialCode = "CAPITAL_BELOW_THRESHOLD"
	// UnknownReputationState: the actual or the required reputation state
	// is none of the four.
	UnknownReputationState DenialCode = "UNKNOWN_REPUTATION_STATE"
	// InvalidBudgetFormat: the remaining or the required budget is no
	// strict micro-USD amount (ParseAmount).
	InvalidBudgetFormat DenialCode = "INVALID_BUDGET_FORMAT"
	// MissingQualificationCriteria: the boundary carries no criteria.
	MissingQualificationCriteria DenialCode = "MISSING_QUALIFICATION_CRITERIA"
	// BudgetPeriodExpired: the budget period has ended (since 8.3.0; not
	// emitted by the engine).
	BudgetPeriodExpired DenialCode = "BUDGET_PERIOD_EXPIRED"
	// TierReputationMismatch: the billing tier does not match the
	// reputation (since 8.3.0; not emitted by the engine).
	TierReputationMismatch DenialCode = "TIER_REPUTATION_MISMATCH"
	// BudgetScopeMismatch: the budget's scope does not match the request
	// (since 8.3.0; not emitted by the engine).
	BudgetScopeMismatch DenialCode = "BUDGET_SCOPE_MISMATCH"
)

var denialCodes = enum.New(TrustScoreBelowThreshold, TrustStateBelowThreshold, CapitalBelowThreshold,
	UnknownReputationState, InvalidBudgetFormat, MissingQualificationCriteria, BudgetPeriodExpired,
	TierReputationMismatch, BudgetScopeMismatch).Since("8.3.0", BudgetPeriodExpired, TierReputationMismatch,
	BudgetScopeMismatch)

// DenialCodes returns the nine denial codes in protocol order, as a fresh
// slice.
func DenialCodes() []DenialCode { return denialCodes.Values() }

// Valid reports whether c is one of the nine denial codes (exact,
// case-sensitive).
func (c DenialCode) Valid() bool { return denialCodes.Has(c) }

var _ = codec.Register(codec.Meta[DenialCode]{
	Schema:      "denial-code",
	Description: "Machine-parseable denial codes for agent consumers.",
	Since:       "7.9.1",
	ID:          "DenialCode",
})
