package reservation_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/reservation"
	"github.com/hounfour-go/hounfour/wire"
)

func ExampleComputeReservedMicro() {
	bps := 300
	r, err := reservation.ComputeReservedMicro(wire.MustParseMicroUSD("1000000"), &bps)
	fmt.Println(r, err)

	bps = 1 // 1 × 1 / 10000 rounds up to 1 in favour of the rights holder
	r, _ = reservation.ComputeReservedMicro(wire.MustParseMicroUSD("1"), &bps)
	fmt.Println(r)

	bps = 10001
	_, err = reservation.ComputeReservedMicro(wire.MustParseMicroUSD("100"), &bps)
	fmt.Println(err, errors.Is(err, reservation.ErrBPSRange))
	// Output:
	// 30000 <nil>
	// 1
	// bps must be an integer in [0, 10000], got 10001 true
}

func ExampleComputeReservedMicroText() {
	bps := 5000
	fmt.Println(reservation.ComputeReservedMicroText("0010001", &bps))
	fmt.Println(reservation.ComputeReservedMicroText("-5", &bps))
	fmt.Println(reservation.ComputeReservedMicroText("abc", nil))
	fmt.Println(reservation.ComputeReservedMicroText("abc", &bps))
	// Output:
	// 5001 <nil>
	// 0 <nil>
	// 0 <nil>
	//  Invalid MicroUSD string: must match ^-?[0-9]+$
}

func ExampleValidateTier() {
	v := reservation.ValidateTier(conformance.CommunityVerified, 400, nil)
	fmt.Println(v.Valid, v.MinimumBPS, v.Reason)

	v = reservation.ValidateTier(conformance.SelfDeclared, 100, &reservation.TierMinimums{SelfDeclared: 50, CommunityVerified: 60, ProtocolCertified: 70})
	fmt.Println(v.Valid, v.MinimumBPS)
	// Output:
	// false 500 Reservation 400 bps is below minimum 500 bps for community_verified
	// true 50
}

func ExampleShouldAllowRequest() {
	m := wire.MustParseMicroUSD
	d := reservation.ShouldAllowRequest(m("1000"), m("600"), m("500"), reservation.EnforcementStrict, nil)
	b, _ := json.Marshal(d)
	fmt.Println(string(b))

	d = reservation.ShouldAllowRequest(m("1000"), m("450"), m("500"), reservation.EnforcementAdvisory, nil)
	fmt.Println(d.Allowed, d.Warning)
	// Output:
	// {"allowed":false,"reason":"Request would breach reservation floor (post-transaction balance: 400, floor: 500)","floor_breached":true,"enforcement_action":"block","post_transaction_available":"400"}
	// true Post-transaction balance (550) is within 20% of reservation floor (500)
}

func ExampleCanTransition() {
	fmt.Println(reservation.CanTransition(reservation.Active, reservation.Expired))
	fmt.Println(reservation.CanTransition(reservation.Expired, reservation.Active))
	fmt.Println(reservation.CanTransition(reservation.Active, reservation.Active))
	// Output:
	// true
	// false
	// false
}

func ExampleReservation_Warnings() {
	var c reservation.Reservation
	err := hounfour.Decode([]byte(`{"reservation_id":"550e8400-e29b-41d4-a716-446655440000","agent_id":"agent-1",
		"conformance_level":"community_verified","reserved_capacity_bps":0,"state":"active",
		"effective_from":"2026-01-01T00:00:00Z","budget_scope_id":"scope-1","contract_version":"7.0.0"}`), &c)
	fmt.Println(err)
	for _, w := range c.Warnings() {
		fmt.Println(w.Path, w.Message)
	}
	// Output:
	// <nil>
	// /reserved_capacity_bps reserved_capacity_bps (0) is below minimum for community_verified (500 bps)
	// /reserved_capacity_bps active reservation with 0 bps provides no capacity guarantee
}

func ExampleReservation_Validate() {
	var c reservation.Reservation
	err := hounfour.Decode([]byte(`{"reservation_id":"550e8400-e29b-41d4-a716-446655440000","agent_id":"agent-1",
		"conformance_level":"protocol_certified","reserved_capacity_bps":1000,"state":"active",
		"effective_from":"2026-01-01T00:00:00Z","effective_until":"2026-01-01T00:00:00.0001Z",
		"budget_scope_id":"scope-1","contract_version":"7.0.0"}`), &c)
	var ve *hounfour.ValidationError
	if errors.As(err, &ve) {
		for _, v := range ve.Violations {
			fmt.Println(v.Path, v.Rule, v.Message)
		}
	}
	// Output:
	// /effective_until capacity-reservation-window effective_until must be after effective_from
}
