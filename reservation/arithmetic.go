package reservation

import (
	"errors"
	"math/big"
	"strconv"

	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/wire"
)

// defaultTiers are the minimums [ValidateTier] applies when it is given none.
var defaultTiers = TierMinimums{SelfDeclared: 300, CommunityVerified: 500, ProtocolCertified: 1000}

// DefaultTierMinimums returns the default minimum reservation, in basis
// points, of each conformance level: self_declared 300, community_verified
// 500, protocol_certified 1000 (upstream's RESERVATION_TIER_MAP).
func DefaultTierMinimums() TierMinimums { return defaultTiers }

// RoundingBias names who benefits from rounding in reservation arithmetic:
// the rights holder, so reserved amounts are rounded up
// ([ComputeReservedMicro]).
const RoundingBias = "rights_holder"

// AdvisoryWarningThresholdPercent is the default advisory margin of
// [ShouldAllowRequest]: an advisory reservation warns when the balance after
// a request is within this many percent above the reserved floor.
const AdvisoryWarningThresholdPercent = 20

// TierMinimums are configured minimum reservations, in basis points, per
// conformance level (a governance configuration's reservation tiers).
type TierMinimums struct {
	// SelfDeclared is the minimum of a self_declared provider.
	SelfDeclared int
	// CommunityVerified is the minimum of a community_verified provider.
	CommunityVerified int
	// ProtocolCertified is the minimum of a protocol_certified provider.
	ProtocolCertified int
}

// Minimum returns the configured minimum of level; false for a value that is
// not a conformance level.
func (m TierMinimums) Minimum(level conformance.Level) (int, bool) {
	switch level {
	case conformance.SelfDeclared:
		return m.SelfDeclared, true
	case conformance.CommunityVerified:
		return m.CommunityVerified, true
	case conformance.ProtocolCertified:
		return m.ProtocolCertified, true
	}
	return 0, false
}

// ErrBPSRange is matched (errors.Is) by the error of [ComputeReservedMicro]
// for basis points outside 0..10000. The error's text is
// "bps must be an integer in [0, 10000], got {bps}".
var ErrBPSRange = errors.New("bps must be an integer in [0, 10000]")

type bpsRangeError struct{ bps int }

func (e *bpsRangeError) Error() string {
	return "bps must be an integer in [0, 10000], got " + strconv.Itoa(e.bps)
}

func (e *bpsRangeError) Unwrap() []error { return []error{ErrBPSRange, wire.ErrRange} }

// errLimitText is the error of a limit that is not a signed micro-USD
// integer; it wraps wire.ErrSyntax.
var errLimitText = &limitError{}

type limitError struct{}

func (*limitError) Error() string { return "Invalid MicroUSD string: must match ^-?[0-9]+$" }
func (*limitError) Unwrap() error { return wire.ErrSyntax }

// ComputeReservedMicro returns the amount a reservation of bps basis points
// holds back from limit, rounded up in favour of the rights holder
// ([RoundingBias]): ⌈limit × bps / 10000⌉, exact for amounts of any size.
//
// The steps, first match deciding: bps nil or 0 → 0 (limit is not looked
// at); bps outside 0..10000 → an error matching [ErrBPSRange] ("bps must be
// an integer in [0, 10000], got {bps}"); an absent limit → "Invalid MicroUSD
// string: must match ^-?[0-9]+$" (wrapping wire.ErrSyntax); limit ≤ 0 → 0.
func ComputeReservedMicro(limit wire.MicroUSD, bps *int) (wire.MicroUSD, error) {
	if bps == nil || *bps == 0 {
		return wire.ZeroMicro(), nil
	}
	if *bps < 0 || *bps > 10000 {
		return wire.MicroUSD{}, &bpsRangeError{*bps}
	}
	if !limit.IsValid() {
		return wire.MicroUSD{}, errLimitText
	}
	if limit.Sign() <= 0 {
		return wire.ZeroMicro(), nil
	}
	// For limit > 0, ⌈limit × bps / 10000⌉ = ⌊(limit × bps + 9999) / 10000⌋:
	// MulBPS(bps × 10000) is the exact product, MulBPS(1) the floor division.
	product, _ := limit.MulBPS(int64(*bps) * 10000)
	reserved, _ := product.Add(ceilingBias).MulBPS(1)
	return reserved, nil
}

