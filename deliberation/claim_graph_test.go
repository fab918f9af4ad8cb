package deliberation

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/wire"
)

// TestClaimsBound: the bound of the claims' JSON size is never below the
// size is_valid_dag measures, also for strings made of control characters
// and identities whose metadata numbers grow when written out.
func TestClaimsBound(t *testing.T) {
	t.Parallel()
	s := func(v string) *string { return &v }
	h := "sha256:" + strings.Repeat("0", 64)
	src := &agent.Identity{AgentID: "agent-x", DisplayName: "\x01\x02\x03", AgentType: agent.AgentTypeModel,
		Capabilities: []string{"\x1f\x1f"}, DelegationAuthority: []string{}, GovernanceWeight: 0.1234567890123,
		Metadata:        map[string]json.RawMessage{"n": json.RawMessage(`[1e20,9E20,1e-7,-0.0000001]`), "\x00": json.RawMessage(`"\u0000"`)},
		ContractVersion: wire.MustParseSemver("8.7.0")}
	for _, claims := range [][]Claim{
		{},
		{{ClaimID: strings.Repeat("\x00", 100), Grounding: ClaimGrounding{Type: GroundingToolOutput, OutputHash: &h,
			ArtifactID: s("a\x1f"), ClaimID: s("\x7f"), Justification: s("é"), ExternalURI: s("\n"), InferenceBasis: []string{"\t"}},
			Confidence: ConfidencePlausible}},
		{{ClaimID: "c", Grounding: ClaimGrounding{Type: GroundingAcknowledgedJudgment, Source: src, Justification: s("j")},
			Confidence: ConfidenceHigh}},
	} {
		data, err := json.Marshal(claims)
		if err != nil {
			t.Fatal(err)
		}
		v, err := constraint.DecodeJSON(data)
		if err != nil {
			t.Fatal(err)
		}
		if got, size := claimsBound(claims), constraint.JSONSize(v); got < size {
			t.Errorf("bound %d below the size %d of %s", got, size, data)
		}
	}
}
