package recall_test

import (
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
)

// The runtime-deferred rules of the signing and recall constraint files are
// the obligations their files' manifests list (evaluator runtime-deferred,
// the file's schema id and contract version, no reason); the files of the
// vocabularies and of the request and the estate are empty.
func TestDeferredRuleObligations(t *testing.T) {
	for schema, want := range map[string]string{
		"signature-envelope": "SignatureEnvelope 8.5.0 SE-1",
		"recall-pack":        "RecallPack 8.5.0 RP-1",
		"recall-receipt":     "RecallReceipt 8.5.0 RR-1,RR-2",
		"forget-record":      "ForgetRecord 8.5.0 FR-2",
		"commitment-root":    "CommitmentRoot 8.5.0 CR-1",
		"recall-request":     "", "agent-estate": "", "signature-type": "", "surface-context": "",
		"receipt-detail-level": "", "commitment-type": "", "agent-estate-status": "",
	} {
		files := constraint.ForSchemaIn(hounfour.Contract870, schema)
		if len(files) != 1 {
			t.Errorf("%s: %d files", schema, len(files))
			continue
		}
		m := files[0].Obligations("2026-01-01T00:00:00.000Z")
		got := ""
		if m != nil {
			var ids []string
			for _, r := range m.Rules {
				ids = append(ids, r.RuleID)
				if r.Evaluator != hounfour.ObligationRuntimeDeferred || r.Reason != "" || r.Rule == "" || r.EvaluationNote == "" {
					t.Errorf("%s %s: %+v", schema, r.RuleID, r)
				}
			}
			got = m.SchemaID + " " + m.ContractVersion + " " + strings.Join(ids, ",")
		}
		if got != want {
			t.Errorf("%s: %q, want %q", schema, got, want)
		}
		if want == "" && len(files[0].Constraints()) != 0 {
			t.Errorf("%s: %d constraints, want an empty file", schema, len(files[0].Constraints()))
		}
	}
}
