package commons_test

import (
	"testing"
	"time"

	"github.com/hounfour-go/hounfour/commons"
)

func TestValidateAuditTimestamp(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	const (
		empty   = "Timestamp must not be empty"
		format  = "Timestamp must be strict ISO 8601 format"
		invalid = "Timestamp is not a valid date"
		epoch   = "Timestamp must not be before Unix epoch"
		future  = "Timestamp must not be more than 24 hours in the future"
	)
	for _, c := range []struct{ in, normalized, err string }{
		{"2026-02-28T12:00:00Z", "2026-02-28T12:00:00.000Z", ""},
		{"2026-02-28T12:00:00.123456789Z", "2026-02-28T12:00:00.123Z", ""},
		{"2026-02-28T12:00:00+05:30", "2026-02-28T06:30:00.000Z", ""},
		{"2026-03-02T00:00:00Z", "2026-03-02T00:00:00.000Z", ""},
		{"2026-03-02T00:00:00.001Z", "", future},
		{"2026-03-02T00:00:00.0009Z", "2026-03-02T00:00:00.000Z", ""}, // milliseconds only
		{"1969-12-31T23:59:59.999Z", "", epoch},
		{"1970-01-01T00:59:59+01:00", "", epoch},
		{"1970-01-01T01:00:00+01:00", "1970-01-01T00:00:00.000Z", ""},
		{"2026-13-01T00:00:00Z", "", invalid},
		{"2026-01-32T00:00:00Z", "", invalid},
		{"2026-02-28T23:60:00Z", "", invalid},
		{"2026-02-28T12:00:00+24:00", "", invalid},
		// Upstream rolls these over to 2026-03-01 (deviation 92).
		{"2026-02-29T00:00:00Z", "", invalid},
		{"2026-02-28T24:00:00Z", "", invalid},
		{"", "", empty},
		{"Feb 28, 2026", "", format},
		{"2026-02-28T12:00:00", "", format},
		{"2026-02-28t12:00:00z", "", format},
		{"2026-02-28T12:00:00+0530", "", format},
		{"2026-02-28T12:00:00.Z", "", format},
		{"２026-02-28T12:00:00Z", "", format},
	} {
		t.Run(c.in, func(t *testing.T) {
			got := commons.ValidateAuditTimestamp(c.in, now)
			want := commons.AuditTimestampResult{Valid: c.err == "", Normalized: c.normalized, Error: c.err}
			if got != want {
				t.Errorf("got %+v, want %+v", got, want)
			}
		})
	}
	if got := mustJSON(t, commons.ValidateAuditTimestamp("", now)); got != `{"valid":false,"normalized":"","error":"Timestamp must not be empty"}` {
		t.Errorf("JSON %s", got)
	}
	if got := mustJSON(t, commons.ValidateAuditTimestamp("2026-02-28T12:00:00Z", now)); got != `{"valid":true,"normalized":"2026-02-28T12:00:00.000Z"}` {
		t.Errorf("JSON %s", got)
	}
}

// A zero now is the clock.
func TestValidateAuditTimestampClock(t *testing.T) {
	t.Parallel()
	soon := time.Now().Add(23 * time.Hour).UTC().Format(time.RFC3339)
	late := time.Now().Add(25 * time.Hour).UTC().Format(time.RFC3339)
	if r := commons.ValidateAuditTimestamp(soon, time.Time{}); !r.Valid {
		t.Errorf("%s: %+v", soon, r)
	}
	if r := commons.ValidateAuditTimestamp(late, time.Time{}); r.Valid {
		t.Errorf("%s: %+v", late, r)
	}
}
