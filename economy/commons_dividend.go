package economy

import (
	"strconv"

	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// DividendGovernance is who decides a commons dividend.
type DividendGovernance string

// The dividend governance modes.
const (
	DividendModDiscretion DividendGovernance = "mod_discretion"
	DividendMemberVote    DividendGovernance = "member_vote"
	DividendAlgorithmic   DividendGovernance = "algorithmic"
	DividendStakeWeighted DividendGovernance = "stake_weighted"
)

var dividendGovernances = enum.New(DividendModDiscretion, DividendMemberVote, DividendAlgorithmic,
	DividendStakeWeighted)

// Valid reports whether g is one of the four governance modes.
func (g DividendGovernance) Valid() bool { return dividendGovernances.Has(g) }

// CommonsDividend is a pool's redistribution for one period, declared and
// optionally distributed (schema commons-dividend, experimental upstream).
// Closed object.
type CommonsDividend struct {
	// DividendID identifies the dividend.
	DividendID string `json:"dividend_id" hf:"minLength=1"`
	// PoolID is the pool that pays the dividend.
	PoolID string `json:"pool_id" hf:"minLength=1"`
	// TotalMicro is the amount to distribute, in micro-USD.
	TotalMicro wire.MicroUSDUnsigned `json:"total_micro"`
	// Governance is who decides the dividend.
	Governance DividendGovernance `json:"governance"`
	// PeriodStart is the start of the period the dividend covers.
	PeriodStart wire.Timestamp `json:"period_start"`
	// PeriodEnd is the end of the period; it must be after the start.
	PeriodEnd wire.Timestamp `json:"period_end"`
	// SourcePerformanceIDs are the performance records the dividend comes
	// from (its provenance).
	SourcePerformanceIDs []string `json:"source_performance_ids,omitzero" hf:"minItems=1,item.minLength=1"`
	// Distribution is how the total is paid out.
	Distribution *DividendDistribution `json:"distribution,omitzero"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// DividendDistribution lists who receives a dividend: the recipients'
// amounts must add up to the total and none may be negative; their shares
// should add up to 10000 basis points. Closed object.
type DividendDistribution struct {
	// Recipients are the payees, each with a share and an amount.
	Recipients []billing.Recipient `json:"recipients" hf:"minItems=1"`
}

// The rule ids of CommonsDividend's cross-field rules.
const (
	RuleDividendPeriod                 = "dividend-period"
	RuleDividendProvenance             = "dividend-provenance"
	RuleDividendDistributionProvenance = "dividend-distribution-provenance"
	RuleDividendShareSum               = "dividend-share-sum"
	RuleDividendNegativeAmount         = "dividend-negative-amount"
	RuleDividendAmountSum              = "dividend-amount-sum"
)

var _ = codec.Register(codec.Meta[CommonsDividend]{
	Schema:        "commons-dividend",
	Description:   "Commons dividend declaration and distribution to eligible recipients",
	Comment:       "Financial amounts (total_micro)" + amountsComment,
	Annotations:   map[string]any{"x-experimental": true},
	Rules:         func(d *CommonsDividend, r *codec.Rules) { dividendRules(d, r, true) },
	UpstreamRules: func(d *CommonsDividend, r *codec.Rules) { dividendRules(d, r, false) },
	// The constraint file's two warnings, dividend-provenance and
	// dividend-share-sum, are native warnings of the same ids and
	// conditions: reported once, natively.
	Warnings: dividendWarnings,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of d (nil or a *hounfour.ValidationError): the schema " +
			"rules; the cross-field rules (period_end after period_start to the millisecond, no negative " +
			"recipient amount, amounts adding up exactly to total_micro); then the error-severity rules of " +
			"the CommonsDividend constraint file except its text-ordered date comparison (deviation 60 in " +
			"COMPATIBILITY.md).",
		Warnings: "Warnings returns, in this order: dividend-provenance (no source_performance_ids), " +
			"dividend-distribution-provenance (a distribution without them) and dividend-share-sum (shares " +
			"not adding up to 10000).",
		MarshalJSON: "MarshalJSON writes the default encoding (amounts canonical).",
	},
})

// dividendRules reports the native error rules and, withConstraints, the
// error-severity rule of the CommonsDividend constraint file that restates
// the amount sum (its date comparison is left out: deviation 60).
func dividendRules(d *CommonsDividend, r *codec.Rules, withConstraints bool) {
	// "period_end <= period_start (ms)".
	if r.OK("period_start", "period_end") && d.PeriodEnd.CompareMilli(d.PeriodStart) <= 0 {
		r.Report(RuleDividendPeriod, "period_end must be after period_start", "period_end")
	}
	if d.Distribution == nil || !r.OK("distribution") {
		return
	}
	rs := d.Distribution.Recipients
	// "distribution present and some amount_micro < 0".
	for i := range rs {
		if rs[i].AmountMicro.Sign() < 0 {
			r.Report(RuleDividendNegativeAmount, "distribution recipient amount_micro must be non-negative",
				"distribution", "recipients")
			break
		}
	}
	// "distribution present and Σ amount_micro ≠ total_micro (big integers,
	// negatives included in the sum)".
	if r.OK("total_micro") {
		if sum := SumAmounts(rs); sum.Cmp(d.TotalMicro.Signed()) != 0 {
			r.Report(RuleDividendAmountSum, "distribution amount_micro sum ("+sum.String()+
				") does not equal total_micro ("+d.TotalMicro.String()+")", "distribution", "recipients")
			// distribution != null && distribution.recipients.every(r =>
			// r.amount_micro != null) => bigint_sum(distribution.recipients,
			// 'amount_micro') == total_micro
			if withConstraints {
				reportConstraint(r, "commons-dividend", "dividend-amount-conservation")
			}
		}
	}
}

func dividendWarnings(d *CommonsDividend, r *codec.Rules) {
	provenanceOK := r.OK("source_performance_ids")
	// "source_performance_ids absent".
	if provenanceOK && d.SourcePerformanceIDs == nil {
		r.Report(RuleDividendProvenance, "dividend should link to source performance records for audit trail",
			"source_performance_ids")
	}
	if d.Distribution == nil || !r.OK("distribution") {
		return
	}
	// "distribution present and source_performance_ids absent".
	if provenanceOK && d.SourcePerformanceIDs == nil {
		r.Report(RuleDividendDistributionProvenance, "distributed dividend without provenance", "source_performance_ids")
	}
	// "distribution present and Σ share_bps ≠ 10000".
	var shares int64
	for _, rc := range d.Distribution.Recipients {
		shares += int64(rc.ShareBPS)
	}
	if shares != 10000 {
		r.Report(RuleDividendShareSum, "distribution recipients share_bps sum to "+strconv.FormatInt(shares, 10)+
			", expected 10000", "distribution", "recipients")
	}
}

// SumAmounts returns the exact sum of the recipients' amounts, negative
// amounts included (absent amounts count as 0).
func SumAmounts(rs []billing.Recipient) wire.MicroUSD {
	sum := wire.MicroUSDFromInt64(0)
	for _, rc := range rs {
		if rc.AmountMicro.IsValid() {
			sum = sum.Add(rc.AmountMicro)
		}
	}
	return sum
}
