// Package reservation implements capacity reservations of the loa-hounfour
// v7.0.0 protocol: an agent's guaranteed share of a budget, held against
// the budget's spending so that other work cannot starve it.
//
// A [Reservation] (schema agent-capacity-reservation) reserves a share of a
// budget scope in basis points ([Tier], schema reservation-tier) for an
// agent whose provider has a conformance level; it has a lifecycle ([State],
// schema reservation-state: active, then expired or revoked, with
// [Transitions] and [CanTransition]) and is enforced by the provider in one
// of three modes ([Enforcement], schema reservation-enforcement: strict,
// advisory, unsupported).
//
// The arithmetic is exact for amounts of any size:
// [ComputeReservedMicro] holds back ⌈limit × bps / 10000⌉, rounded up in
// favour of the rights holder ([RoundingBias]); [ValidateTier] checks a
// reservation against the minimum of a conformance level
// ([DefaultTierMinimums], or configured [TierMinimums] such as a governance
// configuration's); [ShouldAllowRequest] admits or refuses a request against
// the reserved floor under an enforcement mode, with the advisory margin of
// [AdvisoryWarningThresholdPercent].
//
// # Why a package of its own
//
// Reservations are one concept with its own vocabulary, state machine and
// money arithmetic, used from three sides: a provider spec says whether and
// how its provider honours reservations (package model), a budget scope
// names the reservation drawing on it (package routing), and governance
// configures the minimums (package governance). Keeping them here lets each
// of those import the concept without importing the others. The conformance
// levels the minimums are keyed by live in package conformance.
package reservation
