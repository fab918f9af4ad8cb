package constraintrt

import "slices"

// Gen is the state of one evaluation of a constraint by generated code. The
// generated function gets it with Limit (and the document's Memo) set, counts
// in Cost the steps the reference evaluation charges, as it goes, records the
// first evaluation error, and returns it. A loop stops once Cost exceeds
// Limit: the evaluation is then decided by the reference, which runs out of
// steps where it does.
type Gen struct {
	Cost  int64
	Limit int64
	err   *Err
	memo  *Memo
}

// NewGen returns the state of an evaluation under a budget of limit steps
// with the comparisons of memo (nil: none recorded).
func NewGen(limit int64, memo *Memo) Gen { return Gen{Limit: limit, memo: memo} }

// GenOf returns the state an evaluation without recorded comparisons
// ended in, from its parts: cost steps counted under a budget of limit,
// and the evaluation error err (nil: none).
func GenOf(cost, limit int64, err *Err) Gen { return Gen{Cost: cost, Limit: limit, err: err} }

// Over reports whether the steps counted exceed the budget.
func (g *Gen) Over() bool { return g.Cost > g.Limit }

// Err returns the first evaluation error, or nil.
func (g *Gen) Err() *Err { return g.err }

// Err is an evaluation error raised in generated code: the constraint
// package turns it into its *EvalError.
type Err struct {
	Func   string // the builtin that raised it
	Msg    string
	Digits bool // integer text longer than MaxDigits (constraint.ErrDigits)
}

// Fail records an error of builtin fn unless one is recorded already.
func (g *Gen) Fail(fn, msg string) {
	if g.err == nil {
		g.err = &Err{Func: fn, Msg: msg}
	}
}

func (g *Gen) failDigits(n int) {
	if g.err == nil {
		g.err = &Err{Msg: DigitsMsg(n), Digits: true}
	}
}

// BigArg is an argument of a bigint builtin: a value (text, a number, a
// bigint, nothing) or the integer a nested bigint_sub or bigint_add gave as
// its text.
type BigArg struct {
	kind uint8
	s    string
	f    float64
	x    Int
	n    int64 // argFused: the length of the text
}

const (
	argNone   = iota // null or undefined: 0
	argText          // a string
	argNumber        // a number
	argInt           // a bigint value
	argFused         // the text bigint_sub or bigint_add returns, as its integer
)

// BigText is the argument of the string s, or of nothing (null or
// undefined, which the builtins read as 0) when ok is false.
func BigText(s string, ok bool) BigArg {
	if !ok {
		return BigArg{}
	}
	return BigArg{kind: argText, s: s}
}

// BigNumber is the argument of the number f, or of nothing when ok is
// false.
func BigNumber(f float64, ok bool) BigArg {
	if !ok {
		return BigArg{}
	}
	return BigArg{kind: argNumber, f: f}
}

// BigInt is the argument of a bigint value (bigint_sum's).
func BigInt(x Int) BigArg { return BigArg{kind: argInt, x: x} }

// size is the charge of the argument: one step per 64 bytes of text.
func (a BigArg) size() int64 {
	switch a.kind {
	case argText:
		return int64(len(a.s) / 64)
	case argFused:
		return a.n / 64
	}
	return 0
}

