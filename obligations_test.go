package hounfour_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

const sampleManifest = `{"schema_id":"OrgRepresentativeDelegation","contract_version":"8.7.0",` +
	`"manifest_emitted_at":"2026-01-01T00:00:00.000Z","unverified_rules":[` +
	`{"rule_id":"ORD-3","rule":"r","evaluator":"consumer","reason":"context_absent","evaluation_note":"n","consumer_acknowledgment_required":true},` +
	`{"rule_id":"ORD-5","rule":"r5","evaluator":"library","reason":"vocabulary_drift","evaluation_note":"","consumer_acknowledgment_required":true}]}`

func TestObligationsManifestJSON(t *testing.T) {
	var m hounfour.ObligationsManifest
	if err := json.Unmarshal([]byte(sampleManifest), &m); err != nil {
		t.Fatal(err)
	}
	want := hounfour.ObligationsManifest{SchemaID: "OrgRepresentativeDelegation", ContractVersion: "8.7.0",
		EmittedAt: "2026-01-01T00:00:00.000Z", Rules: []hounfour.Obligation{
			{RuleID: "ORD-3", Rule: "r", Evaluator: hounfour.ObligationConsumer, Reason: hounfour.ReasonContextAbsent, EvaluationNote: "n"},
			{RuleID: "ORD-5", Rule: "r5", Evaluator: hounfour.ObligationLibrary, Reason: hounfour.ReasonVocabularyDrift}}}
	if !cmp.Equal(m, want) {
		t.Errorf("%+v\nwant %+v", m, want)
	}
	out, err := json.Marshal(m)
	if err != nil || string(out) != sampleManifest {
		t.Errorf("round trip %s (%v)", out, err)
	}
	// A file's manifest: rules before the time, no reason; kept on a round
	// trip.
	file := `{"schema_id":"X","contract_version":"1.2.3","unverified_rules":[{"rule_id":"a","rule":"true",` +
		`"evaluator":"runtime-deferred","evaluation_note":"","consumer_acknowledgment_required":true}],"manifest_emitted_at":"T"}`
	var f hounfour.ObligationsManifest
	if err := json.Unmarshal([]byte(file), &f); err != nil || f.Order != hounfour.ObligationsFileOrder {
		t.Fatalf("%v %+v", err, f)
	}
	if out, _ := json.Marshal(f); string(out) != file {
		t.Errorf("file order %s", out)
	}
	f.Order = hounfour.ObligationsValidateOrder
	if out, _ := json.Marshal(&f); !strings.Contains(string(out), `"manifest_emitted_at":"T","unverified_rules"`) {
		t.Errorf("validate order %s", out)
	}
	if out, _ := json.Marshal(hounfour.ObligationsManifest{}); string(out) !=
		`{"schema_id":"","contract_version":"","manifest_emitted_at":"","unverified_rules":[]}` {
		t.Errorf("zero manifest %s", out)
	}
}

