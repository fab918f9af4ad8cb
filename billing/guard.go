package billing

import (
	"errors"
	"maps"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/hounfour-go/hounfour/wire"
)

// The billing conservation guard (the v7 convergence SDD's
// BillingConservationGuard): a fail-closed checker of four
// billing invariants. Every check runs two independent implementations, the
// evaluator path (a compiled constraint expression) and the ad-hoc path (a
// direct check), and combines them with the strict lattice of [FailClosed].
// The guard reads no environment variables, starts no goroutines and never
// sleeps: the caller passes every option and owns retries, alerting and the
// HTTP mapping.

// InvariantID names one of the guard's invariants.
//
// Its values: [InvariantBudgetConservation], [InvariantCostNonNegative],
// [InvariantReserveWithinAllocation], [InvariantMicroUSDFormat].
type InvariantID string

// The four invariants.
const (
	// InvariantBudgetConservation: spent ≤ limit.
	InvariantBudgetConservation InvariantID = "billing-budget-conservation"
	// InvariantCostNonNegative: cost ≥ 0.
	InvariantCostNonNegative InvariantID = "billing-cost-non-negative"
	// InvariantReserveWithinAllocation: reserve ≤ allocation.
	InvariantReserveWithinAllocation InvariantID = "billing-reserve-within-allocation"
	// InvariantMicroUSDFormat: the value is canonical MicroUSD text
	// ^(0|-?[1-9][0-9]*)$.
	InvariantMicroUSDFormat InvariantID = "billing-micro-usd-format"
)

// Invariants returns the four invariant ids in the guard's check order.
func Invariants() []InvariantID {
	return []InvariantID{InvariantBudgetConservation, InvariantCostNonNegative,
		InvariantReserveWithinAllocation, InvariantMicroUSDFormat}
}

// DefaultExpression returns the evaluator expression of one of the three
// arithmetic invariants (the format invariant has none: its evaluator path is
// the wire parser, because the constraint language has no pattern builtin).
// The expressions use only upstream builtins (bigint_gte, not the SDD's
// bigint_lte).
func DefaultExpression(id InvariantID) (string, bool) {
	i, ok := arithmeticSlot(id)
	if !ok {
		return "", false
	}
	return arithmetic[i].expr, true
}

// arithmetic lists the three arithmetic invariants in the order of
// Invariants, with their default expressions; a guard's compiled predicates
// are indexed like it.
var arithmetic = [3]struct {
	id   InvariantID
	expr string
}{
	{InvariantBudgetConservation, "bigint_gte(limit, spent)"},
	{InvariantCostNonNegative, "bigint_gte(cost, '0')"},
	{InvariantReserveWithinAllocation, "bigint_gte(allocation, reserve)"},
}

// arithmeticSlot returns the index of id in arithmetic.
func arithmeticSlot(id InvariantID) (int, bool) {
	for i := range arithmetic {
		if arithmetic[i].id == id {
			return i, true
		}
	}
	return 0, false
}

// EvaluatorResult is the evaluator path's result.
//
// Its values: [EvaluatorPass], [EvaluatorFail], [EvaluatorError],
// [EvaluatorBypassed].
type EvaluatorResult string

// The evaluator results.
const (
	EvaluatorPass     EvaluatorResult = "pass"
	EvaluatorFail     EvaluatorResult = "fail"
	EvaluatorError    EvaluatorResult = "error"    // not ready, absent operand, runtime error: a failure
	EvaluatorBypassed EvaluatorResult = "bypassed" // break-glass bypass configured at construction
)

// AdhocResult is the ad-hoc path's result.
//
// Its values: [AdhocPass], [AdhocFail].
type AdhocResult string

// The ad-hoc results.
const (
	AdhocPass AdhocResult = "pass"
	AdhocFail AdhocResult = "fail"
)

// Effective is the combined result of a check.
//
// Its values: [EffectivePass], [EffectiveFail].
type Effective string

// The effective results.
const (
	EffectivePass Effective = "pass"
	EffectiveFail Effective = "fail"
)

// FailClosed is the guard's lattice: pass only when both
// paths pass, or when the evaluator is bypassed and the ad-hoc path passes.
// An evaluator error is a failure, never a trigger for fallback or bypass;
// any unknown value fails.
func FailClosed(e EvaluatorResult, a AdhocResult) Effective {
	if a == AdhocPass && (e == EvaluatorPass || e == EvaluatorBypassed) {
		return EffectivePass
	}
	return EffectiveFail
}

