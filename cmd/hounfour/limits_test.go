package main

import (
	"strings"
	"testing"
)

// The command applies the document limits, with flags, and reads its
// input through a bounded reader.
func TestValidateLimits(t *testing.T) {
	doc := `{"agent_id":"a","previous_state":"ACTIVE","new_state":"ACTIVE","reason":"r"}`
	for _, tc := range []struct {
		name  string
		stdin string
		args  []string
		code  int
		out   string
	}{
		{"bounded reader", doc, []string{"-max-bytes", "20"}, 1,
			"invalid lifecycle-transition-payload: 1 violation(s)\n" +
				"  (document) [limit-document-bytes] Document exceeds the limit of 20 bytes\n"},
		{"depth", `{"agent_id":[[1]]}`, []string{"-max-depth", "2"}, 1,
			"invalid lifecycle-transition-payload: 1 violation(s)\n" +
				"  /agent_id/0 [limit-depth] Nesting exceeds the limit of 2 levels\n"},
		{"members", `{"a":1,"b":2,"c":3}`, []string{"-max-members", "2"}, 1,
			"invalid lifecycle-transition-payload: 1 violation(s)\n" +
				"  (document) [limit-members] Object has more than the limit of 2 members\n"},
		{"violations", `{"a":1,"b":2,"c":3,"d":4}`, []string{"-max-violations", "2"}, 1,
			"invalid lifecycle-transition-payload: 3 violation(s)\n" +
				"  /a [additionalProperties] Unexpected property\n" +
				"  /b [additionalProperties] Unexpected property\n" +
				"  (document) [limit-violations] 6 more violations not reported (limit 2)\n"},
		{"no limit", doc, []string{"-max-bytes", "-1"}, 0, "valid lifecycle-transition-payload\n"},
	} {
		args := append(append([]string{"validate"}, tc.args...), "lifecycle-transition-payload")
		code, out, errs := runCLI(tc.stdin, args...)
		if code != tc.code || out != tc.out {
			t.Errorf("%s: exit %d\n%s%s\nwant exit %d\n%s", tc.name, code, out, errs, tc.code, tc.out)
		}
	}
}

func TestConstraintsLimits(t *testing.T) {
	code, _, errs := runCLI(`{"a":[[[1]]]}`, "constraints", "check", "-max-depth", "3", "billing-entry")
	if code != 2 || !strings.Contains(errs, "[limit-depth]") {
		t.Errorf("exit %d, %q", code, errs)
	}
}
