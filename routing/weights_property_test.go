package routing_test

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/routing"
	"github.com/hounfour-go/hounfour/wire"
)

// basketOf is the basket document of a list of weights.
func basketOf(ws []routing.Weight) *routing.Basket {
	b := &routing.Basket{CompositionID: wire.MustParseUUID("550e8400-e29b-41d4-a716-446655440000"),
		TotalModels: int64(len(ws)), ComputedAt: wire.MustParseTimestamp("2026-03-01T12:00:00Z"),
		ContractVersion: wire.MustParseSemver("8.7.0")}
	for _, w := range ws {
		b.Entries = append(b.Entries, routing.BasketEntry{ModelID: w.ModelID, Weight: w.Weight, QualityYield: 0.5})
	}
	return b
}

// genInputs generates 1 to 100 profiles over at most 8 model ids (so ids
// repeat), their routing weights in [0, 1] (a quarter of them 0), and up
// to 40 events, some of unknown models, with qualities in [0, 1].
func genInputs() gopter.Gen {
	weight := gen.Frequency(map[int]gopter.Gen{1: gen.Const(0.0), 3: gen.Float64Range(0, 1)})
	prof := gopter.CombineGens(gen.IntRange(0, 7), weight).Map(func(v []any) routing.ModelProfile {
		return routing.ModelProfile{ModelID: fmt.Sprintf("m%d", v[0].(int)), RoutingWeight: v[1].(float64)}
	})
	ev := gopter.CombineGens(gen.IntRange(0, 9), gen.Float64Range(0, 1), gen.Float64Range(0, 1)).Map(func(v []any) routing.PerformanceEvent {
		return routing.PerformanceEvent{ModelID: fmt.Sprintf("m%d", v[0].(int)), ActualQuality: v[1].(float64), ExpectedQuality: v[2].(float64)}
	})
	return gopter.CombineGens(gen.SliceOfN(100, prof).SuchThat(func(p []routing.ModelProfile) bool { return len(p) > 0 }),
		gen.SliceOf(ev), gen.Float64Range(0, 2))
}

// Rebalancing keeps the basket normalized: for any 1 to 100 profiles and
// any events, the weights are in [0, 1], equal the quadratic oracle's bit
// for bit, and make a basket document that passes basket-weights-sum-valid
// (Validate). The composite weights do as well.
func TestPropertyRebalancedWeightsNormalized(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(proptest.Parameters(t, 500))
	props.Property("normalized after rebalancing", prop.ForAll(func(v []any) string {
		profiles := v[0].([]routing.ModelProfile)
		events, _ := v[1].([]routing.PerformanceEvent)
		damping := v[2].(float64)
		for _, ws := range [][]routing.Weight{routing.RebalancedWeights(profiles, events, damping), routing.CompositeWeights(profiles)} {
			if len(ws) != len(profiles) {
				return "length"
			}
			var sum float64
			for _, w := range ws {
				if !(w.Weight >= 0 && w.Weight <= 1) {
					return fmt.Sprintf("weight %v outside [0, 1]", w.Weight)
				}
				sum += w.Weight
			}
			if math.Abs(sum-1) > 0.001 {
				return fmt.Sprintf("sum %v", sum)
			}
			if err := basketOf(ws).Validate(); err != nil {
				return err.Error()
			}
		}
		if got, want := routing.RebalancedWeights(profiles, events, damping), rebalancedOracle(profiles, events, damping); !slices.Equal(got, want) {
			return fmt.Sprintf("got %v, the oracle %v", got, want)
		}
		return ""
	}, genInputs()))
	props.TestingRun(t)
}
