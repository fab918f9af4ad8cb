package gateway_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/gateway"
)

func seq(n int64) *int64 { return &n }

func TestCheckStreamOrder(t *testing.T) {
	t.Parallel()
	start := func() gateway.StreamEvent { return &gateway.StreamStart{} }
	chunk := func(s *int64) gateway.StreamEvent { return &gateway.StreamChunk{Sequence: s} }
	tool := func() gateway.StreamEvent { return &gateway.StreamToolCall{} }
	usage := func() gateway.StreamEvent { return &gateway.StreamUsage{} }
	end := func(s *int64) gateway.StreamEvent { return &gateway.StreamEnd{Sequence: s} }
	fail := func() gateway.StreamEvent { return &gateway.StreamError{} }
	for _, tc := range []struct {
		name   string
		events []gateway.StreamEvent
		want   string
	}{
		{"happy path", []gateway.StreamEvent{start(), chunk(nil), tool(), chunk(nil), usage(), end(nil)}, ""},
		{"error ends the stream", []gateway.StreamEvent{start(), chunk(nil), fail()}, ""},
		{"error right away", []gateway.StreamEvent{start(), fail()}, ""},
		{"sequences increase, gaps allowed", []gateway.StreamEvent{&gateway.StreamStart{Sequence: seq(0)}, chunk(seq(1)), chunk(nil), usage(), end(seq(5))}, ""},
		{"empty", nil, lines(" stream-event-order stream must not be empty")},
		{"first not start", []gateway.StreamEvent{chunk(nil), usage(), end(nil)},
			lines("/0 stream-event-order first event must be stream_start, got chunk")},
		{"second start", []gateway.StreamEvent{start(), start(), usage(), end(nil)},
			lines("/1 stream-event-order stream_start must be the first event")},
		{"end without usage", []gateway.StreamEvent{start(), chunk(nil), end(nil)},
			lines("/2 stream-event-order usage must precede stream_end")},
		{"usage after end does not count", []gateway.StreamEvent{start(), end(nil), usage()}, lines(
			"/1 stream-event-order usage must precede stream_end",
			"/2 stream-event-order no event may follow stream_end")},
		{"events after error", []gateway.StreamEvent{start(), fail(), chunk(nil), end(nil)}, lines(
			"/2 stream-event-order no event may follow error",
			"/3 stream-event-order no event may follow error",
			"/3 stream-event-order usage must precede stream_end")},
		{"no terminal", []gateway.StreamEvent{start(), chunk(nil), usage()},
			lines("/2 stream-event-order stream must end with stream_end or error")},
		{"only a start", []gateway.StreamEvent{start()},
			lines("/0 stream-event-order stream must end with stream_end or error")},
		{"sequence not increasing", []gateway.StreamEvent{&gateway.StreamStart{Sequence: seq(3)}, chunk(seq(3)), chunk(nil), usage(), end(seq(2))}, lines(
			"/1 stream-event-order sequence 3 must be greater than previous sequence 3",
			"/4 stream-event-order sequence 2 must be greater than previous sequence 3")},
		{"all at one index, in table order", []gateway.StreamEvent{end(seq(9)), &gateway.StreamStart{Sequence: seq(1)}, end(seq(1))}, lines(
			"/0 stream-event-order first event must be stream_start, got stream_end",
			"/0 stream-event-order usage must precede stream_end",
			"/1 stream-event-order stream_start must be the first event",
			"/1 stream-event-order no event may follow stream_end",
			"/1 stream-event-order sequence 1 must be greater than previous sequence 9",
			"/2 stream-event-order no event may follow stream_end",
			"/2 stream-event-order usage must precede stream_end",
			"/2 stream-event-order sequence 1 must be greater than previous sequence 1")},
		{"nil entries", []gateway.StreamEvent{start(), nil, (*gateway.StreamChunk)(nil), usage(), end(nil)}, lines(
			"/1 stream-event-order event must not be nil",
			"/2 stream-event-order event must not be nil")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := vs(t, gateway.CheckStreamOrder(tc.events)); got != tc.want {
				t.Errorf("%s:\n got %s\nwant %s", tc.name, got, tc.want)
			}
		})
	}
}
