package commons_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/commons"
)

func TestBuildDomainTag(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ schema, version, want, err string }{
		{"GovernedCredits", "8.0.0", "loa-commons:audit:governedcredits:8-0-0", ""},
		{"test-store", "8.3.0-rc.1", "loa-commons:audit:test-store:8-3-0-rc-1", ""},
		{"a:b.C_d", "8.0.0+build.1", "loa-commons:audit:ab-c_d:8-0-0-build-1", ""},
		{"Gov", "08.3.0", "loa-commons:audit:gov:08-3-0", ""},
		{"ab", "1", "loa-commons:audit:ab:1", ""},
		{"a:b", "1", "loa-commons:audit:ab:1", ""}, // sanitizing is lossy
		{"", "8.0.0", "", "schemaId length must be 1-256 (got 0)"},
		{strings.Repeat("a", 257), "8.0.0", "", "schemaId length must be 1-256 (got 257)"},
		{strings.Repeat("a", 256), "8.0.0", "loa-commons:audit:" + strings.Repeat("a", 256) + ":8-0-0", ""},
		{"1abc", "8.0.0", "", `schemaId must match /^[a-zA-Z][a-zA-Z0-9._:-]*$/ (got "1abc")`},
		{"a/" + strings.Repeat("b", 60), "8.0.0", "", `schemaId must match /^[a-zA-Z][a-zA-Z0-9._:-]*$/ (got "a/` + strings.Repeat("b", 48) + `")`},
		{"x", "v8.0.0", "", `contractVersion must match /^[0-9][a-zA-Z0-9._+-]*$/ (got "v8.0.0")`},
		{"x", "", "", "contractVersion length must be 1-256 (got 0)"},
		{"x", strings.Repeat("1", 257), "", "contractVersion length must be 1-256 (got 257)"},
		{"x", "8:0", "", `contractVersion must match /^[0-9][a-zA-Z0-9._+-]*$/ (got "8:0")`},
		// Lengths count UTF-16 code units: 😀 is two.
		{strings.Repeat("😀", 129), "1", "", "schemaId length must be 1-256 (got 258)"},
		{"é", "1", "", `schemaId must match /^[a-zA-Z][a-zA-Z0-9._:-]*$/ (got "é")`},
	} {
		t.Run(c.schema+"@"+c.version, func(t *testing.T) {
			got, err := commons.BuildDomainTag(c.schema, c.version)
			if c.err == "" {
				if err != nil || got != c.want {
					t.Errorf("got %q, %v; want %q", got, err, c.want)
				}
				return
			}
			var de *commons.DomainTagError
			if !errors.As(err, &de) || err.Error() != c.err || got != "" {
				t.Errorf("got %q, %v; want *DomainTagError %q", got, err, c.err)
			}
		})
	}
}

func TestValidateDomainTag(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ tag, err string }{
		{"", "Domain tag must not be empty"},
		{"a:b", "Domain tag must have at least 3 colon-separated segments, got 2"},
		{"abc", "Domain tag must have at least 3 colon-separated segments, got 1"},
		{"a::c", "Segment 1 is empty"},
		{"a:B:c", `Segment 1 ("B") must be lowercase alphanumeric with hyphens/underscores`},
		{":a:b", "Segment 0 is empty"},
		{"a:b:c:", "Segment 3 is empty"},
		{"a:-b:c", `Segment 1 ("-b") must be lowercase alphanumeric with hyphens/underscores`},
		{"a:b:c.d", `Segment 2 ("c.d") must be lowercase alphanumeric with hyphens/underscores`},
		{"loa-commons:audit:GovernedCredits:8.0.0", `Segment 2 ("GovernedCredits") must be lowercase alphanumeric with hyphens/underscores`},
		{"a:b:c", ""},
		{"a:b:c:d_e-f", ""},
		{"loa-commons:audit:governedcredits:8-0-0", ""},
		{"0:_:9", `Segment 1 ("_") must be lowercase alphanumeric with hyphens/underscores`},
	} {
		t.Run(c.tag, func(t *testing.T) {
			err := commons.ValidateDomainTag(c.tag)
			if c.err == "" {
				if err != nil {
					t.Errorf("got %v, want nil", err)
				}
				return
			}
			var de *commons.DomainTagError
			if !errors.As(err, &de) || de.Message != c.err {
				t.Errorf("got %v, want %q", err, c.err)
			}
		})
	}
}

// Every tag BuildDomainTag makes passes ValidateDomainTag.
func TestBuiltTagsValidate(t *testing.T) {
	t.Parallel()
	for _, in := range [][2]string{{"GovernedCredits", "8.0.0"}, {"a.b.c", "1+x"}, {"A-_", "0_a"}} {
		tag, err := commons.BuildDomainTag(in[0], in[1])
		if err != nil {
			t.Fatal(err)
		}
		if err := commons.ValidateDomainTag(tag); err != nil {
			t.Errorf("%s: %v", tag, err)
		}
	}
}
