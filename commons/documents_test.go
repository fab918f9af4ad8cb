package commons_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/commons"
	"github.com/hounfour-go/hounfour/integrity"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/testkit/commonsdocs"
	"github.com/hounfour-go/hounfour/internal/testkit/pathmode"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
	"github.com/hounfour-go/hounfour/schemas"
)

var under87 = hounfour.Options{Contract: hounfour.Contract870}

// decodeAs decodes doc under o as a new value of the type registered as
// schema.
func decodeAs(t *testing.T, o hounfour.Options, schema, doc string) (hounfour.Validator, error) {
	t.Helper()
	v, err := schemas.New(schema)
	if err != nil {
		t.Fatal(err)
	}
	return v, o.Decode([]byte(doc), v)
}

// TestDocumentsUnderContracts: every commons type is a document type of
// 8.7.0 (decoded, valid, encoded back byte for byte) and none of 7.0.0
// (ErrNotInContract; an unknown schema name).
func TestDocumentsUnderContracts(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range commonsdocs.Valid {
		seen[c.Schema] = true
		t.Run(c.Schema, func(t *testing.T) {
			v, err := decodeAs(t, under87, c.Schema, c.Text)
			if err != nil {
				t.Fatalf("8.7.0: %v", err)
			}
			if err := under87.Validate(v); err != nil {
				t.Errorf("8.7.0 Validate: %v", err)
			}
			enc, err := json.Marshal(v)
			if err != nil || string(enc) != c.Text {
				t.Errorf("round trip: %s %v\nwant %s", enc, err, c.Text)
			}
			if err := schemas.ValidateWith(c.Schema, []byte(c.Text), under87); err != nil {
				t.Errorf("schemas 8.7.0: %v", err)
			}
			_, err = decodeAs(t, hounfour.Options{Contract: hounfour.Contract700}, c.Schema, c.Text)
			if !errors.Is(err, hounfour.ErrNotInContract) {
				t.Errorf("7.0.0: %v, want ErrNotInContract", err)
			}
			if err := schemas.ValidateWith(c.Schema, []byte(c.Text), hounfour.Options{Contract: hounfour.Contract700}); err == nil || !strings.Contains(err.Error(), "unknown schema name") {
				t.Errorf("schemas 7.0.0: %v, want an unknown schema name", err)
			}
			if slices.Contains(schemas.NamesFor(hounfour.Contract700), c.Schema) || !slices.Contains(schemas.NamesFor(hounfour.Contract870), c.Schema) {
				t.Errorf("NamesFor: %s not only in 8.7.0's names", c.Schema)
			}
		})
	}
	for _, n := range schemas.NamesFor(hounfour.Contract870) {
		if strings.HasPrefix(n, "commons/") && !seen[n] {
			if n == "commons/governed-freshness" || n == "commons/governance-mutation" || n == "commons/hash-chain-discontinuity" ||
				n == "commons/quarantine-record" || n == "commons/contract-negotiation" {
				continue // upstream's conformance inputs and the cases below cover them
			}
			t.Errorf("%s: no valid document in this test", n)
		}
	}
}

// TestStrictDecode: an undeclared member, a repeated member and a
// case-mismatched member name are rejected in every commons object, the
// governed fields and the union's variants included, on every path.
func TestStrictDecode(t *testing.T) {
	paths := pathmode.Claim(t)
	for _, c := range commonsdocs.Valid {
		if c.Text[0] != '{' {
			continue
		}
		first := c.Text[1:strings.IndexByte(c.Text, ':')]
		mutations := map[string]string{
			"undeclared": `{"zz_undeclared":1,` + c.Text[1:],
			"repeated":   `{` + c.Text[1:len(c.Text)-1] + `,` + first + `:` + c.Text[strings.IndexByte(c.Text, ':')+1:],
			"case":       `{"` + strings.ToUpper(first[1:2]) + first[2:] + c.Text[len(first)+1:],
		}
		if strings.Contains(c.Text, `"version":3`) {
			mutations["governed field repeated"] = strings.Replace(c.Text, `"version":3`, `"version":3,"version":4`, 1)
			mutations["governed field case"] = strings.Replace(c.Text, `"version":3`, `"Version":3`, 1)
		}
		for what, doc := range mutations {
			t.Run(c.Schema+"/"+what, func(t *testing.T) {
				for _, mode := range []codec.Mode{codec.ModeFast, codec.ModeReflect, codec.ModeReference} {
					paths.Set(mode)
					_, err := decodeAs(t, under87, c.Schema, doc)
					var ve *hounfour.ValidationError
					if !errors.As(err, &ve) {
						t.Errorf("mode %d: %s accepted (%v)", mode, doc, err)
					}
				}
			})
		}
	}
}

