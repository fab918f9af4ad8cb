package constraint_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
)

// fileOf returns the file of the constraint objects cs (JSON texts) with
// the file members extra (a JSON text without braces, or "").
func fileOf(extra string, cs ...string) string {
	if extra != "" {
		extra = "," + extra
	}
	return `{"$schema":"x","schema_id":"X","contract_version":"1.2.3"` + extra + `,"constraints":[` +
		strings.Join(cs, ",") + `]}`
}

// TestParseFileV8: the members of the second file format load, with their
// defaults.
func TestParseFileV8(t *testing.T) {
	f, err := constraint.ParseFile([]byte(fileOf(`"origin":"enacted","description":"d"`,
		`{"id":"a","expression":"true","severity":"info","evaluator":"library","fields":["x"],"type_signature":{}}`,
		`{"id":"ORD-1","expression":"Each signature verifies.","severity":"error","evaluator":"runtime-deferred","evaluation_note":"verify it"}`,
		`{"id":"n","expression":"true","severity":"error","evaluation_geometry":"native","native_enforcement":{"strategy":"membership_check","field":"s","scope":"states","lookup_key":"name","extra":[1]}}`,
		`{"id":"m","expression":"native:monotonic_surface_expansion","severity":"error"}`,
		`{"id":"c","expression":"a == 1","severity":"warning","condition":{"when":"f","override_text":"a == 2"}}`,
		`{"id":"e","expression":"a == 1","severity":"error","evaluation_geometry":"expression"}`)))
	if err != nil {
		t.Fatal(err)
	}
	if f.Origin() != "enacted" || f.Description() != "d" || f.ExpressionVersion() != "1.0" || f.ContractVersion() != "1.2.3" {
		t.Errorf("file members: %q %q %q %q", f.Origin(), f.Description(), f.ExpressionVersion(), f.ContractVersion())
	}
	cs := f.Constraints()
	if cs[0].Severity != constraint.SeverityInfo || cs[0].Evaluator != constraint.EvaluatorLibrary || cs[0].Expr == nil {
		t.Errorf("info constraint: %+v", cs[0])
	}
	if !cs[1].Deferred() || cs[1].Expr != nil || cs[1].Err != nil || cs[1].EvaluationNote != "verify it" {
		t.Errorf("deferred constraint: %+v", cs[1])
	}
	if cs[2].Geometry != constraint.GeometryNative || cs[2].Strategy != "membership_check" || cs[2].Expr != nil ||
		!strings.Contains(string(cs[2].NativeEnforcement), `"extra":[1]`) {
		t.Errorf("native constraint: %+v", cs[2])
	}
	if cs[3].Strategy != "monotonic_surface_expansion" || cs[3].Geometry != "" || cs[3].Expr != nil || cs[3].Err != nil {
		t.Errorf("native: expression: %+v", cs[3])
	}
	if c := cs[4].Condition; c == nil || c.When != "f" || c.OverrideText != "a == 2" || c.Expr == nil || cs[4].Expr == nil {
		t.Errorf("condition: %+v", cs[4])
	}
	if cs[5].Geometry != constraint.GeometryExpression || cs[5].Expr == nil {
		t.Errorf("expression geometry: %+v", cs[5])
	}
	f, err = constraint.ParseFile([]byte(fileOf(`"expression_version":"2.0"`)))
	if err != nil || f.Origin() != "genesis" || f.ExpressionVersion() != "2.0" || len(f.Constraints()) != 0 {
		t.Errorf("defaults: %v %q %q", err, f.Origin(), f.ExpressionVersion())
	}
	// An override that does not compile is reported with its constraint.
	_, err = constraint.ParseFile([]byte(fileOf("", `{"id":"c","expression":"a","severity":"error","condition":{"when":"f","override_text":"a =="}}`)))
	var fe *constraint.FileError
	if !errors.As(err, &fe) || len(fe.Errors) != 1 || fe.Errors[0].ID != "c" {
		t.Errorf("override that does not compile: %v", err)
	}
}

