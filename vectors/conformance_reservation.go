package vectors

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/model"
	"github.com/hounfour-go/hounfour/wire"
)

// reservationFuncs are the reservation functions of the model layer that the
// reservation-enforcement category runs.
type reservationFuncs struct {
	// Reserved is model.ComputeReservedMicro: ⌈limit × bps / 10000⌉, 0 for
	// a non-positive limit or absent bps.
	Reserved func(limit wire.MicroUSD, bps *int) (wire.MicroUSD, error)
	// TierValid is the Valid member of model.ValidateReservationTier with
	// the default tier minimums.
	TierValid func(level model.ConformanceLevel, bps int) bool
	// Allow is model.ShouldAllowRequest with the default advisory threshold.
	Allow func(available, cost, reserved wire.MicroUSD, enforcement string) reservationDecision
}

// reservationDecision mirrors model.ReservationDecision member for member;
// its JSON form is the actual output compared with a vector's expected
// output.
type reservationDecision struct {
	Allowed                  bool           `json:"allowed"`
	Reason                   string         `json:"reason"`
	FloorBreached            bool           `json:"floor_breached"`
	WouldBreachFloor         *bool          `json:"would_breach_floor,omitempty"`
	EnforcementAction        string         `json:"enforcement_action,omitempty"`
	Warning                  string         `json:"warning,omitempty"`
	PostTransactionAvailable *wire.MicroUSD `json:"post_transaction_available,omitempty"`
}

// modelReservation is the model layer's reservation functions.
var modelReservation = reservationFuncs{
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

// reservationLib is what the category runs; tests swap in a reference
// implementation.
var reservationLib = &modelReservation

// reservationInput is the input of a reservation-enforcement vector.
type reservationInput struct {
	AgentID             string                 `json:"agent_id"`
	ConformanceLevel    model.ConformanceLevel `json:"conformance_level"`
	ReservedCapacityBPS *int                   `json:"reserved_capacity_bps"`
	BudgetLimitMicro    wire.MicroUSD          `json:"budget_limit_micro"`
	BudgetSpentMicro    wire.MicroUSD          `json:"budget_spent_micro"`
	RequestCostMicro    *wire.MicroUSD         `json:"request_cost_micro"`
	Enforcement         *string                `json:"enforcement"`
}

// runReservation computes reserved = Reserved(limit, bps). Without
// request_cost_micro the actual output is {reserved_micro, tier_valid,
// enforcement} (enforcement defaults to strict); with it, the decision of
// Allow(limit − spent, cost, reserved, enforcement) plus reserved_micro. The
// actual output is matched against expected_output under the vector's
// rules; an expected "warning_pattern" must also be a substring of the
// decision's warning.
func runReservation(v *model.ConformanceVector, _ hounfour.Limits) error {
	lib := reservationLib
	doc, err := json.Marshal(v.Input)
	if err != nil {
		return err
	}
	var in reservationInput
	dec := json.NewDecoder(strings.NewReader(string(doc)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		return fmt.Errorf("reservation input: %v", err)
	}
	if in.ReservedCapacityBPS == nil || in.BudgetLimitMicro.IsZero() || in.BudgetSpentMicro.IsZero() || !in.ConformanceLevel.Valid() {
		return errors.New("reservation input needs conformance_level, reserved_capacity_bps, budget_limit_micro and budget_spent_micro")
	}
	enforcement := "strict"
	if in.Enforcement != nil {
		enforcement = *in.Enforcement
	}
	reserved, err := lib.Reserved(in.BudgetLimitMicro, in.ReservedCapacityBPS)
	if err != nil {
		return fmt.Errorf("reserved capacity: %v", err)
	}
	actual := map[string]json.RawMessage{"reserved_micro": raw(reserved.String())}
	if in.RequestCostMicro == nil {
		actual["tier_valid"] = json.RawMessage(fmt.Sprint(lib.TierValid(in.ConformanceLevel, *in.ReservedCapacityBPS)))
		actual["enforcement"] = raw(enforcement)
		return matchOutput(v, actual)
	}
	available := wire.MicroUSDFromBig(new(big.Int).Sub(in.BudgetLimitMicro.Big(), in.BudgetSpentMicro.Big()))
	d := lib.Allow(available, *in.RequestCostMicro, reserved, enforcement)
	b, err := json.Marshal(d)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, &actual); err != nil {
		return err
	}
	if err := matchOutput(v, actual); err != nil {
		return err
	}
	if p, ok := v.ExpectedOutput["warning_pattern"]; ok {
		var pattern string
		if err := json.Unmarshal(p, &pattern); err != nil {
			return fmt.Errorf("expected_output.warning_pattern is not a string: %s", p)
		}
		if !strings.Contains(d.Warning, pattern) {
			return fmt.Errorf("warning %q does not contain %q", d.Warning, pattern)
		}
	}
	return nil
}
