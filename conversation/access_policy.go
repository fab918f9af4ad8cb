package conversation

import (
	"slices"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/reputation"
)

// AccessPolicy says what the previous owner of an agent may still see of
// sealed conversations after a transfer. It has
// no schema file of its own; it appears inside a SealingPolicy. Closed object.
//
// Contract 7.3.0 added reputation-gated access (AccessReputationGated with
// MinReputationScore and MinReputationState), 7.4.0 the revocation dead
// band (RevokeBelowScore, RevokeBelowState) and compound policies
// (AccessCompound with Operator over Policies). Under contract 7.0.0 these
// members are undeclared and the two types outside the vocabulary.
type AccessPolicy struct {
	// Type is the access type governing the previous owner's visibility.
	Type AccessType `json:"type"`
	// DurationHours is the access duration in hours (for time_limited).
	DurationHours *int `json:"duration_hours,omitzero" hf:"minimum=1,maximum=8760"`
	// Roles are the roles granted access (for role_based); role names are
	// otherwise free.
	Roles []string `json:"roles,omitzero" hf:"minItems=1,item.minLength=1"`
	// MinReputationScore is the blended reputation score (0–1) a requester
	// needs (for reputation_gated).
	MinReputationScore *float64 `json:"min_reputation_score,omitzero" hf:"minimum=0,maximum=1,since=7.3.0"`
	// MinReputationState is the reputation state a requester needs (for
	// reputation_gated; states are ordered cold < warming < established <
	// authoritative).
	MinReputationState reputation.State `json:"min_reputation_state,omitzero" hf:"since=7.3.0"`
	// RevokeBelowScore is the score (0–1) below which a requester granted
	// access loses it, at most MinReputationScore: the dead band between the
	// two keeps access from oscillating around one threshold.
	RevokeBelowScore *float64 `json:"revoke_below_score,omitzero" hf:"minimum=0,maximum=1,since=7.4.0"`
	// RevokeBelowState is the reputation state below which a requester
	// granted access loses it.
	RevokeBelowState reputation.State `json:"revoke_below_state,omitzero" hf:"since=7.4.0"`
	// Operator combines the sub-policies of a compound policy.
	Operator AccessOperator `json:"operator,omitzero" hf:"since=7.4.0"`
	// Policies are the sub-policies of a compound policy (at least one;
	// none of them compound itself).
	Policies []AccessPolicy `json:"policies,omitzero" hf:"minItems=1,since=7.4.0"`
	// AuditRequired says access events must be written to the audit trail.
	AuditRequired bool `json:"audit_required"`
	// Revocable says the new owner may revoke this policy.
	Revocable bool `json:"revocable"`
}

// AccessPolicyOptions configures ValidateAccessPolicy.
type AccessPolicyOptions struct {
	// Strict turns the extraneous-member warnings (checks 8 to 12) into
	// errors: production deployments treat extraneous members as failures.
	Strict bool
}

// PolicyResult is the outcome of ValidateAccessPolicy and
// ValidateSealingPolicy, in upstream's shape: Valid is true when Errors is
// empty; both slices are non-nil.
type PolicyResult struct {
	Valid    bool
	Errors   []string
	Warnings []string
}

// Rule ids of the access-policy checks.
const (
	ruleAccessDurationRequired   = "access-policy-duration-required"
	ruleAccessRolesRequired      = "access-policy-roles-required"
	ruleAccessReputationRequired = "access-policy-reputation-required"
	ruleAccessOperatorRequired   = "access-policy-operator-required"
	ruleAccessPoliciesRequired   = "access-policy-policies-required"
	ruleAccessNestedCompound     = "access-policy-nested-compound"
	ruleAccessRevokeAboveMin     = "access-policy-revoke-above-min"
	ruleAccessDurationExtraneous = "access-policy-duration-extraneous"
	ruleAccessRolesExtraneous    = "access-policy-roles-extraneous"
	ruleAccessReputationExtra    = "access-policy-reputation-extraneous"
	ruleAccessRevokeExtraneous   = "access-policy-revoke-extraneous"
	ruleAccessCompoundExtraneous = "access-policy-compound-extraneous"
)

// policyFinding is one finding of a policy check: the rule, the member it
// is about (relative to the policy), its message and whether it is a
// warning.
type policyFinding struct {
	rule, member, msg string
	warning           bool
}

