package integrity_test

import (
	"encoding/json"
	"fmt"

	"github.com/hounfour-go/hounfour/integrity"
)

func ExampleValidateConsumerContract() {
	c := integrity.ConsumerContract{
		Consumer: "loa-dixie", Provider: integrity.ConsumerContractProvider, ProviderVersionRange: ">=8.3.0",
		Entrypoints: map[string]integrity.ConsumerContractEntrypoint{
			"@0xhoneyjar/loa-hounfour/core":        {Symbols: []string{"AgentProfileSchema", "NonExistentSchema"}},
			"@0xhoneyjar/loa-hounfour/nonexistent": {Symbols: []string{"SomeSchema"}},
		},
	}
	exports := map[string][]string{
		"@0xhoneyjar/loa-hounfour/core": {"AgentProfileSchema", "MessageEnvelopeSchema", "DelegationRequestSchema"},
	}
	out, _ := json.Marshal(integrity.ValidateConsumerContract(c, exports))
	fmt.Println(string(out))
	// Output:
	// {"valid":false,"missing_symbols":[{"entrypoint":"@0xhoneyjar/loa-hounfour/core","symbol":"NonExistentSchema"}],"unknown_entrypoints":["@0xhoneyjar/loa-hounfour/nonexistent"]}
}

func ExampleContractChecksum() {
	c := integrity.ConsumerContract{Entrypoints: map[string]integrity.ConsumerContractEntrypoint{
		"b": {Symbols: []string{"Z", "a"}},
		"a": {Symbols: []string{"Y"}},
	}}
	// The SHA-256 of "a:Y\nb:Z\nb:a".
	fmt.Println(integrity.ContractChecksum(c))
	// Output: sha256:1a93b795e00629bdb70754d0307b69fc1268bfa219d1cd78a58afe88401d0850
}
