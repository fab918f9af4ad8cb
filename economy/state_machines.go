package economy

import "slices"

// StateMachine is one of the economy's lifecycle machines: its states, the
// initial and terminal ones, and every allowed transition with the domain
// event that records it. The stake and credit machines describe events
// only: StakePosition and MutualCredit documents carry no state member.
type StateMachine struct {
	// ID names the machine: escrow, stake or credit.
	ID string
	// Initial is the state a new instance starts in.
	Initial string
	// Terminal lists the states no transition leaves.
	Terminal []string
	// States lists every state.
	States []string
	// Transitions lists the allowed transitions.
	Transitions []Transition
}

// Transition is one allowed edge of a [StateMachine] and the event type
// that records it.
type Transition struct {
	From, To, Event string
}

// CanTransition reports whether the machine lists the transition from→to
// (false for unknown states).
func (m StateMachine) CanTransition(from, to string) bool {
	return slices.ContainsFunc(m.Transitions, func(t Transition) bool { return t.From == from && t.To == to })
}

// IsTerminal reports whether s is one of the machine's terminal states.
func (m StateMachine) IsTerminal(s string) bool { return slices.Contains(m.Terminal, s) }

// StateMachines returns the escrow, stake and credit machines, in that
// order, freshly built: changing them changes no result of
// [CanTransitionEscrow].
func StateMachines() []StateMachine {
	return []StateMachine{
		{
			ID: "escrow", Initial: "held",
			Terminal: []string{"released", "refunded", "expired"},
			States:   []string{"held", "released", "disputed", "refunded", "expired"},
			Transitions: []Transition{
				{"held", "held", "economy.escrow.funded"},
				{"held", "released", "economy.escrow.released"},
				{"held", "disputed", "economy.escrow.disputed"},
				{"held", "expired", "economy.escrow.expired"},
				{"disputed", "released", "economy.escrow.released"},
				{"disputed", "refunded", "economy.escrow.refunded"},
			},
		},
		{
			ID: "stake", Initial: "active",
			Terminal: []string{"slashed", "withdrawn"},
			States:   []string{"active", "vested", "slashed", "withdrawn"},
			Transitions: []Transition{
				{"active", "vested", "economy.stake.vested"},
				{"active", "slashed", "economy.stake.slashed"},
				{"active", "withdrawn", "economy.stake.withdrawn"},
				{"vested", "withdrawn", "economy.stake.withdrawn"},
			},
		},
		{
			ID: "credit", Initial: "extended",
			Terminal: []string{"settled"},
			States:   []string{"extended", "settled"},
			Transitions: []Transition{
				{"extended", "settled", "economy.credit.settled"},
			},
		},
	}
}

// EscrowTransitions returns, freshly built, the states every escrow state may
// move to, in protocol order; released, refunded and expired are terminal
// (no targets). held→held is allowed: topping up the funds of a held escrow.
// Changing the result changes no result of [CanTransitionEscrow], which
// reads its own copy. The edges are those of the escrow machine of
// [StateMachines], the one table that lists them.
func EscrowTransitions() map[EscrowState][]EscrowState {
	m := StateMachines()[0]
	edges := make(map[EscrowState][]EscrowState, len(m.States))
	for _, s := range m.States {
		edges[EscrowState(s)] = []EscrowState{}
	}
	for _, t := range m.Transitions {
		edges[EscrowState(t.From)] = append(edges[EscrowState(t.From)], EscrowState(t.To))
	}
	return edges
}

var escrowEdges = EscrowTransitions()

// CanTransitionEscrow reports whether the escrow machine allows from→to.
// Unlike the library's other machines it allows one self-transition,
// held→held (a funding top-up). Unknown states give false; it never panics.
func CanTransitionEscrow(from, to EscrowState) bool { return slices.Contains(escrowEdges[from], to) }
