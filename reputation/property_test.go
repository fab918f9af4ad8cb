package reputation_test

import (
	"math"
	"math/rand"
	"reflect"
	"testing"
	"time"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

// within reports lo ≤ x ≤ hi up to one ulp on either side.
func within(x, lo, hi float64) bool {
	return x >= math.Nextafter(lo, math.Inf(-1)) && x <= math.Nextafter(hi, math.Inf(1))
}

// Blended scores stay between the personal and the collection score (so
// within [0, 1]) up to one ulp, and move toward the personal score as the
// samples grow (the evidence they weigh); a nil personal score gives the
// collection score.
func TestPropertyBlendedScore(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(proptest.Parameters(t, 2000))
	unit := gen.Float64Range(0, 1)
	props.Property("bounded", prop.ForAll(func(p, c float64, n, k int64) bool {
		b := reputation.BlendedScore(&p, c, float64(n), float64(k))
		return within(b, math.Min(p, c), math.Max(p, c)) && within(b, 0, 1)
	}, unit, unit, gen.Int64Range(0, 100_000), gen.Int64Range(1, 1000)))
	props.Property("monotone in the samples", prop.ForAll(func(p, c float64, n, step, k int64) bool {
		b0 := reputation.BlendedScore(&p, c, float64(n), float64(k))
		b1 := reputation.BlendedScore(&p, c, float64(n+step), float64(k))
		ulp := math.Abs(math.Nextafter(b0, math.Inf(1)) - b0)
		return math.Abs(b1-p) <= math.Abs(b0-p)+2*ulp
	}, unit, unit, gen.Int64Range(0, 10_000), gen.Int64Range(1, 1000), gen.Int64Range(1, 1000)))
	props.Property("monotone in the pseudo count", prop.ForAll(func(p, c float64, n, k, step int64) bool {
		b0 := reputation.BlendedScore(&p, c, float64(n), float64(k))
		b1 := reputation.BlendedScore(&p, c, float64(n), float64(k+step))
		ulp := math.Abs(math.Nextafter(b0, math.Inf(1)) - b0)
		return math.Abs(b1-c) <= math.Abs(b0-c)+2*ulp
	}, unit, unit, gen.Int64Range(0, 10_000), gen.Int64Range(1, 1000), gen.Int64Range(1, 1000)))
	props.Property("no personal score", prop.ForAll(func(c float64, n, k int64) bool {
		return reputation.BlendedScore(nil, c, float64(n), float64(k)) == c
	}, unit, gen.Int64Range(0, 1000), gen.Int64Range(0, 1000)))
	props.Property("weight in [0, 1] and increasing", prop.ForAll(func(n, k int64) bool {
		w0, w1 := reputation.PersonalWeight(float64(n), float64(k)), reputation.PersonalWeight(float64(n+1), float64(k))
		return w0 >= 0 && w1 <= 1 && w1 > w0
	}, gen.Int64Range(0, 1_000_000), gen.Int64Range(1, 1000)))
	props.TestingRun(t)
}

// Decay stays within [0, n] and never increases with time.
func TestPropertyDecayMonotone(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(proptest.Parameters(t, 2000))
	props.Property("bounded and non-increasing", prop.ForAll(func(n, days, step float64, half int64) bool {
		d0 := reputation.DecayedSampleCount(n, days, float64(half))
		d1 := reputation.DecayedSampleCount(n, days+step, float64(half))
		return d0 >= 0 && d0 <= n && d1 <= d0
	}, gen.Float64Range(0, 1e6), gen.Float64Range(0, 1000), gen.Float64Range(0, 100), gen.Int64Range(1, 365)))
	props.TestingRun(t)
	// A fine grid: 0.0005-day steps up to 10 days, for three half-lives.
	for _, half := range []float64{1, 30, 365} {
		prev := 100.0
		for i := 0; i <= 20_000; i++ {
			d := reputation.DecayedSampleCount(100, float64(i)*0.0005, half)
			if d > prev {
				t.Fatalf("half-life %v: decay at %v days rose from %v to %v", half, float64(i)*0.0005, prev, d)
			}
			prev = d
		}
	}
}

// randomEvents returns n quality events of one aggregate, at distinct
// instants (whole seconds; some written with an offset), with random
// scores, evaluators and models.
func randomEvents(r *rand.Rand, n int) []reputation.QualityEvent {
	base := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	perm := r.Perm(n * 3)
	out := make([]reputation.QualityEvent, n)
	for i := range out {
		at := base.Add(time.Duration(perm[i]) * time.Second)
		if r.Intn(3) == 0 {
			at = at.In(time.FixedZone("", 2*3600))
		}
		e := reputation.QualityEvent{EventID: "e", PersonalityID: "p", CollectionID: "c", PoolID: "q",
			Satisfaction: r.Float64(), Coherence: r.Float64(), Safety: r.Float64(), CompositeScore: r.Float64(),
			EvaluatorID: string(rune('a' + r.Intn(5))), OccurredAt: wire.TimestampFrom(at),
			ContractVersion: wire.MustParseSemver("8.7.0")}
		if m := r.Intn(4); m > 0 {
			e.ModelID = s([]string{"", "native", "gpt-4o", "llama"}[m])
		}
		out[i] = e
	}
	return out
}

// Reconstruction is deterministic and, for events at distinct instants,
// independent of their order (it sorts them); the stream hash hashes the
// order given, so a reordering changes it. Every recorded transition is an
// edge IsValidTransition allows, each event takes at most one step, and
// the recorded steps lead to the final state.
func TestPropertyReplay(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(proptest.Parameters(t, 300))
	props.Property("replay", prop.ForAll(func(seed int64, n int, minSamples int) bool {
		r := rand.New(rand.NewSource(seed))
		events := randomEvents(r, n)
		a := reputation.ReconstructAggregate(events, 0.5, 3, minSamples)
		if !reflect.DeepEqual(a, reputation.ReconstructAggregate(events, 0.5, 3, minSamples)) {
			t.Log("not deterministic")
			return false
		}
		shuffled := append([]reputation.QualityEvent(nil), events...)
		r.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
		if !reflect.DeepEqual(a, reputation.ReconstructAggregate(shuffled, 0.5, 3, minSamples)) {
			t.Log("depends on the order of distinct instants")
			return false
		}
		h1, err1 := reputation.EventStreamHash(events)
		h2, err2 := reputation.EventStreamHash(events)
		hs, err3 := reputation.EventStreamHash(shuffled)
		if err1 != nil || err2 != nil || err3 != nil || h1 != h2 || (hs == h1) != sameEvents(events, shuffled) {
			t.Log("stream hash")
			return false
		}
		state := reputation.Cold
		if len(a.TransitionHistory) > n {
			return false
		}
		for _, tr := range a.TransitionHistory {
			if tr.From != state || !reputation.IsValidTransition(tr.From, tr.To) {
				t.Logf("transition %s → %s from %s", tr.From, tr.To, state)
				return false
			}
			state = tr.To
		}
		return state == a.State && (n == 0 || a.SampleCount == int64(n)) && within(a.BlendedScore, 0, 1)
	}, gen.Int64(), gen.IntRange(0, 60), gen.IntRange(1, 10)))
	props.TestingRun(t)
}

// sameEvents reports whether a and b hold equal events in the same order.
func sameEvents(a, b []reputation.QualityEvent) bool {
	return len(a) == len(b) && (len(a) == 0 || reflect.DeepEqual(a, b))
}
