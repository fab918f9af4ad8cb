// This file plugs the model layer's reservation functions into the
// reservation-enforcement conformance category (tests swap in a reference
// implementation through reservationLib).

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
