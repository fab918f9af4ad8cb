package billing

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// The constants of an entry's const members.
const (
	// Currency is the only currency: ISO 4217 USD.
	Currency = "USD"
	// Precision is the number of decimal places of micro-USD.
	Precision = 6
	// RoundingPolicy is the only allocation algorithm: largest remainder.
	RoundingPolicy = "largest_remainder"
)

// Entry is a multi-party billing entry (schema billing-entry):
// a raw cost, its multiplier, the billed total and how the total is split
// between recipients. Closed object; members are encoded in the order
// declared here.
//
// Validate checks the schema rules and the three cross-field rules of
// the entry (total = trunc(raw × multiplier / 10000), shares sum to
// 10000, amounts sum to the total), each as soon as the members it reads
// passed their own checks; Warnings returns the three provenance and
// reconciliation warnings of a valid entry.
type Entry struct {
	// ID is the canonical billing entry identifier (a ULID by convention; not
	// pattern-checked).
	ID string `json:"id" hf:"minLength=1"`
	// TraceID is the distributed tracing correlation id.
	TraceID string `json:"trace_id" hf:"minLength=1"`
	// TenantID is the tenant the entry bills.
	TenantID string `json:"tenant_id" hf:"minLength=1"`
	// NftID is the agent whose activity is billed.
	NftID wire.NftID `json:"nft_id,omitzero"`
	// CostType is the billing cost category.
	CostType CostType `json:"cost_type"`
	// Provider is the provider of the billed service.
	Provider string `json:"provider" hf:"minLength=1"`
	// Model is the model id (model_inference only); "" is a present value.
	Model *string `json:"model,omitzero"`
	// PoolID is the pool id (model_inference only); free text, not a PoolID.
	PoolID *string `json:"pool_id,omitzero"`
	// ToolID is the tool id (tool_call only).
	ToolID *string `json:"tool_id,omitzero"`
	// ModelID is the model that generated this cost (per-model attribution).
	ModelID *string `json:"model_id,omitzero"`
	// CostProvider is the provider name for cost attribution.
	CostProvider *string `json:"cost_provider,omitzero"`
	// PricingModel is the cost structure of the entry.
	PricingModel PricingModel `json:"pricing_model,omitzero"`
	// Currency is the ISO 4217 currency code; always "USD".
	Currency string `json:"currency" hf:"const=USD"`
	// Precision is the number of decimal places of micro-USD; always 6.
	Precision int64 `json:"precision" hf:"const=6"`
	// RawCostMicro is the cost before the multiplier, in micro-USD (signed).
	RawCostMicro wire.MicroUSD `json:"raw_cost_micro"`
	// MultiplierBPS is the multiplier in basis points (10000 = 1.0×, 30000 =
	// 3.0×).
	MultiplierBPS int64 `json:"multiplier_bps" hf:"minimum=10000,maximum=100000"`
	// TotalCostMicro is the billed total in micro-USD (signed).
	TotalCostMicro wire.MicroUSD `json:"total_cost_micro"`
	// RoundingPolicy is the allocation algorithm; always "largest_remainder".
	RoundingPolicy string `json:"rounding_policy" hf:"const=largest_remainder"`
	// Recipients is the multi-party cost attribution (at least one).
	Recipients []Recipient `json:"recipients" hf:"minItems=1"`
	// IdempotencyKey makes the entry's submission idempotent.
	IdempotencyKey string `json:"idempotency_key" hf:"minLength=1"`
	// Timestamp is when the cost was incurred.
	Timestamp wire.Timestamp `json:"timestamp"`
	// ContractVersion is the protocol contract version (pattern only).
	ContractVersion wire.Semver `json:"contract_version"`
	// Usage is the token usage behind the cost.
	Usage *Usage `json:"usage,omitzero"`
	// SourceCompletionID is the CompletionResult.request_id that generated
	// this entry.
	SourceCompletionID wire.UUID `json:"source_completion_id,omitzero"`
	// PricingSnapshot is the pricing the cost was computed with.
	PricingSnapshot *ModelPricing `json:"pricing_snapshot,omitzero"`
	// ReconciliationMode says which source of truth the cost follows.
	ReconciliationMode ReconciliationMode `json:"reconciliation_mode,omitzero"`
	// ReconciliationDeltaMicro is the provider-invoice correction in
	// micro-USD (signed).
	ReconciliationDeltaMicro wire.MicroUSD `json:"reconciliation_delta_micro,omitzero"`
	// Metadata is consumer-extensible metadata: any member names, any values
	// (conventions, not validated: loa.* for the protocol, trace.* for
	// OpenTelemetry, x-* for consumers). nil is absent; an empty map is {}.
	Metadata map[string]json.RawMessage `json:"metadata,omitzero"`
}

