package billing_test

import (
	"errors"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/hounfour-go/hounfour/internal/testkit/proptest"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/wire"
)

// parameters: fixed seed 1 unless HOUNFOUR_SEED says otherwise, 10,000 cases
// per property.
func parameters(t *testing.T) *gopter.TestParameters {
	return proptest.Parameters(t, 10000)
}

// allocCase is a random allocation: a total from 0 to 10^40 and 1–64 shares
// summing to 10000, zeros included.
type allocCase struct {
	total  *big.Int
	shares []int
}

var (
	maxInt64 = new(big.Int).SetInt64(1<<63 - 1)
	ten40    = new(big.Int).Exp(big.NewInt(10), big.NewInt(40), nil)
)

func genAllocCase() gopter.Gen {
	return gopter.CombineGens(gen.UInt64(), gen.IntRange(0, 6), gen.IntRange(0, 2)).Map(func(v []any) allocCase {
		rng := rand.New(rand.NewPCG(v[0].(uint64), 0x5eed))
		var total *big.Int
		switch v[1].(int) {
		case 0: // small
			total = big.NewInt(rng.Int64N(1000000))
		case 1: // tiny: fewer units than recipients
			total = big.NewInt(rng.Int64N(70))
		case 2: // any int64
			total = big.NewInt(rng.Int64())
		case 3: // near the int64 edge, on both sides
			total = new(big.Int).Add(maxInt64, big.NewInt(rng.Int64N(20001)-10000))
		case 4: // up to 10^40
			digits := make([]byte, 1+rng.IntN(40))
			for i := range digits {
				digits[i] = byte('0' + rng.IntN(10))
			}
			total, _ = new(big.Int).SetString(string(digits), 10)
		case 5: // exactly 10^40 or a multiple of 10000 near it
			total = new(big.Int).Sub(ten40, big.NewInt(10000*rng.Int64N(3)))
		default:
			total = big.NewInt(0)
		}
		n := 1 + rng.IntN(64)
		return allocCase{total: total, shares: genShares(rng, n, v[2].(int))}
	})
}

// genShares returns n shares summing to 10000: cut points over 0..10000, with
// (mode 1) only some positions non-zero, or (mode 2) one position holding all.
func genShares(rng *rand.Rand, n, mode int) []int {
	shares := make([]int, n)
	switch mode {
	case 2:
		shares[rng.IntN(n)] = 10000
		return shares
	case 1:
		k := 1 + rng.IntN(n)
		pos := rng.Perm(n)[:k]
		for i, s := range cuts(rng, k) {
			shares[pos[i]] = s
		}
		return shares
	}
	return cuts(rng, n)
}

func cuts(rng *rand.Rand, n int) []int {
	c := make([]int, n+1)
	c[n] = 10000
	for i := 1; i < n; i++ {
		c[i] = rng.IntN(10001)
	}
	slices.Sort(c)
	out := make([]int, n)
	for i := range out {
		out[i] = c[i+1] - c[i]
	}
	return out
}

// referenceAllocate is the specification's allocation written plainly with
// math/big and a sort: the oracle.
func referenceAllocate(total *big.Int, shares []int) []*big.Int {
	n := len(shares)
	base := make([]*big.Int, n)
	rem := make([]int64, n)
	sum := new(big.Int)
	for i, s := range shares {
		p := new(big.Int).Mul(total, big.NewInt(int64(s)))
		q, r := new(big.Int).QuoRem(p, big.NewInt(10000), new(big.Int))
		base[i], rem[i] = q, r.Int64()
		sum.Add(sum, q)
	}
	left := new(big.Int).Sub(total, sum).Int64()
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		switch {
		case rem[a] > rem[b]:
			return -1
		case rem[a] < rem[b]:
			return 1
		}
		return 0
	})
	for _, i := range idx[:left] {
		base[i].Add(base[i], big.NewInt(1))
	}
	return base
}

func allocInputs(shares []int) []billing.AllocationInput {
	in := make([]billing.AllocationInput, len(shares))
	for i, s := range shares {
		in[i] = billing.AllocationInput{Address: "r" + strconv.Itoa(i), Role: billing.RoleProvider, ShareBPS: s}
	}
	return in
}

