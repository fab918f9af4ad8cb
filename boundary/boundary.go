package boundary

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

// Criteria are the thresholds of an economic boundary (upstream's
// QualificationCriteria, a type without a schema file of its own): access
// needs a blended score of at least MinTrustScore, a reputation state at
// least MinReputationState and a remaining budget of at least
// MinAvailableBudget. Every threshold is inclusive. Closed object.
//
// MinAvailableBudget is a micro-USD amount kept verbatim, as
// CapitalSnapshot.BudgetRemaining.
type Criteria struct {
	// MinTrustScore is the minimum blended reputation score (0–1).
	MinTrustScore      float64          `json:"min_trust_score" hf:"minimum=0,maximum=1"`
	MinReputationState reputation.State `json:"min_reputation_state"`
	// MinAvailableBudget is the minimum remaining budget in micro-USD, as
	// received.
	MinAvailableBudget string `json:"min_available_budget" hf:"pattern=^[0-9]+$"`
}

// Boundary is the economic membrane of one agent personality in one
// collection (schema economic-boundary): its trust and capital snapshots,
// the access decision taken on them, and, since 7.9.0, the criteria the
// decision engine evaluates them against (EvaluateBoundary). Closed
// object.
//
// Its constraint rules: boundary-denial-needs-reason (a decision that is
// not granted needs a non-empty denial_reason) and
// boundary-trust-score-bounded (the blended score in [0, 1], which the
// schema already requires). Nothing compares the stored decision with the
// criteria: a boundary may store a grant its criteria would deny.
//
// Schema: economic-boundary — "Economic membrane: trust × capital → access
// decision."
type Boundary struct {
	BoundaryID wire.UUID `json:"boundary_id"`
	// PersonalityID is the agent personality being evaluated.
	PersonalityID string `json:"personality_id" hf:"minLength=1"`
	// CollectionID is the collection context of the evaluation.
	CollectionID    string          `json:"collection_id" hf:"minLength=1"`
	TrustLayer      TrustSnapshot   `json:"trust_layer"`
	CapitalLayer    CapitalSnapshot `json:"capital_layer"`
	AccessDecision  AccessDecision  `json:"access_decision"`
	EvaluatedAt     wire.Timestamp  `json:"evaluated_at"`
	ContractVersion wire.Semver     `json:"contract_version"`
	// QualificationCriteria are the boundary's thresholds; absent, the
	// decision engine denies (MISSING_QUALIFICATION_CRITERIA).
	QualificationCriteria *Criteria `json:"qualification_criteria,omitzero" hf:"since=7.9.0"`
}

const schemaBoundary = "economic-boundary"

var _ = codec.Register(codec.Meta[Criteria]{
	ID: "QualificationCriteria",
})

var _ = codec.Register(codec.Meta[Boundary]{
	Schema:      schemaBoundary,
	Description: "Economic membrane: trust × capital → access decision.",
	Since:       "7.7.0",
	ID:          "EconomicBoundary",
	// The rules of the constraint file of the validation's contract.
	Rules: func(b *Boundary, r *codec.Rules) { constraintrt.Apply(schemaBoundary, b, r) },
})