// InvariantResult is the outcome of one check.
type InvariantResult struct {
	OK              bool            `json:"ok"` // Effective == "pass"
	InvariantID     InvariantID     `json:"invariant_id"`
	EvaluatorResult EvaluatorResult `json:"evaluator_result"`
	AdhocResult     AdhocResult     `json:"adhoc_result"`
	Effective       Effective       `json:"effective"`
}

// HTTPStatus returns 200 for a passing check, else the SDD's status for a
// BILLING_INVARIANT_VIOLATION of the invariant: 402 for budget conservation,
// 409 for reserve within allocation, 400 for cost non-negative and the
// MicroUSD format (the SDD names no status for these two).
func (r InvariantResult) HTTPStatus() int {
	switch {
	case r.OK:
		return 200
	case r.InvariantID == InvariantBudgetConservation:
		return 402
	case r.InvariantID == InvariantReserveWithinAllocation:
		return 409
	}
	return 400
}

// Error codes of the guard (the SDD's; in the hounfour error-code vocabulary
// as CodeBillingInvariantViolation and CodeBillingEvaluatorUnavailable).
const (
	// CodeInvariantViolation answers a failed check (status per
	// InvariantResult.HTTPStatus; body {error, invariant_id, details}).
	CodeInvariantViolation = "BILLING_INVARIANT_VIOLATION"
	// CodeEvaluatorUnavailable answers billing requests while
	// BillingAvailable is false (HTTP 503; body {error, retry_after_seconds}).
	CodeEvaluatorUnavailable = "BILLING_EVALUATOR_UNAVAILABLE"
	// EvaluatorUnavailableRetryAfterSeconds is the SDD's retry_after_seconds.
	EvaluatorUnavailableRetryAfterSeconds = 30
)

// GuardState is the state of a guard.
//
// Its values: [GuardUninitialized], [GuardReady], [GuardDegraded],
// [GuardBypassed].
type GuardState string

// The guard states.
const (
	// GuardUninitialized: constructed, Init not yet called. Checks fail.
	GuardUninitialized GuardState = "uninitialized"
	// GuardReady: every evaluator expression compiled. Both paths run.
	GuardReady GuardState = "ready"
	// GuardDegraded: Init failed to compile. Checks fail; Init may be retried.
	GuardDegraded GuardState = "degraded"
	// GuardBypassed: Init on a guard constructed with Bypass. The effective
	// result is the ad-hoc result.
	GuardBypassed GuardState = "bypassed"
)

// ErrGuardNotReady is the evaluator error of a check made while the guard is
// uninitialized or degraded.
var ErrGuardNotReady = errors.New("billing: conservation guard not ready")

// ErrAbsentOperand is the evaluator error of a check given an absent
// (zero-value) amount; the ad-hoc result is then fail.
var ErrAbsentOperand = errors.New("billing: conservation guard: absent operand")

// GuardOptions configure a guard; they are fixed for its lifetime.
type GuardOptions struct {
	// Bypass is the break-glass switch: Init enters bypassed instead of
	// compiling, and every result's evaluator result is "bypassed". It can
	// only be set here; no error ever bypasses.
	Bypass bool
	// AdHoc replaces the default ad-hoc check of an invariant (to wrap a
	// service's existing checks). It receives the inputs by name (spent,
	// limit; cost; reserve, allocation; value) and is not called when an
	// operand is absent (the result is then fail).
	AdHoc map[InvariantID]func(inputs map[string]string) bool
	// Expressions replaces the evaluator expression of an arithmetic
	// invariant (tests, fault injection). A compile failure, or an entry for
	// another invariant, makes Init fail: the guard becomes degraded.
	Expressions map[InvariantID]string
	// Evaluator compiles the expressions; nil means ConstraintEvaluator(), the
	// library's constraint language.
	Evaluator Evaluator
	// OnDivergence is called, before the check returns, when the evaluator
	// result is pass or fail and differs from the ad-hoc result.
	OnDivergence func(Divergence)
	// OnEvaluatorError receives every evaluator error: not ready, absent
	// operand, runtime error.
	OnEvaluatorError func(InvariantID, error)
	// OnStateChange is called on every state change, with the compile error
	// when entering degraded.
	OnStateChange func(from, to GuardState, err error)
}

