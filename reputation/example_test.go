package reputation_test

import (
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

func ExampleBlendedScore() {
	personal := 0.8
	// k = 3 pseudo observations of the collection score 0.5, n = 10 of the
	// personal score 0.8: (3·0.5 + 10·0.8) / 13.
	fmt.Println(reputation.BlendedScore(&personal, 0.5, 10, 3))
	fmt.Println(reputation.PersonalWeight(10, 3))
	// Without a personal score the blend is the collection score.
	fmt.Println(reputation.BlendedScore(nil, 0.42, 0, 3))
	// Output:
	// 0.7307692307692307
	// 0.7692307692307693
	// 0.42
}

func ExampleDecayedSampleCount() {
	// Ten samples, 15 days after the last update, half-life 30 days.
	fmt.Println(reputation.DecayedSampleCount(10, 15, reputation.DefaultHalfLifeDays))
	fmt.Println(reputation.DecayedSampleCount(10, 30, reputation.DefaultHalfLifeDays))
	// Output:
	// 7.071067811865475
	// 5
}

func ExampleCrossModelScore() {
	hi, lo := 0.9, 0.7
	score, ok := reputation.CrossModelScore([]reputation.CohortScore{
		{PersonalScore: &hi, SampleCount: 45},
		{PersonalScore: &lo, SampleCount: 10},
		{PersonalScore: nil, SampleCount: 0}, // a cold cohort: no evidence
	})
	fmt.Println(score, ok)
	_, ok = reputation.CrossModelScore(nil)
	fmt.Println(ok)
	// Output:
	// 0.8636363636363636 true
	// false
}

func ExampleIsValidTransition() {
	fmt.Println(reputation.IsValidTransition(reputation.Cold, reputation.Warming))
	fmt.Println(reputation.IsValidTransition(reputation.Warming, reputation.Authoritative))
	fmt.Println(reputation.IsValidTransition(reputation.Authoritative, reputation.Cold))
	fmt.Println(reputation.StateForTier("pro"))
	// Output:
	// true
	// false
	// true
	// established
}

func ExampleReconstructAggregate() {
	at := func(s string) wire.Timestamp { return wire.MustParseTimestamp(s) }
	native := "native"
	events := []reputation.QualityEvent{
		{EventID: "qe-1", PersonalityID: "bear-1", CollectionID: "honeycomb", PoolID: "pool-a", CompositeScore: 0.9,
			EvaluatorID: "ev-a", ModelID: &native, OccurredAt: at("2026-03-01T10:00:00Z")},
		{EventID: "qe-2", PersonalityID: "bear-1", CollectionID: "honeycomb", PoolID: "pool-a", CompositeScore: 0.6,
			EvaluatorID: "ev-b", OccurredAt: at("2026-03-01T09:00:00Z")},
	}
	b := reputation.BayesianBlend()
	a := reputation.ReconstructAggregate(events, 0.5, b.PseudoCountK, b.MinSampleCount)
	fmt.Println(a.State, *a.PersonalScore, a.BlendedScore, a.SampleCount, a.CreatedAt)
	for _, t := range a.TransitionHistory {
		fmt.Println(t.From, "→", t.To, "at", t.At, "—", t.Trigger)
	}
	// Output:
	// warming 0.75 0.6 2 2026-03-01T09:00:00Z
	// cold → warming at 2026-03-01T09:00:00Z — First QualityEvent recorded
}

func ExampleAggregate_Validate() {
	// Authoritative at 27 samples with pseudo count 3: the personal weight
	// 27/30 is exactly 0.9, not above it.
	doc := `{"personality_id":"bear-1","collection_id":"honeycomb","pool_id":"pool-a","state":"authoritative",
	"personal_score":0.85,"collection_score":0.5,"blended_score":0.8,"sample_count":27,"pseudo_count":3,
	"contributor_count":9,"min_sample_count":5,"created_at":"2026-03-01T09:00:00Z",
	"last_updated":"2026-03-09T09:00:00Z","transition_history":[],"contract_version":"8.7.0"}`
	var a reputation.Aggregate
	err := hounfour.Decode([]byte(doc), &a)
	var verr *hounfour.ValidationError
	if errors.As(err, &verr) {
		for _, v := range verr.Violations {
			fmt.Printf("%q %s: %s\n", v.Path, v.Rule, v.Message)
		}
	}
	// Output:
	// "" reputation-authoritative-weight: authoritative state requires personal weight > 0.9
}
