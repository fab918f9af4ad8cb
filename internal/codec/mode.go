package codec

import (
	"fmt"
	"os"
	"sync/atomic"
)

// Mode selects the paths the library takes to its results. Every path gives
// the same results (the differential tests compare them); programs never
// switch, tests and benchmarks do. This is the library's one switch of
// paths:
//
//   - ModeFast (the default): the generated code (the decoders, encoders and
//     constraint evaluations go generate writes per type) where a type has
//     it, the fast reflective paths elsewhere;
//   - ModeReflect: the codec's fast reflective paths instead of its
//     generated decoders and encoders, the constraint evaluation unchanged
//     (for benchmarks and tests measuring what the generated codec gains);
//   - ModeReference: the reference paths only (the oracle of the
//     differential tests): the tokenizer pass and the full limit scan in
//     the decoder instead of the one-pass proof, the reflective encoder,
//     and for the shipped constraints the reference evaluation, on the
//     value model of the whole document built afresh, every operand
//     evaluated.
//
// SetMode switches process-wide: a test that switches must not run in
// parallel with other decodes. Benchmarks take their mode from the
// environment variable HOUNFOUR_BENCH_MODE (BenchMode). The only other
// switch is the build tag codecgen, which leaves the generated files out
// of the build so that the generator (go generate ./internal/domains)
// never depends on the code it rewrites.
type Mode uint32

// The modes.
const (
	ModeFast Mode = iota
	ModeReflect
	ModeReference
)

var (
	mode atomic.Uint32
	// reference and noGenerated mirror the mode for the hot paths:
	// ModeReference, and any mode but ModeFast.
	reference   atomic.Bool
	noGenerated atomic.Bool
)

// SetMode selects the paths the library takes.
func SetMode(m Mode) {
	mode.Store(uint32(m))
	reference.Store(m == ModeReference)
	noGenerated.Store(m != ModeFast)
}

// CurrentMode returns the mode in force.
func CurrentMode() Mode { return Mode(mode.Load()) }

// SetReference selects ModeReference (on) or ModeFast (off), for the
// differential tests.
func SetReference(on bool) {
	if on {
		SetMode(ModeReference)
	} else {
		SetMode(ModeFast)
	}
}

// Reference reports whether ModeReference is in force.
func Reference() bool { return reference.Load() }

// String returns the mode's name: fast, reflect or reference.
func (m Mode) String() string {
	switch m {
	case ModeFast:
		return "fast"
	case ModeReflect:
		return "reflect"
	case ModeReference:
		return "reference"
	}
	return fmt.Sprintf("Mode(%d)", uint32(m))
}

// BenchModeEnv is the environment variable benchmarks read their mode from
// (BenchMode).
const BenchModeEnv = "HOUNFOUR_BENCH_MODE"

// BenchMode returns the mode named by the environment variable
// HOUNFOUR_BENCH_MODE (a Mode's String; unset or empty: ModeFast), for
// benchmarks comparing the paths; an error for any other value.
func BenchMode() (Mode, error) {
	s := os.Getenv(BenchModeEnv)
	for _, m := range []Mode{ModeFast, ModeReflect, ModeReference} {
		if s == m.String() || s == "" && m == ModeFast {
			return m, nil
		}
	}
	return ModeFast, fmt.Errorf("%s=%q: want fast, reflect or reference", BenchModeEnv, s)
}
