package economy

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// SettlementPolicy is how cross-registry transfers are settled (schema
// settlement-policy).
//
// Its values: [SettlementImmediate], [SettlementBatched], [SettlementNetting].
type SettlementPolicy string

// The settlement policies.
const (
	SettlementImmediate SettlementPolicy = "immediate"
	SettlementBatched   SettlementPolicy = "batched"
	SettlementNetting   SettlementPolicy = "netting"
)

var settlementPolicies = enum.New(SettlementImmediate, SettlementBatched, SettlementNetting)

// Valid reports whether p is immediate, batched or netting.
func (p SettlementPolicy) Valid() bool { return settlementPolicies.Has(p) }

var _ = codec.Register(codec.Meta[SettlementPolicy]{
	Schema:      "settlement-policy",
	Description: "How cross-registry transfers are settled.",
})

// BridgeEnforcement is how a bridge invariant is enforced (schema
// bridge-enforcement).
//
// Its values: [EnforcementAtomic], [EnforcementEventual], [EnforcementManual].
type BridgeEnforcement string

// The enforcement modes.
const (
	EnforcementAtomic   BridgeEnforcement = "atomic"
	EnforcementEventual BridgeEnforcement = "eventual"
	EnforcementManual   BridgeEnforcement = "manual"
)

var bridgeEnforcements = enum.New(EnforcementAtomic, EnforcementEventual, EnforcementManual)

// Valid reports whether e is atomic, eventual or manual.
func (e BridgeEnforcement) Valid() bool { return bridgeEnforcements.Has(e) }

var _ = codec.Register(codec.Meta[BridgeEnforcement]{
	Schema:      "bridge-enforcement",
	Description: "How a bridge invariant is enforced: atomically, eventually, or manually.",
})

// BridgeInvariant is a formally specified invariant of a registry bridge
// (schema bridge-invariant). Closed object.
type BridgeInvariant struct {
	// InvariantID is the invariant's identifier (B-1, B-99, B-9999).
	InvariantID string `json:"invariant_id" hf:"pattern=^B-\\d{1,4}$"`
	// Name is the invariant's name.
	Name string `json:"name" hf:"minLength=1"`
	// Description says what the invariant guarantees.
	Description string `json:"description" hf:"minLength=1"`
	// LTLFormula is the invariant in linear temporal logic (not parsed).
	LTLFormula string `json:"ltl_formula" hf:"minLength=1"`
	// Enforcement is how the invariant is enforced.
	Enforcement BridgeEnforcement `json:"enforcement"`
}

var _ = codec.Register(codec.Meta[BridgeInvariant]{
	Schema:      "bridge-invariant",
	Description: "A formally specified invariant for a registry bridge.",
})

// RegistryBridge enables value transfer between two registries (schema
// registry-bridge). Closed object.
type RegistryBridge struct {
	// BridgeID identifies the bridge.
	BridgeID wire.UUID `json:"bridge_id"`
	// SourceRegistryID is the registry value leaves.
	SourceRegistryID wire.UUID `json:"source_registry_id"`
	// TargetRegistryID is the registry value enters.
	TargetRegistryID wire.UUID `json:"target_registry_id"`
	// BridgeInvariants are the invariants that must hold for this bridge.
	BridgeInvariants []BridgeInvariant `json:"bridge_invariants" hf:"minItems=1"`
	// ExchangeRate is how the bridge's exchange rate is determined.
	ExchangeRate ExchangeRateSpec `json:"exchange_rate"`
	// Settlement is how transfers over the bridge are settled.
	Settlement SettlementPolicy `json:"settlement"`
	// TransferProtocol is the saga coordination pattern (optional in v7.0.0).
	TransferProtocol SagaType `json:"transfer_protocol,omitzero"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[RegistryBridge]{
	Schema:      "registry-bridge",
	Description: "A bridge enabling value transfer between two economy registries.",
	Rules:       func(b *RegistryBridge, r *codec.Rules) { constraintrt.Apply("registry-bridge", b, r) },
	Constraint:  "registry-bridge",
	Doc: codec.Doc{
		Validate: "Validate reports every violation of b: the schema rules, then the error-severity rules " +
			"of the RegistryBridge constraint file: distinct registries (compared as text), unique invariant " +
			"ids, a value for a fixed rate and an endpoint for an oracle rate.",
	},
})

// CanonicalBridgeInvariants returns the canonical invariants B-1 … B-4 of
// the protocol (a fresh slice). The formulas contain non-ASCII logic
// symbols (U+2192, U+00AC, U+2228, U+2200, U+2208).
func CanonicalBridgeInvariants() []BridgeInvariant {
	return []BridgeInvariant{
		{InvariantID: "B-1", Name: "Cross-registry conservation",
			Description: "source.debit == target.credit * exchange_rate for every transfer",
			LTLFormula:  "G(transfer → source.debit == target.credit * rate)", Enforcement: EnforcementAtomic},
		{InvariantID: "B-2", Name: "Bridge idempotency",
			Description: "Duplicate transfer requests produce the same result without double-crediting",
			LTLFormula:  "G(transfer(id) → X(¬transfer(id) ∨ same_result(id)))", Enforcement: EnforcementAtomic},
		{InvariantID: "B-3", Name: "Settlement completeness",
			Description: "Every initiated transfer eventually settles or is explicitly cancelled",
			LTLFormula:  "G(initiated → F(settled ∨ cancelled))", Enforcement: EnforcementEventual},
		{InvariantID: "B-4", Name: "Exchange rate consistency",
			Description: "All transfers within a settlement batch use the same exchange rate snapshot",
			LTLFormula:  "G(batch → ∀t∈batch. t.rate == batch.rate_snapshot)", Enforcement: EnforcementAtomic},
	}
}