func TestPropertyAllocate(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(parameters(t))
	props.Property("amounts sum to the total; each is its truncated share or one more; share 0 gets 0; input order; the oracle agrees", prop.ForAll(
		func(c allocCase) bool {
			in := allocInputs(c.shares)
			rs, err := billing.Allocate(in, wire.MicroUSDFromBig(c.total))
			if err != nil || len(rs) != len(in) {
				return false
			}
			want := referenceAllocate(c.total, c.shares)
			sum := new(big.Int)
			for i, r := range rs {
				a := r.AmountMicro.Big()
				sum.Add(sum, a)
				trunc := new(big.Int).Quo(new(big.Int).Mul(c.total, big.NewInt(int64(c.shares[i]))), big.NewInt(10000))
				d := new(big.Int).Sub(a, trunc)
				if d.Sign() < 0 || d.Cmp(big.NewInt(1)) > 0 {
					return false
				}
				if c.shares[i] == 0 && r.AmountMicro.String() != "0" {
					return false
				}
				if r.Address != in[i].Address || int(r.ShareBPS) != c.shares[i] || a.Cmp(want[i]) != 0 {
					return false
				}
			}
			return sum.Cmp(c.total) == 0
		},
		genAllocCase(),
	))
	props.Property("the 64-bit and big paths agree", prop.ForAll(
		func(c allocCase) bool {
			in := allocInputs(c.shares)
			big := billing.AllocateBig(in, c.total)
			if !c.total.IsInt64() {
				got, err := billing.Allocate(in, wire.MicroUSDFromBig(c.total))
				return err == nil && slices.Equal(got, big)
			}
			return slices.Equal(billing.Allocate64(in, c.total.Int64()), big)
		},
		genAllocCase(),
	))
	props.TestingRun(t)
}

func TestPropertyNewEntry(t *testing.T) {
	t.Parallel()
	roles := billing.RecipientRoles()
	props := gopter.NewProperties(parameters(t))
	props.Property("an entry built by NewEntry always validates, and CheckEntry agrees", prop.ForAll(
		func(c allocCase, neg bool, m int) bool {
			raw := new(big.Int).Set(c.total)
			if neg {
				raw.Neg(raw)
			}
			in := allocInputs(c.shares)
			for i := range in {
				in[i].Role = roles[i%len(roles)]
			}
			e, err := billing.NewEntry(billing.EntryParams{
				ID: "e", TraceID: "t", TenantID: "x", CostType: billing.CostTypeModelInference, Provider: "p",
				RawCostMicro: wire.MicroUSDFromBig(raw), MultiplierBPS: m, Recipients: in,
				IdempotencyKey: "k", Timestamp: wire.MustParseTimestamp("2026-01-01T00:00:00Z"),
			})
			if err != nil || e.Validate() != nil {
				return false
			}
			if billing.CheckEntry(&e) != nil {
				return false
			}
			want := new(big.Int).Quo(new(big.Int).Mul(raw, big.NewInt(int64(m))), big.NewInt(10000))
			return e.TotalCostMicro.Big().Cmp(want) == 0
		},
		genAllocCase(), gen.Bool(), gen.IntRange(10000, 100000),
	))
	props.TestingRun(t)
}

func genRate(rng *rand.Rand) wire.MicroUSDUnsigned {
	switch rng.IntN(4) {
	case 0:
		return wire.MicroUSDUnsignedFromUint64(rng.Uint64N(100000001))
	case 1:
		return wire.MicroUSDUnsignedFromUint64(rng.Uint64())
	case 2:
		return wire.MicroUSDUnsignedFromUint64(uint64(rng.IntN(3)) * 1000000)
	}
	digits := make([]byte, 1+rng.IntN(30))
	for i := range digits {
		digits[i] = byte('0' + rng.IntN(10))
	}
	return wire.MustParseMicroUSDUnsigned(string(digits))
}

func genCount(rng *rand.Rand) int64 {
	switch rng.IntN(3) {
	case 0:
		return rng.Int64N(1 << 53)
	case 1:
		return 1<<53 - 1 - rng.Int64N(3)
	}
	return rng.Int64N(200000)
}

func TestPropertyPricing(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(parameters(t))
	props.Property("ComputeCostMicro is one ceiling over the exact sum; it exceeds the floor total by ceil(Σ remainders / 10^6)", prop.ForAll(
		func(seed uint64) bool {
			rng := rand.New(rand.NewPCG(seed, 9))
			p := billing.ModelPricing{InputPerMillionMicro: genRate(rng), OutputPerMillionMicro: genRate(rng)}
			us := billing.Usage{PromptTokens: genCount(rng), CompletionTokens: genCount(rng)}
			if rng.IntN(2) == 0 {
				p.ThinkingPerMillionMicro = genRate(rng)
			}
			if rng.IntN(2) == 0 {
				r := genCount(rng)
				us.ReasoningTokens = &r
			}
			n := new(big.Int)
			rates := []wire.MicroUSDUnsigned{p.InputPerMillionMicro, p.OutputPerMillionMicro, p.ThinkingPerMillionMicro}
			counts := []int64{us.PromptTokens, us.CompletionTokens, 0}
			if us.ReasoningTokens != nil && p.ThinkingPerMillionMicro.IsValid() {
				counts[2] = *us.ReasoningTokens
			}
			floorSum, remSum := new(big.Int), new(big.Int)
			for i := range counts {
				if counts[i] == 0 || !rates[i].IsValid() {
					continue
				}
				x := new(big.Int).Mul(big.NewInt(counts[i]), rates[i].Big())
				n.Add(n, x)
				q, r := new(big.Int).QuoRem(x, big.NewInt(1000000), new(big.Int))
				floorSum.Add(floorSum, q)
				remSum.Add(remSum, r)
			}
			ceil := new(big.Int).Quo(new(big.Int).Add(n, big.NewInt(999999)), big.NewInt(1000000))
			got, err := billing.ComputeCostMicro(p, us)
			if err != nil || got.Big().Cmp(ceil) != 0 {
				return false
			}
			f, err := billing.FloorTotalCost(us, p)
			if err != nil || f.TotalCostMicro.Big().Cmp(floorSum) != 0 {
				return false
			}
			extra := new(big.Int).Quo(new(big.Int).Add(remSum, big.NewInt(999999)), big.NewInt(1000000))
			return new(big.Int).Sub(ceil, floorSum).Cmp(extra) == 0 && extra.Cmp(big.NewInt(3)) <= 0
		},
		gen.UInt64(),
	))
	props.TestingRun(t)
}

