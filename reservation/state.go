package reservation

import (
	"slices"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// State is the lifecycle state of a capacity reservation (schema
// reservation-state, a JSON string). A reservation starts active and ends
// expired or revoked; both end states are terminal. The zero value is absent.
type State string

// The reservation states, in protocol order.
const (
	Active  State = "active"
	Expired State = "expired"
	Revoked State = "revoked"
)

var reservationStates = enum.New(Active, Expired, Revoked)

// States returns the reservation states in protocol order (active, expired,
// revoked), as a fresh slice.
func States() []State { return reservationStates.Values() }

// transitions is the reservation state machine that [CanTransition] reads.
var transitions = map[State][]State{
	Active:  {Expired, Revoked},
	Expired: {},
	Revoked: {},
}

// Transitions returns the reservation state machine: the states each state
// may move to. active → expired or revoked; expired and revoked are terminal
// (their entries are empty). The map and its slices are fresh copies: changing
// them changes no verdict of this package.
func Transitions() map[State][]State {
	m := make(map[State][]State, len(transitions))
	for from, to := range transitions {
		m[from] = slices.Clone(to)
	}
	return m
}

// Valid reports whether s is active, expired or revoked (exact,
// case-sensitive).
func (s State) Valid() bool { return reservationStates.Has(s) }

// CanTransition reports whether a reservation may move from one
// state to another according to [Transitions]. A state never moves
// to itself, and an unknown from state allows nothing (false, where upstream
// throws a TypeError: deviation 61 in COMPATIBILITY.md).
func CanTransition(from, to State) bool {
	return slices.Contains(transitions[from], to)
}

var _ = codec.Register(codec.Meta[State]{
	Schema:      "reservation-state",
	Description: "Current lifecycle state of a capacity reservation.",
})
