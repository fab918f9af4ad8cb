package codec

import (
	"slices"
	"testing"
)

// tUpInner is nested in tUpOuter and has rules of its own.
type tUpInner struct {
	N int64 `json:"n" hf:"minimum=0"`
}

// tUpOuter has a member check, upstream's rule, a constraint-file rule and
// a nested object with a rule.
type tUpOuter struct {
	Name  string    `json:"name" hf:"minLength=1"`
	Inner tUpInner  `json:"inner"`
	Also  *tUpOuter `json:"also,omitzero"`
}

func upstreamRule(v *tUpOuter, r *Rules) {
	if r.OK("name") && v.Name == "x" {
		r.Report("up-name", "name is x", "name")
	}
}

var (
	_ = Register(Meta[tUpInner]{Rules: func(v *tUpInner, r *Rules) {
		if r.OK("n") && v.N == 7 {
			r.Report("inner-seven", "n is 7", "n")
		}
	}})
	_ = Register(Meta[tUpOuter]{
		Schema: "t-up-outer",
		Rules: func(v *tUpOuter, r *Rules) {
			upstreamRule(v, r)
			if r.OK("name") && len(v.Name) > 3 {
				r.Report("file-long", "name longer than 3", "name")
			}
		},
		UpstreamRules: upstreamRule,
		Warnings:      func(v *tUpOuter, r *Rules) { r.Report("warn", "a warning") },
	})
)

func rulesOf(vs []Violation) []string {
	var out []string
	for _, v := range vs {
		out = append(out, v.Path+" "+v.Rule)
	}
	return out
}

// TestUpstreamViolations: UpstreamViolations runs every member check, the
// UpstreamRules of the object at the top, and no other rule: neither that
// object's other rules nor those of the objects nested in it, however deep
// (a nested object of the same type included); Violations runs them all.
func TestUpstreamViolations(t *testing.T) {
	v := &tUpOuter{Name: "x", Inner: tUpInner{N: 7}, Also: &tUpOuter{Name: "x", Inner: tUpInner{N: -1}}}
	want := []string{"/inner/n inner-seven", "/also/inner/n minimum", "/also/name up-name", "/name up-name"}
	if got := rulesOf(Violations(v)); !slices.Equal(got, want) {
		t.Errorf("Violations: %v, want %v", got, want)
	}
	want = []string{"/also/inner/n minimum", "/name up-name"}
	if got := rulesOf(UpstreamViolations(v)); !slices.Equal(got, want) {
		t.Errorf("UpstreamViolations: %v, want %v", got, want)
	}
	long := &tUpOuter{Name: "long name"}
	if got := rulesOf(Violations(long)); !slices.Equal(got, []string{"/name file-long"}) {
		t.Errorf("Violations: %v, want the constraint-file rule", got)
	}
	if got := UpstreamViolations(long); len(got) != 0 {
		t.Errorf("UpstreamViolations: %v, want none (the rule is not upstream's)", got)
	}
	// A type without UpstreamRules: member checks only.
	if got := rulesOf(UpstreamViolations(&tUpInner{N: 7})); len(got) != 0 {
		t.Errorf("UpstreamViolations of a type without UpstreamRules: %v, want none", got)
	}
	if got := rulesOf(UpstreamViolations(&tUpInner{N: -1})); !slices.Equal(got, []string{"/n minimum"}) {
		t.Errorf("UpstreamViolations: %v, want the member check", got)
	}
}
