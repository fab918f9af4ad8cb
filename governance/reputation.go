package governance

import (
	"encoding/json"
	"strconv"
	"time"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// MinReputationSampleSize is the smallest sample a reputation score is
// reliable with (upstream's MIN_REPUTATION_SAMPLE_SIZE).
//
// Deprecated: the reputation protocol of contract 8.x replaces it with the
// minimum sample count of its Bayesian blend
// ([github.com/hounfour-go/hounfour/reputation.BayesianBlend]); the value
// stays 5 for contract 7.0.0 peers.
const MinReputationSampleSize = 5

// ReputationDecayParameters are the decay parameters of reputation scores.
type ReputationDecayParameters struct {
	HalfLifeDays int
	Floor        float64
	Ceiling      float64
	Neutral      float64
}

// reputationDecay is what [IsReliableReputation] reads.
var reputationDecay = ReputationDecayParameters{HalfLifeDays: 30, Floor: 0.1, Ceiling: 1.0, Neutral: 0.5}

// ReputationDecay returns the decay parameters of reputation scores
// (upstream's REPUTATION_DECAY): a 30-day half-life between a floor of 0.1
// and a ceiling of 1.0, decaying towards the neutral 0.5.
//
// Deprecated: the reputation protocol of contract 8.x decays sample counts
// with a half-life instead
// ([github.com/hounfour-go/hounfour/reputation.DefaultHalfLifeDays]); the
// values stay as they are for contract 7.0.0 peers.
func ReputationDecay() ReputationDecayParameters { return reputationDecay }

// ReputationComponentWeights are the weights of the four reputation score
// components.
type ReputationComponentWeights struct {
	OutcomeQuality         float64
	PerformanceConsistency float64
	DisputeRatio           float64
	CommunityStanding      float64
}

// ReputationWeights returns the weights of the four score components
// (upstream's REPUTATION_WEIGHTS); they sum to 1.
//
// Deprecated: the reputation protocol of contract 8.x blends personal and
// collection scores instead
// ([github.com/hounfour-go/hounfour/reputation.BayesianBlend]); the
// weights stay as they are for contract 7.0.0 peers.
func ReputationWeights() ReputationComponentWeights {
	return ReputationComponentWeights{OutcomeQuality: 0.4, PerformanceConsistency: 0.25, DisputeRatio: 0.2,
		CommunityStanding: 0.15}
}

// ReputationScore is an agent's composite reputation with its weighted
// component sub-scores (schema reputation-score). Closed object; its
// Components are open.
type ReputationScore struct {
	// AgentID is the scored agent.
	AgentID string `json:"agent_id" hf:"minLength=1"`
	// Score is the composite score, 0 to 1.
	Score float64 `json:"score" hf:"minimum=0,maximum=1"`
	// Components are the sub-scores the score is composed of.
	Components ReputationComponents `json:"components"`
	// SampleSize is the number of observations behind the score (≥ 0).
	SampleSize int64 `json:"sample_size" hf:"minimum=0"`
	// LastUpdated is when the score was last computed.
	LastUpdated wire.Timestamp `json:"last_updated"`
	// DecayApplied is whether time decay has been applied.
	DecayApplied bool `json:"decay_applied"`
	// IdentityAnchor is the Sybil-resistance identity proof, if any.
	IdentityAnchor *IdentityAnchor `json:"identity_anchor,omitzero"`
	// MinUniqueValidators is the minimum number of distinct validators the
	// sample must come from; SampleSize may not be smaller.
	MinUniqueValidators *int64 `json:"min_unique_validators,omitzero" hf:"minimum=0"`
	// ValidationGraphHash is a hash of the validation graph behind the score.
	ValidationGraphHash *string `json:"validation_graph_hash,omitzero" hf:"minLength=1"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// ReputationComponents are the four sub-scores of a reputation score, each
// 0 to 1. Open object: undeclared members are kept in Unknown.
type ReputationComponents struct {
	// OutcomeQuality scores the quality of outcomes.
	OutcomeQuality float64 `json:"outcome_quality" hf:"minimum=0,maximum=1"`
	// PerformanceConsistency scores the consistency of performance.
	PerformanceConsistency float64 `json:"performance_consistency" hf:"minimum=0,maximum=1"`
	// DisputeRatio scores the agent's dispute record.
	DisputeRatio float64 `json:"dispute_ratio" hf:"minimum=0,maximum=1"`
	// CommunityStanding scores the agent's standing in the community.
	CommunityStanding float64 `json:"community_standing" hf:"minimum=0,maximum=1"`
	// Unknown holds undeclared members, preserved through decode and encode.
	Unknown map[string]json.RawMessage `json:"-"`
}

// IdentityAnchor is an external identity proof behind a reputation score.
// Closed object.
type IdentityAnchor struct {
	// Provider is the identity provider.
	Provider string `json:"provider" hf:"minLength=1"`
	// VerifiedAt is when the identity was verified.
	VerifiedAt wire.Timestamp `json:"verified_at"`
}

const schemaReputationScore = "reputation-score"

// The constraint file's two warnings restate the native ones (one by id,
// one by condition): each is reported once, natively. The Apply calls below
// thus report nothing, but they declare the file's rules to the rule index
// (schemas/index.json lists them for the type).
var reputationNative = []string{"reputation-min-sample", "reputation-perfect-suspicious"}

var _ = codec.Register(codec.Meta[ReputationScore]{
	Schema:      schemaReputationScore,
	Description: "Composite reputation score for an agent with weighted component sub-scores",
	Rules: func(s *ReputationScore, r *codec.Rules) {
		reputationRules(s, r)
		constraintrt.Apply(schemaReputationScore, s, r, reputationNative...)
	},
	UpstreamRules: reputationRules,
	Warnings: func(s *ReputationScore, r *codec.Rules) {
		// "sample_size < 5"
		if r.OK("sample_size") && s.SampleSize < MinReputationSampleSize {
			r.Report("reputation-min-sample", "sample_size ("+strconv.FormatInt(s.SampleSize, 10)+
				") is below minimum threshold (5)", "sample_size")
		}
		// "score == 1 and sample_size < 10"
		if r.OK("score", "sample_size") && s.Score == 1 && s.SampleSize < 10 {
			r.Report("reputation-perfect-low-sample", "perfect score with low sample is suspicious", "score")
		}
		constraintrt.Apply(schemaReputationScore, s, r, reputationNative...)
	},
	Doc: codec.Doc{
		Validate: "Validate reports every violation of s: the schema rules and the Sybil rule upstream " +
			"registers (sample_size at least min_unique_validators). The ReputationScore constraint file has " +
			"warning rules only.",
		ValidateSchema: "ValidateSchema gives upstream's runtime verdict: the schema and the Sybil rule; " +
			"for ReputationScore it always equals Validate's.",
		Warnings: "Warnings returns the advisory findings on s, which never invalidate it: a sample below " +
			"5, and a perfect score from fewer than 10 samples.",
	},
})

func reputationRules(s *ReputationScore, r *codec.Rules) {
	// "min_unique_validators present and sample_size < min_unique_validators"
	if r.OK("min_unique_validators", "sample_size") && s.MinUniqueValidators != nil &&
		s.SampleSize < *s.MinUniqueValidators {
		r.Report("reputation-sybil", "sample_size ("+strconv.FormatInt(s.SampleSize, 10)+
			") must be >= min_unique_validators ("+strconv.FormatInt(*s.MinUniqueValidators, 10)+")", "sample_size")
	}
}

const msPerDay = 86_400_000

// IsReliableReputation reports whether s can be relied on at the instant
// now, and why not. The reasons, in this order:
//
//   - "sample_size ({n}) below minimum threshold (5)" when the sample is
//     smaller than MinReputationSampleSize;
//   - "last_updated is stale ({d} days old, max 60)" when last_updated is
//     more than 60 days before now (d = whole days, rounded down);
//   - "score not decayed despite exceeding half-life" when decay was not
//     applied and last_updated is more than 30 days before now.
//
// Ages are measured in milliseconds, as upstream's epoch-millisecond now; a
// last_updated after now is never stale. s is reliable iff there is no
// reason.
func IsReliableReputation(s ReputationScore, now time.Time) (bool, []string) {
	var reasons []string
	if s.SampleSize < MinReputationSampleSize {
		reasons = append(reasons, "sample_size ("+strconv.FormatInt(s.SampleSize, 10)+") below minimum threshold (5)")
	}
	if !s.LastUpdated.IsZero() {
		age := now.UnixMilli() - s.LastUpdated.Time().UnixMilli()
		if age > 60*msPerDay {
			reasons = append(reasons, "last_updated is stale ("+strconv.FormatInt(age/msPerDay, 10)+" days old, max 60)")
		}
		if !s.DecayApplied && age > int64(reputationDecay.HalfLifeDays)*msPerDay {
			reasons = append(reasons, "score not decayed despite exceeding half-life")
		}
	}
	return len(reasons) == 0, reasons
}
