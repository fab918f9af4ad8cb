package model_test

import (
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/benchratio"
	"github.com/hounfour-go/hounfour/model"
)

var benchReservation = []byte(`{"reservation_id":"550e8400-e29b-41d4-a716-446655440000","agent_id":"agent-1",` +
	`"conformance_level":"community_verified","reserved_capacity_bps":500,"state":"active",` +
	`"effective_from":"2026-01-01T00:00:00Z","effective_until":"2026-02-01T00:00:00.250Z","budget_scope_id":"scope-1",` +
	`"contract_version":"7.0.0","metadata":{"purpose":"nightly batch"}}`)

var benchBudgetScope = []byte(`{"scope":"project","scope_id":"proj-1","limit_micro":"1000000","spent_micro":"250000",` +
	`"action_on_exceed":"block","contract_version":"7.0.0","reserved_capacity_bps":1500,` +
	`"reservation_id":"7c9e6679-7425-40de-944b-e07fc1f90ae7",` +
	`"preference_signal":{"bid_priority":"elevated","preferred_pools":["fast-code"],"cost_sensitivity":"low"}}`)

func BenchmarkDecodeCapacityReservation(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		var c model.CapacityReservation
		if err := hounfour.Decode(benchReservation, &c); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeCapacityReservationNoValidate(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		var c model.CapacityReservation
		if err := c.UnmarshalJSON(benchReservation); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeBudgetScope(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		var s model.BudgetScope
		if err := hounfour.Decode(benchBudgetScope, &s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeBudgetScopeNoValidate(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		var s model.BudgetScope
		if err := s.UnmarshalJSON(benchBudgetScope); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeCapacityReservationRatio interleaves hounfour.Decode and
// the structural decode; decode/novalidate is the validation overhead.
func BenchmarkDecodeCapacityReservationRatio(b *testing.B) {
	benchratio.Decode[model.CapacityReservation](b, benchReservation, false)
}

// BenchmarkDecodeBudgetScopeRatio: the same for BudgetScope, whose
// validation also evaluates its constraint file's error rule.
func BenchmarkDecodeBudgetScopeRatio(b *testing.B) {
	benchratio.Decode[model.BudgetScope](b, benchBudgetScope, false)
}
