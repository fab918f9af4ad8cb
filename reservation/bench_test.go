package reservation_test

import (
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/benchratio"
	"github.com/hounfour-go/hounfour/reservation"
)

var benchReservation = []byte(`{"reservation_id":"550e8400-e29b-41d4-a716-446655440000","agent_id":"agent-1",` +
	`"conformance_level":"community_verified","reserved_capacity_bps":500,"state":"active",` +
	`"effective_from":"2026-01-01T00:00:00Z","effective_until":"2026-02-01T00:00:00.250Z","budget_scope_id":"scope-1",` +
	`"contract_version":"7.0.0","metadata":{"purpose":"nightly batch"}}`)

func BenchmarkDecodeReservation(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		var c reservation.Reservation
		if err := hounfour.Decode(benchReservation, &c); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeReservationNoValidate(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		var c reservation.Reservation
		if err := c.UnmarshalJSON(benchReservation); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeReservationRatio interleaves hounfour.Decode and
// the structural decode; decode/novalidate is the validation overhead.
func BenchmarkDecodeReservationRatio(b *testing.B) {
	benchratio.Decode[reservation.Reservation](b, benchReservation, false)
}
