package agent_test

import (
	"strings"
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

func FuzzDecodeIdentity(f *testing.F) {
	f.Add([]byte(identityDoc))
	f.Add([]byte(`{"agent_id":"abc","display_name":"😀","agent_type":"human","capabilities":["x"],"trust_scopes":{"scopes":{},"default_level":"sovereign"},"delegation_authority":[],"max_delegation_depth":1e1,"governance_weight":1,"metadata":{"a":{"a":1,"a":2}},"contract_version":"0.0.0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[agent.Identity](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeCapabilityScopedTrust(f *testing.F) {
	f.Add([]byte(`{"scopes":{"billing":"basic","composition":"sovereign"},"default_level":"untrusted"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[agent.CapabilityScopedTrust](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzParseIdentity(f *testing.F) {
	f.Add([]byte(identityDoc))
	f.Add([]byte(`{"agent_id":"abc","trust_level":"trusted"}`))
	f.Add([]byte(`[1]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		id, err := agent.ParseIdentity(data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "parseAgentIdentity: ") {
				t.Fatalf("error %q", err)
			}
			return
		}
		if err := id.Validate(); err != nil {
			t.Fatalf("ParseIdentity returned an invalid identity: %v", err)
		}
	})
}
