package commons

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

// GovernanceMutation is one mutation of a governed resource (schema
// commons/governance-mutation): who changes it, when, and which version of
// it the change expects. Closed object.
//
// Schema: commons/governance-mutation — no upstream description (the index
// lists the name).
type GovernanceMutation struct {
	// MutationID is the idempotency key: replaying the same id is a no-op.
	MutationID wire.UUID `json:"mutation_id"`
	// ExpectedVersion is the resource version the mutation expects
	// (compare-and-swap); a mismatch is a PARTIAL_APPLICATION governance
	// error.
	ExpectedVersion int64          `json:"expected_version" hf:"minimum=0"`
	MutatedAt       wire.Timestamp `json:"mutated_at"`
	// ActorID identifies who performs the mutation, for the audit trail and
	// for access-policy evaluation.
	ActorID string `json:"actor_id" hf:"minLength=1"`
}

// MutationPolicyContext is what an access policy is evaluated against when
// a governance mutation is authorized: the actor's role, reputation state
// and score, and whether access was granted before (revocation thresholds
// apply only then). The mutation supplies the time (its MutatedAt) and the
// action (always write).
//
// The evaluation itself — access types none, read_only and time_limited
// deny every mutation, role_based matches the role, reputation_gated and
// compound policies compare reputation — arrives with the library's
// access-policy evaluation, which this package will call; until then the
// package offers the mutation's types only.
type MutationPolicyContext struct {
	Role              string
	ReputationState   reputation.State
	ReputationScore   *float64
	PreviouslyGranted bool
}

// ActorType is the kind of actor behind a mutation. The zero value is
// absent.
//
// Its values: [ActorHuman], [ActorSystem], [ActorAutonomous].
type ActorType string

// The actor types.
const (
	ActorHuman      ActorType = "human"
	ActorSystem     ActorType = "system"
	ActorAutonomous ActorType = "autonomous"
)

var actorTypes = enum.New(ActorHuman, ActorSystem, ActorAutonomous)

// ActorTypes returns the actor types in protocol order (human, system,
// autonomous), as a fresh slice.
func ActorTypes() []ActorType { return actorTypes.Values() }

// Valid reports whether t is human, system or autonomous.
func (t ActorType) Valid() bool { return actorTypes.Has(t) }

// MutationContext is the context of a governed-resource mutation (schema
// mutation-context): the actor's identity and type, and the access
// requirements that apply. Closed object.
//
// Its constraint rules MC-001 (actor_id is not empty) and MC-002 (actor_type
// is one of the three) restate its schema.
//
// Schema: mutation-context — "Context for a governed resource mutation —
// actor identity, type, and access policy. Generalized from freeside's
// CreditMutationContext (6-witness pattern)."
type MutationContext struct {
	ActorID      string                `json:"actor_id" hf:"minLength=1"`
	ActorType    ActorType             `json:"actor_type"`
	AccessPolicy *MutationAccessPolicy `json:"access_policy,omitzero"`
}

// MutationAccessPolicy is the access requirement of a MutationContext, all
// members optional. Closed object. RequiredReputationState is free text
// here, not limited to the reputation states.
type MutationAccessPolicy struct {
	RequiredReputationState *string  `json:"required_reputation_state,omitzero"`
	RequiredRole            *string  `json:"required_role,omitzero"`
	MinReputationScore      *float64 `json:"min_reputation_score,omitzero" hf:"minimum=0,maximum=1"`
}

var _ = codec.Register(codec.Meta[GovernanceMutation]{
	Schema: "commons/governance-mutation",
	Since:  "8.0.0",
	ID:     "GovernanceMutation",
})

var _ = codec.Register(codec.Meta[MutationContext]{
	Schema: "mutation-context",
	// The rules of the constraint file of the validation's contract.
	Rules:       func(x *MutationContext, r *codec.Rules) { constraintrt.Apply("mutation-context", x, r) },
	Constraint:  "mutation-context",
	Description: "Context for a governed resource mutation — actor identity, type, and access policy. Generalized from freeside's CreditMutationContext (6-witness pattern).",
	Since:       "8.3.0",
	ID:          "MutationContext",
})
