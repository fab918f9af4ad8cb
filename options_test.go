package hounfour_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour"
	ct "github.com/hounfour-go/hounfour/internal/testkit/contracttypes"
)

var (
	opt7 = hounfour.Options{Contract: hounfour.Contract700}
	opt8 = hounfour.Options{Contract: hounfour.Contract870}
)

func violationsOf(t *testing.T, err error) []hounfour.Violation {
	t.Helper()
	if err == nil {
		return nil
	}
	var verr *hounfour.ValidationError
	if !errors.As(err, &verr) {
		t.Fatalf("not a *ValidationError: %v", err)
	}
	return verr.Violations
}

func TestOptionsDecodeUnderContract(t *testing.T) {
	doc := []byte(`{"kind":"later","score":0.5,"note":{"text":"t","extra":"e"}}`)
	var v7 ct.Doc
	got := violationsOf(t, opt7.Decode(doc, &v7))
	want := []hounfour.Violation{
		{Path: "/kind", Rule: "enum", Message: "Expected union value", Allowed: []string{"plain"}},
		{Path: "/score", Rule: "additionalProperties", Message: "Unexpected property"},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("7.0.0 (-want +got):\n%s", d)
	}
	var v8 ct.Doc
	if err := opt8.Decode(doc, &v8); err != nil || *v8.Score != 0.5 || *v8.Note.Extra != "e" {
		t.Errorf("8.7.0: %v, %+v", err, v8)
	}
	// The open object under 7.0.0 keeps the later member as undeclared.
	var o7 ct.Open
	if err := opt7.Decode([]byte(`{"text":"t","extra":"e"}`), &o7); err != nil || o7.Extra != nil || string(o7.Unknown["extra"]) != `"e"` {
		t.Errorf("open, 7.0.0: %v, %+v", err, o7)
	}
}

func TestOptionsLaterType(t *testing.T) {
	var v ct.Later
	for name, err := range map[string]error{
		"Decode":   opt7.Decode([]byte(`{"a":"x"}`), &v),
		"Validate": opt7.Validate(&ct.Later{A: "x"}),
	} {
		t.Run(name, func(t *testing.T) {
			var uerr *hounfour.UnsupportedError
			var verr *hounfour.ValidationError
			if !errors.Is(err, hounfour.ErrNotInContract) || !errors.As(err, &uerr) || errors.As(err, &verr) ||
				uerr.Contract != hounfour.Contract700 || !reflect.DeepEqual(uerr.Paths, []string{""}) {
				t.Errorf("%s under 7.0.0: %v", name, err)
			}
		})
	}
	if v.A != "" {
		t.Error("the later type was decoded")
	}
	if err := opt8.Decode([]byte(`{"a":"x"}`), &v); err != nil || v.A != "x" {
		t.Errorf("8.7.0: %v", err)
	}
	if got := opt7.Unsupported(&ct.Later{}); !reflect.DeepEqual(got, []string{""}) {
		t.Errorf("Unsupported = %q", got)
	}
	if _, err := opt7.Marshal(&ct.Later{A: "x"}); !errors.Is(err, hounfour.ErrNotInContract) {
		t.Errorf("Marshal: %v", err)
	}
}

func TestOptionsValidateUnderContract(t *testing.T) {
	s := 0.5
	v := &ct.Doc{Kind: "plain", Score: &s, Subs: []ct.Doc{{Kind: "later"}}}
	got := violationsOf(t, opt7.Validate(v))
	want := []hounfour.Violation{
		{Path: "/subs/0/kind", Rule: "enum", Message: "Expected union value", Allowed: []string{"plain"}},
		{Path: "/score", Rule: "additionalProperties", Message: "Unexpected property"},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("7.0.0 (-want +got):\n%s", d)
	}
	if err := opt8.Validate(v); err != nil {
		t.Errorf("8.7.0: %v", err)
	}
}

