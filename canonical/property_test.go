package canonical_test

import (
	"math/rand"
	"slices"
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour/canonical"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"
)

// phases returns phases with the given ordered_index values.
func phases(ix []int64) []canonical.RequiredPhase {
	out := make([]canonical.RequiredPhase, len(ix))
	for i, v := range ix {
		out[i] = canonical.RequiredPhase{PhaseID: "p", PhaseKind: canonical.PhaseAudit, RequiredGates: []string{}, OrderedIndex: v}
	}
	return out
}

// oracleCR1 is the rule written plainly: valid iff the sorted indices are
// exactly 0..M−1.
func oracleCR1(ix []int64) bool {
	s := slices.Clone(ix)
	slices.Sort(s)
	for i, v := range s {
		if v != int64(i) {
			return false
		}
	}
	return true
}

func TestCR1Properties(t *testing.T) {
	t.Parallel()
	p := gopter.NewProperties(proptest.Parameters(t, 500))
	perm := gopter.CombineGens(gen.IntRange(1, 40), gen.Int64()).Map(func(v []any) []int64 {
		n := v[0].(int)
		ix := make([]int64, n)
		for i := range ix {
			ix[i] = int64(i)
		}
		r := rand.New(rand.NewSource(v[1].(int64)))
		r.Shuffle(n, func(i, j int) { ix[i], ix[j] = ix[j], ix[i] })
		return ix
	})
	p.Property("any order of 0..M−1 passes CR-1", prop.ForAll(func(ix []int64) bool {
		return len(canonical.OrderingViolations(phases(ix))) == 0
	}, perm))
	p.Property("a repeated index fails with one violation per repetition and no gap", prop.ForAll(func(ix []int64, at, from int) bool {
		at, from = at%len(ix), from%len(ix)
		if at == from {
			return true
		}
		ix = slices.Clone(ix)
		ix[at] = ix[from]
		v := canonical.OrderingViolations(phases(ix))
		return len(v) == 1 && v[0].Index == max(at, from)
	}, perm, gen.IntRange(0, 1000), gen.IntRange(0, 1000)))
	p.Property("a shifted index leaves a gap at the smallest missing value", prop.ForAll(func(ix []int64, at int) bool {
		at %= len(ix)
		ix = slices.Clone(ix)
		missing := ix[at]
		ix[at] = int64(len(ix)) + 3
		v := canonical.OrderingViolations(phases(ix))
		return len(v) == 1 && v[0].Index == -1 &&
			v[0].Message == "CR-1: required_phases ordered_index sequence has a gap — expected "+strconv.FormatInt(missing, 10)+
				" but it is missing; the sequence must be 0-based contiguous (0.."+strconv.Itoa(len(ix)-1)+")."
	}, perm, gen.IntRange(0, 1000)))
	p.Property("CR-1 agrees with the plain rule on any small index list", prop.ForAll(func(ix []int64) bool {
		return (len(canonical.OrderingViolations(phases(ix))) == 0) == oracleCR1(ix)
	}, gen.SliceOf(gen.Int64Range(0, 6))))
	p.TestingRun(t)
}
