package tool_test

import (
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/benchratio"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/tool"
)

// benchRegistration is a registration with every member present (632 bytes).
var benchRegistration = []byte(`{"id":"weather-lookup","name":"Weather Lookup","description":"Current conditions and forecasts by city","version":"10.20.30-rc.1+sha.abc","provider":"acme-tools","mcp_server_url":"https://mcp.acme.example/weather","mcp_capabilities":["tools/list","tools/call","resources/read"],"cost_per_call_micro":"2500","revenue_split":{"producer_bps":8500,"platform_bps":1500},"lifecycle_state":"DEGRADED","registered_at":"2026-03-01T09:00:00Z","verified_at":"2026-03-01T09:05:12.25Z","last_health_check":"2026-03-02T00:00:00Z","error_rate":0.125,"min_tier":"pro","allowed_pools":["fast-code","reviewer","reasoning"],"contract_version":"7.0.0"}`)

// BenchmarkDecodeRegistration is the strict decode plus full validation.
func BenchmarkDecodeRegistration(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchRegistration)))
	for b.Loop() {
		var r tool.Registration
		if err := hounfour.Decode(benchRegistration, &r); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeRegistrationNoValidate is the baseline: the type's own
// structural decode (UnmarshalJSON) of the same bytes.
func BenchmarkDecodeRegistrationNoValidate(b *testing.B) {
	b.ReportAllocs()
	b.SetBytes(int64(len(benchRegistration)))
	for b.Loop() {
		var r tool.Registration
		if err := r.UnmarshalJSON(benchRegistration); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMarshalRegistration(b *testing.B) {
	var r tool.Registration
	if err := hounfour.Decode(benchRegistration, &r); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.MarshalJSON(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRegistrationRatios interleaves the three decodes of the same bytes in
// every iteration, so load on a shared machine affects them alike, and
// reports Decode's time as ratios: decode/novalidate (Decode against the
// type's UnmarshalJSON) and decode/stdlib-any (against encoding/json into
// any).
func BenchmarkRegistrationRatios(b *testing.B) {
	benchratio.Decode[tool.Registration](b, benchRegistration, true)
}
