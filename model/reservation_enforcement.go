package model

import (
	"github.com/hounfour-go/hounfour/internal/check"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// ReservationEnforcement says how a provider enforces capacity reservations
// (schema reservation-enforcement, a JSON string): strict (a request that
// would breach the reserved floor is blocked), advisory (it is allowed with
// a warning) or unsupported (the provider cannot hold a floor). The zero
// value is absent.
type ReservationEnforcement string

// The enforcement modes, in protocol order.
const (
	EnforcementStrict      ReservationEnforcement = "strict"
	EnforcementAdvisory    ReservationEnforcement = "advisory"
	EnforcementUnsupported ReservationEnforcement = "unsupported"
)

var reservationEnforcements = enum.New(EnforcementStrict, EnforcementAdvisory, EnforcementUnsupported)

// ReservationEnforcementModes lists the enforcement modes in protocol order:
// strict, advisory, unsupported.
var ReservationEnforcementModes = reservationEnforcements.Values()

// Valid reports whether e is strict, advisory or unsupported (exact,
// case-sensitive).
func (e ReservationEnforcement) Valid() bool { return reservationEnforcements.Has(e) }

var _ = codec.Register(codec.Meta[ReservationEnforcement]{
	Schema:      "reservation-enforcement",
	Description: "How reservation guarantees are enforced by the provider.",
})

// Validate reports whether e is an enforcement mode, as a document of schema
// reservation-enforcement (a JSON string).
func (e *ReservationEnforcement) Validate() error { return check.Validate(e) }
