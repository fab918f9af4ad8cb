package agent_test

import (
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/agent"
)

// A consumer reads a BUTTERFREEZONE.md's AGENT-CONTEXT block and works out
// the pools it must route to, whether the trust level grants them, and the
// billing tier.
func ExampleParseAgentContext() {
	md := []byte(`<!-- AGENT-CONTEXT
name: loa
type: framework
purpose: Agent-driven development framework with autonomous sprint execution
version: 1.35.0
trust_level: L2-verified
trust_scopes_version: v6
capability_requirements:
  - filesystem: read
  - filesystem: write (scope: state)
  - git: read_write
  - model: invoke (scope: reviewer)
-->

# Loa
`)
	ac, err := agent.ParseAgentContext(md)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(ac.Name, ac.TrustLevel, ac.TrustLevel.Name())
	fmt.Println("required:", ac.RequiredPools())
	fmt.Println("granted:", ac.GrantedPools())
	fmt.Println("missing:", ac.MissingPools())
	fmt.Println("billing weight:", ac.BillingWeight(), ac.CostTier())
	// Output:
	// loa L2-verified CI Verified
	// required: [reviewer]
	// granted: [cheap fast-code reviewer]
	// missing: []
	// billing weight: 3 premium
}

func ExampleParseCapabilityRequirement() {
	r, _ := agent.ParseCapabilityRequirement("model:invoke (scope:fast-code)")
	pool, _ := r.Pool()
	fmt.Println(r, "→", pool)
	fmt.Println(agent.StripCapabilityScope(r.String()))
	_, err := agent.ParseCapabilityRequirement("model: invoke(scope: cheap)")
	fmt.Println(err)
	fmt.Println(agent.CapabilityRequirement{Kind: "model", Action: "train"}.Check())
	// Output:
	// model: invoke (scope: fast_code) → fast-code
	// model: invoke
	// invalid capability requirement: "model: invoke(scope: cheap)"
	// action "train" is not defined for "model"
}

func ExampleGradientLevel() {
	for _, l := range agent.GradientLevels() {
		fmt.Println(l, l.Name(), l.PoolAccess(), l.TrustScopes().Financial)
	}
	// Output:
	// L1-basic Tests Present [cheap fast-code] none
	// L2-verified CI Verified [cheap fast-code reviewer] none
	// L3-hardened Property-Based [cheap fast-code reviewer reasoning] medium
	// L4-proven Formal [cheap fast-code reviewer reasoning architect] high
}

// Validate includes the AgentIdentity constraint file's error rules
// (deviation 8); ValidateSchema gives upstream's schema-only verdict.
func ExampleIdentity_Validate() {
	var id agent.Identity
	_ = id.UnmarshalJSON([]byte(`{"agent_id":"model-opus","display_name":"Opus","agent_type":"model",
		"capabilities":["inference"],"trust_scopes":{"scopes":{"inference":"trusted"},"default_level":"sovereign"},
		"delegation_authority":[],"max_delegation_depth":0,"governance_weight":0.5,"contract_version":"7.0.0"}`))
	fmt.Println(id.ValidateSchema())
	for _, v := range id.Validate().(*hounfour.ValidationError).Violations {
		fmt.Printf("%q [%s]\n", v.Path, v.Rule)
	}
	fmt.Println(id.TrustScopes.LevelFor(agent.ScopeBilling), id.TrustScopes.Effective())
	// Output:
	// <nil>
	// "" [agent-identity-scope-coverage]
	// sovereign trusted
}

// A v5.5 peer's flat trust_level is read as v6 scoped trust.
func ExampleParseIdentity() {
	id, err := agent.ParseIdentity([]byte(`{"agent_id":"svc-billing","display_name":"Billing","agent_type":"service",
		"capabilities":["billing"],"trust_level":"verified","delegation_authority":["billing"],
		"max_delegation_depth":1,"governance_weight":0,"contract_version":"5.5.0"}`))
	fmt.Println(err)
	fmt.Println(id.TrustScopes.LevelFor(agent.ScopeDelegation), id.TrustScopes.Meets(agent.ScopeDelegation, agent.DelegationTrustThreshold))
	// Output:
	// <nil>
	// verified true
}
