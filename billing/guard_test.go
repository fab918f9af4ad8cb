package billing_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/hounfour-go/hounfour/billing"
	"github.com/hounfour-go/hounfour/wire"
)

// truthTable is the conservation guard's truth table in the specification,
// written out.
var truthTable = []struct {
	e billing.EvaluatorResult
	a billing.AdhocResult
	f billing.Effective
}{
	{"pass", "pass", "pass"}, {"pass", "fail", "fail"}, {"fail", "pass", "fail"}, {"fail", "fail", "fail"},
	{"error", "pass", "fail"}, {"error", "fail", "fail"}, {"bypassed", "pass", "pass"}, {"bypassed", "fail", "fail"},
}

func TestFailClosed(t *testing.T) {
	t.Parallel()
	for i, row := range truthTable {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if got := billing.FailClosed(row.e, row.a); got != row.f {
				t.Errorf("FailClosed(%s, %s) = %s, want %s", row.e, row.a, got, row.f)
			}
		})
	}
	for i, odd := range [][2]string{{"PASS", "pass"}, {"", "pass"}, {"pass", ""}, {"pass", "PASS"}} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if got := billing.FailClosed(billing.EvaluatorResult(odd[0]), billing.AdhocResult(odd[1])); got != billing.EffectiveFail {
				t.Errorf("FailClosed(%q, %q) = %s, want fail", odd[0], odd[1], got)
			}
		})
	}
}

// recorder collects a guard's hook calls.
type recorder struct {
	mu     sync.Mutex
	events []string
}

func (r *recorder) add(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.events = append(r.events, fmt.Sprintf(format, args...))
}

func (r *recorder) take() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	s := strings.Join(r.events, "\n")
	r.events = nil
	return s
}

func (r *recorder) options(o billing.GuardOptions) billing.GuardOptions {
	o.OnDivergence = func(d billing.Divergence) {
		b, _ := json.Marshal(d)
		r.add("divergence %s", b)
	}
	o.OnEvaluatorError = func(id billing.InvariantID, err error) { r.add("evaluator-error %s: %v", id, err) }
	o.OnStateChange = func(from, to billing.GuardState, err error) { r.add("state %s → %s (%v)", from, to, err) }
	return o
}

func result(r billing.InvariantResult) string {
	b, _ := json.Marshal(r)
	return string(b)
}

