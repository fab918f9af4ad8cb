package tool

import (
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// LifecycleState is the state of a tool in the marketplace (schema
// tool-lifecycle-state). Values are exact, case-sensitive strings; the zero value
// is not a state.
//
// Its values: [StateRegistered], [StateVerified], [StateActive],
// [StateDegraded], [StateSuspended], [StateDeregistered].
type LifecycleState string

// The tool lifecycle states, in protocol order.
const (
	StateRegistered   LifecycleState = "REGISTERED"   // submitted, waiting for verification
	StateVerified     LifecycleState = "VERIFIED"     // passed the automated checks, not yet live
	StateActive       LifecycleState = "ACTIVE"       // live, discoverable and billable
	StateDegraded     LifecycleState = "DEGRADED"     // operational but impaired (e.g. a high error rate); still callable
	StateSuspended    LifecycleState = "SUSPENDED"    // temporarily disabled (policy violation, maintenance); not callable
	StateDeregistered LifecycleState = "DEREGISTERED" // permanently removed; terminal
)

var lifecycleStates = enum.New(StateRegistered, StateVerified, StateActive, StateDegraded, StateSuspended, StateDeregistered)

// Valid reports whether s is one of the six tool lifecycle states.
func (s LifecycleState) Valid() bool { return lifecycleStates.Has(s) }

// LifecycleStates returns the six states in protocol order (a fresh slice).
func LifecycleStates() []LifecycleState { return lifecycleStates.Values() }

// transitions is the tool lifecycle transition map: 12 edges,
// targets in protocol order, no self-transitions, DEREGISTERED terminal.
var transitions = map[LifecycleState][]LifecycleState{
	StateRegistered:   {StateVerified, StateDeregistered},
	StateVerified:     {StateActive, StateDeregistered},
	StateActive:       {StateDegraded, StateSuspended, StateDeregistered},
	StateDegraded:     {StateActive, StateSuspended, StateDeregistered},
	StateSuspended:    {StateActive, StateDeregistered},
	StateDeregistered: {},
}

// lifecycleMap answers the map-only questions (no guards).
var lifecycleMap = agent.NewTransitionValidator(transitions, nil)

// Transitions returns the tool transition map: every state is a key, each
// with its allowed targets in protocol order (DEREGISTERED has none). The map
// and its slices are a fresh copy on every call.
func Transitions() map[LifecycleState][]LifecycleState { return lifecycleMap.Transitions() }

// IsValidTransition reports whether the transition map has the edge from→to.
// It runs no guards. An unknown from or to gives false; it never panics.
func IsValidTransition(from, to LifecycleState) bool {
	return lifecycleMap.IsStructurallyValid(from, to)
}

// ValidTargets returns the states reachable from from in one transition, in
// protocol order: a fresh, non-nil slice, empty for DEREGISTERED and for an
// unknown state.
func ValidTargets(from LifecycleState) []LifecycleState { return lifecycleMap.ValidTargets(from) }

// callable reports whether a tool in state s may be invoked and billed:
// ACTIVE and DEGRADED.
func callable(s LifecycleState) bool { return s == StateActive || s == StateDegraded }

var _ = codec.Register(codec.Meta[LifecycleState]{
	Schema:      "tool-lifecycle-state",
	Description: "Tool lifecycle state",
})
