package conversation

import (
	"strconv"
	"strings"
	"time"

	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

// AccessAction is what a requester asks to do with a sealed conversation.
//
// Its values: [ActionRead], [ActionWrite], [ActionDelete].
type AccessAction string

// The access actions.
const (
	ActionRead   AccessAction = "read"
	ActionWrite  AccessAction = "write"
	ActionDelete AccessAction = "delete"
)

// AccessContext is what EvaluateAccessPolicy knows about a request. An
// empty string, a nil score and false mean "not provided".
type AccessContext struct {
	// Role is the requester's role (for role_based policies).
	Role string `json:"role,omitzero"`
	// Timestamp is when the request is made, a protocol date-time (for
	// time_limited policies that carry an expiry).
	Timestamp string `json:"timestamp,omitzero"`
	// Action is what the requester asks to do.
	Action AccessAction `json:"action,omitzero"`
	// PolicyCreatedAt is when the policy took effect, a protocol date-time
	// (for time_limited policies).
	PolicyCreatedAt string `json:"policy_created_at,omitzero"`
	// ReputationState is the requester's reputation state (for
	// reputation_gated policies).
	ReputationState reputation.State `json:"reputation_state,omitzero"`
	// ReputationScore is the requester's blended reputation score (for
	// reputation_gated policies).
	ReputationScore *float64 `json:"reputation_score,omitzero"`
	// PreviouslyGranted says the requester held access before this
	// request: a reputation_gated policy then applies its revocation
	// thresholds instead of its minimums.
	PreviouslyGranted bool `json:"previously_granted,omitzero"`
}

// AccessResult is the decision of EvaluateAccessPolicy and its reason.
type AccessResult struct {
	Allowed bool   `json:"allowed"`
	Reason  string `json:"reason"`
}

// EvaluateAccessPolicy decides whether a request may access a sealed
// conversation under policy p. The decision is total and deterministic: it
// reads no clock and never panics, and every outcome carries a reason.
// The policy is taken as given; ValidateAccessPolicy checks it separately.
//
// By type:
//   - none denies.
//   - read_only allows the read action only.
//   - time_limited allows the read action only. When the context has a
//     PolicyCreatedAt and the policy a DurationHours, access expires
//     DurationHours after PolicyCreatedAt (millisecond precision, offsets
//     applied) and a request at or after the expiry is denied; the allowing
//     reason names the expiry in UTC with milliseconds. Without either, read
//     is allowed and the expiry left to the caller. A PolicyCreatedAt or
//     Timestamp that is not a protocol date-time denies.
//   - role_based allows a Role listed in the policy's Roles (exact match)
//     whatever the action; an empty Role denies.
//   - reputation_gated denies a context with neither a state nor a score.
//     A MinReputationScore needs a score of at least it — or, for a
//     requester PreviouslyGranted, at least RevokeBelowScore when the
//     policy has one. A MinReputationState needs a state ranked at least as
//     high (cold < warming < established < authoritative; a name outside
//     the four, matched exactly, ranks as cold) — or, PreviouslyGranted, as
//     RevokeBelowState when present. The gap between the two thresholds
//     keeps access from flapping around one value. The action is not
//     consulted, and a NaN score is below every threshold.
//   - compound evaluates every sub-policy in order: AND allows when all
//     allow and otherwise reports the first denial; any other operator
//     (OR, or none) allows on the first allowing sub-policy and otherwise
//     lists every denial. A compound without sub-policies, or with a
//     compound sub-policy, denies before evaluating any.
//   - any other type denies ("Unknown access policy type …").
//
// Numbers in reasons are written as JavaScript writes them (1e-7, 0.1).
func EvaluateAccessPolicy(p AccessPolicy, ctx AccessContext) AccessResult {
	if p.Type == AccessCompound {
		return evaluateCompound(&p, &ctx)
	}
	return evaluateSimple(&p, &ctx)
}

func deny(reason string) AccessResult  { return AccessResult{Allowed: false, Reason: reason} }
func allow(reason string) AccessResult { return AccessResult{Allowed: true, Reason: reason} }

// evaluateSimple decides every type but compound (a compound sub-policy of
// a compound is refused before it gets here).
func evaluateSimple(p *AccessPolicy, ctx *AccessContext) AccessResult {
	switch p.Type {
	case AccessNone:
		return deny("Access type is none")
	case AccessReadOnly:
		if ctx.Action == ActionRead {
			return allow("Read-only access granted")
		}
		return deny("Action '" + string(ctx.Action) + "' not permitted under read_only")
	case AccessTimeLimited:
		return evaluateTimeLimited(p, ctx)
	case AccessRoleBased:
		switch {
		case ctx.Role == "":
			return deny("No role provided for role_based policy")
		case contains(p.Roles, ctx.Role):
			return allow("Role '" + ctx.Role + "' matched")
		}
		return deny("Role '" + ctx.Role + "' not in permitted roles")
	case AccessReputationGated:
		return evaluateReputation(p, ctx)
	}
	return deny("Unknown access policy type '" + string(p.Type) + "'")
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// maxEpochMilli is the largest instant, in milliseconds from the epoch
// either way, that a JavaScript Date represents.
const maxEpochMilli = 8.64e15

func evaluateTimeLimited(p *AccessPolicy, ctx *AccessContext) AccessResult {
	if ctx.Action != ActionRead {
		return deny("Action '" + string(ctx.Action) + "' not permitted under time_limited")
	}
	if ctx.PolicyCreatedAt == "" || p.DurationHours == nil {
		return allow("Time-limited read access (expiry check is consumer responsibility)")
	}
	created, err1 := wire.ParseTimestamp(ctx.PolicyCreatedAt)
	now, err2 := wire.ParseTimestamp(ctx.Timestamp)
	hours := int64(*p.DurationHours)
	// The expiry must stay a representable instant; hours is an int, so the
	// product cannot overflow an int64 once |hours| is below 2^40.
	if err1 != nil || err2 != nil || hours > 1<<40 || hours < -(1<<40) {
		return deny("Time-limited access denied: invalid timestamp")
	}
	expiry := created.Time().UnixMilli() + hours*3_600_000
	if expiry > maxEpochMilli || expiry < -maxEpochMilli {
		return deny("Time-limited access denied: invalid timestamp")
	}
	if now.Time().UnixMilli() >= expiry {
		return deny("Time-limited access expired (created: " + ctx.PolicyCreatedAt +
			", duration: " + strconv.Itoa(*p.DurationHours) + "h, checked: " + ctx.Timestamp + ")")
	}
	return allow("Time-limited read access granted (expires: " + isoMilli(expiry) + ")")
}

// isoMilli writes an instant as JavaScript's Date.prototype.toISOString
// does: UTC, three fraction digits, and a signed six-digit year outside
// 0000–9999.
func isoMilli(ms int64) string {
	t := time.UnixMilli(ms).UTC()
	var b strings.Builder
	y := t.Year()
	switch {
	case y > 9999:
		b.WriteByte('+')
		pad(&b, y, 6)
	case y < 0:
		b.WriteByte('-')
		pad(&b, -y, 6)
	default:
		pad(&b, y, 4)
	}
	b.WriteByte('-')
	pad(&b, int(t.Month()), 2)
	b.WriteByte('-')
	pad(&b, t.Day(), 2)
	b.WriteByte('T')
	pad(&b, t.Hour(), 2)
	b.WriteByte(':')
	pad(&b, t.Minute(), 2)
	b.WriteByte(':')
	pad(&b, t.Second(), 2)
	b.WriteByte('.')
	pad(&b, t.Nanosecond()/1e6, 3)
	b.WriteByte('Z')
	return b.String()
}

func pad(b *strings.Builder, n, width int) {
	s := strconv.Itoa(n)
	for i := len(s); i < width; i++ {
		b.WriteByte('0')
	}
	b.WriteString(s)
}

// rank orders reputation states; a name outside the four ranks as cold.
func rank(s reputation.State) int { return max(0, s.Order()) }

func evaluateReputation(p *AccessPolicy, ctx *AccessContext) AccessResult {
	if ctx.ReputationState == "" && ctx.ReputationScore == nil {
		return deny("No reputation context provided for reputation_gated policy")
	}
	revoke := ctx.PreviouslyGranted
	if p.MinReputationScore != nil {
		if ctx.ReputationScore == nil {
			return deny("Policy requires reputation_score but context does not provide it")
		}
		score := *ctx.ReputationScore
		if revoke && p.RevokeBelowScore != nil {
			if t := *p.RevokeBelowScore; !(score >= t) {
				return deny("Reputation score " + constraintrt.NumberString(score) +
					" below revoke threshold " + constraintrt.NumberString(t))
			}
		} else if t := *p.MinReputationScore; !(score >= t) {
			return deny("Reputation score " + constraintrt.NumberString(score) +
				" below minimum " + constraintrt.NumberString(t))
		}
	}
	if p.MinReputationState != "" {
		if ctx.ReputationState == "" {
			return deny("Policy requires reputation_state but context does not provide it")
		}
		s := ctx.ReputationState
		if revoke && p.RevokeBelowState != "" {
			if t := p.RevokeBelowState; rank(s) < rank(t) {
				return deny("Reputation state '" + string(s) + "' below revoke threshold '" + string(t) + "'")
			}
		} else if t := p.MinReputationState; rank(s) < rank(t) {
			return deny("Reputation state '" + string(s) + "' below minimum '" + string(t) + "'")
		}
	}
	return allow("Reputation-gated access granted")
}

func evaluateCompound(p *AccessPolicy, ctx *AccessContext) AccessResult {
	if len(p.Policies) == 0 {
		return deny("Compound policy has no sub-policies")
	}
	for i := range p.Policies {
		if p.Policies[i].Type == AccessCompound {
			return deny("Nested compound policies are not allowed (max depth 1)")
		}
	}
	n := strconv.Itoa(len(p.Policies))
	if p.Operator == OperatorAnd {
		for i := range p.Policies {
			if r := evaluateSimple(&p.Policies[i], ctx); !r.Allowed {
				return deny("Compound AND denied: " + r.Reason)
			}
		}
		return allow("Compound AND: all " + n + " sub-policies granted")
	}
	var reasons strings.Builder
	for i := range p.Policies {
		r := evaluateSimple(&p.Policies[i], ctx)
		if r.Allowed {
			return allow("Compound OR granted: " + r.Reason)
		}
		if i > 0 {
			reasons.WriteString("; ")
		}
		reasons.WriteString(r.Reason)
	}
	return deny("Compound OR denied: none of " + n + " sub-policies granted (" + reasons.String() + ")")
}
