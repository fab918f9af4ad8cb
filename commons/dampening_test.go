package commons_test

import (
	"errors"
	"math"
	"testing"

	"github.com/hounfour-go/hounfour/commons"
)

func TestDampenedScore(t *testing.T) {
	t.Parallel()
	cfg := func(amin, amax float64, ramp, pc int64) *commons.FeedbackDampeningConfig {
		return &commons.FeedbackDampeningConfig{AlphaMin: amin, AlphaMax: amax, RampSamples: ramp, PseudoCount: pc}
	}
	alphaMax09 := commons.DefaultFeedbackDampeningConfig()
	alphaMax09.AlphaMax = 0.9
	for _, c := range []struct {
		name              string
		old               *float64
		observed, samples float64
		cfg               *commons.FeedbackDampeningConfig
		want              float64
	}{
		{"cold start, 0 samples", nil, 0.9, 0, nil, 0.5363636363636364},
		{"cold start, 1 sample", nil, 0.9, 1, nil, 0.5363636363636364},
		{"cold start, 10 samples", nil, 1, 10, nil, 0.75},
		{"0 samples", ptr(0.5), 1, 0, nil, 0.75},
		{"25 samples", ptr(0.5), 1, 25, nil, 0.65},
		{"50 samples", ptr(0.5), 1, 50, nil, 0.55},
		{"1000 samples", ptr(0.2), 0.8, 1000, nil, 0.26},
		{"10 samples", ptr(0.3), 0.7, 10, nil, 0.46799999999999997},
		{"2.5 samples", ptr(0.3), 0.7, 2.5, nil, 0.492},
		{"fixed alpha", ptr(0.3), 0.7, 10, cfg(0.2, 0.2, 1, 0), 0.38},
		{"no prior", nil, 0.7, 3, cfg(0.1, 0.5, 50, 0), 0.7},
		{"alpha_max 0.9", ptr(0.3), 0.7, 10, &alphaMax09, 0.5960000000000001},
		{"not clamped", ptr(0.3), 7, 5, nil, 3.3820000000000006},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := commons.DampenedScore(c.old, c.observed, c.samples, c.cfg)
			if err != nil || got != c.want {
				t.Errorf("got %v, %v; want %v", got, err, c.want)
			}
		})
	}
}

// ramp_samples 0 (schema-invalid) gives NaN at 0 samples and alpha_min
// otherwise.
func TestDampenedScoreZeroRamp(t *testing.T) {
	t.Parallel()
	c := &commons.FeedbackDampeningConfig{AlphaMin: 0.1, AlphaMax: 0.5}
	if got, err := commons.DampenedScore(ptr(0.5), 1, 0, c); err != nil || !math.IsNaN(got) {
		t.Errorf("0 samples: %v, %v", got, err)
	}
	if got, err := commons.DampenedScore(ptr(0.5), 1, 3, c); err != nil || got != 0.55 {
		t.Errorf("3 samples: %v, %v", got, err)
	}
}

func TestDampenedScoreErrors(t *testing.T) {
	t.Parallel()
	bad := &commons.FeedbackDampeningConfig{AlphaMin: 0.6, AlphaMax: 0.5, RampSamples: 50, PseudoCount: 10}
	for _, c := range []struct {
		name    string
		samples float64
		cfg     *commons.FeedbackDampeningConfig
		want    string
	}{
		{"alpha range", 10, bad, "alpha_min (0.6) must not exceed alpha_max (0.5)"},
		{"negative samples", -1, nil, "sampleCount must be a non-negative finite number, got -1"},
		{"NaN samples", math.NaN(), nil, "sampleCount must be a non-negative finite number, got NaN"},
		{"infinite samples", math.Inf(1), nil, "sampleCount must be a non-negative finite number, got Infinity"},
		{"-infinite samples", math.Inf(-1), nil, "sampleCount must be a non-negative finite number, got -Infinity"},
		{"alpha checked first", -1, bad, "alpha_min (0.6) must not exceed alpha_max (0.5)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := commons.DampenedScore(ptr(0.3), 0.7, c.samples, c.cfg)
			var de *commons.DampeningError
			if !errors.As(err, &de) || de.Message != c.want || got != 0 {
				t.Errorf("got %v, %v; want %q", got, err, c.want)
			}
		})
	}
}

func TestDefaultFeedbackDampeningConfig(t *testing.T) {
	t.Parallel()
	got := mustJSON(t, commons.DefaultFeedbackDampeningConfig())
	if got != `{"alpha_min":0.1,"alpha_max":0.5,"ramp_samples":50,"pseudo_count":10}` {
		t.Error(got)
	}
}
