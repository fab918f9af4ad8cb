package constraintrt

import (
	"encoding/json"
	"math"
	"slices"
	"strconv"
)

// Limits of the builtins, shared with the reference evaluation.
const (
	// MaxItems bounds the steps and votes the saga and governance builtins
	// examine.
	MaxItems = 100
	// TreeMaxDepth and TreeMaxNodes are the fixed limits of the tree
	// builtins' walk (the tree's own max_depth and max_total_nodes members
	// are not consulted).
	TreeMaxDepth = 10
	TreeMaxNodes = 100
)

// BigNotAbove reports whether the integer text c is at most the integer
// text p, false when either does not convert (delegation_budget_conserved
// on one pair of links).
func BigNotAbove(c, p string) bool {
	pb, okp := ParseInt(p)
	cb, okc := ParseInt(c)
	return okp && okc && cb.Cmp(pb) <= 0
}

// StringSubset reports whether every string of sub is one of super
// (all_links_subset_authority on one pair of links): short lists are
// scanned, long ones go through a set.
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

// TreeOps reads the members of a delegation-tree node type N the tree
// builtins read: node_id and budget_allocated_micro as text (false: null or
// absent), children, and authority_scope (nil when it is no array).
type TreeOps[N any] struct {
	ID       func(n *N) (string, bool)
	Budget   func(n *N) (string, bool)
	Children func(n *N) []N
	Scope    func(n *N) []string
}

// treeStep is one entry of a tree walk.
type treeStep[N any] struct {
	node  *N
	depth int
	scope []string
}

