package constraint

import (
	"errors"
	"reflect"
	"slices"
	"strconv"
	"sync"
	"unsafe"
)

// Constraints evaluated by generated Go code.
//
// The code generator (internal/codecgen) writes, for every library type
// with a shipped constraint file, a function evaluating each constraint it
// can express straight on the typed value: paths become field accesses,
// tests for null and absence become the codec's absence tests, comparisons
// and connectives Go operators over values whose Go types are known, the
// bigint builtins calls of this package's integer arithmetic on the
// fields' text, .every a loop over the slice. Every operand is evaluated,
// as the reference does, and the steps the reference would charge are
// counted as the function goes (Gen.Cost). Apply (fast path) takes the
// function's verdict and error when that count fits the budget in force,
// and otherwise evaluates the constraint by its compiled form, which then
// runs out of steps where the reference does. A function registers with
// the text of every constraint it covers: a constraint whose text differs
// (a file changed since generation) is not covered.

// Gen is the state of one generated evaluation of a constraint, for
// generated code: the steps the reference would have charged so far and
// the first evaluation error.
type Gen struct {
	Cost int64
	err  *EvalError
}

// BigArg is an argument of a bigint builtin in generated code: a value
// (text, a number, nothing) or the integer a nested bigint_sub or
// bigint_add gave.
type BigArg struct{ o bigOpd }

// BigText is the argument of a string value s, or of nothing (null or
// undefined, which the builtins read as 0) when present is false.
func BigText(present bool, s string) BigArg {
	if !present {
		return BigArg{bigOpd{v: undefined}}
	}
	return BigArg{bigOpd{v: String(s)}}
}

// BigNumber is the argument of a number.
func BigNumber(f float64) BigArg { return BigArg{bigOpd{v: Number(f)}} }

// BigOp is bigint_add (add) or bigint_sub of a and b as an argument of
// another bigint builtin: it charges what the call charges and converts
// its arguments as the call does.
func (g *Gen) BigOp(add bool, a, b BigArg) BigArg {
	g.Cost += 1 + a.o.size() + b.o.size()
	x, y, ok := bigArgsErr(a.o, b.o, &g.err)
	if !ok {
		return BigArg{bigOpd{fused: true, n: 1}} // "0"
	}
	var r integer
	if add {
		r = x.add(y)
	} else {
		r = x.sub(y)
	}
	return BigArg{bigOpd{fused: true, x: r, n: textLen(r)}}
}

// BigCmp is the comparison of bigint_gte, bigint_gt and bigint_eq: it
// charges what the call charges and returns the sign of a − b, and false
// when an argument does not convert (the builtin is then false).
func (g *Gen) BigCmp(a, b BigArg) (int, bool) {
	g.Cost += 1 + a.o.size() + b.o.size()
	x, y, ok := bigArgsErr(a.o, b.o, &g.err)
	if !ok {
		return 0, false
	}
	return x.cmp(y), true
}

// genFunc is a registered generated function, on the document's address.
type genFunc func(doc unsafe.Pointer, k int, m *GenMemo) (bool, Gen)

// genEntry is the registration of one type's generated function.
type genEntry struct {
	schema string
	fn     genFunc
	check  func(doc unsafe.Pointer) bool
	memos  int
	exprs  []string // per constraint of the schema's files in order: its text, "" when not covered
}

var generated sync.Map // reflect.Type (the pointer type) → *genEntry

// RegisterGenerated registers, for generated code, the function evaluating
// the shipped constraints of schema on a *T: fn(x, k) evaluates
// constraint number k (counting the constraints of the schema's files in
// file order) with the comparisons m recorded for the document and returns
// its value and the Gen holding its steps and error. check, when not nil,
// reports whether the document can be encoded (what the compiled form's
// check says, without walking the plan). memos is the number
// of comparisons fn records (0: it needs no GenMemo). exprs
// holds the text of every constraint fn covers at its number, "" for the
// others.
func RegisterGenerated[T any](schema string, fn func(x *T, k int, m *GenMemo) (bool, Gen), check func(x *T) bool, memos int,
	exprs []string) struct{} {
	ent := &genEntry{schema: schema, exprs: exprs, memos: memos,
		fn: func(doc unsafe.Pointer, k int, m *GenMemo) (bool, Gen) { return fn((*T)(doc), k, m) }}
	if check != nil {
		ent.check = func(doc unsafe.Pointer) bool { return check((*T)(doc)) }
	}
	generated.Store(reflect.TypeFor[*T](), ent)
	return struct{}{}
}