// TestFeatureViolations: the codec features the commons types brought
// (a boolean const, a union of integer constants, an embedded member
// group, the governance-error union) report exactly these violations.
func TestFeatureViolations(t *testing.T) {
	paths := pathmode.Claim(t)
	cases := []struct{ Schema, Text, want string }{
		{"commons/governance-error", `{"type":"INVARIANT_VIOLATION","invariant_id":"CL-01","expression":"a == b","retryable":true,"error_code":"E1","message":"broken","affected_fields":[],"timestamp":"` + commonsdocs.Timestamp + `"}`,
			"/retryable const Expected false"},
		{"commons/governance-error", `{"type":"PARTIAL_APPLICATION","expected_version":1,"actual_version":2,"retryable":false,"error_code":"E3","message":"m","affected_fields":[],"timestamp":"` + commonsdocs.Timestamp + `"}`,
			"/retryable const Expected true"},
		{"commons/governance-error", `{"type":"NOPE"}`, " anyOf Expected union value"},
		{"commons/governance-error", `{"retryable":true}`, " anyOf Expected union value"},
		{"commons/governance-error", `[1]`, " anyOf Expected union value"},
		{"commons/governance-error", `{"type":"GUARD_FAILURE"`, " json-syntax "},
		{"commons/vector-manifest-entry", `{"vector_id":"v1","category":"c","path":"p","layer":3,"description":"d","contract_version":"8.0.0","expected_valid":true}`,
			"/layer anyOf Expected union value"},
		{"commons/vector-manifest-entry", `{"vector_id":"v1","category":"c","path":"p","layer":0,"description":"d","contract_version":"8.0.0","expected_valid":true}`,
			"/layer anyOf Expected union value"},
		{"commons/vector-manifest-entry", `{"vector_id":"v1","category":"c","path":"p","layer":2.0,"description":"d","contract_version":"8.0.0","expected_valid":true}`,
			""},
		// Deviation 105: upstream reports these as anyOf.
		{"commons/vector-manifest-entry", `{"vector_id":"v1","category":"c","path":"p","layer":"1","description":"d","contract_version":"8.0.0","expected_valid":true}`,
			"/layer type Expected integer"},
		{"commons/vector-manifest-entry", `{"vector_id":"v1","category":"c","path":"p","layer":1.5,"description":"d","contract_version":"8.0.0","expected_valid":true}`,
			"/layer type Expected integer"},
		{"commons/governed-credits", `{"lot_id":"` + commonsdocs.UUID + `","balance":"5","original_allocation":"10","reserved":"2","consumed":"3","currency":"micro-usd",` +
			strings.Replace(commonsdocs.Governed, `"version":3`, `"version":-1`, 1) + `}`,
			"/version minimum Expected integer to be greater or equal to 0"},
		{"commons/governed-credits", `{"lot_id":"` + commonsdocs.UUID + `","balance":"5","original_allocation":"10","reserved":"2","consumed":"3","currency":"micro-usd",` +
			strings.Replace(commonsdocs.Governed, `,"version":3`, ``, 1) + `}`,
			"/version required Expected required property"},
		{"commons/governed-credits", `{"lot_id":"` + commonsdocs.UUID + `","balance":"5","original_allocation":"10","reserved":"2","consumed":"3","currency":"micro-usd",` +
			strings.Replace(commonsdocs.Governed, `"contract_version":"8.0.0"`, `"contract_version":"8.0"`, 1) + `}`,
			"/contract_version pattern Expected string to match '^\\d+\\.\\d+\\.\\d+$'"},
	}
	for _, c := range cases {
		t.Run(c.Schema+" "+c.want, func(t *testing.T) {
			for _, mode := range []codec.Mode{codec.ModeFast, codec.ModeReflect, codec.ModeReference} {
				paths.Set(mode)
				_, err := decodeAs(t, under87, c.Schema, c.Text)
				got := violations(err)
				if c.want == "" && got != "" || c.want != "" && !strings.HasPrefix(got, c.want) {
					t.Errorf("mode %d: %s\n got %q\nwant %q", mode, c.Text, got, c.want)
				}
			}
		})
	}
}

