package messaging

import (
	"slices"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/event"
)

// EventTypes returns the library extension event types of message delivery, in
// protocol order (a fresh slice): message.delivery.queued, .delivered, .read,
// .failed, .expired. They are registered in the event vocabulary
// (event.IsRegisteredType) but are not upstream types (event.IsKnownType).
// Conversation messages keep using upstream's message.content.* types.
func EventTypes() []event.Type {
	var out []event.Type
	for _, t := range event.ExtensionTypes() {
		if strings.HasPrefix(string(t), deliveryTypePrefix) {
			out = append(out, t)
		}
	}
	return out
}

// deliveryTypePrefix is the prefix of every delivery event type; the rest is
// the delivery status reached.
const deliveryTypePrefix = string(event.AggregateMessage) + ".delivery."

// The rule ids of the event-level checks.
const (
	RuleEventAggregateType = "message-event-aggregate-type"
	RuleEventType          = "message-event-type"
	RuleEventAggregateID   = "message-event-aggregate-id"
	RuleEventStatus        = "message-event-status"
	RuleEventTransition    = "message-event-transition"
)

// CheckEvent relates a message.delivery.* envelope to its payload,
// which envelope validation never does. It returns
// every failure, in this order, each at path "" (nil when there is none):
//
//  1. aggregate_type is message — `aggregate_type must be "message"`;
//  2. type is one of the five message.delivery.* types —
//     `unexpected event type "{type}" for this payload`;
//  3. aggregate_id equals the payload's message_id —
//     `aggregate_id must equal payload message_id`;
//  4. type is message.delivery. + delivery_status —
//     `type "{type}" does not match delivery_status "{status}"`;
//  5. when previous_status is present, previous_status → delivery_status is
//     an edge of the delivery map —
//     `Transition {from}→{to} is not structurally valid`.
//
// It does not validate the envelope or the payload (DomainEvent.Validate
// does both).
func CheckEvent(e event.DomainEvent[DeliveryEventPayload]) []hounfour.Violation {
	var out []hounfour.Violation
	add := func(rule, message string) {
		out = append(out, hounfour.Violation{Path: "", Rule: rule, Message: message})
	}
	p := &e.Payload
	if e.AggregateType != event.AggregateMessage {
		add(RuleEventAggregateType, `aggregate_type must be "message"`)
	}
	if !isDeliveryType(e.Type) {
		add(RuleEventType, `unexpected event type "`+string(e.Type)+`" for this payload`)
	}
	if e.AggregateID != p.MessageID.String() {
		add(RuleEventAggregateID, "aggregate_id must equal payload message_id")
	}
	if string(e.Type) != deliveryTypePrefix+string(p.DeliveryStatus) {
		add(RuleEventStatus, `type "`+string(e.Type)+`" does not match delivery_status "`+string(p.DeliveryStatus)+`"`)
	}
	if p.PreviousStatus != "" {
		// deliveryMap has no guards: its verdict is the map's, with the
		// validator's reason.
		if r := deliveryMap.IsValid(p.PreviousStatus, p.DeliveryStatus, nil); !r.Valid {
			add(RuleEventTransition, r.Reason)
		}
	}
	return out
}

// deliveryTypes is EventTypes(), computed once.
var deliveryTypes = EventTypes()

func isDeliveryType(t event.Type) bool { return slices.Contains(deliveryTypes, t) }
