package constraint

import (
	"errors"
	"strconv"

	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// The evaluation budget. Every evaluation counts steps, as CEL's cost
// limits do: one per node of the expression evaluated (a path one more per
// member step), one per element an .every visits, and for each builtin call
// the size of its arguments (elements of an array, members of an object,
// one per 64 bytes of a string). An evaluation that runs out of steps stops
// at once and returns an *EvalError wrapping ErrBudget; inside document
// validation the constraint reports the violation limit-eval-budget instead
// of its own.
//
// DefaultBudget is enough for every shipped constraint on every document
// within the default document limits (hounfour.DefaultLimits): the two
// pairwise rules of conservation-property-registry meet at most 110
// distinct ids (^I-\d{1,2}$), so at most 111 outer elements run their inner
// loop to the end.
const DefaultBudget = 20_000_000

// MaxDigits is the most digits (after the sign or radix prefix) of a string
// the evaluator converts to a big integer; longer text does not convert,
// like text that is no integer. It is above the 78 digits of any unsigned
// 256-bit integer so that sums and differences of such values, which the
// bigint builtins return as text, still convert.
const MaxDigits = 128

// MaxQuantifierDepth is the deepest nesting of .every that Compile accepts:
// each level multiplies the work by the length of an array.
const MaxQuantifierDepth = 3

// ErrBudget is wrapped by the *EvalError of an evaluation that ran out of
// steps (WithBudget).
var ErrBudget = errors.New("constraint: evaluation budget exceeded")

// ErrDigits is wrapped by the *EvalError of an evaluation in which a bigint
// builtin (bigint_sum, bigint_add, bigint_gte …) met integer text of more
// than MaxDigits digits. The builtin returns what it returns for text that
// does not convert; the error says why.
var ErrDigits = errors.New("constraint: integer text exceeds the digit limit")

// toBigInt is toBigInt that records ErrDigits when v is integer text
// longer than MaxDigits.
func (e *env) toBigInt(v Value) (rt.Int, bool) { return toBigIntErr(v, &e.err) }

// toBigIntErr is toBigInt that records ErrDigits in *err (digitsErr).
func toBigIntErr(v Value, err **EvalError) (rt.Int, bool) {
	n, ok := toBigInt(v)
	if !ok && v.k == KindString && len(v.s) > MaxDigits {
		if digits := rt.Digits(v.s); digits > MaxDigits {
			digitsErr(err, digits)
		}
	}
	return n, ok
}

// digitsErr sets *err to the error of integer text of more than MaxDigits
// digits, unless it holds an error already.
func digitsErr(err **EvalError, digits int) {
	if *err == nil {
		*err = &EvalError{Msg: rt.DigitsMsg(digits), Err: ErrDigits}
	}
}

// WithBudget sets the number of steps an evaluation may take (default
// DefaultBudget); a negative number means no limit, zero the default.
func WithBudget(steps int64) EvalOption {
	return func(e *env) {
		switch {
		case steps > 0:
			e.budget = steps
		case steps < 0:
			e.budget = 1<<63 - 1
		default:
			e.budget = DefaultBudget
		}
		e.limit = e.budget
	}
}

// charge takes n steps from the budget and reports whether evaluation may
// go on. The first charge past the budget replaces any earlier error with
// the budget error.
func (e *env) charge(n int64) bool {
	if e.budget -= n; e.budget >= 0 {
		return true
	}
	if !e.stopped {
		e.stopped = true
		e.err = &EvalError{Msg: "evaluation budget of " + strconv.FormatInt(e.limit, 10) +
			" steps exceeded", Err: ErrBudget}
	}
	return false
}

// size is the charge of a builtin argument: the work a builtin may do
// reading it.
func size(v Value) int64 {
	switch v.k {
	case KindArray:
		return int64(len(v.arr().elems))
	case KindObject:
		return int64(len(v.obj().members))
	case KindString:
		return int64(len(v.s) / 64)
	}
	return 0
}
