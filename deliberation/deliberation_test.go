package deliberation_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/deliberation"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

var v8 = hounfour.Options{Contract: hounfour.Contract870}

// rules returns the rule ids of err's violations (nil for nil).
func rules(t *testing.T, err error) []string {
	t.Helper()
	if err == nil {
		return nil
	}
	var ve *hounfour.ValidationError
	if !errors.As(err, &ve) {
		t.Fatalf("not a validation error: %v", err)
	}
	var ids []string
	for _, v := range ve.Violations {
		ids = append(ids, v.Rule)
	}
	return ids
}

// edit reads an upstream fixture, applies f to it as a generic JSON value
// and returns the bytes.
func edit(t *testing.T, path string, f func(m map[string]any)) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	delete(m, "_comment")
	f(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func obj(v any, keys ...any) map[string]any {
	for _, k := range keys {
		switch k := k.(type) {
		case string:
			v = v.(map[string]any)[k]
		case int:
			v = v.([]any)[k]
		}
	}
	return v.(map[string]any)
}

// TestFiringRules: one document per rule that can fire, each an upstream
// valid fixture changed so that exactly that rule fails.
func TestFiringRules(t *testing.T) {
	t.Parallel()
	pda := upstreamdata.Dir87(t, "vectors", "PanelDecisionArtifact", "valid")
	pv := upstreamdata.Dir87(t, "vectors", "PanelVerdict", "valid")
	csr := upstreamdata.Dir87(t, "vectors", "CrossScoreReport", "valid")
	multi := filepath.Join(pda, "canonical-002-multi-parent-dag.json")
	blocker := filepath.Join(pv, "canonical-003-blocker-reject.json")
	for _, c := range []struct {
		name string
		new  func() any
		doc  []byte
		want []string
	}{
		{"PDA-3", func() any { return new(deliberation.DecisionArtifact) }, edit(t, multi, func(m map[string]any) {
			delete(obj(m, "claims", 0, "grounding"), "output_hash")
		}), []string{"PDA-3"}},
		{"PDA-5", func() any { return new(deliberation.DecisionArtifact) }, edit(t, multi, func(m map[string]any) {
			obj(m, "claims", 2)["grounding"] = map[string]any{"type": "acknowledged_judgment", "justification": "because"}
		}), []string{"PDA-5"}},
		{"PDA-4", func() any { return new(deliberation.DecisionArtifact) }, edit(t, multi, func(m map[string]any) {
			obj(m, "claims", 2)["confidence"] = "speculative"
			obj(m, "trust_context")["routing_decision"] = "auto-honor"
		}), []string{"PDA-4"}},
		{"PDA-2 dangling", func() any { return new(deliberation.DecisionArtifact) }, edit(t, multi, func(m map[string]any) {
			obj(m, "claims", 2, "grounding")["claim_id"] = "claim-missing"
		}), []string{"PDA-2"}},
		{"PDA-2 duplicate", func() any { return new(deliberation.DecisionArtifact) }, edit(t, multi, func(m map[string]any) {
			obj(m, "claims", 3)["claim_id"] = "claim-derived"
		}), []string{"PDA-2"}},
		{"PDA-2 artifact reference (Validate: valid)", func() any { return new(deliberation.DecisionArtifact) },
			edit(t, filepath.Join(pda, "canonical-004-artifact-reference.json"), func(map[string]any) {}), nil},
		{"PV-5", func() any { return new(deliberation.PanelVerdict) }, edit(t, blocker, func(m map[string]any) {
			delete(m, "asymmetric_blocker_signal")
		}), []string{"PV-5"}},
		{"PV-1", func() any { return new(deliberation.PanelVerdict) }, edit(t, blocker, func(m map[string]any) {
			m["verdict"] = "proceed"
		}), []string{"PV-1"}},
		{"PV-3", func() any { return new(deliberation.PanelVerdict) }, edit(t, blocker, func(m map[string]any) {
			obj(m, "asymmetric_blocker_signal", "cross_validation")["validated"] = false
		}), []string{"PV-3"}},
		{"CSR-1", func() any { return new(deliberation.CrossScoreReport) }, edit(t, filepath.Join(csr, "canonical-001-shadow.json"), func(m map[string]any) {
			s := obj(m, "pairwise_scores", 0)
			s["scored"] = s["scorer"]
		}), []string{"CSR-1"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			v := c.new().(hounfour.Validator)
			if got := rules(t, v8.Decode(c.doc, v)); !slices.Equal(got, c.want) {
				t.Errorf("%v, want %v", got, c.want)
			}
		})
	}
}

// TestArtifactReferenceAsWritten: the constraint file's PDA-2, which
// CheckConstraints evaluates as written, rejects an artifact_reference
// grounding naming an artifact; Validate does not.
func TestArtifactReferenceAsWritten(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(filepath.Join(upstreamdata.Dir87(t, "vectors", "PanelDecisionArtifact", "valid"),
		"canonical-004-artifact-reference.json"))
	if err != nil {
		t.Fatal(err)
	}
	var a deliberation.DecisionArtifact
	if err := v8.Decode(data, &a); err != nil {
		t.Fatal(err)
	}
	if !a.ClaimGraphValid() {
		t.Error("ClaimGraphValid false")
	}
	var failed []string
	for _, r := range a.CheckConstraints() {
		if r.Status == constraint.StatusFail {
			failed = append(failed, r.ID)
		}
	}
	if !slices.Equal(failed, []string{"PDA-2"}) {
		t.Errorf("CheckConstraints fails %v, want [PDA-2]", failed)
	}
}

// TestBucketAllows: Allows is PV-1's table; every bucket and verdict pair
// agrees with the constraint's expression.
func TestBucketAllows(t *testing.T) {
	t.Parallel()
	x := constraint.MustCompile("(bucket == 'HIGH_CONSENSUS' && verdict == 'proceed') || (bucket == 'DISPUTED' && verdict == 'defer') || (bucket == 'BLOCKER' && verdict == 'reject') || (bucket == 'LOW_VALUE' && (verdict == 'proceed' || verdict == 'defer' || verdict == 'low_value_pass'))")
	n := 0
	for _, b := range append(deliberation.Buckets(), "OTHER") {
		for _, v := range append(deliberation.VerdictKinds(), "other") {
			want, err := x.Check(constraint.ObjectOf(constraint.Member{Name: "bucket", Value: constraint.String(string(b))},
				constraint.Member{Name: "verdict", Value: constraint.String(string(v))}))
			if err != nil {
				t.Fatal(err)
			}
			if b.Allows(v) != want {
				t.Errorf("%s %s: Allows %v", b, v, !want)
			}
			if want {
				n++
			}
		}
	}
	if n != 6 {
		t.Errorf("%d pairs allowed, want 6", n)
	}
}

// TestCrossValidationHolds: the veto's two conditions at their bounds.
func TestCrossValidationHolds(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		agreement float64
		score     int
		want      bool
	}{{0.7, 0, true}, {0.69, 599, false}, {0, 600, true}, {1, 1000, true}, {0.6999999, 599, false}} {
		cv := deliberation.CrossValidation{CrossModelAgreement: c.agreement, SameModelReviewerScore: c.score}
		if cv.Holds() != c.want {
			t.Errorf("%v %d: %v", c.agreement, c.score, !c.want)
		}
	}
}

