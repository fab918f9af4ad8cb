package governance_test

import (
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
)

// FuzzPlanSignoffEnvelope: any input decodes without panicking, and a
// valid sign-off survives encode → decode unchanged (its decimal TTL text
// and hashes kept as written).
func FuzzPlanSignoffEnvelope(f *testing.F) {
	f.Add([]byte(signoffDoc))
	f.Add([]byte(strings.Replace(signoffDoc, `"parent_signoff_hash":null`, `"parent_signoff_hash":"sha256:ABABABABABABABABABABABABABABABABABABABABABABABABABABABABABABABAB"`, 1)))
	f.Add([]byte(strings.Replace(signoffDoc, `"86400"`, `"9999999999999999999"`, 1)))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.PlanSignoffEnvelope](data); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzPlanAmendmentRequest: as FuzzPlanSignoffEnvelope, for an amendment
// request and its nullable jury recommendation.
func FuzzPlanAmendmentRequest(f *testing.F) {
	f.Add([]byte(amendmentDoc))
	f.Add([]byte(strings.Replace(amendmentDoc, `"jury_recommendation":null`, `"jury_recommendation":"adopt p1 \u2028"`, 1)))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[governance.PlanAmendmentRequest](data); err != nil {
			t.Fatal(err)
		}
	})
}
