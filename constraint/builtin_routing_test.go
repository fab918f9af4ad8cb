package constraint_test

import (
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/constraint"
)

// TestModelRoutingEligible: the builtin on the protocol's examples and on
// the edges of its rules (unknown states rank −1, the types of the
// arguments, NaN and missing scores).
func TestModelRoutingEligible(t *testing.T) {
	const expr = "model_routing_eligible(q_state, q_score, c_state, c_score)"
	for _, c := range []struct {
		doc  string
		want bool
	}{
		{`{"q_state":"warming","q_score":0.5,"c_state":"established","c_score":0.8}`, true},
		{`{"q_state":"established","q_score":0.7,"c_state":"cold","c_score":0.1}`, false},
		{`{"q_state":"warming","q_score":0.8,"c_state":"established","c_score":0.5}`, false},
		{`{"q_state":"established","q_score":0.7,"c_state":"established","c_score":0.7}`, true},
		{`{"q_state":"authoritative","q_score":0,"c_state":"authoritative","c_score":0}`, true},
		{`{"q_state":"authoritative","q_score":0,"c_state":"established","c_score":1}`, false},
		// An unknown qualifying state imposes no state requirement; an
		// unknown current state fails a known one; two unknown states
		// rank equal.
		{`{"q_state":"bogus","q_score":0.7,"c_state":"cold","c_score":0.9}`, true},
		{`{"q_state":"cold","q_score":0.1,"c_state":"bogus","c_score":0.9}`, false},
		{`{"q_state":"bogus","q_score":0.1,"c_state":"bogus2","c_score":0.9}`, true},
		{`{"q_state":"Cold","q_score":0.1,"c_state":"cold","c_score":0.9}`, true},
		// Names JavaScript objects inherit are unknown states like any other.
		{`{"q_state":"authoritative","q_score":0.1,"c_state":"toString","c_score":0.9}`, false},
		{`{"q_state":"constructor","q_score":0.1,"c_state":"cold","c_score":0.9}`, true},
		// Types: states must be strings, scores numbers.
		{`{"q_state":"warming","q_score":"0.5","c_state":"established","c_score":0.8}`, false},
		{`{"q_state":"warming","q_score":0.5,"c_state":"established"}`, false},
		{`{"q_state":["warming"],"q_score":0.5,"c_state":"established","c_score":0.8}`, false},
		{`{"q_state":"warming","q_score":0.5,"c_state":null,"c_score":0.8}`, false},
		{`{"q_state":"warming","q_score":null,"c_state":"established","c_score":0.8}`, false},
		{`{"q_state":"warming","q_score":true,"c_state":"established","c_score":0.8}`, false},
	} {
		if got := check(t, expr, c.doc); got != c.want {
			t.Errorf("%s on %s = %v, want %v", expr, c.doc, got, c.want)
		}
	}
	// A bigint score is not a number.
	if check(t, "model_routing_eligible('cold', bigint_add(0, 0), 'cold', 1)", `{}`) {
		t.Error("a bigint qualifying score must make the builtin false")
	}
	// Arguments are full expressions.
	if !check(t, "model_routing_eligible(s, len(xs), 'warming', n)", `{"s":"cold","xs":[1,2],"n":2}`) ||
		check(t, "model_routing_eligible(s, len(xs), 'warming', n)", `{"s":"cold","xs":[1,2,3],"n":2}`) {
		t.Error("expression arguments")
	}
	for src, msg := range map[string]string{
		"model_routing_eligible(a, b, c)":       `Expected comma, got paren ")"`,
		"model_routing_eligible(a, b, c, d, e)": `Expected paren ")", got comma ","`,
	} {
		_, err := constraint.Compile(src)
		if err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%s: %v, want %q", src, err, msg)
		}
	}
}