// accessFindings runs the twelve access-policy checks in order: the seven
// error checks, then the five extraneous-member checks (warnings, errors
// in strict mode). With r set, a check runs only when the members it reads
// passed their own checks (asked after the values, which most policies
// already rule out); r is nil for a Go value. The sub-policies of a
// compound policy are not checked (only check 6 looks at them).
func accessFindings(p *AccessPolicy, strict bool, r *codec.Rules, yield func(policyFinding)) {
	t := p.Type
	// 1. "type is time_limited and duration_hours is absent"
	if t == AccessTimeLimited && p.DurationHours == nil && passed(r, "type", "duration_hours") {
		yield(policyFinding{ruleAccessDurationRequired, "duration_hours",
			`duration_hours is required when type is "time_limited"`, false})
	}
	// 2. "type is role_based and roles is absent or empty"
	if t == AccessRoleBased && len(p.Roles) == 0 && passed(r, "type", "roles") {
		yield(policyFinding{ruleAccessRolesRequired, "roles",
			`roles array is required and must be non-empty when type is "role_based"`, false})
	}
	// 3. "type is reputation_gated and neither threshold is present"
	if t == AccessReputationGated && p.MinReputationScore == nil && p.MinReputationState == "" &&
		passed(r, "type", "min_reputation_score", "min_reputation_state") {
		yield(policyFinding{ruleAccessReputationRequired, "min_reputation_score",
			`reputation_gated requires at least one of min_reputation_score or min_reputation_state`, false})
	}
	// 4. "type is compound and operator is absent"
	if t == AccessCompound && p.Operator == "" && passed(r, "type", "operator") {
		yield(policyFinding{ruleAccessOperatorRequired, "operator",
			`operator is required when type is "compound"`, false})
	}
	// 5. "type is compound and policies is absent or empty"
	if t == AccessCompound && len(p.Policies) == 0 && passed(r, "type", "policies") {
		yield(policyFinding{ruleAccessPoliciesRequired, "policies",
			`policies array is required and must be non-empty when type is "compound"`, false})
	}
	// 6. "type is compound and a sub-policy is compound", once however
	// many are.
	if t == AccessCompound && slices.ContainsFunc(p.Policies, func(s AccessPolicy) bool {
		return s.Type == AccessCompound
	}) && passed(r, "type", "policies") {
		yield(policyFinding{ruleAccessNestedCompound, "policies",
			`Nested compound policies are not allowed (max depth 1)`, false})
	}
	// 7. "revoke_below_score is above min_reputation_score"
	if p.MinReputationScore != nil && p.RevokeBelowScore != nil && *p.RevokeBelowScore > *p.MinReputationScore &&
		passed(r, "min_reputation_score", "revoke_below_score") {
		yield(policyFinding{ruleAccessRevokeAboveMin, "revoke_below_score",
			`revoke_below_score must be <= min_reputation_score`, false})
	}
	// 8. "type is not time_limited and duration_hours is present"
	if t != AccessTimeLimited && p.DurationHours != nil && passed(r, "type", "duration_hours") {
		yield(policyFinding{ruleAccessDurationExtraneous, "duration_hours",
			`duration_hours is only meaningful when type is "time_limited" (current type: "` + string(p.Type) + `")`, !strict})
	}
	// 9. "type is not role_based and roles is present" (an empty slice is
	// present)
	if t != AccessRoleBased && p.Roles != nil && passed(r, "type", "roles") {
		yield(policyFinding{ruleAccessRolesExtraneous, "roles",
			`roles is only meaningful when type is "role_based" (current type: "` + string(p.Type) + `")`, !strict})
	}
	// 10. "type is not reputation_gated and a minimum is present"
	if t != AccessReputationGated && (p.MinReputationScore != nil || p.MinReputationState != "") &&
		passed(r, "type", "min_reputation_score", "min_reputation_state") {
		yield(policyFinding{ruleAccessReputationExtra, presentOf(p.MinReputationScore != nil, "min_reputation_score", "min_reputation_state"),
			`min_reputation_score/min_reputation_state are only meaningful when type is "reputation_gated" (current type: "` + string(p.Type) + `")`, !strict})
	}
	// 11. "type is not reputation_gated and a revocation threshold is
	// present"
	if t != AccessReputationGated && (p.RevokeBelowScore != nil || p.RevokeBelowState != "") &&
		passed(r, "type", "revoke_below_score", "revoke_below_state") {
		yield(policyFinding{ruleAccessRevokeExtraneous, presentOf(p.RevokeBelowScore != nil, "revoke_below_score", "revoke_below_state"),
			`revoke_below_score/revoke_below_state are only meaningful when type is "reputation_gated" (current type: "` + string(p.Type) + `")`, !strict})
	}
	// 12. "type is not compound and operator or policies is present"
	if t != AccessCompound && (p.Operator != "" || p.Policies != nil) && passed(r, "type", "operator", "policies") {
		yield(policyFinding{ruleAccessCompoundExtraneous, presentOf(p.Operator != "", "operator", "policies"),
			`operator/policies are only meaningful when type is "compound" (current type: "` + string(p.Type) + `")`, !strict})
	}
}

