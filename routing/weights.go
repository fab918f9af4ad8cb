package routing

import (
	"cmp"
	"slices"
	"strconv"

	"github.com/hounfour-go/hounfour/reputation"
)

// The routing functions are pure float64 arithmetic in the order each one
// states, every operation rounded on its own: a product that is then added
// is converted to float64 explicitly, which keeps the compiler from fusing
// it into one multiply-add, so results are the same bits on every
// platform. Sums are left folds from 0 in input order.

// DefaultDamping is the damping RebalancedWeights applies to the average
// quality surprise when the caller has no other: 0.1.
const DefaultDamping = 0.1

// Score is a model's routing score (one element of what Scores returns).
type Score struct {
	// ModelID is the model's alias.
	ModelID string `json:"model_id"`
	// RoutingScore is the model's quality times its routing weight.
	RoutingScore float64 `json:"routing_score"`
	// CostEfficiency is the model's quality per micro-USD of output token
	// price (the quality itself when the price is 0).
	CostEfficiency float64 `json:"cost_efficiency"`
}

// Weight is a model's share of a basket (one element of what
// CompositeWeights and RebalancedWeights return).
type Weight struct {
	// ModelID is the model's alias.
	ModelID string `json:"model_id"`
	// Weight is the model's share, in [0, 1].
	Weight float64 `json:"weight"`
}

// Scores ranks the models of profiles for an agent whose reputation is a.
// For each profile, in order: the quality q is the personal score of the
// first of a's model cohorts with the profile's model id when that cohort
// has one, else a's blended score; the cost is the profile's output token
// price as the nearest float64 (an absent price is 0); CostEfficiency is q / cost when the cost is above 0,
// else q; RoutingScore is q × the profile's routing weight. The result is
// then sorted by RoutingScore, highest first; ties keep the profiles'
// order (-0 ties with 0). The work is linear in the profiles and cohorts
// (plus the sort).
func Scores(a reputation.Aggregate, profiles []ModelProfile) []Score {
	out := make([]Score, len(profiles))
	// The first cohort of each model, looked up once per profile: the work
	// is linear in the profiles and the cohorts.
	first := make(map[string]*float64, len(a.ModelCohorts))
	for i := range a.ModelCohorts {
		c := &a.ModelCohorts[i]
		if _, seen := first[c.ModelID]; !seen {
			first[c.ModelID] = c.PersonalScore
		}
	}
	for i := range profiles {
		p := &profiles[i]
		q := a.BlendedScore
		if personal := first[p.ModelID]; personal != nil {
			q = *personal
		}
		// ParseFloat rounds correctly; the text is digits or absent ("",
		// an error and 0).
		cost, _ := strconv.ParseFloat(p.CostPerToken.Output.String(), 64)
		eff := q
		if cost > 0 {
			eff = q / cost
		}
		out[i] = Score{ModelID: p.ModelID, RoutingScore: q * p.RoutingWeight, CostEfficiency: eff}
	}
	slices.SortStableFunc(out, func(x, y Score) int { return cmp.Compare(y.RoutingScore, x.RoutingScore) })
	return out
}

// SelectModel returns the model id of the first score, in the given order,
// whose RoutingScore is at least minimum, and false when there is none. It
// does not sort: pass what Scores returns to get the best model.
func SelectModel(scores []Score, minimum float64) (modelID string, ok bool) {
	for _, s := range scores {
		if s.RoutingScore >= minimum {
			return s.ModelID, true
		}
	}
	return "", false
}

// IsModelEligible reports whether a model cohort qualifies under a routing
// signal: the cohort exists, has a personal score, and that score is at
// least the signal's qualifying score. The signal's qualifying state is not
// read (a cohort carries no state).
func IsModelEligible(c *reputation.ModelCohort, s reputation.RoutingSignal) bool {
	return c != nil && c.PersonalScore != nil && *c.PersonalScore >= s.QualifyingScore
}

// CompositeWeights returns each profile's share of the basket, in input
// order: its routing weight divided by the sum of all routing weights, or
// 1/n each when that sum is 0. No profiles give an empty, non-nil slice.
// Nothing caps the number of profiles, while the basket_weights_normalized
// rule rejects a basket of more than 100 entries.
func CompositeWeights(profiles []ModelProfile) []Weight {
	raw := make([]float64, len(profiles))
	for i := range profiles {
		raw[i] = profiles[i].RoutingWeight
	}
	return normalized(profiles, raw)
}

// RebalancedWeights returns the basket's shares after feeding back the
// performance events, in profile order. For each profile, its events are
// those with the same model id, in input order (events of other models are
// ignored; profiles sharing a model id share its events). With w the
// routing weight: when there are events, the average of (actual quality −
// expected quality) over them, times damping, is added to w; w is then
// clamped to [0, 1]. The shares are the clamped weights divided by their
// sum, or 1/n each when that sum is 0. Pass DefaultDamping for the usual
// damping; it is not range-checked. The work is linear in the number of
// profiles and events.
func RebalancedWeights(profiles []ModelProfile, events []PerformanceEvent, damping float64) []Weight {
	if len(profiles) == 0 {
		return []Weight{}
	}
	type surprise struct {
		sum float64
		n   int
	}
	byModel := make(map[string]*surprise, len(profiles))
	for i := range profiles {
		byModel[profiles[i].ModelID] = nil
	}
	for i := range events {
		e := &events[i]
		s, known := byModel[e.ModelID]
		if !known {
			continue
		}
		if s == nil {
			s = &surprise{}
			byModel[e.ModelID] = s
		}
		s.sum += e.ActualQuality - e.ExpectedQuality
		s.n++
	}
	raw := make([]float64, len(profiles))
	for i := range profiles {
		w := profiles[i].RoutingWeight
		if s := byModel[profiles[i].ModelID]; s != nil {
			avg := s.sum / float64(s.n)
			w += float64(avg * damping)
		}
		raw[i] = max(0, min(1, w))
	}
	return normalized(profiles, raw)
}

// normalized divides each raw weight by their left-fold sum (1/n each when
// the sum is 0), labelled with the profiles' model ids.
func normalized(profiles []ModelProfile, raw []float64) []Weight {
	out := make([]Weight, len(profiles))
	var total float64
	for _, w := range raw {
		total += w
	}
	for i, w := range raw {
		if total == 0 {
			w = 1 / float64(len(raw))
		} else {
			w /= total
		}
		out[i] = Weight{ModelID: profiles[i].ModelID, Weight: w}
	}
	return out
}
