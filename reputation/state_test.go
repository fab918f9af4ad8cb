package reputation_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hounfour-go/hounfour/reputation"
)

func TestStates(t *testing.T) {
	want := []reputation.State{"cold", "warming", "established", "authoritative"}
	if got := reputation.States(); !slices.Equal(got, want) {
		t.Errorf("States() = %v, want %v", got, want)
	}
	for i, s := range want {
		t.Run(string(s), func(t *testing.T) {
			if got := s.Order(); got != i {
				t.Errorf("%s.Order() = %d, want %d", s, got, i)
			}
			if !s.Valid() {
				t.Errorf("%s.Valid() = false", s)
			}
		})
	}
	order := reputation.StateOrder()
	if len(order) != 4 || order["cold"] != 0 || order["warming"] != 1 || order["established"] != 2 || order["authoritative"] != 3 {
		t.Errorf("StateOrder() = %v", order)
	}
	for _, s := range []reputation.State{"Cold", "", "toString", "constructor", "cold "} {
		t.Run(string(s), func(t *testing.T) {
			if s.Order() != -1 || s.Valid() {
				t.Errorf("%q: Order %d, Valid %v; want -1, false", s, s.Order(), s.Valid())
			}
		})
	}
}

func TestIsKnownState(t *testing.T) {
	for s, want := range map[string]bool{
		"cold": true, "warming": true, "established": true, "authoritative": true,
		"Cold": false, "": false, "toString": false, "constructor": false, "AUTHORITATIVE": false,
	} {
		t.Run(s, func(t *testing.T) {
			if got := reputation.IsKnownState(s); got != want {
				t.Errorf("IsKnownState(%q) = %v, want %v", s, got, want)
			}
		})
	}
}

// The tables are returned as copies: changing them changes no later result.
func TestTablesReadOnly(t *testing.T) {
	s := reputation.States()
	s[0] = "bogus"
	o := reputation.StateOrder()
	o[reputation.Cold] = 7
	o["bogus"] = 0
	delete(o, reputation.Authoritative)
	if reputation.States()[0] != reputation.Cold || reputation.IsKnownState("bogus") {
		t.Error("States() changed with a returned copy")
	}
	if reputation.Cold.Order() != 0 || reputation.StateOrder()[reputation.Cold] != 0 || reputation.Authoritative.Order() != 3 {
		t.Error("StateOrder() changed with a returned copy")
	}
}

func ExampleState_Order() {
	for _, s := range reputation.States() {
		fmt.Println(s, s.Order())
	}
	fmt.Println(reputation.State("legendary").Order(), reputation.IsKnownState("Cold"))
	// Output:
	// cold 0
	// warming 1
	// established 2
	// authoritative 3
	// -1 false
}
