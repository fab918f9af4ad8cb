package gateway

import (
	"strconv"

	"github.com/hounfour-go/hounfour"
)

// CheckStreamOrder checks the ordering invariants upstream documents for an
// event stream but no schema enforces (an addition to
// upstream). It returns nil or a *hounfour.ValidationError whose violations
// all have rule id stream-event-order, ordered by index and, at one index,
// in this order:
//
//	the list is empty                              ""      stream must not be empty
//	index 0 is not stream_start                    /0      first event must be stream_start, got {type}
//	a stream_start at index i > 0                  /{i}    stream_start must be the first event
//	an event after an earlier stream_end or error  /{i}    no event may follow {first terminal type}
//	a stream_end with no usage before it           /{i}    usage must precede stream_end
//	a sequence s not above the latest earlier p    /{i}    sequence {s} must be greater than previous sequence {p}
//	no stream_end and no error in the list         /{n-1}  stream must end with stream_end or error
//
// Events are not validated individually (use Validate). A nil entry is
// reported at its index as "event must not be nil" and otherwise skipped.
func CheckStreamOrder(events []StreamEvent) error {
	const rule = "stream-event-order"
	if len(events) == 0 {
		return &hounfour.ValidationError{Schema: schemaStreamEvent, Violations: []hounfour.Violation{{Path: "", Rule: rule, Message: "stream must not be empty"}}}
	}
	var viol []hounfour.Violation
	add := func(i int, msg string) {
		viol = append(viol, hounfour.Violation{Path: "/" + strconv.Itoa(i), Rule: rule, Message: msg})
	}
	var (
		terminal  StreamEventType // the first stream_end or error seen
		usageSeen bool
		prevSeq   *int64
	)
	for i, e := range events {
		if isNilEvent(e) {
			add(i, "event must not be nil")
			continue
		}
		t := e.EventType()
		switch {
		case i == 0 && t != EventStreamStart:
			add(i, "first event must be stream_start, got "+string(t))
		case i > 0 && t == EventStreamStart:
			add(i, "stream_start must be the first event")
		}
		if terminal != "" {
			add(i, "no event may follow "+string(terminal))
		}
		if t == EventStreamEnd && !usageSeen {
			add(i, "usage must precede stream_end")
		}
		if s := e.sequence(); s != nil {
			if prevSeq != nil && *prevSeq >= *s {
				add(i, "sequence "+strconv.FormatInt(*s, 10)+" must be greater than previous sequence "+strconv.FormatInt(*prevSeq, 10))
			}
			prevSeq = s
		}
		switch t {
		case EventUsage:
			usageSeen = true
		case EventStreamEnd, EventError:
			if terminal == "" {
				terminal = t
			}
		}
	}
	if terminal == "" {
		add(len(events)-1, "stream must end with stream_end or error")
	}
	if len(viol) > 0 {
		return &hounfour.ValidationError{Schema: schemaStreamEvent, Violations: viol}
	}
	return nil
}
