package reputation

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// State is the state of an agent's reputation in a collection (schema
// reputation-state, a JSON string). Reputation starts cold and moves up
// through warming and established to authoritative; the four values are
// ordered, cold lowest. The zero value is absent.
type State string

// The reputation states, in protocol order (lowest first).
const (
	Cold          State = "cold"
	Warming       State = "warming"
	Established   State = "established"
	Authoritative State = "authoritative"
)

var states = enum.New(Cold, Warming, Established, Authoritative)

// States returns the four reputation states in protocol order (cold,
// warming, established, authoritative), as a fresh slice.
func States() []State { return states.Values() }

// StateOrder returns the rank of each reputation state: cold 0, warming 1,
// established 2, authoritative 3. The map is a fresh copy: changing it
// changes no result of this package.
func StateOrder() map[State]int {
	m := make(map[State]int, states.Len())
	for i, s := range states.Values() {
		m[s] = i
	}
	return m
}

// Order returns the rank of s (cold 0, warming 1, established 2,
// authoritative 3), or -1 when s is not a reputation state.
func (s State) Order() int { return states.Index(s) }

// Valid reports whether s is one of the four reputation states (exact,
// case-sensitive).
func (s State) Valid() bool { return states.Has(s) }

// IsKnownState reports whether s names a reputation state: exact,
// case-sensitive membership ("cold" and "authoritative" are known, "Cold"
// and "" are not, nor is any other text).
func IsKnownState(s string) bool { return states.Has(State(s)) }

var _ = codec.Register(codec.Meta[State]{
	Schema:      "reputation-state",
	Description: "Reputation state-machine state: cold → warming → established → authoritative. Transitions are protocol-fixed.",
	Since:       "7.1.0",
})
