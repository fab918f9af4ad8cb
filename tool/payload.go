package tool

import (
	"errors"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// RegistrationEventPayload is the payload of the tool.registration.created
// and tool.registration.updated domain events (schema
// tool-registration-event-payload). Closed object.
type RegistrationEventPayload struct {
	// ToolID identifies the tool; it equals Registration.ID.
	ToolID string `json:"tool_id" hf:"minLength=1"`
	// Registration is the registration after the change.
	Registration Registration `json:"registration"`
}

var _ = codec.Register(codec.Meta[RegistrationEventPayload]{
	Schema:      "tool-registration-event-payload",
	Description: "Payload for tool registration created and updated events",
	Rules: func(p *RegistrationEventPayload, r *codec.Rules) {
		// "registration.id equals tool_id" — runs when tool_id and
		// registration.id passed their own checks (registration.id: minLength 1).
		if r.OK("tool_id") && r.TypeOK("registration") && p.Registration.ID != "" && p.Registration.ID != p.ToolID {
			r.Report("tool-registration-event-payload-tool-id",
				"registration.id must equal tool_id", "registration", "id")
		}
	},
})

// TransitionPayload is the payload of the tool.lifecycle.transitioned domain
// event, the tool counterpart of agent.TransitionPayload (schema
// tool-lifecycle-transition-payload). Closed object.
// As for agents, Validate does not check the pair (PreviousState, NewState)
// against the transition map; CheckTransition does.
type TransitionPayload struct {
	// ToolID identifies the tool.
	ToolID string `json:"tool_id" hf:"minLength=1"`
	// PreviousState is the state before the transition.
	PreviousState LifecycleState `json:"previous_state"`
	// NewState is the state after the transition.
	NewState LifecycleState `json:"new_state"`
	// Reason is a human-readable reason.
	Reason string `json:"reason" hf:"minLength=1"`
	// TriggeredBy names who or what triggered the transition.
	TriggeredBy *string `json:"triggered_by,omitzero"`
}

var _ = codec.Register(codec.Meta[TransitionPayload]{
	Schema:      "tool-lifecycle-transition-payload",
	Description: "Payload for tool lifecycle state transitions",
})

// CheckTransition reports whether PreviousState→NewState is an edge of the
// tool transition map; the error message is
// "Transition {prev}→{new} is not structurally valid".
func (p *TransitionPayload) CheckTransition() error {
	// lifecycleMap has no guards: its verdict is the map's, with the
	// validator's reason.
	if r := lifecycleMap.IsValid(p.PreviousState, p.NewState, nil); !r.Valid {
		return errors.New(r.Reason)
	}
	return nil
}
