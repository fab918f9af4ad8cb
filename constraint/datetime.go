package constraint

import "github.com/hounfour-go/hounfour/wire"

// parseDateTimeMillis parses a protocol date-time (a real calendar instant,
// as wire.Timestamp requires) to Unix milliseconds, fraction digits beyond
// milliseconds truncated. saga_timeout_valid uses it.
func parseDateTimeMillis(s string) (int64, bool) {
	ts, err := wire.ParseTimestamp(s)
	if err != nil {
		return 0, false
	}
	return ts.Time().UnixMilli(), true
}
