package boundary_test

import (
	"math"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/boundary"
	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

// TestHostileEvaluate: the engine on hostile inputs — megabyte budgets of
// digits or of anything else, megabyte state names, scores that are no
// numbers — denies without panicking and allocates in proportion to its
// input (the reasons echo the texts received: about one copy of each;
// unmeasured under the race detector, which allocates).
func TestHostileEvaluate(t *testing.T) {
	const size = 1 << 20
	digits, junk := strings.Repeat("9", size), strings.Repeat("x", size)
	huge := reputation.State(strings.Repeat("s", size))
	for _, c := range []struct {
		name  string
		t     boundary.TrustSnapshot
		c     boundary.CapitalSnapshot
		q     boundary.Criteria
		code  boundary.DenialCode
		bytes uint64 // at most
	}{
		{"digits", trust("cold", 0.5), capital(digits), criteria(0.1, "cold", "1"), boundary.InvalidBudgetFormat, 4 << 10},
		{"required digits", trust("cold", 0.5), capital("1"), criteria(0.1, "cold", digits), boundary.InvalidBudgetFormat, 4 << 10},
		{"junk", trust("cold", 0.5), capital(junk), criteria(0.1, "cold", "1"), boundary.InvalidBudgetFormat, 4*size + 4<<10},
		{"state", boundary.TrustSnapshot{ReputationState: huge}, capital("1"), criteria(0.1, "cold", "1"),
			boundary.UnknownReputationState, 3*size + 4<<10},
		{"NaN", trust("cold", math.NaN()), capital("1"), criteria(0.1, "cold", "1"), boundary.TrustScoreBelowThreshold, 4 << 10},
		{"-Inf", trust("cold", math.Inf(-1)), capital("1"), criteria(0.1, "cold", "1"), boundary.TrustScoreBelowThreshold, 4 << 10},
	} {
		t.Run(c.name, func(t *testing.T) {
			var r boundary.Result
			// The least of three measurements: an allocation of the
			// engine's own appears in each.
			bytes := uint64(math.MaxUint64)
			for range 3 {
				b, _ := hostile.Allocated(func() { r = boundary.Evaluate(c.t, c.c, c.q, at, wire.UUID{}) })
				bytes = min(bytes, b)
			}
			if r.AccessDecision.Granted || len(r.DenialCodes) != 1 || r.DenialCodes[0] != c.code {
				t.Errorf("granted %v, codes %v", r.AccessDecision.Granted, r.DenialCodes)
			}
			if !race.Enabled && bytes > c.bytes {
				t.Errorf("%d bytes allocated, want at most %d", bytes, c.bytes)
			}
		})
	}
	// +Inf passes any score threshold: a Go caller's value, not a JSON one.
	r := boundary.Evaluate(trust("cold", math.Inf(1)), capital("1"), criteria(0.1, "cold", "1"), at, wire.UUID{})
	if !r.AccessDecision.Granted {
		t.Errorf("+Inf: %+v", r.AccessDecision)
	}
}

// TestHostileDecode: a budget member of a million digits decodes (the
// schema bounds no length), and the engine still denies it.
func TestHostileDecode(t *testing.T) {
	doc := `{"budget_remaining":"` + strings.Repeat("1", 1<<20) + `","billing_tier":"pro","budget_period_end":"2026-03-01T00:00:00Z"}`
	var c boundary.CapitalSnapshot
	if err := c.UnmarshalJSON([]byte(doc)); err != nil {
		t.Fatal(err)
	}
	r := boundary.Evaluate(trust("cold", 0.5), c, criteria(0.1, "cold", "1"), at, wire.UUID{})
	if r.AccessDecision.Reason() != "invalid budget format: exceeds 30 digit limit" {
		t.Errorf("reason %q", r.AccessDecision.Reason())
	}
}