// TreeWalk is tree_budget_conserved (budget) or tree_authority_narrowing of
// root, a node with members (nonEmpty) or the empty object: the walk of the
// builtins over the Go values, with their limits and their error.
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
		if ent.depth > TreeMaxDepth || counter > TreeMaxNodes {
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
				var sum Int
				for i := range children {
					n, ok := treeBudget(g, ops, &children[i])
					if !ok {
						return false
					}
					sum = sum.Add(n)
				}
				if sum.Cmp(parent) > 0 {
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
// absent, else its integer; a text that does not convert is the builtin's
// evaluation error.
func treeBudget[N any](g *Gen, ops *TreeOps[N], n *N) (Int, bool) {
	s, ok := ops.Budget(n)
	if !ok {
		return Int{}, true
	}
	x, ok := ParseInt(s)
	if !ok {
		g.Fail("tree_budget_conserved", TreeBudgetMsg(s))
	}
	return x, ok
}

// TreeBudgetMsg is the message of tree_budget_conserved's error on the
// budget text s.
func TreeBudgetMsg(s string) string { return "Cannot convert " + Shortened(s) + " to a BigInt" }

// lowerAll is the lower-cased strings of ss, ss itself when none changes.
func lowerAll(ss []string) []string {
	for i, s := range ss {
		if l := Lowercase(s); l != s {
			out := slices.Clone(ss)
			out[i] = l
			for j := i + 1; j < len(out); j++ {
				out[j] = Lowercase(out[j])
			}
			return out
		}
	}
	return ss
}

// UniqueSet is the set of unique_values: the string values and null met so
// far.
type UniqueSet struct {
	null  bool
	small [8]string
	n     int
	m     map[string]struct{}
}

// Add adds null (when null) or the string s and reports whether it was not
// in the set yet.
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

// SagaSum sums the amount_micro of the completed steps of one list of saga
// steps (saga_amount_conserved). The zero value is the empty sum.
type SagaSum struct {
	total     Int
	completed int
	failed    bool // an amount did not convert
}

// Add counts a completed step whose amount_micro is text when present,
// absent or null otherwise; text that does not convert to an integer fails
// the sum.
func (s *SagaSum) Add(present bool, text string) {
	s.completed++
	if !present || s.failed {
		return
	}
	n, ok := ParseInt(text)
	if !ok {
		s.failed = true
		return
	}
	s.total = s.total.Add(n)
}

// SagaConserved is saga_amount_conserved given the sums of the steps (an
// array of n elements when ok, with every completed step added when n is at
// most MaxItems) and of the compensation steps (cn elements when cok, the
// same): false when the steps are not an array or too many, or an amount
// does not convert; true with no completed step; else the completed
// compensation steps move no more than the completed steps (the total is
// not negative when there are none).
func SagaConserved(ok bool, n int, steps *SagaSum, cok bool, cn int, comp *SagaSum) bool {
	if !ok || n > MaxItems || steps.failed {
		return false
	}
	if steps.completed == 0 {
		return true
	}
	if !cok {
		cn = 0
	}
	if cn > MaxItems || comp.failed {
		return false
	}
	if cn == 0 {
		return steps.total.Sign() >= 0
	}
	return comp.total.Cmp(steps.total) <= 0
}

// SagaStepInTime reports whether a completed saga step took at most limit
// seconds (saga_timeout_valid on one step): its started_at and completed_at
// are strings (sOK, cOK) that parse as protocol date-times, and the time
// between them is at most limit.
func SagaStepInTime(sOK bool, started string, cOK bool, completed string, limit float64) bool {
	if !sOK || !cOK {
		return false
	}
	t0, ok0 := DateTimeMillis(started)
	t1, ok1 := DateTimeMillis(completed)
	return ok0 && ok1 && !(float64(t1-t0)/1000 > limit)
}

// KeysIn reports whether every key of m is one of names
// (object_keys_subset of a record): short lists are scanned, long ones go
// through a set.
func KeysIn[V any](m map[string]V, names []string) bool {
	if len(m)*len(names) <= 64 {
		for k := range m {
			if !slices.Contains(names, k) {
				return false
			}
		}
		return true
	}
	set := make(map[string]struct{}, len(names))
	for _, n := range names {
		set[n] = struct{}{}
	}
	for k := range m {
		if _, ok := set[k]; !ok {
			return false
		}
	}
	return true
}

// Disjoint reports whether no string of em is in an array of ind
// (no_emergent_in_individual of an array of strings and a record of
// them): short lists are scanned, long ones go through a set.
func Disjoint(em []string, ind map[string][]string) bool {
	if len(em) == 0 {
		return true
	}
	var set map[string]struct{}
	if len(em) > 8 {
		set = make(map[string]struct{}, len(em))
		for _, e := range em {
			set[e] = struct{}{}
		}
	}
	for _, caps := range ind {
		for _, c := range caps {
			if set != nil {
				if _, ok := set[c]; ok {
					return false
				}
			} else if slices.Contains(em, c) {
				return false
			}
		}
	}
	return true
}

// Evidenced reports whether every string of em is the capability of an
// element of ev (all_emergent_have_evidence), capability reading it (false:
// it has none, or it is no string).
func Evidenced[E any](em []string, ev []E, capability func(e *E) (string, bool)) bool {
	if len(em) == 0 {
		return true
	}
	have := make(map[string]struct{}, len(ev))
	for i := range ev {
		if c, ok := capability(&ev[i]); ok {
			have[c] = struct{}{}
		}
	}
	for _, e := range em {
		if _, ok := have[e]; !ok {
			return false
		}
	}
	return true
}

// WeightsNormalized is proposal_weights_normalized given the number of votes
// and the sum of their numeric weights: at most MaxItems votes, and none or
// weights summing to 1 ± 0.001.
func WeightsNormalized(n int, sum float64) bool {
	return n <= MaxItems && (n == 0 || math.Abs(sum-1.0) <= 0.001)
}

// UnknownOK reports whether every undeclared member an open object keeps
// (those of m whose names are not among declared, which the encoding leaves
// out) reads as a value of the language (RawOK).
func UnknownOK(m map[string]json.RawMessage, declared ...string) bool {
	for k, raw := range m {
		if !slices.Contains(declared, k) && !RawOK(raw) {
			return false
		}
	}
	return true
}

// CheckpointConsistent is execution_checkpoint_valid given the
// checkpoint's health_status and proceed_decision when each is a string
// (ok): healthy → continue; degraded → continue or pause; failing →
// rollback; anything else is inconsistent.
func CheckpointConsistent(hOK bool, h string, dOK bool, d string) bool {
	if !hOK || !dOK {
		return false
	}
	switch h {
	case "healthy":
		return d == "continue"
	case "degraded":
		return d == "continue" || d == "pause"
	case "failing":
		return d == "rollback"
	}
	return false
}

// BasketNormalized is basket_weights_normalized given the number of entries
// and the float64 sum, in order, of their numeric weights: 1 to MaxItems
// entries whose weights sum to 1 ± 0.001.
func BasketNormalized(n int, sum float64) bool {
	return n >= 1 && n <= MaxItems && math.Abs(sum-1.0) <= 0.001
}
