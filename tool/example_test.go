package tool_test

import (
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/tool"
	"github.com/hounfour-go/hounfour/wire"
)

func ExampleLifecycleState() {
	s := tool.LifecycleState("DEGRADED")
	fmt.Println(s == tool.StateDegraded, s.Valid(), tool.LifecycleState("degraded").Valid())
	// Output:
	// true true false
}

func ExampleTransitions() {
	m := tool.Transitions()
	for _, s := range tool.LifecycleStates() {
		fmt.Println(s, "→", m[s])
	}
	// Output:
	// REGISTERED → [VERIFIED DEREGISTERED]
	// VERIFIED → [ACTIVE DEREGISTERED]
	// ACTIVE → [DEGRADED SUSPENDED DEREGISTERED]
	// DEGRADED → [ACTIVE SUSPENDED DEREGISTERED]
	// SUSPENDED → [ACTIVE DEREGISTERED]
	// DEREGISTERED → []
}

func ExampleIsValidTransition() {
	fmt.Println(tool.IsValidTransition(tool.StateDegraded, tool.StateActive))
	fmt.Println(tool.IsValidTransition(tool.StateRegistered, tool.StateActive))
	fmt.Println(tool.IsValidTransition("BOGUS", tool.StateActive))
	// Output:
	// true
	// false
	// false
}

func ExampleNewLifecycleValidator() {
	v := tool.NewLifecycleValidator()
	r := v.IsValid(tool.StateDegraded, tool.StateActive, map[string]any{"error_rate": 0.01})
	fmt.Println(r.Valid, r.Reason)
	r = v.IsValid(tool.StateDegraded, tool.StateActive, map[string]any{"health_check_passed": true})
	fmt.Println(r.Valid)
	// Output:
	// false DEGRADED→ACTIVE requires context.health_check_passed === true
	// true
}

func ExampleRegistration() {
	body := []byte(`{"id":"weather-lookup","name":"Weather Lookup","description":"Forecasts","version":"1.4",
		"provider":"acme-tools","mcp_server_url":"https://mcp.acme.example/weather","mcp_capabilities":["tools/call"],
		"cost_per_call_micro":"2500","revenue_split":{"producer_bps":8500,"platform_bps":1000},
		"lifecycle_state":"ACTIVE","registered_at":"2026-03-01T09:00:00Z","contract_version":"7.0.0"}`)
	var r tool.Registration
	err := hounfour.Decode(body, &r)
	var verr *hounfour.ValidationError
	if errors.As(err, &verr) {
		for _, v := range verr.Violations {
			fmt.Printf("%s [%s] %s\n", v.Path, v.Rule, v.Message)
		}
	}
	// Output:
	// /version [pattern] Expected string to match '^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-((0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*)(\.(0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*))*))?(\+([0-9a-zA-Z-]+(\.[0-9a-zA-Z-]+)*))?$'
	// /revenue_split [tool-registration-revenue-split-sum] producer_bps + platform_bps must equal 10000, got 9500
	// /verified_at [tool-registration-verified-at-required] verified_at is required when lifecycle_state is "ACTIVE"
}

func ExampleRegistration_Allows() {
	r := tool.Registration{ID: "weather-lookup", LifecycleState: tool.StateActive, MinTier: wire.TierPro,
		AllowedPools: []wire.PoolID{wire.PoolFastCode}}
	fmt.Println(r.Allows(wire.TierEnterprise, wire.PoolFastCode))
	err := r.Allows(wire.TierFree, wire.PoolFastCode)
	var herr *hounfour.Error
	if errors.As(err, &herr) {
		fmt.Println(herr.Code, herr.HTTPStatus(), herr.Message)
	}
	r.LifecycleState = tool.StateSuspended
	fmt.Println(errors.Is(r.Allows(wire.TierEnterprise, wire.PoolFastCode), hounfour.CodeToolNotActive))
	// Output:
	// <nil>
	// TIER_INSUFFICIENT 403 tool weather-lookup requires tier pro, got free
	// true
}

func ExampleRevenueSplit() {
	fmt.Printf("%+v\n", tool.DefaultRevenueSplit())
	// Output:
	// {ProducerBPS:8500 PlatformBPS:1500}
}

func ExampleListResponse() {
	var l tool.ListResponse
	err := hounfour.Decode([]byte(`{"tools":[],"total":3,"offset":5,"limit":20,"filters_applied":{"min_tier":"pro"}}`), &l)
	fmt.Println(err, l.FiltersApplied.MinTier, l.Offset+int64(len(l.Tools)) < l.Total)
	// Output:
	// <nil> pro false
}

func ExampleTransitionPayload_CheckTransition() {
	p := tool.TransitionPayload{ToolID: "weather-lookup", PreviousState: tool.StateSuspended, NewState: tool.StateDegraded, Reason: "resumed"}
	fmt.Println(p.Validate())
	fmt.Println(p.CheckTransition())
	// Output:
	// <nil>
	// Transition SUSPENDED→DEGRADED is not structurally valid
}

func ExampleRegistrationEventPayload() {
	var p tool.RegistrationEventPayload
	err := hounfour.Decode(append([]byte(`{"tool_id":"calc","registration":`), append(exampleRegistration, '}')...), &p)
	fmt.Println(err)
	// Output:
	// invalid tool-registration-event-payload: /registration/id: registration.id must equal tool_id
}

// A 10 micro-USD call with the default split: the remainders tie at 5000 and
// the leftover unit goes to the earlier recipient, the producer.
func ExampleBillCall() {
	r := tool.Registration{ID: "weather-lookup", Name: "Weather Lookup", Description: "Forecasts", Version: "1.4.0",
		Provider: "acme-tools", MCPServerURL: wire.MustParseURI("https://mcp.acme.example/weather"),
		MCPCapabilities: []string{"tools/call"}, CostPerCallMicro: wire.MustParseMicroUSDUnsigned("10"),
		RevenueSplit: tool.DefaultRevenueSplit(), LifecycleState: tool.StateActive,
		RegisteredAt: wire.MustParseTimestamp("2026-03-01T09:00:00Z"), VerifiedAt: wire.MustParseTimestamp("2026-03-01T09:05:00Z"),
		ContractVersion: wire.MustParseSemver("7.0.0")}
	e, err := tool.BillCall(r, tool.CallBilling{EntryID: "01J0ENTRY0000000000000000A", TraceID: "trace-1",
		TenantID: "tenant-1", ProducerAddress: "0xProducer", PlatformAddress: "platform-treasury",
		IdempotencyKey: "call-1", Timestamp: wire.MustParseTimestamp("2026-03-02T10:00:00Z")})
	if err != nil {
		panic(err)
	}
	for _, rc := range e.Recipients {
		fmt.Println(rc.Role, rc.ShareBPS, rc.AmountMicro)
	}
	fmt.Println(e.CostType, *e.ToolID, e.MultiplierBPS, e.TotalCostMicro)
	// Output:
	// producer 8500 9
	// platform 1500 1
	// tool_call weather-lookup 10000 10
}
