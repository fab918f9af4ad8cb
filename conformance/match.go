package conformance

import (
	"bytes"
	"encoding/json"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/internal/lex"
)

// MatchResult is the outcome of [MatchOutput]. Its JSON form is
// {matched, reason?, mismatches?}.
type MatchResult struct {
	// Matched is true when every compared member is equal.
	Matched bool `json:"matched"`
	// Reason is "{n} field(s) did not match: {f1}, {f2}, …" when not
	// matched ("" when matched).
	Reason string `json:"reason,omitempty"`
	// Mismatches lists the members that differ, in comparison order.
	Mismatches []Mismatch `json:"mismatches,omitempty"`
}

// Mismatch is one top-level member whose expected and actual values differ.
// Expected or Actual is nil when that side lacks the member.
type Mismatch struct {
	// Path is the member's name.
	Path string `json:"path"`
	// Expected is the expected value's JSON text; nil when expected lacks
	// the member.
	Expected json.RawMessage `json:"expected,omitempty"`
	// Actual is the actual value's JSON text; nil when actual lacks the
	// member.
	Actual json.RawMessage `json:"actual,omitempty"`
}

// MatchOutput compares the actual output of an implementation
// with a conformance vector's expected output under rules (nil: no rules).
//
// The compared members are rules.SelectFields when it has at least one entry
// (in its order; a repeated name is compared, and reported, again), otherwise
// every member of expected followed by the members only actual has — each
// group in byte order of the names, since a Go map keeps no order (deviation
// 80 in COMPATIBILITY.md). Names in rules.VolatileFields are then removed.
// Both lists name top-level members only. A member missing on both sides is
// equal.
//
// Two values are equal when: one is missing and the other null, unless
// NullHandling is strict; both are null; both are strings, equal after
// trimming JavaScript white space and lowercasing when CanonicalizeStrings is
// true, else exactly; both are numbers (as float64; a number beyond float64
// range is never equal) within NumericTolerance when it is set, else equal;
// both are the same boolean; both are arrays of the same length with equal
// elements; both are objects whose members under every name of either side
// are equal by these rules (so a member missing on one side is tolerated
// only when the other side holds null and NullHandling is not strict). Any
// other pair differs.
//
// A value that is not valid JSON cannot be compared: the result is not
// matched, with the reason "Matching error: {detail}" and no mismatches.
func MatchOutput(expected, actual map[string]json.RawMessage, rules *MatchingRules) MatchResult {
	var r MatchingRules
	if rules != nil {
		r = *rules
	}
	m := matcher{
		strict:    r.NullHandling == NullStrict,
		canon:     r.CanonicalizeStrings != nil && *r.CanonicalizeStrings,
		tolerance: r.NumericTolerance,
	}
	var fields []string
	if len(r.SelectFields) > 0 {
		fields = slices.Clone(r.SelectFields)
	} else {
		fields = slices.Sorted(maps.Keys(expected))
		for _, k := range slices.Sorted(maps.Keys(actual)) {
			if _, ok := expected[k]; !ok {
				fields = append(fields, k)
			}
		}
	}
	fields = slices.DeleteFunc(fields, func(f string) bool { return slices.Contains(r.VolatileFields, f) })

	var mismatches []Mismatch
	for _, f := range fields {
		e, eok := expected[f]
		a, aok := actual[f]
		ev, err := parseValue(e, eok)
		if err != nil {
			return MatchResult{Reason: "Matching error: expected member " + strconv.Quote(f) + ": " + err.Error()}
		}
		av, err := parseValue(a, aok)
		if err != nil {
			return MatchResult{Reason: "Matching error: actual member " + strconv.Quote(f) + ": " + err.Error()}
		}
		if !m.equal(ev, av) {
			mm := Mismatch{Path: f}
			if eok {
				mm.Expected = slices.Clone(e)
			}
			if aok {
				mm.Actual = slices.Clone(a)
			}
			mismatches = append(mismatches, mm)
		}
	}
	if len(mismatches) == 0 {
		return MatchResult{Matched: true}
	}
	names := make([]string, len(mismatches))
	for i, mm := range mismatches {
		names[i] = mm.Path
	}
	return MatchResult{
		Reason:     strconv.Itoa(len(mismatches)) + " field(s) did not match: " + strings.Join(names, ", "),
		Mismatches: mismatches,
	}
}

// missing stands for a member that is not there (JavaScript undefined).
type missingValue struct{}

var missing any = missingValue{}

// parseValue decodes one JSON value; numbers stay json.Number so that the
// comparison can tell an out-of-range number from a finite one.
func parseValue(b json.RawMessage, present bool) (any, error) {
	if !present {
		return missing, nil
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if dec.More() {
		return nil, errTrailing
	}
	return v, nil
}

type matchError string

func (e matchError) Error() string { return string(e) }

const errTrailing = matchError("invalid JSON: text after the value")

type matcher struct {
	strict    bool
	canon     bool
	tolerance *float64
}

func (m *matcher) equal(a, b any) bool {
	if a == missing || b == missing {
		if a == missing && b == missing {
			return true
		}
		return !m.strict && (a == nil || b == nil)
	}
	switch x := a.(type) {
	case nil:
		return b == nil
	case string:
		y, ok := b.(string)
		if !ok {
			return false
		}
		if m.canon {
			return canonicalString(x) == canonicalString(y)
		}
		return x == y
	case json.Number:
		y, ok := b.(json.Number)
		if !ok {
			return false
		}
		fx, fy := number(x), number(y)
		if math.IsInf(fx, 0) || math.IsInf(fy, 0) {
			return false
		}
		if m.tolerance != nil {
			return math.Abs(fx-fy) <= *m.tolerance
		}
		return fx == fy
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !m.equal(x[i], y[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok {
			return false
		}
		for k, xv := range x {
			yv, ok := y[k]
			if !ok {
				yv = missing
			}
			if !m.equal(xv, yv) {
				return false
			}
		}
		for k, yv := range y {
			if _, ok := x[k]; !ok && !m.equal(missing, yv) {
				return false
			}
		}
		return true
	}
	return false
}

// canonicalString is a string as canonicalize_strings compares it: without
// leading and trailing JavaScript white space, lowercased.
func canonicalString(s string) string { return strings.ToLower(lex.TrimJSSpace(s)) }

// number converts a JSON number to float64 as JavaScript does: the nearest
// double, ±Inf beyond the range.
func number(n json.Number) float64 {
	f, _ := strconv.ParseFloat(string(n), 64)
	return f
}
