package commons_test

import (
	"encoding/json"
	"math"
	"math/big"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/commons"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/wire"
)

// genEntry generates audit-entry content: an id, a timestamp, an event
// type, maybe an actor, maybe a payload (JSON text, possibly null).
func genEntry() gopter.Gen {
	payloads := []string{"", "null", `{"n":1}`, `{"b":2,"a":"é"}`, `[1e21,-0,"x\u2028"]`, `"café"`, `{"z":{"y":[true,false,null]}}`}
	return gopter.CombineGens(gen.IntRange(0, 9999), gen.Int64Range(0, 4102444800), gen.AlphaString(),
		gen.IntRange(0, len(payloads)-1), gen.Bool(), gen.UnicodeString(unicode.Latin)).Map(func(v []any) commons.AuditEntry {
		e := commons.AuditEntry{
			EntryID:   wire.MustParseUUID("550e8400-e29b-41d4-a716-44665544" + pad4(v[0].(int))),
			Timestamp: wire.MustParseTimestamp(unixText(v[1].(int64))),
			EventType: "commons.transition." + strings.ToLower(onlyLetters(v[2].(string))+"x"),
		}
		if p := payloads[v[3].(int)]; p != "" {
			e.Payload = json.RawMessage(p)
		}
		if v[4].(bool) {
			e.ActorID = ptr("actor-" + v[5].(string))
		}
		return e
	})
}

func pad4(n int) string { s := strconv.Itoa(n); return strings.Repeat("0", 4-len(s)) + s }

func unixText(sec int64) string {
	return wire.TimestampFrom(timeUnix(sec)).String()
}

func onlyLetters(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			return r
		}
		return -1
	}, s)
}

// A trail built by appending any entries verifies; changing any one
// entry's content breaks it exactly there (content), and dropping any entry
// but the last breaks the chain at the entry after it.
func TestPropertyAppendedChainsVerify(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(proptest.Parameters(t, 200))
	props.Property("append then verify", prop.ForAll(func(entries []commons.AuditEntry, pick int) bool {
		tr := commons.NewAuditTrail()
		for _, e := range entries {
			if _, err := tr.Append(e, tagCredits); err != nil {
				return false
			}
		}
		if !commons.VerifyAuditTrail(tr).Valid {
			return false
		}
		if len(entries) == 0 {
			return true
		}
		i := pick % len(entries)
		// Content change.
		bad := tr
		bad.Entries = append([]commons.AuditEntry(nil), tr.Entries...)
		bad.Entries[i].EventType += "x"
		v := commons.VerifyAuditTrail(bad)
		if v.Valid || v.FailurePhase != commons.PhaseContent || v.FailureIndex != i || v.ExpectedHash != tr.Entries[i].EntryHash {
			return false
		}
		// A dropped entry.
		if i < len(entries)-1 {
			gap := tr
			gap.Entries = append(append([]commons.AuditEntry(nil), tr.Entries[:i]...), tr.Entries[i+1:]...)
			v := commons.VerifyAuditTrail(gap)
			if v.Valid || v.FailurePhase != commons.PhaseChain || v.FailureIndex != i {
				return false
			}
		}
		// Checkpointing and pruning keep it verifiable.
		r, err := commons.CreateCheckpoint(tr, i)
		if err != nil || !commons.VerifyCheckpointContinuity(r.Trail).Valid {
			return false
		}
		p := commons.PruneBeforeCheckpoint(r.Trail)
		return commons.VerifyAuditTrail(p).Valid && len(p.Entries) == len(entries)-i-1
	}, gen.SliceOfN(12, genEntry()), gen.IntRange(0, 1000)))
	props.TestingRun(t)
}

// A chain-bound hash under a built tag always succeeds and changes with
// the previous hash.
func TestPropertyChainBoundHash(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(proptest.Parameters(t, 200))
	props.Property("chain-bound", prop.ForAll(func(e commons.AuditEntry, schema string) bool {
		tag, err := commons.BuildDomainTag("S"+onlyLetters(schema), "8.7.0")
		if err != nil {
			return false
		}
		h1, err1 := commons.ChainBoundHash(e.HashInput(), tag, commons.AuditTrailGenesisHash)
		h2, err2 := commons.ChainBoundHash(e.HashInput(), tag, "sha256:"+strings.Repeat("0", 64))
		return err1 == nil && err2 == nil && h1 != h2 && len(h1) == 71
	}, genEntry(), gen.AlphaString()))
	props.TestingRun(t)
}

