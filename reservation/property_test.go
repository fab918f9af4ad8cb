package reservation_test

import (
	"math/big"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/reservation"
	"github.com/hounfour-go/hounfour/wire"
)

// genMicro generates signed amounts: small ones (where the edge cases are)
// and ones far beyond 64 bits.
func genMicro() gopter.Gen {
	small := gen.Int64Range(-2000, 2000).Map(func(v int64) wire.MicroUSD { return wire.MicroUSDFromInt64(v) })
	any64 := gen.Int64().Map(func(v int64) wire.MicroUSD { return wire.MicroUSDFromInt64(v) })
	huge := gen.SliceOfN(3, gen.Int64()).Map(func(vs []int64) wire.MicroUSD {
		x := big.NewInt(vs[0])
		for _, v := range vs[1:] {
			x.Mul(x, big.NewInt(1<<40))
			x.Add(x, big.NewInt(v))
		}
		return wire.MicroUSDFromBig(x)
	})
	return gen.Weighted([]gen.WeightedGen{{Weight: 5, Gen: small}, {Weight: 3, Gen: any64}, {Weight: 2, Gen: huge}})
}

func genBPS() gopter.Gen {
	return gen.Weighted([]gen.WeightedGen{
		{Weight: 8, Gen: gen.IntRange(0, 10000)},
		{Weight: 2, Gen: gen.OneConstOf(0, 1, 9999, 10000)},
	})
}

// ceilingRef is ⌈limit × bps / 10000⌉ for limit > 0 and 0 otherwise, with
// math/big directly.
func ceilingRef(limit wire.MicroUSD, bps int) *big.Int {
	x := limit.Big()
	if x.Sign() <= 0 || bps == 0 {
		return new(big.Int)
	}
	x.Mul(x, big.NewInt(int64(bps)))
	q, r := new(big.Int).QuoRem(x, big.NewInt(10000), new(big.Int))
	if r.Sign() != 0 {
		q.Add(q, big.NewInt(1))
	}
	return q
}

func reserved(t *testing.T, limit wire.MicroUSD, bps int) wire.MicroUSD {
	r, err := reservation.ComputeReservedMicro(limit, &bps)
	if err != nil {
		t.Fatalf("ComputeReservedMicro(%v, %d): %v", limit, bps, err)
	}
	return r
}

func TestComputeReservedMicroProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(proptest.Parameters(t, 1000))
	props.Property("equals the big-integer ceiling", prop.ForAll(func(limit wire.MicroUSD, bps int) bool {
		return reserved(t, limit, bps).Big().Cmp(ceilingRef(limit, bps)) == 0
	}, genMicro(), genBPS()))
	props.Property("0 ≤ reserved ≤ max(limit, 0)", prop.ForAll(func(limit wire.MicroUSD, bps int) bool {
		r := reserved(t, limit, bps)
		upper := limit
		if limit.Sign() < 0 {
			upper = wire.ZeroMicro()
		}
		return r.Sign() >= 0 && r.Cmp(upper) <= 0
	}, genMicro(), genBPS()))
	props.Property("bps 10000 reserves the whole positive limit", prop.ForAll(func(limit wire.MicroUSD) bool {
		r := reserved(t, limit, 10000)
		return limit.Sign() <= 0 && r.Sign() == 0 || r == limit
	}, genMicro()))
	props.Property("monotonic in bps", prop.ForAll(func(limit wire.MicroUSD, a, b int) bool {
		if a > b {
			a, b = b, a
		}
		return reserved(t, limit, a).Cmp(reserved(t, limit, b)) <= 0
	}, genMicro(), genBPS(), genBPS()))
	props.Property("monotonic in limit", prop.ForAll(func(x, y wire.MicroUSD, bps int) bool {
		if x.Cmp(y) > 0 {
			x, y = y, x
		}
		return reserved(t, x, bps).Cmp(reserved(t, y, bps)) <= 0
	}, genMicro(), genMicro(), genBPS()))
	props.Property("outside 0..10000 is ErrBPSRange", prop.ForAll(func(limit wire.MicroUSD, bps int) bool {
		if bps >= 0 {
			bps += 10001
		}
		_, err := reservation.ComputeReservedMicro(limit, &bps)
		return err != nil && err.Error() == "bps must be an integer in [0, 10000], got "+itoa(bps)
	}, genMicro(), gen.Int()))
	props.TestingRun(t)
}

func itoa(v int) string { return big.NewInt(int64(v)).String() }

func genEnforcement() gopter.Gen {
	return gen.OneConstOf(reservation.EnforcementStrict, reservation.EnforcementAdvisory, reservation.EnforcementUnsupported, reservation.Enforcement("bogus"))
}

func TestShouldAllowRequestProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(proptest.Parameters(t, 1000))
	props.Property("post = available − cost exactly, reported iff available ≥ cost", prop.ForAll(
		func(a, c, r wire.MicroUSD, e reservation.Enforcement) bool {
			d := reservation.ShouldAllowRequest(a, c, r, e, nil)
			if a.Cmp(c) < 0 {
				return d.PostTransactionAvailable == nil
			}
			want := new(big.Int).Sub(a.Big(), c.Big())
			return d.PostTransactionAvailable != nil && d.PostTransactionAvailable.Big().Cmp(want) == 0
		}, genMicro(), genMicro(), genMicro(), genEnforcement()))
	props.Property("allowed ⇒ available ≥ cost, so post ≥ 0 whenever available ≥ 0 and cost ≥ 0", prop.ForAll(
		func(a, c, r wire.MicroUSD, e reservation.Enforcement) bool {
			d := reservation.ShouldAllowRequest(a, c, r, e, nil)
			return !d.Allowed || a.Cmp(c) >= 0 && d.PostTransactionAvailable.Cmp(a.SubSigned(c)) == 0
		}, genMicro(), genMicro(), genMicro(), genEnforcement()))
	props.Property("only advisory ever allows a floor breach", prop.ForAll(
		func(a, c, r wire.MicroUSD, e reservation.Enforcement) bool {
			d := reservation.ShouldAllowRequest(a, c, r, e, nil)
			if !d.Allowed || d.PostTransactionAvailable.Cmp(r) >= 0 {
				return true
			}
			return e == reservation.EnforcementAdvisory && d.WouldBreachFloor != nil && *d.WouldBreachFloor
		}, genMicro(), genMicro(), genMicro(), genEnforcement()))
	props.Property("an allowed request never reports a breached floor; a refused one has no warning", prop.ForAll(
		func(a, c, r wire.MicroUSD, e reservation.Enforcement) bool {
			d := reservation.ShouldAllowRequest(a, c, r, e, nil)
			if d.Allowed {
				return !d.FloorBreached && d.EnforcementAction == ""
			}
			return d.Warning == "" && (d.FloorBreached == (d.EnforcementAction != ""))
		}, genMicro(), genMicro(), genMicro(), genEnforcement()))
	props.Property("the verdict does not depend on the advisory margin", prop.ForAll(
		func(a, c, r wire.MicroUSD, e reservation.Enforcement, t1, t2 int) bool {
			d1 := reservation.ShouldAllowRequest(a, c, r, e, &t1)
			d2 := reservation.ShouldAllowRequest(a, c, r, e, &t2)
			return d1.Allowed == d2.Allowed && d1.Reason == d2.Reason && d1.FloorBreached == d2.FloorBreached
		}, genMicro(), genMicro(), genMicro(), genEnforcement(), gen.IntRange(0, 100), gen.IntRange(0, 100)))
	props.Property("a wider advisory margin never removes a margin warning", prop.ForAll(
		func(a, c, r wire.MicroUSD, t1, t2 int) bool {
			if t1 > t2 {
				t1, t2 = t2, t1
			}
			d1 := reservation.ShouldAllowRequest(a, c, r, reservation.EnforcementAdvisory, &t1)
			d2 := reservation.ShouldAllowRequest(a, c, r, reservation.EnforcementAdvisory, &t2)
			return d1.Warning == "" || d2.Warning != ""
		}, genMicro(), genMicro(), genMicro(), gen.IntRange(0, 100), gen.IntRange(0, 100)))
	props.TestingRun(t)
}

func genLevel() gopter.Gen {
	return gen.OneConstOf(conformance.SelfDeclared, conformance.CommunityVerified, conformance.ProtocolCertified)
}

func TestValidateReservationTierProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(proptest.Parameters(t, 1000))
	props.Property("valid iff bps ≥ the level's minimum", prop.ForAll(func(l conformance.Level, bps int) bool {
		v := reservation.ValidateTier(l, bps, nil)
		min, _ := reservation.DefaultTierMinimums().Minimum(l)
		return v.Valid == (bps >= min) && v.MinimumBPS == min && v.ActualBPS == bps &&
			(v.Reason == "") == v.Valid
	}, genLevel(), genBPS()))
	props.Property("monotonic in bps", prop.ForAll(func(l conformance.Level, a, b int) bool {
		if a > b {
			a, b = b, a
		}
		return !reservation.ValidateTier(l, a, nil).Valid || reservation.ValidateTier(l, b, nil).Valid
	}, genLevel(), genBPS(), genBPS()))
	props.Property("a higher level never accepts less", prop.ForAll(func(bps int) bool {
		s := reservation.ValidateTier(conformance.SelfDeclared, bps, nil).Valid
		c := reservation.ValidateTier(conformance.CommunityVerified, bps, nil).Valid
		p := reservation.ValidateTier(conformance.ProtocolCertified, bps, nil).Valid
		return (!p || c) && (!c || s)
	}, genBPS()))
	props.Property("configured minimums decide", prop.ForAll(func(l conformance.Level, bps, m int) bool {
		tiers := reservation.TierMinimums{SelfDeclared: m, CommunityVerified: m, ProtocolCertified: m}
		v := reservation.ValidateTier(l, bps, &tiers)
		return v.Valid == (bps >= m) && v.MinimumBPS == m
	}, genLevel(), genBPS(), genBPS()))
	props.TestingRun(t)
}
