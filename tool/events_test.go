package tool_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/hounfour-go/hounfour/event"
	"github.com/hounfour-go/hounfour/tool"
	"github.com/hounfour-go/hounfour/wire"
)

func TestEventTypes(t *testing.T) {
	t.Parallel()
	// The specification's tool event types, written out.
	want := []event.Type{"tool.registration.created", "tool.registration.updated", "tool.lifecycle.transitioned"}
	if diff := cmp.Diff(want, tool.EventTypes()); diff != "" {
		t.Errorf("EventTypes (-want +got):\n%s", diff)
	}
	for _, typ := range want {
		t.Run(string(typ), func(t *testing.T) {
			if !event.IsRegisteredType(string(typ)) || event.IsKnownType(string(typ)) {
				t.Errorf("%s: registered %v, known %v", typ, event.IsRegisteredType(string(typ)), event.IsKnownType(string(typ)))
			}
		})
	}
	tool.EventTypes()[0] = "x.y.z"
	if tool.EventTypes()[0] != event.ToolRegistrationCreated {
		t.Error("EventTypes shares its slice")
	}
}

func ExampleCheckTransitionEvent() {
	e := event.DomainEvent[tool.TransitionPayload]{
		EventID: "evt_1", AggregateID: "weather-lookup", AggregateType: event.AggregateTool,
		Type: event.ToolLifecycleTransitioned, Version: 1, OccurredAt: wire.MustParseTimestamp("2026-03-01T09:00:00Z"),
		Actor: "registry", ContractVersion: wire.MustParseSemver("7.0.0"),
		Payload: tool.TransitionPayload{ToolID: "weather-lookup", PreviousState: tool.StateVerified,
			NewState: tool.StateDegraded, Reason: "error rate above 10%"},
	}
	fmt.Println(e.Validate())
	for _, v := range tool.CheckTransitionEvent(e) {
		fmt.Printf("[%s] %s\n", v.Rule, v.Message)
	}
	// Output:
	// <nil>
	// [tool-event-transition] Transition VERIFIED→DEGRADED is not structurally valid
}