func TestOptionsUnsupportedAndMarshal(t *testing.T) {
	s, e := 0.5, "e"
	v := &ct.Doc{Kind: "plain", Score: &s, Subs: []ct.Doc{{Kind: "later"}, {Kind: "plain"}},
		Note: &ct.Open{Text: "t", Extra: &e}, Tags: map[string]ct.Kind{"b": "later", "a": "plain", "c": "later"}}
	want := []string{"/score", "/subs/0/kind", "/tags/b", "/tags/c"}
	if got := opt7.Unsupported(v); !reflect.DeepEqual(got, want) {
		t.Errorf("Unsupported under 7.0.0 = %q, want %q", got, want)
	}
	if got := opt8.Unsupported(v); got != nil {
		t.Errorf("Unsupported under 8.7.0 = %q", got)
	}
	_, err := opt7.Marshal(v)
	var uerr *hounfour.UnsupportedError
	if !errors.As(err, &uerr) || !reflect.DeepEqual(uerr.Paths, want) || !errors.Is(err, hounfour.ErrNotInContract) {
		t.Fatalf("Marshal under 7.0.0: %v", err)
	}
	if msg := err.Error(); msg != "hounfour: contract 7.0.0 lacks what the document type holds at /score, /subs/0/kind, /tags/b, /tags/c" {
		t.Errorf("message %q", msg)
	}
	out, err := opt8.Marshal(v)
	if err != nil || !strings.Contains(string(out), `"score":0.5`) {
		t.Errorf("Marshal under 8.7.0: %s, %v", out, err)
	}
	plain := &ct.Doc{Kind: "plain", Note: &ct.Open{Text: "t"}}
	a, err := opt7.Marshal(plain)
	b, _ := json.Marshal(plain)
	if err != nil || string(a) != string(b) {
		t.Errorf("Marshal of a 7.0.0 value: %s, %v; json.Marshal %s", a, err, b)
	}
	if _, err := (hounfour.Options{Contract: "9.9.9"}).Marshal(plain); !errors.Is(err, hounfour.ErrUnknownContract) {
		t.Errorf("unknown contract: %v", err)
	}
}

