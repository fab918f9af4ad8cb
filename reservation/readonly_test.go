package reservation_test

import (
	"encoding/json"
	"testing"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/reservation"
)

// The tables are returned as copies: changing them changes no verdict of
// the package.
func TestTablesReadOnly(t *testing.T) {
	t.Parallel()
	states := reservation.States()
	states[0] = "bogus"
	modes := reservation.EnforcementModes()
	modes[0] = "bogus"
	edges := reservation.Transitions()
	edges[reservation.Expired] = []reservation.State{reservation.Active}
	edges[reservation.Active][0] = reservation.Active
	delete(edges, reservation.Revoked)
	tiers := reservation.DefaultTierMinimums()
	tiers.CommunityVerified = 0

	if reservation.State("bogus").Valid() || !reservation.Active.Valid() || reservation.Enforcement("bogus").Valid() {
		t.Error("Valid changed with a returned slice")
	}
	if reservation.CanTransition(reservation.Expired, reservation.Active) || reservation.CanTransition(reservation.Active, reservation.Active) ||
		!reservation.CanTransition(reservation.Active, reservation.Expired) {
		t.Error("CanTransition changed with the returned map")
	}
	if got, _ := json.Marshal(reservation.Transitions()); string(got) != `{"active":["expired","revoked"],"expired":[],"revoked":[]}` {
		t.Errorf("Transitions() after changing a copy = %s", got)
	}
	if reservation.States()[0] != reservation.Active || reservation.EnforcementModes()[0] != reservation.EnforcementStrict {
		t.Error("States() or EnforcementModes() changed with a copy")
	}
	if v := reservation.ValidateTier(conformance.CommunityVerified, 400, nil); v.Valid || v.MinimumBPS != 500 {
		t.Errorf("ValidateTier after changing the returned minimums = %+v", v)
	}
	var c reservation.Reservation
	err := hounfour.Decode([]byte(`{"reservation_id":"550e8400-e29b-41d4-a716-446655440000","agent_id":"a",
		"conformance_level":"community_verified","reserved_capacity_bps":400,"state":"active",
		"effective_from":"2026-01-01T00:00:00Z","budget_scope_id":"s","contract_version":"7.0.0"}`), &c)
	if err != nil {
		t.Fatal(err)
	}
	if w := c.Warnings(); len(w) != 1 || w[0].Rule != reservation.RuleTierMinimum {
		t.Errorf("warnings after changing the returned minimums: %v", w)
	}
}
