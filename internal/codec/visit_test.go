package codec

import (
	"encoding/json"
	"strconv"
	"testing"
)

// jsonVisitor writes what it is visited as JSON text, so Visit can be
// compared with Marshal: both must describe the same document.
type jsonVisitor struct {
	buf   []byte
	comma []bool // per open container: a value was written
	named bool   // a member name was just written
}

func (j *jsonVisitor) sep() {
	if j.named {
		j.named = false
		return
	}
	if n := len(j.comma); n > 0 {
		if j.comma[n-1] {
			j.buf = append(j.buf, ',')
		}
		j.comma[n-1] = true
	}
}
func (j *jsonVisitor) Null()                 { j.sep(); j.buf = append(j.buf, "null"...) }
func (j *jsonVisitor) Bool(b bool)           { j.sep(); j.buf = strconv.AppendBool(j.buf, b) }
func (j *jsonVisitor) Int(n int64)           { j.sep(); j.buf = strconv.AppendInt(j.buf, n, 10) }
func (j *jsonVisitor) Uint(n uint64)         { j.sep(); j.buf = strconv.AppendUint(j.buf, n, 10) }
func (j *jsonVisitor) Float(f float64)       { j.sep(); j.buf = AppendNumber(j.buf, f) }
func (j *jsonVisitor) String(s string)       { j.sep(); j.buf = AppendString(j.buf, s) }
func (j *jsonVisitor) Raw(v json.RawMessage) { j.sep(); j.buf = append(j.buf, compactValue(v)...) }
func (j *jsonVisitor) BeginObject() {
	j.sep()
	j.buf = append(j.buf, '{')
	j.comma = append(j.comma, false)
}
func (j *jsonVisitor) EndObject() { j.buf = append(j.buf, '}'); j.comma = j.comma[:len(j.comma)-1] }
func (j *jsonVisitor) BeginArray() {
	j.sep()
	j.buf = append(j.buf, '[')
	j.comma = append(j.comma, false)
}
func (j *jsonVisitor) EndArray() { j.buf = append(j.buf, ']'); j.comma = j.comma[:len(j.comma)-1] }
func (j *jsonVisitor) Name(name string) {
	j.sep()
	j.buf = AppendString(j.buf, name)
	j.buf = append(j.buf, ':')
	j.named = true
}

// visitEqualsMarshal reports a difference between Visit and Marshal of v.
func visitEqualsMarshal(t *testing.T, v any) {
	t.Helper()
	want, err := Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var j jsonVisitor
	if err := Visit(v, &j); err != nil {
		t.Fatal(err)
	}
	if string(j.buf) != string(want) {
		t.Fatalf("Visit wrote  %s\nMarshal wrote %s", j.buf, want)
	}
}

func TestVisitMatchesMarshal(t *testing.T) {
	t.Parallel()
	s := ""
	visitEqualsMarshal(t, &tDoc{Name: "a\"\n", Tok: "1", N: 1, Desc: &s, Rec: map[string]int64{"b": 2, "a": 1},
		Inner: &tInner{A: -3}, Payload: json.RawMessage(`{"x":[1,2.50,null]}`)})
	visitEqualsMarshal(t, &tDoc{})
	visitEqualsMarshal(t, &tOpen{ID: "x", Unknown: map[string]json.RawMessage{"z": json.RawMessage(`[true]`), "a": json.RawMessage(`{}`)}})
	for i, doc := range []string{
		`{"name":"a","tok":"1","n":1,"list":["x","y"],"null_ok":null,"rec":{"a":1},"payload":{"x":[1,{"y":null}]},"inner":{"a":5,"b":0.5}}`,
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			var d tDoc
			if v, _ := Decode([]byte(doc), &d); len(v) != 0 {
				t.Fatal(v)
			}
			visitEqualsMarshal(t, &d)
		})
	}
}

// Object primitives are visited through their wire struct, like Marshal.
func TestVisitObjectPrimitive(t *testing.T) {
	t.Parallel()
	var d tShapes
	if v, _ := Decode([]byte(`{"name":"n","at":{"x":1,"y":2},"path":[{"y":3,"x":0}]}`), &d); len(v) != 0 {
		t.Fatal(v)
	}
	visitEqualsMarshal(t, &d)
}

// Preserved undeclared members are written after the declared ones, sorted
// by name; one that repeats a declared name is left out, by both.
func TestUndeclaredMembersOrder(t *testing.T) {
	t.Parallel()
	o := &tOpen{ID: "x", Unknown: map[string]json.RawMessage{"z": json.RawMessage(`1`), "id": json.RawMessage(`"y"`), "b": json.RawMessage(`[]`)}}
	out, err := Marshal(o)
	if err != nil || string(out) != `{"id":"x","b":[],"z":1}` {
		t.Errorf("Marshal = %s, %v", out, err)
	}
	visitEqualsMarshal(t, o)
	visitEqualsMarshal(t, &tOpen{ID: "x", Unknown: map[string]json.RawMessage{}})
}