// genProgram is the generated function of a program's type for one file.
type genProgram struct {
	fn      genFunc
	check   func(doc unsafe.Pointer) bool // nil: codec.Members.Check
	memos   bool                          // fn records comparisons in a GenMemo
	base    int                           // the number of the file's first constraint in the schema
	covered []bool                        // per constraint of the file
	// Per severity: the constraints of that severity, when the function
	// covers every one of them and none is guarded by _previous (else
	// nil); passingRun evaluates them.
	all [2][]int
}

// generatedFor returns the generated function of documents of type t (a
// pointer type) for file f, or nil.
func generatedFor(f *File, t reflect.Type) *genProgram {
	v, ok := generated.Load(t)
	if !ok {
		return nil
	}
	ent := v.(*genEntry)
	base := 0
	for _, sf := range shipped().bySchema[ent.schema] {
		if sf == f {
			gp := &genProgram{fn: ent.fn, check: ent.check, memos: ent.memos > 0, base: base, covered: make([]bool, len(f.constraints))}
			any := false
			for i := range f.constraints {
				c := &f.constraints[i]
				if k := base + i; c.Expr != nil && k < len(ent.exprs) && ent.exprs[k] != "" && ent.exprs[k] == c.Expression {
					gp.covered[i], any = true, true
				}
			}
			if !any {
				return nil
			}
			gp.all = [2][]int{allCovered(f, gp, SeverityError), allCovered(f, gp, SeverityWarning)}
			return gp
		}
		base += len(sf.constraints)
	}
	return nil
}

// generatedOff turns the generated functions off (tests compare them with
// the compiled form).
var generatedOff bool

// BigNotAbove reports whether the integer text c is at most the integer
// text p, false when either does not convert (delegation_budget_conserved
// on one pair of links), for generated code.
func BigNotAbove(c, p string) bool {
	pb, okp := stringToBigInt(p)
	cb, okc := stringToBigInt(c)
	return okp && okc && cb.cmp(pb) <= 0
}

// StringSubset reports whether every string of sub is one of super
// (all_links_subset_authority on one pair of links), for generated code:
// short lists are scanned, long ones go through a set, as subset does.
func StringSubset(sub, super []string) bool {
	if len(sub)*len(super) <= 64 {
	next:
		for _, c := range sub {
			for _, p := range super {
				if c == p {
					continue next
				}
			}
			return false
		}
		return true
	}
	set := make(map[string]struct{}, len(super))
	for _, p := range super {
		set[p] = struct{}{}
	}
	for _, c := range sub {
		if _, ok := set[c]; !ok {
			return false
		}
	}
	return true
}

// TreeOps reads, for generated code, the members of a delegation-tree node
// type N the tree builtins read: node_id and budget_allocated_micro as
// text (false: null or absent), children, and authority_scope (nil when it
// is no array).
type TreeOps[N any] struct {
	ID       func(n *N) (string, bool)
	Budget   func(n *N) (string, bool)
	Children func(n *N) []N
	Scope    func(n *N) []string
}

// treeStep is one entry of a generated tree walk.
type treeStep[N any] struct {
	node  *N
	depth int
	scope []string
}

