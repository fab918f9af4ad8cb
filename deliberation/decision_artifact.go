package deliberation

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/signing"
	"github.com/hounfour-go/hounfour/wire"
)

// DecisionArtifact is the input of a panel deliberation (schema
// panel-decision-artifact): the action proposed, the trust context that
// routed it, the grounded claims the panel weighs, the question put to it
// and the rubric it scores by. Closed object.
//
// Its constraint rules: PDA-1 (every claim has a grounding), PDA-2 (the
// claims form a directed acyclic graph keyed by claim_id: no cycle, no
// dangling and no repeated id), PDA-3 (a tool_output grounding carries a
// sha256 output_hash), PDA-4 (a speculative claim requires panel routing)
// and PDA-5 (an acknowledged_judgment grounding names its source and
// justifies itself). Validate checks PDA-2 with the edges
// grounding.claim_id only: a grounding's artifact_id names the artifact it
// refers to, not a claim (COMPATIBILITY.md); CheckConstraints evaluates
// the rule as the constraint file writes it, with artifact_id as an edge
// too.
//
// Schema: panel-decision-artifact — "Deliberation input: proposed action,
// trust context, grounded claim DAG, question, and scoring rubric."
type DecisionArtifact struct {
	ArtifactID     wire.UUID      `json:"artifact_id"`
	ProposedAction ProposedAction `json:"proposed_action"`
	TrustContext   TrustContext   `json:"trust_context"`
	// Claims are the grounded claims (may be empty).
	Claims []Claim `json:"claims"`
	// Question is what the panel is asked.
	Question string `json:"question" hf:"minLength=1"`
	// ScoringRubric is the rubric the jurors score by: any members, any
	// values.
	ScoringRubric   map[string]json.RawMessage `json:"scoring_rubric"`
	CreatedAt       wire.Timestamp             `json:"created_at"`
	ContractVersion signing.ContextVersion     `json:"contract_version"`
}

// ProposedAction is the action a panel deliberates on. Closed object.
type ProposedAction struct {
	// ActionType names the kind of action (1–256 characters).
	ActionType string `json:"action_type" hf:"minLength=1,maxLength=256"`
	// TargetID identifies what the action acts on.
	TargetID string `json:"target_id" hf:"minLength=1"`
	// Payload holds the action's parameters: any members, any values.
	Payload map[string]json.RawMessage `json:"payload"`
}

// TrustContext records how a proposed action was routed and why. Closed
// object.
type TrustContext struct {
	RoutingDecision RoutingDecision `json:"routing_decision"`
	// Scope is the trust scope the routing applied.
	Scope string `json:"scope" hf:"minLength=1"`
	// Reason explains the routing.
	Reason string `json:"reason" hf:"minLength=1"`
}

// RoutingDecision is where a proposed action was routed: to a panel, or
// past it on a fast path that honors or rejects it automatically.
//
// Its values: [RoutePanel], [RouteAutoHonor], [RouteAutoReject].
type RoutingDecision string

// The routing decisions.
const (
	RoutePanel      RoutingDecision = "panel"
	RouteAutoHonor  RoutingDecision = "auto-honor"
	RouteAutoReject RoutingDecision = "auto-reject"
)

var routingDecisions = enum.New(RoutePanel, RouteAutoHonor, RouteAutoReject)

// RoutingDecisions returns the routing decisions in protocol order (a
// fresh slice).
func RoutingDecisions() []RoutingDecision { return routingDecisions.Values() }

// Valid reports whether d is panel, auto-honor or auto-reject.
func (d RoutingDecision) Valid() bool { return routingDecisions.Has(d) }

// Claim is one grounded claim of a decision artifact. Closed object.
type Claim struct {
	// ClaimID identifies the claim within its artifact.
	ClaimID    string          `json:"claim_id" hf:"minLength=1"`
	Grounding  ClaimGrounding  `json:"grounding"`
	Confidence ClaimConfidence `json:"confidence"`
}