// violations lists err's violations, one "path rule message" per line.
func violations(err error) string {
	if err == nil {
		return ""
	}
	var ve *hounfour.ValidationError
	if !errors.As(err, &ve) {
		return "error: " + err.Error()
	}
	var b strings.Builder
	for i, v := range ve.Violations {
		if i > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "%s %s %s", v.Path, v.Rule, v.Message)
	}
	return b.String()
}

// TestPathsAgree: the generated decoders, the reflective decoder and the
// reference paths give the same violations, decoded values and encodings
// on every document of this file and of upstream's conformance inputs,
// each mutated by dropping, nulling and retyping every top-level member.
func TestPathsAgree(t *testing.T) {
	paths := pathmode.Claim(t)
	docs := map[string][]string{}
	for _, c := range commonsdocs.Valid {
		docs[c.Schema] = append(docs[c.Schema], c.Text)
	}
	for _, in := range conformanceInputs(t) {
		docs[in.schema] = append(docs[in.schema], string(in.doc))
	}
	n := 0
	for schema, list := range docs {
		for _, doc := range list {
			for _, m := range mutate(doc) {
				var want string
				var wantV hounfour.Validator
				for i, mode := range []codec.Mode{codec.ModeReference, codec.ModeReflect, codec.ModeFast} {
					paths.Set(mode)
					v, err := decodeAs(t, under87, schema, m)
					enc, encErr := json.Marshal(v)
					got := fmt.Sprintf("%s\n%s %v", violations(err), enc, encErr)
					if i == 0 {
						want, wantV = got, v
					} else if got != want {
						t.Errorf("%s %s: mode %d differs from the reference:\n got %s\nwant %s", schema, m, mode, got, want)
					} else if !reflect.DeepEqual(v, wantV) {
						t.Errorf("%s %s: mode %d decodes %#v, the reference %#v", schema, m, mode, v, wantV)
					}
					n++
				}
			}
		}
	}
	t.Logf("%d decodes compared", n)
}

// mutate returns doc and, for a JSON object, doc with each top-level member
// dropped, set to null and set to a string.
func mutate(doc string) []string {
	out := []string{doc}
	var m map[string]json.RawMessage
	if json.Unmarshal([]byte(doc), &m) != nil {
		return out
	}
	for k := range m {
		for _, repl := range []json.RawMessage{nil, json.RawMessage(`null`), json.RawMessage(`"x"`)} {
			c := map[string]json.RawMessage{}
			for k2, v := range m {
				c[k2] = v
			}
			if repl == nil {
				delete(c, k)
			} else {
				c[k] = repl
			}
			b, _ := json.Marshal(c)
			out = append(out, string(b))
		}
	}
	return out
}

type conformanceInput struct {
	file, schema string
	doc          []byte
	valid        bool
}

