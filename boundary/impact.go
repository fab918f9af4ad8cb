package boundary

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

// ImpactType is the category of an economic consequence of a reputation
// change (schema economic-impact-type, a JSON string). The zero value is
// absent.
//
// Its values: [ImpactTierUpgrade], [ImpactTierDowngrade],
// [ImpactAccessGranted], [ImpactAccessRevoked], [ImpactBudgetAdjusted],
// [ImpactRoutingChanged].
//
// Schema: economic-impact-type — "Category of economic consequence from a
// reputation change."
type ImpactType string

// The impact types, in protocol order.
const (
	ImpactTierUpgrade    ImpactType = "tier_upgrade"
	ImpactTierDowngrade  ImpactType = "tier_downgrade"
	ImpactAccessGranted  ImpactType = "access_granted"
	ImpactAccessRevoked  ImpactType = "access_revoked"
	ImpactBudgetAdjusted ImpactType = "budget_adjusted"
	ImpactRoutingChanged ImpactType = "routing_changed"
)

var impactTypes = enum.New(ImpactTierUpgrade, ImpactTierDowngrade, ImpactAccessGranted, ImpactAccessRevoked,
	ImpactBudgetAdjusted, ImpactRoutingChanged)

// ImpactTypes returns the six impact types in protocol order, as a fresh
// slice.
func ImpactTypes() []ImpactType { return impactTypes.Values() }

// Valid reports whether t is one of the six impact types.
func (t ImpactType) Valid() bool { return impactTypes.Has(t) }

// TriggerType is the kind of reputation change that triggered economic
// consequences (TriggerEvent.event_type, a JSON string): state_transition,
// score_change, demotion or decay. The zero value is absent.
type TriggerType string

// The trigger types, in protocol order.
const (
	TriggerStateTransition TriggerType = "state_transition"
	TriggerScoreChange     TriggerType = "score_change"
	TriggerDemotion        TriggerType = "demotion"
	TriggerDecay           TriggerType = "decay"
)

var triggerTypes = enum.New(TriggerStateTransition, TriggerScoreChange, TriggerDemotion, TriggerDecay)

// TriggerTypes returns the four trigger types in protocol order, as a
// fresh slice.
func TriggerTypes() []TriggerType { return triggerTypes.Values() }

// Valid reports whether t is one of the four trigger types.
func (t TriggerType) Valid() bool { return triggerTypes.Has(t) }

// TriggerEvent is the reputation change that triggered economic
// consequences (schema reputation-trigger-event). Closed object. Nothing
// ties the states or the score delta to the event type.
//
// Schema: reputation-trigger-event — "The reputation event that triggered
// economic consequences."
type TriggerEvent struct {
	EventType TriggerType `json:"event_type"`
	// FromState is the reputation state before the change.
	FromState reputation.State `json:"from_state,omitzero"`
	// ToState is the reputation state after the change.
	ToState reputation.State `json:"to_state,omitzero"`
	// ScoreDelta is the change in blended score (positive = improvement;
	// any number).
	ScoreDelta *float64 `json:"score_delta,omitzero"`
}

// ImpactEntry is one economic consequence of a reputation change (schema
// economic-impact-entry). Closed object.
//
// Schema: economic-impact-entry — "A single economic consequence of a
// reputation change."
type ImpactEntry struct {
	ImpactType ImpactType `json:"impact_type"`
	// Description is a human-readable description of the impact.
	Description string `json:"description" hf:"minLength=1"`
	// PolicyVersionID is the policy version that governed the impact.
	PolicyVersionID wire.UUID `json:"policy_version_id,omitzero"`
}

// ReputationImpact records the economic consequences of a reputation
// change (schema reputation-economic-impact): the change and at least one
// impact. Closed object.
//
// Its constraint rules: impact-has-trigger (a non-empty trigger event
// type) and impact-impacts-nonempty (at least one impact); the schema
// already requires both.
//
// Schema: reputation-economic-impact — "Economic consequences of a
// reputation change."
type ReputationImpact struct {
	ImpactID wire.UUID `json:"impact_id"`
	// PersonalityID is the agent whose reputation changed.
	PersonalityID string `json:"personality_id" hf:"minLength=1"`
	// CollectionID is the collection context.
	CollectionID string       `json:"collection_id" hf:"minLength=1"`
	TriggerEvent TriggerEvent `json:"trigger_event"`
	// Impacts are the economic consequences (at least one).
	Impacts         []ImpactEntry  `json:"impacts" hf:"minItems=1"`
	OccurredAt      wire.Timestamp `json:"occurred_at"`
	ContractVersion wire.Semver    `json:"contract_version"`
}

const schemaImpact = "reputation-economic-impact"

var _ = codec.Register(codec.Meta[ImpactType]{
	Schema:      "economic-impact-type",
	Description: "Category of economic consequence from a reputation change.",
	Since:       "7.7.0",
	ID:          "EconomicImpactType",
})

var _ = codec.Register(codec.Meta[TriggerEvent]{
	Schema:      "reputation-trigger-event",
	Description: "The reputation event that triggered economic consequences.",
	Since:       "7.7.0",
	ID:          "ReputationTriggerEvent",
})

var _ = codec.Register(codec.Meta[ImpactEntry]{
	Schema:      "economic-impact-entry",
	Description: "A single economic consequence of a reputation change.",
	Since:       "7.7.0",
	ID:          "EconomicImpactEntry",
})

var _ = codec.Register(codec.Meta[ReputationImpact]{
	Schema:      schemaImpact,
	Description: "Economic consequences of a reputation change.",
	Since:       "7.7.0",
	ID:          "ReputationEconomicImpact",
	// The rules of the constraint file of the validation's contract.
	Rules: func(x *ReputationImpact, r *codec.Rules) { constraintrt.Apply(schemaImpact, x, r) },
})
