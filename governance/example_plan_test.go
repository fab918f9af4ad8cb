package governance_test

import (
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/governance"
)

// A plan sign-off is signed and chained: it is refused unless the caller
// accepts what the library does not verify, and then the obligations say
// what the caller checks itself.
func ExamplePlanSignoffEnvelope() {
	var s governance.PlanSignoffEnvelope
	fmt.Println(hounfour.Options{}.Decode([]byte(signoffDoc), &s) != nil)
	o := hounfour.Options{AcceptDeferred: true}
	if err := o.Decode([]byte(signoffDoc), &s); err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range o.Obligations(&s).Rules {
		fmt.Println(r.RuleID, r.Reason)
	}
	fmt.Println(s.Tier, s.TTLSecondsAtEmit, s.ChainRefs.ParentSignoffHash == nil)
	// Output:
	// true
	// CRYPTO_DEFERRED crypto_deferred
	// ORD-3 context_absent
	// T2 86400 true
}
