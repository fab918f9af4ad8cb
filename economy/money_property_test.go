package economy_test

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/economy"
	"github.com/hounfour-go/hounfour/wire"
)

// rules returns the rule ids of err's violations (nil for nil).
func rules(err error) []string {
	var ve *hounfour.ValidationError
	if !errors.As(err, &ve) {
		return nil
	}
	var out []string
	for _, v := range ve.Violations {
		out = append(out, v.Rule)
	}
	return out
}

func mustTime(s string) wire.Timestamp { return wire.MustParseTimestamp(s) }

// shares cuts 10000 at the given points into len(cuts)+1 shares.
func shares(cuts []int) []int {
	pts := append([]int{0}, cuts...)
	pts = append(pts, 10000)
	slices.Sort(pts)
	out := make([]int, len(pts)-1)
	for i := range out {
		out[i] = pts[i+1] - pts[i]
	}
	return out
}

func dividendOf(total wire.MicroUSD, rs []billing.Recipient) economy.CommonsDividend {
	u, _ := total.Unsigned()
	return economy.CommonsDividend{DividendID: "d", PoolID: "p", TotalMicro: u, Governance: economy.DividendAlgorithmic,
		PeriodStart: mustTime("2026-02-01T00:00:00Z"), PeriodEnd: mustTime("2026-03-01T00:00:00Z"),
		SourcePerformanceIDs: []string{"perf-1"}, Distribution: &economy.DividendDistribution{Recipients: rs},
		ContractVersion: wire.MustParseSemver("7.0.0")}
}

// genTotal: totals from 0 to beyond 2^64.
func genTotal() gopter.Gen {
	return gen.OneGenOf(
		gen.UInt64Range(0, 1000).Map(func(v uint64) wire.MicroUSD { return wire.MicroUSDFromInt64(int64(v)) }),
		gen.UInt64().Map(func(v uint64) wire.MicroUSD { return wire.MustParseMicroUSD(strconv.FormatUint(v, 10)) }),
		gen.UInt64().Map(func(v uint64) wire.MicroUSD {
			return wire.MustParseMicroUSD(strconv.FormatUint(v, 10) + "000000000000")
		}),
	)
}

// A distribution split by largest remainder conserves the total exactly and
// validates; any unit moved out of or into it breaks the amount sum; a
// negative amount is reported even when the sum still conserves.
func TestDividendConservationProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("allocated distributions conserve the total and validate", prop.ForAll(
		func(total wire.MicroUSD, cuts []int) string {
			in := []billing.AllocationInput{}
			for i, s := range shares(cuts) {
				in = append(in, billing.AllocationInput{Address: "r" + strconv.Itoa(i), Role: billing.RoleCommons, ShareBPS: s})
			}
			rs, err := billing.Allocate(in, total)
			if err != nil {
				return err.Error()
			}
			if economy.SumAmounts(rs).Cmp(total) != 0 {
				return "sum " + economy.SumAmounts(rs).String() + " != " + total.String()
			}
			d := dividendOf(total, rs)
			if err := d.Validate(); err != nil {
				return err.Error()
			}
			if w := d.Warnings(); len(w) != 0 {
				return fmt.Sprint(w)
			}
			return ""
		},
		genTotal(), gen.SliceOfN(5, gen.IntRange(0, 10000)),
	))
	props.Property("one unit more or less breaks conservation", prop.ForAll(
		func(total wire.MicroUSD, cuts []int, pick int, up bool) string {
			in := []billing.AllocationInput{}
			for i, s := range shares(cuts) {
				in = append(in, billing.AllocationInput{Address: "r" + strconv.Itoa(i), Role: billing.RoleCommons, ShareBPS: s})
			}
			rs, _ := billing.Allocate(in, total)
			i := pick % len(rs)
			want := []string{economy.RuleDividendAmountSum, "dividend-amount-conservation"}
			if up {
				rs[i].AmountMicro = rs[i].AmountMicro.Add(wire.MicroUSDFromInt64(1))
			} else {
				if rs[i].AmountMicro.Sign() == 0 {
					want = append([]string{economy.RuleDividendNegativeAmount}, want...)
				}
				rs[i].AmountMicro = rs[i].AmountMicro.SubSigned(wire.MicroUSDFromInt64(1))
			}
			d := dividendOf(total, rs)
			if got := rules(d.Validate()); !slices.Equal(got, want) {
				return fmt.Sprint(got)
			}
			return ""
		},
		genTotal(), gen.SliceOfN(3, gen.IntRange(0, 10000)), gen.IntRange(0, 100), gen.Bool(),
	))
	props.Property("moving units between recipients keeps the sum; a negative amount is still rejected", prop.ForAll(
		func(total wire.MicroUSD, cuts []int, from, to int, units uint64) string {
			in := []billing.AllocationInput{}
			for i, s := range shares(cuts) {
				in = append(in, billing.AllocationInput{Address: "r" + strconv.Itoa(i), Role: billing.RoleCommons, ShareBPS: s})
			}
			rs, _ := billing.Allocate(in, total)
			a, b := from%len(rs), to%len(rs)
			if a == b {
				return ""
			}
			u := wire.MicroUSDFromInt64(int64(units))
			rs[a].AmountMicro = rs[a].AmountMicro.SubSigned(u)
			rs[b].AmountMicro = rs[b].AmountMicro.Add(u)
			d := dividendOf(total, rs)
			var want []string
			if rs[a].AmountMicro.Sign() < 0 {
				want = []string{economy.RuleDividendNegativeAmount}
			}
			if got := rules(d.Validate()); !slices.Equal(got, want) {
				return fmt.Sprint(got, " want ", want)
			}
			return ""
		},
		genTotal(), gen.SliceOfN(3, gen.IntRange(0, 10000)), gen.IntRange(0, 10), gen.IntRange(0, 10), gen.UInt64Range(0, 1<<40),
	))
	props.TestingRun(t)
}