func TestOptionsDeferrals(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	chain := &hounfour.ChainContext{GrantedByChainRecords: []json.RawMessage{json.RawMessage(`{"delegation_id":"genesis:org-public-key"}`)}}
	cryptoErr := []hounfour.Violation{{Path: "", Rule: hounfour.RuleCryptoDeferred, Message: hounfour.CryptoDeferredMessage}}
	chainErr := []hounfour.Violation{{Path: "", Rule: hounfour.RuleChainContextDeferred, Message: hounfour.ChainContextDeferredMessage}}
	type entry struct {
		id     string
		reason hounfour.ObligationReason
	}
	for _, tc := range []struct {
		name    string
		doc     string
		target  func() hounfour.Validator
		opts    hounfour.Options
		viol    []hounfour.Violation
		schema  string
		entries []entry
	}{
		{"crypto, default", `{"sig":"s"}`, func() hounfour.Validator { return &ct.Crypto{} }, hounfour.Options{}, cryptoErr, "", nil},
		{"crypto, accepted", `{"sig":"s"}`, func() hounfour.Validator { return &ct.Crypto{} }, hounfour.Options{AcceptDeferred: true, Now: now},
			nil, "OptCrypto", []entry{{"CRYPTO_DEFERRED", hounfour.ReasonCryptoDeferred}}},
		// Structurally invalid: no deferral, whatever the options.
		{"crypto, invalid", `{"sig":""}`, func() hounfour.Validator { return &ct.Crypto{} }, hounfour.Options{},
			[]hounfour.Violation{{Path: "/sig", Rule: "minLength", Message: "Expected string length greater or equal to 1"}}, "", nil},
		{"integrity, default", `{"hash":"h"}`, func() hounfour.Validator { return &ct.Integrity{} }, hounfour.Options{}, cryptoErr, "", nil},
		{"integrity, accepted", `{"hash":"h"}`, func() hounfour.Validator { return &ct.Integrity{} }, hounfour.Options{AcceptDeferred: true},
			nil, "OptIntegrity", []entry{{"INTEGRITY_DEFERRED", hounfour.ReasonIntegrityDeferred}}},
		{"chain, no context", `{"scope":{"governance":true}}`, func() hounfour.Validator { return &ct.Chain{} }, hounfour.Options{},
			nil, "OptChain", []entry{{"ORD-3", hounfour.ReasonContextAbsent}}},
		{"chain, empty context", `{"scope":{}}`, func() hounfour.Validator { return &ct.Chain{} },
			hounfour.Options{ChainContext: &hounfour.ChainContext{GrantedByChainRecords: []json.RawMessage{}}},
			nil, "OptChain", []entry{{"ORD-3", hounfour.ReasonContextAbsent}}},
		{"chain, context", `{"scope":{}}`, func() hounfour.Validator { return &ct.Chain{} }, hounfour.Options{ChainContext: chain},
			nil, "OptChain", []entry{{"ORD-3", hounfour.ReasonPatternMatching}}},
		{"chain, fail closed", `{"scope":{}}`, func() hounfour.Validator { return &ct.Chain{} }, hounfour.Options{FailClosed: true}, chainErr, "", nil},
		{"chain, fail closed with context", `{"scope":{}}`, func() hounfour.Validator { return &ct.Chain{} },
			hounfour.Options{FailClosed: true, ChainContext: chain}, nil, "OptChain", []entry{{"ORD-3", hounfour.ReasonChainContextProvided}}},
		{"chain, drift", `{"scope":{"governance":true,"zeta":true,"alpha_x":false}}`, func() hounfour.Validator { return &ct.Chain{} },
			hounfour.Options{}, nil, "OptChain",
			[]entry{{"ORD-3", hounfour.ReasonContextAbsent}, {"ORD-5", hounfour.ReasonVocabularyDrift}, {"ORD-5", hounfour.ReasonVocabularyDrift}}},
		{"union escrow, default", `{"status":"escrow","sig":"s"}`, func() hounfour.Validator { return &ct.Union{} }, hounfour.Options{}, cryptoErr, "", nil},
		{"union escrow, accepted", `{"status":"escrow","sig":"s"}`, func() hounfour.Validator { return &ct.Union{} },
			hounfour.Options{AcceptDeferred: true}, nil, "OptUnion#status=escrow", []entry{{"CRYPTO_DEFERRED", hounfour.ReasonCryptoDeferred}}},
		{"union candidate", `{"status":"candidate"}`, func() hounfour.Validator { return &ct.Union{} }, hounfour.Options{}, nil, "", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := tc.target()
			got := violationsOf(t, tc.opts.Decode([]byte(tc.doc), v))
			if d := cmp.Diff(tc.viol, got); d != "" {
				t.Fatalf("Decode (-want +got):\n%s", d)
			}
			// Validate of the Go value agrees; with the default options,
			// so does the type's own Validate method.
			if d := cmp.Diff(tc.viol, violationsOf(t, tc.opts.Validate(v))); d != "" {
				t.Errorf("Validate (-want +got):\n%s", d)
			}
			if reflect.DeepEqual(tc.opts, hounfour.Options{}) {
				if d := cmp.Diff(tc.viol, violationsOf(t, v.Validate())); d != "" {
					t.Errorf("v.Validate (-want +got):\n%s", d)
				}
			}
			m := tc.opts.Obligations(v)
			if tc.entries == nil {
				if m != nil {
					t.Fatalf("Obligations = %+v, want nil", m)
				}
				return
			}
			if m == nil || m.SchemaID != tc.schema || m.ContractVersion != hounfour.ContractVersion || len(m.Rules) != len(tc.entries) {
				t.Fatalf("Obligations = %+v", m)
			}
			for i, e := range tc.entries {
				if r := m.Rules[i]; r.RuleID != e.id || r.Reason != e.reason {
					t.Errorf("entry %d = %s %s, want %s %s", i, r.RuleID, r.Reason, e.id, e.reason)
				}
			}
			if !tc.opts.Now.IsZero() && m.EmittedAt != "2026-01-01T00:00:00.000Z" {
				t.Errorf("EmittedAt = %q", m.EmittedAt)
			}
		})
	}
	// The drift entries name their keys, sorted.
	m := hounfour.Options{}.Obligations(&ct.Chain{Scope: map[string]bool{"zeta": true, "alpha_x": true}})
	if m == nil || !strings.Contains(m.Rules[1].EvaluationNote, `"alpha_x"`) || !strings.Contains(m.Rules[2].EvaluationNote, `"zeta"`) {
		t.Errorf("drift entries: %+v", m)
	}
	// Accepted crypto-bearing data with an exact manifest.
	m = hounfour.Options{AcceptDeferred: true, Now: now}.Obligations(&ct.Crypto{Sig: "s"})
	out, err := json.Marshal(m)
	want := `{"schema_id":"OptCrypto","contract_version":"` + hounfour.ContractVersion + `","manifest_emitted_at":"2026-01-01T00:00:00.000Z",` +
		`"unverified_rules":[{"rule_id":"CRYPTO_DEFERRED","rule":` + jsonString(hounfour.CryptoDeferredRule) +
		`,"evaluator":"consumer","reason":"crypto_deferred","evaluation_note":` + jsonString(hounfour.CryptoDeferredNote) +
		`,"consumer_acknowledgment_required":true}]}`
	if err != nil || string(out) != want {
		t.Errorf("manifest:\n%s\nwant\n%s", out, want)
	}
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return strings.NewReplacer(`\u003c`, "<", `\u003e`, ">", `\u0026`, "&").Replace(string(b))
}

func TestOptionsUnknownContract(t *testing.T) {
	o := hounfour.Options{Contract: "7.1.0"}
	var v ct.Doc
	var cerr *hounfour.ContractError
	if err := o.Decode([]byte(`{"kind":"plain"}`), &v); !errors.As(err, &cerr) {
		t.Errorf("Decode: %v", err)
	}
	if err := o.Validate(&v); !errors.Is(err, hounfour.ErrUnknownContract) {
		t.Errorf("Validate: %v", err)
	}
	if o.Obligations(&ct.Crypto{Sig: "s"}) != nil || !reflect.DeepEqual(o.Unsupported(&v), []string{""}) {
		t.Error("Obligations/Unsupported under an unknown contract")
	}
}
