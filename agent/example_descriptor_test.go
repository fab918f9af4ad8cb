package agent_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
)

// The README's usage example.
func ExampleDescriptor() {
	body := []byte(`{"@context":"https://schema.honeyjar.xyz/agent/v1",
		"id":"eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/42","name":"",
		"chain_id":1,"collection":"0x5af0d9827e0c53e4799bb226655a1de152a425a5","token_id":"42",
		"personality":"scholar","capabilities":["chat"],"models":{"chat":"cheap"},
		"homepage":"https://example.com/agent/42","lifecycle_state":"active","contract_version":"7.0.0"}`)

	var d agent.Descriptor
	err := hounfour.Decode(body, &d) // strict decode + full validation
	var verr *hounfour.ValidationError
	if errors.As(err, &verr) {
		for _, v := range verr.Violations {
			fmt.Printf("%s [%s] %s\n", v.Path, v.Rule, v.Message)
		}
	}
	// Output:
	// /name [minLength] Expected string length greater or equal to 1
	// /lifecycle_state [enum] Expected union value
}

func ExampleDescriptor_MarshalJSON() {
	var d agent.Descriptor
	err := hounfour.Decode([]byte(`{"@context":"https://schema.honeyjar.xyz/agent/v1",
		"id":"eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/42","name":"Ada",
		"chain_id":1.0,"collection":"0x5af0d9827e0c53e4799bb226655a1de152a425a5","token_id":"42",
		"personality":"scholar","capabilities":["chat"],"models":{"z":"cheap","a":"reviewer"},
		"homepage":"https://example.com","lifecycle_state":"ACTIVE","contract_version":"7.0.0"}`), &d)
	if err != nil {
		panic(err)
	}
	out, _ := json.Marshal(d)
	fmt.Println(string(out))
	fmt.Println(d.IDConsistent())
	// Output:
	// {"@context":"https://schema.honeyjar.xyz/agent/v1","id":"eip155:1/0x5Af0D9827E0c53E4799BB226655A1de152A425a5/42","name":"Ada","chain_id":1,"collection":"0x5Af0D9827E0c53E4799BB226655A1de152A425a5","token_id":"42","personality":"scholar","capabilities":["chat"],"models":{"a":"reviewer","z":"cheap"},"homepage":"https://example.com","lifecycle_state":"ACTIVE","contract_version":"7.0.0"}
	// true
}

func ExampleTransitionPayload_CheckTransition() {
	p := agent.TransitionPayload{AgentID: "agent_1", PreviousState: agent.StateArchived, NewState: agent.StateActive, Reason: "revive"}
	fmt.Println(p.Validate()) // the state pair is not a schema rule
	fmt.Println(p.CheckTransition())
	// Output:
	// <nil>
	// Transition ARCHIVED→ACTIVE is not structurally valid
}
