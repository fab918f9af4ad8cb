package recall_test

import (
	"encoding/json"
	"errors"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/recall"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"
)

var v8 = hounfour.Options{Contract: hounfour.Contract870}

func TestIsNamespaceExamples(t *testing.T) {
	for s, want := range map[string]bool{
		"ab:c1:d-e": true, "acme:billing-svc:prod_eu": true, "a1:b_:c-": true,
		"ab:cd": false, "ab:c:de": false, "a:bc:de": false, "AB:cd:ef": false, "a_b:cd:ef": false,
		"ab:cd:ef:gh": false, "ab:1c:de": false, "": false, "::": false, "ab:cd:": false, "ab:cd:e": false,
	} {
		if got := recall.IsNamespace(s); got != want {
			t.Errorf("IsNamespace(%q) = %v, want %v", s, got, want)
		}
		if got := recall.SurfaceContext(s).Valid(); got != want {
			t.Errorf("SurfaceContext(%q).Valid() = %v, want %v", s, got, want)
		}
	}
	for _, s := range recall.SurfaceContexts() {
		if !s.Valid() || recall.IsNamespace(string(s)) {
			t.Errorf("%s", s)
		}
	}
}

// IsNamespace agrees with NamespacePattern compiled by regexp (the
// oracle) on random texts over the characters that matter.
func TestIsNamespaceMatchesPattern(t *testing.T) {
	re := regexp.MustCompile(recall.NamespacePattern)
	props := gopter.NewProperties(proptest.Parameters(t, 5000))
	props.Property("IsNamespace == pattern", prop.ForAll(func(rs []rune) bool {
		s := string(rs)
		return recall.IsNamespace(s) == re.MatchString(s)
	}, gen.SliceOf(gen.OneConstOf('a', 'b', 'z', '0', '9', '_', '-', ':', 'A', ' ', 'é'))))
	props.TestingRun(t)
}

const forgetPII = `{"forget_id":"550e8400-e29b-41d4-a716-446655440000","subject_agent_id":"agent-alpha","authorized_by_signer_id":"signer-ops","recorded_at":"2026-05-01T00:00:00Z","contract_version":"8.5.0","forget_scope":"pii_only"}`

func TestForgetRecordRoundTrip(t *testing.T) {
	var f recall.ForgetRecord
	if err := v8.Decode([]byte(forgetPII), &f); err != nil {
		t.Fatal(err)
	}
	if f.ForgetScope != recall.ForgetPIIOnly || f.LegalMandateReference != nil || f.SubjectAgentID != "agent-alpha" {
		t.Errorf("%+v", f)
	}
	b, err := json.Marshal(f)
	if err != nil || string(b) != forgetPII {
		t.Errorf("%s %v", b, err)
	}
	// The crypto variant: the mandate is required and kept.
	m := "GDPR-17-2026-001"
	f.ForgetScope, f.LegalMandateReference = recall.ForgetCryptoFullDestruction, &m
	if err := f.Validate(); err != nil {
		t.Fatal(err)
	}
	b, _ = json.Marshal(f)
	var g recall.ForgetRecord
	if err := json.Unmarshal(b, &g); err != nil || g.LegalMandateReference == nil || *g.LegalMandateReference != m {
		t.Errorf("%s: %+v %v", b, g, err)
	}
	// A mandate on another scope is a violation, and is not written.
	f.ForgetScope = recall.ForgetAgentFull
	var ve *hounfour.ValidationError
	if err := f.Validate(); !errors.As(err, &ve) || ve.Violations[0].Path != "/legal_mandate_reference" || ve.Violations[0].Rule != "additionalProperties" {
		t.Errorf("mandate on agent_full: %v", err)
	}
	if _, err := json.Marshal(f); err == nil {
		t.Error("a mandate on agent_full was encoded")
	}
	f.ForgetScope = "everything"
	if err := f.Validate(); !errors.As(err, &ve) || ve.Violations[0].Path != "/forget_scope" || ve.Violations[0].Rule != "enum" {
		t.Errorf("unknown scope: %v", err)
	}
	if _, err := json.Marshal(f); err == nil {
		t.Error("an unknown scope was encoded")
	}
	var z recall.ForgetRecord
	if err := z.Validate(); !errors.As(err, &ve) || ve.Violations[0].Rule != "required" {
		t.Errorf("zero: %v", err)
	}
	// Under 7.0.0 the type does not exist.
	if err := (hounfour.Options{Contract: hounfour.Contract700}).Decode([]byte(forgetPII), new(recall.ForgetRecord)); !errors.Is(err, hounfour.ErrNotInContract) {
		t.Errorf("7.0.0: %v", err)
	}
}

const commitment = `{"commitment_id":"550e8400-e29b-41d4-a716-446655440000","commitment_type":"recall_receipt","subject_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000","created_at":"2026-05-01T00:00:00Z","contract_version":"8.5.0"}`

// CR-2 is reported whatever the options, before any deferral step; the
// accepted commitment root leaves only INTEGRITY_DEFERRED.
func TestCommitmentRootOutcomes(t *testing.T) {
	opts := v8
	opts.AcceptDeferred, opts.Now = true, time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	var c recall.CommitmentRoot
	if err := opts.Decode([]byte(commitment), &c); err != nil {
		t.Fatal(err)
	}
	m := opts.Obligations(&c)
	if m == nil || len(m.Rules) != 1 || m.Rules[0].RuleID != hounfour.IntegrityDeferredRuleID || m.SchemaID != "CommitmentRoot" {
		t.Errorf("%+v", m)
	}
	chain := "eip155:1"
	c.AnchorChainID = &chain
	for _, o := range []hounfour.Options{v8, opts} {
		var ve *hounfour.ValidationError
		if err := o.Validate(&c); !errors.As(err, &ve) || len(ve.Violations) != 1 || ve.Violations[0].Rule != "CR-2" {
			t.Errorf("AcceptDeferred %v: %v", o.AcceptDeferred, err)
		}
		if o.Obligations(&c) != nil {
			t.Error("obligations of an invalid document")
		}
	}
	tx := "0xabc"
	c.AnchorTxHash = &tx
	if err := opts.Validate(&c); err != nil {
		t.Error(err)
	}
	err := v8.Validate(&c)
	var ve *hounfour.ValidationError
	if !errors.As(err, &ve) || ve.Violations[0].Rule != hounfour.RuleCryptoDeferred || !strings.HasPrefix(ve.Violations[0].Message, "CRYPTO_DEFERRED:") {
		t.Errorf("default: %v", err)
	}
}

// A pack is integrity-bearing only: valid with no obligation under any
// options.
func TestPackNoObligation(t *testing.T) {
	p := recall.Pack{Items: []recall.Item{}}
	doc := `{"pack_id":"550e8400-e29b-41d4-a716-446655440000","recall_request_ref":"550e8400-e29b-41d4-a716-446655440000","items":[],"redactions":{"total_redacted":0,"redaction_categories":[]},"exclusions":{"total_excluded":0,"exclusion_categories":[]},"pack_hash":"sha256:0000000000000000000000000000000000000000000000000000000000000000","created_at":"2026-05-01T00:00:00Z","contract_version":"8.5.0"}`
	for _, o := range []hounfour.Options{v8, {Contract: hounfour.Contract870, AcceptDeferred: true, FailClosed: true}} {
		if err := o.Decode([]byte(doc), &p); err != nil {
			t.Fatal(err)
		}
		if m := o.Obligations(&p); m != nil {
			t.Errorf("%+v", m)
		}
	}
	b, _ := json.Marshal(&p)
	if string(b) != doc {
		t.Errorf("%s", b)
	}
}
