// Package pathmode switches the paths the library takes (codec.SetMode) in
// the tests that compare them — the differential tests and the benchmarks
// of each path — and keeps every other test free to run in parallel.
//
// The mode is process-wide: while a test has switched it, no other test of
// its package may decode, encode or validate. Go's testing package gives
// that guarantee to every test that does not call t.Parallel: a package's
// parallel tests start only after all its sequential tests have returned,
// and a sequential test runs alone. Claim holds a test to it. It marks the
// test the way t.Setenv does, so that t.Parallel in a claimed test (or
// Claim in a parallel one) panics, and it switches back to codec.ModeFast
// when the test ends. Every other test sees ModeFast and may call
// t.Parallel.
//
// The subtests of a claimed test must not call t.Parallel: they would run
// at the same time as each other. A fuzz target claims the paths once,
// outside its fuzz function (which runs one input at a time).
//
// Only this package calls codec.SetMode in the module's tests (and the
// codec's own tests, which cannot import it, through their own Claim);
// TestOnlyClaimedTestsSwitch checks it.
package pathmode

import (
	"testing"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// Env is the environment variable Claim sets (to "1") for the duration of
// the claiming test: the mark that makes the testing package refuse
// t.Parallel.
const Env = "HOUNFOUR_PATHS_CLAIMED"

// Switch switches the paths of the test, benchmark or fuzz target that
// claimed them.
type Switch struct {
	tb testing.TB
}

// Claim marks tb as a test that switches the paths and returns its Switch;
// it panics when tb, or a test above it, runs in parallel. ModeFast is
// restored when tb ends. Call it once per test, not per compared input.
func Claim(tb testing.TB) *Switch {
	tb.Helper()
	tb.Setenv(Env, "1")
	tb.Cleanup(func() { codec.SetMode(codec.ModeFast) })
	return &Switch{tb}
}

// In runs f with the library in mode m, then switches back to the mode
// that was in force.
func (s *Switch) In(m codec.Mode, f func()) {
	prev := codec.CurrentMode()
	codec.SetMode(m)
	defer codec.SetMode(prev)
	f()
}

// Reference runs f on the reference paths (codec.ModeReference), the
// oracle of the differential tests, then switches back.
func (s *Switch) Reference(f func()) { s.In(codec.ModeReference, f) }

// Set switches to m for the rest of the test, or until the next Set.
func (s *Switch) Set(m codec.Mode) { codec.SetMode(m) }

// Bench claims the paths for b and switches to the mode the environment
// variable HOUNFOUR_BENCH_MODE names (codec.BenchMode), for the rest of
// the benchmark: benchmarks of the library's own paths run in the mode
// they are asked for.
func Bench(b *testing.B) {
	b.Helper()
	m, err := codec.BenchMode()
	if err != nil {
		b.Fatal(err)
	}
	Claim(b).Set(m)
}
