package commons

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

// ProtocolCapability is a capability a protocol surface enables. The zero
// value is absent.
//
// Its values: [CapabilityInference], [CapabilityEnsemble],
// [CapabilityTools], [CapabilityGovernance], [CapabilityBYOK].
type ProtocolCapability string

// The protocol capabilities.
const (
	CapabilityInference  ProtocolCapability = "inference"
	CapabilityEnsemble   ProtocolCapability = "ensemble"
	CapabilityTools      ProtocolCapability = "tools"
	CapabilityGovernance ProtocolCapability = "governance"
	CapabilityBYOK       ProtocolCapability = "byok"
)

var capabilities = enum.New(CapabilityInference, CapabilityEnsemble, CapabilityTools, CapabilityGovernance, CapabilityBYOK)

// ProtocolCapabilities returns the capabilities in protocol order
// (inference, ensemble, tools, governance, byok), as a fresh slice.
func ProtocolCapabilities() []ProtocolCapability { return capabilities.Values() }

// Valid reports whether c is one of the five capabilities.
func (c ProtocolCapability) Valid() bool { return capabilities.Has(c) }

// RateLimitTier is the rate limit of a protocol surface; the tiers are
// ordered restricted < standard < extended < unlimited. The zero value is
// absent.
//
// Its values: [TierRestricted], [TierStandard], [TierExtended],
// [TierUnlimited].
type RateLimitTier string

// The rate-limit tiers, lowest first.
const (
	TierRestricted RateLimitTier = "restricted"
	TierStandard   RateLimitTier = "standard"
	TierExtended   RateLimitTier = "extended"
	TierUnlimited  RateLimitTier = "unlimited"
)

var rateLimitTiers = enum.New(TierRestricted, TierStandard, TierExtended, TierUnlimited)

// RateLimitTiers returns the tiers lowest first (restricted, standard,
// extended, unlimited), as a fresh slice.
func RateLimitTiers() []RateLimitTier { return rateLimitTiers.Values() }

// Valid reports whether t is one of the four tiers.
func (t RateLimitTier) Valid() bool { return rateLimitTiers.Has(t) }

// Rank returns t's position among the tiers (restricted 0 … unlimited 3);
// a value that is not a tier ranks 0, like restricted.
func (t RateLimitTier) Rank() int { return max(rateLimitTiers.Index(t), 0) }

// ProtocolSurface is what a model may use of the protocol at one
// reputation level (schema commons/protocol-surface). Closed object.
//
// Schema: commons/protocol-surface — no upstream description (the index
// lists the name).
type ProtocolSurface struct {
	// Schemas are the schema $id values accessible at this level.
	Schemas []string `json:"schemas" hf:"item.minLength=1"`
	// Capabilities are the capabilities enabled at this level.
	Capabilities  []ProtocolCapability `json:"capabilities"`
	RateLimitTier RateLimitTier        `json:"rate_limit_tier"`
	// EnsembleStrategies are the ensemble strategy identifiers available at
	// this level.
	EnsembleStrategies []string `json:"ensemble_strategies,omitzero" hf:"item.minLength=1"`
}

// IsZero reports whether s is the zero ProtocolSurface: no schemas, no
// capabilities (nil or empty), no tier and no ensemble strategies.
// VerifyMonotonicExpansion treats such a surface as absent.
func (s ProtocolSurface) IsZero() bool {
	return len(s.Schemas) == 0 && len(s.Capabilities) == 0 && s.RateLimitTier == "" && s.EnsembleStrategies == nil
}

// Surfaces maps each reputation state to its protocol surface. The object
// is open: members other than the four states are kept in Unknown (and
// written back after them, sorted by name) but never checked.
type Surfaces struct {
	Cold          ProtocolSurface            `json:"cold"`
	Warming       ProtocolSurface            `json:"warming"`
	Established   ProtocolSurface            `json:"established"`
	Authoritative ProtocolSurface            `json:"authoritative"`
	Unknown       map[string]json.RawMessage `json:"-"`
}

// Surface returns the surface of a reputation state, and false for a value
// that is not a reputation state.
func (s Surfaces) Surface(state reputation.State) (ProtocolSurface, bool) {
	switch state {
	case reputation.Cold:
		return s.Cold, true
	case reputation.Warming:
		return s.Warming, true
	case reputation.Established:
		return s.Established, true
	case reputation.Authoritative:
		return s.Authoritative, true
	}
	return ProtocolSurface{}, false
}

// DynamicContract maps reputation states to protocol surfaces (schema
// commons/dynamic-contract): a model at cold accesses different protocol
// features than one at authoritative. Closed object (its Surfaces are
// open).
//
// Its constraint rule dynamic-contract-monotonic is VerifyMonotonicExpansion:
// each higher state's surface keeps everything of the lower ones.
//
// Schema: commons/dynamic-contract — "Maps reputation state to protocol
// surface. A model at cold state accesses different protocol features than
// one at authoritative."
type DynamicContract struct {
	ContractID wire.UUID `json:"contract_id"`
	// Surfaces maps each reputation state to its allowed surface (cold →
	// restricted, warming → standard, established → extended, authoritative
	// → full).
	Surfaces        Surfaces       `json:"surfaces"`
	ContractVersion string         `json:"contract_version" hf:"pattern=^\\d+\\.\\d+\\.\\d+$"`
	CreatedAt       wire.Timestamp `json:"created_at"`
}

