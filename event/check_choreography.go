package event

import (
	"fmt"
	"slices"

	"github.com/hounfour-go/hounfour/transfer"
)

// FindingKind is the kind of a departure from an expected choreography.
//
// Its values: [FindingUnexpected], [FindingDuplicate], [FindingMissing],
// [FindingOutOfOrder], [FindingWrongTerminal].
type FindingKind string

// The finding kinds of CheckChoreography.
const (
	FindingUnexpected    FindingKind = "unexpected"     // a type the choreography does not contain
	FindingDuplicate     FindingKind = "duplicate"      // a repeat of a type already seen
	FindingMissing       FindingKind = "missing"        // an expected type never seen
	FindingOutOfOrder    FindingKind = "out_of_order"   // an expected type seen in the wrong place
	FindingWrongTerminal FindingKind = "wrong_terminal" // the sequence ends with another type than the choreography
)

// Finding is one departure of an observed event sequence from the expected
// one. Index is the position in the observed sequence (−1 for missing);
// ExpectedIndex the position in the expected one (−1 for unexpected); Type
// the observed type (the expected one for missing).
type Finding struct {
	Kind          FindingKind
	Index         int
	Type          Type
	ExpectedIndex int
}

// String renders a finding for logs, e.g.
// "out_of_order billing.entry.created at 1 (expected at 3)".
func (f Finding) String() string {
	switch f.Kind {
	case FindingMissing:
		return fmt.Sprintf("missing %s (expected at %d)", f.Type, f.ExpectedIndex)
	case FindingUnexpected:
		return fmt.Sprintf("unexpected %s at %d", f.Type, f.Index)
	}
	return fmt.Sprintf("%s %s at %d (expected at %d)", f.Kind, f.Type, f.Index, f.ExpectedIndex)
}

// CheckChoreography compares an observed sequence of event types with the expected
// choreography of a transfer scenario and direction and returns where it departs
// from it: nil exactly when the two are equal element by element. Only types are
// compared (not payloads or saga contexts). Findings come ordered by observed
// index (at one index the finding about the event precedes wrong_terminal), then
// the missing types by expected index. Out-of-order events are those outside the
// longest run kept in expected order, the run keeping earlier events when several
// are equally long. An unknown scenario or direction is an error.
func CheckChoreography(s transfer.Scenario, d Direction, types []Type) ([]Finding, error) {
	if !s.Valid() {
		return nil, fmt.Errorf("event: unknown transfer scenario %q", string(s))
	}
	if !d.Valid() {
		return nil, fmt.Errorf("event: unknown saga direction %q", string(d))
	}
	expected, _ := TransferChoreography(s, d)
	if slices.Equal(types, expected) {
		return nil, nil
	}
	var found []Finding
	seen := make([]bool, len(expected))
	var keptIdx, keptPos []int // observed index and expected position of first occurrences
	for i, t := range types {
		pos := slices.Index(expected, t)
		switch {
		case pos < 0:
			found = append(found, Finding{FindingUnexpected, i, t, -1})
		case seen[pos]:
			found = append(found, Finding{FindingDuplicate, i, t, pos})
		default:
			seen[pos] = true
			keptIdx, keptPos = append(keptIdx, i), append(keptPos, pos)
		}
	}
	inOrder := longestIncreasing(keptPos)
	for k, i := range keptIdx {
		if !inOrder[k] {
			found = append(found, Finding{FindingOutOfOrder, i, types[i], keptPos[k]})
		}
	}
	if n := len(types); n > 0 && types[n-1] != expected[len(expected)-1] {
		found = append(found, Finding{FindingWrongTerminal, n - 1, types[n-1], len(expected) - 1})
	}
	// Observed-index findings by index (stable: the finding about the event
	// was added before wrong_terminal).
	slices.SortStableFunc(found, func(a, b Finding) int { return a.Index - b.Index })
	for pos, ok := range seen {
		if !ok {
			found = append(found, Finding{FindingMissing, -1, expected[pos], pos})
		}
	}
	return found, nil
}

// longestIncreasing marks a longest strictly increasing subsequence of p:
// among the longest, the one whose list of indices is lexicographically
// smallest.
func longestIncreasing(p []int) []bool {
	n := len(p)
	// l[i]: length of the longest strictly increasing subsequence starting at i.
	l := make([]int, n)
	best := 0
	for i := n - 1; i >= 0; i-- {
		l[i] = 1
		for j := i + 1; j < n; j++ {
			if p[j] > p[i] && l[j]+1 > l[i] {
				l[i] = l[j] + 1
			}
		}
		best = max(best, l[i])
	}
	in := make([]bool, n)
	// Greedy: the smallest index that can start (or continue) a longest run.
	need, last := best, -1
	for i := 0; i < n && need > 0; i++ {
		if l[i] == need && (last < 0 || p[i] > p[last]) {
			in[i] = true
			last = i
			need--
		}
	}
	return in
}

// TypesOf returns the Type of each event, in order.
func TypesOf(events []RawEvent) []Type {
	out := make([]Type, len(events))
	for i := range events {
		out[i] = events[i].Type
	}
	return out
}
