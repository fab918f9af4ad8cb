package reservation_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/internal/roundtrip"
	"github.com/hounfour-go/hounfour/reservation"
	"github.com/hounfour-go/hounfour/wire"
)

func FuzzDecodeReservation(f *testing.F) {
	f.Add(benchReservation)
	f.Add([]byte(`{"reservation_id":"550e8400-e29b-41d4-a716-446655440000","agent_id":"a","conformance_level":"bogus","reserved_capacity_bps":1e5,"state":"active","effective_from":"2026-01-01T00:00:00.0001Z","effective_until":"2026-01-01T00:00:00Z","budget_scope_id":"s","contract_version":"7.0.0","metadata":{"a":{"a":1,"a":2}}}`))
	f.Add([]byte(`{"reserved_capacity_bps":-0,"effective_from":"2026-01-01T10:00:00+02:00"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[reservation.Reservation](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeReservationVocabularies(f *testing.F) {
	f.Add([]byte(`"active"`))
	f.Add([]byte(`10000`))
	f.Add([]byte(`"strict"`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[reservation.State](data); err != nil {
			t.Fatal(err)
		}
		if err := roundtrip.Check[reservation.Enforcement](data); err != nil {
			t.Fatal(err)
		}
		if err := roundtrip.Check[reservation.Tier](data); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzComputeReservedMicroText: any limit text and bps give a result or an
// error, never a panic; a result is canonical and within 0..max(limit, 0).
func FuzzComputeReservedMicroText(f *testing.F) {
	f.Add("1000000", 300)
	f.Add("0010001", 5000)
	f.Add("-5", 100)
	f.Add("abc", 0)
	f.Add("", 10001)
	f.Fuzz(func(t *testing.T, limit string, bps int) {
		got, err := reservation.ComputeReservedMicroText(limit, &bps)
		if err != nil {
			return
		}
		r, perr := wire.ParseMicroUSD(got)
		if perr != nil || r.String() != got || r.Sign() < 0 {
			t.Fatalf("(%q, %d) = %q", limit, bps, got)
		}
		if l, err := wire.ParseMicroUSD(limit); err == nil && l.Sign() > 0 && r.Cmp(l) > 0 {
			t.Fatalf("(%q, %d) = %q exceeds the limit", limit, bps, got)
		}
	})
}
