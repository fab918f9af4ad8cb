package conformance_test

import (
	"maps"
	"testing"

	"github.com/hounfour-go/hounfour/conformance"
)

func TestLevelRank(t *testing.T) {
	t.Parallel()
	for l, want := range map[conformance.Level]int{"self_declared": 1, "community_verified": 2, "protocol_certified": 3,
		"": 0, "Self_Declared": 0, "certified": 0} {
		t.Run(string(l), func(t *testing.T) {
			if got := l.Rank(); got != want {
				t.Errorf("%q.Rank() = %d, want %d", l, got, want)
			}
		})
	}
	want := map[conformance.Level]int{"self_declared": 1, "community_verified": 2, "protocol_certified": 3}
	order := conformance.LevelOrder()
	if !maps.Equal(order, want) {
		t.Errorf("LevelOrder() = %v", order)
	}
	// The map is a copy: changing it changes no rank.
	order[conformance.SelfDeclared] = 9
	order["bogus"] = 4
	if conformance.SelfDeclared.Rank() != 1 || conformance.Level("bogus").Rank() != 0 || !maps.Equal(conformance.LevelOrder(), want) {
		t.Error("changing the returned map changed the ranks")
	}
	cats := conformance.Categories()
	cats[0] = "bogus"
	if conformance.Category("bogus").Valid() || conformance.Categories()[0] != conformance.CategoryProviderNormalization {
		t.Error("changing the returned categories changed the vocabulary")
	}
}
