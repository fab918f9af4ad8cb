package codec

import "testing"

// tPercent carries type-level bounds (RegisterTypeTag), like basis points.
type tPercent uint8

func init() { RegisterTypeTag[tPercent]("minimum=0,maximum=100") }

// A type tag bounds a required member and an optional (pointer) member alike.
func TestTypeTagOnOptionalMember(t *testing.T) {
	t.Parallel()
	type doc struct {
		Req tPercent  `json:"req"`
		Opt *tPercent `json:"opt,omitzero"`
	}
	cases := []struct{ in, want string }{
		{`{"req":100,"opt":100}`, ""},
		{`{"req":0}`, ""},
		{`{"req":101,"opt":101}`, "/req maximum Expected integer to be less or equal to 100\n/opt maximum Expected integer to be less or equal to 100\n"},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			var x doc
			v, _ := Decode([]byte(c.in), &x)
			if got := vs(v); got != c.want {
				t.Errorf("%s: got\n%s want\n%s", c.in, got, c.want)
			}
		})
	}
}
