package tool_test

import (
	"errors"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/tool"
	"github.com/hounfour-go/hounfour/wire"
)

// exampleRegistration is the specification's example registration.
var exampleRegistration = []byte(`{
  "id": "weather-lookup",
  "name": "Weather Lookup",
  "description": "Current conditions and forecasts by city",
  "version": "1.4.0",
  "provider": "acme-tools",
  "mcp_server_url": "https://mcp.acme.example/weather",
  "mcp_capabilities": ["tools/list", "tools/call"],
  "cost_per_call_micro": "2500",
  "revenue_split": {"producer_bps": 8500, "platform_bps": 1500},
  "lifecycle_state": "ACTIVE",
  "registered_at": "2026-03-01T09:00:00Z",
  "verified_at": "2026-03-01T09:05:12.25Z",
  "min_tier": "pro",
  "allowed_pools": ["fast-code", "reviewer"],
  "contract_version": "7.0.0"
}`)

func decodeRegistration(t *testing.T) tool.Registration {
	t.Helper()
	var r tool.Registration
	if err := hounfour.Decode(exampleRegistration, &r); err != nil {
		t.Fatal(err)
	}
	return r
}

func TestCallable(t *testing.T) {
	t.Parallel()
	r := decodeRegistration(t)
	for _, s := range tool.LifecycleStates() {
		r.LifecycleState = s
		want := s == tool.StateActive || s == tool.StateDegraded
		if r.Callable() != want {
			t.Errorf("Callable in %s = %v", s, !want)
		}
	}
	r.LifecycleState = "active"
	if r.Callable() {
		t.Error("Callable in an unknown state")
	}
}

func TestAllows(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name   string
		edit   func(r *tool.Registration)
		tier   wire.Tier
		pool   wire.PoolID
		code   hounfour.ErrorCode
		status int
		msg    string
	}{
		{name: "pro from fast-code", tier: wire.TierPro, pool: wire.PoolFastCode},
		{name: "enterprise from reviewer", tier: wire.TierEnterprise, pool: wire.PoolReviewer},
		{name: "degraded is callable", edit: func(r *tool.Registration) { r.LifecycleState = tool.StateDegraded },
			tier: wire.TierPro, pool: wire.PoolReviewer},
		{name: "suspended", edit: func(r *tool.Registration) { r.LifecycleState = tool.StateSuspended },
			tier: wire.TierEnterprise, pool: wire.PoolReviewer,
			code: hounfour.CodeToolNotActive, status: 403, msg: "tool weather-lookup is not callable in state SUSPENDED"},
		{name: "state before tier and pool", edit: func(r *tool.Registration) { r.LifecycleState = tool.StateVerified },
			tier: wire.TierFree, pool: wire.PoolCheap,
			code: hounfour.CodeToolNotActive, status: 403, msg: "tool weather-lookup is not callable in state VERIFIED"},
		{name: "free below pro", tier: wire.TierFree, pool: wire.PoolFastCode,
			code: hounfour.CodeTierInsufficient, status: 403, msg: "tool weather-lookup requires tier pro, got free"},
		{name: "unknown tier is below every tier", tier: "platinum", pool: wire.PoolFastCode,
			code: hounfour.CodeTierInsufficient, status: 403, msg: "tool weather-lookup requires tier pro, got platinum"},
		{name: "tier before pool", tier: wire.TierFree, pool: wire.PoolCheap,
			code: hounfour.CodeTierInsufficient, status: 403, msg: "tool weather-lookup requires tier pro, got free"},
		{name: "pool not allowed", tier: wire.TierEnterprise, pool: wire.PoolArchitect,
			code: hounfour.CodeRoutingConstraintViolated, status: 403, msg: "tool weather-lookup may not be invoked from pool architect"},
		{name: "no min_tier, no allowed_pools", edit: func(r *tool.Registration) { r.MinTier, r.AllowedPools = "", nil },
			tier: wire.TierFree, pool: wire.PoolArchitect},
		{name: "min_tier free admits free", edit: func(r *tool.Registration) { r.MinTier = wire.TierFree },
			tier: wire.TierFree, pool: wire.PoolReviewer},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := decodeRegistration(t)
			if c.edit != nil {
				c.edit(&r)
			}
			err := r.Allows(c.tier, c.pool)
			if c.code == "" {
				if err != nil {
					t.Fatalf("Allows = %v", err)
				}
				return
			}
			var herr *hounfour.Error
			if !errors.As(err, &herr) {
				t.Fatalf("Allows = %T %v, want *hounfour.Error", err, err)
			}
			if herr.Code != c.code || herr.HTTPStatus() != c.status || herr.Message != c.msg {
				t.Errorf("Allows = %s %d %q, want %s %d %q", herr.Code, herr.HTTPStatus(), herr.Message, c.code, c.status, c.msg)
			}
			if !errors.Is(err, c.code) {
				t.Errorf("errors.Is(err, %s) is false", c.code)
			}
		})
	}
}

func TestDefaultRevenueSplit(t *testing.T) {
	t.Parallel()
	if tool.DefaultRevenueSplit() != (tool.RevenueSplit{ProducerBPS: 8500, PlatformBPS: 1500}) {
		t.Errorf("DefaultRevenueSplit = %+v", tool.DefaultRevenueSplit())
	}
}

func TestRegistrationRoundTrip(t *testing.T) {
	t.Parallel()
	r := decodeRegistration(t)
	out, err := r.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"id":"weather-lookup","name":"Weather Lookup","description":"Current conditions and forecasts by city","version":"1.4.0","provider":"acme-tools","mcp_server_url":"https://mcp.acme.example/weather","mcp_capabilities":["tools/list","tools/call"],"cost_per_call_micro":"2500","revenue_split":{"producer_bps":8500,"platform_bps":1500},"lifecycle_state":"ACTIVE","registered_at":"2026-03-01T09:00:00Z","verified_at":"2026-03-01T09:05:12.25Z","min_tier":"pro","allowed_pools":["fast-code","reviewer"],"contract_version":"7.0.0"}`
	if string(out) != want {
		t.Errorf("MarshalJSON =\n%s\nwant\n%s", out, want)
	}
	// Validate on a Go-built value reports the same rules as Decode.
	r.RevenueSplit.PlatformBPS = 1000
	r.LifecycleState = tool.StateRegistered
	err = r.Validate()
	const msg = "invalid tool-registration: /revenue_split: producer_bps + platform_bps must equal 10000, got 9500; " +
		`/verified_at: verified_at must be absent when lifecycle_state is "REGISTERED"`
	if err == nil || err.Error() != msg {
		t.Errorf("Validate = %v\nwant %s", err, msg)
	}
}
