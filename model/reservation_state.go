package model

import (
	"slices"

	"github.com/hounfour-go/hounfour/internal/check"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// ReservationState is the lifecycle state of a capacity reservation (schema
// reservation-state, a JSON string). A reservation starts active and ends
// expired or revoked; both end states are terminal. The zero value is absent.
type ReservationState string

// The reservation states, in protocol order.
const (
	ReservationActive  ReservationState = "active"
	ReservationExpired ReservationState = "expired"
	ReservationRevoked ReservationState = "revoked"
)

var reservationStates = enum.New(ReservationActive, ReservationExpired, ReservationRevoked)

// ReservationStates lists the reservation states in protocol order: active,
// expired, revoked.
var ReservationStates = reservationStates.Values()

// ReservationTransitions is the reservation state machine: the states each
// state may move to. active → expired or revoked; expired and revoked are
// terminal (no entry moves out of them).
var ReservationTransitions = map[ReservationState][]ReservationState{
	ReservationActive:  {ReservationExpired, ReservationRevoked},
	ReservationExpired: {},
	ReservationRevoked: {},
}

// Valid reports whether s is active, expired or revoked (exact,
// case-sensitive).
func (s ReservationState) Valid() bool { return reservationStates.Has(s) }

// CanTransitionReservation reports whether a reservation may move from one
// state to another according to [ReservationTransitions]. A state never moves
// to itself, and an unknown from state allows nothing (false, where upstream
// throws a TypeError: deviation 61 in COMPATIBILITY.md).
func CanTransitionReservation(from, to ReservationState) bool {
	return slices.Contains(ReservationTransitions[from], to)
}

var _ = codec.Register(codec.Meta[ReservationState]{
	Schema:      "reservation-state",
	Description: "Current lifecycle state of a capacity reservation.",
})

// Validate reports whether s is a reservation state, as a document of schema
// reservation-state (a JSON string).
func (s *ReservationState) Validate() error { return check.Validate(s) }
