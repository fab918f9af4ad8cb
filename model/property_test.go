package model_test

import (
	"math/big"
	"strconv"
	"testing"

	"github.com/leanovate/gopter"
	"github.com/leanovate/gopter/gen"
	"github.com/leanovate/gopter/prop"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/testkit/proptest"
	"github.com/hounfour-go/hounfour/model"
	"github.com/hounfour-go/hounfour/wire"
)

func resultWithUsage(p, c int64, r *int64, total int64) model.CompletionResult {
	var res model.CompletionResult
	if err := res.UnmarshalJSON([]byte(baseResult)); err != nil {
		panic(err)
	}
	res.Usage = model.Usage{PromptTokens: p, CompletionTokens: c, ReasoningTokens: r, TotalTokens: total,
		CostMicro: wire.MustParseMicroUSDUnsigned("0")}
	return res
}

func usageViolations(res *model.CompletionResult) []hounfour.Violation {
	var out []hounfour.Violation
	if ve, ok := res.Validate().(*hounfour.ValidationError); ok {
		for _, v := range ve.Violations {
			if v.Rule == model.RuleCompletionResultUsageTotal {
				out = append(out, v)
			}
		}
	}
	return out
}

// TestUsageTotalProperties: the usage rule accepts exactly the totals equal
// to prompt + completion + reasoning (absent reasoning counts 0), computed
// exactly, and its message states that sum.
func TestUsageTotalProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(proptest.Parameters(t, 1000))
	count := gen.Int64Range(0, 1<<53)
	props.Property("the exact sum is accepted; Sum is the big-integer sum", prop.ForAll(
		func(p, c, r int64, withReasoning bool) bool {
			var rp *int64
			want := new(big.Int).Add(big.NewInt(p), big.NewInt(c))
			if withReasoning {
				rp = &r
				want.Add(want, big.NewInt(r))
			}
			res := resultWithUsage(p, c, rp, want.Int64())
			return len(usageViolations(&res)) == 0 && res.Usage.Sum() == want.String()
		}, count, count, count, gen.Bool()))
	props.Property("any other total is one violation whose message ends with the sum", prop.ForAll(
		func(p, c, r, total int64) bool {
			sum := p + c + r
			if total == sum {
				total++
			}
			res := resultWithUsage(p, c, &r, total)
			vs := usageViolations(&res)
			msg := "usage.total_tokens (" + strconv.FormatInt(total, 10) + ") must equal prompt_tokens (" +
				strconv.FormatInt(p, 10) + ") + completion_tokens (" + strconv.FormatInt(c, 10) + ") + reasoning_tokens (" +
				strconv.FormatInt(r, 10) + ") = " + strconv.FormatInt(sum, 10)
			return len(vs) == 1 && vs[0].Path == "/usage/total_tokens" && vs[0].Message == msg
		}, count, count, count, count))
	props.Property("sums beyond int64 never equal a total", prop.ForAll(
		func(total int64) bool {
			huge := int64(1<<63 - 1)
			res := resultWithUsage(huge, huge, &huge, total)
			return len(usageViolations(&res)) == 1 && res.Usage.Sum() == "27670116110564327421"
		}, gen.Int64Range(0, 1<<62)))
	props.TestingRun(t)
}

// TestEnsembleCostProperties: the candidate-sum rule accepts exactly the
// total equal to the sum of the candidates' costs (any size), and the
// selected-cost rule exactly the totals at least the selected cost.
func TestEnsembleCostProperties(t *testing.T) {
	t.Parallel()
	props := gopter.NewProperties(proptest.Parameters(t, 300))
	props.Property("conservation and bounds", prop.ForAll(
		func(costs []uint64, sel int, delta int64) bool {
			if len(costs) == 0 {
				costs = []uint64{0}
			}
			sel %= len(costs)
			var e model.EnsembleResult
			e.Strategy = model.StrategyBestOfN
			sum := new(big.Int)
			for _, cost := range costs {
				res := resultWithUsage(1, 1, nil, 2)
				res.Usage.CostMicro = wire.MicroUSDUnsignedFromUint64(cost)
				e.Candidates = append(e.Candidates, res)
				sum.Add(sum, new(big.Int).SetUint64(cost))
			}
			e.Selected = e.Candidates[sel]
			total := new(big.Int).Add(sum, big.NewInt(delta))
			if total.Sign() < 0 {
				total.SetInt64(0)
			}
			e.TotalCostMicro = wire.MustParseMicroUSDUnsigned(total.String())
			var rules []string
			if ve, ok := e.Validate().(*hounfour.ValidationError); ok {
				for _, v := range ve.Violations {
					rules = append(rules, v.Rule)
				}
			}
			has := func(rule string) bool {
				for _, r := range rules {
					if r == rule {
						return true
					}
				}
				return false
			}
			selCost := new(big.Int).SetUint64(costs[sel])
			return has(model.RuleEnsembleResultCandidateSum) == (total.Cmp(sum) != 0) &&
				has(model.RuleEnsembleResultSelectedCost) == (total.Cmp(selCost) < 0)
		}, gen.SliceOfN(4, gen.UInt64()), gen.IntRange(0, 3), gen.Int64Range(-3, 3)))
	props.TestingRun(t)
}
