package constraint_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour/constraint"
)

func TestDetectReservedNameCollisions(t *testing.T) {
	got := constraint.DetectReservedNameCollisions([]string{"now", "balance", "length", "every", "type_of", "Now",
		"__proto__", "toString"}, "GovernedCredits")
	want := []constraint.NameCollision{{"now", "GovernedCredits"}, {"length", "GovernedCredits"},
		{"every", "GovernedCredits"}, {"type_of", "GovernedCredits"}}
	if !cmp.Equal(got, want) {
		t.Errorf("%v, want %v", got, want)
	}
	if got := constraint.DetectReservedNameCollisions(nil, "X"); got != nil {
		t.Errorf("no fields: %v", got)
	}
	if got := constraint.DetectReservedNameCollisions([]string{"now", "now"}, "X"); len(got) != 2 {
		t.Errorf("a repeated name: %v", got)
	}
	if got := constraint.DetectReservedNameCollisions([]string{"delta", "undefined", "is_after", "audit_trail_chain_valid"}, "X"); len(got) != 4 {
		t.Errorf("%v", got)
	}
}

// TestReservedNames: the builtins, then the six names the language reads
// specially; upstream's 58 reserved names are those with the builtins later
// work adds.
func TestReservedNames(t *testing.T) {
	names := constraint.ReservedNames()
	want := append(constraint.Builtins(), "true", "false", "null", "undefined", "every", "length")
	if !slices.Equal(names, want) {
		t.Errorf("%v\nwant %v", names, want)
	}
	upstream := []string{}
	for _, ex := range builtinExamples(t) {
		if !slices.Contains(upstream, ex.Builtin) {
			upstream = append(upstream, ex.Builtin)
		}
	}
	upstream = append(upstream, "true", "false", "null", "undefined", "every", "length")
	var missing []string
	for _, n := range upstream {
		if !slices.Contains(names, n) {
			missing = append(missing, n)
		}
	}
	if len(upstream) != 58 || !slices.Equal(missing, notImplemented) {
		t.Errorf("%d upstream names; not reserved here: %v, want the builtins not implemented", len(upstream), missing)
	}
	// A reserved builtin name is no field.
	for _, b := range constraint.Builtins() {
		if _, err := constraint.Compile(b + " == 1"); err == nil {
			t.Errorf("%s compiles as a field", b)
		}
	}
}
