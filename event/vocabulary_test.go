package event_test

import (
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/event"
)

func TestVocabulary(t *testing.T) {
	t.Parallel()
	known := event.KnownTypes()
	if len(known) != 48 {
		t.Fatalf("%d known types", len(known))
	}
	perAggregate := map[string]int{}
	for _, ty := range known {
		perAggregate[strings.SplitN(string(ty), ".", 2)[0]]++
		if !ty.Known() || !event.IsRegisteredType(string(ty)) {
			t.Errorf("%s not known/registered", ty)
		}
		if d, ok := event.Description(ty); !ok || d == "" {
			t.Errorf("%s has no description", ty)
		}
	}
	want := map[string]int{"agent": 3, "billing": 3, "conversation": 4, "transfer": 4, "tool": 3, "message": 3,
		"performance": 4, "governance": 7, "reputation": 3, "economy": 14}
	for a, n := range want {
		t.Run(a, func(t *testing.T) {
			if perAggregate[a] != n {
				t.Errorf("%s: %d types, want %d", a, perAggregate[a], n)
			}
		})
	}
	ext := event.ExtensionTypes()
	if len(ext) != 8 {
		t.Fatalf("%d extension types", len(ext))
	}
	for _, ty := range ext {
		if ty.Known() || !event.IsRegisteredType(string(ty)) {
			t.Errorf("extension %s: known %v registered %v", ty, ty.Known(), event.IsRegisteredType(string(ty)))
		}
	}
	known[0], ext[0] = "x.y.z", "x.y.z"
	if event.KnownTypes()[0] != event.AgentLifecycleTransitioned || event.ExtensionTypes()[0] != event.ToolRegistrationCreated {
		t.Error("the lists are not fresh copies")
	}
	for _, s := range []string{"toString", "constructor", "__proto__", "valueOf", "", "agent.lifecycle.transitioned\n"} {
		t.Run(s, func(t *testing.T) {
			if event.IsKnownType(s) || event.IsRegisteredType(s) {
				t.Errorf("%q is known", s)
			}
		})
	}
	if len(event.AggregateTypes()) != 10 || !event.AggregateEconomy.Valid() || event.AggregateType("user").Valid() {
		t.Error("aggregate types")
	}
}
