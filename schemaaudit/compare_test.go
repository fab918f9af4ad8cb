package schemaaudit_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hounfour-go/hounfour/internal/testkit/golden"
	"github.com/hounfour-go/hounfour/schemaaudit"
)

const (
	B = schemaaudit.Breaking
	C = schemaaudit.Compatible
)

// obj builds a closed object schema with the given members (each an
// integer) and required list.
func obj(closed bool, required string, members ...string) string {
	var p []string
	for _, m := range members {
		p = append(p, `"`+m+`":{"type":"integer"}`)
	}
	s := `{"type":"object","properties":{` + strings.Join(p, ",") + `},"required":[` + required + `]`
	if closed {
		s += `,"additionalProperties":false`
	}
	return s + "}"
}

// TestCompareSchemas: one case per kind of change, with the verdicts for
// strict and lax readers.
func TestCompareSchemas(t *testing.T) {
	t.Parallel()
	type want struct {
		dim         schemaaudit.Dimension
		path, kind  string
		strict, lax schemaaudit.Verdict
	}
	for _, tc := range []struct {
		name, old, new string
		want           []want
	}{
		{"identical", obj(true, `"a"`, "a"), obj(true, `"a"`, "a"), nil},
		{"annotations ignored", `{"type":"string","description":"x","title":"t","$comment":"c","examples":["e"],"x-note":1,"$id":"A"}`,
			`{"type":"string","description":"y","$id":"B","discriminator":{"propertyName":"type"}}`, nil},
		{"required member added", obj(true, `"a"`, "a"), obj(true, `"a","b"`, "a", "b"),
			[]want{{schemaaudit.DimRequired, "/properties/b", "required_member_added", B, B}}},
		{"optional member added to closed", obj(true, `"a"`, "a"), obj(true, `"a"`, "a", "b"),
			[]want{{schemaaudit.DimOptional, "/properties/b", "optional_member_added", B, C}}},
		{"optional member added to open", obj(false, `"a"`, "a"), obj(false, `"a"`, "a", "b"),
			[]want{{schemaaudit.DimOptional, "/properties/b", "optional_member_added", C, C}}},
		{"required member removed", obj(true, `"a","b"`, "a", "b"), obj(true, `"a"`, "a"),
			[]want{{schemaaudit.DimRequired, "/properties/b", "required_member_removed", B, B}}},
		{"optional member removed from closed", obj(true, ``, "a", "b"), obj(true, ``, "a"),
			[]want{{schemaaudit.DimOptional, "/properties/b", "optional_member_removed", B, C}}},
		{"optional member removed from open", obj(false, ``, "a", "b"), obj(false, ``, "a"),
			[]want{{schemaaudit.DimOptional, "/properties/b", "optional_member_removed", C, C}}},
		{"became required", obj(true, ``, "a"), obj(true, `"a"`, "a"),
			[]want{{schemaaudit.DimRequired, "/properties/a", "member_became_required", B, B}}},
		{"became optional", obj(true, `"a"`, "a"), obj(true, ``, "a"),
			[]want{{schemaaudit.DimRequired, "/properties/a", "member_became_optional", B, B}}},
		{"required without a schema, listed twice", `{"type":"object","required":["c","b","b"]}`, `{"type":"object","required":["c"]}`,
			[]want{{schemaaudit.DimRequired, "/properties/b", "member_became_optional", B, B}}},
		{"default added", `{"type":"integer"}`, `{"type":"integer","default":1}`,
			[]want{{schemaaudit.DimOptional, "/default", "default_added", C, C}}},
		{"default removed", `{"type":"integer","default":1}`, `{"type":"integer"}`,
			[]want{{schemaaudit.DimOptional, "/default", "default_removed", C, C}}},
		{"default changed", `{"type":"integer","default":1}`, `{"type":"integer","default":2}`,
			[]want{{schemaaudit.DimOptional, "/default", "default_changed", B, B}}},
		{"pattern added", `{"type":"string"}`, `{"type":"string","pattern":"^a$"}`,
			[]want{{schemaaudit.DimPattern, "/pattern", "pattern_added", B, B}}},
		{"pattern changed", `{"type":"string","pattern":"^a$"}`, `{"type":"string","pattern":"^b$"}`,
			[]want{{schemaaudit.DimPattern, "/pattern", "pattern_changed", B, B}}},
		{"pattern removed", `{"type":"string","pattern":"^a$"}`, `{"type":"string"}`,
			[]want{{schemaaudit.DimPattern, "/pattern", "pattern_removed", B, B}}},
		{"format changed", `{"type":"string","format":"uuid"}`, `{"type":"string","format":"uri"}`,
			[]want{{schemaaudit.DimPattern, "/format", "format_changed", B, B}}},
		{"enum values added", `{"enum":["a","b"]}`, `{"enum":["a","b","c"]}`,
			[]want{{schemaaudit.DimEnum, "", "enum_values_added", B, C}}},
		{"enum values removed", `{"enum":["a","b"]}`, `{"enum":["a"]}`,
			[]want{{schemaaudit.DimEnum, "", "enum_values_removed", B, B}}},
		{"enum spelled as anyOf of consts", `{"enum":["a","b"]}`, `{"anyOf":[{"const":"b","type":"string"},{"const":"a","type":"string"}]}`, nil},
		{"const changed", `{"const":"a"}`, `{"const":"b"}`,
			[]want{{schemaaudit.DimEnum, "", "const_changed", B, B}}},
		{"object opened", obj(true, ``, "a"), obj(false, ``, "a"),
			[]want{{schemaaudit.DimAdditionalProperties, "/additionalProperties", "object_opened", B, C}}},
		{"object closed", obj(false, ``, "a"), obj(true, ``, "a"),
			[]want{{schemaaudit.DimAdditionalProperties, "/additionalProperties", "object_closed", B, C}}},
		{"additionalProperties true is absent", `{"type":"object","additionalProperties":true}`, `{"type":"object"}`, nil},
		{"record spellings", `{"type":"object","patternProperties":{"^(.*)$":{"type":"string"}}}`,
			`{"type":"object","additionalProperties":{"type":"string"}}`, nil},
		{"record value type changed", `{"type":"object","additionalProperties":{"type":"string"}}`,
			`{"type":"object","additionalProperties":{"type":"integer"}}`,
			[]want{{schemaaudit.DimUnion, "/additionalProperties/type", "type_widened", B, B},
				{schemaaudit.DimUnion, "/additionalProperties/type", "type_narrowed", B, B}}},
		{"null added", `{"type":"string"}`, `{"type":["string","null"]}`,
			[]want{{schemaaudit.DimUnion, "/type", "type_widened", B, B}}},
		{"null removed from a union", `{"anyOf":[{"type":"string"},{"type":"null"}]}`, `{"anyOf":[{"type":"string"}]}`,
			[]want{{schemaaudit.DimUnion, "/anyOf/1", "union_branch_removed", B, B}}},
		{"variant added to a discriminated union",
			`{"anyOf":[{"type":"object","properties":{"type":{"const":"a"}}}]}`,
			`{"anyOf":[{"type":"object","properties":{"type":{"const":"a"}}},{"type":"object","properties":{"type":{"const":"b"}}}]}`,
			[]want{{schemaaudit.DimUnion, "/anyOf/1", "union_branch_added", B, C}}},
		{"variants matched by tag, not position",
			`{"anyOf":[{"type":"object","properties":{"type":{"const":"a"}}},{"type":"object","properties":{"type":{"const":"b"},"n":{"minimum":0}}}]}`,
			`{"anyOf":[{"type":"object","properties":{"type":{"const":"b"},"n":{"minimum":1}}},{"type":"object","properties":{"type":{"const":"a"}}}]}`,
			[]want{{schemaaudit.DimBounds, "/anyOf/0/properties/n/minimum", "bound_tightened", B, B}}},
		{"minimum raised", `{"minimum":0}`, `{"minimum":1}`, []want{{schemaaudit.DimBounds, "/minimum", "bound_tightened", B, B}}},
		{"maximum raised", `{"maximum":10}`, `{"maximum":11}`, []want{{schemaaudit.DimBounds, "/maximum", "bound_loosened", B, B}}},
		{"maxLength added", `{"type":"string"}`, `{"type":"string","maxLength":5}`,
			[]want{{schemaaudit.DimBounds, "/maxLength", "bound_added", B, B}}},
		{"minItems removed", `{"type":"array","minItems":1}`, `{"type":"array"}`,
			[]want{{schemaaudit.DimBounds, "/minItems", "bound_removed", B, B}}},
		{"multipleOf changed", `{"multipleOf":2}`, `{"multipleOf":4}`, []want{{schemaaudit.DimBounds, "/multipleOf", "bound_changed", B, B}}},
		{"uniqueItems added", `{"type":"array"}`, `{"type":"array","uniqueItems":true}`,
			[]want{{schemaaudit.DimStrictness, "/uniqueItems", "keyword_changed", B, B}}},
		{"items changed", `{"type":"array","items":{"type":"string"}}`, `{"type":"array","items":{"type":"string","minLength":1}}`,
			[]want{{schemaaudit.DimBounds, "/items/minLength", "bound_added", B, B}}},
		{"dialect changed", `{"$schema":"https://json-schema.org/draft/2020-12/schema"}`, `{"$schema":"http://json-schema.org/draft-07/schema#"}`,
			[]want{{schemaaudit.DimToolkit, "/$schema", "dialect_changed", B, B}}},
		{"local references resolved", `{"type":"object","properties":{"a":{"type":"string","minLength":1}}}`,
			`{"$defs":{"A":{"type":"string","minLength":1}},"type":"object","properties":{"a":{"$ref":"#/$defs/A"}}}`, nil},
		{"recursion by $id and by pointer",
			`{"$id":"https://x/node","type":"object","properties":{"kids":{"type":"array","items":{"$ref":"Node"}}}}`,
			`{"$id":"https://x/node","type":"object","properties":{"kids":{"type":"array","items":{"$ref":"#"}}}}`, nil},
		{"allOf flattened", `{"allOf":[{"type":"string"},{"pattern":"^a$"}]}`, `{"type":"string","pattern":"^a$"}`, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := schemaaudit.CompareSchemas([]byte(tc.old), []byte(tc.new))
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("got %d changes %+v, want %+v", len(got), got, tc.want)
			}
			for i, w := range tc.want {
				g := got[i]
				if g.Dimension != w.dim || g.Path != w.path || g.Kind != w.kind || g.Strict != w.strict || g.Lax != w.lax || g.Detail == "" {
					t.Errorf("change %d = %+v, want %+v", i, g, w)
				}
			}
		})
	}
}

