package hounfour_test

import (
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
)

// A service reading a 7.0.0 peer and an 8.7.0 peer side by side: one Go
// type, one Options value per peer. The 8.7.0 peer's trust profile uses
// match_strategy (8.5.0): the default contract (8.7.0) reads it, the 7.0.0
// profile rejects it exactly as a 7.0.0 peer does. Writing back to the 7.0.0
// peer never drops it silently: Unsupported says in advance what would not
// survive, Marshal refuses with an error naming it.
func Example_twoContracts() {
	doc := []byte(`{"scopes":{"billing":"verified"},"default_level":"basic","match_strategy":"exact"}`)
	old := hounfour.Options{Contract: hounfour.Contract700} // the 7.0.0 peer
	cur := hounfour.Options{}                               // the default contract, 8.7.0

	var fromOld agent.CapabilityScopedTrust
	fmt.Println("7.0.0:", old.Decode(doc, &fromOld))

	var fromNew agent.CapabilityScopedTrust
	err := cur.Decode(doc, &fromNew)
	fmt.Println("8.7.0:", err, fromNew.MatchStrategy)

	fmt.Println("would not survive on 7.0.0:", old.Unsupported(&fromNew))
	if _, err := old.Marshal(&fromNew); err != nil {
		fmt.Println(err)
	}
	out, _ := cur.Marshal(&fromNew)
	fmt.Println(string(out))
	// Output:
	// 7.0.0: invalid capability-scoped-trust: /match_strategy: Unexpected property
	// 8.7.0: <nil> exact
	// would not survive on 7.0.0: [/match_strategy]
	// hounfour: contract 7.0.0 lacks what capability-scoped-trust holds at /match_strategy
	// {"scopes":{"billing":"verified"},"default_level":"basic","match_strategy":"exact"}
}
