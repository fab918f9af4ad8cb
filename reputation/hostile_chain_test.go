package reputation_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/hostile"
	"github.com/hounfour-go/hounfour/internal/testkit/race"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

// Verifying a long scoring-path chain does work linear in the chain: a
// bounded number of allocations and bytes per entry (one canonical form
// and one hash at a time), and so does hashing an entry with a long reason.
// Sequential: allocation counts are process-wide.
func TestScoringPathChainBounded(t *testing.T) {
	n := 100_000
	if testing.Short() || race.Enabled {
		n = 10_000
	}
	chain := make([]reputation.ScoringPathLog, n)
	prev := reputation.ScoringPathGenesisHash
	for i := range chain {
		e := reputation.ScoringPathLog{Path: reputation.PathAggregate, ModelID: ptr("gpt-4o"),
			Reason: ptr(fmt.Sprintf("entry %d", i)), ScoredAt: wire.MustParseTimestamp("2026-02-24T15:00:00Z")}
		chain[i] = e.Linked(prev)
		prev = *chain[i].EntryHash
	}
	var err error
	bytes, allocs := hostile.Allocated(func() { err = reputation.VerifyScoringPathChain(chain) })
	if err != nil {
		t.Fatal(err)
	}
	if limit := uint64(n) * 4; allocs > limit+100 || bytes > uint64(n)*512+64<<10 {
		t.Errorf("verifying %d entries: %d bytes in %d allocations, want at most %d bytes and %d allocations",
			n, bytes, allocs, uint64(n)*512+64<<10, limit+100)
	}
	// A swapped pair in the middle: two violations, nothing else.
	chain[n/2], chain[n/2+1] = chain[n/2+1], chain[n/2]
	if err := reputation.VerifyScoringPathChain(chain); err == nil || strings.Count(err.Error(), "scoring") != 1 ||
		strings.Count(err.Error(), "previous_hash") < 3 {
		t.Errorf("swapped pair: %v", err)
	}
	long := reputation.ScoringPathLog{Path: reputation.PathTierDefault, Reason: ptr(strings.Repeat("\u00e9\"", 1<<20))}
	var h string
	bytes, _ = hostile.Allocated(func() { h = reputation.ScoringPathHash(long) })
	if limit := uint64(8 * len(*long.Reason)); bytes > limit || !strings.HasPrefix(h, "sha256:") {
		t.Errorf("hashing a %d-byte reason: %d bytes, want at most %d", len(*long.Reason), bytes, limit)
	}
}
