package routing_test

import (
	"math"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/routing"
	"github.com/hounfour-go/hounfour/wire"
)

// The expected values below are upstream's results (float64, every
// operation rounded in the stated order). The inputs reach the functions
// through struct fields, never as constant expressions, which Go would
// evaluate exactly.

func profile(id string, weight float64, output string) routing.ModelProfile {
	return routing.ModelProfile{ModelID: id, RoutingWeight: weight,
		CostPerToken: routing.CostPerToken{Input: wire.MustParseMicroUSDUnsigned("1"), Output: wire.MustParseMicroUSDUnsigned(output)}}
}

func event(id string, actual, expected float64) routing.PerformanceEvent {
	return routing.PerformanceEvent{ModelID: id, ActualQuality: actual, ExpectedQuality: expected}
}

func score(p float64) *float64 { return &p }

func TestScores(t *testing.T) {
	for _, c := range []struct {
		name     string
		agg      reputation.Aggregate
		profiles []routing.ModelProfile
		want     []routing.Score
	}{
		{"cohorts and the blended score",
			reputation.Aggregate{BlendedScore: 0.7, ModelCohorts: []reputation.ModelCohort{
				{ModelID: "gpt-4o", PersonalScore: score(0.9)}, {ModelID: "native"}}},
			[]routing.ModelProfile{profile("native", 0.6, "15"), profile("gpt-4o", 0.3, "30"), profile("claude", 0.1, "0")},
			[]routing.Score{{"native", 0.42, 0.04666666666666666}, {"gpt-4o", 0.27, 0.030000000000000002},
				{"claude", 0.06999999999999999, 0.7}}},
		{"ties keep the input order",
			reputation.Aggregate{BlendedScore: 0.5},
			[]routing.ModelProfile{profile("a", 0.2, "1"), profile("b", 0.2, "1"), profile("c", 0.4, "1")},
			[]routing.Score{{"c", 0.2, 0.5}, {"a", 0.1, 0.5}, {"b", 0.1, 0.5}}},
		{"a 20-digit price",
			reputation.Aggregate{BlendedScore: 0.5},
			[]routing.ModelProfile{profile("a", 1, "99999999999999999999")},
			[]routing.Score{{"a", 0.5, 5e-21}}},
		{"the first cohort of a model counts",
			reputation.Aggregate{BlendedScore: 0.5, ModelCohorts: []reputation.ModelCohort{
				{ModelID: "a", PersonalScore: score(0.8)}, {ModelID: "a", PersonalScore: score(0.1)}}},
			[]routing.ModelProfile{profile("a", 0.5, "2")},
			[]routing.Score{{"a", 0.4, 0.4}}},
		{"no profiles", reputation.Aggregate{BlendedScore: 0.5}, nil, []routing.Score{}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := routing.Scores(c.agg, c.profiles); !slices.Equal(got, c.want) {
				t.Errorf("got %v\nwant %v", got, c.want)
			}
		})
	}
	// An absent price counts as 0: the efficiency is the quality.
	p := routing.ModelProfile{ModelID: "x", RoutingWeight: 1}
	if got := routing.Scores(reputation.Aggregate{BlendedScore: 0.3}, []routing.ModelProfile{p}); got[0].CostEfficiency != 0.3 {
		t.Errorf("absent price: %v", got)
	}
}

func TestSelectModel(t *testing.T) {
	ranked := []routing.Score{{"native", 0.42, 0}, {"gpt-4o", 0.27, 0}, {"claude", 0.06999999999999999, 0}}
	for _, c := range []struct {
		scores  []routing.Score
		minimum float64
		want    string
		ok      bool
	}{
		{ranked, 0, "native", true},
		{ranked, 0.42, "native", true},
		{ranked, 0.43, "", false},
		{ranked, 0.5, "", false},
		{nil, 0, "", false},
		{[]routing.Score{{"lo", 0.1, 0}, {"hi", 0.9, 0}}, 0, "lo", true}, // no sorting
		{[]routing.Score{{"lo", 0.1, 0}, {"hi", 0.9, 0}}, 0.5, "hi", true},
	} {
		if got, ok := routing.SelectModel(c.scores, c.minimum); got != c.want || ok != c.ok {
			t.Errorf("SelectModel(%v, %v) = %q, %v; want %q, %v", c.scores, c.minimum, got, ok, c.want, c.ok)
		}
	}
}

