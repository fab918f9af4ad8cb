package boundary_test

import (
	"encoding/json"
	"math/big"
	"math/rand"
	"strings"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour/boundary"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

var knownStates = []reputation.State{reputation.Cold, reputation.Warming, reputation.Established, reputation.Authoritative}

// anyState is a known state most of the time, else text outside the
// vocabulary (prototype names and case variants included).
func anyState(r *rand.Rand) reputation.State {
	if r.Intn(5) > 0 {
		return knownStates[r.Intn(4)]
	}
	return reputation.State([]string{"legendary", "", "Cold", "toString", "__proto__", "constructor", "cold "}[r.Intn(7)])
}

// amount is a strict amount of up to 30 digits.
func amount(r *rand.Rand) string {
	n := new(big.Int).Rand(r, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(1+r.Intn(30))), nil))
	return n.String()
}

// anyBudget is a strict amount most of the time, else a malformed text.
func anyBudget(r *rand.Rand) string {
	if r.Intn(5) > 0 {
		return amount(r)
	}
	return []string{"", "007", "-1", "1.5", "1e3", " 1", strings.Repeat("9", 31), "١", "0x10"}[r.Intn(9)]
}

// score is a score in [0, 1], the bounds and a few exact values often.
func score(r *rand.Rand) float64 {
	switch r.Intn(4) {
	case 0:
		return []float64{0, 1, 0.5, 0.1, 0.7}[r.Intn(5)]
	}
	return r.Float64()
}

type inputs struct {
	t boundary.TrustSnapshot
	c boundary.CapitalSnapshot
	q boundary.Criteria
}

func randomInputs(r *rand.Rand, strict bool) inputs {
	state, budget := anyState, anyBudget
	if strict {
		state = func(r *rand.Rand) reputation.State { return knownStates[r.Intn(4)] }
		budget = amount
	}
	return inputs{
		t: boundary.TrustSnapshot{ReputationState: state(r), BlendedScore: score(r), SnapshotAt: at},
		c: boundary.CapitalSnapshot{BudgetRemaining: budget(r), BillingTier: "pro", BudgetPeriodEnd: at},
		q: boundary.Criteria{MinTrustScore: score(r), MinReputationState: state(r), MinAvailableBudget: budget(r)},
	}
}

// TestPropertyEvaluate: the decision engine is total (any state, any
// budget text: a result, never a panic), deterministic, satisfies the
// Result rules on every input (and Validate wherever its echoed inputs are
// schema-valid), and is monotone: raising the score, the state or the
// budget, or lowering a threshold, never turns a grant into a denial.
func TestPropertyEvaluate(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(proptest.Parameters(t, 3000))
	id := wire.MustParseUUID("a1b2c3d4-e5f6-7890-abcd-ef1234567890")
	props.Property("total and consistent", prop.ForAll(func(seed int64) string {
		r := rand.New(rand.NewSource(seed))
		in := randomInputs(r, false)
		res := boundary.Evaluate(in.t, in.c, in.q, at, id)
		again := boundary.Evaluate(in.t, in.c, in.q, at, id)
		a, err1 := json.Marshal(res)
		b, err2 := json.Marshal(again)
		switch {
		case err1 != nil || err2 != nil || string(a) != string(b):
			return "not deterministic"
		case res.AccessDecision.Granted != (res.TrustEvaluation.Passed && res.CapitalEvaluation.Passed):
			return "granted is not both passed"
		case res.AccessDecision.Granted && (res.AccessDecision.DenialReason != nil || res.DenialCodes != nil || res.EvaluationGap != nil):
			return "a grant with a reason, codes or gap"
		case !res.AccessDecision.Granted && (res.AccessDecision.Reason() == "" || len(res.DenialCodes) == 0):
			return "a denial without reason or codes"
		case len(strings.Split(res.AccessDecision.Reason(), "; ")) != len(res.DenialCodes) && !res.AccessDecision.Granted:
			return "one reason per code"
		}
		if schemaValid(in.c, in.q) && in.t.ReputationState.Valid() {
			if err := res.Validate(); err != nil {
				return err.Error()
			}
		}
		return ""
	}, gen.Int64()))
	props.Property("monotone", prop.ForAll(func(seed int64) string {
		r := rand.New(rand.NewSource(seed))
		in := randomInputs(r, true)
		if !boundary.Evaluate(in.t, in.c, in.q, at, id).AccessDecision.Granted {
			return ""
		}
		more := in
		switch r.Intn(6) {
		case 0:
			more.t.BlendedScore += (1 - more.t.BlendedScore) * r.Float64()
		case 1:
			more.t.ReputationState = knownStates[more.t.ReputationState.Order()+r.Intn(4-more.t.ReputationState.Order())]
		case 2:
			n, _ := new(big.Int).SetString(more.c.BudgetRemaining, 10)
			more.c.BudgetRemaining = n.Add(n, big.NewInt(r.Int63n(1_000_000))).String()
			if len(more.c.BudgetRemaining) > boundary.MaxAmountDigits {
				return ""
			}
		case 3:
			more.q.MinTrustScore *= r.Float64()
		case 4:
			more.q.MinReputationState = knownStates[r.Intn(more.q.MinReputationState.Order()+1)]
		case 5:
			n, _ := new(big.Int).SetString(more.q.MinAvailableBudget, 10)
			more.q.MinAvailableBudget = n.Div(n, big.NewInt(1+r.Int63n(10))).String()
		}
		if !boundary.Evaluate(more.t, more.c, more.q, at, id).AccessDecision.Granted {
			return "a grant turned into a denial"
		}
		return ""
	}, gen.Int64()))
	props.Property("the oracle decides alike", prop.ForAll(func(seed int64) string {
		r := rand.New(rand.NewSource(seed))
		in := randomInputs(r, false)
		if got, want := boundary.Evaluate(in.t, in.c, in.q, at, id).AccessDecision.Granted, oracleGranted(in); got != want {
			return "granted differs from the oracle"
		}
		return ""
	}, gen.Int64()))
	props.TestingRun(t)
}

// oracleGranted decides access the slow way: a state's rank is its place
// in the list, a budget is a strict amount when it matches the grammar
// and has at most 30 digits, budgets compare as big floats.
func oracleGranted(in inputs) bool {
	rank := func(s reputation.State) int {
		for i, k := range knownStates {
			if k == s {
				return i
			}
		}
		return -1
	}
	parse := func(s string) (*big.Float, bool) {
		if !strictAmount(s) {
			return nil, false
		}
		f, _, err := big.ParseFloat(s, 10, 256, big.ToZero)
		return f, err == nil
	}
	a, ok1 := parse(in.c.BudgetRemaining)
	b, ok2 := parse(in.q.MinAvailableBudget)
	ra, rb := rank(in.t.ReputationState), rank(in.q.MinReputationState)
	return ok1 && ok2 && ra >= 0 && rb >= 0 && a.Cmp(b) >= 0 && ra >= rb && in.t.BlendedScore >= in.q.MinTrustScore
}
