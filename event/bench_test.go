package event_test

import (
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/event"
)

// benchTypedEvent is an agent.lifecycle.transitioned event with every
// envelope member, metadata and a full TransitionPayload.
var benchTypedEvent = []byte(`{"event_id":"01JARX9ABC123DEF456GHJ789K","aggregate_id":"eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42","aggregate_type":"agent","type":"agent.lifecycle.transitioned","version":1,"occurred_at":"2026-01-15T10:00:00.123Z","actor":"transfer-service","correlation_id":"corr-sale-001","causation_id":"evt-sale-001","payload":{"agent_id":"agent_abc","previous_state":"ACTIVE","new_state":"TRANSFERRED","reason":"sold on the marketplace","reason_code":"transfer_initiated","triggered_by":"marketplace-contract","transfer_id":"xfer_sale_001"},"contract_version":"7.0.0","metadata":{"trace.span_id":"00f067aa0ba902b7","model.id":"claude-opus-4-6"}}`)

// BenchmarkDecodeEventTyped: strict decode plus full validation of a
// DomainEvent with a typed payload.
func BenchmarkDecodeEventTyped(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchTypedEvent)))
	for b.Loop() {
		var e event.DomainEvent[agent.TransitionPayload]
		if err := hounfour.Decode(benchTypedEvent, &e); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeEventTypedNoValidate is the baseline: the type's own
// structural decode (UnmarshalJSON) of the same bytes.
func BenchmarkDecodeEventTypedNoValidate(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchTypedEvent)))
	for b.Loop() {
		var e event.DomainEvent[agent.TransitionPayload]
		if err := e.UnmarshalJSON(benchTypedEvent); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeEventRaw: the same bytes into a RawEvent (payload kept).
func BenchmarkDecodeEventRaw(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchTypedEvent)))
	for b.Loop() {
		var e event.RawEvent
		if err := hounfour.Decode(benchTypedEvent, &e); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeEventRawNoValidate is its baseline.
func BenchmarkDecodeEventRawNoValidate(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchTypedEvent)))
	for b.Loop() {
		var e event.RawEvent
		if err := e.UnmarshalJSON(benchTypedEvent); err != nil {
			b.Fatal(err)
		}
	}
}

// benchBatch is a 10-event transfer batch with a saga context.
var benchBatch = func() []byte {
	types := []string{"transfer.saga.initiated", "conversation.thread.sealed", "conversation.thread.sealed", "conversation.thread.sealed",
		"agent.lifecycle.transitioned", "billing.entry.created", "billing.credit.issued", "conversation.status.changed",
		"agent.descriptor.updated", "transfer.saga.completed"}
	events := make([]string, len(types))
	for i, t := range types {
		agg := t[:strings.IndexByte(t, '.')]
		events[i] = `{"event_id":"evt_b_0` + string(rune('0'+i)) + `","aggregate_id":"agg_` + agg + `","aggregate_type":"` + agg +
			`","type":"` + t + `","version":1,"occurred_at":"2026-01-15T10:00:0` + string(rune('0'+i)) +
			`Z","actor":"transfer-service","correlation_id":"corr_xfer_001","payload":{"` + agg + `_ref":"ref-` + string(rune('0'+i)) +
			`","transfer_id":"xfer_001","details":{"step":` + string(rune('1'+i%9)) + `,"flags":[true,false]}},"contract_version":"7.0.0"}`
	}
	return []byte(`{"batch_id":"batch_xfer_001","correlation_id":"corr_xfer_001","events":[` + strings.Join(events, ",") +
		`],"source":"transfer-service","produced_at":"2026-01-15T10:00:10Z","contract_version":"7.0.0",` +
		`"context":{"transfer_id":"xfer_001","aggregate_id":"agent_abc","aggregate_type":"agent"},` +
		`"saga":{"saga_id":"saga_xfer_001","step":1,"total_steps":3,"direction":"forward"}}`)
}()

// BenchmarkDecodeBatch: strict decode plus full validation of a 10-event
// batch.
func BenchmarkDecodeBatch(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchBatch)))
	for b.Loop() {
		var x event.Batch
		if err := hounfour.Decode(benchBatch, &x); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeBatchNoValidate is the baseline.
func BenchmarkDecodeBatchNoValidate(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchBatch)))
	for b.Loop() {
		var x event.Batch
		if err := x.UnmarshalJSON(benchBatch); err != nil {
			b.Fatal(err)
		}
	}
}