// presentOf returns the member a finding about one of two members is
// reported at: the first when it is present, else the second.
func presentOf(first bool, a, b string) string {
	if first {
		return a
	}
	return b
}

// passed reports whether the members passed their own checks: always on a
// Go value (r nil).
func passed(r *codec.Rules, members ...string) bool { return r == nil || r.OK(members...) }

// ValidateAccessPolicy runs the cross-field checks of an access policy, as
// upstream's validateAccessPolicy does, in this order:
//
//  1. type time_limited without duration_hours;
//  2. type role_based without roles, or with none;
//  3. type reputation_gated with neither min_reputation_score nor
//     min_reputation_state;
//  4. type compound without operator;
//  5. type compound without policies, or with none;
//  6. type compound with a compound sub-policy (once, however many);
//  7. revoke_below_score above min_reputation_score;
//  8. to 12. a member meaningful for another type only (duration_hours,
//     roles, a minimum reputation, a revocation threshold, operator or
//     policies): a warning naming the current type, an error in strict
//     mode.
//
// Not checked: a revoke_below_state above min_reputation_state, a
// revocation threshold without the matching minimum, and the sub-policies'
// own checks. It looks at the Go value only, not at the schema rules (use
// Validate for those). In strict mode the extraneous-member findings are
// errors, after those of checks 1 to 7.
func ValidateAccessPolicy(p AccessPolicy, opts AccessPolicyOptions) PolicyResult {
	res := PolicyResult{Errors: []string{}, Warnings: []string{}}
	accessFindings(&p, opts.Strict, nil, res.add)
	res.Valid = len(res.Errors) == 0
	return res
}

func (res *PolicyResult) add(f policyFinding) {
	if f.warning {
		res.Warnings = append(res.Warnings, f.msg)
	} else {
		res.Errors = append(res.Errors, f.msg)
	}
}

var _ = codec.Register(codec.Meta[AccessPolicy]{
	// The non-strict checks run wherever the policy sits, except on the
	// sub-policies of a compound policy: errors here, warnings below.
	Rules: func(p *AccessPolicy, r *codec.Rules) {
		if isSubPolicy(r) {
			return
		}
		accessFindings(p, false, r, func(f policyFinding) {
			if !f.warning {
				r.Report(f.rule, f.msg, f.member)
			}
		})
	},
	Warnings: func(p *AccessPolicy, r *codec.Rules) {
		if isSubPolicy(r) {
			return
		}
		accessFindings(p, false, r, func(f policyFinding) {
			if f.warning {
				r.Report(f.rule, f.msg, f.member)
			}
		})
	},
	Doc: codec.Doc{
		Validate: "Validate reports every violation of p (nil or a *hounfour.ValidationError): its schema " +
			"rules, then checks 1 to 7 of ValidateAccessPolicy in non-strict mode (also on a policy validated " +
			"on its own; the sub-policies are checked by their schema rules only).",
		Warnings: "Warnings reports checks 8 to 12 (members meaningful for another type only).",
	},
})

// isSubPolicy reports whether the policy the rules run on is an element of
// a compound policy's policies (its path ends in /policies/<index>; no
// other member named policies holds access policies).
func isSubPolicy(r *codec.Rules) bool { return r.InElementOf("policies") }