// TreeWalk is tree_budget_conserved (budget) or tree_authority_narrowing of
// root, a node with members (nonEmpty) or the empty object, for generated
// code: the walk of the builtins over the Go values, with their limits and
// their error.
func TreeWalk[N any](g *Gen, root *N, nonEmpty bool, ops *TreeOps[N], budget bool) bool {
	if !nonEmpty {
		return true
	}
	var stackBuf [16]treeStep[N]
	var visitedBuf [16]string
	stack, visited := append(stackBuf[:0], treeStep[N]{node: root}), visitedBuf[:0]
	counter := 0
	for len(stack) > 0 {
		ent := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		counter++
		if ent.depth > treeMaxDepth || counter > treeMaxNodes {
			return false
		}
		id, ok := ops.ID(ent.node)
		if !ok {
			id = strconv.Itoa(counter)
		}
		if slices.Contains(visited, id) {
			continue
		}
		visited = append(visited, id)
		children := ops.Children(ent.node)
		if budget {
			if len(children) > 0 {
				parent, ok := treeBudget(g, ops, ent.node)
				if !ok {
					return false
				}
				var sum integer
				for i := range children {
					n, ok := treeBudget(g, ops, &children[i])
					if !ok {
						return false
					}
					sum = sum.add(n)
				}
				if sum.cmp(parent) > 0 {
					return false
				}
			}
			for i := range children {
				stack = append(stack, treeStep[N]{node: &children[i], depth: ent.depth + 1})
			}
			continue
		}
		if ent.depth == 0 {
			ent.scope = lowerAll(ops.Scope(ent.node))
		}
		for i := range children {
			cs := lowerAll(ops.Scope(&children[i]))
			for _, s := range cs {
				if !slices.Contains(ent.scope, s) {
					return false
				}
			}
			stack = append(stack, treeStep[N]{node: &children[i], depth: ent.depth + 1, scope: cs})
		}
	}
	return true
}

// treeBudget is the budget of a node for tree_budget_conserved: 0 when
// absent, else its integer; a text that does not convert is the
// builtin's evaluation error.
func treeBudget[N any](g *Gen, ops *TreeOps[N], n *N) (integer, bool) {
	s, ok := ops.Budget(n)
	if !ok {
		return integer{}, true
	}
	x, ok := stringToBigInt(s)
	if !ok && g.err == nil {
		g.err = &EvalError{Func: "tree_budget_conserved", Msg: "Cannot convert " + shortened(s) + " to a BigInt"}
	}
	return x, ok
}

// lowerAll is the lower-cased strings of ss, ss itself when none changes.
func lowerAll(ss []string) []string {
	for i, s := range ss {
		if l := lowercase(s); l != s {
			out := slices.Clone(ss)
			out[i] = l
			for j := i + 1; j < len(out); j++ {
				out[j] = lowercase(out[j])
			}
			return out
		}
	}
	return ss
}

// UniqueSet is the set of unique_values in generated code: the string
// values and null met so far.
type UniqueSet struct {
	null  bool
	small [8]string
	n     int
	m     map[string]struct{}
}

// Add adds null (when null) or the string s and reports whether it was
// not in the set yet.
func (u *UniqueSet) Add(null bool, s string) bool {
	if null {
		seen := u.null
		u.null = true
		return !seen
	}
	if u.m != nil {
		if _, ok := u.m[s]; ok {
			return false
		}
		u.m[s] = struct{}{}
		return true
	}
	for _, x := range u.small[:u.n] {
		if x == s {
			return false
		}
	}
	if u.n < len(u.small) {
		u.small[u.n] = s
		u.n++
		return true
	}
	u.m = make(map[string]struct{}, 2*len(u.small))
	for _, x := range u.small {
		u.m[x] = struct{}{}
	}
	u.m[s] = struct{}{}
	return true
}

// GenMemo holds, for one document, the bigint comparisons its generated
// function evaluates in several constraints (their arguments read no
// .every parameter, so every evaluation on the document is the same): per
// slot the result, the steps the comparison charged and the error it
// raised. Apply keeps one per call, for generated code.
type GenMemo struct{ slots []memoSlot }

type memoSlot struct {
	set, ok bool
	c       int
	cost    int64
	err     *EvalError
}

// GenMark is the state of a Gen before a comparison GenMemo records.
type GenMark struct {
	cost  int64
	clean bool // no error yet: what the comparison raises is its own
}

// Mark returns the state of g before a comparison.
func (g *Gen) Mark() GenMark { return GenMark{cost: g.Cost, clean: g.err == nil} }

