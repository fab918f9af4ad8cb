package agent

import "github.com/hounfour-go/hounfour/internal/enum"

// LifecycleState is the state of an agent (schema agent-lifecycle-state). Values
// are exact, case-sensitive strings; the zero value is not a state.
//
// Its values: [StateDormant], [StateProvisioning], [StateActive],
// [StateSuspended], [StateTransferred], [StateArchived].
type LifecycleState string

// The agent lifecycle states, in protocol order.
const (
	StateDormant      LifecycleState = "DORMANT"      // the NFT exists, no agent provisioned
	StateProvisioning LifecycleState = "PROVISIONING" // setup in progress (TBA deployment, personality load)
	StateActive       LifecycleState = "ACTIVE"       // operational, accepts conversations
	StateSuspended    LifecycleState = "SUSPENDED"    // temporarily disabled (budget, owner action, sanction)
	StateTransferred  LifecycleState = "TRANSFERRED"  // an ownership change was detected; between owners
	StateArchived     LifecycleState = "ARCHIVED"     // permanently deactivated; terminal
)

var lifecycleStates = enum.New(StateDormant, StateProvisioning, StateActive, StateSuspended, StateTransferred, StateArchived)

// Valid reports whether s is one of the six lifecycle states.
func (s LifecycleState) Valid() bool { return lifecycleStates.Has(s) }

// LifecycleStates returns the six states in protocol order (a fresh slice).
func LifecycleStates() []LifecycleState { return lifecycleStates.Values() }

// transitions is the lifecycle transition map: 10 edges, targets
// in protocol order, no self-transitions, ARCHIVED terminal.
var transitions = map[LifecycleState][]LifecycleState{
	StateDormant:      {StateProvisioning},
	StateProvisioning: {StateActive, StateDormant},
	StateActive:       {StateSuspended, StateTransferred, StateArchived},
	StateSuspended:    {StateActive, StateArchived},
	StateTransferred:  {StateProvisioning, StateArchived},
	StateArchived:     {},
}

// lifecycleMap answers the map-only questions (no guards).
var lifecycleMap = NewTransitionValidator(transitions, nil)

// Transitions returns the lifecycle transition map: every state is a key, each
// with its allowed targets in protocol order (ARCHIVED has none). The map and
// its slices are a fresh copy on every call.
func Transitions() map[LifecycleState][]LifecycleState { return lifecycleMap.Transitions() }

// IsValidTransition reports whether the transition map has the edge from→to.
// It runs no guards. An unknown from or to gives false; it never panics.
func IsValidTransition(from, to LifecycleState) bool {
	return lifecycleMap.IsStructurallyValid(from, to)
}

// ValidTargets returns the states reachable from from in one transition, in
// protocol order: a fresh, non-nil slice, empty for ARCHIVED and for an
// unknown state.
func ValidTargets(from LifecycleState) []LifecycleState { return lifecycleMap.ValidTargets(from) }
