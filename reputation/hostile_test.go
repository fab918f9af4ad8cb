package reputation_test

import (
	"strconv"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

// The replay functions do work in proportion to their input, however many
// events, models and stored cohorts they get: a bounded number of
// allocations and bytes per event (no quadratic step).
func TestReplayWorkBounded(t *testing.T) {
	n := 100_000
	if testing.Short() || race.Enabled {
		n = 10_000
	}
	base := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	events := make([]reputation.QualityEvent, n)
	stored := reputation.Aggregate{State: reputation.Warming, PseudoCount: 3, MinSampleCount: 5,
		ModelCohorts: make([]reputation.ModelCohort, n)}
	for i := range events {
		model := "m" + strconv.Itoa(i) // every event its own model: n cohorts
		events[i] = reputation.QualityEvent{EventID: "e", PersonalityID: "p", CollectionID: "c", PoolID: "q",
			CompositeScore: float64(i%100) / 100, EvaluatorID: "ev" + strconv.Itoa(i%1000), ModelID: &model,
			OccurredAt: wire.TimestampFrom(base.Add(time.Duration(n-i) * time.Second))}
		stored.ModelCohorts[i] = reputation.ModelCohort{ModelID: "s" + strconv.Itoa(i)}
	}
	for _, c := range []struct {
		name   string
		f      func() bool
		allocs uint64 // per event
	}{
		{"ReconstructAggregate", func() bool {
			return reputation.ReconstructAggregate(events, 0.5, 3, 5).SampleCount == int64(n)
		}, 8},
		{"VerifyAggregateConsistency", func() bool {
			return len(reputation.VerifyAggregateConsistency(stored, events, 0.5, 0.001).Drifts) == 2*n+4
		}, 24},
		// 7 per event (9 under the race detector's instrumentation).
		{"EventStreamHash", func() bool { h, err := reputation.EventStreamHash(events); return err == nil && len(h) == 64 }, 12},
	} {
		var ok bool
		bytes, allocs := hostile.Allocated(func() { ok = c.f() })
		if !ok {
			t.Fatalf("%s: wrong result", c.name)
		}
		if perEvent := bytes / uint64(n); allocs > c.allocs*uint64(n)+1000 || perEvent > 4096 {
			t.Errorf("%s of %d events: %d bytes (%d per event) in %d allocations, want at most %d allocations and 4096 bytes per event",
				c.name, n, bytes, perEvent, allocs, c.allocs*uint64(n)+1000)
		} else {
			t.Logf("%s of %d events: %d bytes (%d per event), %d allocations", c.name, n, bytes, perEvent, allocs)
		}
	}
}

// The task cohorts' duplicate check is linear in the cohorts (a set), and
// Validate's pairwise check runs only on at most 50 (the schema's bound).
func TestTaskCohortDuplicatesBounded(t *testing.T) {
	n := 200_000
	if testing.Short() || race.Enabled {
		n = 20_000
	}
	cohorts := make([]reputation.TaskTypeCohort, n)
	for i := range cohorts {
		cohorts[i] = reputation.TaskTypeCohort{ModelID: "m" + strconv.Itoa(i%(n/2)), TaskType: reputation.TaskAnalysis}
	}
	var dups []string
	_, allocs := hostile.Allocated(func() { dups = reputation.TaskCohortDuplicates(cohorts) })
	if len(dups) != n/2 || allocs > uint64(n)+1000 {
		t.Errorf("%d cohorts: %d duplicates in %d allocations", n, len(dups), allocs)
	}
}
