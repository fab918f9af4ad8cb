package constraint

import (
	"os"
	"strconv"
)

// testSeed is the seed of the randomized tests: 1, or HOUNFOUR_SEED.
func testSeed() uint64 {
	if s := os.Getenv("HOUNFOUR_SEED"); s != "" {
		if n, err := strconv.ParseUint(s, 10, 64); err == nil {
			return n
		}
	}
	return 1
}