// ClaimGrounding is where a claim comes from: a tool's output, an
// acknowledged judgment, another claim, an artifact, an external source or
// an inference. Closed object; which optional members a type needs is
// stated by the artifact's constraint rules (PDA-3, PDA-5), not the
// shape. Assertions carry their provenance as groundings too.
type ClaimGrounding struct {
	Type GroundingType `json:"type"`
	// ArtifactID names the artifact the claim refers to.
	ArtifactID *string `json:"artifact_id,omitzero" hf:"minLength=1"`
	// ClaimID names the claim this one derives from (an edge of the
	// artifact's claim graph).
	ClaimID *string `json:"claim_id,omitzero" hf:"minLength=1"`
	// OutputHash is the sha256 hash of a tool's output ("sha256:" and 64
	// lowercase hex digits).
	OutputHash *string `json:"output_hash,omitzero" hf:"pattern=^sha256:[a-f0-9]{64}$"`
	// Source is the agent whose judgment the claim records; checked by the
	// agent-identity schema only.
	Source *agent.Identity `json:"source,omitzero"`
	// Justification is the rationale of an acknowledged judgment.
	Justification *string `json:"justification,omitzero" hf:"minLength=1"`
	// ExternalURI locates an external source.
	ExternalURI *string `json:"external_uri,omitzero" hf:"minLength=1"`
	// InferenceBasis lists what an inference was drawn from.
	InferenceBasis []string `json:"inference_basis,omitzero" hf:"item.minLength=1"`
}

// GroundingType is the kind of a claim's grounding.
//
// Its values: [GroundingToolOutput], [GroundingAcknowledgedJudgment],
// [GroundingClaimReference], [GroundingArtifactReference],
// [GroundingExternalReference], [GroundingDerivedInference].
type GroundingType string

// The grounding types.
const (
	GroundingToolOutput           GroundingType = "tool_output"
	GroundingAcknowledgedJudgment GroundingType = "acknowledged_judgment"
	GroundingClaimReference       GroundingType = "claim_reference"
	GroundingArtifactReference    GroundingType = "artifact_reference"
	GroundingExternalReference    GroundingType = "external_reference"
	GroundingDerivedInference     GroundingType = "derived_inference"
)

var groundingTypes = enum.New(GroundingToolOutput, GroundingAcknowledgedJudgment, GroundingClaimReference,
	GroundingArtifactReference, GroundingExternalReference, GroundingDerivedInference)

// GroundingTypes returns the grounding types in protocol order (a fresh
// slice).
func GroundingTypes() []GroundingType { return groundingTypes.Values() }

// Valid reports whether t is one of the six grounding types.
func (t GroundingType) Valid() bool { return groundingTypes.Has(t) }

// ClaimConfidence is how firmly a claim is held.
//
// Its values: [ConfidenceHigh], [ConfidencePlausible],
// [ConfidenceSpeculative].
type ClaimConfidence string

// The claim confidences.
const (
	ConfidenceHigh        ClaimConfidence = "high_confidence"
	ConfidencePlausible   ClaimConfidence = "plausible"
	ConfidenceSpeculative ClaimConfidence = "speculative"
)

var claimConfidences = enum.New(ConfidenceHigh, ConfidencePlausible, ConfidenceSpeculative)

// ClaimConfidences returns the claim confidences in protocol order (a
// fresh slice).
func ClaimConfidences() []ClaimConfidence { return claimConfidences.Values() }

// Valid reports whether c is high_confidence, plausible or speculative.
func (c ClaimConfidence) Valid() bool { return claimConfidences.Has(c) }

var _ = codec.Register(codec.Meta[DecisionArtifact]{
	Schema: "panel-decision-artifact",
	// PDA-2 natively (claim-to-claim edges), then the constraint file's
	// other rules.
	Rules: func(a *DecisionArtifact, r *codec.Rules) {
		checkClaimGraph(a, r)
		constraintrt.Apply("panel-decision-artifact", a, r, pdaNative...)
	},
	Description: "Deliberation input: proposed action, trust context, grounded claim DAG, question, and scoring rubric. Cross-field rules in constraints/PanelDecisionArtifact.constraints.json.",
	Since:       "8.4.0",
	ID:          "PanelDecisionArtifact",
	Doc: codec.Doc{
		Validate: "Validate reports every violation of a (nil or a *hounfour.ValidationError): the schema rules, " +
			"then the constraint rules PDA-1 to PDA-5 — PDA-2 with the edges grounding.claim_id only " +
			"(COMPATIBILITY.md).",
		CheckConstraints: "CheckConstraints evaluates every rule of the constraint file as written: PDA-2 " +
			"with grounding.artifact_id as an edge too, so an artifact_reference grounding naming an artifact " +
			"fails it.",
	},
})
