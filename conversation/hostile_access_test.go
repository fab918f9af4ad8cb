package conversation_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/conversation"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
)

// EvaluateAccessPolicy on a compound of 5,000 sub-policies, each with a
// long role list that does not match, and a role of 1,000 bytes: the work
// is linear — the OR denial lists every reason once (its length is the sum
// of theirs) and the allocations stay a small constant per sub-policy (the
// reason of each, and the growth of the list). Sequential: allocation
// counts are process-wide.
func TestHostileAccessCompound(t *testing.T) {
	if race.Enabled {
		t.Skip("SKIP: the race detector allocates; .ci/run runs this test without it")
	}
	const n, roles = 5_000, 50
	list := make([]string, roles)
	for i := range list {
		list[i] = "role-" + strconv.Itoa(i)
	}
	p := conversation.AccessPolicy{Type: conversation.AccessCompound, Operator: conversation.OperatorOr}
	for range n {
		p.Policies = append(p.Policies, conversation.AccessPolicy{Type: conversation.AccessRoleBased, Roles: list})
	}
	ctx := conversation.AccessContext{Role: strings.Repeat("x", 1000), Action: conversation.ActionRead}
	var r conversation.AccessResult
	allocs := testing.AllocsPerRun(3, func() { r = conversation.EvaluateAccessPolicy(p, ctx) })
	one := "Role '" + ctx.Role + "' not in permitted roles"
	want := "Compound OR denied: none of " + strconv.Itoa(n) + " sub-policies granted (" +
		strings.TrimSuffix(strings.Repeat(one+"; ", n), "; ") + ")"
	if r.Allowed || r.Reason != want {
		t.Errorf("decision %v, reason of %d bytes, want %d", r.Allowed, len(r.Reason), len(want))
	}
	if allocs > 2*n+64 {
		t.Errorf("%v allocations for %d sub-policies", allocs, n)
	}
	// AND stops at the first denial however long the list.
	p.Operator = conversation.OperatorAnd
	if allocs := testing.AllocsPerRun(3, func() { r = conversation.EvaluateAccessPolicy(p, ctx) }); allocs > 4 {
		t.Errorf("AND: %v allocations", allocs)
	}
	if r.Reason != "Compound AND denied: "+one {
		t.Errorf("AND: %.80q", r.Reason)
	}
}
