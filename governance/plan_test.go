package governance_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/governance"
)

const signoffDoc = `{"envelope_kind":"plan_signoff","contract_version":"8.6.0","ts":"2026-05-09T12:00:00Z","cluster_id":"c1",
"plan_content_hash":"sha256:abababababababababababababababababababababababababababababababab",
"signoff_actor_class":"single_operator","signoff_actor_id":"op-1","tier":"T2","reason":"reviewed","ttl_seconds_at_emit":"86400",
"chain_refs":{"prev_envelope_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000","parent_signoff_hash":null},
"cumulative_drift_pct":0,"signature":"ed25519:` + "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" + `"}`

const amendmentDoc = `{"envelope_kind":"plan_amendment_request","contract_version":"8.6.0","ts":"2026-05-09T12:00:00Z","cluster_id":"c1",
"actor_id":"a1","parent_signoff_id":"so-1","parent_plan_hash":"sha256:abababababababababababababababababababababababababababababababab",
"proposed_delta":"d","severity":"major","trigger_class":"observed_failure","rationale":"r",
"recommended_paths":[{"id":"p1","summary":"s","tradeoff":"t"}],"jury_recommendation":null,
"chain_refs":{"prev_envelope_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000"}}`

// outcome is the verdict and obligations of a validation under o: the
// first violation's rule, or the obligation rule ids with their reasons.
func outcome(t *testing.T, o hounfour.Options, doc string, v hounfour.Validator) string {
	t.Helper()
	if err := o.Decode([]byte(doc), v); err != nil {
		var ve *hounfour.ValidationError
		if !errors.As(err, &ve) {
			t.Fatal(err)
		}
		return "invalid " + ve.Violations[0].Rule
	}
	var out []string
	if m := o.Obligations(v); m != nil {
		for _, r := range m.Rules {
			out = append(out, r.RuleID+"/"+string(r.Reason))
		}
	}
	return "valid " + strings.Join(out, " ")
}

// TestPlanOutcomeMatrix: a signed and chained sign-off and a chained,
// unsigned amendment request under every combination of the options.
func TestPlanOutcomeMatrix(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name             string
		o                hounfour.Options
		signoff, amended string
	}{
		{"no options", hounfour.Options{}, "invalid crypto-deferred", "valid ORD-3/context_absent"},
		{"accept deferred", hounfour.Options{AcceptDeferred: true},
			"valid CRYPTO_DEFERRED/crypto_deferred ORD-3/context_absent", "valid ORD-3/context_absent"},
		{"accept deferred, fail closed", hounfour.Options{AcceptDeferred: true, FailClosed: true},
			"invalid chain-context-deferred", "invalid chain-context-deferred"},
		{"fail closed", hounfour.Options{FailClosed: true}, "invalid crypto-deferred", "invalid chain-context-deferred"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			if got := outcome(t, c.o, signoffDoc, &governance.PlanSignoffEnvelope{}); got != c.signoff {
				t.Errorf("sign-off: %s, want %s", got, c.signoff)
			}
			if got := outcome(t, c.o, amendmentDoc, &governance.PlanAmendmentRequest{}); got != c.amended {
				t.Errorf("amendment: %s, want %s", got, c.amended)
			}
		})
	}
}

// TestPlanSchemaIDs: the manifests name the types' schema ids.
func TestPlanSchemaIDs(t *testing.T) {
	t.Parallel()
	var s governance.PlanSignoffEnvelope
	o := hounfour.Options{AcceptDeferred: true}
	if err := o.Decode([]byte(signoffDoc), &s); err != nil {
		t.Fatal(err)
	}
	if m := o.Obligations(&s); m == nil || m.SchemaID != "PlanSignoffEnvelope" || m.ContractVersion != "8.7.0" {
		t.Errorf("%+v", m)
	}
	var a governance.PlanAmendmentRequest
	if err := (hounfour.Options{}).Decode([]byte(amendmentDoc), &a); err != nil {
		t.Fatal(err)
	}
	if m := (hounfour.Options{}).Obligations(&a); m == nil || m.SchemaID != "PlanAmendmentRequest" {
		t.Errorf("%+v", m)
	}
}

// TestPlanConstraints: the constraint files' verdicts on a valid sign-off
// and amendment: the runtime-deferred rules are never evaluated.
func TestPlanConstraints(t *testing.T) {
	t.Parallel()
	var a governance.PlanAmendmentRequest
	if err := a.UnmarshalJSON([]byte(amendmentDoc)); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range a.CheckConstraints() {
		got = append(got, r.ID+" "+string(r.Status))
	}
	want := []string{"PAR-1 deferred", "PAR-2 deferred", "PAR-3 deferred", "PAR-4 deferred", "PAR-5 pass", "PAR-6 deferred"}
	if !slices.Equal(got, want) {
		t.Errorf("%v\nwant %v", got, want)
	}
	for _, r := range a.CheckConstraints() {
		if r.ID != "PAR-5" && r.Status != constraint.StatusDeferred {
			t.Errorf("%s evaluated", r.ID)
		}
	}
}

// TestPlanVocabularies: the value lists in protocol order, fresh copies.
func TestPlanVocabularies(t *testing.T) {
	t.Parallel()
	if got := governance.SignoffTiers(); !slices.Equal(got, []governance.SignoffTier{"T2", "T3"}) {
		t.Errorf("SignoffTiers() = %v", got)
	}
	if got := governance.SignoffActorClasses(); !slices.Equal(got, []governance.SignoffActorClass{"single_operator", "jury_panel", "delegate"}) {
		t.Errorf("SignoffActorClasses() = %v", got)
	}
	if got := governance.AmendmentSeverities(); !slices.Equal(got, []governance.AmendmentSeverity{"minor", "major"}) {
		t.Errorf("AmendmentSeverities() = %v", got)
	}
	if got := governance.AmendmentTriggerClasses(); !slices.Equal(got, []governance.AmendmentTriggerClass{"schema_drift", "ambiguity", "out_of_scope_dep", "observed_failure"}) {
		t.Errorf("AmendmentTriggerClasses() = %v", got)
	}
	tiers := governance.SignoffTiers()
	tiers[0] = "T1"
	if governance.SignoffTier("T1").Valid() || !governance.TierT2.Valid() || governance.SignoffTiers()[0] != "T2" {
		t.Error("the tiers changed through a copy")
	}
}

// TestPlanContract700: unknown to a 7.0.0 peer.
func TestPlanContract700(t *testing.T) {
	t.Parallel()
	var a governance.PlanAmendmentRequest
	if err := (hounfour.Options{Contract: hounfour.Contract700}).Decode([]byte(amendmentDoc), &a); !errors.Is(err, hounfour.ErrNotInContract) {
		t.Errorf("under 7.0.0: %v", err)
	}
}
