package tool

import (
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/event"
)

// EventTypes returns the library extension event types of the tool
// lifecycle, in protocol order (a fresh slice):
// tool.registration.created, tool.registration.updated,
// tool.lifecycle.transitioned. They are registered in the event vocabulary
// (event.IsRegisteredType) but are not upstream types (event.IsKnownType).
// Tool calls keep using upstream's tool.call.* types.
func EventTypes() []event.Type {
	var out []event.Type
	for _, t := range event.ExtensionTypes() {
		if strings.HasPrefix(string(t), string(event.AggregateTool)+".") {
			out = append(out, t)
		}
	}
	return out
}

// The rule ids of the event-level checks.
const (
	RuleEventAggregateType = "tool-event-aggregate-type"
	RuleEventType          = "tool-event-type"
	RuleEventAggregateID   = "tool-event-aggregate-id"
	RuleEventCreatedState  = "tool-event-created-state"
	RuleEventTransition    = "tool-event-transition"
)

// CheckRegistrationEvent relates a tool.registration.* envelope to its
// payload, which envelope validation never does. It
// returns every failure, in this order, each at path "" (nil when there is
// none):
//
//  1. aggregate_type is tool — `aggregate_type must be "tool"`;
//  2. type is tool.registration.created or tool.registration.updated —
//     `unexpected event type "{type}" for this payload`;
//  3. aggregate_id equals the payload's tool_id —
//     `aggregate_id must equal payload tool_id`;
//  4. a tool.registration.created event carries a registration in state
//     REGISTERED — `tool.registration.created requires lifecycle_state
//     "REGISTERED", got "{state}"`.
//
// It does not validate the envelope or the payload (DomainEvent.Validate
// does both).
func CheckRegistrationEvent(e event.DomainEvent[RegistrationEventPayload]) []hounfour.Violation {
	var out []hounfour.Violation
	out = checkAggregate(out, e.AggregateType)
	if e.Type != event.ToolRegistrationCreated && e.Type != event.ToolRegistrationUpdated {
		out = appendEventViolation(out, RuleEventType, `unexpected event type "`+string(e.Type)+`" for this payload`)
	}
	out = checkAggregateID(out, e.AggregateID, e.Payload.ToolID)
	if e.Type == event.ToolRegistrationCreated && e.Payload.Registration.LifecycleState != StateRegistered {
		out = appendEventViolation(out, RuleEventCreatedState,
			`tool.registration.created requires lifecycle_state "REGISTERED", got "`+string(e.Payload.Registration.LifecycleState)+`"`)
	}
	return out
}

// CheckTransitionEvent relates a tool.lifecycle.transitioned envelope to its
// payload. It returns every failure, in this order,
// each at path "" (nil when there is none):
//
//  1. aggregate_type is tool — `aggregate_type must be "tool"`;
//  2. type is tool.lifecycle.transitioned —
//     `unexpected event type "{type}" for this payload`;
//  3. aggregate_id equals the payload's tool_id —
//     `aggregate_id must equal payload tool_id`;
//  4. previous_state → new_state is an edge of the tool transition map —
//     `Transition {from}→{to} is not structurally valid`.
func CheckTransitionEvent(e event.DomainEvent[TransitionPayload]) []hounfour.Violation {
	var out []hounfour.Violation
	out = checkAggregate(out, e.AggregateType)
	if e.Type != event.ToolLifecycleTransitioned {
		out = appendEventViolation(out, RuleEventType, `unexpected event type "`+string(e.Type)+`" for this payload`)
	}
	out = checkAggregateID(out, e.AggregateID, e.Payload.ToolID)
	if err := e.Payload.CheckTransition(); err != nil {
		out = appendEventViolation(out, RuleEventTransition, err.Error())
	}
	return out
}

func checkAggregate(out []hounfour.Violation, a event.AggregateType) []hounfour.Violation {
	if a != event.AggregateTool {
		return appendEventViolation(out, RuleEventAggregateType, `aggregate_type must be "tool"`)
	}
	return out
}

func checkAggregateID(out []hounfour.Violation, aggregateID, toolID string) []hounfour.Violation {
	if aggregateID != toolID {
		return appendEventViolation(out, RuleEventAggregateID, "aggregate_id must equal payload tool_id")
	}
	return out
}

func appendEventViolation(out []hounfour.Violation, rule, message string) []hounfour.Violation {
	return append(out, hounfour.Violation{Path: "", Rule: rule, Message: message})
}
