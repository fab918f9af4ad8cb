package commons

import (
	"slices"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// State is one state of a governed resource's state machine (schema
// commons/state). Closed object.
//
// Schema: commons/state — no upstream description (the index lists the
// name).
type State struct {
	Name        string  `json:"name" hf:"minLength=1,maxLength=100"`
	Description *string `json:"description,omitzero" hf:"maxLength=500"`
	// EntryConditions are constraint-language expressions evaluated on
	// entering the state.
	EntryConditions []string `json:"entry_conditions,omitzero"`
	// ExitConditions are constraint-language expressions evaluated on
	// leaving the state.
	ExitConditions []string `json:"exit_conditions,omitzero"`
}

// Transition is one edge of a governed resource's state machine (schema
// commons/transition). Closed object.
//
// Schema: commons/transition — no upstream description (the index lists
// the name).
type Transition struct {
	From string `json:"from" hf:"minLength=1"`
	To   string `json:"to" hf:"minLength=1"`
	// Event is the dotted event type that triggers the transition
	// (commons.transition.executed).
	Event *string `json:"event,omitzero" hf:"pattern=^[a-z]+\\.[a-z_]+\\.[a-z_]+$"`
	// Guard is a constraint-language expression that must be true for the
	// transition to fire.
	Guard *string `json:"guard,omitzero"`
}

// StateMachineConfig is the state machine of a governed resource (schema
// commons/state-machine-config). Closed object.
//
// Its three constraint rules are checks of names rather than expressions:
// initial_state must be one of the declared states' names
// (state-machine-initial-in-states), each terminal state must be one
// (state-machine-terminal-in-states), and every transition's from and to
// must be one (state-machine-transitions-reference-states). HasState is the
// membership test they use.
//
// Schema: commons/state-machine-config — "State machine configuration for
// a governed resource. Complements the existing StateMachineDefinition
// interface in vocabulary/state-machines.ts with schema-level validation
// and constraint DSL guards."
type StateMachineConfig struct {
	States       []State      `json:"states" hf:"minItems=1"`
	Transitions  []Transition `json:"transitions"`
	InitialState string       `json:"initial_state" hf:"minLength=1"`
	// TerminalStates are the states from which no transitions are possible.
	TerminalStates []string `json:"terminal_states" hf:"item.minLength=1"`
}

// HasState reports whether name is the name of one of c's states (exact
// string equality).
func (c StateMachineConfig) HasState(name string) bool {
	return slices.ContainsFunc(c.States, func(s State) bool { return s.Name == name })
}

// Allows reports whether c declares a transition from one state to another
// (a Transition with exactly these from and to; its event and guard are not
// considered). A caller that keeps a resource's previous state uses it to
// check that a new state follows the machine without skipping a step.
func (c StateMachineConfig) Allows(from, to string) bool {
	return slices.ContainsFunc(c.Transitions, func(t Transition) bool { return t.From == from && t.To == to })
}

var _ = codec.Register(codec.Meta[State]{
	Schema: "commons/state",
	Since:  "8.0.0",
	ID:     "State",
})

var _ = codec.Register(codec.Meta[Transition]{
	Schema: "commons/transition",
	Since:  "8.0.0",
	ID:     "Transition",
})

var _ = codec.Register(codec.Meta[StateMachineConfig]{
	Schema: "commons/state-machine-config",
	// The rules of the constraint file of the validation's contract, its
	// three checks of names in Go (native_rules.go).
	Rules:       stateMachineRules,
	Description: "State machine configuration for a governed resource. Complements the existing StateMachineDefinition interface in vocabulary/state-machines.ts with schema-level validation and constraint DSL guards.",
	Since:       "8.0.0",
	ID:          "StateMachineConfig",
})