func TestGuardReady(t *testing.T) {
	t.Parallel()
	var rec recorder
	g := billing.NewConservationGuard(rec.options(billing.GuardOptions{}))
	if g.State() != billing.GuardUninitialized || g.BillingAvailable() {
		t.Fatal("a new guard must be uninitialized and unavailable")
	}
	if h, _ := json.Marshal(g.Health()); string(h) != `{"billing":"unavailable","evaluator_compiled":false}` {
		t.Errorf("Health = %s", h)
	}
	// Before Init: the evaluator errors, the ad-hoc path still runs, the result fails.
	r := g.CheckCostNonNegative(m("5"))
	if result(r) != `{"ok":false,"invariant_id":"billing-cost-non-negative","evaluator_result":"error","adhoc_result":"pass","effective":"fail"}` {
		t.Errorf("uninitialized: %s", result(r))
	}
	if got := rec.take(); got != "evaluator-error billing-cost-non-negative: billing: conservation guard not ready" {
		t.Errorf("hooks: %s", got)
	}
	if err := g.Init(); err != nil {
		t.Fatal(err)
	}
	if err := g.Init(); err != nil || rec.take() != "state uninitialized → ready (<nil>)" {
		t.Fatal("Init must be idempotent and report the change once")
	}
	if h, _ := json.Marshal(g.Health()); string(h) != `{"billing":"ready","evaluator_compiled":true}` || !g.BillingAvailable() {
		t.Errorf("Health = %s", h)
	}
	big := "123456789012345678901234567890123456789"
	tests := []struct {
		name string
		r    billing.InvariantResult
		ok   bool
	}{
		{"spent < limit", g.CheckBudgetConservation(m("99"), m("100")), true},
		{"spent = limit", g.CheckBudgetConservation(m("100"), m("100")), true},
		{"spent > limit", g.CheckBudgetConservation(m("101"), m("100")), false},
		{"negative spent", g.CheckBudgetConservation(m("-5"), m("-4")), true},
		{"big spent", g.CheckBudgetConservation(m(big), m(big+"0")), true},
		{"big spent over", g.CheckBudgetConservation(m(big+"0"), m(big)), false},
		{"cost 0", g.CheckCostNonNegative(wire.ZeroMicro()), true},
		{"cost -1", g.CheckCostNonNegative(m("-1")), false},
		{"cost big negative", g.CheckCostNonNegative(m("-" + big)), false},
		{"reserve = allocation", g.CheckReserveWithinAllocation(m("7"), m("7")), true},
		{"reserve > allocation", g.CheckReserveWithinAllocation(m("8"), m("7")), false},
		{"reserve big", g.CheckReserveWithinAllocation(m("9223372036854775808"), m("9223372036854775807")), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			want := `{"ok":true,"invariant_id":"%s","evaluator_result":"pass","adhoc_result":"pass","effective":"pass"}`
			if !tc.ok {
				want = `{"ok":false,"invariant_id":"%s","evaluator_result":"fail","adhoc_result":"fail","effective":"fail"}`
			}
			if got, want := result(tc.r), fmt.Sprintf(want, tc.r.InvariantID); got != want {
				t.Errorf("%s: %s, want %s", tc.name, got, want)
			}
		})
	}
	if got := rec.take(); got != "" {
		t.Errorf("unexpected hooks: %s", got)
	}
	// An absent operand: evaluator error, ad-hoc fail.
	r = g.CheckBudgetConservation(wire.MicroUSD{}, m("1"))
	if result(r) != `{"ok":false,"invariant_id":"billing-budget-conservation","evaluator_result":"error","adhoc_result":"fail","effective":"fail"}` {
		t.Errorf("absent: %s", result(r))
	}
	if got := rec.take(); got != "evaluator-error billing-budget-conservation: billing: conservation guard: absent operand" {
		t.Errorf("absent hooks: %s", got)
	}
}

func TestGuardMicroUSDFormat(t *testing.T) {
	t.Parallel()
	g := billing.NewConservationGuard(billing.GuardOptions{})
	if err := g.Init(); err != nil {
		t.Fatal(err)
	}
	for in, ok := range map[string]bool{
		"0": true, "7": true, "-7": true, "1234567890123456789012345678901234567890": true, "-9223372036854775809": true,
		"": false, "-0": false, "007": false, "-007": false, "+1": false, "1.5": false, "1e3": false, " 1": false, "1\n": false,
		"٣": false, "0x10": false, "-": false, "--1": false, "00": false,
	} {
		t.Run(in, func(t *testing.T) {
			r := g.CheckMicroUSDFormat(in)
			if r.OK != ok || r.EvaluatorResult != map[bool]billing.EvaluatorResult{true: "pass", false: "fail"}[ok] || r.AdhocResult != map[bool]billing.AdhocResult{true: "pass", false: "fail"}[ok] {
				t.Errorf("CheckMicroUSDFormat(%q) = %s", in, result(r))
			}
		})
	}
}

func TestGuardBypass(t *testing.T) {
	t.Parallel()
	var rec recorder
	g := billing.NewConservationGuard(rec.options(billing.GuardOptions{Bypass: true, Expressions: map[billing.InvariantID]string{billing.InvariantCostNonNegative: "not compiled"}}))
	if r := g.CheckCostNonNegative(m("1")); r.EvaluatorResult != billing.EvaluatorError || r.OK {
		t.Errorf("bypass is entered by Init only: %s", result(r))
	}
	rec.take()
	if err := g.Init(); err != nil || g.State() != billing.GuardBypassed || !g.BillingAvailable() {
		t.Fatalf("Init = %v, state %s", err, g.State())
	}
	if got := rec.take(); got != "state uninitialized → bypassed (<nil>)" {
		t.Errorf("hooks: %s", got)
	}
	if h, _ := json.Marshal(g.Health()); string(h) != `{"billing":"bypassed","evaluator_compiled":false}` {
		t.Errorf("Health = %s", h)
	}
	if r := g.CheckCostNonNegative(m("1")); result(r) != `{"ok":true,"invariant_id":"billing-cost-non-negative","evaluator_result":"bypassed","adhoc_result":"pass","effective":"pass"}` {
		t.Errorf("bypassed pass: %s", result(r))
	}
	if r := g.CheckMicroUSDFormat("01"); result(r) != `{"ok":false,"invariant_id":"billing-micro-usd-format","evaluator_result":"bypassed","adhoc_result":"fail","effective":"fail"}` {
		t.Errorf("bypassed fail: %s", result(r))
	}
	if got := rec.take(); got != "" {
		t.Errorf("bypassed results are not divergences: %s", got)
	}
}

