package conversation_test

import (
	"math"
	"strings"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/conversation"
	"github.com/hounfour-go/hounfour/reputation"
)

func f64(x float64) *float64 { return &x }

// TestEvaluateAccessPolicy: the decisions and reasons the protocol states,
// one case per branch.
func TestEvaluateAccessPolicy(t *testing.T) {
	const at = "2026-02-22T12:00:00Z"
	read := conversation.AccessContext{Timestamp: at, Action: "read"}
	write := conversation.AccessContext{Timestamp: at, Action: "write"}
	gated := func(min *float64, revoke *float64, minState, revokeState reputation.State) conversation.AccessPolicy {
		return conversation.AccessPolicy{Type: "reputation_gated", MinReputationScore: min, RevokeBelowScore: revoke,
			MinReputationState: minState, RevokeBelowState: revokeState}
	}
	withScore := func(s float64, prev bool) conversation.AccessContext {
		return conversation.AccessContext{Timestamp: at, Action: "read", ReputationScore: &s, PreviouslyGranted: prev}
	}
	withState := func(s reputation.State, prev bool) conversation.AccessContext {
		return conversation.AccessContext{Timestamp: at, Action: "read", ReputationState: s, PreviouslyGranted: prev}
	}
	timed := func(h int) conversation.AccessPolicy {
		return conversation.AccessPolicy{Type: "time_limited", DurationHours: &h}
	}
	created := func(c, now string) conversation.AccessContext {
		return conversation.AccessContext{Timestamp: now, Action: "read", PolicyCreatedAt: c}
	}
	none := conversation.AccessPolicy{Type: "none"}
	readOnly := conversation.AccessPolicy{Type: "read_only"}
	for _, c := range []struct {
		name    string
		p       conversation.AccessPolicy
		ctx     conversation.AccessContext
		allowed bool
		reason  string
	}{
		{"none", none, read, false, "Access type is none"},
		{"read_only read", readOnly, read, true, "Read-only access granted"},
		{"read_only write", readOnly, write, false, "Action 'write' not permitted under read_only"},
		{"read_only no action", readOnly, conversation.AccessContext{}, false, "Action '' not permitted under read_only"},
		{"time_limited write", timed(24), write, false, "Action 'write' not permitted under time_limited"},
		{"time_limited no creation", timed(24), read, true, "Time-limited read access (expiry check is consumer responsibility)"},
		{"time_limited no duration", conversation.AccessPolicy{Type: "time_limited"}, created("2026-02-22T00:00:00Z", at),
			true, "Time-limited read access (expiry check is consumer responsibility)"},
		{"time_limited 24h", timed(24), created("2026-02-22T00:00:00Z", at), true,
			"Time-limited read access granted (expires: 2026-02-23T00:00:00.000Z)"},
		{"time_limited 12h, now = expiry", timed(12), created("2026-02-22T00:00:00Z", at), false,
			"Time-limited access expired (created: 2026-02-22T00:00:00Z, duration: 12h, checked: 2026-02-22T12:00:00Z)"},
		{"time_limited fraction truncated", timed(1), created("2026-02-22T11:30:00.123456Z", at), true,
			"Time-limited read access granted (expires: 2026-02-22T12:30:00.123Z)"},
		{"time_limited offset applied", timed(1), created("2026-02-22T13:30:00+02:00", at), true,
			"Time-limited read access granted (expires: 2026-02-22T12:30:00.000Z)"},
		{"time_limited year 10000", timed(48), created("9999-12-31T00:00:00Z", "9999-12-31T01:00:00Z"), true,
			"Time-limited read access granted (expires: +010000-01-02T00:00:00.000Z)"},
		{"time_limited bad timestamp (upstream grants)", timed(1), created("2026-02-22T11:30:00Z", "garbage"), false,
			"Time-limited access denied: invalid timestamp"},
		{"time_limited missing timestamp", timed(1), created("2026-02-22T11:30:00Z", ""), false,
			"Time-limited access denied: invalid timestamp"},
		{"time_limited bad creation (upstream throws)", timed(1), created("2026-02-30T00:00:00Z", at), false,
			"Time-limited access denied: invalid timestamp"},
		{"time_limited date-only creation", timed(1), created("2026-02-22", at), false,
			"Time-limited access denied: invalid timestamp"},
		{"time_limited huge duration", timed(math.MaxInt), created("2026-02-22T00:00:00Z", at), false,
			"Time-limited access denied: invalid timestamp"},
		{"role_based no role", conversation.AccessPolicy{Type: "role_based", Roles: []string{"a"}}, read, false,
			"No role provided for role_based policy"},
		{"role_based match, any action", conversation.AccessPolicy{Type: "role_based", Roles: []string{"auditor", "admin"}},
			conversation.AccessContext{Role: "admin", Action: "delete"}, true, "Role 'admin' matched"},
		{"role_based case-sensitive", conversation.AccessPolicy{Type: "role_based", Roles: []string{"admin"}},
			conversation.AccessContext{Role: "Admin", Action: "read"}, false, "Role 'Admin' not in permitted roles"},
		{"role_based no roles", conversation.AccessPolicy{Type: "role_based"},
			conversation.AccessContext{Role: "x", Action: "read"}, false, "Role 'x' not in permitted roles"},
		{"gated no context", gated(f64(0.5), nil, "", ""), read, false,
			"No reputation context provided for reputation_gated policy"},
		{"hysteresis revoke", gated(f64(0.7), f64(0.5), "", ""), withScore(0.4, true), false,
			"Reputation score 0.4 below revoke threshold 0.5"},
		{"hysteresis hold", gated(f64(0.7), f64(0.5), "", ""), withScore(0.6, true), true, "Reputation-gated access granted"},
		{"hysteresis no previous", gated(f64(0.7), f64(0.5), "", ""), withScore(0.6, false), false,
			"Reputation score 0.6 below minimum 0.7"},
		{"previously granted without revoke threshold", gated(f64(0.7), nil, "", ""), withScore(0.6, true), false,
			"Reputation score 0.6 below minimum 0.7"},
		{"score at minimum", gated(f64(0.7), nil, "", ""), withScore(0.7, false), true, "Reputation-gated access granted"},
		{"ECMAScript number text", gated(f64(0.3), nil, "", ""), withScore(1e-7, false), false,
			"Reputation score 1e-7 below minimum 0.3"},
		{"NaN score denies", gated(f64(0), nil, "", ""), withScore(math.NaN(), false), false,
			"Reputation score NaN below minimum 0"},
		{"score required", gated(f64(0.5), nil, "", ""), withState("established", false), false,
			"Policy requires reputation_score but context does not provide it"},
		{"state required", gated(nil, nil, "warming", ""), withScore(0.9, false), false,
			"Policy requires reputation_state but context does not provide it"},
		{"unknown state ranks as cold", gated(nil, nil, "warming", ""), withState("legend", false), false,
			"Reputation state 'legend' below minimum 'warming'"},
		{"unknown state meets cold", gated(nil, nil, "cold", ""), withState("legend", false), true,
			"Reputation-gated access granted"},
		{"prototype name is unknown (upstream grants)", gated(nil, nil, "authoritative", ""), withState("toString", false), false,
			"Reputation state 'toString' below minimum 'authoritative'"},
		{"state revoke threshold", gated(nil, nil, "established", "warming"), withState("cold", true), false,
			"Reputation state 'cold' below revoke threshold 'warming'"},
		{"state hold", gated(nil, nil, "established", "warming"), withState("warming", true), true,
			"Reputation-gated access granted"},
		{"score checked before state", gated(f64(0.5), nil, "authoritative", ""),
			conversation.AccessContext{ReputationScore: f64(0.1), ReputationState: "cold"}, false, "Reputation score 0.1 below minimum 0.5"},
		{"no minimum grants any context", gated(nil, nil, "", ""), withState("cold", false), true, "Reputation-gated access granted"},
		{"compound empty", conversation.AccessPolicy{Type: "compound", Operator: "AND"}, read, false, "Compound policy has no sub-policies"},
		{"compound nested", conversation.AccessPolicy{Type: "compound", Operator: "OR", Policies: []conversation.AccessPolicy{
			readOnly, {Type: "compound"}}}, read, false, "Nested compound policies are not allowed (max depth 1)"},
		{"compound OR without operator", conversation.AccessPolicy{Type: "compound", Policies: []conversation.AccessPolicy{none, readOnly}},
			read, true, "Compound OR granted: Read-only access granted"},
		{"compound OR denied", conversation.AccessPolicy{Type: "compound", Operator: "OR", Policies: []conversation.AccessPolicy{
			none, readOnly, {Type: "role_based", Roles: []string{}}}}, conversation.AccessContext{Role: "x", Action: "write"}, false,
			"Compound OR denied: none of 3 sub-policies granted (Access type is none; Action 'write' not permitted under read_only; Role 'x' not in permitted roles)"},
		{"compound AND granted", conversation.AccessPolicy{Type: "compound", Operator: "AND", Policies: []conversation.AccessPolicy{
			readOnly, gated(f64(0.5), nil, "", "")}}, withScore(0.5, false), true, "Compound AND: all 2 sub-policies granted"},
		{"compound AND denied: first denial", conversation.AccessPolicy{Type: "compound", Operator: "AND", Policies: []conversation.AccessPolicy{
			readOnly, none, gated(f64(0.5), nil, "", "")}}, withScore(0.1, false), false, "Compound AND denied: Access type is none"},
		{"unknown type (upstream: undefined)", conversation.AccessPolicy{Type: "everyone"}, read, false,
			"Unknown access policy type 'everyone'"},
		{"unknown type inside compound (upstream throws)", conversation.AccessPolicy{Type: "compound", Operator: "AND",
			Policies: []conversation.AccessPolicy{readOnly, {Type: "everyone"}}}, read, false,
			"Compound AND denied: Unknown access policy type 'everyone'"},
	} {
		got := conversation.EvaluateAccessPolicy(c.p, c.ctx)
		if got.Allowed != c.allowed || got.Reason != c.reason {
			t.Errorf("%s: got {%v, %q}, want {%v, %q}", c.name, got.Allowed, got.Reason, c.allowed, c.reason)
		}
	}
}

