package agent_test

import (
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
)

func ExamplePersonalityAssignment() {
	var p agent.PersonalityAssignment
	err := hounfour.Decode([]byte(`{"token_id":"eip155:1/0x5b38da6a701c568545dcfcb03fcb875f56beddc4/1",`+
		`"archetype":"oracle","ancestor":"pythia","era":"classical","element":"aether","tier":"premium",`+
		`"fingerprint_hash":"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"}`), &p)
	fmt.Println(err, p.Tier.Valid())
	fmt.Println(p.TokenID) // kept as received
	id, err := p.NftID()   // the typed value, collection checksum verified
	fmt.Println(id, err)

	// Contract 7.0.0 has no personality assignments.
	err = hounfour.Options{Contract: hounfour.Contract700}.Decode([]byte(`{}`), &p)
	fmt.Println(err != nil)
	// Output:
	// <nil> true
	// eip155:1/0x5b38da6a701c568545dcfcb03fcb875f56beddc4/1
	// eip155:1/0x5B38Da6a701c568545dCfcB03FcB875f56beddC4/1 <nil>
	// true
}
