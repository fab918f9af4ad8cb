package codec

import (
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// tPoint is an object primitive: unexported fields, always valid or zero.
type tPoint struct {
	x, y int64
	ok   bool
}

func (p tPoint) IsZero() bool { return !p.ok }

type tPointWire struct {
	X int64   `json:"x" hf:"minimum=0"`
	Y int64   `json:"y"`
	L *string `json:"label,omitzero" hf:"minLength=1"`
}

var _ = RegisterObject(
	func(p *tPoint) tPointWire { return tPointWire{X: p.x, Y: p.y} },
	func(w *tPointWire) tPoint { return tPoint{w.X, w.Y, true} },
)

var _ = Register(Meta[tPointWire]{Rules: func(w *tPointWire, r *Rules) {
	if r.OK("x", "y") && w.X == w.Y {
		r.Report("t-point-diagonal", "x equals y", "y")
	}
}})

type tShapes struct {
	Name  string   `json:"name" hf:"minLength=1"`
	At    tPoint   `json:"at"`
	Path  []tPoint `json:"path,omitzero"`
	Extra tPoint   `json:"extra,omitzero"`
}

func TestObjectPrimitive(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, doc, want string
		decodeOnly      bool // the violation list is the same for Unmarshal
	}{
		{name: "valid", doc: `{"name":"n","at":{"x":1,"y":2},"path":[{"y":3,"x":0}]}`},
		{name: "member checks and rule, in wire order", doc: `{"name":"","at":{"y":-1,"x":-1,"label":""},"path":[{"x":2,"y":2}]}`,
			want: "/name minLength Expected string length greater or equal to 1\n" +
				"/at/x minimum Expected integer to be greater or equal to 0\n" +
				"/at/label minLength Expected string length greater or equal to 1\n" +
				"/path/0/y t-point-diagonal x equals y\n"},
		{name: "structural findings inside the form", doc: `{"name":"n","at":{"x":"1","q":1,"x":2},"extra":[]}`,
			want: "/at/x type Expected integer\n" +
				"/at/y required Expected required property\n" +
				"/at/q additionalProperties Unexpected property\n" +
				"/at/x duplicate-member Duplicate property\n" +
				"/extra type Expected object\n"},
		{name: "absent required", doc: `{"name":"n"}`, want: "/at required Expected required property\n"},
		{name: "null", doc: `{"name":"n","at":null}`, want: "/at type Expected object\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var d tShapes
			v, err := Decode([]byte(c.doc), &d)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(c.want, vs(v)); diff != "" {
				t.Errorf("Decode violations (-want +got):\n%s", diff)
			}
			// The primitive cannot hold an invalid form, so the structural
			// decode reports the same list, except the outer object's own
			// member checks (here /name minLength).
			var u tShapes
			uv, _ := Unmarshal([]byte(c.doc), &u)
			var want []Violation
			for _, x := range v {
				if x.Path != "/name" {
					want = append(want, x)
				}
			}
			if diff := cmp.Diff(want, uv); diff != "" {
				t.Errorf("Unmarshal violations (-want +got):\n%s", diff)
			}
			if c.want == "" {
				if d.At != (tPoint{1, 2, true}) || len(d.Path) != 1 || d.Path[0] != (tPoint{0, 3, true}) || d.Extra.ok {
					t.Errorf("decoded %+v", d)
				}
				enc, err := Marshal(&d)
				if err != nil || string(enc) != `{"name":"n","at":{"x":1,"y":2},"path":[{"x":0,"y":3}]}` {
					t.Errorf("Marshal = %s, %v", enc, err)
				}
			} else if d.At.ok && c.name != "absent required" {
				t.Errorf("an invalid form was converted: %+v", d.At)
			}
		})
	}
}

func TestObjectPrimitiveValidateAndShape(t *testing.T) {
	t.Parallel()
	viol, _ := Validate(&tShapes{Name: "n"})
	if got := vs(viol); got != "/at required Expected required property\n" {
		t.Errorf("Validate of a zero required primitive: %q", got)
	}
	if _, err := Marshal(tPoint{}); err == nil {
		t.Error("Marshal of a zero primitive succeeded")
	}
	s, ok := ShapeOf(reflect.TypeFor[tPoint]())
	if !ok || len(s.Fields) != 3 || s.Fields[0].Name != "x" || s.Fields[2].Required {
		t.Errorf("ShapeOf = %+v, %v", s, ok)
	}
	if WireType(reflect.TypeFor[tPoint]()) != reflect.TypeFor[tPointWire]() || WireType(reflect.TypeFor[tShapes]()) != reflect.TypeFor[tShapes]() {
		t.Error("WireType")
	}
}