var states = []any{reputation.State(""), reputation.Cold, reputation.Warming, reputation.Established, reputation.Authoritative, reputation.State("legend")}

// genEvalPolicy yields simple policies of every type (and unknown ones)
// with any members, and compound policies over them.
func genEvalPolicy() gopter.Gen {
	simple := gopter.CombineGens(
		gen.OneConstOf(conversation.AccessNone, conversation.AccessReadOnly, conversation.AccessTimeLimited,
			conversation.AccessRoleBased, conversation.AccessReputationGated, conversation.AccessCompound, conversation.AccessType("other")),
		gen.PtrOf(gen.IntRange(-10, 100)),
		gen.SliceOf(gen.OneConstOf("a", "b", "")),
		gen.PtrOf(gen.Float64Range(0, 1)), gen.PtrOf(gen.Float64Range(0, 1)),
		gen.OneConstOf(states...), gen.OneConstOf(states...),
	).Map(func(v []any) conversation.AccessPolicy {
		return conversation.AccessPolicy{Type: v[0].(conversation.AccessType), DurationHours: as[*int](v[1]), Roles: v[2].([]string),
			MinReputationScore: as[*float64](v[3]), RevokeBelowScore: as[*float64](v[4]),
			MinReputationState: v[5].(reputation.State), RevokeBelowState: v[6].(reputation.State)}
	})
	return gopter.CombineGens(simple, gen.SliceOfN(3, simple), gen.OneConstOf(conversation.OperatorAnd, conversation.OperatorOr, conversation.AccessOperator(""), conversation.AccessOperator("XOR")), gen.Bool()).
		Map(func(v []any) conversation.AccessPolicy {
			if !v[3].(bool) {
				return v[0].(conversation.AccessPolicy)
			}
			return conversation.AccessPolicy{Type: "compound", Operator: v[2].(conversation.AccessOperator), Policies: v[1].([]conversation.AccessPolicy)}
		})
}

