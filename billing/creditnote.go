package billing

import (
	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// CreditNote is a billing reversal or refund referencing an original entry
// (schema credit-note). Closed object. Upstream registers no
// cross-field validator and ships no constraint file for it, so Validate
// checks the schema rules only; the note-level checks are [CheckCreditNote].
// Negative amounts pass the schema.
type CreditNote struct {
	// ID is the note's identifier (a ULID by convention).
	ID string `json:"id" hf:"minLength=1"`
	// ReferencesBillingEntry is the id of the entry the note reverses
	// (existence is not checked).
	ReferencesBillingEntry string `json:"references_billing_entry" hf:"minLength=1"`
	// Reason is why the credit is issued.
	Reason CreditReason `json:"reason"`
	// AmountMicro is the credit amount in micro-USD (signed).
	AmountMicro wire.MicroUSD `json:"amount_micro"`
	// Recipients is the split of the credit (at least one).
	Recipients []Recipient `json:"recipients" hf:"minItems=1"`
	// IssuedAt is when the note was issued.
	IssuedAt wire.Timestamp `json:"issued_at"`
	// ContractVersion is the protocol contract version (pattern only).
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[CreditNote]{
	Schema:      "credit-note",
	Description: "Billing reversal/refund referencing an original BillingEntry",
	Comment: "Invariants (service-layer, not schema-enforced): (1) amount_micro <= referenced " +
		"BillingEntry.total_cost_micro (no over-credit). (2) references_billing_entry must reference a valid, " +
		"existing BillingEntry.id. (3) Sum of all CreditNote.amount_micro for a single entry <= that entry " +
		"total_cost_micro. (4) At most one void-type CreditNote per BillingEntry (reason=refund with full amount).",
})

// Rule ids of CheckCreditNote.
const (
	RuleCreditAmountNonZero = "credit-note-amount-non-zero"
	RuleCreditOverCredit    = "credit-note-over-credit"
	RuleCreditShareSum      = "credit-note-share-sum"
	RuleCreditAmountSum     = "credit-note-amount-sum"
)

// CheckCreditNote returns every failure of the note-level checks of
// in this order: the amount is not numerically zero; when
// original is non-nil, the amount does not exceed original's total (the one
// service-layer invariant that needs only the original entry); the shares sum
// to 10000; the recipients' amounts sum to the note's amount. Paths are
// relative to the note ("/amount_micro", "/recipients"). Checks whose amounts
// are absent are skipped (Validate reports the absence). issued_at is not
// re-checked.
func CheckCreditNote(n *CreditNote, original *Entry) []hounfour.Violation {
	var out []hounfour.Violation
	add := func(path, rule, msg string) {
		out = append(out, hounfour.Violation{Path: path, Rule: rule, Message: msg})
	}
	amount := n.AmountMicro
	if amount.IsValid() && amount.Sign() == 0 {
		add("/amount_micro", RuleCreditAmountNonZero, "amount_micro must not be zero")
	}
	if original != nil && amount.IsValid() && original.TotalCostMicro.IsValid() && amount.Cmp(original.TotalCostMicro) > 0 {
		add("/amount_micro", RuleCreditOverCredit, "over-credit: credit amount "+amount.String()+
			" exceeds original charge "+original.TotalCostMicro.String())
	}
	if msg, ok := shareRule(n.Recipients); !ok {
		add("/recipients", RuleCreditShareSum, msg)
	}
	if amount.IsValid() && absentAmount(n.Recipients, amount) == "" {
		if msg, ok := amountRule(n.Recipients, amount); !ok {
			add("/recipients", RuleCreditAmountSum, msg)
		}
	}
	return out
}