// convert converts a as the bigint builtins do (nullish is 0), recording a
// digit-limit error in g.
func (g *Gen) convert(a BigArg) (Int, bool) {
	switch a.kind {
	case argNone:
		return Int{}, true
	case argText:
		x, ok := ParseInt(a.s)
		if !ok && len(a.s) > MaxDigits {
			if d := Digits(a.s); d > MaxDigits {
				g.failDigits(d)
			}
		}
		return x, ok
	case argNumber:
		return NumberInt(a.f)
	case argInt:
		return a.x, true
	}
	if d := a.n - int64(boolInt(a.x.Sign() < 0)); d > MaxDigits {
		g.failDigits(int(d))
		return Int{}, false
	}
	return a.x, true
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// args converts a, then b.
func (g *Gen) args(a, b BigArg) (x, y Int, ok bool) {
	if x, ok = g.convert(a); !ok {
		return
	}
	y, ok = g.convert(b)
	return
}

// BigOp is bigint_add (add) or bigint_sub of a and b as an argument of
// another bigint builtin: it charges what the call charges and converts its
// arguments as the call does.
func (g *Gen) BigOp(add bool, a, b BigArg) BigArg {
	g.Cost += 1 + a.size() + b.size()
	x, y, ok := g.args(a, b)
	if !ok {
		return BigArg{kind: argFused, n: 1} // "0"
	}
	var r Int
	if add {
		r = x.Add(y)
	} else {
		r = x.Sub(y)
	}
	return BigArg{kind: argFused, x: r, n: r.TextLen()}
}

// NoCmp is what BigCmp returns when an argument does not convert: below
// -1, so that every test of bigint_gte (≥ 0), bigint_gt (> 0) and bigint_eq
// (== 0) on it is false, as the builtins are.
const NoCmp = -2

// BigCmp is the comparison of bigint_gte, bigint_gt and bigint_eq: it
// charges what the call charges and returns the sign of a − b, or NoCmp.
func (g *Gen) BigCmp(a, b BigArg) int {
	g.Cost += 1 + a.size() + b.size()
	x, y, ok := g.args(a, b)
	if !ok {
		return NoCmp
	}
	return x.Cmp(y)
}

// CmpText compares the bigint x with the string s, converted to a bigint
// as a comparison converts it: NoCmp when it does not convert (the kinds
// then differ).
func CmpText(x Int, s string) int {
	y, ok := ParseInt(s)
	if !ok {
		return NoCmp
	}
	return x.Cmp(y)
}

// CmpNumber compares the bigint x with the number f, converted to a
// bigint when it is integral: NoCmp otherwise.
func CmpNumber(x Int, f float64) int {
	y, ok := FloatInt(f)
	if !ok {
		return NoCmp
	}
	return x.Cmp(y)
}

// Truthy is the truthiness of a number: false for NaN and ±0.
func Truthy(f float64) bool { return f == f && f != 0 }

// TextSize is the charge of the string s as a builtin's argument (one step
// per 64 bytes), 0 when it is absent (ok false).
func TextSize(s string, ok bool) int64 {
	if !ok {
		return 0
	}
	return int64(len(s) / 64)
}

// Sum is bigint_sum over the values added to it: nullish values are
// skipped, and a value that does not convert makes the sum 0 and ends it
// (later values are not converted). The zero Sum is empty.
type Sum struct {
	total  Int
	failed bool
}

// Add adds a value.
func (s *Sum) Add(g *Gen, a BigArg) {
	if s.failed || a.kind == argNone {
		return
	}
	x, ok := g.convert(a)
	if !ok {
		s.failed, s.total = true, Int{}
		return
	}
	s.total = s.total.Add(x)
}

// Fail ends the sum as a value that does not convert does (a boolean, an
// object).
func (s *Sum) Fail() { s.failed, s.total = true, Int{} }

// Int returns the sum.
func (s *Sum) Int() Int { return s.total }

// Memo holds, for one document, the bigint comparisons the generated
// function of its type evaluates in several constraints (their arguments
// read no .every parameter, so every evaluation on the document is the
// same): per slot the result, the steps the comparison charged and the
// error it raised.
type Memo struct{ slots []memoSlot }

type memoSlot struct {
	set  bool
	c    int
	cost int64
	err  *Err
}

// Reset forgets every comparison.
func (m *Memo) Reset() {
	clear(m.slots)
	m.slots = m.slots[:0]
}

// Replay returns comparison k when it is recorded for the document,
// charging its steps and raising its error in g; hit is false when it is
// not.
func (g *Gen) Replay(k int) (c int, hit bool) {
	m := g.memo
	if m == nil || k >= len(m.slots) || !m.slots[k].set {
		return 0, false
	}
	s := &m.slots[k]
	g.Cost += s.cost
	if g.err == nil {
		g.err = s.err
	}
	return s.c, true
}

// Mark is the state of a Gen before a comparison Record records.
type Mark struct {
	cost  int64
	clean bool // no error yet: what the comparison raises is its own
}

// Mark returns the state of g before a comparison.
func (g *Gen) Mark() Mark { return Mark{cost: g.Cost, clean: g.err == nil} }

// Record records comparison k, evaluated in g since mark with result c; a
// comparison after an error is not recorded (its own error is not known).
func (g *Gen) Record(k int, mark Mark, c int) {
	m := g.memo
	if m == nil || !mark.clean {
		return
	}
	if k >= len(m.slots) {
		m.slots = slices.Grow(m.slots, k+1-len(m.slots))[:k+1]
	}
	m.slots[k] = memoSlot{set: true, c: c, cost: g.Cost - mark.cost, err: g.err}
}
