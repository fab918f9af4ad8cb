package conformance_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
)

func matchObj(t *testing.T, s string) map[string]json.RawMessage {
	t.Helper()
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func ptr[T any](v T) *T { return &v }

// The specification's cases: the four oracle examples first, then one
// case per clause of the equality.
func TestMatchConformanceOutput(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name             string
		expected, actual string
		rules            *conformance.MatchingRules
		reason           string // "" = matched
		paths            []string
	}{
		{"oracle tolerance and canonical strings", `{"a":1,"b":"X ","c":null}`, `{"a":1.05,"b":" x","d":null}`,
			&conformance.MatchingRules{NumericTolerance: ptr(0.1), CanonicalizeStrings: ptr(true)}, "", nil},
		{"oracle strict nested null, volatile a", `{"a":1,"b":{"c":null}}`, `{"a":2,"b":{}}`,
			&conformance.MatchingRules{NullHandling: conformance.NullStrict, VolatileFields: []string{"a"}}, "1 field(s) did not match: b", []string{"b"}},
		{"oracle select with a name missing on both sides", `{"a":1,"b":2}`, `{"a":1,"b":3,"c":4}`,
			&conformance.MatchingRules{SelectFields: []string{"a", "zz"}}, "", nil},
		{"oracle arrays of different length", `{"a":[1,2]}`, `{"a":[1,2,3]}`, nil, "1 field(s) did not match: a", []string{"a"}},
		{"select repeats are compared twice", `{"a":1}`, `{"a":2}`,
			&conformance.MatchingRules{SelectFields: []string{"a", "a"}}, "2 field(s) did not match: a, a", []string{"a", "a"}},
		{"empty select means all: {} vs {}", `{}`, `{}`, &conformance.MatchingRules{SelectFields: []string{}}, "", nil},
		{"empty select means all: extra actual member", `{}`, `{"x":1}`, &conformance.MatchingRules{SelectFields: []string{}}, "1 field(s) did not match: x", []string{"x"}},
		{"expected members first, then actual's new ones", `{"b":1,"a":1}`, `{"z":1,"b":2,"a":2}`, nil,
			"3 field(s) did not match: a, b, z", []string{"a", "b", "z"}},
		{"volatile removes a selected field", `{"a":1}`, `{"a":2}`,
			&conformance.MatchingRules{SelectFields: []string{"a"}, VolatileFields: []string{"a"}}, "", nil},
		{"volatile names only top-level members", `{"a":{"t":1}}`, `{"a":{"t":2}}`,
			&conformance.MatchingRules{VolatileFields: []string{"t", "a.t"}}, "1 field(s) did not match: a", []string{"a"}},
		{"missing vs null equivalent by default", `{"a":null}`, `{}`, nil, "", nil},
		{"missing vs null equivalent explicitly", `{}`, `{"a":null}`, &conformance.MatchingRules{NullHandling: conformance.NullEquivalent}, "", nil},
		{"missing vs null strict", `{"a":null}`, `{}`, &conformance.MatchingRules{NullHandling: conformance.NullStrict}, "1 field(s) did not match: a", []string{"a"}},
		{"null vs null strict", `{"a":null}`, `{"a":null}`, &conformance.MatchingRules{NullHandling: conformance.NullStrict}, "", nil},
		{"missing vs value", `{"a":0}`, `{}`, nil, "1 field(s) did not match: a", []string{"a"}},
		{"null vs value", `{"a":null}`, `{"a":0}`, nil, "1 field(s) did not match: a", []string{"a"}},
		{"number vs string", `{"a":1}`, `{"a":"1"}`, nil, "1 field(s) did not match: a", []string{"a"}},
		{"bool vs number", `{"a":true}`, `{"a":1}`, nil, "1 field(s) did not match: a", []string{"a"}},
		{"array vs object", `{"a":[]}`, `{"a":{}}`, nil, "1 field(s) did not match: a", []string{"a"}},
		{"strings exact by default", `{"a":"X"}`, `{"a":"x"}`, nil, "1 field(s) did not match: a", []string{"a"}},
		{"canonicalize trims JavaScript white space", "{\"a\":\"\\ufeffAbc\\u00a0\"}", `{"a":"abc"}`,
			&conformance.MatchingRules{CanonicalizeStrings: ptr(true)}, "", nil},
		{"canonicalize false is exact", `{"a":" x"}`, `{"a":"x"}`, &conformance.MatchingRules{CanonicalizeStrings: ptr(false)}, "1 field(s) did not match: a", []string{"a"}},
		{"canonicalize applies inside arrays and objects", `{"a":[{"b":"Q"}]}`, `{"a":[{"b":"q "}]}`,
			&conformance.MatchingRules{CanonicalizeStrings: ptr(true)}, "", nil},
		{"numbers compare as doubles", `{"a":1}`, `{"a":1.0e0}`, nil, "", nil},
		{"numbers beyond 2^53 collapse as doubles", `{"a":9007199254740993}`, `{"a":9007199254740992}`, nil, "", nil},
		{"numbers differ without tolerance", `{"a":1}`, `{"a":1.05}`, nil, "1 field(s) did not match: a", []string{"a"}},
		{"tolerance bound is inclusive", `{"a":1}`, `{"a":1.5}`, &conformance.MatchingRules{NumericTolerance: ptr(0.5)}, "", nil},
		{"tolerance exceeded", `{"a":1}`, `{"a":1.6}`, &conformance.MatchingRules{NumericTolerance: ptr(0.5)}, "1 field(s) did not match: a", []string{"a"}},
		{"tolerance zero is exact", `{"a":1}`, `{"a":1.0000001}`, &conformance.MatchingRules{NumericTolerance: ptr(0.0)}, "1 field(s) did not match: a", []string{"a"}},
		{"a number beyond double range never equals", `{"a":1e400}`, `{"a":1e400}`, nil, "1 field(s) did not match: a", []string{"a"}},
		{"nested object missing member vs null tolerated", `{"a":{"b":null}}`, `{"a":{}}`, nil, "", nil},
		{"nested object missing member vs value", `{"a":{"b":1}}`, `{"a":{}}`, nil, "1 field(s) did not match: a", []string{"a"}},
		{"nested object extra member", `{"a":{}}`, `{"a":{"b":false}}`, nil, "1 field(s) did not match: a", []string{"a"}},
		{"array elements null are not missing", `{"a":[null]}`, `{"a":[null]}`, &conformance.MatchingRules{NullHandling: conformance.NullStrict}, "", nil},
		{"object member order is irrelevant", `{"a":{"x":1,"y":2}}`, `{"a":{"y":2,"x":1}}`, nil, "", nil},
		{"nil maps", `{}`, `{}`, nil, "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := conformance.MatchOutput(matchObj(t, tt.expected), matchObj(t, tt.actual), tt.rules)
			if got.Matched != (tt.reason == "") || got.Reason != tt.reason {
				t.Fatalf("got matched=%v reason %q, want reason %q", got.Matched, got.Reason, tt.reason)
			}
			var paths []string
			for _, m := range got.Mismatches {
				paths = append(paths, m.Path)
			}
			if len(paths) != len(tt.paths) {
				t.Fatalf("mismatch paths %v, want %v", paths, tt.paths)
			}
			for i := range paths {
				if paths[i] != tt.paths[i] {
					t.Fatalf("mismatch paths %v, want %v", paths, tt.paths)
				}
			}
		})
	}
}