// TestDissentID: Crockford's alphabet, 26 characters, any first character.
func TestDissentID(t *testing.T) {
	t.Parallel()
	for id, want := range map[deliberation.DissentID]bool{
		"01ARZ3NDEKTSV4RRFFQ69G5FAV": true, "ZZZZZZZZZZZZZZZZZZZZZZZZZZ": true, "8ZZZZZZZZZZZZZZZZZZZZZZZZZ": true,
		"01ARZ3NDEKTSV4RRFFQ69G5FA": false, "01ARZ3NDEKTSV4RRFFQ69G5FAVV": false, "I1ARZ3NDEKTSV4RRFFQ69G5FAV": false,
		"L1ARZ3NDEKTSV4RRFFQ69G5FAV": false, "O1ARZ3NDEKTSV4RRFFQ69G5FAV": false, "U1ARZ3NDEKTSV4RRFFQ69G5FAV": false,
		"a1ARZ3NDEKTSV4RRFFQ69G5FAV": false, "": false,
	} {
		if id.Valid() != want {
			t.Errorf("%q: Valid %v", id, !want)
		}
	}
}

// TestNotInContract700: under the 7.0.0 profile the deliberation types are
// not document types.
func TestNotInContract700(t *testing.T) {
	t.Parallel()
	v7 := hounfour.Options{Contract: hounfour.Contract700}
	var pv deliberation.PanelVerdict
	if err := v7.Decode([]byte(`{}`), &pv); !errors.Is(err, hounfour.ErrNotInContract) {
		t.Errorf("PanelVerdict under 7.0.0: %v", err)
	}
}
