package deliberation_test

import (
	"encoding/json"
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/deliberation"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"
)

// genClaims generates lists of up to 10 claims: claim i has the id ci, or
// now and then the id of another claim (a repeat); its grounding.claim_id
// is mostly absent or an earlier claim (a graph), sometimes a later one (a
// possible cycle, a self-loop) or an id no claim has (dangling); some
// carry an artifact_id as well.
func genClaims() gopter.Gen {
	row := gopter.CombineGens(gen.IntRange(0, 19), gen.IntRange(0, 9), gen.IntRange(0, 19), gen.IntRange(0, 12), gen.Bool())
	return gopter.CombineGens(gen.IntRange(0, 10), gen.SliceOfN(10, row)).
		Map(func(v []any) []deliberation.Claim {
			rows := v[1].([][]any)[:v[0].(int)]
			claims := make([]deliberation.Claim, 0, len(rows))
			for i, r := range rows {
				id := i
				if r[0].(int) == 0 {
					id = r[1].(int) // a repeat, now and then
				}
				ref := -1
				switch k := r[2].(int); {
				case k < 8:
				case k < 17 && i > 0:
					ref = r[3].(int) % i
				default:
					ref = r[3].(int) // later, itself, or dangling
				}
				r = []any{id, ref, r[4]}
				c := deliberation.Claim{ClaimID: "c" + strconv.Itoa(r[0].(int)),
					Grounding:  deliberation.ClaimGrounding{Type: deliberation.GroundingClaimReference},
					Confidence: deliberation.ConfidencePlausible}
				if ref := r[1].(int); ref >= 0 {
					s := "c" + strconv.Itoa(ref)
					c.Grounding.ClaimID = &s
				}
				if r[2].(bool) {
					a := "550e8400-e29b-41d4-a716-446655440000"
					c.Grounding.ArtifactID = &a
				}
				claims = append(claims, c)
			}
			return claims
		})
}

// The native claim graph check (Validate's PDA-2) agrees with the reference
// is_valid_dag over the claims' value model with the edge
// grounding.claim_id, on any claim list.
func TestPropertyClaimGraphMatchesReference(t *testing.T) {
	t.Parallel()
	properties := gopter.NewProperties(proptest.Parameters(t, 2000))
	valid := 0
	properties.Property("ClaimGraphValid = is_valid_dag(claims, 'claim_id', 'grounding.claim_id')",
		prop.ForAll(func(claims []deliberation.Claim) bool {
			a := deliberation.DecisionArtifact{Claims: claims}
			data, err := json.Marshal(claims)
			if err != nil {
				return false
			}
			items, err := constraint.DecodeJSON(data)
			if err != nil {
				return false
			}
			want := constraint.EvaluateIsValidDAG(items, "claim_id", []string{"grounding.claim_id"}).Valid
			if want {
				valid++
			}
			return a.ClaimGraphValid() == want
		}, genClaims()))
	properties.TestingRun(t)
	if valid == 0 {
		t.Error("no valid claim graph generated")
	}
	t.Logf("%d valid graphs", valid)
}
