package constraint_test

import (
	"strings"
	"testing"
)

// TestBasketWeightsNormalized: the builtin on the protocol's examples and
// on the edges of its rules: the 0.001 tolerance in float64 (0.999 fails
// by 0.0010000000000000009, 1.001 passes by 0.0009999999999998899), the
// left-fold sum, the 100-entry cap, and the elements and weights it
// skips.
func TestBasketWeightsNormalized(t *testing.T) {
	const expr = "basket_weights_normalized(comp)"
	weights := func(w string, n int) string {
		return `{"comp":{"entries":[` + strings.TrimSuffix(strings.Repeat(`{"weight":`+w+`},`, n), ",") + `]}}`
	}
	for _, c := range []struct {
		name, doc string
		want      bool
	}{
		{"normalized", `{"comp":{"entries":[{"weight":0.6},{"weight":0.4}]}}`, true},
		{"not normalized", `{"comp":{"entries":[{"weight":0.6},{"weight":0.6}]}}`, false},
		{"0.999", `{"comp":{"entries":[{"weight":0.999}]}}`, false},
		{"1.001", `{"comp":{"entries":[{"weight":1.001}]}}`, true},
		{"three thirds of 0.333", weights("0.333", 3), true},
		{"0.333 0.333 0.334", `{"comp":{"entries":[{"weight":0.333},{"weight":0.333},{"weight":0.334}]}}`, true},
		{"ten tenths", weights("0.1", 10), true},
		{"100 hundredths", weights("0.01", 100), true},
		{"101 entries", weights("0.009900990099009901", 101), false},
		{"empty", `{"comp":{"entries":[]}}`, false},
		{"only the number weight of an object counts",
			`{"comp":{"entries":[{"weight":1},null,5,{"weight":"0.5"},{},[0.3]]}}`, true},
		{"entries not an array", `{"comp":{"entries":{"weight":1}}}`, false},
		{"composition an array", `{"comp":[{"entries":[{"weight":1}]}]}`, false},
		{"composition null", `{"comp":null}`, false},
		{"composition absent", `{}`, false},
		{"a string weight is skipped", `{"comp":{"entries":[{"weight":"1"}]}}`, false},
	} {
		if got := check(t, expr, c.doc); got != c.want {
			t.Errorf("%s: %s on %s = %v, want %v", c.name, expr, c.doc, got, c.want)
		}
	}
}