func TestObligationsManifestStrict(t *testing.T) {
	entry := `{"rule_id":"a","rule":"r","evaluator":"consumer","evaluation_note":"n","consumer_acknowledgment_required":true}`
	manifest := func(e string) string {
		return `{"schema_id":"X","contract_version":"8.7.0","manifest_emitted_at":"T","unverified_rules":[` + e + `]}`
	}
	for _, c := range []struct{ name, doc, want string }{
		{"unknown member", strings.Replace(manifest(entry), `"schema_id"`, `"extra":1,"schema_id"`, 1), "/extra additionalProperties"},
		{"missing member", `{"schema_id":"X","contract_version":"8.7.0","unverified_rules":[]}`, "/manifest_emitted_at required"},
		{"duplicate member", `{"schema_id":"X","schema_id":"Y"}`, "/schema_id duplicate-member"},
		{"rules not an array", strings.Replace(manifest(""), `[]`, `{}`, 1), "/unverified_rules type"},
		{"schema id not a string", strings.Replace(manifest(""), `"X"`, `7`, 1), "/schema_id type"},
		{"unknown evaluator", manifest(strings.Replace(entry, `"consumer"`, `"oracle"`, 1)), "/unverified_rules/0/evaluator enum"},
		{"unknown reason", manifest(strings.Replace(entry, `"evaluator"`, `"reason":"because","evaluator"`, 1)), "/unverified_rules/0/reason enum"},
		{"acknowledgment false", manifest(strings.Replace(entry, `:true`, `:false`, 1)), "/unverified_rules/0/consumer_acknowledgment_required const"},
		{"acknowledgment missing", manifest(strings.Replace(entry, `,"consumer_acknowledgment_required":true`, ``, 1)),
			"/unverified_rules/0/consumer_acknowledgment_required required"},
		{"note missing", manifest(strings.Replace(entry, `"evaluation_note":"n",`, ``, 1)), "/unverified_rules/0/evaluation_note required"},
		{"entry member", manifest(strings.Replace(entry, `{`, `{"x":null,`, 1)), "/unverified_rules/0/x additionalProperties"},
		{"not an object", `[]`, " type"},
		{"trailing data", manifest("") + `{}`, " json-syntax"},
		{"not JSON", `{"schema_id":`, " json-syntax"},
		{"invalid UTF-8", "{\"schema_id\":\"\xff\"}", " json-syntax"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var m hounfour.ObligationsManifest
			err := m.UnmarshalJSON([]byte(c.doc)) // encoding/json would check the syntax first
			var ve *hounfour.ValidationError
			if !errors.As(err, &ve) || !errors.Is(err, hounfour.ErrInvalid) {
				t.Fatalf("%v", err)
			}
			var got []string
			for _, v := range ve.Violations {
				got = append(got, v.Path+" "+v.Rule)
			}
			if !strings.Contains(strings.Join(got, "\n"), c.want) {
				t.Errorf("violations %v, want %q", got, c.want)
			}
		})
	}
	// Every violation at once.
	var m hounfour.ObligationsManifest
	err := json.Unmarshal([]byte(`{"schema_id":1,"unverified_rules":[{"evaluator":"x","reason":"y","consumer_acknowledgment_required":"yes"}]}`), &m)
	var ve *hounfour.ValidationError
	if !errors.As(err, &ve) || len(ve.Violations) != 9 {
		t.Errorf("%v", err)
	}
}

func TestObligationReasons(t *testing.T) {
	rs := hounfour.ObligationReasons()
	want := []hounfour.ObligationReason{"crypto_deferred", "integrity_deferred", "context_absent", "pattern_matching",
		"chain_context_provided", "vocabulary_drift", "nonce_replay_detected", "nonce_context_deferred",
		"sequence_monotonic_violation", "sequence_context_deferred", "key_version_regression", "cluster_id_mismatch",
		"chain_prev_hash_mismatch", "chain_ledger_mismatch", "ledger_context_deferred", "signoff_plan_hash_mismatch",
		"signoff_ttl_observed", "canonical_size_cap_exceeded", "utf8_byte_length_exceeded",
		"percentiles_monotonic_violation", "signer_key_id_mismatch"}
	if !slices.Equal(rs, want) {
		t.Errorf("%v\nwant %v", rs, want)
	}
	// Each is accepted on decode; its text is the constant's.
	for _, r := range want {
		t.Run(string(r), func(t *testing.T) {
			var o hounfour.Obligation
			doc := `{"rule_id":"a","rule":"r","evaluator":"consumer","reason":"` + string(r) +
				`","evaluation_note":"","consumer_acknowledgment_required":true}`
			if err := json.Unmarshal([]byte(doc), &o); err != nil || o.Reason != r {
				t.Errorf("%s: %v %q", r, err, o.Reason)
			}
		})
	}
	seen := map[hounfour.ObligationReason]bool{}
	for _, r := range rs {
		if seen[r] || !r.Valid() || !regexp.MustCompile(`^[a-z0-9_]+$`).MatchString(string(r)) {
			t.Errorf("reason %q", r)
		}
		seen[r] = true
	}
	rs[0] = "x"
	if hounfour.ObligationReasons()[0] != "crypto_deferred" || hounfour.ObligationReason("x").Valid() || hounfour.ObligationReason("").Valid() {
		t.Error("the reasons are not read-only")
	}
	for _, e := range []hounfour.ObligationEvaluator{hounfour.ObligationRuntimeDeferred, hounfour.ObligationConsumer, hounfour.ObligationLibrary} {
		t.Run(string(e), func(t *testing.T) {
			if !e.Valid() {
				t.Errorf("%s", e)
			}
		})
	}
	var nilManifest *hounfour.ObligationsManifest
	if nilManifest.HasObligations() || (&hounfour.ObligationsManifest{Rules: []hounfour.Obligation{}}).HasObligations() ||
		!(&hounfour.ObligationsManifest{Rules: []hounfour.Obligation{{}}}).HasObligations() {
		t.Error("HasObligations")
	}
}

