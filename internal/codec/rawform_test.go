package codec

import (
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// tNumOrList is a member union: a number or an array of strings.
type tNumOrList []byte

var _ = RegisterRawForm[tNumOrList](RawForm{
	Schema: `{"anyOf":[{"type":"number"},{"type":"array","items":{"type":"string"}}]}`,
	Check: func(raw []byte) []Violation {
		switch raw[0] {
		case '[':
			var items []string
			viol, _ := Decode(raw, &items)
			return viol
		case '"', '{', 't', 'f', 'n':
			return []Violation{{Rule: "anyOf", Message: "Expected union value"}}
		}
		return nil
	},
})

type tUnionHolder struct {
	A tNumOrList   `json:"a,omitzero"`
	B []tNumOrList `json:"b,omitzero"`
	R []byte       `json:"r,omitzero"` // not a raw form: a byte slice is an array of integers
}

func TestRawForm(t *testing.T) {
	t.Parallel()
	tests := []struct {
		doc  string
		want []Violation
	}{
		{`{}`, nil},
		{`{"a":1.5,"b":[2,["x"]]}`, nil},
		{`{"a":"x"}`, []Violation{{Path: "/a", Rule: "anyOf", Message: "Expected union value"}}},
		{`{"a":null}`, []Violation{{Path: "/a", Rule: "anyOf", Message: "Expected union value"}}},
		{`{"b":[1,["x",2],{}]}`, []Violation{{Path: "/b/1/1", Rule: "type", Message: "Expected string"}, {Path: "/b/2", Rule: "anyOf", Message: "Expected union value"}}},
		{`{"a":{"k":1,"k":2}}`, []Violation{{Path: "/a/k", Rule: "duplicate-member", Message: "Duplicate property"}}},
	}
	for _, tc := range tests {
		t.Run(tc.doc, func(t *testing.T) {
			var h tUnionHolder
			viol, err := Decode([]byte(tc.doc), &h)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, viol); diff != "" {
				t.Errorf("%s: (-want +got)\n%s", tc.doc, diff)
			}
		})
	}
	// The structural decode keeps any value; the value is the text received.
	var h tUnionHolder
	viol, err := Unmarshal([]byte(`{"a": "x" ,"b":[ [ "y" ] ]}`), &h)
	if err != nil || viol != nil || string(h.A) != `"x"` || string(h.B[0]) != `["y"]` {
		t.Fatalf("Unmarshal: %v %v %s %s", viol, err, h.A, h.B)
	}
	out, err := Marshal(&h)
	if err != nil || string(out) != `{"a":"x","b":[["y"]]}` {
		t.Errorf("Marshal: %s %v", out, err)
	}
	if _, ok := RawFormOf(reflect.TypeFor[tNumOrList]()); !ok {
		t.Error("RawFormOf: not found")
	}
	if _, ok := RawFormOf(reflect.TypeFor[[]byte]()); ok {
		t.Error("RawFormOf([]byte): found")
	}
}
