package commons

import (
	"errors"
	"time"

	"github.com/hounfour-go/hounfour/wire"
)

// AuditTimestampResult is the outcome of ValidateAuditTimestamp. On success
// Normalized is the instant in UTC as YYYY-MM-DDTHH:MM:SS.mmmZ and Error is
// ""; on failure Normalized is "" and Error the reason.
type AuditTimestampResult struct {
	Valid      bool   `json:"valid"`
	Normalized string `json:"normalized"`
	Error      string `json:"error,omitempty"`
}

// maxAuditFuture is how far after now an audit timestamp may lie.
const maxAuditFuture = 24 * time.Hour

// ValidateAuditTimestamp checks a timestamp for an audit entry. The checks,
// in order, and the Error of the first that fails:
//
//	s is ""                                        Timestamp must not be empty
//	not YYYY-MM-DDThh:mm:ss[.fraction](Z|±hh:mm)   Timestamp must be strict ISO 8601 format
//	not a calendar instant                         Timestamp is not a valid date
//	before 1970-01-01T00:00:00Z                    Timestamp must not be before Unix epoch
//	more than 24 hours after now                   Timestamp must not be more than 24 hours in the future
//
// The instant is taken at millisecond precision (fraction digits past the
// third are dropped), offsets applied; exactly now + 24 h is accepted. A
// calendar instant has month 01–12, a day within its month, hour 00–23,
// minute and second 00–59 and offset hours 00–23: February 30 and hour 24
// are not valid dates here, where upstream rolls them over into the next
// month or day (deviation 92 in COMPATIBILITY.md). A zero now means
// time.Now().
func ValidateAuditTimestamp(s string, now time.Time) AuditTimestampResult {
	fail := func(msg string) AuditTimestampResult { return AuditTimestampResult{Error: msg} }
	if s == "" {
		return fail("Timestamp must not be empty")
	}
	ts, err := wire.ParseTimestamp(s)
	switch {
	case errors.Is(err, wire.ErrSyntax):
		return fail("Timestamp must be strict ISO 8601 format")
	case err != nil:
		return fail("Timestamp is not a valid date")
	}
	ms := millis(ts)
	if ms < 0 {
		return fail("Timestamp must not be before Unix epoch")
	}
	if now.IsZero() {
		now = time.Now()
	}
	if ms > now.UnixMilli()+maxAuditFuture.Milliseconds() {
		return fail("Timestamp must not be more than 24 hours in the future")
	}
	return AuditTimestampResult{Valid: true, Normalized: time.UnixMilli(ms).UTC().Format("2006-01-02T15:04:05.000Z")}
}

// millis returns the instant of ts in milliseconds since the Unix epoch,
// the fraction truncated to milliseconds (JavaScript Date precision).
func millis(ts wire.Timestamp) int64 { return ts.Time().UnixMilli() }

// parseMillis parses a protocol date-time into milliseconds since the Unix
// epoch.
func parseMillis(s string) (int64, bool) {
	ts, err := wire.ParseTimestamp(s)
	if err != nil {
		return 0, false
	}
	return millis(ts), true
}