func TestIsModelEligible(t *testing.T) {
	sig := func(q float64) reputation.RoutingSignal {
		return reputation.RoutingSignal{QualifyingScore: q, QualifyingState: reputation.Authoritative}
	}
	for _, c := range []struct {
		name   string
		cohort *reputation.ModelCohort
		signal reputation.RoutingSignal
		want   bool
	}{
		{"no cohort", nil, sig(0), false},
		{"no personal score", &reputation.ModelCohort{ModelID: "a"}, sig(0), false},
		{"equal scores, the state not read", &reputation.ModelCohort{ModelID: "a", PersonalScore: score(0.5)}, sig(0.5), true},
		{"below", &reputation.ModelCohort{ModelID: "a", PersonalScore: score(0.49)}, sig(0.5), false},
		{"above", &reputation.ModelCohort{ModelID: "a", PersonalScore: score(1)}, sig(0.5), true},
	} {
		if got := routing.IsModelEligible(c.cohort, c.signal); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

func weights(ws ...routing.Weight) []routing.Weight { return ws }

func TestCompositeWeights(t *testing.T) {
	for _, c := range []struct {
		name     string
		profiles []routing.ModelProfile
		want     []routing.Weight
	}{
		{"shares of 0.6000000000000001",
			[]routing.ModelProfile{profile("a", 0.1, "1"), profile("b", 0.2, "1"), profile("c", 0.3, "1")},
			weights(routing.Weight{"a", 0.16666666666666666}, routing.Weight{"b", 0.3333333333333333}, routing.Weight{"c", 0.4999999999999999})},
		{"all zero: equal shares",
			[]routing.ModelProfile{profile("a", 0, "1"), profile("b", 0, "1"), profile("c", 0, "1")},
			weights(routing.Weight{"a", 0.3333333333333333}, routing.Weight{"b", 0.3333333333333333}, routing.Weight{"c", 0.3333333333333333})},
		{"single", []routing.ModelProfile{profile("a", 0.7, "1")}, weights(routing.Weight{"a", 1})},
		{"none", nil, []routing.Weight{}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := routing.CompositeWeights(c.profiles)
			if got == nil || !slices.Equal(got, c.want) {
				t.Errorf("got %v\nwant %v", got, c.want)
			}
		})
	}
}

func TestRebalancedWeights(t *testing.T) {
	abc := []routing.ModelProfile{profile("a", 0.5, "1"), profile("b", 0.3, "1"), profile("c", 0.2, "1")}
	for _, c := range []struct {
		name     string
		profiles []routing.ModelProfile
		events   []routing.PerformanceEvent
		damping  float64
		want     []routing.Weight
	}{
		{"feedback with the default damping; an unknown model's event ignored", abc,
			[]routing.PerformanceEvent{event("a", 0.9, 0.7), event("a", 0.8, 0.7), event("b", 0.4, 0.7), event("zz", 1, 0)},
			routing.DefaultDamping,
			weights(routing.Weight{"a", 0.5228426395939086}, routing.Weight{"b", 0.27411167512690354}, routing.Weight{"c", 0.20304568527918782})},
		{"full damping clamps to [0, 1]",
			[]routing.ModelProfile{profile("a", 0.5, "1"), profile("b", 0.5, "1")},
			[]routing.PerformanceEvent{event("a", 1, 0), event("b", 0, 1)}, 1,
			weights(routing.Weight{"a", 1}, routing.Weight{"b", 0})},
		{"no damping",
			[]routing.ModelProfile{profile("a", 0.1, "1"), profile("b", 0.2, "1")},
			[]routing.PerformanceEvent{event("a", 1, 0)}, 0,
			weights(routing.Weight{"a", 0.3333333333333333}, routing.Weight{"b", 0.6666666666666666})},
		{"all clamped to 0: equal shares",
			[]routing.ModelProfile{profile("a", 0.05, "1"), profile("b", 0.05, "1")},
			[]routing.PerformanceEvent{event("a", 0, 1), event("b", 0, 1)}, 0.5,
			weights(routing.Weight{"a", 0.5}, routing.Weight{"b", 0.5})},
		{"profiles of one model share its events",
			[]routing.ModelProfile{profile("a", 0.4, "1"), profile("a", 0.2, "1")},
			[]routing.PerformanceEvent{event("a", 1, 0.5)}, routing.DefaultDamping,
			weights(routing.Weight{"a", 0.6428571428571429}, routing.Weight{"a", 0.35714285714285715})},
		{"no events: the composite weights",
			[]routing.ModelProfile{profile("a", 0.1, "1"), profile("b", 0.2, "1"), profile("c", 0.3, "1")}, nil,
			routing.DefaultDamping,
			weights(routing.Weight{"a", 0.16666666666666666}, routing.Weight{"b", 0.3333333333333333}, routing.Weight{"c", 0.4999999999999999})},
		{"no profiles", nil, []routing.PerformanceEvent{event("a", 1, 0)}, routing.DefaultDamping, []routing.Weight{}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := routing.RebalancedWeights(c.profiles, c.events, c.damping)
			if got == nil || !slices.Equal(got, c.want) {
				t.Errorf("got %v\nwant %v", got, c.want)
			}
		})
	}
}

// rebalancedOracle is RebalancedWeights written as upstream states it: a
// filter of the events per profile (quadratic), the clamp with math.Max
// and math.Min, then the normalization.
func rebalancedOracle(profiles []routing.ModelProfile, events []routing.PerformanceEvent, damping float64) []routing.Weight {
	if len(profiles) == 0 {
		return []routing.Weight{}
	}
	adj := make([]float64, len(profiles))
	for i, p := range profiles {
		w := p.RoutingWeight
		var mine []routing.PerformanceEvent
		for _, e := range events {
			if e.ModelID == p.ModelID {
				mine = append(mine, e)
			}
		}
		if len(mine) > 0 {
			var d float64
			for _, e := range mine {
				d = d + (e.ActualQuality - e.ExpectedQuality)
			}
			avg := d / float64(len(mine))
			w = w + float64(avg*damping) // the conversion forbids a fused multiply-add
		}
		adj[i] = math.Max(0, math.Min(1, w))
	}
	var total float64
	for _, w := range adj {
		total = total + w
	}
	out := make([]routing.Weight, len(profiles))
	for i, p := range profiles {
		if total == 0 {
			out[i] = routing.Weight{ModelID: p.ModelID, Weight: 1 / float64(len(profiles))}
		} else {
			out[i] = routing.Weight{ModelID: p.ModelID, Weight: adj[i] / total}
		}
	}
	return out
}
