package governance_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/vectors"
)

type constrainedDoc interface {
	UnmarshalJSON([]byte) error
	Validate() error
	ValidateSchema() error
	CheckConstraints() []constraint.Result
}

// On every golden document whose only ValidateSchema violations are
// cross-field rules, Validate reports those (and the library's own native
// rules, found here by an oracle), then every failing error-severity
// constraint of the file except the ones a native rule reports under the
// same id or that the skip lists below exclude: the types that
// evaluate their file only after a native twin fired lose nothing.
func TestConstraintEquivalenceOnVectors(t *testing.T) {
	t.Parallel()
	types := map[string]struct {
		native string   // prefix of the native rule ids
		skip   []string // constraint ids not in Validate
		newDoc func() constrainedDoc
		// library lists the violations of the native rules that are not
		// upstream's (not in ValidateSchema), computed independently.
		library func(constrainedDoc) []string
	}{
		"sanction":           {"sanction-", []string{"sanction-expiry-after-imposed"}, func() constrainedDoc { return new(governance.Sanction) }, nil},
		"dispute-record":     {"dispute-", []string{"dispute-resolution-temporal"}, func() constrainedDoc { return new(governance.DisputeRecord) }, nil},
		"performance-record": {"performance-", []string{"performance-dividend-split"}, func() constrainedDoc { return new(governance.PerformanceRecord) }, nil},
		"reputation-score":   {"reputation-", nil, func() constrainedDoc { return new(governance.ReputationScore) }, nil},
		"governance-config":  {"governance-", nil, func() constrainedDoc { return new(governance.Config) }, nil},
		"delegation-chain": {"delegation-chain-", []string{"delegation-chain-temporal-ordering"},
			func() constrainedDoc { return new(governance.DelegationChain) }, chainBackwards},
		"constraint-proposal": {"constraint-proposal-", []string{"constraint-proposal-sunset-after-expression"}, func() constrainedDoc { return new(governance.ConstraintProposal) }, nil},
	}
	files, err := vectors.Load(vectors.Embedded())
	if err != nil {
		t.Fatal(err)
	}
	checked := map[string]int{}
	for _, f := range files {
		ty, ok := types[f.Schema]
		if !ok {
			continue
		}
		for _, c := range f.Cases {
			d := ty.newDoc()
			if d.UnmarshalJSON(c.Document()) != nil {
				continue
			}
			want := rules(d.ValidateSchema())
			if slices.ContainsFunc(want, func(r string) bool { return !strings.HasPrefix(r, ty.native) }) {
				continue // schema violations: run conditions decide, covered by the vectors
			}
			if ty.library != nil {
				want = append(want, ty.library(d)...)
			}
			for _, r := range d.CheckConstraints() {
				if r.Severity == constraint.SeverityError && !slices.Contains(ty.skip, r.ID) &&
					(r.Status == constraint.StatusFail || r.Status == constraint.StatusError) {
					want = append(want, r.ID)
				}
			}
			if got := rules(d.Validate()); !slices.Equal(got, want) {
				t.Errorf("%s/%s: Validate %v, want %v", f.Schema, c.ID, got, want)
			}
			checked[f.Schema]++
		}
	}
	for s := range types {
		t.Run(s, func(t *testing.T) {
			if checked[s] == 0 {
				t.Errorf("%s: no vector checked", s)
			}
		})
	}
	t.Logf("documents checked per schema: %v", checked)
}

// chainBackwards is the oracle of the library's rule that link timestamps
// do not go backwards: one delegation-chain-temporal-ordering per link
// whose instant, to the millisecond, is before the previous link's.
func chainBackwards(d constrainedDoc) []string {
	c := d.(*governance.DelegationChain)
	var out []string
	for i := 1; i < len(c.Links); i++ {
		prev, _ := time.Parse(time.RFC3339Nano, c.Links[i-1].Timestamp.String())
		next, _ := time.Parse(time.RFC3339Nano, c.Links[i].Timestamp.String())
		if next.Truncate(time.Millisecond).Before(prev.Truncate(time.Millisecond)) {
			out = append(out, "delegation-chain-temporal-ordering")
		}
	}
	return out
}
