package reservation

import (
	"encoding/json"
	"strconv"

	"github.com/hounfour-go/hounfour/conformance"
	_ "github.com/hounfour-go/hounfour/constraint" // constraintrt.Apply's implementation
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// Reservation guarantees an agent a minimum share of a budget scope
// (schema agent-capacity-reservation). Closed object; members are encoded in
// the order declared here.
//
// Validate checks the schema and one cross-field rule:
// capacity-reservation-window (effective_until, when present, must be after
// effective_from; instants compared at millisecond precision, the fraction
// truncated to its first three digits). Warnings reports
// capacity-reservation-tier-minimum (reserved_capacity_bps below the default
// minimum of the conformance level, [DefaultTierMinimums]) and
// capacity-reservation-zero-active (an active reservation of 0 bps).
type Reservation struct {
	// ReservationID identifies the reservation.
	ReservationID wire.UUID `json:"reservation_id"`
	// AgentID is the agent holding the reservation.
	AgentID string `json:"agent_id" hf:"minLength=1"`
	// ConformanceLevel is the conformance level of the agent's provider.
	ConformanceLevel conformance.Level `json:"conformance_level"`
	// ReservedCapacityBPS is the reserved share of the budget (0..10000).
	ReservedCapacityBPS Tier `json:"reserved_capacity_bps"`
	// State is the reservation's lifecycle state.
	State State `json:"state"`
	// EffectiveFrom is when the reservation starts.
	EffectiveFrom wire.Timestamp `json:"effective_from"`
	// EffectiveUntil is when the reservation ends (absent: open-ended).
	EffectiveUntil wire.Timestamp `json:"effective_until,omitzero"`
	// BudgetScopeID is the budget scope the reservation draws on.
	BudgetScopeID string `json:"budget_scope_id" hf:"minLength=1"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
	// Metadata holds free-form values.
	Metadata map[string]json.RawMessage `json:"metadata,omitzero"`
}

// The rule ids of CapacityReservation.
const (
	RuleWindow      = "capacity-reservation-window"
	RuleTierMinimum = "capacity-reservation-tier-minimum"
	RuleZeroActive  = "capacity-reservation-zero-active"
)

var _ = codec.Register(codec.Meta[Reservation]{
	Schema:      "agent-capacity-reservation",
	Description: "Capacity reservation that guarantees an agent a minimum fraction of budget.",
	Rules:       capacityReservationRules,
	Warnings:    capacityReservationWarnings,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of r (nil or a *hounfour.ValidationError): the schema " +
			"rules, then capacity-reservation-window.",
		Warnings: "Warnings returns capacity-reservation-tier-minimum and " +
			"capacity-reservation-zero-active when they apply, in that order. Warnings never make a " +
			"reservation invalid.",
	},
})

func capacityReservationRules(c *Reservation, r *codec.Rules) {
	// "effective_until present and effective_until <= effective_from (ms)".
	if r.OK("effective_from", "effective_until") && !c.EffectiveUntil.IsZero() &&
		c.EffectiveUntil.CompareMilli(c.EffectiveFrom) <= 0 {
		r.Report(RuleWindow, "effective_until must be after effective_from", "effective_until")
	}
	// The constraint file (contract 8.7.0 has one): its temporal rule
	// orders date-time text, so capacity-reservation-window decides.
	constraintrt.Apply("agent-capacity-reservation", c, r, reservationNativeError...)
}

func capacityReservationWarnings(c *Reservation, r *codec.Rules) {
	// "reserved_capacity_bps < the default minimum of conformance_level
	// (never a config)".
	if r.OK("reserved_capacity_bps", "conformance_level") {
		if min, ok := defaultTiers.Minimum(c.ConformanceLevel); ok && int(c.ReservedCapacityBPS) < min {
			r.Report(RuleTierMinimum, "reserved_capacity_bps ("+strconv.Itoa(int(c.ReservedCapacityBPS))+
				") is below minimum for "+string(c.ConformanceLevel)+" ("+strconv.Itoa(min)+" bps)", "reserved_capacity_bps")
		}
	}
	// "state == active and reserved_capacity_bps == 0".
	if r.OK("state", "reserved_capacity_bps") && c.State == Active && c.ReservedCapacityBPS == 0 {
		r.Report(RuleZeroActive, "active reservation with 0 bps provides no capacity guarantee", "reserved_capacity_bps")
	}
	// The constraint file's warnings: reservation-active-positive-capacity
	// is capacity-reservation-zero-active, reported once.
	constraintrt.Apply("agent-capacity-reservation", c, r, reservationNativeWarning...)
}

// The constraints left to the native rules, passed to constraintrt.Apply as
// slices made once (a variadic list written at the call would be allocated
// at every validation).
var (
	reservationNativeError   = []string{"reservation-temporal-ordering"}
	reservationNativeWarning = []string{"reservation-active-positive-capacity"}
)
