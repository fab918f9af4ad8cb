package schemagen_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour/internal/codec"
	_ "github.com/hounfour-go/hounfour/internal/domains"
	"github.com/hounfour-go/hounfour/internal/schemagen"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
)

// contract870 is the contract whose document types the commons types are.
var contract870 = codec.MustParseVersion("8.7.0")

// TestCommonsSchemasMatchUpstream: the schema the generator writes for
// each document type 8.x added to the commons (the commons/ folder and the
// five runtime files) says what upstream 8.7.0's file says: the same
// types, members, required members, closedness, constants, patterns,
// formats, bounds and unions, once references are inlined and the
// annotations (descriptions, $comment, $id, documentation defaults) set
// aside.
func TestCommonsSchemasMatchUpstream(t *testing.T) {
	dir := upstreamdata.Dir87(t, "schemas")
	root, err := upstreamdata.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	g, err := schemagen.New(root)
	if err != nil {
		t.Fatal(err)
	}
	var compared []string
	v7 := schemagen.NamesFor(codec.Contract700)
	for _, name := range schemagen.NamesFor(contract870) {
		if slices.Contains(v7, name) {
			continue // a 7.0.0 type: the schema tests compare those
		}
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(dir, name+".schema.json"))
			if err != nil {
				t.Skipf("SKIP %s: no upstream file (%v)", name, err)
			}
			var want any
			if err := json.Unmarshal(data, &want); err != nil {
				t.Fatal(err)
			}
			want = repairRefs(t, dir, want, 0)
			for member, schema := range sameSet[name] {
				want.(map[string]any)["properties"].(map[string]any)[member] = schema
			}
			ours, err := g.Schema(name)
			if err != nil {
				t.Fatal(err)
			}
			var got any
			if err := json.Unmarshal(ours, &got); err != nil {
				t.Fatal(err)
			}
			defs, _ := got.(map[string]any)["$defs"].(map[string]any)
			gotN, wantN := normalize(got, defs, 0), normalize(want, nil, 0)
			if d := cmp.Diff(wantN, gotN); d != "" {
				t.Errorf("schema differs from upstream's (-upstream +ours):\n%s", d)
			}
			compared = append(compared, name)
		})
	}
	if len(compared) < 26 {
		t.Errorf("%d schemas compared (%v), want the 26 commons and runtime files", len(compared), compared)
	}
}

// annotation are the keywords that do not constrain (the documentation
// defaults included).
var annotation = map[string]bool{"$schema": true, "$id": true, "$comment": true, "description": true, "title": true,
	"default": true, "examples": true,
	// Upstream's note that it registers a cross-field validator for the
	// type (for most of the 8.x types a no-op); the library's index.json
	// lists the rules themselves.
	"x-cross-field-validated": true}

// sameSet are upstream's schemas of a member that the library writes as
// another schema of the same set of values (COMPATIBILITY.md), by schema
// name and member: the comparison takes the library's form for both.
var sameSet = map[string]map[string]any{
	// 152: a uuid or the genesis sentinel, as one pattern.
	"org-representative-delegation": {"granted_by": map[string]any{"type": "string",
		"pattern": "^(?:genesis:org-public-key|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$"}},
}

// stringConsts returns the values of a schema that is anyOf string
// constants and nothing else (upstream's spelling of a vocabulary, which
// the generator writes as the equivalent enum).
func stringConsts(s map[string]any) ([]any, bool) {
	alts, ok := s["anyOf"].([]any)
	if !ok {
		return nil, false
	}
	for k := range s {
		if k != "anyOf" && !annotation[k] {
			return nil, false
		}
	}
	var vals []any
	for _, a := range alts {
		m, ok := a.(map[string]any)
		c, isStr := m["const"].(string)
		keys := 0
		for k := range m {
			if !annotation[k] {
				keys++
			}
		}
		if !ok || !isStr || keys != 2 || m["type"] != "string" {
			return nil, false
		}
		vals = append(vals, c)
	}
	return vals, true
}

