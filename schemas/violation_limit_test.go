package schemas_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/schemas"
)

// TestViolationLimitBelowFindings: a limit on the violations below what a
// document breaks gives at most that many of the unlimited run's
// violations, in their order, then one limit-violations summary — also
// when the decode stopped recording at the limit before the walk chose
// what it reports (an agent address breaking four rules once panicked
// under limits 1 to 3).
func TestViolationLimitBelowFindings(t *testing.T) {
	doc := []byte(`{"zzz":1,"scheme":"x","nft_id":"eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/1","collection":"eip155"}`)
	o := hounfour.Options{Contract: hounfour.Contract870}
	var all *hounfour.ValidationError
	if err := schemas.ValidateWith("agent-address", doc, o); !errors.As(err, &all) || len(all.Violations) != 4 {
		t.Fatalf("unlimited: %v, want 4 violations", err)
	}
	for limit := 1; limit <= 6; limit++ {
		o.Limits.MaxViolations = limit
		var verr *hounfour.ValidationError
		var err error
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("limit %d: panic %v", limit, r)
				}
			}()
			err = schemas.ValidateWith("agent-address", doc, o)
		}()
		if !errors.As(err, &verr) {
			t.Fatalf("limit %d: %v", limit, err)
		}
		vs := verr.Violations
		if limit >= 5 {
			if !slices.EqualFunc(vs, all.Violations, sameViolation) {
				t.Errorf("limit %d: %v, want %v", limit, vs, all.Violations)
			}
			continue
		}
		last := vs[len(vs)-1]
		if last.Rule != "limit-violations" || len(vs) > limit+1 {
			t.Errorf("limit %d: %v, want at most %d violations and the summary", limit, vs, limit)
			continue
		}
		for _, v := range vs[:len(vs)-1] {
			if !slices.ContainsFunc(all.Violations, func(w hounfour.Violation) bool { return sameViolation(v, w) }) {
				t.Errorf("limit %d: %v is not one of the unlimited run's", limit, v)
			}
		}
	}
}

func sameViolation(a, b hounfour.Violation) bool {
	return a.Path == b.Path && a.Rule == b.Rule && a.Message == b.Message
}
