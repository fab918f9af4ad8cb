package conversation_test

import (
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conversation"
)

// A reputation-gated policy with a revocation threshold: a requester who
// held access keeps it between the two thresholds; a new requester needs
// the minimum.
func ExampleEvaluateAccessPolicy() {
	var p conversation.AccessPolicy
	err := hounfour.Decode([]byte(`{"type":"reputation_gated","min_reputation_score":0.7,
		"revoke_below_score":0.5,"audit_required":true,"revocable":false}`), &p)
	if err != nil {
		fmt.Println(err)
		return
	}
	score := 0.6
	for _, prev := range []bool{true, false} {
		r := conversation.EvaluateAccessPolicy(p, conversation.AccessContext{
			Action: conversation.ActionRead, ReputationScore: &score, PreviouslyGranted: prev})
		fmt.Println(r.Allowed, r.Reason)
	}
	// Output:
	// true Reputation-gated access granted
	// false Reputation score 0.6 below minimum 0.7
}
