package governance

import (
	"encoding/json"
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/internal/lex"
	"github.com/hounfour-go/hounfour/wire"
)

// ProposalReviewStatus is the review state of a constraint proposal.
type ProposalReviewStatus string

// The review states.
const (
	ReviewProposed    ProposalReviewStatus = "proposed"
	ReviewUnderReview ProposalReviewStatus = "under_review"
	ReviewAccepted    ProposalReviewStatus = "accepted"
	ReviewRejected    ProposalReviewStatus = "rejected"
)

var proposalReviewStatuses = enum.New(ReviewProposed, ReviewUnderReview, ReviewAccepted, ReviewRejected)

// Valid reports whether s is one of the four review states.
func (s ProposalReviewStatus) Valid() bool { return proposalReviewStatuses.Has(s) }

// ConsensusCategory is the reviewers' consensus on a constraint proposal.
type ConsensusCategory string

// The consensus categories.
const (
	ConsensusHigh     ConsensusCategory = "HIGH_CONSENSUS"
	ConsensusDisputed ConsensusCategory = "DISPUTED"
	ConsensusLowValue ConsensusCategory = "LOW_VALUE"
	ConsensusBlocker  ConsensusCategory = "BLOCKER"
)

var consensusCategories = enum.New(ConsensusHigh, ConsensusDisputed, ConsensusLowValue, ConsensusBlocker)

// Valid reports whether c is one of the four categories.
func (c ConsensusCategory) Valid() bool { return consensusCategories.Has(c) }

// ProposalSeverity is the severity of a proposed constraint.
type ProposalSeverity string

// The proposed constraint severities.
const (
	ProposalSeverityError   ProposalSeverity = "error"
	ProposalSeverityWarning ProposalSeverity = "warning"
)

var proposalSeverities = enum.New(ProposalSeverityError, ProposalSeverityWarning)

// Valid reports whether s is error or warning.
func (s ProposalSeverity) Valid() bool { return proposalSeverities.Has(s) }

