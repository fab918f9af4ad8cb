// Package proptest gives every package's gopter properties the same seed
// rule: a fixed default seed (1) so runs are reproducible, overridden by the
// HOUNFOUR_SEED environment variable to explore further. It is used from
// tests only.
package proptest

import (
	"os"
	"strconv"
	"testing"

	"github.com/leanovate/gopter"
)

// Seed returns 1, or the value of HOUNFOUR_SEED (the test fails on a value
// that is not an integer). The seed is logged so a failure can be re-run.
func Seed(tb testing.TB) int64 {
	tb.Helper()
	seed := int64(1)
	if s := os.Getenv("HOUNFOUR_SEED"); s != "" {
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			tb.Fatalf("HOUNFOUR_SEED=%q: %v", s, err)
		}
		seed = v
	}
	tb.Logf("property seed %d (set HOUNFOUR_SEED to change it)", seed)
	return seed
}

// Parameters returns gopter parameters with Seed and at least minSuccessful
// successful cases per property. Under go test -short the count is a tenth
// (at least 10), for a quick local run; CI runs the full count.
func Parameters(tb testing.TB, minSuccessful int) *gopter.TestParameters {
	tb.Helper()
	p := gopter.DefaultTestParametersWithSeed(Seed(tb))
	p.MinSuccessfulTests = Size(minSuccessful)
	return p
}

// Size is n, or n/10 (at least 10) under go test -short: the size of a
// property run or a generated corpus.
func Size(n int) int {
	if testing.Short() {
		return max(n/10, min(n, 10))
	}
	return n
}