// scriptedEvaluator answers every check with a chosen result.
type scriptedEvaluator struct{ result *billing.EvaluatorResult }

func (s scriptedEvaluator) Compile(string) (billing.Predicate, error) { return s, nil }

func (s scriptedEvaluator) Check(billing.Inputs) (bool, error) {
	switch *s.result {
	case billing.EvaluatorPass:
		return true, nil
	case billing.EvaluatorFail:
		return false, nil
	}
	return false, errors.New("scripted error")
}

func TestPropertyGuardLattice(t *testing.T) {
	t.Parallel()
	// The conservation guard's truth table, written out as a map.
	table := map[[2]string]string{
		{"pass", "pass"}: "pass", {"pass", "fail"}: "fail", {"fail", "pass"}: "fail", {"fail", "fail"}: "fail",
		{"error", "pass"}: "fail", {"error", "fail"}: "fail", {"bypassed", "pass"}: "pass", {"bypassed", "fail"}: "fail",
	}
	evs := []billing.EvaluatorResult{billing.EvaluatorPass, billing.EvaluatorFail, billing.EvaluatorError, billing.EvaluatorBypassed}
	props := gopter.NewProperties(parameters(t))
	props.Property("every check's effective result follows the fail-closed truth table; divergences are exactly pass/fail disagreements", prop.ForAll(
		func(e, a, inv int, amount int64) bool {
			want := evs[e]
			adhoc := a == 0
			var diverged *billing.Divergence
			var evalErr error
			opts := billing.GuardOptions{
				Bypass:    want == billing.EvaluatorBypassed,
				Evaluator: scriptedEvaluator{&want},
				AdHoc: map[billing.InvariantID]func(map[string]string) bool{
					billing.InvariantBudgetConservation:      func(map[string]string) bool { return adhoc },
					billing.InvariantCostNonNegative:         func(map[string]string) bool { return adhoc },
					billing.InvariantReserveWithinAllocation: func(map[string]string) bool { return adhoc },
					billing.InvariantMicroUSDFormat:          func(map[string]string) bool { return adhoc },
				},
				OnDivergence:     func(d billing.Divergence) { diverged = &d },
				OnEvaluatorError: func(_ billing.InvariantID, err error) { evalErr = err },
			}
			g := billing.NewConservationGuard(opts)
			if err := g.Init(); err != nil {
				return false
			}
			x := wire.MicroUSDFromInt64(amount)
			var r billing.InvariantResult
			switch inv {
			case 0:
				r = g.CheckBudgetConservation(x, x)
			case 1:
				r = g.CheckCostNonNegative(x)
			case 2:
				r = g.CheckReserveWithinAllocation(x, x)
			default:
				// The format invariant's evaluator path is the wire parser:
				// steer it with canonical or non-canonical text.
				text := x.String()
				if want != billing.EvaluatorPass {
					text = "0" + text
				}
				if want == billing.EvaluatorError {
					return true // the parser path has no runtime error
				}
				r = g.CheckMicroUSDFormat(text)
			}
			wantAd := map[bool]billing.AdhocResult{true: billing.AdhocPass, false: billing.AdhocFail}[adhoc]
			eff := table[[2]string{string(want), string(wantAd)}]
			if r.EvaluatorResult != want || r.AdhocResult != wantAd || string(r.Effective) != eff || r.OK != (eff == "pass") {
				return false
			}
			if (evalErr != nil) != (want == billing.EvaluatorError) {
				return false
			}
			disagree := (want == billing.EvaluatorPass && !adhoc) || (want == billing.EvaluatorFail && adhoc)
			return (diverged != nil) == disagree && (diverged == nil || diverged.InvariantID == r.InvariantID && diverged.EvaluatorResult == want && diverged.AdhocResult == wantAd)
		},
		gen.IntRange(0, 3), gen.IntRange(0, 1), gen.IntRange(0, 3), gen.Int64(),
	))
	props.TestingRun(t)
}
