package agent_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/internal/roundtrip"
)

func FuzzDecodeCapability(f *testing.F) {
	f.Add([]byte(`{"skill_id":"text-generation","description":"","input_modes":["text"],"output_modes":[],"models":["m"],"max_latency_ms":5e3}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[agent.Capability](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeCapabilityQuery(f *testing.F) {
	f.Add([]byte(`{"required_skills":["a"],"zeta":{"n":[1,2]},"alpha":null,"max_latency_ms":0}`))
	f.Add([]byte(`{"custom":1,"custom":2,"Required_skills":"x"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[agent.CapabilityQuery](data); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzDecodeCapabilityResponse(f *testing.F) {
	f.Add([]byte(`{"agent_id":"a","capabilities":[{"skill_id":"s"}],"available":true,"contract_version":"7.0.0","responded_at":"2026-01-01T00:00:00Z"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := roundtrip.Check[agent.CapabilityResponse](data); err != nil {
			t.Fatal(err)
		}
	})
}
