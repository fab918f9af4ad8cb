package canonical

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// PhaseKind classifies a phase of a canonical run (schema phase-kind, a
// JSON string). Kinds may repeat and appear in any order within a run; the
// order of PhaseKinds carries no rule. The zero value is absent.
//
// Its values: [PhaseDiscovery], [PhaseDesign], [PhaseImplement],
// [PhaseAudit], [PhaseShip].
//
// Schema: phase-kind — "Exhaustive 5-member enum classifying a phase
// within a CanonicalRun's required_phases sequence. …"
type PhaseKind string

// The phase kinds.
const (
	PhaseDiscovery PhaseKind = "discovery"
	PhaseDesign    PhaseKind = "design"
	PhaseImplement PhaseKind = "implement"
	PhaseAudit     PhaseKind = "audit"
	PhaseShip      PhaseKind = "ship"
)

var phaseKinds = enum.New(PhaseDiscovery, PhaseDesign, PhaseImplement, PhaseAudit, PhaseShip)

// PhaseKinds returns the five phase kinds in protocol order: discovery,
// design, implement, audit, ship.
func PhaseKinds() [5]PhaseKind {
	return [5]PhaseKind{PhaseDiscovery, PhaseDesign, PhaseImplement, PhaseAudit, PhaseShip}
}

// Valid reports whether k is one of the five phase kinds.
func (k PhaseKind) Valid() bool { return phaseKinds.Has(k) }

// RequiredPhase is one phase of a canonical run (schema required-phase):
// its id, its kind, the gates it must satisfy (possibly none) and its
// position in the run. Closed object. That the positions of a run's phases
// are 0..M−1 is the run's rule CR-1.
//
// Schema: required-phase — "One required-phase entry within a
// CanonicalRun. …"
type RequiredPhase struct {
	// PhaseID is the phase's opaque identifier (consumer namespace).
	PhaseID   string    `json:"phase_id" hf:"minLength=1"`
	PhaseKind PhaseKind `json:"phase_kind"`
	// RequiredGates are the gate identifiers the phase must satisfy, in
	// order; empty is admissible.
	RequiredGates []string `json:"required_gates" hf:"minItems=0,item.minLength=1"`
	// OrderedIndex is the phase's 0-based position in the run.
	OrderedIndex int64 `json:"ordered_index" hf:"minimum=0"`
}

var (
	_ = codec.Register(codec.Meta[PhaseKind]{
		Schema:      "phase-kind",
		Description: "Exhaustive 5-member enum classifying a phase within a CanonicalRun's required_phases sequence. Widening is strict-additive across minor versions.",
		Since:       "8.6.0",
		ID:          "PhaseKind",
	})
	_ = codec.Register(codec.Meta[RequiredPhase]{
		Schema:      "required-phase",
		Description: "One required-phase entry within a CanonicalRun. Cross-element ordering invariants live in CR-1.",
		Since:       "8.6.0",
		ID:          "RequiredPhase",
	})
)