func TestParseFileV8Errors(t *testing.T) {
	for _, c := range []struct{ name, file, path, msg string }{
		{"origin", fileOf(`"origin":"forked"`), "/origin", `must be "genesis", "enacted" or "migrated", got "forked"`},
		{"origin not a string", fileOf(`"origin":1`), "/origin", `got a number`},
		{"description", fileOf(`"description":[]`), "/description", "must be a string"},
		{"unknown file member", fileOf(`"evaluator":"library"`), "/evaluator", "unknown member"},
		{"evaluator", fileOf("", `{"id":"a","expression":"true","severity":"error","evaluator":"consumer"}`),
			"/constraints/0/evaluator", `must be "library" or "runtime-deferred", got "consumer"`},
		{"note missing", fileOf("", `{"id":"a","expression":"x","severity":"error","evaluator":"runtime-deferred"}`),
			"/constraints/0/evaluation_note", "required member missing"},
		{"note not a string", fileOf("", `{"id":"a","expression":"x","severity":"error","evaluation_note":null}`),
			"/constraints/0/evaluation_note", "must be a string"},
		{"geometry", fileOf("", `{"id":"a","expression":"true","severity":"error","evaluation_geometry":"tree"}`),
			"/constraints/0/evaluation_geometry", `must be "expression" or "native", got "tree"`},
		{"native without enforcement", fileOf("", `{"id":"a","expression":"true","severity":"error","evaluation_geometry":"native"}`),
			"/constraints/0/native_enforcement", "required member missing"},
		{"enforcement not an object", fileOf("", `{"id":"a","expression":"true","severity":"error","native_enforcement":[]}`),
			"/constraints/0/native_enforcement", "must be an object"},
		{"enforcement without strategy", fileOf("", `{"id":"a","expression":"true","severity":"error","native_enforcement":{"field":"x"}}`),
			"/constraints/0/native_enforcement/strategy", "required member missing"},
		{"empty strategy", fileOf("", `{"id":"a","expression":"true","severity":"error","native_enforcement":{"strategy":""}}`),
			"/constraints/0/native_enforcement/strategy", "non-empty"},
		{"condition not an object", fileOf("", `{"id":"a","expression":"true","severity":"error","condition":"f"}`),
			"/constraints/0/condition", "must be an object"},
		{"condition without when", fileOf("", `{"id":"a","expression":"true","severity":"error","condition":{}}`),
			"/constraints/0/condition/when", "required member missing"},
		{"condition member", fileOf("", `{"id":"a","expression":"true","severity":"error","condition":{"when":"f","nested":{}}}`),
			"/constraints/0/condition/nested", "unknown member"},
		{"override not a string", fileOf("", `{"id":"a","expression":"true","severity":"error","condition":{"when":"f","override_text":1}}`),
			"/constraints/0/condition/override_text", "must be a string"},
		{"expression version", fileOf(`"expression_version":"3.0"`), "/expression_version", "Unsupported expression version: 3.0"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f, err := constraint.ParseFile([]byte(c.file))
			var le *constraint.LoadError
			if !errors.As(err, &le) || f != nil || le.Path != c.path || !strings.Contains(le.Msg, c.msg) {
				t.Errorf("ParseFile = %v, %v; want a LoadError at %q containing %q", f, err, c.path, c.msg)
			}
		})
	}
}

// TestResolveExpression: a condition's override applies when its flag is on
// and its text is not empty; evaluation with feature flags takes it.
func TestResolveExpression(t *testing.T) {
	file := func(override string) *constraint.File {
		f, err := constraint.ParseFile([]byte(fileOf("", fmt.Sprintf(
			`{"id":"c","expression":"a == 1","severity":"error","condition":{"when":"f","override_text":%q}}`, override))))
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	for i, c := range []struct {
		override string
		flags    map[string]bool
		want     string
	}{
		{"a == 2", map[string]bool{"f": true}, "a == 2"},
		{"a == 2", map[string]bool{"f": false}, "a == 1"},
		{"a == 2", map[string]bool{"g": true}, "a == 1"},
		{"a == 2", nil, "a == 1"},
		{"", map[string]bool{"f": true}, "a == 1"},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			f := file(c.override)
			cs := f.Constraints()
			if got := cs[0].ResolveExpression(c.flags); got != c.want {
				t.Errorf("override %q, flags %v: %q, want %q", c.override, c.flags, got, c.want)
			}
			doc := constraint.ObjectOf(constraint.Member{Name: "a", Value: constraint.Number(2)})
			rep := f.Evaluate(doc, constraint.WithFeatureFlags(c.flags))
			if pass := rep.Results[0].Status == constraint.StatusPass; pass != (c.want == "a == 2") {
				t.Errorf("override %q, flags %v: %v", c.override, c.flags, rep)
			}
		})
	}
	// The flags are copied when the option is made.
	flags := map[string]bool{"f": true}
	opt := constraint.WithFeatureFlags(flags)
	flags["f"] = false
	rep := file("a == 2").Evaluate(constraint.ObjectOf(constraint.Member{Name: "a", Value: constraint.Number(2)}), opt)
	if !rep.OK() {
		t.Errorf("the option saw a later change of the map: %v", rep)
	}
}

