package governance

import "github.com/hounfour-go/hounfour/wire"

// compareMillis compares the instants of two present timestamps at
// millisecond precision, as upstream's JavaScript Date does: the fraction is
// truncated to its first three digits, offsets are applied
// (10:00:00.0004Z equals 10:00:00Z; 12:00:00+02:00 equals 10:00:00Z).
func compareMillis(a, b wire.Timestamp) int {
	ta, tb := a.Time(), b.Time()
	switch sa, sb := ta.Unix(), tb.Unix(); {
	case sa < sb:
		return -1
	case sa > sb:
		return 1
	}
	ma, mb := ta.Nanosecond()/1e6, tb.Nanosecond()/1e6
	switch {
	case ma < mb:
		return -1
	case ma > mb:
		return 1
	}
	return 0
}
