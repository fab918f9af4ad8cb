package vectors

import (
	"encoding/json"
	"slices"

	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/routing"
)

func init() {
	kinds["model-routing-scores"] = runModelRoutingScores
	kinds["basket-weights"] = runBasketWeights
}

// model-routing-scores: input {"blended_score", "model_cohorts":
// [{"model_id", "personal_score"}], "profiles": [model-economic-profile
// documents], "minimum"}; want {"scores": [{"model_id", "routing_score",
// "cost_efficiency"}], "selected": model id or null}: routing.Scores on an
// aggregate with that blended score and those cohorts, then
// routing.SelectModel on the result. Numbers compare exactly.
func runModelRoutingScores(c *Case) error {
	var in struct {
		BlendedScore float64 `json:"blended_score"`
		ModelCohorts []struct {
			ModelID       string   `json:"model_id"`
			PersonalScore *float64 `json:"personal_score"`
		} `json:"model_cohorts"`
		Profiles []routing.ModelProfile `json:"profiles"`
		Minimum  float64                `json:"minimum"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	var want struct {
		Scores   []routing.Score `json:"scores"`
		Selected *string         `json:"selected"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	agg := reputation.Aggregate{BlendedScore: in.BlendedScore}
	for _, m := range in.ModelCohorts {
		agg.ModelCohorts = append(agg.ModelCohorts, reputation.ModelCohort{ModelID: m.ModelID, PersonalScore: m.PersonalScore})
	}
	got := routing.Scores(agg, in.Profiles)
	if !slices.Equal(got, want.Scores) && !(len(got) == 0 && len(want.Scores) == 0) {
		return mismatch("Scores", want.Scores, got)
	}
	id, ok := routing.SelectModel(got, in.Minimum)
	if ok != (want.Selected != nil) || ok && id != *want.Selected {
		return mismatch("SelectModel", jsonText(want.Selected), jsonText(selected(id, ok)))
	}
	return nil
}

// basket-weights: input {"profiles": [model-economic-profile documents],
// "events": [economic-performance-event documents], "damping"}; want
// {"composite": [{"model_id", "weight"}], "rebalanced": [...]}:
// routing.CompositeWeights of the profiles and routing.RebalancedWeights of
// profiles, events and damping (members left out are not compared).
func runBasketWeights(c *Case) error {
	var in struct {
		Profiles []routing.ModelProfile     `json:"profiles"`
		Events   []routing.PerformanceEvent `json:"events"`
		Damping  float64                    `json:"damping"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	var want struct {
		Composite  []routing.Weight `json:"composite"`
		Rebalanced []routing.Weight `json:"rebalanced"`
	}
	if err := strict(c.Want, &want); err != nil {
		return err
	}
	if want.Composite != nil {
		if got := routing.CompositeWeights(in.Profiles); !slices.Equal(got, want.Composite) {
			return mismatch("CompositeWeights", want.Composite, got)
		}
	}
	if want.Rebalanced != nil {
		if got := routing.RebalancedWeights(in.Profiles, in.Events, in.Damping); !slices.Equal(got, want.Rebalanced) {
			return mismatch("RebalancedWeights", want.Rebalanced, got)
		}
	}
	return nil
}

func selected(id string, ok bool) *string {
	if !ok {
		return nil
	}
	return &id
}

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
