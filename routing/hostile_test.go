package routing_test

import (
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/routing"
)

// The routing functions do work in proportion to their input however many
// profiles, cohorts and events they get, every one of a different model:
// a bounded number of allocations and bytes per element, and no step that
// pairs every profile with every cohort or event (which at this size would
// take minutes).
func TestRoutingWorkBounded(t *testing.T) {
	n := 100_000
	if testing.Short() || race.Enabled {
		n = 10_000
	}
	profiles := make([]routing.ModelProfile, n)
	events := make([]routing.PerformanceEvent, 2*n)
	agg := reputation.Aggregate{BlendedScore: 0.5, ModelCohorts: make([]reputation.ModelCohort, n)}
	half := 0.25
	for i := range profiles {
		id := "m" + strconv.Itoa(i)
		profiles[i] = routing.ModelProfile{ModelID: id, RoutingWeight: float64(i%10) / 10}
		agg.ModelCohorts[i] = reputation.ModelCohort{ModelID: "m" + strconv.Itoa(n-1-i), PersonalScore: &half}
		events[2*i] = routing.PerformanceEvent{ModelID: id, ActualQuality: 0.9, ExpectedQuality: 0.5}
		events[2*i+1] = routing.PerformanceEvent{ModelID: "x" + id, ActualQuality: 0.9, ExpectedQuality: 0.5}
	}
	for _, c := range []struct {
		name   string
		f      func() bool
		allocs uint64 // per profile
	}{
		{"Scores", func() bool {
			s := routing.Scores(agg, profiles)
			return len(s) == n && s[0].RoutingScore == 0.225
		}, 4},
		{"CompositeWeights", func() bool { return len(routing.CompositeWeights(profiles)) == n }, 2},
		{"RebalancedWeights", func() bool {
			return len(routing.RebalancedWeights(profiles, events, routing.DefaultDamping)) == n
		}, 6},
	} {
		var ok bool
		bytes, allocs := hostile.Allocated(func() { ok = c.f() })
		if !ok {
			t.Fatalf("%s: wrong result", c.name)
		}
		if per := bytes / uint64(n); allocs > c.allocs*uint64(n)+1000 || per > 1024 {
			t.Errorf("%s of %d profiles: %d bytes (%d per profile) in %d allocations, want at most %d allocations and 1024 bytes per profile",
				c.name, n, bytes, per, allocs, c.allocs*uint64(n)+1000)
		} else {
			t.Logf("%s of %d profiles: %d bytes (%d per profile), %d allocations", c.name, n, bytes, per, allocs)
		}
	}
}