// flakyEvaluator fails to compile until healthy is set (fault injection), and
// answers with a fixed result once compiled.
type flakyEvaluator struct {
	healthy bool
	answer  func(billing.Inputs) (bool, error)
}

func (f *flakyEvaluator) Compile(expr string) (billing.Predicate, error) {
	if !f.healthy {
		return nil, errors.New("registry unavailable")
	}
	return predicateFunc(f.answer), nil
}

type predicateFunc func(billing.Inputs) (bool, error)

func (p predicateFunc) Check(in billing.Inputs) (bool, error) { return p(in) }

func TestGuardDegraded(t *testing.T) {
	t.Parallel()
	var rec recorder
	ev := &flakyEvaluator{answer: func(billing.Inputs) (bool, error) { return true, nil }}
	g := billing.NewConservationGuard(rec.options(billing.GuardOptions{Evaluator: ev}))
	err := g.Init()
	var ce *billing.CompileError
	if !errors.As(err, &ce) || ce.InvariantID != billing.InvariantBudgetConservation || ce.Expression != "bigint_gte(limit, spent)" ||
		err.Error() != "billing: conservation guard: billing-budget-conservation: registry unavailable" {
		t.Fatalf("Init = %v", err)
	}
	if g.State() != billing.GuardDegraded || g.BillingAvailable() {
		t.Fatalf("state %s", g.State())
	}
	if h, _ := json.Marshal(g.Health()); string(h) != `{"billing":"degraded","evaluator_compiled":false}` {
		t.Errorf("Health = %s", h)
	}
	if got := rec.take(); got != "state uninitialized → degraded (billing: conservation guard: billing-budget-conservation: registry unavailable)" {
		t.Errorf("hooks: %s", got)
	}
	if r := g.CheckReserveWithinAllocation(m("1"), m("2")); r.OK || r.EvaluatorResult != billing.EvaluatorError || r.AdhocResult != billing.AdhocPass {
		t.Errorf("degraded check: %s", result(r))
	}
	rec.take()
	if err := g.Init(); err == nil || rec.take() != "" {
		t.Error("a second failure is no state change")
	}
	ev.healthy = true
	if err := g.Init(); err != nil || g.State() != billing.GuardReady {
		t.Fatalf("recovery: %v, %s", err, g.State())
	}
	if got := rec.take(); got != "state degraded → ready (<nil>)" {
		t.Errorf("recovery hooks: %s", got)
	}
	// A runtime error of the evaluator is an error result, never a fallback.
	ev2 := &flakyEvaluator{healthy: true, answer: func(billing.Inputs) (bool, error) { return false, errors.New("boom") }}
	g = billing.NewConservationGuard(rec.options(billing.GuardOptions{Evaluator: ev2}))
	_ = g.Init()
	rec.take()
	if r := g.CheckCostNonNegative(m("1")); result(r) != `{"ok":false,"invariant_id":"billing-cost-non-negative","evaluator_result":"error","adhoc_result":"pass","effective":"fail"}` {
		t.Errorf("runtime error: %s", result(r))
	}
	if got := rec.take(); got != "evaluator-error billing-cost-non-negative: boom" {
		t.Errorf("runtime error hooks: %s", got)
	}
}