// The violation types of VerifyMonotonicExpansion.
const (
	ViolationMissingCapabilities = "missing_capabilities"
	ViolationMissingSchemas      = "missing_schemas"
	ViolationRateLimitRegression = "rate_limit_regression"
)

// MonotonicViolation is one finding of VerifyMonotonicExpansion between two
// adjacent states.
type MonotonicViolation struct {
	LowerState  reputation.State `json:"lower_state"`
	HigherState reputation.State `json:"higher_state"`
	// ViolationType is ViolationMissingCapabilities,
	// ViolationMissingSchemas or ViolationRateLimitRegression.
	ViolationType string `json:"violation_type"`
	Details       string `json:"details"`
}

// MonotonicResult is the outcome of VerifyMonotonicExpansion: Valid is true
// when Violations (never nil) is empty.
type MonotonicResult struct {
	Valid      bool                 `json:"valid"`
	Violations []MonotonicViolation `json:"violations"`
}

// VerifyMonotonicExpansion checks that a dynamic contract's surfaces only
// grow with reputation. It takes the states cold, warming, established,
// authoritative in this order, leaving out those whose surface is absent
// (the zero ProtocolSurface), and compares each pair of neighbours (lower,
// higher) of that list; for each pair, in this order:
//
//   - capabilities of lower missing from higher (in lower's order,
//     repeated ones repeated): missing_capabilities,
//     "{higher} is missing capabilities present in {lower}: {a, b}";
//   - schemas likewise: missing_schemas,
//     "{higher} is missing schemas present in {lower}: {…}";
//   - higher's tier ranking below lower's (RateLimitTier.Rank; a value that
//     is not a tier ranks as restricted): rate_limit_regression,
//     "{higher} has lower rate limit tier ({higherTier}) than {lower} ({lowerTier})".
//
// Membership is exact string equality. Members of Surfaces other than the
// four states are ignored. Work is linear in the total length of the
// lists.
func VerifyMonotonicExpansion(c DynamicContract) MonotonicResult {
	type level struct {
		state reputation.State
		s     ProtocolSurface
	}
	var present []level
	for _, st := range reputation.States() {
		if s, _ := c.Surfaces.Surface(st); !s.IsZero() {
			present = append(present, level{st, s})
		}
	}
	res := MonotonicResult{Violations: []MonotonicViolation{}}
	for i := 1; i < len(present); i++ {
		lo, hi := present[i-1], present[i]
		if miss := missing(lo.s.Capabilities, hi.s.Capabilities); len(miss) > 0 {
			res.Violations = append(res.Violations, MonotonicViolation{lo.state, hi.state, ViolationMissingCapabilities,
				string(hi.state) + " is missing capabilities present in " + string(lo.state) + ": " + strings.Join(miss, ", ")})
		}
		if miss := missing(lo.s.Schemas, hi.s.Schemas); len(miss) > 0 {
			res.Violations = append(res.Violations, MonotonicViolation{lo.state, hi.state, ViolationMissingSchemas,
				string(hi.state) + " is missing schemas present in " + string(lo.state) + ": " + strings.Join(miss, ", ")})
		}
		if hi.s.RateLimitTier.Rank() < lo.s.RateLimitTier.Rank() {
			res.Violations = append(res.Violations, MonotonicViolation{lo.state, hi.state, ViolationRateLimitRegression,
				string(hi.state) + " has lower rate limit tier (" + string(hi.s.RateLimitTier) + ") than " +
					string(lo.state) + " (" + string(lo.s.RateLimitTier) + ")"})
		}
	}
	res.Valid = len(res.Violations) == 0
	return res
}

// missing returns the elements of lower not in higher, in lower's order.
func missing[S ~string](lower, higher []S) []string {
	var set map[S]struct{}
	var out []string
	for _, v := range lower {
		if set == nil {
			if len(higher) < 8 {
				if slices.Contains(higher, v) {
					continue
				}
				out = append(out, string(v))
				continue
			}
			set = make(map[S]struct{}, len(higher))
			for _, h := range higher {
				set[h] = struct{}{}
			}
		}
		if _, ok := set[v]; !ok {
			out = append(out, string(v))
		}
	}
	return out
}

var _ = codec.Register(codec.Meta[ProtocolSurface]{
	Schema: "commons/protocol-surface",
	Since:  "8.0.0",
	ID:     "ProtocolSurface",
})

var _ = codec.Register(codec.Meta[DynamicContract]{
	Schema: "commons/dynamic-contract",
	// The rules of the constraint file of the validation's contract,
	// dynamic-contract-monotonic in Go (native_rules.go).
	Rules:       dynamicRules,
	Description: "Maps reputation state to protocol surface. A model at cold state accesses different protocol features than one at authoritative.",
	Since:       "8.0.0",
	ID:          "DynamicContract",
})
