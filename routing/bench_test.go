package routing_test

import (
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/benchratio"
	"github.com/hounfour-go/hounfour/routing"
)

var benchBudgetScope = []byte(`{"scope":"project","scope_id":"proj-1","limit_micro":"1000000","spent_micro":"250000",` +
	`"action_on_exceed":"block","contract_version":"7.0.0","reserved_capacity_bps":1500,` +
	`"reservation_id":"7c9e6679-7425-40de-944b-e07fc1f90ae7",` +
	`"preference_signal":{"bid_priority":"elevated","preferred_pools":["fast-code"],"cost_sensitivity":"low"}}`)

func BenchmarkDecodeBudgetScope(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		var s routing.BudgetScope
		if err := hounfour.Decode(benchBudgetScope, &s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeBudgetScopeNoValidate(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		var s routing.BudgetScope
		if err := s.UnmarshalJSON(benchBudgetScope); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeBudgetScopeRatio: the same for BudgetScope, whose
// validation also evaluates its constraint file's error rule.
func BenchmarkDecodeBudgetScopeRatio(b *testing.B) {
	benchratio.Decode[routing.BudgetScope](b, benchBudgetScope, false)
}
