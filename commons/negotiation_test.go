package commons_test

import (
	"math"
	"testing"
	"time"

	"github.com/hounfour-go/hounfour/commons"
	"github.com/hounfour-go/hounfour/wire"
)

func negotiation(negotiated, expires string) commons.ContractNegotiation {
	var n commons.ContractNegotiation
	n.NegotiatedAt = wire.MustParseTimestamp(negotiated)
	if expires != "" {
		n.ExpiresAt = wire.MustParseTimestamp(expires)
	}
	return n
}

func TestIsNegotiationValid(t *testing.T) {
	t.Parallel()
	n := negotiation("2026-02-25T10:00:00Z", "2026-02-25T11:00:00Z")
	for _, c := range []struct{ clock, want string }{
		{"2026-02-25T10:30:00Z", `{"valid":true,"remaining_ms":1800000,"reason":"Negotiation valid until 2026-02-25T11:00:00Z (1800000ms remaining)"}`},
		{"2026-02-25T12:30:00+02:00", `{"valid":true,"remaining_ms":1800000,"reason":"Negotiation valid until 2026-02-25T11:00:00Z (1800000ms remaining)"}`},
		{"2026-02-25T10:59:59.999Z", `{"valid":true,"remaining_ms":1,"reason":"Negotiation valid until 2026-02-25T11:00:00Z (1ms remaining)"}`},
		{"2026-02-25T10:59:59.9999Z", `{"valid":true,"remaining_ms":1,"reason":"Negotiation valid until 2026-02-25T11:00:00Z (1ms remaining)"}`},
		{"2026-02-25T11:00:00Z", `{"valid":false,"remaining_ms":0,"reason":"Negotiation expired at 2026-02-25T11:00:00Z (0ms ago)"}`},
		{"2026-02-25T12:00:00.5Z", `{"valid":false,"remaining_ms":0,"reason":"Negotiation expired at 2026-02-25T11:00:00Z (3600500ms ago)"}`},
		{"yesterday", `{"valid":false,"reason":"Invalid clock time: yesterday"}`},
		// Forms JavaScript's Date reads but the protocol does not (deviation 92).
		{"2026-02-25T10:30:00", `{"valid":false,"reason":"Invalid clock time: 2026-02-25T10:30:00"}`},
		{"Feb 25 2026 10:30:00 GMT", `{"valid":false,"reason":"Invalid clock time: Feb 25 2026 10:30:00 GMT"}`},
		{"2026-02-30T10:30:00Z", `{"valid":false,"reason":"Invalid clock time: 2026-02-30T10:30:00Z"}`},
	} {
		t.Run(c.clock, func(t *testing.T) {
			if got := mustJSON(t, commons.IsNegotiationValid(n, c.clock)); got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
		})
	}
	// expires_at is checked first; the zero Timestamp is not a time.
	if got := mustJSON(t, commons.IsNegotiationValid(negotiation("2026-02-25T10:00:00Z", ""), "yesterday")); got != `{"valid":false,"reason":"Invalid expires_at: "}` {
		t.Errorf("absent expires_at: %s", got)
	}
}

func TestComputeNegotiationExpiry(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		n   commons.ContractNegotiation
		ttl int64
	}{
		{negotiation("2026-02-25T10:00:00Z", "2026-02-25T11:00:00Z"), 3600000},
		{negotiation("2026-02-25T10:00:00Z", "2026-02-25T09:00:00Z"), -3600000},
		{negotiation("2026-02-25T10:00:00.1239Z", "2026-02-25T11:00:00Z"), 3599877},
	} {
		got := commons.ComputeNegotiationExpiry(c.n)
		want := commons.NegotiationExpiry{NegotiatedAt: c.n.NegotiatedAt.String(), ExpiresAt: c.n.ExpiresAt.String(),
			TTLMillis: c.ttl, TTL: time.Duration(c.ttl) * time.Millisecond, Valid: true}
		if got != want {
			t.Errorf("got %+v, want %+v", got, want)
		}
	}
	// Unparseable input: Valid false (upstream: a NaN TTL, deviation 94).
	bad := commons.ComputeNegotiationExpiry(negotiation("2026-02-25T10:00:00Z", ""))
	if bad.Valid || bad.TTL != 0 || bad.TTLMillis != 0 || bad.NegotiatedAt != "2026-02-25T10:00:00Z" || bad.ExpiresAt != "" {
		t.Errorf("absent expires_at: %+v", bad)
	}
	// Beyond the range of time.Duration the TTL saturates; TTLMillis is exact.
	far := commons.ComputeNegotiationExpiry(negotiation("0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z"))
	if !far.Valid || far.TTL != math.MaxInt64 || far.TTLMillis != 315537897599000 {
		t.Errorf("far: %+v", far)
	}
	back := commons.ComputeNegotiationExpiry(negotiation("9999-12-31T23:59:59Z", "0001-01-01T00:00:00Z"))
	if !back.Valid || back.TTL != math.MinInt64 || back.TTLMillis != -315537897599000 {
		t.Errorf("back: %+v", back)
	}
}
