package commons

import (
	"math"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/jcs"
)

// The defaults of feedback dampening, used where no configuration is
// given.
const (
	// FeedbackDampeningAlphaMin is the learning rate at high sample counts.
	FeedbackDampeningAlphaMin = 0.1
	// FeedbackDampeningAlphaMax is the learning rate at low sample counts.
	FeedbackDampeningAlphaMax = 0.5
	// DampeningRampSamples is the number of samples over which the rate
	// falls from its maximum to its minimum.
	DampeningRampSamples = 50
	// DefaultPseudoCount is the weight of the prior in a cold start.
	DefaultPseudoCount = 10
)

// FeedbackDampeningConfig tunes feedback dampening (schema
// feedback-dampening-config). Closed object; all four members are required
// (the schema's defaults, the constants above, are documentation).
//
// Its constraint rules: dampening-alpha-range (alpha_min ≤ alpha_max) and
// dampening-ramp-positive (ramp_samples ≥ 1, its bound).
//
// Schema: feedback-dampening-config — "Tunable parameters for adaptive
// feedback dampening: min/max learning rates, ramp-sample count, and
// Bayesian pseudo-count for cold-start smoothing."
type FeedbackDampeningConfig struct {
	// AlphaMin is the minimum learning rate (used at high sample counts).
	AlphaMin float64 `json:"alpha_min" hf:"minimum=0,maximum=1"`
	// AlphaMax is the maximum learning rate (used at low sample counts).
	AlphaMax float64 `json:"alpha_max" hf:"minimum=0,maximum=1"`
	// RampSamples is the number of samples over which the rate ramps from
	// AlphaMax down to AlphaMin.
	RampSamples int64 `json:"ramp_samples" hf:"minimum=1"`
	// PseudoCount is the Bayesian prior weight for cold-start smoothing.
	PseudoCount int64 `json:"pseudo_count" hf:"minimum=0"`
}

// DefaultFeedbackDampeningConfig returns the configuration of the default
// constants: alpha 0.1 to 0.5, ramp 50 samples, pseudo-count 10.
func DefaultFeedbackDampeningConfig() FeedbackDampeningConfig {
	return FeedbackDampeningConfig{FeedbackDampeningAlphaMin, FeedbackDampeningAlphaMax, DampeningRampSamples, DefaultPseudoCount}
}

// DampeningError is the error of DampenedScore; its Error text is
// upstream's message.
type DampeningError struct {
	Message string
}

func (e *DampeningError) Error() string { return e.Message }

// DampenedScore returns a score updated with an observation, damped so that
// a new score moves fast while samples are few and slowly once there are
// many. old is the current score, nil for a cold start; cfg nil means
// DefaultFeedbackDampeningConfig.
//
// Cold start: with e = max(samples, 1) and w = pseudo_count / (pseudo_count
// + e), the result is w × 0.5 + (1 − w) × observed — the observation pulled
// toward the neutral prior 0.5. Otherwise: with p = min(samples /
// ramp_samples, 1) and α = alpha_min + (alpha_max − alpha_min) × (1 − p),
// the result is old + α × (observed − old).
//
// The arithmetic is float64, each operation rounded in this order (no
// fused multiply-add), so results equal upstream's to the bit; they are not
// clamped (old 0.3, observed 7, samples 5 gives 3.3820000000000006). The
// errors, *DampeningError, checked in this order:
//
//	cfg.AlphaMin > cfg.AlphaMax           alpha_min ({min}) must not exceed alpha_max ({max})
//	samples negative, NaN or infinite     sampleCount must be a non-negative finite number, got {samples}
func DampenedScore(old *float64, observed, samples float64, cfg *FeedbackDampeningConfig) (float64, error) {
	c := DefaultFeedbackDampeningConfig()
	if cfg != nil {
		c = *cfg
	}
	if c.AlphaMin > c.AlphaMax {
		return 0, &DampeningError{"alpha_min (" + jsNumber(c.AlphaMin) + ") must not exceed alpha_max (" + jsNumber(c.AlphaMax) + ")"}
	}
	if math.IsNaN(samples) || math.IsInf(samples, 0) || samples < 0 {
		return 0, &DampeningError{"sampleCount must be a non-negative finite number, got " + jsNumber(samples)}
	}
	if old == nil {
		pc := float64(c.PseudoCount)
		e := math.Max(samples, 1)
		w := pc / (pc + e)
		return float64(w*0.5) + float64((1-w)*observed), nil
	}
	p := math.Min(samples/float64(c.RampSamples), 1)
	alpha := c.AlphaMin + float64((c.AlphaMax-c.AlphaMin)*(1-p))
	return *old + float64(alpha*(observed-*old)), nil
}

// jsNumber writes f as JavaScript's String(f) does.
func jsNumber(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	}
	return string(jcs.AppendNumber(nil, f))
}

var _ = codec.Register(codec.Meta[FeedbackDampeningConfig]{
	Schema: "feedback-dampening-config",
	// The rules of the constraint file of the validation's contract.
	Rules: func(x *FeedbackDampeningConfig, r *codec.Rules) {
		constraintrt.Apply("feedback-dampening-config", x, r)
	},
	Constraint:  "feedback-dampening-config",
	Description: "Tunable parameters for adaptive feedback dampening: min/max learning rates, ramp-sample count, and Bayesian pseudo-count for cold-start smoothing.",
	Since:       "8.3.0",
	ID:          "FeedbackDampeningConfig",
})
