package constraint

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

// sameValue is structural equality of values (numbers by their bits).
func sameValue(a, b Value) bool {
	if a.k != b.k {
		return false
	}
	switch a.k {
	case KindNumber:
		return math.Float64bits(a.f) == math.Float64bits(b.f)
	case KindString:
		return a.s == b.s
	case KindBool:
		return a.i == b.i
	case KindArray:
		x, y := a.arr().elems, b.arr().elems
		if len(x) != len(y) || (x == nil) != (y == nil) {
			return false
		}
		for i := range x {
			if !sameValue(x[i], y[i]) {
				return false
			}
		}
		return true
	case KindObject:
		x, y := a.obj(), b.obj()
		if len(x.members) != len(y.members) || (x.index == nil) != (y.index == nil) {
			return false
		}
		for i := range x.members {
			if x.members[i].Name != y.members[i].Name || !sameValue(x.members[i].Value, y.members[i].Value) {
				return false
			}
		}
		return true
	}
	return true
}

// rawFastAgrees fails when rawFast accepts data and builds anything but
// what DecodeJSON gives; it reports whether rawFast accepted.
func rawFastAgrees(t *testing.T, data []byte) bool {
	t.Helper()
	b := &builder{}
	if !b.rawFast(data) {
		return false
	}
	want, err := DecodeJSON(data)
	if err != nil {
		t.Fatalf("rawFast accepts %q, DecodeJSON rejects it: %v", data, err)
	}
	if !b.done || !sameValue(b.root, want) {
		t.Fatalf("rawFast builds %v from %q, DecodeJSON %v", b.root, data, want)
	}
	return true
}

var rawFastCases = []struct {
	text string
	ok   bool
}{
	{`{"a":1,"b":[true,false,null,"x",-0.5e3,{}],"c":{"d":[]},"é":"ü"}`, true},
	{`[]`, true}, {`{}`, true}, {`"s"`, true}, {`0`, true}, {`-0`, true}, {`null`, true},
	{`{"m0":0,"m1":1,"m2":2,"m3":3,"m4":4,"m5":5,"m6":6,"m7":7,"m8":8,"m9":9,"m10":10,"m11":11,"m12":12,"m13":13}`, true},
	{`{"a":1,"a":2}`, false},
	{`{"a": 1}`, false},
	{` 1`, false},
	{`"a\"b"`, false},
	{`"\u0061"`, false},
	{"\"\xff\"", false},
	{"\"a\tb\"", false},
	{`1e400`, false},
	{`1E308`, true}, {`-1.5e-400`, true},
	// At most 78 characters without an exponent: finite, taken without a
	// float parse; 79 characters are left to DecodeJSON.
	{`-` + strings.Repeat("9", 77), true},
	{`[0.` + strings.Repeat("0", 75) + `1]`, true},
	{strings.Repeat("9", 79), false},
	{`01`, false},
	{`[1,]`, false},
	{`{"a":1,}`, false},
	{`{"a"}`, false},
	{`[1 ]`, false},
	{`tru`, false},
	{`nulll`, false},
	{``, false},
}

func TestRawFast(t *testing.T) {
	t.Parallel()
	for i, c := range rawFastCases {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if got := rawFastAgrees(t, []byte(c.text)); got != c.ok {
				t.Errorf("rawFast(%s) = %v, want %v", c.text, got, c.ok)
			}
		})
	}
}

// FuzzRawFast: whatever rawFast builds, DecodeJSON gives too.
func FuzzRawFast(f *testing.F) {
	for _, c := range rawFastCases {
		f.Add([]byte(c.text))
	}
	f.Fuzz(func(t *testing.T, data []byte) { rawFastAgrees(t, data) })
}
