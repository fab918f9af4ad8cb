package agent_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
)

func FuzzDecodeDescriptor(f *testing.F) {
	f.Add(benchDescriptor)
	f.Add([]byte(`{"@context":"https://schema.honeyjar.xyz/agent/v1","id":"eip155:1/0x5af0d9827e0c53e4799bb226655a1de152a425a5/1","name":"a","chain_id":1e0,"collection":"0x5AF0D9827E0C53E4799BB226655A1DE152A425A5","token_id":"007","personality":"p","capabilities":[""],"models":{"":"cheap"},"homepage":"http://a b","lifecycle_state":"DORMANT","contract_version":"07.0.0"}`))
	f.Add([]byte(`{"name":"x","name":"y","stats":{"uptime":1e400}}`))
	f.Add([]byte(`[{"a":"\ud800"}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[agent.Descriptor](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeTransitionPayload(f *testing.F) {
	f.Add([]byte(`{"agent_id":"a","previous_state":"ACTIVE","new_state":"ARCHIVED","reason":"r","reason_code":"admin_action","triggered_by":"","transfer_id":"t"}`))
	f.Add([]byte(`{"agent_id":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[agent.TransitionPayload](data); err != nil {
			t.Fatal(err)
		}
	})
}
