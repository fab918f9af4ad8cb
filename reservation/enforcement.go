package reservation

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// Enforcement says how a provider enforces capacity reservations
// (schema reservation-enforcement, a JSON string): strict (a request that
// would breach the reserved floor is blocked), advisory (it is allowed with
// a warning) or unsupported (the provider cannot hold a floor). The zero
// value is absent.
type Enforcement string

// The enforcement modes, in protocol order.
const (
	EnforcementStrict      Enforcement = "strict"
	EnforcementAdvisory    Enforcement = "advisory"
	EnforcementUnsupported Enforcement = "unsupported"
)

var reservationEnforcements = enum.New(EnforcementStrict, EnforcementAdvisory, EnforcementUnsupported)

// EnforcementModes returns the enforcement modes in protocol order (strict,
// advisory, unsupported), as a fresh slice.
func EnforcementModes() []Enforcement { return reservationEnforcements.Values() }

// Valid reports whether e is strict, advisory or unsupported (exact,
// case-sensitive).
func (e Enforcement) Valid() bool { return reservationEnforcements.Has(e) }

var _ = codec.Register(codec.Meta[Enforcement]{
	Schema:      "reservation-enforcement",
	Description: "How reservation guarantees are enforced by the provider.",
})
