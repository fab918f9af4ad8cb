package event_test

import (
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/event"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
	"github.com/hounfour-go/hounfour/transfer"
)

func FuzzDecodeRawEvent(f *testing.F) {
	f.Add(benchTypedEvent)
	f.Add(eventJSON(`{ "a" : [1, 2.50, "\u00e9"] }`, `,"metadata":{"":null,"x-a":{"b":[]}},"zz":1,"Type":"x"`))
	f.Add([]byte(`{"payload":{"k":1,"k":2},"metadata":[],"type":"toString","version":0}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[event.RawEvent](data); err != nil {
			t.Fatal(err)
		}
		// The guards never panic and hold exactly when the typed payload
		// decodes and validates.
		var e event.RawEvent
		if hounfour.Decode(data, &e) == nil && !guardOracleAgrees(t, e) {
			t.Fatal("guard and PayloadAs disagree")
		}
	})
}

func FuzzDecodeTypedEvent(f *testing.F) {
	f.Add(benchTypedEvent)
	f.Add(eventJSON(`{"agent_id":"","previous_state":"GONE","extra":{"k":1,"k":2}}`, `,"u":1`))
	f.Add(eventJSON(`null`, ``))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[event.DomainEvent[agent.TransitionPayload]](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeBatch(f *testing.F) {
	f.Add(benchBatch)
	f.Add([]byte(`{"batch_id":"","events":[],"saga":{"saga_id":"s","step":5,"total_steps":3,"direction":"forward"},"context":{"aggregate_type":"user","x":1},"zz":[1]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[event.Batch](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeSagaContext(f *testing.F) {
	f.Add([]byte(`{"saga_id":"s","step":2,"total_steps":2.0,"direction":"compensation"}`))
	f.Add([]byte(`{"step":5,"total_steps":3,"direction":"rollback","x":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[event.SagaContext](data); err != nil {
			t.Fatal(err)
		}
		var s event.SagaContext
		if hounfour.Decode(data, &s) == nil && s.ValidateSchema() != nil {
			t.Fatal("ValidateSchema rejects what Validate accepts")
		}
	})
}

// FuzzCheckChoreography: any sequence of (arbitrary) types gives findings or
// none exactly as it equals the expected sequence, without panicking.
func FuzzCheckChoreography(f *testing.F) {
	f.Add(uint8(0), []byte("0123"))
	f.Add(uint8(5), []byte("2104449"))
	f.Fuzz(func(t *testing.T, sel uint8, seq []byte) {
		s := transfer.Scenarios()[int(sel)%4]
		d := []event.Direction{event.DirectionForward, event.DirectionCompensation}[int(sel/4)%2]
		pool := []event.Type{event.TransferSagaInitiated, event.ConversationThreadSealed, event.AgentLifecycleTransitioned,
			event.BillingEntryCreated, event.BillingEntryVoided, event.TransferSagaCompleted, event.TransferSagaRolledBack, "x.y.z", ""}
		types := make([]event.Type, len(seq))
		for i, c := range seq {
			types[i] = pool[int(c)%len(pool)]
		}
		got, err := event.CheckChoreography(s, d, types)
		if err != nil {
			t.Fatal(err)
		}
		exp, _ := event.TransferChoreography(s, d)
		equal := len(exp) == len(types)
		for i := 0; equal && i < len(types); i++ {
			equal = exp[i] == types[i]
		}
		if (got == nil) != equal {
			t.Fatalf("%v: %v", types, got)
		}
	})
}
