package economy_test

import (
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/economy"
	"github.com/hounfour-go/hounfour/wire"
)

// The sum is exact beyond 64 bits, negative amounts count, and an absent
// amount (the zero MicroUSD) counts as 0.
func ExampleSumAmounts() {
	rs := []billing.Recipient{
		{Address: "a", AmountMicro: wire.MustParseMicroUSD("9223372036854775807")},
		{Address: "b", AmountMicro: wire.MustParseMicroUSD("1")},
		{Address: "c", AmountMicro: wire.MustParseMicroUSD("-500000")},
		{Address: "d"},
	}
	fmt.Println(economy.SumAmounts(rs))
	fmt.Println(economy.SumAmounts(nil))
	// Output:
	// 9223372036854275808
	// 0
}

// Vested plus remaining must equal the staked amount, and an immediate
// stake has nothing remaining. Both rules are native cross-field rules and
// rules of the StakePosition constraint file, reported after the native
// ones at the object's own path.
func ExampleStakePosition_Validate() {
	var s economy.StakePosition
	err := hounfour.Decode([]byte(`{"stake_id":"3f2504e0-4f89-41d3-9a0c-0305e82c3301","staker_id":"agent-a",
		"target_id":"pool-alpha","amount_micro":"1000000","stake_type":"conviction",
		"vesting":{"schedule":"immediate","vested_micro":"1000000","remaining_micro":"1"},
		"staked_at":"2026-02-17T10:00:00Z","contract_version":"7.0.0"}`), &s)
	for _, v := range err.(*hounfour.ValidationError).Violations {
		fmt.Printf("%q %s\n", v.Path, v.Rule)
	}
	s.Vesting.VestedMicro, s.Vesting.RemainingMicro = s.AmountMicro, wire.MustParseMicroUSDUnsigned("0")
	fmt.Println(s.Validate())
	// Output:
	// "/vesting" stake-vesting-conservation
	// "/vesting/remaining_micro" stake-immediate-remaining
	// "" stake-vesting-conservation
	// "" stake-immediate-zero-remaining
	// <nil>
}