// Divergence reports a check whose two paths disagreed.
type Divergence struct {
	InvariantID     InvariantID       `json:"invariant_id"`
	EvaluatorResult EvaluatorResult   `json:"evaluator_result"`
	AdhocResult     AdhocResult       `json:"adhoc_result"`
	Inputs          map[string]string `json:"inputs"`
}

// GuardHealth is the guard's health snapshot (JSON {"billing",
// "evaluator_compiled"}).
type GuardHealth struct {
	// Billing is ready, degraded, bypassed or unavailable (uninitialized).
	Billing           string `json:"billing"`
	EvaluatorCompiled bool   `json:"evaluator_compiled"`
}

// ConservationGuard is the fail-closed billing conservation guard. Create it
// with NewConservationGuard and call Init once at startup (after the protocol
// package is loaded, before serving billing requests). All methods are safe
// for concurrent use in every state. Hooks are called synchronously and must
// not block; the guard does not recover their panics.
type ConservationGuard struct {
	opts  GuardOptions
	eval  Evaluator
	mu    sync.Mutex // serializes Init
	state atomic.Pointer[guardSnapshot]
}

type guardSnapshot struct {
	state GuardState
	preds [3]Predicate
}

// NewConservationGuard returns an uninitialized guard. The option maps are
// copied.
func NewConservationGuard(opts GuardOptions) *ConservationGuard {
	g := &ConservationGuard{opts: opts, eval: opts.Evaluator}
	if g.eval == nil {
		g.eval = ConstraintEvaluator()
	}
	g.opts.AdHoc = maps.Clone(opts.AdHoc)
	g.opts.Expressions = maps.Clone(opts.Expressions)
	g.state.Store(&guardSnapshot{state: GuardUninitialized})
	return g
}

// Init moves the guard out of uninitialized or degraded: to bypassed when it
// was constructed with Bypass, else to ready when every evaluator expression
// compiles (one attempt; the retry schedule is the caller's), else to
// degraded with the compile error, which it returns. It is idempotent once
// ready or bypassed and safe to call concurrently.
func (g *ConservationGuard) Init() error {
	if s := g.state.Load().state; s == GuardReady || s == GuardBypassed {
		return nil
	}
	g.mu.Lock()
	from := g.state.Load().state
	if from == GuardReady || from == GuardBypassed {
		g.mu.Unlock()
		return nil
	}
	var next guardSnapshot
	err := error(nil)
	if g.opts.Bypass {
		next.state = GuardBypassed
	} else if next.preds, err = g.compile(); err != nil {
		next.state = GuardDegraded
	} else {
		next.state = GuardReady
	}
	g.state.Store(&next)
	g.mu.Unlock()
	if next.state != from && g.opts.OnStateChange != nil {
		g.opts.OnStateChange(from, next.state, err)
	}
	return err
}

func (g *ConservationGuard) compile() ([3]Predicate, error) {
	var preds [3]Predicate
	for id := range g.opts.Expressions {
		if _, ok := arithmeticSlot(id); !ok {
			return preds, errors.New("billing: conservation guard: no evaluator expression for invariant " + string(id))
		}
	}
	for i, a := range arithmetic {
		expr := a.expr
		if e, ok := g.opts.Expressions[a.id]; ok {
			expr = e
		}
		p, err := g.eval.Compile(expr)
		if err != nil {
			return preds, &CompileError{InvariantID: a.id, Expression: expr, Err: err}
		}
		preds[i] = p
	}
	return preds, nil
}

// CompileError is Init's error when an evaluator expression does not compile.
type CompileError struct {
	InvariantID InvariantID
	Expression  string
	Err         error
}

func (e *CompileError) Error() string {
	return "billing: conservation guard: " + string(e.InvariantID) + ": " + e.Err.Error()
}

// Unwrap returns the evaluator's error.
func (e *CompileError) Unwrap() error { return e.Err }

// State returns the guard's state.
func (g *ConservationGuard) State() GuardState { return g.state.Load().state }

// BillingAvailable reports whether the guard is ready or bypassed. While it
// is false, callers answer billing requests with 503
// BILLING_EVALUATOR_UNAVAILABLE.
func (g *ConservationGuard) BillingAvailable() bool {
	s := g.State()
	return s == GuardReady || s == GuardBypassed
}

