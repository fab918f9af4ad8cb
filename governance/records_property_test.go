package governance_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/wire"
)

func genSeverity() gopter.Gen {
	return gen.OneConstOf(governance.SeverityWarning, governance.SeverityRateLimited, governance.SeverityPoolRestricted, governance.SeveritySuspended)
}

func ladderIndex(s governance.SanctionSeverity) int {
	return slices.IndexFunc(governance.SeverityLadder(), func(e governance.SeverityEntry) bool { return e.Severity == s })
}

func sign(n int) int {
	switch {
	case n < 0:
		return -1
	case n > 0:
		return 1
	}
	return 0
}

// CompareSeverity is a total order on the ladder, consistent with the
// ladder's order and with SanctionSeverityOrder; anything off the ladder is
// an error.
func TestSeverityOrderProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("total order consistent with the ladder", prop.ForAll(
		func(a, b, c governance.SanctionSeverity) string {
			ab, err1 := governance.CompareSeverity(a, b)
			ba, err2 := governance.CompareSeverity(b, a)
			bc, _ := governance.CompareSeverity(b, c)
			ac, _ := governance.CompareSeverity(a, c)
			switch {
			case err1 != nil || err2 != nil:
				return fmt.Sprint("error on the ladder: ", err1, err2)
			case ab != -ba:
				return "not antisymmetric"
			case (ab == 0) != (a == b):
				return "0 iff equal violated"
			case ab <= 0 && bc <= 0 && ac > 0:
				return "not transitive"
			case sign(ab) != sign(ladderIndex(a)-ladderIndex(b)):
				return "inconsistent with the ladder order"
			case ab != governance.SanctionSeverityOrder()[governance.SanctionLevel(a)]-governance.SanctionSeverityOrder()[governance.SanctionLevel(b)]:
				return "inconsistent with SanctionSeverityOrder"
			}
			return ""
		}, genSeverity(), genSeverity(), genSeverity()))
	props.Property("off-ladder values are errors, whichever side", prop.ForAll(
		func(a governance.SanctionSeverity, junk string) bool {
			x := governance.SanctionSeverity(junk)
			if x.Valid() {
				return true
			}
			_, e1 := governance.CompareSeverity(a, x)
			_, e2 := governance.CompareSeverity(x, a)
			_, e3 := governance.LookupSeverity(x)
			return e1 != nil && e2 != nil && e3 != nil
		}, genSeverity(), gen.OneGenOf(gen.AnyString(), gen.Const("terminated"))))
	props.TestingRun(t)
}

// The escalated level never decreases as occurrences grow, starts at the
// first progression entry and ends at the last.
func TestEscalationMonotoneProperty(t *testing.T) {
	t.Parallel()
	vals := []any{}
	for _, v := range governance.ViolationTypes() {
		vals = append(vals, v)
	}
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("monotone in the occurrence count", prop.ForAll(
		func(v governance.ViolationType, n, m int64) string {
			if n > m {
				n, m = m, n
			}
			ln, ok1 := governance.EscalatedLevel(v, n)
			lm, ok2 := governance.EscalatedLevel(v, m)
			if !ok1 || !ok2 {
				return "no level for a count >= 1"
			}
			if governance.SanctionSeverityOrder()[ln] > governance.SanctionSeverityOrder()[lm] {
				return fmt.Sprintf("%s: %d -> %s but %d -> %s", v, n, ln, m, lm)
			}
			rule := governance.EscalationRules()[v]
			if first, _ := governance.EscalatedLevel(v, 1); first != rule.Progression[0] {
				return "count 1 is not the first entry"
			}
			if last, _ := governance.EscalatedLevel(v, 1<<62); last != rule.Progression[len(rule.Progression)-1] {
				return "a huge count is not the last entry"
			}
			return ""
		}, gen.OneConstOf(vals...), gen.Int64Range(1, 50), gen.Int64Range(1, 50)))
	props.TestingRun(t)
}

