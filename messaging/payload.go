package messaging

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// DeliveryEventPayload is the payload of the message.delivery.* domain events
// (schema message-delivery-event-payload). Closed
// object.
type DeliveryEventPayload struct {
	// MessageID is the ULID of the message.
	MessageID wire.ULID `json:"message_id"`
	// From is the message's sender.
	From AgentAddress `json:"from"`
	// To is the message's recipient.
	To AgentAddress `json:"to"`
	// DeliveryStatus is the status reached.
	DeliveryStatus DeliveryStatus `json:"delivery_status"`
	// PreviousStatus is the status left; absent exactly when the status reached is queued.
	PreviousStatus DeliveryStatus `json:"previous_status,omitzero"`
	// Reason explains the change (e.g. why delivery failed).
	Reason *string `json:"reason,omitzero" hf:"minLength=1"`
}

var _ = codec.Register(codec.Meta[DeliveryEventPayload]{
	Schema:      "message-delivery-event-payload",
	Description: "Payload for message delivery status events",
	Rules: func(p *DeliveryEventPayload, r *codec.Rules) {
		// "previous_status absent when delivery_status is queued, present otherwise"
		if r.OK("delivery_status", "previous_status") {
			switch {
			case p.DeliveryStatus == StatusQueued && p.PreviousStatus != "":
				r.Report("message-delivery-event-payload-previous-status",
					`previous_status must be absent when delivery_status is "queued"`, "previous_status")
			case p.DeliveryStatus != StatusQueued && p.PreviousStatus == "":
				r.Report("message-delivery-event-payload-previous-status",
					`previous_status is required when delivery_status is "`+string(p.DeliveryStatus)+`"`, "previous_status")
			}
		}
	},
	Doc: codec.Doc{
		Validate: "Validate reports every violation of p (nil or a *hounfour.ValidationError). The pair " +
			"(PreviousStatus, DeliveryStatus) is not checked against the delivery map; CheckEvent does that.",
	},
})
