package conformance_test

import (
	"encoding/json"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conformance"
)

func ExampleMatchOutput() {
	expected := map[string]json.RawMessage{"allowed": json.RawMessage(`true`), "reason": json.RawMessage(`"Sufficient budget available"`)}
	actual := map[string]json.RawMessage{"allowed": json.RawMessage(`false`), "reason": json.RawMessage(`"Insufficient budget"`)}

	// Only the selected members count.
	r := conformance.MatchOutput(expected, actual, &conformance.MatchingRules{SelectFields: []string{"allowed"}})
	fmt.Println(r.Matched, r.Reason)
	for _, m := range r.Mismatches {
		fmt.Printf("%s: expected %s, got %s\n", m.Path, m.Expected, m.Actual)
	}

	// Without rules every member is compared.
	r = conformance.MatchOutput(expected, map[string]json.RawMessage{"allowed": json.RawMessage(`true`)}, nil)
	fmt.Println(r.Matched, r.Reason)
	// Output:
	// false 1 field(s) did not match: allowed
	// allowed: expected true, got false
	// false 1 field(s) did not match: reason
}

func ExampleCategories() {
	cats := conformance.Categories()
	fmt.Println(len(cats), cats[0], cats[5], cats[19], cats[46])
	// Output: 47 provider-normalization reservation-enforcement governance-proposal recall-wedge
}

func ExampleCategoriesFor() {
	cats := conformance.CategoriesFor(hounfour.Contract700)
	fmt.Println(len(cats), cats[0], cats[5], cats[19])
	fmt.Println(conformance.CategoryAccessPolicy.Since(), conformance.CategoryRecallWedge.Since())
	// Output:
	// 20 provider-normalization reservation-enforcement governance-proposal
	// 7.4.0 8.7.0
}
