package messaging_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour/event"
	"github.com/hounfour-go/hounfour/messaging"
	"github.com/hounfour-go/hounfour/wire"
)

func TestEventTypes(t *testing.T) {
	t.Parallel()
	// The specification's messaging event types, written out.
	want := []event.Type{"message.delivery.queued", "message.delivery.delivered", "message.delivery.read",
		"message.delivery.failed", "message.delivery.expired"}
	if diff := cmp.Diff(want, messaging.EventTypes()); diff != "" {
		t.Errorf("EventTypes (-want +got):\n%s", diff)
	}
	// One type per delivery status: message.delivery.{status}.
	for i, s := range messaging.DeliveryStatuses() {
		if string(want[i]) != "message.delivery."+string(s) {
			t.Errorf("type %s for status %s", want[i], s)
		}
	}
	for _, typ := range want {
		t.Run(string(typ), func(t *testing.T) {
			if !event.IsRegisteredType(string(typ)) || event.IsKnownType(string(typ)) {
				t.Errorf("%s: registered %v, known %v", typ, event.IsRegisteredType(string(typ)), event.IsKnownType(string(typ)))
			}
		})
	}
}

func ExampleCheckEvent() {
	e := event.DomainEvent[messaging.DeliveryEventPayload]{
		EventID: "evt_1", AggregateID: "01HZX3K5Q8W2N4M6P7R9T0V1AB", AggregateType: event.AggregateMessage,
		Type: event.MessageDeliveryRead, Version: 1, OccurredAt: wire.MustParseTimestamp("2026-03-02T10:05:00Z"),
		Actor: "inbox", ContractVersion: wire.MustParseSemver("7.0.0"),
		Payload: messaging.DeliveryEventPayload{MessageID: wire.MustParseULID("01HZX3K5Q8W2N4M6P7R9T0V1AB"),
			From: messaging.MustParseAgentAddress("agent://bears/4269"), To: messaging.MustParseAgentAddress("agent://17"),
			DeliveryStatus: messaging.StatusRead, PreviousStatus: messaging.StatusQueued},
	}
	fmt.Println(e.Validate())
	for _, v := range messaging.CheckEvent(e) {
		fmt.Printf("[%s] %s\n", v.Rule, v.Message)
	}
	// Output:
	// <nil>
	// [message-event-transition] Transition queued→read is not structurally valid
}