var ceilingBias = wire.MicroUSDFromInt64(9999)

// ComputeReservedMicroText is [ComputeReservedMicro] on the text form of the
// limit, as upstream's computeReservedMicro takes it: the limit must match
// ^-?[0-9]+$ (leading zeros allowed, "0010001" is 10001) once bps is neither
// nil nor 0, and the result is canonical text. The errors are those of
// ComputeReservedMicro, the range error first.
func ComputeReservedMicroText(limit string, bps *int) (string, error) {
	var m wire.MicroUSD
	if bps != nil && *bps > 0 && *bps <= 10000 {
		var err error
		if m, err = wire.ParseMicroUSD(limit); err != nil {
			return "", errLimitText
		}
	}
	r, err := ComputeReservedMicro(m, bps)
	if err != nil {
		return "", err
	}
	return r.String(), nil
}

// TierValidation is the result of [ValidateTier]. Its JSON form
// has the members valid, minimum_bps, actual_bps and, for an invalid tier,
// reason.
type TierValidation struct {
	// Valid is true when the reservation meets the level's minimum.
	Valid bool `json:"valid"`
	// MinimumBPS is the level's minimum (0 for an unknown level).
	MinimumBPS int `json:"minimum_bps"`
	// ActualBPS is the reservation checked.
	ActualBPS int `json:"actual_bps"`
	// Reason says why the tier is invalid; "" when valid.
	Reason string `json:"reason,omitempty"`
}

// ValidateTier checks a reservation of bps basis points against
// the minimum of a conformance level: tiers' value, or
// [DefaultTierMinimums]' when tiers is nil. The reservation is valid iff bps ≥ minimum; otherwise
// Reason is "Reservation {bps} bps is below minimum {min} bps for {level}".
// A level that is not a conformance level is invalid with minimum 0 and
// reason "unknown conformance level: {level}" (deviation 61 in
// COMPATIBILITY.md).
func ValidateTier(level conformance.Level, bps int, tiers *TierMinimums) TierValidation {
	if tiers == nil {
		tiers = &defaultTiers
	}
	min, ok := tiers.Minimum(level)
	v := TierValidation{ActualBPS: bps}
	switch {
	case !ok:
		v.Reason = "unknown conformance level: " + string(level)
	case bps >= min:
		v.Valid, v.MinimumBPS = true, min
	default:
		v.MinimumBPS = min
		v.Reason = "Reservation " + strconv.Itoa(bps) + " bps is below minimum " + strconv.Itoa(min) + " bps for " + string(level)
	}
	return v
}

// Decision is the result of [ShouldAllowRequest]. Its JSON form
// has the members allowed, reason, floor_breached and, when set,
// would_breach_floor, enforcement_action ("block" or "warn"), warning and
// post_transaction_available (a micro-USD string).
type Decision struct {
	// Allowed is true when the request may run.
	Allowed bool `json:"allowed"`
	// Reason says why the request is allowed or refused.
	Reason string `json:"reason"`
	// FloorBreached is true when the request is refused because of the
	// reserved floor.
	FloorBreached bool `json:"floor_breached"`
	// WouldBreachFloor is true when an advisory reservation allows a
	// request that takes the balance below the floor; nil otherwise.
	WouldBreachFloor *bool `json:"would_breach_floor,omitempty"`
	// EnforcementAction is "block" or "warn" when the floor decided the
	// outcome; "" otherwise.
	EnforcementAction string `json:"enforcement_action,omitempty"`
	// Warning is the advisory warning; "" when there is none.
	Warning string `json:"warning,omitempty"`
	// PostTransactionAvailable is the balance after the request, when
	// available covers its cost; nil otherwise.
	PostTransactionAvailable *wire.MicroUSD `json:"post_transaction_available,omitempty"`
}

