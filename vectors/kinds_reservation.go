package vectors

import (
	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/reservation"
	"github.com/hounfour-go/hounfour/wire"
)

func init() {
	kinds["reservation-transition"] = stateMachine("reservation.CanTransition", reservation.CanTransition,
		"terminal reservation state", func(s reservation.State) bool {
			next, ok := reservation.Transitions()[s]
			return ok && len(next) == 0
		})
	kinds["reserved-micro"] = runReservedMicro
	kinds["reservation-tier-validation"] = runTierValidation
	kinds["reservation-decision"] = runReservationDecision
}

// reserved-micro: input {"limit": text, "bps": integer or absent}; want
// {"reserved": canonical text} or {"error": the exact message} from
// reservation.ComputeReservedMicroText.
func runReservedMicro(c *Case) error {
	var in struct {
		Limit string `json:"limit"`
		BPS   *int   `json:"bps"`
	}
	var want struct {
		Reserved *string `json:"reserved"`
		Error    *string `json:"error"`
	}
	if err := decodeCase(c, &in, &want); err != nil {
		return err
	}
	got, err := reservation.ComputeReservedMicroText(in.Limit, in.BPS)
	switch {
	case want.Error != nil:
		if err == nil || err.Error() != *want.Error {
			return mismatch("error", *want.Error, err)
		}
	case want.Reserved == nil:
		return mismatch("want", "reserved or error", "neither")
	case err != nil:
		return mismatch("reserved", *want.Reserved, err)
	case got != *want.Reserved:
		return mismatch("reserved", *want.Reserved, got)
	}
	return nil
}

// reservation-tier-validation: input {"level", "bps", "tiers"?:
// {"self_declared", "community_verified", "protocol_certified"}}; want is
// the JSON form of reservation.ValidateTier's result (members in
// order: valid, minimum_bps, actual_bps, reason when invalid).
func runTierValidation(c *Case) error {
	var in struct {
		Level conformance.Level `json:"level"`
		BPS   int               `json:"bps"`
		Tiers *struct {
			SelfDeclared      int `json:"self_declared"`
			CommunityVerified int `json:"community_verified"`
			ProtocolCertified int `json:"protocol_certified"`
		} `json:"tiers"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	var tiers *reservation.TierMinimums
	if in.Tiers != nil {
		tiers = &reservation.TierMinimums{SelfDeclared: in.Tiers.SelfDeclared, CommunityVerified: in.Tiers.CommunityVerified,
			ProtocolCertified: in.Tiers.ProtocolCertified}
	}
	return sameJSON("reservation.ValidateTier", c.Want, reservation.ValidateTier(in.Level, in.BPS, tiers))
}

// reservation-decision: input {"available", "cost", "reserved" (signed
// micro-USD text), "enforcement", "advisory_percent"?}; want is the JSON
// form of reservation.ShouldAllowRequest's decision, member for member.
func runReservationDecision(c *Case) error {
	var in struct {
		Available       wire.MicroUSD           `json:"available"`
		Cost            wire.MicroUSD           `json:"cost"`
		Reserved        wire.MicroUSD           `json:"reserved"`
		Enforcement     reservation.Enforcement `json:"enforcement"`
		AdvisoryPercent *int                    `json:"advisory_percent"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	return sameJSON("ShouldAllowRequest", c.Want, reservation.ShouldAllowRequest(in.Available, in.Cost, in.Reserved, in.Enforcement, in.AdvisoryPercent))
}