// conformanceInputs returns the documents of upstream 8.7.0's commons,
// governed-resource-runtime and consumer-contract conformance vectors with
// the schema each is run as and its expected verdict, as the vectors'
// runs assert them.
func conformanceInputs(t *testing.T) []conformanceInput {
	t.Helper()
	dir := upstreamdata.Dir87(t, "vectors", "conformance")
	var out []conformanceInput
	read := func(rel string) (input map[string]json.RawMessage, raw json.RawMessage, valid bool) {
		data, err := os.ReadFile(filepath.Join(dir, rel))
		if err != nil {
			t.Fatal(err)
		}
		var v struct {
			Input         json.RawMessage `json:"input"`
			ExpectedValid bool            `json:"expected_valid"`
		}
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatalf("%s: %v", rel, err)
		}
		_ = json.Unmarshal(v.Input, &input)
		return input, v.Input, v.ExpectedValid
	}
	for rel, schema := range map[string]string{
		"commons/governed-credits/valid-balanced-lot.json":                   "commons/governed-credits",
		"commons/governed-freshness/valid-fresh-resource.json":               "commons/governed-freshness",
		"commons/governed-reputation/cold-null-score-valid.json":             "commons/governed-reputation",
		"commons/dynamic-contract/valid-monotonic-surfaces.json":             "commons/dynamic-contract",
		"commons/dynamic-contract/valid-negotiation-server-derived.json":     "commons/contract-negotiation",
		"commons/governed-resource/strict-empty-invariants-rejected.json":    "commons/conservation-law",
		"consumer-contract/valid-contract.json":                              "consumer-contract",
		"consumer-contract/missing-symbol.json":                              "consumer-contract",
		"consumer-contract/unknown-entrypoint.json":                          "consumer-contract",
		"governed-resource-runtime/mutation-context-autonomous.json":         "mutation-context",
		"governed-resource-runtime/mutation-context-human.json":              "mutation-context",
		"governed-resource-runtime/mutation-context-system.json":             "mutation-context",
		"governed-resource-runtime/mutation-context-with-access-policy.json": "mutation-context",
	} {
		_, raw, valid := read(rel)
		if rel == "commons/governed-resource/strict-empty-invariants-rejected.json" {
			valid = false // its run: invalid (it also lacks scope)
		}
		if strings.HasPrefix(rel, "consumer-contract/") {
			valid = true // the document is valid; the vector's verdict is the symbol check's
		}
		out = append(out, conformanceInput{rel, schema, raw, valid})
	}
	entries, err := os.ReadDir(filepath.Join(dir, "governed-resource-runtime"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		rel := "governed-resource-runtime/" + e.Name()
		if strings.HasPrefix(e.Name(), "mutation-context-") {
			continue
		}
		input, _, valid := read(rel)
		add := func(schema string, doc json.RawMessage) {
			out = append(out, conformanceInput{rel, schema, doc, valid})
		}
		for k, v := range input {
			switch k {
			case "transition_result":
				add("transition-result", v)
			case "invariant_result":
				add("invariant-result", v)
			case "invariant_results", "transitions":
				var list []json.RawMessage
				if err := json.Unmarshal(v, &list); err != nil {
					t.Fatal(err)
				}
				schema := "invariant-result"
				if k == "transitions" {
					schema = "transition-result"
				}
				for _, d := range list {
					add(schema, d)
				}
			}
		}
	}
	return out
}

// TestConformanceInputs: every input of upstream 8.7.0's commons,
// governed-resource-runtime and consumer-contract conformance vectors
// decodes under 8.7.0 with the verdict its run expects.
func TestConformanceInputs(t *testing.T) {
	ins := conformanceInputs(t)
	if len(ins) < 20 {
		t.Fatalf("only %d conformance inputs", len(ins))
	}
	for _, in := range ins {
		t.Run(in.file+" as "+in.schema, func(t *testing.T) {
			_, err := decodeAs(t, under87, in.schema, string(in.doc))
			if (err == nil) != in.valid {
				t.Errorf("valid %v, want %v: %v", err == nil, in.valid, err)
			}
		})
	}
}

