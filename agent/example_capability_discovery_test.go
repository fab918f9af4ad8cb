package agent_test

import (
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
)

// A capability query is an open object: consumer extensions are kept and
// written back after the declared members, sorted by name.
func ExampleCapabilityQuery() {
	var q agent.CapabilityQuery
	err := hounfour.Decode([]byte(`{"team":"infra","required_skills":["code-review"],"max_latency_ms":3000}`), &q)
	fmt.Println(err, q.RequiredSkills, *q.MaxLatencyMS, string(q.Unknown["team"]))
	out, _ := q.MarshalJSON()
	fmt.Println(string(out))
	// Output:
	// <nil> [code-review] 3000 "infra"
	// {"required_skills":["code-review"],"max_latency_ms":3000,"team":"infra"}
}

func ExampleCapabilityResponse() {
	var r agent.CapabilityResponse
	err := hounfour.Decode([]byte(`{"agent_id":"agent_abc","capabilities":[{"skill_id":""}],"available":true,"contract_version":"7.0.0"}`), &r)
	fmt.Println(err)
	// Output:
	// invalid capability-response: /capabilities/0/skill_id: Expected string length greater or equal to 1
}
