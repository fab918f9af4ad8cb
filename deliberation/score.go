package deliberation

import (
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/signing"
	"github.com/hounfour-go/hounfour/wire"
)

// PairwiseScore is one agent's scores of another's contribution (schema
// pairwise-score): output, reasoning and grounding, each 0–1000. Closed
// object. An agent scoring itself is rejected by the report that carries
// the score (CrossScoreReport's CSR-1), not by the score alone.
//
// Schema: pairwise-score — "A single scorer/scored pair with three
// dimensional scores. Self-scoring rejected by CSR-1."
type PairwiseScore struct {
	// Scorer and Scored are checked by the agent-identity schema only.
	Scorer         agent.Identity `json:"scorer"`
	Scored         agent.Identity `json:"scored"`
	OutputScore    int            `json:"output_score" hf:"minimum=0,maximum=1000"`
	ReasoningScore int            `json:"reasoning_score" hf:"minimum=0,maximum=1000"`
	GroundingScore int            `json:"grounding_score" hf:"minimum=0,maximum=1000"`
}

// SelfScored reports whether the scorer and the scored agent are the same
// agent (equal agent ids).
func (s *PairwiseScore) SelfScored() bool { return s.Scorer.AgentID == s.Scored.AgentID }

// CrossScoreReport is a signed attestation of pairwise cross-scores
// (schema cross-score-report). Closed object.
//
// Its constraint rule: CSR-1 (no agent scores itself: every score's scorer
// and scored agent ids differ). The signature is not verified.
//
// Schema: cross-score-report — "Signed pairwise cross-scoring attestation."
type CrossScoreReport struct {
	ReportID wire.UUID `json:"report_id"`
	// PairwiseScores are the scores (may be empty).
	PairwiseScores []PairwiseScore          `json:"pairwise_scores"`
	Mode           ScoreMode                `json:"mode"`
	Signature      signing.Signature        `json:"signature"`
	SignedBy       signing.PublicKeyLenient `json:"signed_by"`
	SigningKeyID   string                   `json:"signing_key_id" hf:"minLength=1"`
	// SigningAlgorithm is always "ed25519".
	SigningAlgorithm string          `json:"signing_algorithm" hf:"const=ed25519"`
	SignedAt         wire.Timestamp  `json:"signed_at"`
	SigningContext   signing.Context `json:"signing_context"`
	ResolvedAt       wire.Timestamp  `json:"resolved_at"`
}

// ScoreMode is whether cross-scores are recorded only (shadow) or acted on
// (enforced).
//
// Its values: [ModeShadow], [ModeEnforced].
type ScoreMode string

// The score modes.
const (
	ModeShadow   ScoreMode = "shadow"
	ModeEnforced ScoreMode = "enforced"
)

var scoreModes = enum.New(ModeShadow, ModeEnforced)

// ScoreModes returns the score modes in protocol order (a fresh slice).
func ScoreModes() []ScoreMode { return scoreModes.Values() }

// Valid reports whether m is shadow or enforced.
func (m ScoreMode) Valid() bool { return scoreModes.Has(m) }

var _ = codec.Register(codec.Meta[PairwiseScore]{
	Schema:      "pairwise-score",
	Description: "A single scorer/scored pair with three dimensional scores. Self-scoring rejected by CSR-1.",
	Since:       "8.4.0",
	ID:          "PairwiseScore",
})

var _ = codec.Register(codec.Meta[CrossScoreReport]{
	Schema: "cross-score-report",
	// The rules of the constraint file of the validation's contract.
	Rules:       func(c *CrossScoreReport, r *codec.Rules) { constraintrt.Apply("cross-score-report", c, r) },
	Constraint:  "cross-score-report",
	Description: "Signed pairwise cross-scoring attestation. Cross-field rule (no-self-scoring) in constraints/CrossScoreReport.constraints.json.",
	Since:       "8.4.0",
	ID:          "CrossScoreReport",
})
