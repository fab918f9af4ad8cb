package codec

import (
	"strings"
	"testing"
)

// A record with maxProperties and a key pattern: the count is reported at
// the record, a key outside the pattern as an undeclared member (its value
// unchecked), the others' values by the item keywords; the reflective
// decode and a value built in Go give the same violations.
func TestRecordKeys(t *testing.T) {
	t.Parallel()
	type doc struct {
		R map[string]float64 `json:"r,omitzero" hf:"maxProperties=2,item.maximum=1,key.pattern=^[a-z]+$"`
	}
	cases := []struct{ in, want string }{
		{`{}`, ""},
		{`{"r":{}}`, ""},
		{`{"r":{"a":1,"b":0}}`, ""},
		{`{"r":{"a":1,"b":0,"c":0}}`, "/r maxProperties Expected object to have no more than 2 properties\n"},
		{`{"r":{"A":5,"b":2}}`, "/r/A additionalProperties Unexpected property\n/r/b maximum Expected number to be less or equal to 1\n"},
		{`{"r":{"b":0,"A1":0,"a":0}}`, "/r maxProperties Expected object to have no more than 2 properties\n/r/A1 additionalProperties Unexpected property\n"},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			var x doc
			v, _ := Decode([]byte(c.in), &x)
			if got := vs(v); got != c.want {
				t.Errorf("decode: got\n%s want\n%s", got, c.want)
			}
			if got, _ := Validate(&x); vs(got) != c.want {
				t.Errorf("validate: got\n%s want\n%s", vs(got), c.want)
			}
		})
	}
	k, err := parseTag("maxProperties=2,key.pattern=^[a,b]+$")
	if err != nil || k.maxProps != 2 || k.keyPattern != "^[a,b]+$" || !k.keyMatch("a,b") || k.keyMatch("c") {
		t.Errorf("parseTag: %+v, %v", k, err)
	}
	if _, err := parseTag("key.pattern=("); err == nil || !strings.Contains(err.Error(), "pattern") {
		t.Errorf("a bad key pattern: %v", err)
	}
}
