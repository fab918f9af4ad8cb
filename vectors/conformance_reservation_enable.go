//go:build hounfour_model_reservation

// This file plugs the model layer's reservation functions into the
// reservation-enforcement conformance category. It is built only with the
// tag above because those functions arrive with the model layer (issue
// 12/13); after that merge, delete the build line (the category then runs
// instead of being skipped) and adjust member names here if the model
// layer's differ.

package vectors

import (
	"github.com/hounfour-go/hounfour/model"
	"github.com/hounfour-go/hounfour/wire"
)

func init() {
	reservationLib = &reservationFuncs{
		Reserved: model.ComputeReservedMicro,
		TierValid: func(level model.ConformanceLevel, bps int) bool {
			return model.ValidateReservationTier(level, bps, nil).Valid
		},
		Allow: func(available, cost, reserved wire.MicroUSD, enforcement string) reservationDecision {
			d := model.ShouldAllowRequest(available, cost, reserved, model.ReservationEnforcement(enforcement), nil)
			return reservationDecision{
				Allowed:                  d.Allowed,
				Reason:                   d.Reason,
				FloorBreached:            d.FloorBreached,
				WouldBreachFloor:         d.WouldBreachFloor,
				EnforcementAction:        string(d.EnforcementAction),
				Warning:                  d.Warning,
				PostTransactionAvailable: d.PostTransactionAvailable,
			}
		},
	}
}