// ConstraintProposal is an agent-authored set of constraints proposed for a
// target schema, with the reviewing models' scores (schema
// constraint-proposal). Closed object; its proposed constraints and review
// scores are open. The proposed expressions are not parsed.
type ConstraintProposal struct {
	// ProposalID identifies the proposal.
	ProposalID wire.UUID `json:"proposal_id"`
	// AgentID is the proposing agent.
	AgentID string `json:"agent_id" hf:"minLength=1"`
	// TargetSchemaID is the schema the constraints are for.
	TargetSchemaID string `json:"target_schema_id" hf:"minLength=1"`
	// ProposedConstraints are the proposed rules (at least one).
	ProposedConstraints []ProposedConstraint `json:"proposed_constraints" hf:"minItems=1"`
	// Rationale explains the proposal.
	Rationale string `json:"rationale" hf:"minLength=1"`
	// ExpressionVersion is the constraint-language version, MAJOR.MINOR.
	ExpressionVersion string `json:"expression_version" hf:"pattern=^\\d+\\.\\d+$"`
	// SunsetVersion is the language version the constraints expire at,
	// MAJOR.MINOR, not before ExpressionVersion.
	SunsetVersion *string `json:"sunset_version,omitzero" hf:"pattern=^\\d+\\.\\d+$"`
	// ReviewStatus is the proposal's review state.
	ReviewStatus ProposalReviewStatus `json:"review_status,omitzero"`
	// ReviewScores are the reviewing models' scores.
	ReviewScores []ReviewScore `json:"review_scores,omitzero"`
	// ConsensusCategory is the reviewers' consensus; HIGH_CONSENSUS when accepted.
	ConsensusCategory ConsensusCategory `json:"consensus_category,omitzero"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// ProposedConstraint is one proposed rule. Open object: undeclared members
// are kept in Unknown.
type ProposedConstraint struct {
	// ID is the rule id (kebab-case: ^[a-z][a-z0-9-]*$).
	ID string `json:"id" hf:"minLength=1,pattern=^[a-z][a-z0-9-]*$"`
	// Expression is the rule in the constraint language (not parsed).
	Expression string `json:"expression" hf:"minLength=1"`
	// Severity is error or warning.
	Severity ProposalSeverity `json:"severity"`
	// Message is reported when the rule fails.
	Message string `json:"message" hf:"minLength=1"`
	// Fields are the members the rule reads (at least one).
	Fields []string `json:"fields" hf:"minItems=1,item.minLength=1"`
	// Unknown holds undeclared members, preserved through decode and encode.
	Unknown map[string]json.RawMessage `json:"-"`
}

// ReviewScore is one reviewing model's score of a proposal. Open object:
// undeclared members are kept in Unknown.
type ReviewScore struct {
	// ReviewerModel is the reviewing model.
	ReviewerModel string `json:"reviewer_model" hf:"minLength=1"`
	// Score is the review score, 0 to 1000.
	Score int64 `json:"score" hf:"minimum=0,maximum=1000"`
	// Rationale explains the score (may be empty).
	Rationale *string `json:"rationale,omitzero"`
	// Unknown holds undeclared members, preserved through decode and encode.
	Unknown map[string]json.RawMessage `json:"-"`
}

const schemaConstraintProposal = "constraint-proposal"

var _ = codec.Register(codec.Meta[ConstraintProposal]{
	Schema: schemaConstraintProposal,
	Comment: "Agent-authored constraint proposals for Flatline Protocol review. See RFC #31: " +
		"https://github.com/0xHoneyJar/loa-finn/issues/31",
	Rules: func(p *ConstraintProposal, r *codec.Rules) {
		// The file's one error rule that runs is the native accepted rule
		// on the same members (its version rule is excluded), so it is
		// evaluated only when that fired: a valid proposal is not encoded for
		// the evaluator.
		if proposalRules(p, r) {
			constraintrt.Apply(schemaConstraintProposal, p, r, "constraint-proposal-sunset-after-expression")
		}
	},
	UpstreamRules: func(p *ConstraintProposal, r *codec.Rules) { proposalRules(p, r) },
	Doc: codec.Doc{
		Validate: "Validate reports every violation of p: the schema rules, the cross-field rules " +
			"upstream registers (an accepted proposal needs HIGH_CONSENSUS; sunset_version not below " +
			"expression_version, compared numerically), then the error-severity rules of the " +
			"ConstraintProposal constraint file except its text comparison of the two versions (deviations 8 " +
			"and 60 in COMPATIBILITY.md).",
	},
})

// proposalRules reports upstream's cross-field errors and whether the one
// with a constraint-file twin (accepted needs HIGH_CONSENSUS) fired.
func proposalRules(p *ConstraintProposal, r *codec.Rules) (twin bool) {
	// "review_status == accepted and consensus_category ≠ HIGH_CONSENSUS
	// (absent included)"
	if r.OK("review_status", "consensus_category") && p.ReviewStatus == ReviewAccepted && p.ConsensusCategory != ConsensusHigh {
		twin = true
		got := string(p.ConsensusCategory)
		if got == "" {
			got = "undefined"
		}
		r.Report("constraint-proposal-accepted",
			`consensus_category must be "HIGH_CONSENSUS" when review_status is "accepted", got "`+got+`"`,
			"consensus_category")
	}
	// "sunset_version present and (sMajor, sMinor) < (eMajor, eMinor)
	// compared numerically"
	if r.OK("sunset_version", "expression_version") && p.SunsetVersion != nil &&
		compareMajorMinor(*p.SunsetVersion, p.ExpressionVersion) < 0 {
		r.Report("constraint-proposal-sunset", `sunset_version ("`+*p.SunsetVersion+
			`") must be >= expression_version ("`+p.ExpressionVersion+`")`, "sunset_version")
	}
	return twin
}

// compareMajorMinor compares two MAJOR.MINOR texts of ASCII digits
// numerically, component by component, at any size.
func compareMajorMinor(a, b string) int {
	aMaj, aMin, _ := strings.Cut(a, ".")
	bMaj, bMin, _ := strings.Cut(b, ".")
	if c := lex.CompareDigits(aMaj, bMaj); c != 0 {
		return c
	}
	return lex.CompareDigits(aMin, bMin)
}
