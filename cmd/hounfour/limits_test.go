package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// The command applies the document limits, with flags, and reads its
// input through a bounded reader.
func TestValidateLimits(t *testing.T) {
	t.Parallel()
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
		t.Run(tc.name, func(t *testing.T) {
			args := append(append([]string{"validate"}, tc.args...), "lifecycle-transition-payload")
			code, out, errs := runCLI(tc.stdin, args...)
			if code != tc.code || out != tc.out {
				t.Errorf("%s: exit %d\n%s%s\nwant exit %d\n%s", tc.name, code, out, errs, tc.code, tc.out)
			}
		})
	}
}

// constraints check reports a document over a limit as validate does: the
// limit's violation, exit 1, and no constraint evaluated.
func TestConstraintsLimits(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, stdin string
		args        []string
		violation   string
	}{
		{"depth", `{"a":[[[1]]]}`, []string{"-max-depth", "3"}, "/a/0/0 [limit-depth] Nesting exceeds the limit of 3 levels"},
		{"bounded reader", `{"a":[[[1]]]}`, []string{"-max-bytes", "5"}, "(document) [limit-document-bytes] Document exceeds the limit of 5 bytes"},
		{"members", `{"a":1,"b":2,"c":3}`, []string{"-max-members", "2"}, "(document) [limit-members] Object has more than the limit of 2 members"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := append(append([]string{"constraints", "check"}, tc.args...), "billing-entry")
			code, out, errs := runCLI(tc.stdin, args...)
			want := "not checked: the document exceeds a limit, so none of the constraints of billing-entry.constraints.json was evaluated\n" +
				"  " + tc.violation + "\n" +
				"constraint verdict (as validate): INVALID\n" +
				"document: invalid billing-entry (hounfour validate)\n"
			if code != 1 || out != want || errs != "" {
				t.Errorf("%s: exit %d\n%s%s\nwant exit 1\n%s", tc.name, code, out, errs, want)
			}
			// validate reports the same violation, with the same exit status.
			vcode, vout, _ := runCLI(tc.stdin, append(append([]string{"validate"}, tc.args...), "billing-entry")...)
			if vcode != code || vout != "invalid billing-entry: 1 violation(s)\n  "+tc.violation+"\n" {
				t.Errorf("%s: validate exit %d\n%s", tc.name, vcode, vout)
			}
			code, out, _ = runCLI(tc.stdin, append(append([]string{"constraints", "check", "--format", "json"}, tc.args...), "billing-entry")...)
			var got constraintCheck
			if err := json.Unmarshal([]byte(out), &got); err != nil || code != 1 || got.OK || len(got.Results) != 0 ||
				got.NotEvaluated == "" || got.Document.Valid || len(got.Document.Violations) != 1 ||
				len(got.Outside) != 1 || !strings.Contains(tc.violation, "["+got.Outside[0].Rule+"]") {
				t.Errorf("%s json: exit %d %v\n%s", tc.name, code, err, out)
			}
		})
	}
}