func party(id string, pre, post wire.MicroUSD) economy.TransactionParty {
	a, _ := pre.Unsigned()
	b, _ := post.Unsigned()
	return economy.TransactionParty{AgentID: id, PreBalanceMicro: a, PostBalanceMicro: b}
}

// A transfer that debits the sender and credits the receiver by the amount
// conserves the sum of the balances and validates as conserved; any other
// post balance is a conservation violation, and the conservation_check
// must agree with the balances.
func TestTransactionAuditConservationProperties(t *testing.T) {
	t.Parallel()
	audit := func(s, r economy.TransactionParty, amount wire.MicroUSD, check billing.ConservationStatus) economy.InterAgentTransactionAudit {
		u, _ := amount.Unsigned()
		return economy.InterAgentTransactionAudit{AuditID: wire.MustParseUUID("660e8400-e29b-41d4-a716-446655440010"),
			TransactionType: economy.TransactionPeerTransfer, Sender: s, Receiver: r, AmountMicro: u,
			ConservationCheck: check, IdempotencyKey: "k", Timestamp: mustTime("2026-02-17T10:00:00Z"),
			ContractVersion: wire.MustParseSemver("7.0.0")}
	}
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("transfers conserve", prop.ForAll(
		func(senderPre, receiverPre, amount wire.MicroUSD) string {
			if amount.Sign() == 0 {
				amount = wire.MicroUSDFromInt64(1)
			}
			senderPre = senderPre.Add(amount) // the sender can pay
			senderPost, err := senderPre.Sub(amount)
			if err != nil {
				return err.Error()
			}
			receiverPost := receiverPre.Add(amount)
			a := audit(party("alice", senderPre, senderPost), party("bob", receiverPre, receiverPost), amount, billing.ConservationConserved)
			if senderPre.Add(receiverPre).Cmp(senderPost.Add(receiverPost)) != 0 || !a.Conserves() {
				return "not conserved"
			}
			if err := a.Validate(); err != nil {
				return err.Error()
			}
			a.ConservationCheck = billing.ConservationViolated
			if got := rules(a.Validate()); !slices.Equal(got, []string{"transaction-audit-violated-means-violated"}) {
				return fmt.Sprint(got)
			}
			a.ConservationCheck = billing.ConservationUnverifiable
			if a.Validate() != nil || len(a.Warnings()) != 1 {
				return "unverifiable"
			}
			return ""
		},
		genTotal(), genTotal(), genTotal(),
	))
	props.Property("a wrong post balance is a violation", prop.ForAll(
		func(senderPre, amount wire.MicroUSD, delta uint64, onSender bool) string {
			if amount.Sign() == 0 {
				amount = wire.MicroUSDFromInt64(1)
			}
			senderPre = senderPre.Add(amount)
			senderPost, _ := senderPre.Sub(amount)
			receiverPost := amount
			d := wire.MicroUSDFromInt64(int64(delta%1000 + 1))
			want := "transaction-audit-receiver-conservation"
			if onSender {
				senderPost = senderPost.Add(d)
				want = "transaction-audit-sender-conservation"
			} else {
				receiverPost = receiverPost.Add(d)
			}
			a := audit(party("alice", senderPre, senderPost), party("bob", wire.MicroUSDFromInt64(0), receiverPost), amount,
				billing.ConservationConserved)
			if a.Conserves() {
				return "conserves"
			}
			if got := rules(a.Validate()); !slices.Equal(got, []string{want, "transaction-audit-conservation-consistency"}) {
				return fmt.Sprint(got)
			}
			return ""
		},
		genTotal(), genTotal(), gen.UInt64(), gen.Bool(),
	))
	props.TestingRun(t)
}

