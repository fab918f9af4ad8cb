package agent

import (
	"errors"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// TransitionPayload is the payload of the agent.lifecycle.transitioned domain
// event (schema lifecycle-transition-payload). Closed object.
// The pair (PreviousState, NewState) is not checked against the transition
// map by Validate, as upstream; CheckTransition does that.
type TransitionPayload struct {
	// AgentID identifies the agent (free text, not the NftId pattern).
	AgentID string `json:"agent_id" hf:"minLength=1"`
	// PreviousState is the state before the transition.
	PreviousState LifecycleState `json:"previous_state"`
	// NewState is the state after the transition.
	NewState LifecycleState `json:"new_state"`
	// Reason is a human-readable reason.
	Reason string `json:"reason" hf:"minLength=1"`
	// ReasonCode is the machine-readable reason, one of the 16 codes.
	ReasonCode ReasonCode `json:"reason_code,omitzero"`
	// TriggeredBy names who or what triggered the transition.
	TriggeredBy *string `json:"triggered_by,omitzero"`
	// TransferID identifies the ownership transfer, when there is one.
	TransferID *string `json:"transfer_id,omitzero"`
}

var _ = codec.Register(codec.Meta[TransitionPayload]{
	Schema:      "lifecycle-transition-payload",
	Description: "Payload for agent lifecycle state transitions",
})

// CheckTransition reports whether PreviousState→NewState is an edge of the
// lifecycle transition map; the error message is upstream's
// "Transition {prev}→{new} is not structurally valid".
func (p *TransitionPayload) CheckTransition() error {
	if r := lifecycleMap.IsValid(p.PreviousState, p.NewState, nil); !r.Valid {
		return errors.New(r.Reason)
	}
	return nil
}

var _ = codec.Register(codec.Meta[LifecycleState]{
	Schema:      "agent-lifecycle-state",
	Description: "Agent lifecycle state",
})
