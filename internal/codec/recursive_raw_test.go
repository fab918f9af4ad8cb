package codec

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// tNode is recursive through a slice, like a delegation-tree node.
type tNode struct {
	ID       string  `json:"id" hf:"minLength=1"`
	Children []tNode `json:"children"`
}

// A plan built first for the slice type (as the schema generator does) must
// still resolve the recursive member's constraints.
func TestRecursivePlanFromSlice(t *testing.T) {
	t.Parallel()
	TypeConstraints(reflect.TypeFor[[]tNode]())
	var n tNode
	viol, err := Decode([]byte(`{"id":"a","children":[{"id":"","children":[{"id":"c","children":[]}]}]}`), &n)
	if err != nil {
		t.Fatal(err)
	}
	want := []Violation{{Path: "/children/0/id", Rule: "minLength", Message: "Expected string length greater or equal to 1"}}
	if diff := cmp.Diff(want, viol); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

type tAny struct {
	V json.RawMessage `json:"v"`
}

// Any-valued members are stored in the encoder's form, so decode → encode →
// decode gives an equal value; repeated names keep the first occurrence.
func TestRawNormalized(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		`{"v": { "a" : [1, 2.50, "\u0041\n"] }}`: `{"a":[1,2.50,"A\n"]}`,
		`{"v":{"a":1,"b":{"c":1,"c":2},"a":3}}`:  `{"a":1,"b":{"c":1}}`,
		`{"v":"plain"}`:                          `"plain"`,
	} {
		t.Run(in, func(t *testing.T) {
			var d tAny
			if _, err := Decode([]byte(in), &d); err != nil {
				t.Fatal(err)
			}
			if string(d.V) != want {
				t.Errorf("%s: stored %s, want %s", in, d.V, want)
			}
			enc, err := Marshal(&d)
			if err != nil {
				t.Fatal(err)
			}
			var back tAny
			if viol, _ := Decode(enc, &back); viol != nil || !reflect.DeepEqual(d, back) {
				t.Errorf("%s: round trip %s → %s (%v)", in, d.V, back.V, viol)
			}
		})
	}
	var d tAny
	viol, _ := Decode([]byte(`{"v":{"a":1,"a":2}}`), &d)
	if len(viol) != 1 || viol[0].Rule != "duplicate-member" || viol[0].Path != "/v/a" {
		t.Errorf("duplicate: %v", viol)
	}
}

// tDigits is a text primitive whose parser reports its own pattern.
type tDigits struct{ s string }

type tPatternErr struct{}

func (tPatternErr) Error() string { return "not digits" }
func (tPatternErr) Violation() (rule, message string) {
	return "pattern", "Expected string to match '^[0-9]+$'"
}

func (d tDigits) MarshalText() ([]byte, error) { return []byte(d.s), nil }
func (d *tDigits) UnmarshalText(b []byte) error {
	for _, c := range b {
		if c < '0' || c > '9' {
			return tPatternErr{}
		}
	}
	d.s = string(b)
	return nil
}

type tSpelled struct {
	A tDigits `json:"a"`
	B tDigits `json:"b" hf:"pattern=^\\d+$"`
}

var _ = Register(Meta[tSpelled]{Annotations: map[string]any{"x-note": true}})

// A member may spell its primitive's pattern its own way: messages use that
// spelling.
func TestPrimitivePatternSpelling(t *testing.T) {
	t.Parallel()
	var s tSpelled
	viol, _ := Decode([]byte(`{"a":"x","b":"y"}`), &s)
	want := []Violation{
		{Path: "/a", Rule: "pattern", Message: "Expected string to match '^[0-9]+$'"},
		{Path: "/b", Rule: "pattern", Message: `Expected string to match '^\d+$'`},
	}
	if diff := cmp.Diff(want, viol); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if Annotations(reflect.TypeFor[tSpelled]())["x-note"] != true || Annotations(reflect.TypeFor[tNode]()) != nil {
		t.Error("Annotations")
	}
	if !errors.As(error(tPatternErr{}), new(interface{ Violation() (string, string) })) {
		t.Error("test primitive")
	}
}

type tWarn struct {
	A string `json:"a"`
}

var warnRuns int

var _ = Register(Meta[tWarn]{Warnings: func(_ *tWarn, r *Rules) { warnRuns++; r.Report("w", "warned") }})

// Decode and Violations return no warnings, so they do not run the Warnings
// functions; Validate does.
func TestWarningsRunOnlyWhenReturned(t *testing.T) {
	warnRuns = 0
	var w tWarn
	if viol, _ := Decode([]byte(`{"a":"x"}`), &w); viol != nil || warnRuns != 0 {
		t.Errorf("Decode: %v, %d runs", viol, warnRuns)
	}
	if viol := Violations(&w); viol != nil || warnRuns != 0 {
		t.Errorf("Violations: %v, %d runs", viol, warnRuns)
	}
	if _, warn := Validate(&w); len(warn) != 1 || warnRuns != 1 {
		t.Errorf("Validate: %v, %d runs", warn, warnRuns)
	}
}
