package vectors

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/reservation"
	"github.com/hounfour-go/hounfour/wire"
)

// reservationInput is the input of a reservation-enforcement vector.
type reservationInput struct {
	AgentID             string            `json:"agent_id"`
	ConformanceLevel    conformance.Level `json:"conformance_level"`
	ReservedCapacityBPS *int              `json:"reserved_capacity_bps"`
	BudgetLimitMicro    wire.MicroUSD     `json:"budget_limit_micro"`
	BudgetSpentMicro    wire.MicroUSD     `json:"budget_spent_micro"`
	RequestCostMicro    *wire.MicroUSD    `json:"request_cost_micro"`
	Enforcement         *string           `json:"enforcement"`
}

// runReservation computes reserved = reservation.ComputeReservedMicro(limit, bps).
// Without request_cost_micro the actual output is {reserved_micro,
// tier_valid, enforcement}, tier_valid being reservation.ValidateTier
// with the default tier minimums (enforcement defaults to strict); with it,
// the decision of reservation.ShouldAllowRequest(limit − spent, cost, reserved,
// enforcement) with the default advisory threshold, plus reserved_micro. The
// actual output is matched against expected_output under the vector's
// rules; an expected "warning_pattern" must also be a substring of the
// decision's warning.
func runReservation(v *conformance.Vector, _ hounfour.Options) error {
	doc, err := json.Marshal(v.Input)
	if err != nil {
		return err
	}
	var in reservationInput
	if err := strict(doc, &in); err != nil {
		return fmt.Errorf("reservation input: %v", err)
	}
	if in.ReservedCapacityBPS == nil || in.BudgetLimitMicro.IsZero() || in.BudgetSpentMicro.IsZero() || !in.ConformanceLevel.Valid() {
		return errors.New("reservation input needs conformance_level, reserved_capacity_bps, budget_limit_micro and budget_spent_micro")
	}
	enforcement := "strict"
	if in.Enforcement != nil {
		enforcement = *in.Enforcement
	}
	reserved, err := reservation.ComputeReservedMicro(in.BudgetLimitMicro, in.ReservedCapacityBPS)
	if err != nil {
		return fmt.Errorf("reserved capacity: %v", err)
	}
	actual := map[string]json.RawMessage{"reserved_micro": raw(reserved.String())}
	if in.RequestCostMicro == nil {
		actual["tier_valid"] = json.RawMessage(fmt.Sprint(reservation.ValidateTier(in.ConformanceLevel, *in.ReservedCapacityBPS, nil).Valid))
		actual["enforcement"] = raw(enforcement)
		return matchOutput(v, actual)
	}
	available := in.BudgetLimitMicro.SubSigned(in.BudgetSpentMicro)
	d := reservation.ShouldAllowRequest(available, *in.RequestCostMicro, reserved, reservation.Enforcement(enforcement), nil)
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
