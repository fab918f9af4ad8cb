package messaging

import (
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// Priority is a message's delivery hint (schema message-priority): urgent before
// normal before bulk. The protocol checks nothing else about it.
//
// Its values: [PriorityNormal], [PriorityUrgent], [PriorityBulk].
type Priority string

// The priorities, in protocol order.
const (
	PriorityNormal Priority = "normal"
	PriorityUrgent Priority = "urgent"
	PriorityBulk   Priority = "bulk"
)

var priorities = enum.New(PriorityNormal, PriorityUrgent, PriorityBulk)

// Valid reports whether p is one of the three priorities.
func (p Priority) Valid() bool { return priorities.Has(p) }

// Priorities returns the priorities in protocol order (a fresh slice).
func Priorities() []Priority { return priorities.Values() }

var _ = codec.Register(codec.Meta[Priority]{
	Schema:      "message-priority",
	Description: "Delivery priority of an agent message",
})

// DeliveryStatus is the delivery state of a message (schema
// message-delivery-status). Its initial state is queued;
// read, failed and expired are terminal.
//
// Its values: [StatusQueued], [StatusDelivered], [StatusRead], [StatusFailed],
// [StatusExpired].
type DeliveryStatus string

// The delivery statuses, in protocol order.
const (
	StatusQueued    DeliveryStatus = "queued"    // accepted, waiting for delivery (retries happen here)
	StatusDelivered DeliveryStatus = "delivered" // in the recipient's inbox, unread
	StatusRead      DeliveryStatus = "read"      // read by the recipient; terminal
	StatusFailed    DeliveryStatus = "failed"    // could not be delivered; terminal (resend as a new message)
	StatusExpired   DeliveryStatus = "expired"   // its TTL passed before it was read; terminal
)

var deliveryStatuses = enum.New(StatusQueued, StatusDelivered, StatusRead, StatusFailed, StatusExpired)

// Valid reports whether s is one of the five delivery statuses.
func (s DeliveryStatus) Valid() bool { return deliveryStatuses.Has(s) }

// DeliveryStatuses returns the statuses in protocol order (a fresh slice).
func DeliveryStatuses() []DeliveryStatus { return deliveryStatuses.Values() }

var _ = codec.Register(codec.Meta[DeliveryStatus]{
	Schema:      "message-delivery-status",
	Description: "Delivery status of an agent message",
})

// deliveryTransitions is the delivery status map: 5 edges,
// targets in protocol order, no self-transitions.
var deliveryTransitions = map[DeliveryStatus][]DeliveryStatus{
	StatusQueued:    {StatusDelivered, StatusFailed, StatusExpired},
	StatusDelivered: {StatusRead, StatusExpired},
	StatusRead:      {},
	StatusFailed:    {},
	StatusExpired:   {},
}

var deliveryMap = agent.NewTransitionValidator(deliveryTransitions, nil)

// DeliveryTransitions returns the delivery transition map: every status is a
// key, each with its allowed targets in protocol order (the terminal statuses
// have none). The map and its slices are a fresh copy on every call.
func DeliveryTransitions() map[DeliveryStatus][]DeliveryStatus { return deliveryMap.Transitions() }

// IsValidDeliveryTransition reports whether the delivery map has the edge
// from→to. Unknown values give false; it never panics.
func IsValidDeliveryTransition(from, to DeliveryStatus) bool {
	return deliveryMap.IsStructurallyValid(from, to)
}

// NewDeliveryValidator returns a transition validator over the delivery map,
// without guards: agent.NewTransitionValidator(DeliveryTransitions(), nil).
func NewDeliveryValidator() *agent.TransitionValidator[DeliveryStatus] {
	return agent.NewTransitionValidator(deliveryTransitions, nil)
}