// genSanction generates schema-valid sanctions exercising every cross-field
// rule: severity, expiry before/at/after imposed_at, the appeal pair,
// severity_level and duration.
func genSanction() gopter.Gen {
	levels := []any{}
	for _, l := range governance.SanctionSeverityLevels() {
		levels = append(levels, l)
	}
	types := []any{}
	for _, v := range governance.ViolationTypes() {
		types = append(types, v)
	}
	return gopter.CombineGens(
		gen.OneConstOf(levels...), gen.OneConstOf(types...), gen.Int64Range(1, 12),
		gen.IntRange(-2, 2), gen.Bool(), gen.Bool(), gen.IntRange(0, 4), gen.Bool(),
	).Map(func(v []any) governance.Sanction {
		s := governance.Sanction{
			SanctionID: "s", AgentID: "a", Severity: v[0].(governance.SanctionLevel),
			Trigger:   governance.SanctionTrigger{ViolationType: v[1].(governance.ViolationType), OccurrenceCount: v[2].(int64), EvidenceEventIDs: []string{"e"}},
			ImposedBy: governance.ImposedAutomatic, ImposedAt: wire.MustParseTimestamp("2026-03-01T10:00:00+02:00"),
			AppealAvailable: v[4].(bool), ContractVersion: wire.MustParseSemver("7.0.0"),
		}
		switch v[3].(int) {
		case -1:
			s.ExpiresAt = wire.MustParseTimestamp("2026-03-01T07:59:59.999Z")
		case 0:
			s.ExpiresAt = wire.MustParseTimestamp("2026-03-01T08:00:00.0004Z")
		case 1:
			s.ExpiresAt = wire.MustParseTimestamp("2026-03-01T09:00:00Z")
		case 2:
			s.ExpiresAt = wire.MustParseTimestamp("2026-03-01T08:00:00.001Z")
		}
		if v[5].(bool) {
			s.AppealDisputeID = wire.MustParseUUID("6f1d2c3b-4a5e-4f60-9a7b-8c9d0e1f2a3b")
		}
		if i := v[6].(int); i < 4 {
			s.SeverityLevel = governance.SeverityLadder()[i].Severity
		}
		if v[7].(bool) {
			d := int64(3600)
			s.DurationSeconds = &d
		}
		return s
	})
}

// Validate = the native rules, then every failing error rule of the
// constraint file except the excluded text comparison — the guard that
// skips the evaluator for sanctions without a native twin violation does
// not change the result.
func TestSanctionConstraintEquivalence(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("Validate = native + constraint errors", prop.ForAll(
		func(s governance.Sanction) string {
			want := rules(s.ValidateSchema())
			for _, r := range s.CheckConstraints() {
				if r.Severity == constraint.SeverityError && r.ID != "sanction-expiry-after-imposed" &&
					(r.Status == constraint.StatusFail || r.Status == constraint.StatusError) {
					want = append(want, r.ID)
				}
			}
			if got := rules(s.Validate()); !slices.Equal(got, want) {
				return fmt.Sprintf("Validate %v, want %v", got, want)
			}
			// The escalation warning agrees with EscalatedLevel.
			exp, _ := governance.EscalatedLevel(s.Trigger.ViolationType, s.Trigger.OccurrenceCount)
			warned := slices.ContainsFunc(s.Warnings(), func(w hounfour.Warning) bool { return w.Rule == "sanction-escalation-severity" })
			if warned != (exp != s.Severity) {
				return fmt.Sprintf("escalation warning %v, expected level %s, severity %s", warned, exp, s.Severity)
			}
			return ""
		}, genSanction()))
	props.TestingRun(t)
}

// chainOffsets and chainFractions spell a link's instant in several ways,
// so that the text order of two timestamps can differ from their order in
// time ("10:00+02:00" is 08:00Z; ".5Z" sorts before "Z").
var (
	chainOffsets   = []int{0, 2 * 3600, -(3600 + 1800), 0}
	chainZones     = []string{"Z", "+02:00", "-01:30", "+00:00"}
	chainFractions = []struct {
		text string
		ns   int
	}{{"", 0}, {".5", 500_000_000}, {".250", 250_000_000}, {".0004", 400_000}}
)

// chainTimestamp spells the instant 2026-03-01T10:<minute>:00Z plus the
// fraction with the zone.
func chainTimestamp(minute, zone, fraction int) wire.Timestamp {
	f := chainFractions[fraction]
	at := time.Date(2026, 3, 1, 10, minute, 0, 0, time.UTC).In(time.FixedZone("", chainOffsets[zone]))
	return wire.MustParseTimestamp(at.Format("2006-01-02T15:04:05") + f.text + chainZones[zone])
}