func TestGuardExpressionsAndAdHoc(t *testing.T) {
	t.Parallel()
	var rec recorder
	// Fault injection: a strict comparison makes spent = limit diverge.
	g := billing.NewConservationGuard(rec.options(billing.GuardOptions{
		Expressions: map[billing.InvariantID]string{billing.InvariantBudgetConservation: "bigint_gt(limit, spent)"},
		AdHoc: map[billing.InvariantID]func(map[string]string) bool{
			billing.InvariantCostNonNegative: func(in map[string]string) bool { return in["cost"] != "13" },
		},
	}))
	if err := g.Init(); err != nil {
		t.Fatal(err)
	}
	rec.take()
	if r := g.CheckBudgetConservation(m("5"), m("5")); result(r) != `{"ok":false,"invariant_id":"billing-budget-conservation","evaluator_result":"fail","adhoc_result":"pass","effective":"fail"}` {
		t.Errorf("injected: %s", result(r))
	}
	if got := rec.take(); got != `divergence {"invariant_id":"billing-budget-conservation","evaluator_result":"fail","adhoc_result":"pass","inputs":{"limit":"5","spent":"5"}}` {
		t.Errorf("divergence: %s", got)
	}
	if r := g.CheckCostNonNegative(m("13")); result(r) != `{"ok":false,"invariant_id":"billing-cost-non-negative","evaluator_result":"pass","adhoc_result":"fail","effective":"fail"}` {
		t.Errorf("custom ad-hoc: %s", result(r))
	}
	if got := rec.take(); got != `divergence {"invariant_id":"billing-cost-non-negative","evaluator_result":"pass","adhoc_result":"fail","inputs":{"cost":"13"}}` {
		t.Errorf("divergence: %s", got)
	}
	// The custom ad-hoc check is not called for an absent operand.
	if r := g.CheckCostNonNegative(wire.MicroUSD{}); r.AdhocResult != billing.AdhocFail || r.EvaluatorResult != billing.EvaluatorError {
		t.Errorf("absent with custom ad-hoc: %s", result(r))
	}
	// Bad expressions: a compile failure, or an expression for the format invariant, degrade the guard.
	for i, exprs := range []map[billing.InvariantID]string{
		{billing.InvariantCostNonNegative: "bigint_lte(cost, '0')"},
		{billing.InvariantCostNonNegative: "bigint_gte(cost, '0'"},
		{billing.InvariantCostNonNegative: "string_matches_pattern(cost, '^[0-9]+$')"},
		{billing.InvariantMicroUSDFormat: "bigint_gte(value, '0')"},
		{"no-such-invariant": "bigint_gte(a, b)"},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			g := billing.NewConservationGuard(billing.GuardOptions{Expressions: exprs})
			if err := g.Init(); err == nil || g.State() != billing.GuardDegraded {
				t.Errorf("Expressions %v: Init = %v, state %s", exprs, err, g.State())
			}
		})
	}
	// The options are copied at construction.
	exprs := map[billing.InvariantID]string{}
	g = billing.NewConservationGuard(billing.GuardOptions{Expressions: exprs})
	exprs[billing.InvariantCostNonNegative] = "nonsense"
	if err := g.Init(); err != nil {
		t.Errorf("a later change to the caller's map reached the guard: %v", err)
	}
}

