package constraint_test

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/testkit/upstreamdata"
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

// TestReservedNamesInUpstreamSchemas: over the properties of every schema
// file of upstream 8.7.0 (262 files, nested objects included) the only
// member named like a reserved name is stream-event's delta.
func TestReservedNamesInUpstreamSchemas(t *testing.T) {
	dir := upstreamdata.Dir87(t, "schemas")
	var found []string
	files := 0
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".schema.json") {
			return err
		}
		files++
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		var schema any
		if err := json.Unmarshal(data, &schema); err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		var walk func(v any)
		walk = func(v any) {
			switch v := v.(type) {
			case map[string]any:
				if props, ok := v["properties"].(map[string]any); ok {
					var names []string
					for n := range props {
						names = append(names, n)
					}
					for _, c := range constraint.DetectReservedNameCollisions(names, rel) {
						found = append(found, c.Source+" "+c.Field)
					}
				}
				for _, x := range v {
					walk(x)
				}
			case []any:
				for _, x := range v {
					walk(x)
				}
			}
		}
		walk(schema)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files != 262 || !slices.Equal(found, []string{"stream-event.schema.json delta"}) {
		t.Errorf("%d files; collisions %v", files, found)
	}
}