func genChain() gopter.Gen {
	link := gopter.CombineGens(gen.IntRange(0, 3), gen.IntRange(0, 3), gen.IntRange(0, 3), gen.IntRange(0, 2), gen.IntRange(0, 59),
		gen.IntRange(0, 3), gen.IntRange(0, 3)).
		Map(func(v []any) governance.DelegationLink {
			scopes := [][]string{{"a"}, {"a", "b"}, {"b"}, {"a", "b", "c"}}
			l := governance.DelegationLink{
				Delegator: fmt.Sprint("agent-", v[0].(int)), Delegatee: fmt.Sprint("agent-", v[1].(int)), TaskType: "t",
				AuthorityScope: scopes[v[2].(int)], Timestamp: chainTimestamp(v[4].(int), v[5].(int), v[6].(int)),
				Outcome: governance.LinkPending,
			}
			if b := v[3].(int); b > 0 {
				l.BudgetAllocatedMicro = wire.MustParseMicroUSDUnsigned(fmt.Sprint(b * 100))
			}
			return l
		})
	return gopter.CombineGens(gen.SliceOfN(3, link), gen.IntRange(1, 3), gen.IntRange(1, 10), gen.Bool(), gen.Bool(), gen.IntRange(0, 3)).
		Map(func(v []any) governance.DelegationChain {
			links := v[0].([]governance.DelegationLink)[:v[1].(int)]
			c := governance.DelegationChain{
				ChainID: wire.MustParseUUID("7c9e6679-7425-40de-944b-e07fc1f90ae7"), RootDelegator: "agent-0", Links: links,
				MaxDepth: int64(v[2].(int)), AuthorityConservation: v[3].(bool),
				Status: []governance.ChainStatus{"active", "completed", "failed", "revoked"}[v[5].(int)], ContractVersion: wire.MustParseSemver("7.0.0"),
			}
			if v[4].(bool) {
				c.RevocationPolicy = governance.RevokeCascade
			}
			return c
		})
}

// On schema-valid chains Validate reports first each link whose timestamp
// is an earlier instant than the previous link's (to the millisecond, at
// the link's timestamp), then exactly the failing error rules of the
// constraint file, in file order, except its text comparison of the
// timestamps (deviation 60), which the chains' mixed spellings make
// disagree with the instants.
func TestDelegationChainConstraintEquivalence(t *testing.T) {
	t.Parallel()
	const temporal = "delegation-chain-temporal-ordering"
	disagree := 0 // chains whose text order and time order differ
	props := gopter.NewProperties(propertyParameters(t))
	props.Property("Validate = instant order + constraint errors", prop.ForAll(
		func(c governance.DelegationChain) string {
			if err := c.ValidateSchema(); err != nil {
				return "generator made a schema-invalid chain: " + err.Error()
			}
			var want []string
			for i := 1; i < len(c.Links); i++ {
				prev, _ := time.Parse(time.RFC3339Nano, c.Links[i-1].Timestamp.String())
				next, _ := time.Parse(time.RFC3339Nano, c.Links[i].Timestamp.String())
				if next.Truncate(time.Millisecond).Before(prev.Truncate(time.Millisecond)) {
					want = append(want, fmt.Sprintf("%s /links/%d/timestamp", temporal, i))
				}
			}
			backwards := len(want) > 0
			for _, id := range failing(c.CheckConstraints()) {
				if id == temporal {
					if !backwards {
						disagree++
					}
					continue
				}
				want = append(want, id+" ")
			}
			var got []string
			var verr *hounfour.ValidationError
			if errors.As(c.Validate(), &verr) {
				for _, v := range verr.Violations {
					got = append(got, v.Rule+" "+v.Path)
				}
			}
			if !slices.Equal(got, want) {
				return fmt.Sprintf("Validate %q, want %q", got, want)
			}
			return ""
		}, genChain()))
	props.TestingRun(t)
	if disagree == 0 {
		t.Error("no chain whose timestamps go backwards as text but not in time")
	}
}