func TestGuardHTTPStatus(t *testing.T) {
	t.Parallel()
	g := billing.NewConservationGuard(billing.GuardOptions{})
	_ = g.Init()
	for i, tc := range []struct {
		r    billing.InvariantResult
		want int
	}{
		{g.CheckBudgetConservation(m("2"), m("1")), 402},
		{g.CheckBudgetConservation(m("1"), m("2")), 200},
		{g.CheckReserveWithinAllocation(m("2"), m("1")), 409},
		{g.CheckCostNonNegative(m("-1")), 400},
		{g.CheckMicroUSDFormat("x"), 400},
	} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if got := tc.r.HTTPStatus(); got != tc.want {
				t.Errorf("%s: HTTPStatus = %d, want %d", tc.r.InvariantID, got, tc.want)
			}
		})
	}
	if billing.CodeInvariantViolation != "BILLING_INVARIANT_VIOLATION" || billing.CodeEvaluatorUnavailable != "BILLING_EVALUATOR_UNAVAILABLE" ||
		billing.EvaluatorUnavailableRetryAfterSeconds != 30 {
		t.Error("error codes")
	}
	ids := billing.Invariants()
	if len(ids) != 4 || ids[3] != billing.InvariantMicroUSDFormat {
		t.Errorf("Invariants = %v", ids)
	}
	for id, want := range map[billing.InvariantID]string{
		billing.InvariantBudgetConservation:      "bigint_gte(limit, spent)",
		billing.InvariantCostNonNegative:         "bigint_gte(cost, '0')",
		billing.InvariantReserveWithinAllocation: "bigint_gte(allocation, reserve)",
	} {
		t.Run(string(id), func(t *testing.T) {
			if e, ok := billing.DefaultExpression(id); !ok || e != want {
				t.Errorf("DefaultExpression(%s) = %q, want %q", id, e, want)
			}
		})
	}
	if _, ok := billing.DefaultExpression(billing.InvariantMicroUSDFormat); ok {
		t.Error("the format invariant has no expression")
	}
}

// TestGuardConcurrent: checks in every state, concurrent Init calls, one
// state change reported (run with -race).
func TestGuardConcurrent(t *testing.T) {
	t.Parallel()
	var rec recorder
	g := billing.NewConservationGuard(rec.options(billing.GuardOptions{}))
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(2)
		go func() {
			defer wg.Done()
			for j := 0; j < 200; j++ {
				r := g.CheckBudgetConservation(m("1"), m("2"))
				if r.EvaluatorResult != billing.EvaluatorError && r.EvaluatorResult != billing.EvaluatorPass {
					t.Errorf("result %s", result(r))
				}
				g.CheckMicroUSDFormat("12")
				g.Health()
			}
		}()
		go func() {
			defer wg.Done()
			if err := g.Init(); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if n := strings.Count(rec.take(), "state uninitialized → ready"); n != 1 {
		t.Errorf("%d state changes reported", n)
	}
}

// TestGuardEvaluators: the constraint-language evaluator (the default) and
// the native one give the same results on every invariant.
func TestGuardEvaluators(t *testing.T) {
	t.Parallel()
	cases := [][2]string{{"1", "2"}, {"2", "2"}, {"3", "2"}, {"-5", "-4"}, {"123456789012345678901234567890", "123456789012345678901234567889"},
		{"9223372036854775808", "9223372036854775807"}, {"0", "-0"}}
	for i, ev := range []billing.Evaluator{billing.ConstraintEvaluator(), billing.NativeEvaluator(), nil} {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			g := billing.NewConservationGuard(billing.GuardOptions{Evaluator: ev})
			if err := g.Init(); err != nil {
				t.Fatal(err)
			}
			for _, c := range cases {
				a, b := m(c[0]), m(c[1])
				for _, r := range []billing.InvariantResult{
					g.CheckBudgetConservation(a, b), g.CheckReserveWithinAllocation(a, b), g.CheckCostNonNegative(a),
				} {
					if string(r.EvaluatorResult) != string(r.AdhocResult) {
						t.Errorf("evaluator %T: %s(%s, %s) diverges: %s", ev, r.InvariantID, c[0], c[1], result(r))
					}
				}
			}
		})
	}
	// The constraint evaluator knows the whole language: an equivalent
	// expression with other builtins compiles and agrees.
	g := billing.NewConservationGuard(billing.GuardOptions{Expressions: map[billing.InvariantID]string{
		billing.InvariantBudgetConservation: "!bigint_gt(spent, limit)",
	}})
	if err := g.Init(); err != nil {
		t.Fatal(err)
	}
	if r := g.CheckBudgetConservation(m("7"), m("7")); !r.OK || r.EvaluatorResult != billing.EvaluatorPass {
		t.Errorf("!bigint_gt: %s", result(r))
	}
	if r := g.CheckBudgetConservation(m("8"), m("7")); r.OK || r.EvaluatorResult != billing.EvaluatorFail {
		t.Errorf("!bigint_gt: %s", result(r))
	}
}