// normalize returns the schema s with the x- flags of its $comment read
// as keywords, references into defs inlined,
// annotations dropped, required lists sorted, a vocabulary written as an
// enum (stringConsts) and a union's oneOf (the
// generator's, each variant pinning the discriminator) read as anyOf
// (upstream's spelling; with the discriminator pinned, at most one variant
// matches, so the two accept the same documents).
func normalize(s any, defs map[string]any, depth int) any {
	if depth > 40 {
		return "…"
	}
	switch v := s.(type) {
	case map[string]any:
		if ref, ok := v["$ref"].(string); ok && strings.HasPrefix(ref, "#/$defs/") {
			if d, ok := defs[strings.TrimPrefix(ref, "#/$defs/")]; ok {
				return normalize(d, defs, depth+1)
			}
		}
		if vals, ok := stringConsts(v); ok {
			v = map[string]any{"type": "string", "enum": vals}
		}
		if pp, ok := v["patternProperties"].(map[string]any); ok && len(pp) == 1 && pp["^(.*)$"] != nil {
			// A record: upstream's pattern of every name, the
			// generator's additionalProperties (true for any value).
			w := map[string]any{}
			for k, x := range v {
				w[k] = x
			}
			delete(w, "patternProperties")
			if m, ok := pp["^(.*)$"].(map[string]any); ok && len(m) == 0 {
				w["additionalProperties"] = true
			} else {
				w["additionalProperties"] = pp["^(.*)$"]
			}
			v = w
		}
		out := map[string]any{}
		// A flag (x-crypto-bearing: true) is a keyword upstream writes
		// and a sentence of the generator's $comment (strict validators
		// reject unknown keywords): both read as the flag.
		if c, ok := v["$comment"].(string); ok {
			for _, part := range strings.Split(c, ". ") {
				if strings.HasPrefix(part, "x-") && !strings.ContainsAny(part, ": ") {
					out[part] = true
				} else if name, val, ok := strings.Cut(part, ": "); ok && strings.HasPrefix(name, "x-") {
					// A valued flag (x-canonical-size-cap-bytes: 4096).
					var x any
					if json.Unmarshal([]byte(val), &x) == nil {
						out[name] = x
					}
				}
			}
		}
		for k, x := range v {
			if annotation[k] {
				continue
			}
			switch k {
			case "$defs":
				continue
			case "oneOf":
				k = "anyOf"
			case "required":
				var names []string
				for _, n := range x.([]any) {
					names = append(names, n.(string))
				}
				sort.Strings(names)
				out[k] = names
				continue
			}
			out[k] = normalize(x, defs, depth+1)
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, x := range v {
			out[i] = normalize(x, defs, depth+1)
		}
		return out
	}
	return s
}

// repairRefs returns the upstream schema s with each dangling reference —
// a "$ref" naming a type ("PolicyDecisionOutcome") instead of a location,
// which upstream 8.7.0 publishes in eight files — replaced by upstream's
// own schema file of that type (policy-decision-outcome.schema.json), the
// repair the library's schema files carry.
func repairRefs(t *testing.T, dir string, s any, depth int) any {
	if depth > 20 {
		t.Fatal("references nest deeper than 20")
	}
	switch v := s.(type) {
	case map[string]any:
		if ref, ok := v["$ref"].(string); ok && ref != "" && !strings.ContainsAny(ref, "#/:.") && onlyRef(v) {
			data, err := os.ReadFile(filepath.Join(dir, kebab(ref)+".schema.json"))
			if err != nil {
				t.Fatalf("dangling reference %q: %v", ref, err)
			}
			var x any
			if err := json.Unmarshal(data, &x); err != nil {
				t.Fatal(err)
			}
			return repairRefs(t, dir, x, depth+1)
		}
		out := map[string]any{}
		for k, x := range v {
			out[k] = repairRefs(t, dir, x, depth)
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, x := range v {
			out[i] = repairRefs(t, dir, x, depth)
		}
		return out
	}
	return s
}

// kebab is the schema name of a type name: a hyphen before every
// upper-case letter that follows a lower-case letter or a digit, then
// lower case (SignerCompetenceResult → signer-competence-result).
func kebab(name string) string {
	var b strings.Builder
	for i, r := range name {
		if i > 0 && r >= 'A' && r <= 'Z' {
			if p := name[i-1]; p >= 'a' && p <= 'z' || p >= '0' && p <= '9' {
				b.WriteByte('-')
			}
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// onlyRef reports whether a schema holds nothing but its reference and
// annotations.
func onlyRef(v map[string]any) bool {
	for k := range v {
		if k != "$ref" && !annotation[k] {
			return false
		}
	}
	return true
}
