package routing_test

import (
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/routing"
	"github.com/hounfour-go/hounfour/wire"
)

func ExampleScores() {
	personal := 0.9
	agg := reputation.Aggregate{BlendedScore: 0.7, ModelCohorts: []reputation.ModelCohort{
		{ModelID: "gpt-4o", PersonalScore: &personal},
		{ModelID: "native"}, // cold: no personal score, the blended score counts
	}}
	price := func(s string) routing.CostPerToken {
		return routing.CostPerToken{Input: wire.MustParseMicroUSDUnsigned("1"), Output: wire.MustParseMicroUSDUnsigned(s)}
	}
	profiles := []routing.ModelProfile{
		{ModelID: "native", RoutingWeight: 0.6, CostPerToken: price("15")},
		{ModelID: "gpt-4o", RoutingWeight: 0.3, CostPerToken: price("30")},
		{ModelID: "claude", RoutingWeight: 0.1, CostPerToken: price("0")},
	}
	scores := routing.Scores(agg, profiles)
	for _, s := range scores {
		fmt.Println(s.ModelID, s.RoutingScore, s.CostEfficiency)
	}
	best, ok := routing.SelectModel(scores, 0)
	fmt.Println(best, ok)
	_, ok = routing.SelectModel(scores, 0.5)
	fmt.Println(ok)
	// Output:
	// native 0.42 0.04666666666666666
	// gpt-4o 0.27 0.030000000000000002
	// claude 0.06999999999999999 0.7
	// native true
	// false
}

func ExampleRebalancedWeights() {
	profiles := []routing.ModelProfile{
		{ModelID: "a", RoutingWeight: 0.5}, {ModelID: "b", RoutingWeight: 0.3}, {ModelID: "c", RoutingWeight: 0.2},
	}
	events := []routing.PerformanceEvent{
		{ModelID: "a", ActualQuality: 0.9, ExpectedQuality: 0.7}, // a beat its expectation twice
		{ModelID: "a", ActualQuality: 0.8, ExpectedQuality: 0.7},
		{ModelID: "b", ActualQuality: 0.4, ExpectedQuality: 0.7}, // b fell short
	}
	for _, w := range routing.RebalancedWeights(profiles, events, routing.DefaultDamping) {
		fmt.Println(w.ModelID, w.Weight)
	}
	// Output:
	// a 0.5228426395939086
	// b 0.27411167512690354
	// c 0.20304568527918782
}

func ExampleCompositeWeights() {
	profiles := []routing.ModelProfile{{ModelID: "a", RoutingWeight: 0.1}, {ModelID: "b", RoutingWeight: 0.2}, {ModelID: "c", RoutingWeight: 0.3}}
	for _, w := range routing.CompositeWeights(profiles) {
		fmt.Println(w.ModelID, w.Weight)
	}
	// Output:
	// a 0.16666666666666666
	// b 0.3333333333333333
	// c 0.4999999999999999
}

func ExampleIsModelEligible() {
	score := 0.5
	cohort := &reputation.ModelCohort{ModelID: "gpt-4o", PersonalScore: &score}
	// Only the score is compared: the qualifying state is not read.
	signal := reputation.RoutingSignal{QualifyingState: reputation.Authoritative, QualifyingScore: 0.5}
	fmt.Println(routing.IsModelEligible(cohort, signal), routing.IsModelEligible(nil, signal))
	// Output: true false
}

// A basket's weights must sum to 1 within 0.001, which the
// basket-weights-sum-valid rule checks on the whole document.
func ExampleBasket_Validate() {
	doc := []byte(`{"composition_id":"550e8400-e29b-41d4-a716-446655440000",
		"entries":[{"model_id":"native","weight":0.6,"quality_yield":0.8,"sample_count":100},
		           {"model_id":"gpt-4o","weight":0.6,"quality_yield":0.9,"sample_count":50}],
		"total_models":2,"computed_at":"2026-03-01T12:00:00Z","contract_version":"8.7.0"}`)
	var b routing.Basket
	err := hounfour.Options{Contract: hounfour.Contract870}.Decode(doc, &b)
	var ve *hounfour.ValidationError
	if errors.As(err, &ve) {
		for _, v := range ve.Violations {
			fmt.Printf("%q %s\n", v.Path, v.Rule)
		}
	}
	b.Entries[1].Weight = 0.4
	fmt.Println(b.Validate())
	// Output:
	// "" basket-weights-sum-valid
	// <nil>
}
