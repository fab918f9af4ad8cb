package reputation

import (
	"math"

	"github.com/hounfour-go/hounfour/internal/jsmath"
)

// The Bayesian blend's protocol constants.
const (
	// DefaultPseudoCount is the protocol's pseudo count k: the weight, in
	// observations, of the collection score in the blend.
	DefaultPseudoCount = 3
	// DefaultMinSampleCount is the protocol's sample count that takes an
	// aggregate from warming to established.
	DefaultMinSampleCount = 5
	// AuthoritativeThreshold is the personal weight an aggregate must
	// exceed to become authoritative.
	AuthoritativeThreshold = 0.9
	// DefaultHalfLifeDays is the protocol's half-life of sample counts,
	// in days (DecayedSampleCount).
	DefaultHalfLifeDays = 30
)

// BlendParameters are the parameters of the Bayesian blend.
type BlendParameters struct {
	// PseudoCountK is the weight of the collection score (k).
	PseudoCountK int
	// MinSampleCount is the sample count warming → established needs.
	MinSampleCount int
	// AuthoritativeThreshold is the personal weight established →
	// authoritative must exceed.
	AuthoritativeThreshold float64
}

// BayesianBlend returns the protocol's blend parameters: pseudo count 3,
// minimum sample count 5, authoritative threshold 0.9.
func BayesianBlend() BlendParameters {
	return BlendParameters{DefaultPseudoCount, DefaultMinSampleCount, AuthoritativeThreshold}
}

// AntiManipulationParameters bound how a collection score may be
// influenced. They are documentation of the protocol's intent: no function
// of the protocol reads them.
type AntiManipulationParameters struct {
	// MaxContributors caps the contributors counted.
	MaxContributors int
	// TrimmedMeanPercentile is the percentage trimmed from each end of the
	// collection's trimmed mean.
	TrimmedMeanPercentile int
	// MinUniqueEvaluators is the number of distinct evaluators an
	// aggregate should have.
	MinUniqueEvaluators int
}

// AntiManipulation returns the protocol's anti-manipulation parameters:
// at most 100 contributors, a 10 % trimmed mean, at least 3 distinct
// evaluators.
func AntiManipulation() AntiManipulationParameters {
	return AntiManipulationParameters{MaxContributors: 100, TrimmedMeanPercentile: 10, MinUniqueEvaluators: 3}
}

// PersonalWeight returns the weight of a personal score in the blend,
// n / (k + n), for sample count n and pseudo count k: 0.9 exactly at 27
// samples and k = 3, 0.9032258064516129 at 28. Both zero give NaN (no
// error).
func PersonalWeight(sampleCount, pseudoCount float64) float64 {
	return sampleCount / (pseudoCount + sampleCount)
}

// BlendedScore returns the Bayesian blend of a personal score p with the
// collection score c, weighted by sample count n and pseudo count k:
// (k·c + n·p) / (k + n), each product rounded before the sum (no fused
// multiply-add, so that the bits are a JavaScript peer's: p 0.05, c 0.55,
// n = k = 3 give 0.30000000000000004). A nil personal score gives c
// unchanged. With n = 0 the formula still runs: (k·c)/k may differ from c
// in the last bit.
func BlendedScore(personal *float64, collection, sampleCount, pseudoCount float64) float64 {
	if personal == nil {
		return collection
	}
	return (float64(pseudoCount*collection) + float64(sampleCount**personal)) / (pseudoCount + sampleCount)
}

// DecayedSampleCount returns a sample count decayed over the days since
// the last update with the given half-life (DefaultHalfLifeDays usually):
// n·e^(−ln2/halfLife · days), never below 0. No days (days ≤ 0) leave n
// unchanged; a half-life ≤ 0 gives 0; NaN propagates. The exponential is
// JavaScript's (jsmath.Exp), so the bits are a JavaScript peer's: (10, 15,
// 30) gives 7.071067811865475, one ulp less than with math.Exp.
func DecayedSampleCount(sampleCount, daysSinceLastUpdate, halfLifeDays float64) float64 {
	if daysSinceLastUpdate <= 0 {
		return sampleCount
	}
	if halfLifeDays <= 0 {
		return 0
	}
	lambda := math.Ln2 / halfLifeDays
	return math.Max(0, float64(sampleCount*jsmath.Exp(float64(-lambda*daysSinceLastUpdate))))
}

// CrossModelScore returns the mean of the cohorts' personal scores
// weighted by their sample counts, in slice order, skipping cohorts without
// a score: Σ(score·count) / Σcount, each product rounded before it is
// added. ok is false when the counts of the scored cohorts sum to 0 (no
// cohort, none scored, or only cohorts without samples).
func CrossModelScore(cohorts []CohortScore) (score float64, ok bool) {
	var weighted, total float64
	for _, c := range cohorts {
		if c.PersonalScore == nil {
			continue
		}
		weighted += float64(*c.PersonalScore * c.SampleCount)
		total += c.SampleCount
	}
	if total == 0 {
		return 0, false
	}
	return weighted / total, true
}