func TestMatchConformanceOutputMismatchValues(t *testing.T) {
	t.Parallel()
	got := conformance.MatchOutput(matchObj(t, `{"a":1,"b":null}`), matchObj(t, `{"c":"x","b":2}`), &conformance.MatchingRules{NullHandling: conformance.NullStrict})
	b, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"matched":false,"reason":"3 field(s) did not match: a, b, c","mismatches":[{"path":"a","expected":1},{"path":"b","expected":null,"actual":2},{"path":"c","actual":"x"}]}`
	if string(b) != want {
		t.Fatalf("got  %s\nwant %s", b, want)
	}
	b, _ = json.Marshal(conformance.MatchOutput(nil, nil, nil))
	if string(b) != `{"matched":true}` {
		t.Fatalf("got %s", b)
	}
}

func TestMatchConformanceOutputBadJSON(t *testing.T) {
	t.Parallel()
	got := conformance.MatchOutput(map[string]json.RawMessage{"a": json.RawMessage(`{`)}, nil, nil)
	if got.Matched || got.Mismatches != nil || got.Reason != `Matching error: expected member "a": unexpected EOF` {
		t.Fatalf("got %+v", got)
	}
	got = conformance.MatchOutput(nil, map[string]json.RawMessage{"a": json.RawMessage(`1 2`)}, nil)
	if got.Matched || got.Reason != `Matching error: actual member "a": invalid JSON: text after the value` {
		t.Fatalf("got %+v", got)
	}
}

// Matching a document against itself always succeeds when no number is
// beyond double range (the harness check of every valid vector), and the
// result is symmetric in its two arguments.
func TestMatchConformanceOutputProperties(t *testing.T) {
	t.Parallel()
	params := proptest.Parameters(t, 500)
	scalar := gen.OneGenOf(
		gen.Const(json.RawMessage(`null`)), gen.Const(json.RawMessage(`true`)), gen.Const(json.RawMessage(`" X"`)),
		gen.Const(json.RawMessage(`"x"`)), gen.Const(json.RawMessage(`1`)), gen.Const(json.RawMessage(`1.05`)),
		gen.Const(json.RawMessage(`[1,{"a":null}]`)), gen.Const(json.RawMessage(`{"a":{}}`)),
	)
	doc := gen.MapOf(gen.OneConstOf("a", "b", "c"), scalar)
	rules := gen.Struct(reflect.TypeFor[conformance.MatchingRules](), map[string]gopter.Gen{
		"NullHandling":        gen.OneConstOf(conformance.NullHandling(""), conformance.NullStrict, conformance.NullEquivalent),
		"CanonicalizeStrings": gen.OneConstOf((*bool)(nil), ptr(true), ptr(false)),
		"NumericTolerance":    gen.OneConstOf((*float64)(nil), ptr(0.1)),
		"SelectFields":        gen.OneConstOf([]string(nil), []string{}, []string{"a", "zz"}),
		"VolatileFields":      gen.OneConstOf([]string(nil), []string{"b"}),
	})
	p := gopter.NewProperties(params)
	p.Property("reflexive", prop.ForAll(func(d map[string]json.RawMessage, r conformance.MatchingRules) bool {
		return conformance.MatchOutput(d, d, &r).Matched
	}, doc, rules))
	p.Property("symmetric verdict", prop.ForAll(func(a, b map[string]json.RawMessage, r conformance.MatchingRules) bool {
		return conformance.MatchOutput(a, b, &r).Matched == conformance.MatchOutput(b, a, &r).Matched
	}, doc, doc, rules))
	p.TestingRun(t)
}
