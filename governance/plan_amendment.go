package governance

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
)

// PlanAmendmentRequest proposes an amendment to a signed-off plan (schema
// plan-amendment-request): who proposes what change to which sign-off's
// plan, why, how severe, the paths recommended with their tradeoffs, the
// jury's recommendation if one was consulted, and its place in the
// envelope chain. Closed object; every member is required.
//
// It is chain-bearing but not signed: its chain reference is not
// followed. A validation through hounfour.Options reports the ORD-3
// obligation, and with Options.FailClosed and no chain context refuses it
// (CHAIN_CONTEXT_DEFERRED).
//
// Of its constraint rules PAR-5 (at least one recommended path) is
// evaluated (the schema's minItems already requires it); PAR-1 (binding of
// parent_plan_hash), PAR-2 (severity correction), PAR-3
// (parent_signoff_id resolves), PAR-4 (chain) and PAR-6 (jury policy) are
// runtime-deferred.
//
// Schema: plan-amendment-request — "Plan-amendment proposal envelope. …"
type PlanAmendmentRequest struct {
	// EnvelopeKind is always "plan_amendment_request".
	EnvelopeKind string `json:"envelope_kind" hf:"const=plan_amendment_request"`
	// ContractVersion is always PlanContractVersion ("8.6.0").
	ContractVersion string `json:"contract_version" hf:"const=8.6.0"`
	// TS is when the request was emitted: a UTC timestamp text with a Z
	// suffix and 0 to 9 fraction digits (a pattern only).
	TS string `json:"ts" hf:"pattern=^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$"`
	// ClusterID identifies the cluster (non-empty).
	ClusterID string `json:"cluster_id" hf:"minLength=1"`
	// ActorID identifies the proposing actor (non-empty).
	ActorID string `json:"actor_id" hf:"minLength=1"`
	// ParentSignoffID identifies the sign-off amended (non-empty; the
	// consumer resolves it).
	ParentSignoffID string `json:"parent_signoff_id" hf:"minLength=1"`
	// ParentPlanHash is "sha256:" and 64 hex digits: the hash of the plan
	// amended.
	ParentPlanHash string `json:"parent_plan_hash" hf:"pattern=^sha256:[A-Fa-f0-9]{64}$"`
	// ProposedDelta is the proposal, 1 to 65536 UTF-16 code units.
	ProposedDelta string                `json:"proposed_delta" hf:"minLength=1,maxLength=65536"`
	Severity      AmendmentSeverity     `json:"severity"`
	TriggerClass  AmendmentTriggerClass `json:"trigger_class"`
	// Rationale says why, 1 to 8192 UTF-16 code units.
	Rationale string `json:"rationale" hf:"minLength=1,maxLength=8192"`
	// RecommendedPaths are at least one path ("do nothing" is a path too).
	RecommendedPaths []RecommendedPath `json:"recommended_paths" hf:"minItems=1"`
	// JuryRecommendation is the jury's recommendation, or nil (JSON null,
	// required) when no jury was consulted.
	JuryRecommendation *string            `json:"jury_recommendation" hf:"nullable"`
	ChainRefs          AmendmentChainRefs `json:"chain_refs"`
}

// RecommendedPath is one path a PlanAmendmentRequest recommends. Closed
// object; every member non-empty.
type RecommendedPath struct {
	ID       string `json:"id" hf:"minLength=1"`
	Summary  string `json:"summary" hf:"minLength=1"`
	Tradeoff string `json:"tradeoff" hf:"minLength=1"`
}

// AmendmentChainRefs places a PlanAmendmentRequest in the envelope chain.
// Closed object.
type AmendmentChainRefs struct {
	// PrevEnvelopeHash is the hash of the previous envelope's canonical
	// JSON, "sha256:" and 64 hex digits (PlanChainGenesis at the start).
	PrevEnvelopeHash string `json:"prev_envelope_hash" hf:"pattern=^sha256:[A-Fa-f0-9]{64}$"`
}

var _ = codec.Register(codec.Meta[PlanAmendmentRequest]{
	Schema: "plan-amendment-request",
	// The rules of the constraint file of the validation's contract
	// (PAR-5; the others are runtime-deferred).
	Rules:       func(a *PlanAmendmentRequest, r *codec.Rules) { constraintrt.Apply("plan-amendment-request", a, r) },
	Constraint:  "plan-amendment-request",
	Description: "Plan-amendment proposal envelope. Chain-bearing (carries prev_envelope_hash) but NOT crypto-bearing — amendments inherit the cluster's trust context. Severity-correction (e.g. observed_failure → major) is consumer-side per prd.md:289 / ADR-010; the schema admits looser combinations so the discrepancy can be surfaced explicitly.",
	Since:       "8.6.0",
	ID:          "PlanAmendmentRequest",
	Bearing:     codec.ChainBearing,
	Annotations: map[string]any{"x-chain-bearing": true},
})
