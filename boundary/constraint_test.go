package boundary_test

import (
	"fmt"
	"testing"

	"github.com/hounfour-go/hounfour/boundary"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/wire"
)

// TestResultGeneratedConstraints: Result, a type without a schema file,
// has generated code for the rules of its constraint file
// (constraint's TestGeneratedForFilelessTypes), and Validate reports the
// same violations through it as through the reference, on engine results and on results broken rule by rule (also
// inside an EvaluationEvent).
func TestResultGeneratedConstraints(t *testing.T) {
	var docs []boundary.Result
	id := wire.MustParseUUID("a1b2c3d4-e5f6-7890-abcd-ef1234567890")
	for _, c := range evalCases() {
		r := boundary.Evaluate(c.t, c.c, c.q, at, id)
		docs = append(docs, r)
		broken := r
		broken.AccessDecision.Granted = !r.AccessDecision.Granted
		docs = append(docs, broken)
		broken = r
		broken.DenialCodes = nil
		broken.AccessDecision.DenialReason = nil
		docs = append(docs, broken)
		broken = r
		broken.DenialCodes = []boundary.DenialCode{}
		empty := ""
		broken.AccessDecision.DenialReason = &empty
		docs = append(docs, broken)
		broken = r
		broken.TrustEvaluation.ActualScore = 1.5
		docs = append(docs, broken)
	}
	sw := pathmode.Claim(t)
	ruled := 0
	for i := range docs {
		ev := boundary.EvaluationEvent{EventType: boundary.EvaluationEventType, BoundaryID: id, PersonalityID: "p",
			CollectionID: "c", EvaluationResult: docs[i], OccurredAt: at, ContractVersion: wire.MustParseSemver("8.7.0")}
		var refR, refE string
		sw.Reference(func() { refR, refE = fmt.Sprint(docs[i].Validate()), fmt.Sprint(ev.Validate()) })
		fastR, fastE := fmt.Sprint(docs[i].Validate()), fmt.Sprint(ev.Validate())
		if fastR != refR || fastE != refE {
			t.Errorf("%d: generated %s / %s, reference %s / %s", i, fastR, fastE, refR, refE)
		}
		if fastR != "<nil>" {
			ruled++
		}
	}
	if ruled < len(docs)/2 {
		t.Errorf("only %d of %d documents invalid", ruled, len(docs))
	}
}