// Rule ids of the entry's cross-field rules and warnings.
const (
	RuleTotalMultiplier     = "billing-entry-total-multiplier"
	RuleShareSum            = "billing-entry-share-sum"
	RuleAmountSum           = "billing-entry-amount-sum"
	RuleCostProvenance      = "billing-entry-cost-provenance"
	RulePricingProvenance   = "billing-pricing-provenance"
	RuleReconciliationDelta = "billing-reconciliation-delta"
)

var _ = codec.Register(codec.Meta[Entry]{
	Schema:      "billing-entry",
	Description: "Multi-party billing entry replacing CostBreakdown",
	Comment: "Financial amounts (raw_cost_micro, total_cost_micro) use string-encoded BigInt (MicroUSD) to " +
		"prevent floating-point precision loss. See vocabulary/currency.ts. Strict schema (additionalProperties: " +
		"false) prevents silent field injection in financial documents \u2014 see SCHEMA-EVOLUTION.md for " +
		"version-skew patterns.",
	Rules:         entryRules,
	UpstreamRules: entryRules, // the constraint files add no error
	Warnings:      entryWarnings,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of e (nil or a *hounfour.ValidationError): the schema " +
			"rules, the entry's cross-field rules and the error-severity rules of BillingEntry's constraint " +
			"files (for BillingEntry they never add a violation).",
		ValidateSchema: "ValidateSchema gives upstream's runtime verdict: the schema and the three " +
			"cross-field rules, without the constraint-file rules. For BillingEntry it always equals " +
			"Validate's.",
		CheckConstraints: "CheckConstraints evaluates BillingEntry's two constraint files (BillingEntry, " +
			"then PricingConvergence) on e with the constraint evaluator and returns every constraint's " +
			"result in file order: billing-valid, billing-pricing-provenance, billing-reconciliation-delta.",
		Warnings: "Warnings returns the warnings of a valid entry (none for an invalid one): " +
			"billing-entry-cost-provenance, billing-pricing-provenance and billing-reconciliation-delta, in " +
			"that order. Warnings never make an entry invalid.",
		MarshalJSON: "MarshalJSON writes the default encoding (members in declaration order, amounts as " +
			"canonical text, absent optional members omitted).",
		UnmarshalJSON: "UnmarshalJSON decodes strictly (duplicates, undeclared members, wrong types and " +
			"unparsable amounts are errors) but does not run Validate; use hounfour.Decode for both.",
	},
})

func entryRules(e *Entry, r *codec.Rules) {
	// Rule 1: "total_cost_micro == trunc(raw_cost_micro × multiplier_bps /
	// 10000), exact integers, truncation toward zero".
	if r.OK("raw_cost_micro", "multiplier_bps", "total_cost_micro") {
		if msg, ok := multiplierRule(e); !ok {
			r.Report(RuleTotalMultiplier, msg, "total_cost_micro")
		}
	}
	// Rule 2: "Σ share_bps = 10000 exactly"; reads the recipients array
	// (including its minItems) and every item's share_bps.
	if itemsOK(r, len(e.Recipients), "recipients", "share_bps") {
		if msg, ok := shareRule(e.Recipients); !ok {
			r.Report(RuleShareSum, msg, "recipients")
		}
	}
	// Rule 3: "Σ amount_micro = total_cost_micro (numeric)"; reads the
	// recipients array, every item's amount_micro and total_cost_micro.
	if r.OK("total_cost_micro") && itemsOK(r, len(e.Recipients), "recipients", "amount_micro") {
		if msg, ok := amountRule(e.Recipients, e.TotalCostMicro); !ok {
			r.Report(RuleAmountSum, msg, "recipients")
		}
	}
	// Constraint file BillingEntry.constraints.json, rule billing-valid
	// (error): "id != null && trace_id != null && tenant_id != null". It runs
	// once the three members passed their own checks, and a
	// present member is never null, so it cannot fail here:
	// it is not evaluated (constraintrt.Apply would encode the entry on every
	// validation for a rule that always passes; TestConstraintEquivalence
	// proves the verdicts equal). PricingConvergence.constraints.json has only
	// warning-severity rules, reported by entryWarnings under the native
	// conditions.
}

// itemsOK reports whether the array member has the right JSON type and
// length and every item's member passed its own checks.
func itemsOK(r *codec.Rules, n int, array, member string) bool {
	if !r.TypeOK(array) {
		return false
	}
	for i := 0; i < n; i++ {
		if !r.OKAt(array, i, member) {
			return false
		}
	}
	return true
}

func multiplierRule(e *Entry) (string, bool) {
	x, ok := mulBPSEqual(e.RawCostMicro, e.MultiplierBPS, e.TotalCostMicro)
	if ok {
		return "", true
	}
	return "total_cost_micro (" + e.TotalCostMicro.String() + ") !== raw_cost_micro (" + e.RawCostMicro.String() +
		") * multiplier_bps (" + strconv.FormatInt(e.MultiplierBPS, 10) + ") / 10000 (expected " + x.String() + ")", false
}