// Dampened scores stay within the range of the old score and the
// observation (and within [0, 1] for scores in [0, 1]); a cold start stays
// between the prior 0.5 and the observation.
func TestPropertyDampenedScoreBounded(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(proptest.Parameters(t, 1000))
	unit := gen.Float64Range(0, 1)
	props.Property("warm", prop.ForAll(func(old, obs, samples, amin, amax float64, ramp int64) bool {
		lo, hi := math.Min(amin, amax), math.Max(amin, amax)
		cfg := &commons.FeedbackDampeningConfig{AlphaMin: lo, AlphaMax: hi, RampSamples: ramp, PseudoCount: 10}
		got, err := commons.DampenedScore(&old, obs, samples, cfg)
		return err == nil && got >= math.Min(old, obs) && got <= math.Max(old, obs) && got >= 0 && got <= 1
	}, unit, unit, gen.Float64Range(0, 1e6), unit, unit, gen.Int64Range(1, 1000)))
	props.Property("cold", prop.ForAll(func(obs, samples float64, pc int64) bool {
		cfg := commons.DefaultFeedbackDampeningConfig()
		cfg.PseudoCount = pc
		got, err := commons.DampenedScore(nil, obs, samples, &cfg)
		return err == nil && got >= math.Min(0.5, obs) && got <= math.Max(0.5, obs)
	}, unit, gen.Float64Range(0, 1e6), gen.Int64Range(0, 1000)))
	props.TestingRun(t)
}

// The conservation laws the factories write hold exactly when their
// condition does, on random amounts (beyond 64 bits too).
func TestPropertyConservationFactories(t *testing.T) {
	t.Parallel()
	var f commons.LawFactory
	law := f.Balance([]string{"balance", "reserved", "consumed"}, "original_allocation", "")
	sum, nonNeg := compile(t, law.Invariants[0]), compile(t, law.Invariants[1])
	nn := compile(t, f.NonNegative([]string{"a", "b"}, "").Invariants[0])
	bounded := compile(t, f.Bounded("s", 0.25, 0.75, "").Invariants[0])
	props := gopter.NewProperties(proptest.Parameters(t, 500))
	amount := gen.Weighted([]gen.WeightedGen{
		{Weight: 6, Gen: gen.Int64Range(0, 1_000_000).Map(func(v int64) *big.Int { return big.NewInt(v) })},
		{Weight: 4, Gen: gen.SliceOfN(3, gen.UInt32()).Map(func(vs []uint32) *big.Int {
			x := new(big.Int)
			for _, v := range vs {
				x.Lsh(x, 32).Add(x, big.NewInt(int64(v)))
			}
			return x
		})},
	})
	props.Property("balance", prop.ForAll(func(b, r, c *big.Int, delta int64) bool {
		total := new(big.Int).Add(b, r)
		total.Add(total, c)
		total.Add(total, big.NewInt(delta))
		doc := `{"balance":"` + b.String() + `","reserved":"` + r.String() + `","consumed":"` + c.String() +
			`","original_allocation":"` + total.String() + `"}`
		return check(t, sum, doc) == (delta == 0) && check(t, nonNeg, doc) == (total.Sign() >= 0)
	}, amount, amount, amount, gen.OneConstOf(int64(0), int64(0), int64(1), int64(-1), int64(-1_000_000_000_000))))
	props.Property("non-negative", prop.ForAll(func(a, b int64) bool {
		doc := `{"a":"` + strconv.FormatInt(a, 10) + `","b":"` + strconv.FormatInt(b, 10) + `"}`
		return check(t, nn, doc) == (a >= 0 && b >= 0)
	}, gen.Int64Range(-5, 1<<40), gen.Int64Range(-5, 1<<40)))
	props.Property("bounded", prop.ForAll(func(s float64) bool {
		return check(t, bounded, `{"s":`+strconv.FormatFloat(s, 'g', -1, 64)+`}`) == (s >= 0.25 && s <= 0.75)
	}, gen.OneGenOf(gen.Float64Range(-1, 2), gen.OneConstOf(0.25, 0.75, 0.2499999999999999, 0.7500000000000001))))
	props.TestingRun(t)
}

func compile(t *testing.T, inv commons.Invariant) *constraint.Expr {
	t.Helper()
	x, err := constraint.Compile(inv.Expression)
	if err != nil {
		t.Fatalf("%s: %v", inv.Expression, err)
	}
	return x
}

func check(t *testing.T, x *constraint.Expr, doc string) bool {
	v, err := constraint.DecodeJSON([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	ok, err := x.Check(v)
	if err != nil {
		t.Fatal(err)
	}
	return ok
}