// A stake split into vested and remaining parts that add up to the amount
// validates; any other split is a conservation violation.
func TestStakeVestingProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("vested + remaining = amount exactly", prop.ForAll(
		func(vested, remaining wire.MicroUSD, off int64) string {
			amount := vested.Add(remaining).Add(wire.MicroUSDFromInt64(off))
			am, _ := amount.Unsigned()
			v, _ := vested.Unsigned()
			r, _ := remaining.Unsigned()
			s := economy.StakePosition{StakeID: "3f2504e0-4f89-41d3-9a0c-0305e82c3301", StakerID: "s", TargetID: "t",
				AmountMicro: am, StakeType: economy.StakeConviction,
				Vesting:  economy.Vesting{Schedule: economy.VestingTimeGated, VestedMicro: v, RemainingMicro: r},
				StakedAt: mustTime("2026-02-17T10:00:00Z"), ContractVersion: wire.MustParseSemver("7.0.0")}
			var want []string
			if off != 0 {
				want = []string{economy.RuleStakeVestingConservation, economy.RuleStakeVestingConservation}
			}
			if got := rules(s.Validate()); !slices.Equal(got, want) {
				return fmt.Sprint(got)
			}
			// Vesting everything at once leaves nothing remaining.
			s.Vesting = economy.Vesting{Schedule: economy.VestingImmediate, VestedMicro: am,
				RemainingMicro: wire.MustParseMicroUSDUnsigned("0")}
			if err := s.Validate(); err != nil {
				return err.Error()
			}
			return ""
		},
		genTotal(), genTotal(), gen.OneConstOf(int64(0), int64(0), int64(1), int64(7)),
	))
	props.TestingRun(t)
}

// Escrow release and refund: a random walk over the escrow machine moves
// money between payer, escrow and payee; every state's document validates,
// the total never changes, and the escrow ends empty in a terminal state.
func TestEscrowWalkConservation(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("escrow walks conserve money and produce valid documents", prop.ForAll(
		func(initial wire.MicroUSD, topUps []uint32, choices []int) string {
			start := initial.Add(wire.MicroUSDFromInt64(1 << 40))
			payer, held, payee := start, wire.MicroUSDFromInt64(0), wire.MicroUSDFromInt64(0)
			move := func(from, to *wire.MicroUSD, amt wire.MicroUSD) bool {
				next, err := from.Sub(amt)
				if err != nil {
					return false
				}
				*from, *to = next, to.Add(amt)
				return true
			}
			if !move(&payer, &held, initial) {
				return "fund"
			}
			state, k := economy.EscrowHeld, 0
			for _, c := range choices {
				targets := economy.EscrowTransitions()[state]
				if len(targets) == 0 {
					break
				}
				next := targets[c%len(targets)]
				switch {
				case next == economy.EscrowHeld: // funding top-up
					amt := wire.MicroUSDFromInt64(int64(topUps[k%len(topUps)]))
					k++
					if !move(&payer, &held, amt) {
						return "top-up"
					}
				case next == economy.EscrowReleased:
					if !move(&held, &payee, held) {
						return "release"
					}
				case next == economy.EscrowRefunded, next == economy.EscrowExpired:
					if !move(&held, &payer, held) {
						return "refund"
					}
				}
				state = next
				if total := payer.Add(held).Add(payee); total.Cmp(start) != 0 {
					return "total " + total.String()
				}
				amount, _ := held.Unsigned()
				if state == economy.EscrowReleased {
					amount, _ = payee.Unsigned()
				}
				e := economy.EscrowEntry{EscrowID: "7c9e6679-7425-40de-944b-e07fc1f90ae7", PayerID: "payer", PayeeID: "payee",
					AmountMicro: amount, State: state, HeldAt: mustTime("2026-02-17T10:00:00Z"),
					ExpiresAt: mustTime("2026-02-18T10:00:00Z"), ContractVersion: wire.MustParseSemver("7.0.0")}
				switch state {
				case economy.EscrowReleased:
					e.ReleasedAt = mustTime("2026-02-17T12:00:00Z")
				case economy.EscrowDisputed:
					id := "dispute-1"
					e.DisputeID = &id
				}
				if err := e.Validate(); err != nil {
					return string(state) + ": " + err.Error()
				}
			}
			if economy.StateMachines()[0].IsTerminal(string(state)) && held.Sign() != 0 {
				return "terminal escrow still holds " + held.String()
			}
			return ""
		},
		genTotal(), gen.SliceOfN(4, gen.UInt32()), gen.SliceOf(gen.IntRange(0, 100)),
	))
	props.TestingRun(t)
}