// ShouldAllowRequest decides whether a request costing cost may run against
// a budget with available left and a reserved floor of reserved, under
// enforcement mode e. advisoryPercent is the advisory margin in percent
// (nil: [AdvisoryWarningThresholdPercent]). All amounts are signed; an
// absent (zero-value) amount refuses the request, fail-closed, with the
// reason "available, cost and reserved must all be present amounts" and no
// other member set. Otherwise, with p = available − cost and t the margin,
// the first matching case decides:
//
//  1. available ≥ cost and p < reserved: advisory allows it ("Sufficient
//     budget available (advisory: floor would be breached)", would_breach_floor
//     true, warning "Post-transaction balance ({p}) would breach reservation
//     floor ({reserved})"); every other mode blocks it ("Request would breach
//     reservation floor (post-transaction balance: {p}, floor: {reserved})",
//     floor_breached true, action block).
//  2. available ≥ cost, advisory, reserved > 0 and p < ⌈reserved × (100 + t)
//     / 100⌉: allowed ("Sufficient budget available") with the warning
//     "Post-transaction balance ({p}) is within {t}% of reservation floor
//     ({reserved})".
//  3. available ≥ cost: allowed, "Sufficient budget available".
//  4. available ≤ reserved: refused with floor_breached true — unsupported
//     "Insufficient budget (reservation enforcement unsupported)" (block),
//     advisory "Budget at or below reservation floor (advisory)" (warn),
//     otherwise "Budget at or below reservation floor (strict enforcement)"
//     (block).
//  5. otherwise refused: "Insufficient budget (above reservation floor)".
//
// Cases 1–3 report p as post_transaction_available. A value of e that is not
// an enforcement mode behaves as strict.
func ShouldAllowRequest(available, cost, reserved wire.MicroUSD, e Enforcement, advisoryPercent *int) Decision {
	if available.IsZero() || cost.IsZero() || reserved.IsZero() {
		return Decision{Reason: "available, cost and reserved must all be present amounts"}
	}
	t := AdvisoryWarningThresholdPercent
	if advisoryPercent != nil {
		t = *advisoryPercent
	}
	if available.Cmp(cost) >= 0 {
		p := available.SubSigned(cost)
		if p.Cmp(reserved) < 0 {
			if e == EnforcementAdvisory {
				breach := true
				return Decision{
					Allowed:                  true,
					Reason:                   "Sufficient budget available (advisory: floor would be breached)",
					WouldBreachFloor:         &breach,
					Warning:                  "Post-transaction balance (" + p.String() + ") would breach reservation floor (" + reserved.String() + ")",
					PostTransactionAvailable: &p,
				}
			}
			return Decision{
				Reason:                   "Request would breach reservation floor (post-transaction balance: " + p.String() + ", floor: " + reserved.String() + ")",
				FloorBreached:            true,
				EnforcementAction:        "block",
				PostTransactionAvailable: &p,
			}
		}
		d := Decision{Allowed: true, Reason: "Sufficient budget available", PostTransactionAvailable: &p}
		if e == EnforcementAdvisory && reserved.Sign() > 0 && p.Big().Cmp(warningLine(reserved, t)) < 0 {
			d.Warning = "Post-transaction balance (" + p.String() + ") is within " + strconv.Itoa(t) +
				"% of reservation floor (" + reserved.String() + ")"
		}
		return d
	}
	if available.Cmp(reserved) <= 0 {
		d := Decision{FloorBreached: true, EnforcementAction: "block"}
		switch e {
		case EnforcementUnsupported:
			d.Reason = "Insufficient budget (reservation enforcement unsupported)"
		case EnforcementAdvisory:
			d.Reason, d.EnforcementAction = "Budget at or below reservation floor (advisory)", "warn"
		default:
			d.Reason = "Budget at or below reservation floor (strict enforcement)"
		}
		return d
	}
	return Decision{Reason: "Insufficient budget (above reservation floor)"}
}

// warningLine returns ⌈reserved × (100 + t) / 100⌉, the balance below which
// an advisory reservation warns.
func warningLine(reserved wire.MicroUSD, t int) *big.Int {
	x := reserved.Big()
	x.Mul(x, big.NewInt(100+int64(t)))
	// ⌈x / 100⌉ = −⌊−x / 100⌋; big.Int.Div is floor division for a positive divisor.
	x.Neg(x)
	x.Div(x, big.NewInt(100))
	return x.Neg(x)
}
