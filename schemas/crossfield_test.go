package schemas_test

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/vectorset"
	"github.com/hounfour-go/hounfour/schemas"
)

type indexRules struct {
	Schemas []struct {
		Name            string `json:"name"`
		CrossFieldRules []struct {
			ID       string   `json:"id"`
			Message  string   `json:"message"`
			Members  []string `json:"members"`
			Severity string   `json:"severity"`
			Source   string   `json:"source"`
			Object   string   `json:"object"`
		} `json:"cross_field_rules"`
	} `json:"schemas"`
	BoundaryRules []struct {
		ID string `json:"id"`
	} `json:"boundary_rules"`
}

// TestCrossFieldRulesDocumented: every document vector (ours and upstream's)
// that the library's schema file accepts but the library rejects is rejected
// only for rules index.json lists, under the schema's cross_field_rules or
// the boundary_rules — what the JavaScript and Python checks in
// scripts/schema-check assert with other validators.
func TestCrossFieldRulesDocumented(t *testing.T) {
	t.Parallel()
	var idx indexRules
	if err := json.Unmarshal(schemas.JSON("index"), &idx); err != nil {
		t.Fatal(err)
	}
	listed := map[string][]string{}
	for _, s := range idx.Schemas {
		for _, r := range s.CrossFieldRules {
			if r.ID == "" || r.Message == "" || (r.Severity != "error" && r.Severity != "warning") || r.Object == "" {
				t.Errorf("%s: incomplete rule %+v", s.Name, r)
			}
			listed[s.Name] = append(listed[s.Name], r.ID)
		}
	}
	for _, r := range idx.BoundaryRules {
		listed[""] = append(listed[""], r.ID)
	}
	beyond := 0
	for _, f := range vectorset.All(t, "upstream's vectors") {
		if !f.IsDocument() {
			continue
		}
		for _, c := range f.Cases {
			if c.SchemaValid == nil || !*c.SchemaValid || *c.Valid {
				continue
			}
			beyond++
			var verr *hounfour.ValidationError
			// Under the case's options (a chain-bearing document is refused
			// only with fail_closed).
			if !errors.As(schemas.ValidateWith(f.Schema, c.Document(), c.OptionsFor(hounfour.ContractVersion)), &verr) {
				t.Errorf("%s/%s: valid for the library", f.Path, c.ID)
				continue
			}
			for _, v := range verr.Violations {
				if !slices.Contains(listed[f.Schema], v.Rule) && !slices.Contains(listed[""], v.Rule) {
					t.Errorf("%s/%s: rule %s is not listed in index.json for %s", f.Path, c.ID, v.Rule, f.Schema)
				}
			}
		}
	}
	if beyond == 0 {
		t.Error("no vector is rejected beyond its schema")
	}
}