// TestSeverityInfoAndDeferred: a failing info constraint is in Infos only,
// never an error or a warning; a runtime-deferred one is reported as
// deferred, never evaluated.
func TestSeverityInfoAndDeferred(t *testing.T) {
	f, err := constraint.ParseFile([]byte(fileOf("",
		`{"id":"i","expression":"a == 2","severity":"info","message":"a should be 2"}`,
		`{"id":"w","expression":"a == 2","severity":"warning"}`,
		`{"id":"d","expression":"this is prose","severity":"error","evaluator":"runtime-deferred","evaluation_note":"n"}`)))
	if err != nil {
		t.Fatal(err)
	}
	rep := f.Evaluate(constraint.ObjectOf(constraint.Member{Name: "a", Value: constraint.Number(1)}))
	if !rep.OK() || len(rep.Errors()) != 0 || len(rep.Warnings()) != 1 || rep.Warnings()[0].ID != "w" {
		t.Errorf("errors and warnings: %v", rep)
	}
	if in := rep.Infos(); len(in) != 1 || in[0].ID != "i" || in[0].Message != "a should be 2" {
		t.Errorf("infos: %v", in)
	}
	if d := rep.Deferred(); len(d) != 1 || d[0].ID != "d" || d[0].Err != nil || len(rep.Skipped()) != 0 {
		t.Errorf("deferred: %v", d)
	}
	want := "X: 3 constraints: 0 pass, 1 warning, 1 info, 1 deferred — OK\n" +
		"  FAIL     info     i: a should be 2\n" +
		"  FAIL     warning  w: w\n" +
		"  deferred error    d: d\n"
	if got := rep.String(); got != want {
		t.Errorf("report:\n%s\nwant:\n%s", got, want)
	}
}

// TestFileObligations: a file's runtime-deferred constraints as a
// manifest.
func TestFileObligations(t *testing.T) {
	f, err := constraint.ParseFile([]byte(fileOf("",
		`{"id":"a","expression":"true","severity":"error","evaluator":"runtime-deferred","evaluation_note":""}`,
		`{"id":"b","expression":"true","severity":"error","evaluator":"library"}`)))
	if err != nil {
		t.Fatal(err)
	}
	m := f.Obligations("T")
	b, err := json.Marshal(m)
	want := `{"schema_id":"X","contract_version":"1.2.3","unverified_rules":[{"rule_id":"a","rule":"true","evaluator":"runtime-deferred","evaluation_note":"","consumer_acknowledgment_required":true}],"manifest_emitted_at":"T"}`
	if err != nil || string(b) != want {
		t.Errorf("manifest %s (%v)\nwant     %s", b, err, want)
	}
	if !m.HasObligations() {
		t.Error("HasObligations false")
	}
	now := f.Obligations("")
	if len(now.EmittedAt) != 24 || !strings.HasSuffix(now.EmittedAt, "Z") {
		t.Errorf("emitted at %q", now.EmittedAt)
	}
	none, _ := constraint.ParseFile([]byte(fileOf("", `{"id":"b","expression":"true","severity":"error"}`)))
	if m := none.Obligations("T"); m != nil || m.HasObligations() {
		t.Errorf("a file without deferred constraints: %+v", m)
	}
	for _, c := range hounfour.Contracts() {
		for _, f := range constraint.ShippedFor(c) {
			// A shipped file's manifest lists exactly its
			// runtime-deferred constraints, in file order, under the
			// file's schema id and contract version.
			var deferred []string
			for _, x := range f.Constraints() {
				if x.Deferred() {
					deferred = append(deferred, x.ID)
				}
			}
			m := f.Obligations("T")
			var got []string
			if m != nil {
				for _, r := range m.Rules {
					got = append(got, r.RuleID)
				}
				if m.SchemaID != f.SchemaID() || m.ContractVersion != f.ContractVersion() {
					t.Errorf("%s %s: manifest of %s %s", c, f.Name(), m.SchemaID, m.ContractVersion)
				}
			}
			if !slices.Equal(got, deferred) {
				t.Errorf("%s %s: manifest rules %v, deferred constraints %v", c, f.Name(), got, deferred)
			}
		}
	}
}
