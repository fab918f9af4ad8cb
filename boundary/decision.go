package boundary

import (
	"github.com/hounfour-go/hounfour/authority"
	"github.com/hounfour-go/hounfour/internal/codec"
)

// AccessDecision is the result of an access evaluation at the economic
// boundary (schema access-decision). Closed object.
//
// Outcome (since 8.5.0) is a policy-decision outcome, independent of
// Granted: a decision may be "needs_review" while Granted stays false.
// SignerCompetenceResult (since 8.5.0) is the authority-cascade evaluation
// that fed the decision. Standalone, nothing relates DenialReason to
// Granted; inside a Boundary or a Result a denial needs a reason.
//
// Schema: access-decision — "Result of an access evaluation at the
// economic boundary."
type AccessDecision struct {
	// Granted is whether access was granted.
	Granted bool `json:"granted"`
	// PolicyID is the access policy that evaluated the request.
	PolicyID *string `json:"policy_id,omitzero"`
	// DenialReason is why access was denied, set when Granted is false.
	DenialReason *string `json:"denial_reason,omitzero"`
	// Outcome aligns the decision with the policy-decision vocabulary.
	Outcome authority.DecisionOutcome `json:"outcome,omitzero" hf:"since=8.5.0"`
	// SignerCompetenceResult is the signer competence evaluation that
	// authorized the access.
	SignerCompetenceResult *authority.CompetenceResult `json:"signer_competence_result,omitzero" hf:"since=8.5.0"`
}

// Reason returns the denial reason, "" when there is none.
func (d AccessDecision) Reason() string {
	if d.DenialReason == nil {
		return ""
	}
	return *d.DenialReason
}

var _ = codec.Register(codec.Meta[AccessDecision]{
	Schema: "access-decision",
	Description: "Result of an access evaluation at the economic boundary. v8.5.0 EXTEND adds optional outcome " +
		"(PolicyDecisionOutcome) + signer_competence_result (SignerCompetenceResult) for authority-cascade composition.",
	Since: "7.7.0",
	ID:    "AccessDecision",
})