func shareRule(rs []Recipient) (string, bool) {
	var sum int64
	for i := range rs {
		sum += int64(rs[i].ShareBPS)
	}
	if sum == 10000 {
		return "", true
	}
	return "share_bps sum " + strconv.FormatInt(sum, 10) + " !== 10000", false
}

func amountRule(rs []Recipient, total wire.MicroUSD) (string, bool) {
	var sum microSum
	for i := range rs {
		sum.add(rs[i].AmountMicro)
	}
	if sum.equal(total) {
		return "", true
	}
	return "amount_micro sum " + sum.String() + " !== " + total.String(), false
}

// entryWarnings: computed only for a valid entry (no violation in the
// object, rules 1–3 included), in rule order.
func entryWarnings(e *Entry, r *codec.Rules) {
	if !r.Clean() {
		return
	}
	// "total_cost_micro is not numerically 0 and source_completion_id is
	// absent" (upstream compares the text with '0'; deviation 25).
	if e.TotalCostMicro.Sign() != 0 && e.SourceCompletionID.IsZero() {
		r.Report(RuleCostProvenance, "non-zero cost should include source_completion_id for provenance", "source_completion_id")
	}
	// PricingConvergence billing-pricing-provenance:
	// "source_completion_id == null || pricing_snapshot != null".
	if !e.SourceCompletionID.IsZero() && e.PricingSnapshot == nil {
		r.Report(RulePricingProvenance, "source_completion_id present without pricing_snapshot", "pricing_snapshot")
	}
	// PricingConvergence billing-reconciliation-delta:
	// "reconciliation_delta_micro == null || reconciliation_mode == 'provider_invoice_authoritative'".
	if e.ReconciliationDeltaMicro.IsValid() && e.ReconciliationMode != ReconciliationProviderInvoiceAuthoritative {
		r.Report(RuleReconciliationDelta, "reconciliation_delta_micro only applies with provider_invoice_authoritative mode", "reconciliation_delta_micro")
	}
}

// CheckEntry reproduces upstream's single-reason form of the cross-field
// check: nil when the three rules pass, else a *CheckError whose message is
// upstream's reason — the multiplier rule's message (and stop), else the
// messages of the share-sum and amount-sum rules that fail, joined with "; "
// (Rule is the first failing rule's id). It does not check the schema rules
// and returns no warnings; an absent amount makes its rule fail with
// "<member> is absent".
func CheckEntry(e *Entry) error {
	switch {
	case e.RawCostMicro.IsZero():
		return &CheckError{Rule: RuleTotalMultiplier, Message: "raw_cost_micro is absent"}
	case e.TotalCostMicro.IsZero():
		return &CheckError{Rule: RuleTotalMultiplier, Message: "total_cost_micro is absent"}
	case e.MultiplierBPS < 0:
		// MulBPS rejects a negative multiplier; no entry of the schema has one.
		return &CheckError{Rule: RuleTotalMultiplier, Message: "multiplier_bps (" + strconv.FormatInt(e.MultiplierBPS, 10) + ") is negative"}
	}
	if msg, ok := multiplierRule(e); !ok {
		return &CheckError{Rule: RuleTotalMultiplier, Message: msg}
	}
	errs := CheckRecipients(e.Recipients, e.TotalCostMicro)
	if len(errs) == 0 {
		return nil
	}
	reasons := make([]string, len(errs))
	for i, err := range errs {
		reasons[i] = err.Error()
	}
	return &CheckError{Rule: errs[0].(*CheckError).Rule, Message: strings.Join(reasons, "; ")}
}

// CheckRecipients returns the share-sum and amount-sum failures of rs against
// total, in that order, with the messages of the entry's rules
// ("share_bps sum <n> !== 10000", "amount_micro sum <s> !== <total>"). It
// does not check individual shares against amounts. An absent amount (or an
// absent total) makes the amount-sum check fail with "<member> is absent".
func CheckRecipients(rs []Recipient, total wire.MicroUSD) []error {
	var errs []error
	if msg, ok := shareRule(rs); !ok {
		errs = append(errs, &CheckError{Rule: RuleShareSum, Message: msg})
	}
	if msg := absentAmount(rs, total); msg != "" {
		errs = append(errs, &CheckError{Rule: RuleAmountSum, Message: msg})
	} else if msg, ok := amountRule(rs, total); !ok {
		errs = append(errs, &CheckError{Rule: RuleAmountSum, Message: msg})
	}
	return errs
}

func absentAmount(rs []Recipient, total wire.MicroUSD) string {
	if total.IsZero() {
		return "total_cost_micro is absent"
	}
	for i := range rs {
		if rs[i].AmountMicro.IsZero() {
			return "recipients[" + strconv.Itoa(i) + "].amount_micro is absent"
		}
	}
	return ""
}

// CheckError is a failed cross-field check outside document validation: the
// rule id and upstream's message (Error returns the message alone).
type CheckError struct {
	Rule    string
	Message string
}

func (e *CheckError) Error() string { return e.Message }
