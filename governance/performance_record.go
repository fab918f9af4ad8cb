package governance

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// DividendTarget says where the dividend of a performance goes.
type DividendTarget string

// The dividend targets.
const (
	DividendPrivate DividendTarget = "private"
	DividendCommons DividendTarget = "commons"
	DividendMixed   DividendTarget = "mixed"
)

var dividendTargets = enum.New(DividendPrivate, DividendCommons, DividendMixed)

// Valid reports whether t is private, commons or mixed.
func (t DividendTarget) Valid() bool { return dividendTargets.Has(t) }

// PerformanceRecord records an agent's performance for one billing entry,
// with an optional validated outcome (schema performance-record). Closed
// object.
type PerformanceRecord struct {
	// RecordID identifies the record.
	RecordID string `json:"record_id" hf:"minLength=1"`
	// AgentID is the performing agent.
	AgentID string `json:"agent_id" hf:"minLength=1"`
	// BillingEntryID is the billing entry the performance was billed under.
	BillingEntryID string `json:"billing_entry_id" hf:"minLength=1"`
	// OccurredAt is when the performance happened.
	OccurredAt wire.Timestamp `json:"occurred_at"`
	// Output describes what was produced.
	Output PerformanceOutput `json:"output"`
	// Outcome holds the outcome metrics, when evaluated.
	Outcome *PerformanceOutcome `json:"outcome,omitzero"`
	// DividendTarget says where the dividend goes.
	DividendTarget DividendTarget `json:"dividend_target,omitzero"`
	// DividendSplitBPS is the commons share of a mixed dividend, 0 to 10000
	// basis points; required when DividendTarget is mixed.
	DividendSplitBPS *int64 `json:"dividend_split_bps,omitzero" hf:"minimum=0,maximum=10000"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// PerformanceOutput is what a performance produced. Closed object.
type PerformanceOutput struct {
	// TokensConsumed is the number of tokens consumed (≥ 0).
	TokensConsumed int64 `json:"tokens_consumed" hf:"minimum=0"`
	// ModelUsed is the model that produced the output.
	ModelUsed string `json:"model_used" hf:"minLength=1"`
}

// PerformanceOutcome holds the outcome metrics of a performance evaluation
// (schema name in upstream: PerformanceOutcome). Closed object.
type PerformanceOutcome struct {
	// UserRating is the user's rating, 0 to 5.
	UserRating *float64 `json:"user_rating,omitzero" hf:"minimum=0,maximum=5"`
	// ResolutionSignal is whether the user's need was resolved.
	ResolutionSignal *bool `json:"resolution_signal,omitzero"`
	// AmplificationCount is how often the output was amplified (≥ 0).
	AmplificationCount *int64 `json:"amplification_count,omitzero" hf:"minimum=0"`
	// OutcomeValidated is whether peers validated the outcome.
	OutcomeValidated *bool `json:"outcome_validated,omitzero"`
	// ValidatedBy lists the validating agents.
	ValidatedBy []string `json:"validated_by,omitzero" hf:"item.minLength=1"`
}

const schemaPerformanceRecord = "performance-record"

// The constraint file's two rules have the native rules' ids and
// conditions: each is reported once, natively. The Apply calls below thus
// report nothing, but they declare the file's rules to the rule index
// (schemas/index.json lists them for the type).
var performanceNative = []string{"performance-dividend-split", "performance-validated-by"}

var _ = codec.Register(codec.Meta[PerformanceRecord]{
	Schema:      schemaPerformanceRecord,
	Description: "Record of agent performance for a billing entry with optional outcome validation",
	Rules: func(p *PerformanceRecord, r *codec.Rules) {
		performanceRules(p, r)
		constraintrt.Apply(schemaPerformanceRecord, p, r, performanceNative...)
	},
	UpstreamRules: performanceRules,
	Warnings: func(p *PerformanceRecord, r *codec.Rules) {
		// "outcome.outcome_validated == true and validated_by absent or empty"
		if r.OK("outcome") && p.Outcome != nil && p.Outcome.OutcomeValidated != nil && *p.Outcome.OutcomeValidated &&
			len(p.Outcome.ValidatedBy) == 0 {
			r.Report("performance-validated-by", "outcome_validated is true but validated_by is empty or missing",
				"outcome", "validated_by")
		}
		constraintrt.Apply(schemaPerformanceRecord, p, r, performanceNative...)
	},
	Doc: codec.Doc{
		Validate: "Validate reports every violation of r: the schema rules and the cross-field rule " +
			"upstream registers (a mixed dividend needs dividend_split_bps). The PerformanceRecord " +
			"constraint file states the same two rules, so it adds nothing.",
		ValidateSchema: "ValidateSchema gives upstream's runtime verdict: the schema and the cross-field " +
			"rule; for PerformanceRecord it always equals Validate's.",
		Warnings: "Warnings returns the performance-validated-by warning: an outcome marked validated " +
			"without validated_by. It never invalidates r.",
	},
})

func performanceRules(p *PerformanceRecord, r *codec.Rules) {
	// "dividend_target == mixed, dividend_split_bps absent"
	if r.OK("dividend_target", "dividend_split_bps") && p.DividendTarget == DividendMixed && p.DividendSplitBPS == nil {
		r.Report("performance-dividend-split", `dividend_split_bps is required when dividend_target is "mixed"`,
			"dividend_split_bps")
	}
}
