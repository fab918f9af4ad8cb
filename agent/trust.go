package agent

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// TrustLevel is upstream's v6 trust level: a total order from
// untrusted to sovereign. It is not the BUTTERFREEZONE trust gradient
// ([GradientLevel]) and no function converts between the two.
//
// Its values: [TrustUntrusted], [TrustBasic], [TrustVerified], [TrustTrusted],
// [TrustSovereign].
type TrustLevel string

// The trust levels, lowest first.
const (
	TrustUntrusted TrustLevel = "untrusted"
	TrustBasic     TrustLevel = "basic"
	TrustVerified  TrustLevel = "verified"
	TrustTrusted   TrustLevel = "trusted"
	TrustSovereign TrustLevel = "sovereign"
)

var trustLevels = enum.New(TrustUntrusted, TrustBasic, TrustVerified, TrustTrusted, TrustSovereign)

// DelegationTrustThreshold is the minimum delegation-scope level for an agent
// that delegates authority.
const DelegationTrustThreshold = TrustVerified

// Valid reports whether l is one of the five levels (exact, case-sensitive).
func (l TrustLevel) Valid() bool { return trustLevels.Has(l) }

// Index returns the position of l in the order (0 for untrusted … 4 for
// sovereign), or -1 for an unknown level, where upstream's trustLevelIndex
// throws a RangeError (deviation 20).
func (l TrustLevel) Index() int { return trustLevels.Index(l) }

// TrustLevels returns the five levels, lowest first (a fresh slice).
func TrustLevels() []TrustLevel { return trustLevels.Values() }

// CapabilityScope is a domain within which a trust level applies (schema
// capability-scope).
//
// Its values: [ScopeBilling], [ScopeGovernance], [ScopeInference],
// [ScopeDelegation], [ScopeAudit], [ScopeComposition].
type CapabilityScope string

// The capability scopes, in protocol order.
const (
	ScopeBilling     CapabilityScope = "billing"     // financial operations and budgets
	ScopeGovernance  CapabilityScope = "governance"  // voting, proposals, parameter changes
	ScopeInference   CapabilityScope = "inference"   // model invocation
	ScopeDelegation  CapabilityScope = "delegation"  // handing authority to other agents
	ScopeAudit       CapabilityScope = "audit"       // read access to audit trails
	ScopeComposition CapabilityScope = "composition" // multi-agent ensemble orchestration
)

var capabilityScopes = enum.New(ScopeBilling, ScopeGovernance, ScopeInference, ScopeDelegation, ScopeAudit, ScopeComposition)

// Valid reports whether s is one of the six scopes.
func (s CapabilityScope) Valid() bool { return capabilityScopes.Has(s) }

// CapabilityScopes returns the six scopes in protocol order (a fresh slice).
func CapabilityScopes() []CapabilityScope { return capabilityScopes.Values() }

var _ = codec.Register(codec.Meta[CapabilityScope]{
	Schema:      "capability-scope",
	Description: "Domain within which a trust level applies (v6.0.0).",
})

// ScopeLevels holds the optional per-scope trust levels of a
// CapabilityScopedTrust (a closed object; the zero value of a field means the
// scope is not set and falls back to the default level).
type ScopeLevels struct {
	// Billing is the trust level for financial operations and budgets.
	Billing TrustLevel `json:"billing,omitzero"`
	// Governance is the trust level for voting, proposals and parameter changes.
	Governance TrustLevel `json:"governance,omitzero"`
	// Inference is the trust level for model invocation.
	Inference TrustLevel `json:"inference,omitzero"`
	// Delegation is the trust level for handing authority to other agents.
	Delegation TrustLevel `json:"delegation,omitzero"`
	// Audit is the trust level for read access to audit trails.
	Audit TrustLevel `json:"audit,omitzero"`
	// Composition is the trust level for multi-agent ensemble orchestration.
	Composition TrustLevel `json:"composition,omitzero"`
}

var _ = codec.Register(codec.Meta[ScopeLevels]{Methods: codec.MethodsNone})

// Level returns the level set for scope, or "" when it is not set (or scope
// is not one of the six).
func (s ScopeLevels) Level(scope CapabilityScope) TrustLevel {
	switch scope {
	case ScopeBilling:
		return s.Billing
	case ScopeGovernance:
		return s.Governance
	case ScopeInference:
		return s.Inference
	case ScopeDelegation:
		return s.Delegation
	case ScopeAudit:
		return s.Audit
	case ScopeComposition:
		return s.Composition
	}
	return ""
}

