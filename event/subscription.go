package event

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// DeliveryMethod is how a subscription's events are delivered (schema
// delivery-method, a JSON string): webhook (pushed to an endpoint URL) or
// sse (a server-sent event stream). Contract 7.5.0.
type DeliveryMethod string

// The delivery methods.
const (
	DeliveryWebhook DeliveryMethod = "webhook"
	DeliverySSE     DeliveryMethod = "sse"
)

var deliveryMethods = enum.New(DeliveryWebhook, DeliverySSE)

// Valid reports whether m is one of the two delivery methods.
func (m DeliveryMethod) Valid() bool { return deliveryMethods.Has(m) }

var _ = codec.Register(codec.Meta[DeliveryMethod]{
	Schema:      "delivery-method",
	Description: "Delivery mechanism for subscribed events.",
	Since:       "7.5.0",
})

// Filter selects the events of a subscription (schema event-filter). Every
// member is optional and the filters present are AND-combined; an absent
// filter selects everything. Closed object, except ScoreThresholds.
// Contract 7.5.0.
//
// Schema: event-filter — "Filter criteria for event subscription. All
// filters are AND-combined."
type Filter struct {
	// PersonalityIDs selects the events of these personalities.
	PersonalityIDs []string `json:"personality_ids,omitzero" hf:"item.minLength=1"`
	// CollectionIDs selects the events within these collections.
	CollectionIDs []string `json:"collection_ids,omitzero" hf:"item.minLength=1"`
	// StateTransitions selects these state transitions, written
	// "from→to" (e.g. "cold→warming"); the text is not checked.
	StateTransitions []string `json:"state_transitions,omitzero" hf:"item.minLength=1"`
	// ScoreThresholds selects events whose score crosses these bounds.
	ScoreThresholds *ScoreThresholds `json:"score_thresholds,omitzero"`
	// EventTypes selects these event types (e.g. "quality_recorded").
	EventTypes []string `json:"event_types,omitzero" hf:"item.minLength=1"`
}

var _ = codec.Register(codec.Meta[Filter]{
	Schema:      "event-filter",
	Description: "Filter criteria for event subscription. All filters are AND-combined.",
	Since:       "7.5.0",
	ID:          "EventFilter",
})

// ScoreThresholds are the score bounds of a [Filter], each in [0, 1] and
// optional. Nothing requires Min ≤ Max. An open object: undeclared members
// are kept in Unknown and written back.
type ScoreThresholds struct {
	// Min is the lower score bound, in [0, 1].
	Min *float64 `json:"min,omitzero" hf:"minimum=0,maximum=1"`
	// Max is the upper score bound, in [0, 1].
	Max *float64 `json:"max,omitzero" hf:"minimum=0,maximum=1"`
	// Unknown holds undeclared members.
	Unknown map[string]json.RawMessage `json:"-"`
}

// Cursor is where a subscription's replay resumes (schema event-cursor):
// after an event id or after an instant, both exclusive, and a batch size.
// Specify at most one of AfterEventID and AfterTimestamp; only a
// [Subscription]'s rules check that, a standalone cursor document is not
// checked. Closed object. Contract 7.5.0.
//
// Schema: event-cursor — "Cursor for event replay and pagination. Specify
// at most one of after_event_id or after_timestamp."
type Cursor struct {
	// AfterEventID resumes after this event (exclusive).
	AfterEventID wire.UUID `json:"after_event_id,omitzero"`
	// AfterTimestamp resumes after this instant (exclusive).
	AfterTimestamp wire.Timestamp `json:"after_timestamp,omitzero"`
	// Limit is the maximum number of events per delivery batch, 1 to 1000.
	// The protocol's default of 100 is documentation: an absent limit is
	// never filled in.
	Limit *int64 `json:"limit,omitzero" hf:"minimum=1,maximum=1000"`
}

var _ = codec.Register(codec.Meta[Cursor]{
	Schema:      "event-cursor",
	Description: "Cursor for event replay and pagination. Specify at most one of after_event_id or after_timestamp.",
	Since:       "7.5.0",
	ID:          "EventCursor",
})

// Delivery is how a [Subscription]'s events reach the subscriber: the
// method, the endpoint and a retry policy. Closed object.
type Delivery struct {
	// Method is the delivery method.
	Method DeliveryMethod `json:"method"`
	// Endpoint is the webhook URL or SSE endpoint; a webhook subscription
	// needs one.
	Endpoint wire.URI `json:"endpoint,omitzero"`
	// RetryPolicy is how failed deliveries are retried (optional).
	RetryPolicy *RetryPolicy `json:"retry_policy,omitzero"`
}

// RetryPolicy is how a [Delivery] retries: both members are required (the
// protocol's defaults, 3 retries and 5 seconds, are documentation and
// never filled in). An open object: undeclared members are kept in
// Unknown and written back.
type RetryPolicy struct {
	// MaxRetries is the number of retries, at least 0.
	MaxRetries int64 `json:"max_retries" hf:"minimum=0"`
	// BackoffSeconds is the wait between retries, at least 1 second.
	BackoffSeconds int64 `json:"backoff_seconds" hf:"minimum=1"`
	// Unknown holds undeclared members.
	Unknown map[string]json.RawMessage `json:"-"`
}

// Rule ids of Subscription's constraint rules.
const (
	RuleSubscriptionWebhookNeedsEndpoint = "subscription-webhook-needs-endpoint"
	RuleSubscriptionCursorExclusive      = "subscription-cursor-exclusive"
)

// Subscription is a standing query over the event stream (schema
// event-subscription): who subscribes in which pool, which events
// (Filter), how they are delivered (Delivery) and where replay resumes
// (Cursor). Closed object. Contract 7.5.0.
//
// Its constraint rules: a webhook delivery needs an endpoint
// (subscription-webhook-needs-endpoint, "Webhook delivery requires a
// non-null endpoint URL"), and a cursor gives at most one of
// after_event_id and after_timestamp (subscription-cursor-exclusive,
// "Cursor must not specify both after_event_id and after_timestamp").
//
// Schema: event-subscription — "A subscription to reputation events with
// filter, delivery, and cursor configuration."
type Subscription struct {
	// SubscriptionID identifies the subscription.
	SubscriptionID wire.UUID `json:"subscription_id"`
	// SubscriberID identifies the subscribing service.
	SubscriberID string `json:"subscriber_id" hf:"minLength=1"`
	// PoolID is the pool the subscription is scoped to.
	PoolID string `json:"pool_id" hf:"minLength=1"`
	// Filter selects the events.
	Filter Filter `json:"filter"`
	// Delivery is how they are delivered.
	Delivery Delivery `json:"delivery"`
	// Cursor is where replay resumes (optional).
	Cursor *Cursor `json:"cursor,omitzero"`
	// Active reports whether the subscription is currently active.
	Active bool `json:"active"`
	// CreatedAt is when the subscription was created.
	CreatedAt wire.Timestamp `json:"created_at"`
	// ContractVersion is the protocol version it was written under.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[Subscription]{
	Schema:      "event-subscription",
	Description: "A subscription to reputation events with filter, delivery, and cursor configuration.",
	Since:       "7.5.0",
	ID:          "EventSubscription",
	Rules:       func(s *Subscription, r *codec.Rules) { constraintrt.Apply("event-subscription", s, r) },
	Constraint:  "event-subscription",
})
