package event_test

import (
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/event"
)

// The reputation protocol's eight event types are known under 8.7.0 only.
func TestKnownTypesIn(t *testing.T) {
	t.Parallel()
	v7, v8 := event.KnownTypesIn(hounfour.Contract700), event.KnownTypesIn(hounfour.Contract870)
	if len(v7) != 48 || len(v8) != 56 || len(event.KnownTypesIn("")) != 56 {
		t.Fatalf("%d and %d types, want 48 and 56", len(v7), len(v8))
	}
	want := map[string]string{
		"reputation.state.changed":                  "Reputation state machine transitioned",
		"reputation.quality_event.recorded":         "Quality observation ingested",
		"reputation.collection_score.updated":       "Collection trimmed mean recalculated",
		"reputation.aggregate.snapshot_created":     "Point-in-time aggregate snapshot created",
		"reputation.aggregate.consistency_verified": "Aggregate consistency verification completed",
		"reputation.credential.issued":              "Portable reputation credential issued for cross-collection use",
		"reputation.credential.accepted":            "Portable reputation credential accepted by destination collection",
		"reputation.credential.rejected":            "Portable reputation credential rejected by destination collection",
	}
	for _, typ := range v8[48:] {
		d, ok := event.DescriptionIn(hounfour.Contract870, typ)
		if !ok || want[string(typ)] != d {
			t.Errorf("%s: %q %v", typ, d, ok)
		}
		if !event.IsKnownTypeIn(hounfour.Contract870, string(typ)) || event.IsKnownTypeIn(hounfour.Contract700, string(typ)) ||
			event.IsKnownType(string(typ)) {
			t.Errorf("%s known in the wrong contract", typ)
		}
		if _, ok := event.DescriptionIn(hounfour.Contract700, typ); ok {
			t.Errorf("%s described under 7.0.0", typ)
		}
		delete(want, string(typ))
	}
	if len(want) != 0 {
		t.Errorf("missing %v", want)
	}
	if !event.IsKnownTypeIn(hounfour.Contract700, "agent.lifecycle.transitioned") || event.IsKnownTypeIn(hounfour.Contract870, "toString") {
		t.Error("7.0.0 types")
	}
}
