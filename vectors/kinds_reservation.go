package vectors

import (
	"github.com/hounfour-go/hounfour/model"
	"github.com/hounfour-go/hounfour/wire"
)

func init() {
	kinds["reservation-transition"] = stateMachine("CanTransitionReservation", model.CanTransitionReservation,
		"terminal reservation state", func(s model.ReservationState) bool {
			next, ok := model.ReservationTransitions[s]
			return ok && len(next) == 0
		})
	kinds["reserved-micro"] = runReservedMicro
	kinds["reservation-tier-validation"] = runTierValidation
	kinds["reservation-decision"] = runReservationDecision
}

// reserved-micro: input {"limit": text, "bps": integer or absent}; want
// {"reserved": canonical text} or {"error": the exact message} from
// model.ComputeReservedMicroText.
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
	got, err := model.ComputeReservedMicroText(in.Limit, in.BPS)
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
// the JSON form of model.ValidateReservationTier's result (members in
// order: valid, minimum_bps, actual_bps, reason when invalid).
func runTierValidation(c *Case) error {
	var in struct {
		Level model.ConformanceLevel `json:"level"`
		BPS   int                    `json:"bps"`
		Tiers *struct {
			SelfDeclared      int `json:"self_declared"`
			CommunityVerified int `json:"community_verified"`
			ProtocolCertified int `json:"protocol_certified"`
		} `json:"tiers"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	var tiers *model.TierMinimums
	if in.Tiers != nil {
		tiers = &model.TierMinimums{SelfDeclared: in.Tiers.SelfDeclared, CommunityVerified: in.Tiers.CommunityVerified,
			ProtocolCertified: in.Tiers.ProtocolCertified}
	}
	return sameJSON("ValidateReservationTier", c.Want, model.ValidateReservationTier(in.Level, in.BPS, tiers))
}

// reservation-decision: input {"available", "cost", "reserved" (signed
// micro-USD text), "enforcement", "advisory_percent"?}; want is the JSON
// form of model.ShouldAllowRequest's decision, member for member.
func runReservationDecision(c *Case) error {
	var in struct {
		Available       wire.MicroUSD                `json:"available"`
		Cost            wire.MicroUSD                `json:"cost"`
		Reserved        wire.MicroUSD                `json:"reserved"`
		Enforcement     model.ReservationEnforcement `json:"enforcement"`
		AdvisoryPercent *int                         `json:"advisory_percent"`
	}
	if err := strict(c.Input, &in); err != nil {
		return err
	}
	return sameJSON("ShouldAllowRequest", c.Want, model.ShouldAllowRequest(in.Available, in.Cost, in.Reserved, in.Enforcement, in.AdvisoryPercent))
}