// Mutual credit: each open line is a claim of its creditor on its debtor;
// the net positions of all agents sum to zero exactly, settling a line
// through the credit machine removes exactly its amount from both sides,
// and every document validates in each state.
func TestMutualCreditBalanceProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("net credit positions sum to zero and settle to zero", prop.ForAll(
		func(lines []uint64, pairs []int, order []int) string {
			agents := []string{"a", "b", "c", "d"}
			credit := economy.StateMachines()[2]
			var docs []economy.MutualCredit
			for i, amt := range lines {
				p := pairs[i%len(pairs)]
				cr, dr := agents[p%4], agents[(p/4+1+p%4)%4]
				if cr == dr {
					dr = agents[(p+1)%4]
				}
				docs = append(docs, economy.MutualCredit{CreditID: "c" + strconv.Itoa(i), CreditorID: cr, DebtorID: dr,
					AmountMicro: wire.MustParseMicroUSDUnsigned(strconv.FormatUint(amt, 10)), CreditType: economy.CreditObligation,
					IssuedAt: mustTime("2026-02-17T10:00:00Z"), ContractVersion: wire.MustParseSemver("7.0.0")})
			}
			net := func() (map[string]wire.MicroUSD, wire.MicroUSD) {
				m := map[string]wire.MicroUSD{}
				sum := wire.MicroUSDFromInt64(0)
				for _, a := range agents {
					m[a] = wire.MicroUSDFromInt64(0)
				}
				for _, d := range docs {
					if !d.Settled {
						m[d.CreditorID] = m[d.CreditorID].Add(d.AmountMicro.Signed())
						m[d.DebtorID] = m[d.DebtorID].SubSigned(d.AmountMicro.Signed())
					}
				}
				for _, a := range agents {
					sum = sum.Add(m[a])
				}
				return m, sum
			}
			for _, i := range order {
				if len(docs) == 0 {
					break
				}
				d := &docs[i%len(docs)]
				if _, sum := net(); sum.Sign() != 0 {
					return "net sum " + sum.String()
				}
				if err := d.Validate(); err != nil {
					return err.Error()
				}
				if d.Settled {
					continue
				}
				if !credit.CanTransition("extended", "settled") {
					return "credit machine"
				}
				before, _ := net()
				d.Settled, d.SettledAt = true, mustTime("2026-02-20T10:00:00Z")
				d.Settlement = &economy.Settlement{SettlementMethod: economy.SettlementDirectPayment}
				if err := d.Validate(); err != nil {
					return err.Error()
				}
				after, _ := net()
				if before[d.CreditorID].SubSigned(after[d.CreditorID]).Cmp(d.AmountMicro.Signed()) != 0 ||
					after[d.DebtorID].SubSigned(before[d.DebtorID]).Cmp(d.AmountMicro.Signed()) != 0 {
					return "settlement moved the wrong amount"
				}
			}
			for i := range docs {
				docs[i].Settled = true
			}
			m, _ := net()
			for _, a := range agents {
				if m[a].Sign() != 0 {
					return "open position after settling everything"
				}
			}
			return ""
		},
		gen.SliceOf(gen.UInt64()), gen.SliceOfN(3, gen.IntRange(0, 15)), gen.SliceOf(gen.IntRange(0, 50)),
	))
	props.TestingRun(t)
}
