// Package event implements the domain-event layer of the loa-hounfour
// protocol (v7.0.0): the DomainEvent envelope, the event-type vocabulary,
// the typed payload guards, the metadata key conventions, SagaContext,
// DomainEventBatch and the transfer (and economic) choreography with its
// checker.
//
// # Envelope and payload
//
// DomainEvent[T] is the envelope with a payload of type T. The raw form
// RawEvent (= DomainEvent[json.RawMessage]) keeps the payload's JSON text, so
// a router can dispatch on Type or AggregateType before decoding it;
// PayloadAs decodes it into a typed payload on demand, Raw goes back. The
// envelope is an open object: members it does not declare are kept in
// Unknown and written back, sorted by name, after the declared ones.
//
// The envelope never inspects the payload; only the guards (IsAgentEvent …)
// and a typed T do. T must be a type the library's codec can decode:
// json.RawMessage, one of the payload types of this package or of the
// domain packages (agent.TransitionPayload, …), or a struct following the
// library's struct-tag conventions. Decoding into DomainEvent[T] ignores
// payload members T does not declare (payloads are open), rejects repeated
// member names anywhere and matches names case-sensitively.
//
// # Sagas, batches and choreography
//
// A Batch carries RawEvents and an optional SagaContext whose step ≤
// total_steps rule runs there too (COMPATIBILITY.md #12). The
// choreography functions give the expected event-type sequences of a
// transfer; CheckChoreography says where an observed sequence departs from
// them. No schema enforces choreographies or batch invariants.
//
// # Subscriptions (contract 8.x)
//
// A Subscription is a standing query over the event stream: a Filter (all
// of its criteria AND-combined), a Delivery (webhook, which needs an
// endpoint, or sse, with an optional RetryPolicy) and a Cursor where replay
// resumes (after an event id or after an instant, not both). The types are
// unknown under contract 7.0.0; protocol defaults (a cursor limit of 100,
// 3 retries, 5 seconds of backoff) are documentation and never filled in.
package event
