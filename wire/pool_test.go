package wire_test

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

func TestPools(t *testing.T) {
	t.Parallel()
	want := []wire.PoolID{"cheap", "fast-code", "reviewer", "reasoning", "architect"}
	if got := wire.PoolIDs(); !slices.Equal(got, want) {
		t.Fatalf("PoolIDs() = %v", got)
	}
	wire.PoolIDs()[0] = "mutated"
	if wire.PoolIDs()[0] != wire.PoolCheap {
		t.Fatal("PoolIDs must return a copy")
	}
	if names, ok := enum.Lookup(reflect.TypeFor[wire.PoolID]()); !ok || len(names) != 5 {
		t.Fatalf("PoolID is not registered: %v", names)
	}
	for _, p := range want {
		t.Run(string(p), func(t *testing.T) {
			if !p.Valid() {
				t.Errorf("%q.Valid() = false", p)
			}
			if got, err := wire.ParsePoolID(string(p)); err != nil || got != p {
				t.Errorf("ParsePoolID(%q) = %q, %v", p, got, err)
			}
		})
	}
	for _, s := range []string{"", "Cheap", "CHEAP", "fast_code", " cheap", "toString"} {
		t.Run(s, func(t *testing.T) {
			if wire.PoolID(s).Valid() {
				t.Errorf("%q.Valid() = true", s)
			}
			_, err := wire.ParsePoolID(s)
			var pe *wire.ParseError
			if !errors.As(err, &pe) || pe.Type != "pool_id" || pe.Input != s || !errors.Is(err, wire.ErrSyntax) ||
				pe.Reason != "unknown pool id (valid: cheap, fast-code, reviewer, reasoning, architect)" {
				t.Errorf("ParsePoolID(%q) = %#v", s, err)
				return
			}
			if rule, msg := pe.Violation(); rule != "enum" || msg != "Expected union value" {
				t.Errorf("ParsePoolID(%q) violation = %q, %q", s, rule, msg)
			}
		})
	}
}

func TestTiers(t *testing.T) {
	t.Parallel()
	if got := wire.Tiers(); !slices.Equal(got, []wire.Tier{"free", "pro", "enterprise"}) {
		t.Fatalf("Tiers() = %v", got)
	}
	if _, ok := enum.Lookup(reflect.TypeFor[wire.Tier]()); !ok {
		t.Fatal("Tier is not registered")
	}
	access := map[wire.Tier][]wire.PoolID{
		wire.TierFree:       {wire.PoolCheap},
		wire.TierPro:        {wire.PoolCheap, wire.PoolFastCode, wire.PoolReviewer},
		wire.TierEnterprise: {wire.PoolCheap, wire.PoolFastCode, wire.PoolReviewer, wire.PoolReasoning, wire.PoolArchitect},
	}
	defaults := map[wire.Tier]wire.PoolID{wire.TierFree: wire.PoolCheap, wire.TierPro: wire.PoolFastCode, wire.TierEnterprise: wire.PoolReviewer}
	for tier, pools := range access {
		t.Run(string(tier), func(t *testing.T) {
			if !tier.Valid() {
				t.Errorf("%q.Valid() = false", tier)
			}
			if got := wire.TierPoolAccess(tier); !slices.Equal(got, pools) {
				t.Errorf("TierPoolAccess(%q) = %v", tier, got)
			}
			wire.TierPoolAccess(tier)[0] = "mutated"
			if wire.TierPoolAccess(tier)[0] != wire.PoolCheap {
				t.Errorf("TierPoolAccess(%q) must return a copy", tier)
			}
			if got := wire.TierDefaultPool(tier); got != defaults[tier] {
				t.Errorf("TierDefaultPool(%q) = %q", tier, got)
			}
			for _, p := range append(wire.PoolIDs(), "unknown", "") {
				if got, want := wire.TierHasAccess(tier, p), slices.Contains(pools, p); got != want {
					t.Errorf("TierHasAccess(%q, %q) = %v", tier, p, got)
				}
			}
		})
	}
	for _, tier := range []wire.Tier{"", "Free", "gold", "constructor"} {
		t.Run(string(tier), func(t *testing.T) {
			if tier.Valid() || wire.TierPoolAccess(tier) != nil || wire.TierDefaultPool(tier) != "" || wire.TierHasAccess(tier, wire.PoolCheap) {
				t.Errorf("unknown tier %q must have no access", tier)
			}
			_, err := wire.ParseTier(string(tier))
			var pe *wire.ParseError
			if !errors.As(err, &pe) || pe.Type != "Tier" || pe.Reason != "unknown tier (valid: free, pro, enterprise)" {
				t.Errorf("ParseTier(%q) = %v", tier, err)
			} else if rule, msg := pe.Violation(); rule != "enum" || msg != "Expected union value" {
				t.Errorf("ParseTier(%q) violation = %q, %q", tier, rule, msg)
			}
		})
	}
	if got, err := wire.ParseTier("pro"); err != nil || got != wire.TierPro {
		t.Errorf("ParseTier(pro) = %q, %v", got, err)
	}
}