// Health returns the guard's health snapshot.
func (g *ConservationGuard) Health() GuardHealth {
	switch s := g.State(); s {
	case GuardReady:
		return GuardHealth{Billing: "ready", EvaluatorCompiled: true}
	case GuardDegraded, GuardBypassed:
		return GuardHealth{Billing: string(s)}
	}
	return GuardHealth{Billing: "unavailable"}
}

// CheckBudgetConservation checks spent ≤ limit (evaluator:
// bigint_gte(limit, spent)).
func (g *ConservationGuard) CheckBudgetConservation(spent, limit wire.MicroUSD) InvariantResult {
	absent := spent.IsZero() || limit.IsZero()
	return g.check(InvariantBudgetConservation, inputs2("spent", spent.String(), "limit", limit.String()),
		absent, !absent && spent.Cmp(limit) <= 0)
}

// CheckCostNonNegative checks cost ≥ 0 (evaluator: bigint_gte(cost, '0')).
func (g *ConservationGuard) CheckCostNonNegative(cost wire.MicroUSD) InvariantResult {
	absent := cost.IsZero()
	return g.check(InvariantCostNonNegative, inputs1("cost", cost.String()), absent, !absent && cost.Sign() >= 0)
}

// CheckReserveWithinAllocation checks reserve ≤ allocation (evaluator:
// bigint_gte(allocation, reserve)).
func (g *ConservationGuard) CheckReserveWithinAllocation(reserve, allocation wire.MicroUSD) InvariantResult {
	absent := reserve.IsZero() || allocation.IsZero()
	return g.check(InvariantReserveWithinAllocation, inputs2("reserve", reserve.String(), "allocation", allocation.String()),
		absent, !absent && reserve.Cmp(allocation) <= 0)
}

// CheckMicroUSDFormat checks that value is canonical MicroUSD text
// ^(0|-?[1-9][0-9]*)$ of at most wire.MaxDigits digits — what a persistence
// boundary must write. The evaluator path is wire.ParseMicroUSD(value)
// succeeding with String() equal to value (deviation 29); the ad-hoc path is
// the regular expression and the digit count.
func (g *ConservationGuard) CheckMicroUSDFormat(value string) InvariantResult {
	ok := canonicalMicroRE.MatchString(value) && len(strings.TrimPrefix(value, "-")) <= wire.MaxDigits
	return g.check(InvariantMicroUSDFormat, inputs1("value", value), false, ok)
}

var canonicalMicroRE = regexp.MustCompile(`^(0|-?[1-9][0-9]*)$`)

func (g *ConservationGuard) check(id InvariantID, in Inputs, absent, adhocOK bool) InvariantResult {
	snap := g.state.Load()
	ev, evErr := EvaluatorError, error(nil)
	switch snap.state {
	case GuardBypassed:
		ev = EvaluatorBypassed
	case GuardReady:
		var ok bool
		switch {
		case absent:
			evErr = ErrAbsentOperand
		case id == InvariantMicroUSDFormat:
			v, _ := in.Lookup("value")
			m, err := wire.ParseMicroUSD(v)
			ok = err == nil && m.String() == v
		default:
			i, _ := arithmeticSlot(id)
			ok, evErr = snap.preds[i].Check(in)
		}
		if evErr == nil {
			ev = EvaluatorFail
			if ok {
				ev = EvaluatorPass
			}
		}
	default:
		evErr = ErrGuardNotReady
	}
	if evErr != nil && g.opts.OnEvaluatorError != nil {
		g.opts.OnEvaluatorError(id, evErr)
	}
	if f, ok := g.opts.AdHoc[id]; ok && f != nil && !absent {
		adhocOK = f(in.Map())
	}
	ad := AdhocFail
	if adhocOK {
		ad = AdhocPass
	}
	if (ev == EvaluatorPass && ad == AdhocFail || ev == EvaluatorFail && ad == AdhocPass) && g.opts.OnDivergence != nil {
		g.opts.OnDivergence(Divergence{InvariantID: id, EvaluatorResult: ev, AdhocResult: ad, Inputs: in.Map()})
	}
	eff := FailClosed(ev, ad)
	return InvariantResult{OK: eff == EffectivePass, InvariantID: id, EvaluatorResult: ev, AdhocResult: ad, Effective: eff}
}
