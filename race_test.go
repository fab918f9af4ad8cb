//go:build race

package hounfour_test

// raceEnabled: the race detector makes the adversarial suite's long loops
// about thirty times slower; they sample under it, and .ci/run runs them in
// full without it.
const raceEnabled = true
