package governance_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/model"
	"github.com/hounfour-go/hounfour/vectors"
)

type constrainedDoc interface {
	UnmarshalJSON([]byte) error
	Validate() error
	ValidateSchema() error
	CheckConstraints() []constraint.Result
}

// On every golden document whose only ValidateSchema violations are
// cross-field rules, Validate reports those, then every failing
// error-severity constraint of the file except the ones a native rule
// reports under the same id or that the skip lists below exclude:
// the types that evaluate their file only after a native twin fired lose
// nothing.
func TestConstraintEquivalenceOnVectors(t *testing.T) {
	types := map[string]struct {
		native string   // prefix of the native rule ids
		skip   []string // constraint ids not in Validate
		newDoc func() constrainedDoc
	}{
		"sanction":            {"sanction-", []string{"sanction-expiry-after-imposed"}, func() constrainedDoc { return new(governance.Sanction) }},
		"dispute-record":      {"dispute-", []string{"dispute-resolution-temporal"}, func() constrainedDoc { return new(governance.DisputeRecord) }},
		"performance-record":  {"performance-", []string{"performance-dividend-split"}, func() constrainedDoc { return new(governance.PerformanceRecord) }},
		"reputation-score":    {"reputation-", nil, func() constrainedDoc { return new(governance.ReputationScore) }},
		"governance-config":   {"governance-", nil, func() constrainedDoc { return new(governance.Config) }},
		"delegation-chain":    {"delegation-chain-", nil, func() constrainedDoc { return new(governance.DelegationChain) }},
		"constraint-proposal": {"constraint-proposal-", []string{"constraint-proposal-sunset-after-expression"}, func() constrainedDoc { return new(model.ConstraintProposal) }},
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
		if checked[s] == 0 {
			t.Errorf("%s: no vector checked", s)
		}
	}
	t.Logf("documents checked per schema: %v", checked)
}
