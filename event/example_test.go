package event_test

import (
	"encoding/json"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/event"
	"github.com/hounfour-go/hounfour/transfer"
)

// Route by type on the raw form, then decode the payload the handler needs.
func ExamplePayloadAs() {
	body := []byte(`{"event_id":"evt_1","aggregate_id":"agent_abc","aggregate_type":"agent",
		"type":"agent.lifecycle.transitioned","version":1,"occurred_at":"2026-01-15T10:00:00Z","actor":"transfer-service",
		"payload":{"agent_id":"agent_abc","previous_state":"ACTIVE","new_state":"TRANSFERRED","reason":"sold","ui_hint":"x"},
		"contract_version":"7.0.0","x-route":"eu"}`)
	var e event.RawEvent
	if err := hounfour.Decode(body, &e); err != nil {
		fmt.Println(err)
		return
	}
	switch e.Type {
	case event.AgentLifecycleTransitioned:
		t, err := event.PayloadAs[agent.TransitionPayload](e)
		if err == nil {
			err = t.Validate()
		}
		fmt.Println(err, t.Payload.PreviousState, "→", t.Payload.NewState, string(t.Unknown["x-route"]))
	}
	// Output:
	// <nil> ACTIVE → TRANSFERRED "eu"
}

// The envelope is open: undeclared members survive a round trip, written
// after the declared ones, sorted by name.
func ExampleDomainEvent_MarshalJSON() {
	var e event.RawEvent
	_ = hounfour.Decode([]byte(`{"zeta":1,"event_id":"e","aggregate_id":"a","aggregate_type":"tool","type":"tool.call.started",
		"version":1,"occurred_at":"2026-01-15T10:00:00Z","actor":"s","payload":{"tool_call_id":"c"},"contract_version":"7.0.0","alpha":[]}`), &e)
	b, _ := json.Marshal(e)
	fmt.Println(string(b))
	// Output:
	// {"event_id":"e","aggregate_id":"a","aggregate_type":"tool","type":"tool.call.started","version":1,"occurred_at":"2026-01-15T10:00:00Z","actor":"s","payload":{"tool_call_id":"c"},"contract_version":"7.0.0","alpha":[],"zeta":1}
}

func ExampleIsTransferEvent() {
	var e event.RawEvent
	_ = hounfour.Decode([]byte(`{"event_id":"e","aggregate_id":"x","aggregate_type":"transfer","type":"transfer.ownership.completed",
		"version":1,"occurred_at":"2026-01-15T10:00:00Z","actor":"s",
		"payload":{"transfer_id":"xfer_1","from_owner":"0x1111","to_owner":"0x2222"},"contract_version":"7.0.0"}`), &e)
	fmt.Println(event.IsTransferEvent(e), event.IsAgentEvent(e))
	// Output:
	// true false
}

func ExampleCheckChoreography() {
	observed := []event.Type{event.TransferSagaInitiated, event.BillingEntryCreated, event.ConversationThreadSealed,
		event.AgentLifecycleTransitioned, event.AgentLifecycleTransitioned}
	findings, _ := event.CheckChoreography(transfer.ScenarioSale, event.DirectionForward, observed)
	for _, f := range findings {
		fmt.Println(f)
	}
	// Output:
	// out_of_order billing.entry.created at 1 (expected at 3)
	// duplicate agent.lifecycle.transitioned at 4 (expected at 2)
	// wrong_terminal agent.lifecycle.transitioned at 4 (expected at 4)
	// missing transfer.saga.completed (expected at 4)
}

func ExampleTransferChoreography() {
	types, _ := event.TransferChoreography(transfer.ScenarioGift, event.DirectionCompensation)
	fmt.Println(types)
	// Output:
	// [agent.lifecycle.transitioned transfer.saga.rolled_back]
}

// A saga context's step ≤ total_steps rule runs inside a batch too.
func ExampleBatch() {
	var b event.Batch
	err := hounfour.Decode([]byte(`{"batch_id":"b","correlation_id":"c","source":"s","produced_at":"2026-01-15T10:00:00Z",
		"contract_version":"7.0.0","events":[{"event_id":"e","aggregate_id":"a","aggregate_type":"agent","type":"agent.x.y",
		"version":1,"occurred_at":"2026-01-15T10:00:00Z","actor":"s","payload":{},"contract_version":"7.0.0"}],
		"saga":{"saga_id":"s","step":5,"total_steps":3,"direction":"forward"}}`), &b)
	fmt.Println(err)
	// Output:
	// invalid domain-event-batch: /saga/step: step (5) must not exceed total_steps (3)
}

func ExampleCheckSagaProgress() {
	prev := event.SagaContext{SagaID: "s", Step: 3, Direction: event.DirectionCompensation}
	next := event.SagaContext{SagaID: "s", Step: 4, Direction: event.DirectionForward}
	for _, v := range event.CheckSagaProgress(prev, next) {
		fmt.Println(v.Rule)
	}
	// Output:
	// saga-direction-valid-transition
}

func ExampleIsKnownType() {
	fmt.Println(event.IsKnownType("transfer.saga.rolled_back"), event.IsKnownType("toString"),
		event.IsKnownType(string(event.MessageDeliveryQueued)), event.IsRegisteredType(string(event.MessageDeliveryQueued)))
	// Output:
	// true false false true
}

func ExampleMetadataNamespaceOwner() {
	fmt.Println(event.MetadataNamespaceOwner(event.MetaBillingCostMicro))
	fmt.Println(event.IsValidMetadataKey("region"))
	// Output:
	// economy true
	// false
}

// A webhook subscription needs an endpoint; an SSE subscription does not.
func ExampleSubscription_Validate() {
	doc := `{"subscription_id":"550e8400-e29b-41d4-a716-446655440000","subscriber_id":"svc-analytics",
		"pool_id":"pool-alpha","filter":{"event_types":["state_changed"]},"delivery":{"method":"%s"},
		"active":true,"created_at":"2026-02-23T00:00:00Z","contract_version":"8.7.0"}`
	o := hounfour.Options{Contract: hounfour.Contract870}
	var s event.Subscription
	fmt.Println(o.Decode(fmt.Appendf(nil, doc, "webhook"), &s))
	fmt.Println(o.Decode(fmt.Appendf(nil, doc, "sse"), &s), s.Delivery.Method)
	// Output:
	// invalid event-subscription: : Webhook delivery requires a non-null endpoint URL
	// <nil> sse
}
