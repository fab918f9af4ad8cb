package constraintrt

import (
	"math"
	"unicode/utf8"
)

// The stateless state-bearing builtins in generated code (without state
// the others only check their arguments' kinds).

// UTF8Len is the length of s encoded as UTF-8, each invalid byte counted
// as U+FFFD (utf8_byte_length_max).
func UTF8Len(s string) int {
	if utf8.ValidString(s) {
		return len(s)
	}
	n := 0
	for _, r := range s {
		n += utf8.RuneLen(r)
	}
	return n
}

// Percentiles reports whether the four numbers are finite, not negative
// and in non-decreasing order (percentiles_monotonic_nondecreasing).
func Percentiles(p50, p95, p99, max float64) bool {
	for _, f := range [4]float64{p50, p95, p99, max} {
		if math.IsNaN(f) || math.IsInf(f, 0) || f < 0 {
			return false
		}
	}
	return p50 <= p95 && p95 <= p99 && p99 <= max
}