// Replay returns comparison k when it is recorded, charging its steps and
// raising its error in g; hit is false when it is not.
func (m *GenMemo) Replay(k int, g *Gen) (c int, ok, hit bool) {
	if m == nil || k >= len(m.slots) || !m.slots[k].set {
		return 0, false, false
	}
	s := &m.slots[k]
	g.Cost += s.cost
	if g.err == nil {
		g.err = s.err
	}
	return s.c, s.ok, true
}

// Record records comparison k, evaluated in g since mark with result c,
// ok; a comparison after an error is not recorded (its own error is not
// known).
func (m *GenMemo) Record(k int, g *Gen, mark GenMark, c int, ok bool) {
	if m == nil || !mark.clean {
		return
	}
	if k >= len(m.slots) {
		m.slots = slices.Grow(m.slots, k+1-len(m.slots))[:k+1]
	}
	m.slots[k] = memoSlot{set: true, ok: ok, c: c, cost: g.Cost - mark.cost, err: g.err}
}

// reset forgets every comparison.
func (m *GenMemo) reset() {
	clear(m.slots)
	m.slots = m.slots[:0]
}

var genMemos = sync.Pool{New: func() any { return new(GenMemo) }}

// RawOK reports whether the text of a raw member reads as JSON the way the
// value model reads it (the encoding check), for generated code.
func RawOK(raw []byte) bool { return checkRaw(raw) == nil }

// errEncoding is the encoding error of a document the generated check
// rejects (Apply only needs to know that there is one).
var errEncoding = errors.New("constraint: the document cannot be encoded")

// RawIsNull reports whether the text of a raw member, which the encoding
// check accepted, is the JSON null, for generated code.
func RawIsNull(raw []byte) bool {
	i, j := 0, len(raw)
	for i < j && isJSONSpace(raw[i]) {
		i++
	}
	for j > i && isJSONSpace(raw[j-1]) {
		j--
	}
	return string(raw[i:j]) == "null"
}

func isJSONSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// SagaSum sums the amount_micro of the completed steps of one list of
// saga steps (saga_amount_conserved), for generated code. The zero value
// is the empty sum.
type SagaSum struct {
	total     integer
	completed int
	failed    bool // an amount did not convert
}

// Add counts a completed step whose amount_micro is text when present,
// absent or null otherwise; text that does not convert to an integer
// fails the sum.
func (s *SagaSum) Add(present bool, text string) {
	s.completed++
	if !present || s.failed {
		return
	}
	n, ok := stringToBigInt(text)
	if !ok {
		s.failed = true
		return
	}
	s.total = s.total.add(n)
}

// SagaConserved is saga_amount_conserved given the sums of the steps (an
// array of n elements when ok, with every completed step added when n is
// at most 100) and of the compensation steps (cn elements when cok, the
// same), for generated code: false when the steps are not an array or
// more than 100, or an amount does not convert; true with no completed
// step; else the completed compensation steps move no more than the
// completed steps (the total is not negative when there are none).
func SagaConserved(ok bool, n int, steps *SagaSum, cok bool, cn int, comp *SagaSum) bool {
	if !ok || n > maxItems || steps.failed {
		return false
	}
	if steps.completed == 0 {
		return true
	}
	if !cok {
		cn = 0
	}
	if cn > maxItems || comp.failed {
		return false
	}
	if cn == 0 {
		return steps.total.sign() >= 0
	}
	return comp.total.cmp(steps.total) <= 0
}

// SagaStepInTime reports whether a completed saga step took at most limit
// seconds (saga_timeout_valid on one step), for generated code: its
// started_at and completed_at are strings (sOK, cOK) that parse as
// protocol date-times, and the time between them is at most limit.
func SagaStepInTime(sOK bool, started string, cOK bool, completed string, limit float64) bool {
	if !sOK || !cOK {
		return false
	}
	t0, ok0 := parseDateTimeMillis(started)
	t1, ok1 := parseDateTimeMillis(completed)
	return ok0 && ok1 && !(float64(t1-t0)/1000 > limit)
}
