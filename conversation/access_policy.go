package conversation

import (
	"github.com/hounfour-go/hounfour/internal/codec"
)

// AccessPolicy says what the previous owner of an agent may still see of
// sealed conversations after a transfer. It has
// no schema file of its own; it appears inside a SealingPolicy. Closed object.
type AccessPolicy struct {
	// Type is the access type governing the previous owner's visibility.
	Type AccessType `json:"type"`
	// DurationHours is the access duration in hours (for time_limited).
	DurationHours *int `json:"duration_hours,omitzero" hf:"minimum=1,maximum=8760"`
	// Roles are the roles granted access (for role_based); role names are
	// otherwise free.
	Roles []string `json:"roles,omitzero" hf:"minItems=1,item.minLength=1"`
	// AuditRequired says access events must be written to the audit trail.
	AuditRequired bool `json:"audit_required"`
	// Revocable says the new owner may revoke this policy.
	Revocable bool `json:"revocable"`
}

// AccessPolicyOptions configures ValidateAccessPolicy.
type AccessPolicyOptions struct {
	// Strict turns the extraneous-member warnings (checks 3 and 4) into
	// errors.
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
	ruleAccessDurationExtraneous = "access-policy-duration-extraneous"
	ruleAccessRolesExtraneous    = "access-policy-roles-extraneous"
)

// policyFinding is one finding of a policy check: the rule, the member it
// is about (relative to the policy), its message and whether it is a
// warning.
type policyFinding struct {
	rule, member, msg string
	warning           bool
}

// accessFindings runs the four access-policy checks in
// order. With r set, a check runs only when the members it reads passed
// their own checks; r is nil for a Go value.
func accessFindings(p *AccessPolicy, strict bool, r *codec.Rules, yield func(policyFinding)) {
	// "type is time_limited and duration_hours is absent"
	if passed(r, "type", "duration_hours") && p.Type == AccessTimeLimited && p.DurationHours == nil {
		yield(policyFinding{ruleAccessDurationRequired, "duration_hours",
			`duration_hours is required when type is "time_limited"`, false})
	}
	// "type is role_based and roles is absent or empty"
	if passed(r, "type", "roles") && p.Type == AccessRoleBased && len(p.Roles) == 0 {
		yield(policyFinding{ruleAccessRolesRequired, "roles",
			`roles array is required and must be non-empty when type is "role_based"`, false})
	}
	// "type is not time_limited and duration_hours is present": a warning,
	// an error in strict mode.
	if passed(r, "type", "duration_hours") && p.Type != AccessTimeLimited && p.DurationHours != nil {
		yield(policyFinding{ruleAccessDurationExtraneous, "duration_hours",
			`duration_hours is only meaningful when type is "time_limited" (current type: "` + string(p.Type) + `")`, !strict})
	}
	// "type is not role_based and roles is present" (an empty slice is
	// present): a warning, an error in strict mode.
	if passed(r, "type", "roles") && p.Type != AccessRoleBased && p.Roles != nil {
		yield(policyFinding{ruleAccessRolesExtraneous, "roles",
			`roles is only meaningful when type is "role_based" (current type: "` + string(p.Type) + `")`, !strict})
	}
}

// passed reports whether the members passed their own checks: always on a
// Go value (r nil).
func passed(r *codec.Rules, members ...string) bool { return r == nil || r.OK(members...) }

// ValidateAccessPolicy runs the cross-field checks of an access policy, as
// upstream's validateAccessPolicy does: it looks at the Go value only, not at the
// schema rules (use Validate for those). In strict mode the extraneous-member
// findings are errors, after those of checks 1 and 2.
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
	// The non-strict checks run wherever the policy sits: errors here,
	// warnings below.
	Rules: func(p *AccessPolicy, r *codec.Rules) {
		accessFindings(p, false, r, func(f policyFinding) {
			if !f.warning {
				r.Report(f.rule, f.msg, f.member)
			}
		})
	},
	Warnings: func(p *AccessPolicy, r *codec.Rules) {
		accessFindings(p, false, r, func(f policyFinding) {
			if f.warning {
				r.Report(f.rule, f.msg, f.member)
			}
		})
	},
	Doc: codec.Doc{
		Validate: "Validate reports every violation of p (nil or a *hounfour.ValidationError): its schema " +
			"rules, then checks 1 and 2 of ValidateAccessPolicy in non-strict mode.",
		Warnings: "Warnings reports checks 3 and 4 (extraneous duration_hours or roles).",
	},
})