func genAccessContext() gopter.Gen {
	return gopter.CombineGens(
		gen.OneConstOf("", "a", "b"),
		gen.OneConstOf("", "2026-02-22T12:00:00Z", "garbage", "2026-02-23T00:00:00.5+01:00"),
		gen.OneConstOf(conversation.AccessAction(""), conversation.ActionRead, conversation.ActionWrite, conversation.ActionDelete),
		gen.OneConstOf("", "2026-02-22T00:00:00Z", "2026-13-01T00:00:00Z"),
		gen.OneConstOf(states...),
		gen.PtrOf(gen.Float64Range(0, 1)),
		gen.Bool(),
	).Map(func(v []any) conversation.AccessContext {
		return conversation.AccessContext{Role: v[0].(string), Timestamp: v[1].(string), Action: v[2].(conversation.AccessAction),
			PolicyCreatedAt: v[3].(string), ReputationState: v[4].(reputation.State), ReputationScore: as[*float64](v[5]),
			PreviouslyGranted: v[6].(bool)}
	})
}

// TestEvaluateAccessPolicyProperties: the decision is total (a reason on
// every outcome, the same decision twice) and, for a reputation_gated
// policy without revocation thresholds, more reputation never turns an
// allow into a deny.
func TestEvaluateAccessPolicyProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("total and deterministic", prop.ForAll(func(p conversation.AccessPolicy, ctx conversation.AccessContext) bool {
		r := conversation.EvaluateAccessPolicy(p, ctx)
		return r.Reason != "" && r == conversation.EvaluateAccessPolicy(p, ctx) &&
			(p.Type == conversation.AccessCompound || !strings.HasPrefix(r.Reason, "Compound"))
	}, genEvalPolicy(), genAccessContext()))
	props.Property("more reputation never turns an allow into a deny", prop.ForAll(
		func(p conversation.AccessPolicy, ctx conversation.AccessContext, extra float64, up int) bool {
			p.Type, p.Operator, p.Policies = conversation.AccessReputationGated, "", nil
			p.RevokeBelowScore, p.RevokeBelowState = nil, ""
			if !conversation.EvaluateAccessPolicy(p, ctx).Allowed {
				return true
			}
			more := ctx
			if ctx.ReputationScore != nil {
				more.ReputationScore = f64(*ctx.ReputationScore + extra)
			}
			if o := ctx.ReputationState.Order(); ctx.ReputationState != "" {
				more.ReputationState = reputation.States()[min(3, max(0, o)+up)]
			}
			if !conversation.EvaluateAccessPolicy(p, more).Allowed {
				t.Logf("%+v: allowed at %+v, denied at %+v", p, ctx, more)
				return false
			}
			return true
		}, genEvalPolicy(), genAccessContext(), gen.Float64Range(0, 1), gen.IntRange(0, 3)))
	props.TestingRun(t)
}
