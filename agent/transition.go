package agent

import (
	"bytes"
	"encoding/json"
	"maps"
	"slices"

	"github.com/hounfour-go/hounfour/internal/enum"
)

// GuardSeverity classifies a guard rejection. The zero value
// "" means no severity, as in a rejection by the transition map.
//
// Its values: [SeverityClientError], [SeverityPolicyViolation].
type GuardSeverity string

// The guard severities.
const (
	// SeverityClientError: the caller can fix it, e.g. by supplying missing
	// context (HTTP 400-like).
	SeverityClientError GuardSeverity = "client_error"
	// SeverityPolicyViolation: structurally forbidden in the current situation
	// (HTTP 403-like).
	SeverityPolicyViolation GuardSeverity = "policy_violation"
)

var guardSeverities = enum.New(SeverityClientError, SeverityPolicyViolation)

// Valid reports whether s is one of the two severities ("" is not).
func (s GuardSeverity) Valid() bool { return guardSeverities.Has(s) }

// TransitionMapGuard is the Guard of a GuardResult that rejects a transition
// because the transition map has no such edge.
const TransitionMapGuard = "transition_map"

// GuardResult is the verdict of a transition check: either {valid: true} or
// {valid: false, reason, guard, severity?}. Guard is the
// GuardKey of the failing guard or TransitionMapGuard.
type GuardResult struct {
	Valid    bool          `json:"valid"`
	Reason   string        `json:"reason"`   // human-readable; empty when Valid
	Guard    string        `json:"guard"`    // GuardKey(from, to) or TransitionMapGuard; empty when Valid
	Severity GuardSeverity `json:"severity"` // "" = absent (always for a map rejection)
}

// MarshalJSON writes {"valid":true} for a valid result, whatever its other
// fields hold, and otherwise {"valid":false,"reason":…,"guard":…} followed by
// "severity" when it is not empty.
func (r GuardResult) MarshalJSON() ([]byte, error) {
	if r.Valid {
		return []byte(`{"valid":true}`), nil
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false) // strings as JSON.stringify writes them: <, >, & raw
	err := enc.Encode(struct {
		Valid    bool          `json:"valid"`
		Reason   string        `json:"reason"`
		Guard    string        `json:"guard"`
		Severity GuardSeverity `json:"severity,omitempty"`
	}{r.Valid, r.Reason, r.Guard, r.Severity})
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), err
}

// GuardKey returns the key of the transition from→to in a guard map: from, the
// arrow U+2192 "→" (not "->"), to. Example: "ACTIVE→TRANSFERRED".
func GuardKey[S ~string](from, to S) string { return string(from) + "→" + string(to) }

// Guard checks a structurally valid transition against its context. It
// returns a GuardResult with Valid set to accept the transition, or the
// rejection to report unchanged.
//
// ctx holds JSON-decoded values (string, float64 or json.Number, bool, nil,
// []any, map[string]any) or values built in Go; a nil ctx behaves as an empty
// one. The guards of this package read a Go value as the JSON value it stands
// for: every string kind is a string (except json.Number, a number), every
// bool kind a boolean, every integer and float kind a number, slices and
// arrays are arrays, maps and structs are objects; pointers and interfaces are
// followed, and a nil pointer, slice, map or interface is null.
type Guard[S ~string] func(from, to S, ctx map[string]any) GuardResult

// TransitionValidator checks transitions of a state machine whose states are
// strings of type S: first against a transition map, then against the guard
// registered for the transition, if any. It holds its own
// copies of the map and guards and is safe for concurrent use. The zero value
// rejects every transition.
type TransitionValidator[S ~string] struct {
	transitions map[S][]S
	guards      map[string]Guard[S]
}

// NewTransitionValidator returns a validator for the given transition map
// (each state's allowed targets) and guards keyed by GuardKey. A nil guard map
// means "map only". Both maps are copied; later changes to them have no effect.
func NewTransitionValidator[S ~string](transitions map[S][]S, guards map[string]Guard[S]) *TransitionValidator[S] {
	return &TransitionValidator[S]{transitions: cloneTransitions(transitions), guards: maps.Clone(guards)}
}

// IsValid checks the transition from→to with the context ctx:
//  1. if from is not a state of the map, or to is not among its targets, the
//     result is {valid:false, reason:"Transition {from}→{to} is not structurally
//     valid", guard:"transition_map"}, without severity (unknown states
//     included, verbatim);
//  2. else, if a guard is registered for GuardKey(from, to) and rejects the
//     transition, its result, unchanged;
//  3. else {valid:true}.
func (v *TransitionValidator[S]) IsValid(from, to S, ctx map[string]any) GuardResult {
	if !v.IsStructurallyValid(from, to) {
		return GuardResult{
			Reason: "Transition " + GuardKey(from, to) + " is not structurally valid",
			Guard:  TransitionMapGuard,
		}
	}
	// Guards run only for structurally valid transitions.
	if len(v.guards) > 0 {
		if guard := v.guards[GuardKey(from, to)]; guard != nil {
			if r := guard(from, to, ctx); !r.Valid {
				return r
			}
		}
	}
	return GuardResult{Valid: true}
}

// IsStructurallyValid reports whether the transition map has the edge from→to,
// without running any guard. Unknown states give false.
func (v *TransitionValidator[S]) IsStructurallyValid(from, to S) bool {
	return slices.Contains(v.transitions[from], to)
}

// ValidTargets returns the targets of from in map order: a fresh, non-nil
// slice, empty for a terminal or unknown state.
func (v *TransitionValidator[S]) ValidTargets(from S) []S {
	targets := v.transitions[from]
	return append(make([]S, 0, len(targets)), targets...)
}

// Transitions returns a fresh copy of the validator's transition map.
func (v *TransitionValidator[S]) Transitions() map[S][]S { return cloneTransitions(v.transitions) }

// cloneTransitions copies a transition map and its slices; every copied slice
// is non-nil, so terminal states keep an empty target list.
func cloneTransitions[S ~string](m map[S][]S) map[S][]S {
	out := make(map[S][]S, len(m))
	for from, targets := range m {
		out[from] = append(make([]S, 0, len(targets)), targets...)
	}
	return out
}
