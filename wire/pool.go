package wire

import (
	"slices"
	"strings"

	"github.com/hounfour-go/hounfour/internal/enum"
)

// PoolID names a model pool (upstream POOL_IDS).
// Membership is exact and case-sensitive ("Cheap" is not a pool).
//
// Its values: [PoolCheap], [PoolFastCode], [PoolReviewer], [PoolReasoning],
// [PoolArchitect].
type PoolID string

// The pools, in protocol order.
const (
	PoolCheap     PoolID = "cheap"
	PoolFastCode  PoolID = "fast-code"
	PoolReviewer  PoolID = "reviewer"
	PoolReasoning PoolID = "reasoning"
	PoolArchitect PoolID = "architect"
)

var poolIDs = enum.New(PoolCheap, PoolFastCode, PoolReviewer, PoolReasoning, PoolArchitect)

// PoolIDs returns the pools in protocol order (a fresh slice).
func PoolIDs() []PoolID { return poolIDs.Values() }

// Valid reports whether p is one of the pools.
func (p PoolID) Valid() bool { return poolIDs.Has(p) }

// unknownPool is the SDD wire-boundary reason.
var unknownPool = "unknown pool id (valid: " + joinValues(poolIDs.Values()) + ")"

// ParsePoolID returns s as a PoolID when it is one of the pools. Otherwise
// the *ParseError has Type "pool_id", reason "unknown pool id (valid: cheap,
// fast-code, reviewer, reasoning, architect)" and wraps ErrSyntax.
func ParsePoolID(s string) (PoolID, error) {
	if p := PoolID(s); p.Valid() {
		return p, nil
	}
	return "", poolIDKind.error(s, unknownPool, ErrSyntax)
}

// Tier is an access tier (schema $id Tier).
//
// Its values: [TierFree], [TierPro], [TierEnterprise].
type Tier string

// The tiers, in protocol order.
const (
	TierFree       Tier = "free"
	TierPro        Tier = "pro"
	TierEnterprise Tier = "enterprise"
)

var tiers = enum.New(TierFree, TierPro, TierEnterprise)

// Tiers returns the tiers in protocol order (a fresh slice).
func Tiers() []Tier { return tiers.Values() }

// Valid reports whether t is one of the tiers.
func (t Tier) Valid() bool { return tiers.Has(t) }

var unknownTier = "unknown tier (valid: " + joinValues(tiers.Values()) + ")"

// ParseTier returns s as a Tier when it is one of the tiers. Otherwise the
// *ParseError has Type "Tier", reason "unknown tier (valid: free, pro,
// enterprise)" and wraps ErrSyntax.
func ParseTier(s string) (Tier, error) {
	if t := Tier(s); t.Valid() {
		return t, nil
	}
	return "", tierKind.error(s, unknownTier, ErrSyntax)
}

// tierAccess holds each tier's pools, in protocol order, and its default pool.
var tierAccess = map[Tier]struct {
	pools       []PoolID
	defaultPool PoolID
}{
	TierFree:       {[]PoolID{PoolCheap}, PoolCheap},
	TierPro:        {[]PoolID{PoolCheap, PoolFastCode, PoolReviewer}, PoolFastCode},
	TierEnterprise: {[]PoolID{PoolCheap, PoolFastCode, PoolReviewer, PoolReasoning, PoolArchitect}, PoolReviewer},
}

// TierPoolAccess returns the pools tier t may use, in protocol order (a
// fresh slice); nil for an unknown tier.
func TierPoolAccess(t Tier) []PoolID { return slices.Clone(tierAccess[t].pools) }

// TierDefaultPool returns the default pool of tier t: free → cheap,
// pro → fast-code, enterprise → reviewer; "" for an unknown tier.
func TierDefaultPool(t Tier) PoolID { return tierAccess[t].defaultPool }

// TierHasAccess reports whether tier t may use pool p. It is false for an
// unknown tier or pool and never panics (upstream throws a TypeError).
func TierHasAccess(t Tier, p PoolID) bool { return slices.Contains(tierAccess[t].pools, p) }

func joinValues[T ~string](vs []T) string {
	ss := make([]string, len(vs))
	for i, v := range vs {
		ss[i] = string(v)
	}
	return strings.Join(ss, ", ")
}
