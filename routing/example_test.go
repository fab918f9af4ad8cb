package routing_test

import (
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/routing"
)

func ExampleBudgetScope_Warnings() {
	var b routing.BudgetScope
	err := hounfour.Decode([]byte(`{"scope":"project","scope_id":"p-1","limit_micro":"100","spent_micro":"0101",
		"action_on_exceed":"warn","contract_version":"7.0.0",
		"preference_signal":{"bid_priority":"critical","cost_sensitivity":"high"}}`), &b)
	fmt.Println(err)
	for _, w := range b.Warnings() {
		fmt.Println(w.Rule+":", w.Message)
	}
	// Output:
	// <nil>
	// budget-scope-overspend: spent_micro (101) exceeds limit_micro (100)
	// budget-preference-cost-alignment: high cost sensitivity together with critical bid priority is contradictory
}
