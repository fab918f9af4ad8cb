package constraint

import "github.com/hounfour-go/hounfour/wire"

// parseDateTimeMillis parses a protocol date-time (README.md §5.6, with the
// D3c calendar rule) to Unix milliseconds, fraction digits beyond
// milliseconds truncated. saga_timeout_valid uses it (constraints.md §9.7).
func parseDateTimeMillis(s string) (int64, bool) {
	ts, err := wire.ParseTimestamp(s)
	if err != nil {
		return 0, false
	}
	return ts.Time().UnixMilli(), true
}
