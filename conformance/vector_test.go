package conformance_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
)

// benchVector is an ensemble-position conformance vector with matching rules
// and metadata (0.9 KB).
var benchVector = []byte(`{"vector_id":"conformance-ensemble-001","category":"ensemble-position",` +
	`"description":"Consensus between two models on the same answer","contract_version":"7.0.0",` +
	`"input":{"strategy":"consensus","candidates":[{"model_id":"claude-3-opus","content":"The answer is 42.","cost_micro":"50000"},` +
	`{"model_id":"gpt-4-turbo","content":"The answer is 42.","cost_micro":"25000"}],"budget_limit_micro":"100000","timeout_ms":30000},` +
	`"expected_output":{"consensus_reached":true,"final_position":"The answer is 42.","total_cost_micro":"75000","candidate_count":2},` +
	`"expected_valid":true,"matching_rules":{"select_fields":["consensus_reached","total_cost_micro","candidate_count"],` +
	`"volatile_fields":["created_at"],"numeric_tolerance":0,"canonicalize_strings":true,"null_handling":"equivalent"},` +
	`"cross_field_validations":[{"rule_id":"r-1","expected_severity":"warning","expected_message_pattern":"^x.*y$"}],` +
	`"metadata":{"finding":"F-1","refs":[1,2,null]}}`)

func TestConformanceCategoriesOrder(t *testing.T) {
	t.Parallel()
	want := []string{"provider-normalization", "pricing-calculation", "thinking-trace", "tool-call-roundtrip",
		"ensemble-position", "reservation-enforcement", "delegation-chain", "inter-agent-transaction",
		"conservation-properties", "jwt-boundary", "agent-identity", "capability-scoped-trust", "liveness-properties",
		"registry-bridge", "delegation-tree", "bridge-transfer-saga", "delegation-outcome", "monetary-policy",
		"permission-boundary", "governance-proposal"}
	got := conformance.CategoriesFor(hounfour.Contract700)
	if len(got) != len(want) {
		t.Fatalf("%d categories, want %d", len(got), len(want))
	}
	for i := range want {
		t.Run(want[i], func(t *testing.T) {
			if string(got[i]) != want[i] || !got[i].Valid() {
				t.Errorf("category %d = %q, want %q", i, got[i], want[i])
			}
		})
	}
	got[0] = "x"
	if conformance.Categories()[0] != conformance.CategoryProviderNormalization {
		t.Error("ConformanceCategories returned a shared slice")
	}
	for _, bad := range []conformance.Category{"", "Pricing-Calculation", "pricing"} {
		t.Run(string(bad), func(t *testing.T) {
			if bad.Valid() {
				t.Errorf("%q is valid", bad)
			}
		})
	}
}

func TestConformanceVectorDecode(t *testing.T) {
	t.Parallel()
	var v conformance.Vector
	if err := hounfour.Decode(benchVector, &v); err != nil {
		t.Fatal(err)
	}
	if v.Category != conformance.CategoryEnsemblePosition || len(v.Input) != 4 || v.MatchingRules == nil ||
		*v.MatchingRules.NumericTolerance != 0 || v.MatchingRules.NullHandling != conformance.NullEquivalent ||
		*v.CrossFieldValidations[0].ExpectedMessagePattern != "^x.*y$" || v.CrossFieldValidations[0].ExpectedSeverity != conformance.ExpectWarning {
		t.Fatalf("decoded %+v", v)
	}
	// A vector that expects its own output passes the harness check.
	if r := conformance.MatchOutput(v.ExpectedOutput, v.ExpectedOutput, v.MatchingRules); !r.Matched {
		t.Fatal(r.Reason)
	}
	if err := roundtrip.Check[conformance.Vector](benchVector); err != nil {
		t.Fatal(err)
	}
}

func FuzzDecodeConformanceVector(f *testing.F) {
	f.Add(benchVector)
	f.Add([]byte(`{"vector_id":"conformance-ab-001","input":{"a":1,"a":2},"matching_rules":{"numeric_tolerance":1e400}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[conformance.Vector](data); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzMatchConformanceOutput: the matcher never panics, and a document
// without numbers beyond double range matches itself.
func FuzzMatchConformanceOutput(f *testing.F) {
	f.Add([]byte(`{"a":1,"b":"X ","c":null}`), []byte(`{"a":1.05,"b":" x","d":null}`), true)
	f.Add([]byte(`{"a":[1,{"b":null}]}`), []byte(`{"a":[1,{}]}`), false)
	f.Fuzz(func(t *testing.T, a, b []byte, strict bool) {
		var ea, eb map[string]json.RawMessage
		if json.Unmarshal(a, &ea) != nil || json.Unmarshal(b, &eb) != nil {
			return
		}
		rules := &conformance.MatchingRules{}
		if strict {
			rules.NullHandling = conformance.NullStrict
		}
		conformance.MatchOutput(ea, eb, rules)
		if !bytes.Contains(a, []byte("e")) && !bytes.Contains(a, []byte("E")) {
			if r := conformance.MatchOutput(ea, ea, rules); !r.Matched {
				t.Fatalf("%s does not match itself: %s", a, r.Reason)
			}
		}
	})
}

func BenchmarkDecodeConformanceVector(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchVector)))
	for b.Loop() {
		var v conformance.Vector
		if err := hounfour.Decode(benchVector, &v); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeConformanceVectorNoValidate(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchVector)))
	for b.Loop() {
		var v conformance.Vector
		if err := v.UnmarshalJSON(benchVector); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMatchConformanceOutput(b *testing.B) {
	var v conformance.Vector
	if err := hounfour.Decode(benchVector, &v); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if !conformance.MatchOutput(v.ExpectedOutput, v.ExpectedOutput, nil).Matched {
			b.Fatal("no match")
		}
	}
}
