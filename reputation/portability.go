package reputation

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// PortabilityScope is the scope of reputation data a portability request
// asks to transfer (schema portability-scope, a JSON string): full (score,
// state and history), score_only or state_only. The zero value is absent.
//
// Its values: [ScopeFull], [ScopeScoreOnly], [ScopeStateOnly].
//
// Schema: portability-scope — "Scope of reputation data to transfer: full
// (score + state + history), score_only, or state_only."
type PortabilityScope string

// The portability scopes.
const (
	ScopeFull      PortabilityScope = "full"
	ScopeScoreOnly PortabilityScope = "score_only"
	ScopeStateOnly PortabilityScope = "state_only"
)

var portabilityScopes = enum.New(ScopeFull, ScopeScoreOnly, ScopeStateOnly)

// PortabilityScopes returns the three scopes in protocol order (full,
// score_only, state_only), as a fresh slice.
func PortabilityScopes() []PortabilityScope { return portabilityScopes.Values() }

// Valid reports whether s is full, score_only or state_only.
func (s PortabilityScope) Valid() bool { return portabilityScopes.Has(s) }

// PortabilityRequest asks to transfer a personality's reputation from one
// collection to another (schema reputation-portability-request). Closed
// object.
//
// Its constraint rules: portability-different-collections (the source and
// target collection ids differ, compared as exact strings; the pool ids are
// not compared) and portability-expiry-after-request (expires_at strictly
// after requested_at, both taken as instants at millisecond precision).
//
// Schema: reputation-portability-request — "A request to transfer
// reputation data between collections."
type PortabilityRequest struct {
	RequestID          wire.UUID        `json:"request_id"`
	PersonalityID      string           `json:"personality_id" hf:"minLength=1"`
	SourceCollectionID string           `json:"source_collection_id" hf:"minLength=1"`
	SourcePoolID       string           `json:"source_pool_id" hf:"minLength=1"`
	TargetCollectionID string           `json:"target_collection_id" hf:"minLength=1"`
	TargetPoolID       string           `json:"target_pool_id" hf:"minLength=1"`
	Scope              PortabilityScope `json:"scope"`
	// Justification is the reason for requesting reputation portability.
	Justification   string         `json:"justification" hf:"minLength=1"`
	RequestedAt     wire.Timestamp `json:"requested_at"`
	ExpiresAt       wire.Timestamp `json:"expires_at"`
	ContractVersion wire.Semver    `json:"contract_version"`
}

// PortabilityDecision is a collection's answer to a portability request:
// accepted, rejected or pending_governance. The zero value is absent.
//
// Its values: [DecisionAccepted], [DecisionRejected],
// [DecisionPendingGovernance].
type PortabilityDecision string

// The portability decisions.
const (
	DecisionAccepted          PortabilityDecision = "accepted"
	DecisionRejected          PortabilityDecision = "rejected"
	DecisionPendingGovernance PortabilityDecision = "pending_governance"
)

var portabilityDecisions = enum.New(DecisionAccepted, DecisionRejected, DecisionPendingGovernance)

// PortabilityDecisions returns the three decisions in protocol order
// (accepted, rejected, pending_governance), as a fresh slice.
func PortabilityDecisions() []PortabilityDecision { return portabilityDecisions.Values() }

// Valid reports whether d is accepted, rejected or pending_governance.
func (d PortabilityDecision) Valid() bool { return portabilityDecisions.Has(d) }

// PortabilityResponse is a collection's response to a portability request
// (schema portability-response). Closed object.
//
// Its constraint rules: an accepted response carries a credential_id
// (portability-accepted-needs-credential), a rejected one a
// rejection_reason (portability-rejected-needs-reason), a pending one a
// governance_proposal_id (portability-governance-needs-proposal). The
// members of the other decisions are not forbidden.
//
// Schema: portability-response — "Response to a reputation portability
// request."
type PortabilityResponse struct {
	ResponseID            wire.UUID           `json:"response_id"`
	RequestID             wire.UUID           `json:"request_id"`
	ResponderCollectionID string              `json:"responder_collection_id" hf:"minLength=1"`
	Decision              PortabilityDecision `json:"decision"`
	// CredentialID is the credential issued when accepted.
	CredentialID wire.UUID `json:"credential_id,omitzero"`
	// RejectionReason is required when the decision is rejected.
	RejectionReason *string `json:"rejection_reason,omitzero" hf:"minLength=1"`
	// GovernanceProposalID is required when the decision is
	// pending_governance.
	GovernanceProposalID wire.UUID      `json:"governance_proposal_id,omitzero"`
	RespondedAt          wire.Timestamp `json:"responded_at"`
	ContractVersion      wire.Semver    `json:"contract_version"`
}

const (
	schemaPortabilityRequest  = "reputation-portability-request"
	schemaPortabilityResponse = "portability-response"
)

var _ = codec.Register(codec.Meta[PortabilityScope]{
	Schema:      "portability-scope",
	Description: "Scope of reputation data to transfer: full (score + state + history), score_only, or state_only.",
	Since:       "7.5.0",
	ID:          "PortabilityScope",
})

var _ = codec.Register(codec.Meta[PortabilityRequest]{
	Schema:      schemaPortabilityRequest,
	Description: "A request to transfer reputation data between collections.",
	Since:       "7.5.0",
	ID:          "ReputationPortabilityRequest",
	// The rules of the constraint file of the validation's contract.
	Rules: func(p *PortabilityRequest, r *codec.Rules) {
		constraintrt.Apply("reputation-portability-request", p, r)
	},
	Constraint: "reputation-portability-request",
})

var _ = codec.Register(codec.Meta[PortabilityResponse]{
	Schema:      schemaPortabilityResponse,
	Description: "Response to a reputation portability request.",
	Since:       "7.5.0",
	ID:          "PortabilityResponse",
	// The rules of the constraint file of the validation's contract.
	Rules:      func(p *PortabilityResponse, r *codec.Rules) { constraintrt.Apply("portability-response", p, r) },
	Constraint: "portability-response",
})