// TestObligationTexts: the exported texts are byte for byte the protocol's
// (read from the specification beside the checkout).
func TestObligationTexts(t *testing.T) {
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(root, "..", "shared", "spec", "v8", "README.md"))
	if err != nil {
		if os.Getenv(upstreamdata.RequireEnv) != "" {
			t.Fatal(err)
		}
		t.Skipf("SKIP the protocol's texts: the specification is absent (%v)", err)
	}
	spec := string(data)
	sec := spec[strings.Index(spec, "### 5.4 Exact strings"):strings.Index(spec, "### 5.5")]
	var blocks []string
	for _, m := range regexp.MustCompile("(?s)```text\n(.*?)\n```").FindAllStringSubmatch(sec, -1) {
		blocks = append(blocks, m[1])
	}
	if len(blocks) != 9 {
		t.Fatalf("%d text blocks", len(blocks))
	}
	pairs := [][2]string{
		{blocks[0], hounfour.CryptoDeferredMessage},
		{blocks[1], hounfour.ChainContextDeferredMessage},
		{blocks[2], hounfour.CryptoDeferredRule + "\n" + hounfour.CryptoDeferredNote},
		{blocks[3], hounfour.IntegrityDeferredRule + "\n" + hounfour.IntegrityDeferredNote},
		{blocks[4], hounfour.ChainRule},
		{blocks[5], hounfour.ChainContextAbsentNote},
		{blocks[6], hounfour.ChainPatternMatchingNote},
		{blocks[7], hounfour.ChainContextProvidedNote},
		{blocks[8], hounfour.CapabilityScopeRule + "\n" + hounfour.VocabularyDriftNote("{key}")},
	}
	for i, p := range pairs {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if p[0] != p[1] {
				t.Errorf("text %d:\n got %q\nwant %q", i, p[1], p[0])
			}
		})
	}
}

// FuzzObligationsManifest: decoding any text never panics; what decodes
// encodes to a text that decodes to the same manifest, in the same order.
func FuzzObligationsManifest(f *testing.F) {
	f.Add([]byte(sampleManifest))
	f.Add([]byte(`{"schema_id":"X","contract_version":"1.2.3","unverified_rules":[],"manifest_emitted_at":"T"}`))
	f.Add([]byte(`{"schema_id":"X","unverified_rules":[{"evaluator":"x","consumer_acknowledgment_required":false}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var m hounfour.ObligationsManifest
		if err := m.UnmarshalJSON(data); err != nil {
			var ve *hounfour.ValidationError
			if !errors.As(err, &ve) || len(ve.Violations) == 0 {
				t.Fatalf("%T %v", err, err)
			}
			return
		}
		out, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		var again hounfour.ObligationsManifest
		if err := again.UnmarshalJSON(out); err != nil || !cmp.Equal(m, again, cmpEmptyRules) {
			t.Fatalf("%s: %v\n%+v\n%+v", out, err, m, again)
		}
	})
}

// cmpEmptyRules treats nil and empty rules alike.
var cmpEmptyRules = cmp.Comparer(func(a, b []hounfour.Obligation) bool {
	return len(a) == len(b) && (len(a) == 0 || cmp.Equal(a, b))
})
