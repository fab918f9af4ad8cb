package economy

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// CreditType is why a credit line exists.
type CreditType string

// The credit types.
const (
	CreditRefund     CreditType = "refund"
	CreditPrepayment CreditType = "prepayment"
	CreditObligation CreditType = "obligation"
	CreditDelegation CreditType = "delegation"
)

var creditTypes = enum.New(CreditRefund, CreditPrepayment, CreditObligation, CreditDelegation)

// Valid reports whether t is refund, prepayment, obligation or delegation.
func (t CreditType) Valid() bool { return creditTypes.Has(t) }

// SettlementMethod is how a credit line was settled.
type SettlementMethod string

// The settlement methods.
const (
	SettlementDirectPayment         SettlementMethod = "direct_payment"
	SettlementReciprocalPerformance SettlementMethod = "reciprocal_performance"
	SettlementCommonsContribution   SettlementMethod = "commons_contribution"
	SettlementForgiven              SettlementMethod = "forgiven"
)

var settlementMethods = enum.New(SettlementDirectPayment, SettlementReciprocalPerformance,
	SettlementCommonsContribution, SettlementForgiven)

// Valid reports whether m is one of the four settlement methods.
func (m SettlementMethod) Valid() bool { return settlementMethods.Has(m) }

// MutualCredit is a credit line one agent extends to another, with its
// settlement (schema mutual-credit, experimental upstream). Closed object.
type MutualCredit struct {
	// CreditID identifies the credit line.
	CreditID string `json:"credit_id" hf:"minLength=1"`
	// CreditorID is the agent extending credit.
	CreditorID string `json:"creditor_id" hf:"minLength=1"`
	// DebtorID is the agent receiving credit; it must differ from the
	// creditor.
	DebtorID string `json:"debtor_id" hf:"minLength=1"`
	// AmountMicro is the credited amount, in micro-USD.
	AmountMicro wire.MicroUSDUnsigned `json:"amount_micro"`
	// CreditType is why the credit exists.
	CreditType CreditType `json:"credit_type"`
	// IssuedAt is when the credit was extended.
	IssuedAt wire.Timestamp `json:"issued_at"`
	// Settled is whether the credit has been settled.
	Settled bool `json:"settled"`
	// SettledAt is when the credit was settled; present exactly when
	// settled.
	SettledAt wire.Timestamp `json:"settled_at,omitzero"`
	// Settlement describes the settlement; present exactly when settled.
	Settlement *Settlement `json:"settlement,omitzero"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// Settlement describes how a credit line was settled. Closed object.
type Settlement struct {
	// SettlementMethod is how the credit was settled.
	SettlementMethod SettlementMethod `json:"settlement_method"`
}

// The rule ids of MutualCredit's cross-field rules.
const (
	RuleCreditSelf               = "credit-self"
	RuleCreditSettledAtRequired  = "credit-settled-at-required"
	RuleCreditSettlementRequired = "credit-settlement-required"
	RuleCreditUnsettledSettledAt = "credit-unsettled-settled-at"
	RuleCreditUnsettledSettle    = "credit-unsettled-settlement"
	RuleCreditSettledAfterIssued = "credit-settled-after-issued"
)

var _ = codec.Register(codec.Meta[MutualCredit]{
	Schema:        "mutual-credit",
	Description:   "Mutual credit line between agents with settlement tracking",
	Comment:       "Financial amounts (amount_micro)" + amountsComment,
	Annotations:   map[string]any{"x-experimental": true},
	Rules:         func(c *MutualCredit, r *codec.Rules) { creditRules(c, r, true) },
	UpstreamRules: func(c *MutualCredit, r *codec.Rules) { creditRules(c, r, false) },
	Doc: codec.Doc{
		Validate: "Validate reports every violation of c (nil or a *hounfour.ValidationError): the schema " +
			"rules; the cross-field rules (distinct parties, settled_at and settlement present exactly when " +
			"settled, settled_at not before issued_at to the millisecond); then the error-severity rules of " +
			"the MutualCredit constraint file except its text-ordered date comparison (deviation 60 in " +
			"COMPATIBILITY.md).",
	},
})

// creditRules reports the native rules and, withConstraints, the
// error-severity rules of the MutualCredit constraint file, which restate
// the first four (its date comparison is left out: deviation 60).
func creditRules(c *MutualCredit, r *codec.Rules, withConstraints bool) {
	// "creditor_id == debtor_id".
	self := r.OK("creditor_id", "debtor_id") && c.CreditorID == c.DebtorID
	if self {
		r.Report(RuleCreditSelf, "creditor_id and debtor_id must be different (self-credit not allowed)", "debtor_id")
	}
	settledOK := r.OK("settled")
	atOK, settlementOK := settledOK && r.OK("settled_at"), settledOK && r.OK("settlement")
	// "settled and settled_at absent"; "settled and settlement absent".
	noAt := atOK && c.Settled && c.SettledAt.IsZero()
	if noAt {
		r.Report(RuleCreditSettledAtRequired, "settled_at is required when settled is true", "settled_at")
	}
	noSettlement := settlementOK && c.Settled && c.Settlement == nil
	if noSettlement {
		r.Report(RuleCreditSettlementRequired, "settlement is required when settled is true", "settlement")
	}
	// "!settled and settled_at present"; "!settled and settlement present".
	openAt := atOK && !c.Settled && !c.SettledAt.IsZero()
	if openAt {
		r.Report(RuleCreditUnsettledSettledAt, "settled_at must not be present when settled is false", "settled_at")
	}
	if settlementOK && !c.Settled && c.Settlement != nil {
		r.Report(RuleCreditUnsettledSettle, "settlement must not be present when settled is false", "settlement")
	}
	// "settled_at present and settled_at < issued_at (ms)".
	if r.OK("settled_at", "issued_at") && !c.SettledAt.IsZero() && c.SettledAt.CompareMilli(c.IssuedAt) < 0 {
		r.Report(RuleCreditSettledAfterIssued, "settled_at must be >= issued_at", "settled_at")
	}
	if !withConstraints {
		return
	}
	// creditor_id != debtor_id
	if self {
		reportConstraint(r, "mutual-credit", "credit-no-self-credit")
	}
	// settled == true => settled_at != null
	if noAt {
		reportConstraint(r, "mutual-credit", "credit-settled-requires-settled_at")
	}
	// settled == true => settlement != null
	if noSettlement {
		reportConstraint(r, "mutual-credit", "credit-settled-requires-settlement")
	}
	// settled == false => settled_at == null
	if openAt {
		reportConstraint(r, "mutual-credit", "credit-unsettled-no-settled_at")
	}
}
