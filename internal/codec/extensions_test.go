package codec

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// A generic envelope whose every instantiation is a member of one family.

type tFamilyMember interface{ tCheck(r *Rules) }

type tGen[T any] struct {
	ID   string `json:"id" hf:"minLength=1"`
	Body T      `json:"body" hf:"ignoreUnknown"`
}

func (g *tGen[T]) tCheck(r *Rules) {
	if r.OK("id") && g.ID == "bad" {
		r.Report("t-gen-id", "id is bad", "id")
	}
}

var _ = RegisterFamily(Family[tFamilyMember]{
	Schema: "t-gen",
	Rules:  func(v tFamilyMember, r *Rules) { v.tCheck(r) },
	Warnings: func(v tFamilyMember, r *Rules) {
		r.Report("t-gen-warn", "family warning")
	},
})

// A member with a Register'ed Meta of its own is not governed by the family.
var _ = Register(Meta[tGen[string]]{Schema: "t-gen-string"})

func TestFamily(t *testing.T) {
	if got := SchemaName(reflect.TypeFor[*tGen[tInner]]()); got != "t-gen" {
		t.Errorf("SchemaName = %q", got)
	}
	if got := SchemaName(reflect.TypeFor[tGen[string]]()); got != "t-gen-string" {
		t.Errorf("SchemaName of the registered member = %q", got)
	}
	if _, ok := TypeOf("t-gen"); ok {
		t.Error("a family's schema name entered the registry")
	}
	if !Registered(reflect.TypeFor[tGen[int64]]()) || Registered(reflect.TypeFor[tInner]()) || !Registered(reflect.TypeFor[*tDoc]()) {
		t.Error("Registered")
	}
	var g tGen[tInner]
	v, _ := Decode([]byte(`{"id":"bad","body":{"a":-1}}`), &g)
	want := "/body/a minimum Expected integer to be greater or equal to 0\n/id t-gen-id id is bad\n"
	if diff := cmp.Diff(want, vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	_, warn := Validate(&g)
	if diff := cmp.Diff(" t-gen-warn family warning\n", vs(warn)); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
	var raw tGen[json.RawMessage]
	if v, _ := Decode([]byte(`{"id":"bad","body":[1]}`), &raw); vs(v) != "/id t-gen-id id is bad\n" {
		t.Errorf("raw instantiation: %s", vs(v))
	}
	var s tGen[string]
	if v, _ := Decode([]byte(`{"id":"bad","body":"x"}`), &s); len(v) != 0 {
		t.Errorf("registered member ran the family's rules: %s", vs(v))
	}
}

func TestIgnoreUnknown(t *testing.T) {
	var g tGen[tInner]
	v, _ := Decode([]byte(`{"id":"x","body":{"zz":{"k":1,"k":2},"a":1,"yy":1,"yy":2},"extra":1}`), &g)
	want := "/body/zz/k duplicate-member Duplicate property\n" +
		"/body/yy duplicate-member Duplicate property\n" +
		"/extra additionalProperties Unexpected property\n"
	if diff := cmp.Diff(want, vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if g.Body.A != 1 {
		t.Errorf("declared member lost: %+v", g.Body)
	}
	// Only the object held by the member ignores; members nested deeper are strict.
	type deep struct {
		Body tDoc `json:"body" hf:"ignoreUnknown"`
	}
	var d deep
	v, _ = Decode([]byte(`{"body":{"zz":1,"name":"a","tok":"1","n":1,"list":["x"],"null_ok":null,"inner":{"a":1,"zz":1}}}`), &d)
	if diff := cmp.Diff("/body/inner/zz additionalProperties Unexpected property\n", vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	out, err := Marshal(&g)
	if err != nil || string(out) != `{"id":"x","body":{"a":1}}` {
		t.Errorf("Marshal = %s, %v", out, err)
	}
}

// RulesBeforeNested: tOuter's rules run before those of the objects nested in
// it, which keep their own relative order (children before parents).

type tLeaf struct {
	L string `json:"l"`
}

type tMid struct {
	M    string `json:"m" hf:"minLength=1"`
	Leaf *tLeaf `json:"leaf,omitzero"`
}

type tOuter struct {
	X   string `json:"x" hf:"minLength=1"`
	Mid *tMid  `json:"mid,omitzero"`
	Y   string `json:"y"`
}

type tOuterList struct {
	Items []tOuter          `json:"items"`
	Rec   map[string]tOuter `json:"rec"`
}

var _ = Register(Meta[tLeaf]{
	Rules:    func(v *tLeaf, r *Rules) { r.Report("leaf", "leaf "+v.L, "l") },
	Warnings: func(v *tLeaf, r *Rules) { r.Report("leaf-w", "leaf warning "+v.L) },
})

var _ = Register(Meta[tMid]{
	Rules: func(v *tMid, r *Rules) {
		if r.OK("m") {
			r.Report("mid", "mid "+v.M, "m")
		}
	},
})

var _ = Register(Meta[tOuter]{
	RulesBeforeNested: true,
	Rules: func(v *tOuter, r *Rules) {
		r.Report("outer", "outer "+v.Y+" mid ok "+map[bool]string{true: "yes", false: "no"}[r.OK("mid")], "y")
	},
	Warnings: func(v *tOuter, r *Rules) { r.Report("outer-w", "outer warning "+v.Y) },
})

func TestRulesBeforeNested(t *testing.T) {
	var o tOuter
	v, _ := Decode([]byte(`{"x":"","mid":{"m":"1","leaf":{"l":"a"}},"y":"y"}`), &o)
	want := "/x minLength Expected string length greater or equal to 1\n" +
		"/y outer outer y mid ok yes\n" +
		"/mid/leaf/l leaf leaf a\n" +
		"/mid/m mid mid 1\n"
	if diff := cmp.Diff(want, vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	_, warn := Validate(&o)
	if diff := cmp.Diff(" outer-w outer warning y\n/mid/leaf leaf-w leaf warning a\n", vs(warn)); diff != "" {
		t.Errorf("warnings (-want +got):\n%s", diff)
	}
	// Nested member checks keep walk order; a rule reading a failed member
	// of a nested object still waits for it.
	v, _ = Decode([]byte(`{"x":"a","mid":{"m":"","leaf":{"l":"b"}},"y":"z"}`), &o)
	want = "/mid/m minLength Expected string length greater or equal to 1\n" +
		"/y outer outer z mid ok no\n" +
		"/mid/leaf/l leaf leaf b\n"
	if diff := cmp.Diff(want, vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	// Inside arrays and records (whose values the walk visits through a
	// reused temporary) each element keeps its own values and paths.
	var l tOuterList
	v, _ = Decode([]byte(`{"items":[{"x":"a","mid":{"m":"1"},"y":"0"},{"x":"a","mid":{"m":"2"},"y":"1"}],`+
		`"rec":{"p":{"x":"a","mid":{"m":"3"},"y":"2"},"q":{"x":"a","mid":{"m":"4"},"y":"3"}}}`), &l)
	want = "/items/0/y outer outer 0 mid ok yes\n/items/0/mid/m mid mid 1\n" +
		"/items/1/y outer outer 1 mid ok yes\n/items/1/mid/m mid mid 2\n" +
		"/rec/p/y outer outer 2 mid ok yes\n/rec/p/mid/m mid mid 3\n" +
		"/rec/q/y outer outer 3 mid ok yes\n/rec/q/mid/m mid mid 4\n"
	if diff := cmp.Diff(want, vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	// Structural decoding runs no rules at all.
	if v, _ := Unmarshal([]byte(`{"x":"","mid":{"m":"1","leaf":{"l":"a"}},"y":"y"}`), &o); len(v) != 0 {
		t.Errorf("Unmarshal ran rules: %s", vs(v))
	}
}

// An absent optional array or record is not checked against minItems; a
// present empty one is.
func TestAbsentOptionalArray(t *testing.T) {
	type opt struct {
		Roles []string         `json:"roles,omitzero" hf:"minItems=1"`
		Rec   map[string]int64 `json:"rec,omitzero"`
	}
	var o opt
	if v, _ := Decode([]byte(`{}`), &o); len(v) != 0 {
		t.Errorf("absent: %s", vs(v))
	}
	if v, _ := Validate(&opt{}); len(v) != 0 {
		t.Errorf("absent Go value: %s", vs(v))
	}
	v, _ := Decode([]byte(`{"roles":[]}`), &o)
	if diff := cmp.Diff("/roles minItems Expected array length to be greater or equal to 1\n", vs(v)); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}