func TestCompareSchemasErrors(t *testing.T) {
	t.Parallel()
	deep := strings.Repeat(`{"items":`, 200) + `{}` + strings.Repeat(`}`, 200)
	for _, tc := range []struct{ name, old, new string }{
		{"not JSON", `{`, `{}`},
		{"not an object", `{}`, `[]`},
		{"trailing data", `{} {}`, `{}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := schemaaudit.CompareSchemas([]byte(tc.old), []byte(tc.new)); err == nil {
				t.Errorf("%s: no error", tc.name)
			}
		})
	}
	if _, err := schemaaudit.CompareSchemas([]byte(deep), []byte(deep)); !errors.Is(err, schemaaudit.ErrTooDeep) {
		t.Errorf("deep: %v", err)
	}
}

func testTrees() (fstest.MapFS, fstest.MapFS) {
	from := fstest.MapFS{
		"index.json":             {Data: []byte(`{"version":"1.0.0"}`)},
		"a.schema.json":          {Data: []byte(`{"$schema":"https://json-schema.org/draft/2020-12/schema",` + obj(true, `"x"`, "x")[1:])},
		"gone.schema.json":       {Data: []byte(`{"type":"string"}`)},
		"same.schema.json":       {Data: []byte(`{"type":"string","description":"v1"}`)},
		"README.md":              {Data: []byte("not a schema")},
		"sub/nested.schema.json": {Data: []byte(`{"enum":["a"]}`)},
	}
	to := fstest.MapFS{
		"a.schema.json":          {Data: []byte(`{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://x/1.1.0/a",` + obj(true, `"x"`, "x", "y")[1:])},
		"same.schema.json":       {Data: []byte(`{"type":"string","description":"v2"}`)},
		"new.schema.json":        {Data: []byte(`{"type":"integer"}`)},
		"sub/nested.schema.json": {Data: []byte(`{"enum":["a","b"]}`)},
	}
	return from, to
}

// TestReportOutputs compares the JSON artifact and the table with golden
// files; -update rewrites them.
func TestReportOutputs(t *testing.T) {
	t.Parallel()
	from, to := testTrees()
	r, err := schemaaudit.Compare(from, to)
	if err != nil {
		t.Fatal(err)
	}
	if r.SourceVersion != "1.0.0" || r.TargetVersion != "1.1.0" || r.Strict != B || r.Lax != B {
		t.Errorf("report %+v", r)
	}
	js, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	var table bytes.Buffer
	if err := r.WriteTable(&table); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "report.golden.json", append(js, '\n'))
	golden.Check(t, "report.golden.txt", table.Bytes())
}

func TestCompareTreeErrors(t *testing.T) {
	t.Parallel()
	empty := fstest.MapFS{"x.json": {Data: []byte(`{}`)}}
	from, _ := testTrees()
	if _, err := schemaaudit.Compare(empty, from); err == nil {
		t.Error("empty from: no error")
	}
	bad := fstest.MapFS{"a.schema.json": {Data: []byte(`[]`)}}
	if _, err := schemaaudit.Compare(from, bad); err == nil || !strings.Contains(err.Error(), "a:") {
		t.Errorf("bad schema: %v", err)
	}
	big := fstest.MapFS{"a.schema.json": {Data: make([]byte, schemaaudit.MaxFileSize+1)}}
	if _, err := schemaaudit.Compare(from, big); err == nil {
		t.Error("oversized file: no error")
	}
}

func TestVerdictText(t *testing.T) {
	t.Parallel()
	for _, v := range []schemaaudit.Verdict{schemaaudit.Unchanged, C, B} {
		t.Run(v.String(), func(t *testing.T) {
			b, err := v.MarshalText()
			var back schemaaudit.Verdict
			if err != nil || back.UnmarshalText(b) != nil || back != v || v.String() != string(b) {
				t.Errorf("%v: %q %v", v, b, err)
			}
		})
	}
	if _, err := schemaaudit.Verdict(3).MarshalText(); err == nil {
		t.Error("Verdict(3) marshalled")
	}
	var v schemaaudit.Verdict
	if v.UnmarshalText([]byte("breaking")) == nil {
		t.Error("lower-case verdict accepted")
	}
	for s, want := range map[string]schemaaudit.Reader{"strict": schemaaudit.Strict, "lax": schemaaudit.Lax} {
		t.Run(s, func(t *testing.T) {
			if r, err := schemaaudit.ParseReader(s); err != nil || r != want || r.String() != s {
				t.Errorf("ParseReader(%q) = %v, %v", s, r, err)
			}
		})
	}
	if _, err := schemaaudit.ParseReader("Strict"); err == nil {
		t.Error("ParseReader(Strict) succeeded")
	}
	if _, err := schemaaudit.Dimension(0).MarshalText(); err == nil {
		t.Error("Dimension(0) marshalled")
	}
}

func FuzzCompareSchemas(f *testing.F) {
	f.Add([]byte(obj(true, `"a"`, "a")), []byte(obj(false, ``, "a", "b")))
	f.Add([]byte(`{"anyOf":[{"$ref":"#"},{"type":"null"}]}`), []byte(`{"$defs":{"A":{"$ref":"#/$defs/A"}},"$ref":"#/$defs/A"}`))
	f.Fuzz(func(t *testing.T, a, b []byte) {
		changes, err := schemaaudit.CompareSchemas(a, b)
		if err != nil {
			return
		}
		for _, c := range changes {
			if c.Lax > c.Strict {
				t.Fatalf("lax verdict worse than strict: %+v", c)
			}
		}
		if same, err := schemaaudit.CompareSchemas(a, a); err != nil || len(same) != 0 {
			t.Fatalf("a schema differs from itself: %+v %v", same, err)
		}
	})
}
