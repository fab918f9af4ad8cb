package economy

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// StakeType is what a stake commits to.
type StakeType string

// The stake types.
const (
	StakeConviction StakeType = "conviction"
	StakeDelegation StakeType = "delegation"
	StakeValidation StakeType = "validation"
)

var stakeTypes = enum.New(StakeConviction, StakeDelegation, StakeValidation)

// Valid reports whether t is conviction, delegation or validation.
func (t StakeType) Valid() bool { return stakeTypes.Has(t) }

// VestingSchedule is how a stake vests.
type VestingSchedule string

// The vesting schedules.
const (
	VestingImmediate        VestingSchedule = "immediate"
	VestingPerformanceGated VestingSchedule = "performance_gated"
	VestingTimeGated        VestingSchedule = "time_gated"
)

var vestingSchedules = enum.New(VestingImmediate, VestingPerformanceGated, VestingTimeGated)

// Valid reports whether s is immediate, performance_gated or time_gated.
func (s VestingSchedule) Valid() bool { return vestingSchedules.Has(s) }

// StakePosition is a staked amount committed to a target, with its vesting
// split (schema stake-position, experimental upstream). Closed object.
type StakePosition struct {
	// StakeID identifies the stake: a lowercase version-4 UUID.
	StakeID string `json:"stake_id" hf:"pattern=^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"`
	// StakerID is the party that stakes.
	StakerID string `json:"staker_id" hf:"minLength=1"`
	// TargetID is what the stake is committed to.
	TargetID string `json:"target_id" hf:"minLength=1"`
	// AmountMicro is the staked amount, in micro-USD.
	AmountMicro wire.MicroUSDUnsigned `json:"amount_micro"`
	// StakeType is what the stake commits to.
	StakeType StakeType `json:"stake_type"`
	// Vesting splits the amount into vested and remaining parts.
	Vesting Vesting `json:"vesting"`
	// StakedAt is when the stake was made.
	StakedAt wire.Timestamp `json:"staked_at"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// Vesting is the vesting state of a stake: vested plus remaining must equal
// the staked amount. Closed object.
type Vesting struct {
	// Schedule is how the stake vests; an immediate stake has nothing
	// remaining.
	Schedule VestingSchedule `json:"schedule"`
	// VestedMicro is the part already vested, in micro-USD.
	VestedMicro wire.MicroUSDUnsigned `json:"vested_micro"`
	// RemainingMicro is the part still to vest, in micro-USD.
	RemainingMicro wire.MicroUSDUnsigned `json:"remaining_micro"`
}

// The rule ids of StakePosition's cross-field rules.
const (
	RuleStakeVestingConservation = "stake-vesting-conservation"
	RuleStakeImmediateRemaining  = "stake-immediate-remaining"
)

var _ = codec.Register(codec.Meta[StakePosition]{
	Schema:        "stake-position",
	Description:   "Staked position representing conviction, delegation, or validation commitment",
	Comment:       "Financial amounts (amount_micro, vested_micro, remaining_micro)" + amountsComment,
	Annotations:   map[string]any{"x-experimental": true},
	Rules:         func(s *StakePosition, r *codec.Rules) { stakeRules(s, r, true) },
	UpstreamRules: func(s *StakePosition, r *codec.Rules) { stakeRules(s, r, false) },
	Doc: codec.Doc{
		Validate: "Validate reports every violation of p (nil or a *hounfour.ValidationError): the schema " +
			"rules; the cross-field rules (vested + remaining = amount, nothing remaining under an immediate " +
			"schedule); then the error-severity rules of the StakePosition constraint file, which restate " +
			"both.",
		MarshalJSON: "MarshalJSON writes the default encoding (amounts canonical).",
	},
})

// stakeRules reports the native rules and, withConstraints, the two rules
// of the StakePosition constraint file, which restate them.
func stakeRules(s *StakePosition, r *codec.Rules, withConstraints bool) {
	if !r.OK("vesting") {
		return
	}
	v := &s.Vesting
	// "vested + remaining ≠ amount (big integers)".
	unconserved := false
	if r.OK("amount_micro") {
		sum := v.VestedMicro.Signed().Add(v.RemainingMicro.Signed())
		if unconserved = sum.Cmp(s.AmountMicro.Signed()) != 0; unconserved {
			r.Report(RuleStakeVestingConservation, "vesting conservation violated: vested ("+v.VestedMicro.String()+
				") + remaining ("+v.RemainingMicro.String()+") !== amount ("+s.AmountMicro.String()+")", "vesting")
		}
	}
	// "schedule == immediate and remaining_micro ≠ 0". Upstream compares the
	// received text with "0", so it also rejects "00"; the library compares
	// the amount (deviation 67 in COMPATIBILITY.md).
	remains := v.Schedule == VestingImmediate && v.RemainingMicro.Sign() != 0
	if remains {
		r.Report(RuleStakeImmediateRemaining, `remaining_micro must be "0" when vesting schedule is "immediate"`,
			"vesting", "remaining_micro")
	}
	if !withConstraints {
		return
	}
	// bigint_sum([vesting.vested_micro, vesting.remaining_micro]) == amount_micro
	if unconserved {
		reportConstraint(r, "stake-position", "stake-vesting-conservation")
	}
	// vesting.schedule == 'immediate' => vesting.remaining_micro == '0'
	// (on the canonical text)
	if remains {
		reportConstraint(r, "stake-position", "stake-immediate-zero-remaining")
	}
}
