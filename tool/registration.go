package tool

import (
	"slices"
	"strconv"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// Registration is a tool offered through an MCP server, with its price and
// revenue split (schema tool-registration). Closed
// object; members are encoded in the order declared here.
type Registration struct {
	// ID is the globally unique tool id (opaque).
	ID string `json:"id" hf:"minLength=1"`
	// Name is the display name.
	Name string `json:"name" hf:"minLength=1"`
	// Description says what the tool does.
	Description string `json:"description" hf:"minLength=1"`
	// Version is the tool's Semantic Versioning 2.0.0 version.
	Version string `json:"version" hf:"pattern=^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-((0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*)(\\.(0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*))*))?(\\+([0-9a-zA-Z-]+(\\.[0-9a-zA-Z-]+)*))?$"`
	// Provider is the producer's identity.
	Provider string `json:"provider" hf:"minLength=1"`
	// MCPServerURL is the URL of the MCP server that serves the tool.
	MCPServerURL wire.URI `json:"mcp_server_url"`
	// MCPCapabilities lists the MCP methods the server offers (e.g. tools/call).
	MCPCapabilities []string `json:"mcp_capabilities" hf:"minItems=1,item.minLength=1"`
	// CostPerCallMicro is the price of one call in micro-USD.
	CostPerCallMicro wire.MicroUSDUnsigned `json:"cost_per_call_micro"`
	// RevenueSplit divides each call's price between producer and platform.
	RevenueSplit RevenueSplit `json:"revenue_split"`
	// LifecycleState is the tool's lifecycle state.
	LifecycleState LifecycleState `json:"lifecycle_state"`
	// RegisteredAt is when the tool was registered.
	RegisteredAt wire.Timestamp `json:"registered_at"`
	// VerifiedAt is when the tool passed verification.
	VerifiedAt wire.Timestamp `json:"verified_at,omitzero"`
	// LastHealthCheck is when the tool's health was last checked.
	LastHealthCheck wire.Timestamp `json:"last_health_check,omitzero"`
	// ErrorRate is the rolling-window ratio of failed calls, 0 to 1 inclusive.
	ErrorRate *float64 `json:"error_rate,omitzero" hf:"minimum=0,maximum=1"`
	// MinTier is the lowest access tier that may call the tool; absent means every tier.
	MinTier wire.Tier `json:"min_tier,omitzero"`
	// AllowedPools lists the pools the tool may be invoked from; absent means every pool.
	AllowedPools []wire.PoolID `json:"allowed_pools,omitzero" hf:"minItems=1"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// RevenueSplit divides a tool call's price between the tool's producer and
// the platform, in basis points that sum to 10000:
// members producer_bps and platform_bps, each an integer 0..10000. It is an
// alias of billing.ToolRevenueSplit, one type for the concept; the sum rule
// belongs to the Registration that holds it. Inline object, no schema of its
// own.
type RevenueSplit = billing.ToolRevenueSplit

// DefaultRevenueSplit returns the PRD's split, billing.DefaultToolRevenueSplit:
// 85 % to the producer, a 15 % platform fee. It is a constructor default
// only: both members are required on the wire.
func DefaultRevenueSplit() RevenueSplit { return billing.DefaultToolRevenueSplit() }

var _ = codec.Register(codec.Meta[Registration]{
	Schema:      "tool-registration",
	Description: "A tool offered through an MCP server, with its price and revenue split",
	Rules: func(t *Registration, r *codec.Rules) {
		// "producer_bps + platform_bps == 10000"
		if r.OK("revenue_split") {
			if sum := t.RevenueSplit.ProducerBPS + t.RevenueSplit.PlatformBPS; sum != 10000 {
				r.Report("tool-registration-revenue-split-sum",
					"producer_bps + platform_bps must equal 10000, got "+strconv.Itoa(sum), "revenue_split")
			}
		}
		if r.OK("lifecycle_state", "verified_at") {
			switch t.LifecycleState {
			// "verified_at present when lifecycle_state is VERIFIED, ACTIVE,
			// DEGRADED or SUSPENDED (every path to those states passes VERIFIED)"
			case StateVerified, StateActive, StateDegraded, StateSuspended:
				if t.VerifiedAt.IsZero() {
					r.Report("tool-registration-verified-at-required",
						`verified_at is required when lifecycle_state is "`+string(t.LifecycleState)+`"`, "verified_at")
				}
			// "verified_at absent when lifecycle_state is REGISTERED"
			case StateRegistered:
				if !t.VerifiedAt.IsZero() {
					r.Report("tool-registration-verified-at-absent",
						`verified_at must be absent when lifecycle_state is "REGISTERED"`, "verified_at")
				}
			}
		}
		// "verified_at not before registered_at"
		if r.OK("verified_at", "registered_at") && !t.VerifiedAt.IsZero() && t.VerifiedAt.Before(t.RegisteredAt) {
			r.Report("tool-registration-verified-after-registered",
				"verified_at must not be before registered_at", "verified_at")
		}
		// "last_health_check not before registered_at"
		if r.OK("last_health_check", "registered_at") && !t.LastHealthCheck.IsZero() && t.LastHealthCheck.Before(t.RegisteredAt) {
			r.Report("tool-registration-health-check-after-registered",
				"last_health_check must not be before registered_at", "last_health_check")
		}
	},
	Doc: codec.Doc{
		MarshalJSON: "MarshalJSON writes the default encoding (members in declaration order, " +
			"cost_per_call_micro in canonical form, absent optional members omitted).",
		UnmarshalJSON: "UnmarshalJSON decodes strictly (duplicates, undeclared members, wrong types and " +
			"unparsable primitives are errors) but does not run Validate; use hounfour.Decode for both.",
	},
})

// Callable reports whether the tool may be invoked and billed: its
// lifecycle_state is ACTIVE or DEGRADED.
func (t *Registration) Callable() bool { return callable(t.LifecycleState) }

// Allows checks whether a caller of the given tier may invoke the tool from
// the given pool. It returns nil or the first failure
// as a *hounfour.Error, checking in this order:
//
//  1. the tool is not Callable: TOOL_NOT_ACTIVE,
//     "tool {id} is not callable in state {state}";
//  2. min_tier is present and tier is below it (free < pro < enterprise; an
//     unknown tier is below every tier): TIER_INSUFFICIENT,
//     "tool {id} requires tier {min_tier}, got {tier}";
//  3. allowed_pools is present and does not hold pool:
//     ROUTING_CONSTRAINT_VIOLATED, "tool {id} may not be invoked from pool {pool}".
//
// Absent min_tier and allowed_pools admit every tier and every pool, as
// written (the caller's tier and pool are not otherwise checked).
func (t *Registration) Allows(tier wire.Tier, pool wire.PoolID) error {
	if !t.Callable() {
		return notCallable(t)
	}
	if t.MinTier != "" && tierRank(tier) < tierRank(t.MinTier) {
		return hounfour.NewError(hounfour.CodeTierInsufficient,
			"tool "+t.ID+" requires tier "+string(t.MinTier)+", got "+string(tier))
	}
	if t.AllowedPools != nil && !slices.Contains(t.AllowedPools, pool) {
		return hounfour.NewError(hounfour.CodeRoutingConstraintViolated,
			"tool "+t.ID+" may not be invoked from pool "+string(pool))
	}
	return nil
}

// tierRank orders the tiers free < pro < enterprise; an unknown tier ranks
// below all of them.
func tierRank(t wire.Tier) int {
	switch t {
	case wire.TierFree:
		return 0
	case wire.TierPro:
		return 1
	case wire.TierEnterprise:
		return 2
	}
	return -1
}
