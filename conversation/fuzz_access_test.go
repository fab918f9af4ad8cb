package conversation_test

import (
	"encoding/json"
	"testing"

	"github.com/hounfour-go/hounfour/conversation"
)

// FuzzEvaluateAccessPolicy: for any policy the structural decode accepts
// and any context, the decision never panics, always has a reason, is the
// same when asked twice, and a reason's length is bounded by the input's
// (the reasons echo input texts, never build more).
func FuzzEvaluateAccessPolicy(f *testing.F) {
	f.Add([]byte(`{"type":"reputation_gated","min_reputation_score":0.7,"revoke_below_score":0.5,"audit_required":true,"revocable":false}`),
		[]byte(`{"timestamp":"2026-02-22T12:00:00Z","action":"read","reputation_score":0.6,"previously_granted":true}`))
	f.Add([]byte(`{"type":"compound","operator":"OR","policies":[{"type":"none","audit_required":true,"revocable":false},{"type":"time_limited","duration_hours":8760,"audit_required":true,"revocable":false},{"type":"role_based","roles":["a"],"audit_required":true,"revocable":false}],"audit_required":true,"revocable":false}`),
		[]byte(`{"timestamp":"9999-12-31T23:59:59.999-23:59","action":"read","policy_created_at":"9999-12-31T23:59:59Z","role":"b"}`))
	f.Add([]byte(`{"type":"time_limited","duration_hours":-2147483648,"audit_required":true,"revocable":false}`),
		[]byte(`{"timestamp":"0000-01-01T00:00:00+23:59","action":"read","policy_created_at":"0000-01-01T00:00:00Z"}`))
	f.Fuzz(func(t *testing.T, policy, context []byte) {
		var p conversation.AccessPolicy
		if p.UnmarshalJSON(policy) != nil {
			return
		}
		var ctx conversation.AccessContext
		if json.Unmarshal(context, &ctx) != nil {
			return
		}
		r := conversation.EvaluateAccessPolicy(p, ctx)
		if r.Reason == "" || r != conversation.EvaluateAccessPolicy(p, ctx) {
			t.Fatalf("%+v", r)
		}
		if len(r.Reason) > 200+4*(len(policy)+len(context)) {
			t.Fatalf("reason of %d bytes for %d bytes of input", len(r.Reason), len(policy)+len(context))
		}
	})
}
