package governance_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
)

const proposalDoc = `{"proposal_id":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","agent_id":"a","target_schema_id":"EscrowEntry",
"proposed_constraints":[{"id":"ttl","expression":"expires_at != null","severity":"warning","message":"m","fields":["expires_at"]}],
"rationale":"r","expression_version":"1.9","sunset_version":"1.10","contract_version":"7.0.0"}`

// Deviation 60: 1.10 is after 1.9 numerically; the constraint
// file's text comparison disagrees and is left to CheckConstraints.
func TestConstraintProposalVersions(t *testing.T) {
	t.Parallel()
	var p governance.ConstraintProposal
	if err := json.Unmarshal([]byte(proposalDoc), &p); err != nil {
		t.Fatal(err)
	}
	if err := p.Validate(); err != nil {
		t.Errorf("Validate = %v", err)
	}
	failed := 0
	for _, r := range p.CheckConstraints() {
		if r.ID == "constraint-proposal-sunset-after-expression" && r.Status == "fail" {
			failed++
		}
	}
	if failed != 1 {
		t.Errorf("CheckConstraints: the text comparison should fail once, got %d", failed)
	}
	tests := []struct {
		expr, sunset string
		ok           bool
	}{
		{"1.9", "1.10", true}, {"1.10", "1.9", false}, {"2.0", "2.0", true}, {"2.0", "02.00", true},
		{"2.1", "2.0", false}, {"1.99", "2.0", true}, {"99999999999999999999.0", "100000000000000000000.0", true},
		{"100000000000000000000.1", "100000000000000000000.0", false},
	}
	for _, tc := range tests {
		t.Run(tc.expr, func(t *testing.T) {
			p.ExpressionVersion, p.SunsetVersion = tc.expr, &tc.sunset
			err := p.Validate()
			if (err == nil) != tc.ok {
				t.Errorf("expression %s, sunset %s: Validate = %v", tc.expr, tc.sunset, err)
			}
			var verr *hounfour.ValidationError
			if !tc.ok && (!errors.As(err, &verr) || verr.Violations[0].Message != `sunset_version ("`+tc.sunset+`") must be >= expression_version ("`+tc.expr+`")`) {
				t.Errorf("expression %s, sunset %s: %v", tc.expr, tc.sunset, err)
			}
		})
	}
}

func ExampleConstraintProposal_Validate() {
	var p governance.ConstraintProposal
	_ = json.Unmarshal([]byte(proposalDoc), &p)
	p.ReviewStatus = governance.ReviewAccepted
	var verr *hounfour.ValidationError
	if errors.As(p.Validate(), &verr) {
		for _, v := range verr.Violations {
			fmt.Printf("%q %s: %s\n", v.Path, v.Rule, v.Message)
		}
	}
	fmt.Println(p.ValidateSchema() != nil)
	// Output:
	// "/consensus_category" constraint-proposal-accepted: consensus_category must be "HIGH_CONSENSUS" when review_status is "accepted", got "undefined"
	// "" constraint-proposal-accepted-consensus: an accepted proposal needs consensus_category HIGH_CONSENSUS
	// true
}

func FuzzDecodeConstraintProposal(f *testing.F) {
	f.Add([]byte(proposalDoc))
	f.Add([]byte(`{"proposal_id":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","proposed_constraints":[{"x":1,"x":2}],"review_scores":[{"score":1e400,"z":null}],"sunset_version":"9.9"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.ConstraintProposal](data); err != nil {
			t.Fatal(err)
		}
	})
}
