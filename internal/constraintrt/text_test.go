package constraintrt

import (
	"testing"

	"github.com/hounfour-go/hounfour/wire"
)

// FuzzTimestampInstant: a timestamp member's instant (TimestampInstant,
// what generated code reads) is that of its text parsed again (Instant,
// the reference), on every text; an absent member is no instant.
func FuzzTimestampInstant(f *testing.F) {
	for _, s := range []string{"2026-02-24T14:00:00Z", "2026-02-24T14:00:00.999999999+05:30", "1969-12-31T23:59:59.9995Z",
		"0001-01-01T00:00:00Z", "9999-12-31T23:59:59.999-23:59", "2024-02-29T00:00:00.1234Z", "2023-02-29T00:00:00Z", "",
		"1960-01-01T00:00:00.0001-00:00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ts, err := wire.ParseTimestamp(s)
		if err != nil {
			return
		}
		got, gotOK := TimestampInstant(true, ts)
		want, wantOK := Instant(true, ts.String())
		if got != want || gotOK != wantOK {
			t.Fatalf("%q: TimestampInstant %d %v, Instant %d %v", s, got, gotOK, want, wantOK)
		}
		if _, ok := TimestampInstant(false, ts); ok {
			t.Fatalf("%q: an absent member gave an instant", s)
		}
	})
}