// TestMissingVersionRejected: upstream's governed-resource vector without
// a version is invalid with "/version" required, on every path; the same
// document with a version is valid and its members come out in
// declaration order (the group's in its place).
func TestMissingVersionRejected(t *testing.T) {
	paths := pathmode.Claim(t)
	data, err := os.ReadFile(filepath.Join(upstreamdata.Dir87(t, "vectors", "conformance", "commons", "governed-resource"), "missing-version-rejected.json"))
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Input json.RawMessage `json:"input"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	for _, mode := range []codec.Mode{codec.ModeFast, codec.ModeReflect, codec.ModeReference} {
		paths.Set(mode)
		var g commons.GovernedTestResource
		viol, err := codec.Decode(v.Input, &g)
		if err != nil || len(viol) != 1 || viol[0].Path != "/version" || viol[0].Rule != "required" {
			t.Errorf("mode %d: %v %v, want /version required", mode, viol, err)
		}
		fixed := bytes.Replace(v.Input, []byte(`"governance_class"`), []byte(`"version": 0, "governance_class"`), 1)
		g = commons.GovernedTestResource{}
		if viol, err := codec.Decode(fixed, &g); err != nil || len(viol) != 0 {
			t.Errorf("mode %d: with a version: %v %v", mode, viol, err)
		}
		enc, err := codec.Marshal(&g)
		if err != nil || !bytes.HasPrefix(enc, []byte(`{"test_field":`)) || !bytes.Contains(enc, []byte(`"governance_class":"protocol-fixed","version":0,`)) {
			t.Errorf("mode %d: encoding %s %v", mode, enc, err)
		}
	}
}

// TestUnionHolder: GovernanceErrorJSON holds each variant, encodes it and
// refuses to encode nothing; its variant is a Go error.
func TestUnionHolder(t *testing.T) {
	var g commons.GovernanceErrorJSON
	if _, err := json.Marshal(g); err == nil {
		t.Error("an empty holder encoded")
	}
	if err := g.Validate(); violations(err) != " anyOf Expected union value" {
		t.Errorf("empty holder: %v", err)
	}
	for _, c := range commonsdocs.Valid {
		if c.Schema != "commons/governance-error" {
			continue
		}
		if err := json.Unmarshal([]byte(c.Text), &g); err != nil {
			t.Fatal(err)
		}
		var ge commons.GovernanceError = g.Error
		if !strings.Contains(c.Text, `"type":"`+string(ge.GovernanceErrorType())+`"`) || ge.Error() == "" {
			t.Errorf("%s: decoded %#v", c.Text, ge)
		}
		if reflect.TypeOf(ge).Elem().Name() == "" {
			t.Errorf("%T", ge)
		}
	}
	if err := json.Unmarshal([]byte(`{"type":"X"}`), &g); err == nil {
		t.Error("an unknown type decoded")
	}
	var cc integrity.ConsumerContract
	if err := json.Unmarshal([]byte(`{"Consumer":"x"}`), &cc); err == nil {
		t.Error("a case-mismatched member decoded")
	}
}

// TestGovernedInvariantsHold: the run of upstream's governed-credits,
// governed-freshness and governed-reputation conformance vectors after
// Validate: each invariant of the resource's conservation law, evaluated
// with the constraint language on the input, is true.
func TestGovernedInvariantsHold(t *testing.T) {
	n := 0
	for _, in := range conformanceInputs(t) {
		if !strings.HasPrefix(in.schema, "commons/governed-") {
			continue
		}
		v, err := decodeAs(t, under87, in.schema, string(in.doc))
		if err != nil {
			t.Fatalf("%s: %v", in.file, err)
		}
		var law commons.ConservationLaw
		switch r := v.(type) {
		case *commons.GovernedCredits:
			law = r.ConservationLaw
		case *commons.GovernedFreshness:
			law = r.ConservationLaw
		case *commons.GovernedReputation:
			law = r.ConservationLaw
		}
		if len(law.Invariants) == 0 {
			t.Errorf("%s: no invariants", in.file)
		}
		for _, inv := range law.Invariants {
			if !holds(t, inv, string(in.doc)) {
				t.Errorf("%s: %s %q is false", in.file, inv.InvariantID, inv.Expression)
			}
			n++
		}
	}
	if n < 3 {
		t.Errorf("only %d invariants evaluated", n)
	}
}
