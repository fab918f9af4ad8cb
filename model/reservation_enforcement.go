package model

import "github.com/hounfour-go/hounfour/internal/enum"

// ReservationEnforcement is how a provider enforces reservation guarantees
// (a JSON string): strict, advisory or unsupported. The zero value is absent.
type ReservationEnforcement string

// The enforcement modes.
const (
	EnforcementStrict      ReservationEnforcement = "strict"
	EnforcementAdvisory    ReservationEnforcement = "advisory"
	EnforcementUnsupported ReservationEnforcement = "unsupported"
)

var reservationEnforcements = enum.New(EnforcementStrict, EnforcementAdvisory, EnforcementUnsupported)

// ReservationEnforcementModes lists the enforcement modes in protocol order.
var ReservationEnforcementModes = []ReservationEnforcement{EnforcementStrict, EnforcementAdvisory, EnforcementUnsupported}

// Valid reports whether e is strict, advisory or unsupported.
func (e ReservationEnforcement) Valid() bool { return reservationEnforcements.Has(e) }
