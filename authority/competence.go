package authority

import (
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// CompetenceRule pairs an action pattern with the capability scopes a
// signer needs to authorize matching actions (schema
// signer-competence-rule), the lowest layer of the authority cascade; a
// signer entry's scoped trust is compared with it. Closed object.
// Repeated scopes are allowed.
//
// Schema: signer-competence-rule — "Layer-3 rule pairing an action
// pattern with the capability-scope set required to authorize matching
// actions. Composes with Layer-2 SignerEntry.scoped_trust."
type CompetenceRule struct {
	RuleID wire.UUID `json:"rule_id"`
	// ActionPattern is the pattern of the actions the rule governs (1–256
	// characters).
	ActionPattern string `json:"action_pattern" hf:"minLength=1,maxLength=256"`
	// RequiredCapabilityScopes are the scopes a signer needs (at least one).
	RequiredCapabilityScopes []agent.CapabilityScope `json:"required_capability_scopes" hf:"minItems=1"`
	// Threshold is the rule's threshold (1–1000).
	Threshold *int `json:"threshold,omitzero" hf:"minimum=1,maximum=1000"`
	// Revoked marks the rule withdrawn.
	Revoked         *bool       `json:"revoked,omitzero"`
	ContractVersion wire.Semver `json:"contract_version"`
}

// CompetenceResult records the outcome of evaluating a signer entry
// against an action through a competence rule (schema
// signer-competence-result). Closed object.
//
// Schema: signer-competence-result — "Outcome record from evaluating a
// SignerEntry against an action via SignerCompetenceRule."
type CompetenceResult struct {
	ResultID wire.UUID `json:"result_id"`
	SignerID string    `json:"signer_id" hf:"pattern=^[a-z][a-z0-9_-]{2,63}$"`
	// RuleIDMatched is the rule that matched, when one did.
	RuleIDMatched wire.UUID       `json:"rule_id_matched,omitzero"`
	Outcome       DecisionOutcome `json:"outcome"`
	EvaluatedAt   wire.Timestamp  `json:"evaluated_at"`
}

// DecisionOutcome is the outcome of a policy decision (schema
// policy-decision-outcome): of an access decision or a competence result.
//
// Its values: [OutcomeAllow], [OutcomeDeny], [OutcomeNeedsReview],
// [OutcomeVerified], [OutcomeRejected].
type DecisionOutcome string

// The decision outcomes.
const (
	OutcomeAllow       DecisionOutcome = "allow"
	OutcomeDeny        DecisionOutcome = "deny"
	OutcomeNeedsReview DecisionOutcome = "needs_review"
	OutcomeVerified    DecisionOutcome = "verified"
	OutcomeRejected    DecisionOutcome = "rejected"
)

var decisionOutcomes = enum.New(OutcomeAllow, OutcomeDeny, OutcomeNeedsReview, OutcomeVerified, OutcomeRejected)

// DecisionOutcomes returns the outcomes in protocol order (a fresh slice).
func DecisionOutcomes() []DecisionOutcome { return decisionOutcomes.Values() }

// Valid reports whether o is one of the five outcomes.
func (o DecisionOutcome) Valid() bool { return decisionOutcomes.Has(o) }

var _ = codec.Register(codec.Meta[CompetenceRule]{
	Schema:      "signer-competence-rule",
	Description: "Layer-3 rule pairing an action pattern with the capability-scope set required to authorize matching actions. Composes with Layer-2 SignerEntry.scoped_trust.",
	Since:       "8.5.0",
	ID:          "SignerCompetenceRule",
})

var _ = codec.Register(codec.Meta[CompetenceResult]{
	Schema:      "signer-competence-result",
	Description: "Outcome record from evaluating a SignerEntry against an action via SignerCompetenceRule. Threaded into AccessDecision.signer_competence_result via the v8.5.0 EXTEND.",
	Since:       "8.5.0",
	ID:          "SignerCompetenceResult",
})

var _ = codec.Register(codec.Meta[DecisionOutcome]{
	Schema:      "policy-decision-outcome",
	Description: "Outcome enum for policy-decision shapes (AccessDecision.outcome, SignerCompetenceResult.outcome). 5 substrate-agnostic members.",
	Since:       "8.5.0",
	ID:          "PolicyDecisionOutcome",
})
