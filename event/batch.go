package event

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// Batch is an atomic multi-event delivery with shared correlation
// (DomainEventBatch, schema domain-event-batch), the
// transactional-outbox pattern. Open object. No batch invariants are
// enforced, as upstream: event correlation ids need not equal the batch's,
// event ids need not be unique, no order is required and Context need not
// agree with the events.
type Batch struct {
	// BatchID is the unique batch id.
	BatchID string `json:"batch_id" hf:"minLength=1"`
	// CorrelationID is the correlation shared across the batch.
	CorrelationID string `json:"correlation_id" hf:"minLength=1"`
	// Events is the ordered list of domain events (at least one), each
	// validated as a DomainEvent.
	Events []RawEvent `json:"events" hf:"minItems=1"`
	// Source is the system that produced the batch.
	Source string `json:"source" hf:"minLength=1"`
	// ProducedAt is the production time.
	ProducedAt wire.Timestamp `json:"produced_at"`
	// ContractVersion is the protocol contract version (pattern only).
	ContractVersion wire.Semver `json:"contract_version"`
	// Context is the envelope-level routing context (avoids payload
	// inspection).
	Context *BatchContext `json:"context,omitzero"`
	// Saga is the saga context when the batch is a saga step.
	Saga *SagaContext `json:"saga,omitzero"`
	// Unknown holds the batch's undeclared members, preserved.
	Unknown map[string]json.RawMessage `json:"-"`
}

// BatchContext is the routing context of a Batch. Open object; every member
// is optional.
type BatchContext struct {
	// TransferID is the associated transfer id.
	TransferID *string `json:"transfer_id,omitzero"`
	// AggregateID is the primary aggregate the batch concerns.
	AggregateID *string `json:"aggregate_id,omitzero"`
	// AggregateType is the type of that aggregate.
	AggregateType AggregateType `json:"aggregate_type,omitzero"`
	// Unknown holds the context's undeclared members, preserved.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[Batch]{
	Schema:      "domain-event-batch",
	Description: "Atomic multi-event delivery with shared correlation",
	Doc: codec.Doc{
		Validate: "Validate reports every violation of b (nil or a *hounfour.ValidationError): every " +
			"event's envelope (paths /events/{i}/…) and the saga context's rules, step ≤ total_steps " +
			"included.",
	},
})
