package deliberation_test

import (
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/deliberation"
)

// A claim that derives from another must name a claim of the artifact:
// here c2 names c9, which it does not have.
func ExampleDecisionArtifact() {
	doc := `{"artifact_id":"550e8400-e29b-41d4-a716-446655440000",
	"proposed_action":{"action_type":"merge","target_id":"pr-1","payload":{}},
	"trust_context":{"routing_decision":"panel","scope":"code-review","reason":"touches billing"},
	"claims":[
	 {"claim_id":"c1","grounding":{"type":"tool_output","output_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000"},"confidence":"high_confidence"},
	 {"claim_id":"c2","grounding":{"type":"claim_reference","claim_id":"c9"},"confidence":"plausible"}],
	"question":"Merge?","scoring_rubric":{},"created_at":"2026-05-01T00:00:00Z","contract_version":"8.7.0"}`
	var a deliberation.DecisionArtifact
	err := hounfour.Options{Contract: hounfour.Contract870}.Decode([]byte(doc), &a)
	var ve *hounfour.ValidationError
	if errors.As(err, &ve) {
		for _, v := range ve.Violations {
			fmt.Println(v.Rule)
		}
	}
	// Output:
	// PDA-2
}

// The pairing of a panel's bucket and verdict (rule PV-1).
func ExampleBucket_Allows() {
	fmt.Println(deliberation.BucketBlocker.Allows(deliberation.VerdictReject))
	fmt.Println(deliberation.BucketBlocker.Allows(deliberation.VerdictDefer))
	fmt.Println(deliberation.BucketLowValue.Allows(deliberation.VerdictLowValuePass))
	// Output:
	// true
	// false
	// true
}