// CapabilityScopedTrust is a per-scope trust assignment with a default
// (schema capability-scoped-trust). Closed object.
type CapabilityScopedTrust struct {
	// Scopes holds the per-scope trust levels. Missing scopes fall back to default_level.
	Scopes ScopeLevels `json:"scopes"`
	// DefaultLevel is the trust level of every scope that is not set.
	DefaultLevel TrustLevel `json:"default_level"`
	// MatchStrategy says how a consumer compares this trust profile's scopes
	// with the scopes a rule requires; absent means MatchSubset (contract
	// 8.5.0 and later).
	MatchStrategy MatchStrategy `json:"match_strategy,omitzero" hf:"since=8.5.0"`
	// PrecedenceScore breaks a tie between rules that match equally: the
	// higher score wins; absent means rule-list order (0–1000, contract
	// 8.5.0 and later).
	PrecedenceScore *int `json:"precedence_score,omitzero" hf:"minimum=0,maximum=1000,since=8.5.0"`
}

// MatchStrategy says how a trust profile's scopes are compared with the
// scopes a rule requires (contract 8.5.0 and later). The zero value is
// absent, which means MatchSubset.
//
// Its values: [MatchExact], [MatchSubset], [MatchSuperset].
type MatchStrategy string

// The match strategies, in protocol order.
const (
	MatchExact    MatchStrategy = "exact"
	MatchSubset   MatchStrategy = "subset"
	MatchSuperset MatchStrategy = "superset"
)

var matchStrategies = enum.New(MatchExact, MatchSubset, MatchSuperset)

// Valid reports whether m is one of the three match strategies.
func (m MatchStrategy) Valid() bool { return matchStrategies.Has(m) }

var _ = codec.Register(codec.Meta[CapabilityScopedTrust]{
	Schema:      "capability-scoped-trust",
	Description: "Per-capability-scope trust levels with default fallback (v6.0.0, BREAKING).",
	Doc: codec.Doc{
		MarshalJSON: "MarshalJSON writes the default encoding (unset scopes omitted).",
	},
})

// LevelFor returns the level of scope: the scope's own level when it is set,
// else DefaultLevel (upstream trustLevelForScope).
func (t CapabilityScopedTrust) LevelFor(scope CapabilityScope) TrustLevel {
	if l := t.Scopes.Level(scope); l != "" {
		return l
	}
	return t.DefaultLevel
}

// Meets reports whether the level for scope is at least threshold (upstream
// meetsThresholdForScope). It is false when either level is unknown, where
// upstream throws (deviation 20).
func (t CapabilityScopedTrust) Meets(scope CapabilityScope, threshold TrustLevel) bool {
	have, need := t.LevelFor(scope).Index(), threshold.Index()
	return have >= 0 && need >= 0 && have >= need
}

// Effective returns the lowest of DefaultLevel and every scope level that is
// set (upstream effectiveTrustLevel). An unknown level counts as lower than
// untrusted, so a document with one yields that unknown level, which is not
// Valid and meets no threshold (upstream throws).
func (t CapabilityScopedTrust) Effective() TrustLevel {
	low := t.DefaultLevel
	for _, l := range [...]TrustLevel{t.Scopes.Billing, t.Scopes.Governance, t.Scopes.Inference,
		t.Scopes.Delegation, t.Scopes.Audit, t.Scopes.Composition} {
		if l != "" && l.Index() < low.Index() {
			low = l
		}
	}
	return low
}

// FlatTrust returns the CapabilityScopedTrust that gives every scope, and the
// default, the level l (upstream flatTrustToScoped; the v5.5 trust_level
// migration). l is copied as given, even when it is not a TrustLevel.
func FlatTrust(l TrustLevel) CapabilityScopedTrust {
	return CapabilityScopedTrust{
		Scopes:       ScopeLevels{Billing: l, Governance: l, Inference: l, Delegation: l, Audit: l, Composition: l},
		DefaultLevel: l,
	}
}

// AgentType classifies an agent in the protocol.
//
// Its values: [AgentTypeModel], [AgentTypeOrchestrator], [AgentTypeHuman],
// [AgentTypeService], [AgentTypeComposite].
type AgentType string

// The agent types, in protocol order.
const (
	AgentTypeModel        AgentType = "model"
	AgentTypeOrchestrator AgentType = "orchestrator"
	AgentTypeHuman        AgentType = "human"
	AgentTypeService      AgentType = "service"
	AgentTypeComposite    AgentType = "composite"
)

var agentTypes = enum.New(AgentTypeModel, AgentTypeOrchestrator, AgentTypeHuman, AgentTypeService, AgentTypeComposite)

// Valid reports whether a is one of the five agent types.
func (a AgentType) Valid() bool { return agentTypes.Has(a) }

// AgentTypes returns the five agent types in protocol order (a fresh slice).
func AgentTypes() []AgentType { return agentTypes.Values() }
