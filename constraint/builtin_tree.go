package constraint

import (
	"slices"
	"strconv"
	"sync"

	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// Delegation-tree builtins.

// Fixed walk limits; the tree's own max_depth and max_total_nodes members
// are not consulted.
const (
	treeMaxDepth = rt.TreeMaxDepth
	treeMaxNodes = rt.TreeMaxNodes
)

type treeEntry struct {
	node  Value
	depth int
	scope []string // tree_authority_narrowing only: S(node), a set
}

// treeWalk is the state of one walk, kept in a pool: the stack, the ids
// visited (at most treeMaxNodes, so a list) and the scope sets' strings.
type treeWalk struct {
	cur     treeEntry // the entry step examines
	stack   []treeEntry
	visited []string
	scopes  []string
}

var treeWalks = sync.Pool{New: func() any { return new(treeWalk) }}

func (w *treeWalk) push(t treeEntry) { w.stack = append(w.stack, t) }

// walkTree runs the shared walk: an explicit LIFO stack from (root, 0), a
// visit counter and a set of visited ids. step examines a node and its
// children and pushes the entries to visit; it returns false to end the
// walk with false.
func walkTree(root Value, step func(ent *treeEntry, children []Value, w *treeWalk) bool) bool {
	if root.k != KindObject || len(root.obj().members) == 0 {
		return true
	}
	w := treeWalks.Get().(*treeWalk)
	defer func() {
		clear(w.stack[:cap(w.stack)])
		clear(w.visited)
		clear(w.scopes)
		w.cur = treeEntry{}
		w.stack, w.visited, w.scopes = w.stack[:0], w.visited[:0], w.scopes[:0]
		treeWalks.Put(w)
	}()
	w.push(treeEntry{node: root})
	counter := 0
	for len(w.stack) > 0 {
		ent := w.stack[len(w.stack)-1]
		w.stack = w.stack[:len(w.stack)-1]
		if !isContainer(ent.node) { // nullish or primitive: not counted
			continue
		}
		counter++
		if ent.depth > treeMaxDepth || counter > treeMaxNodes {
			return false
		}
		var id string
		if v := member(ent.node, "node_id"); !v.IsNullish() {
			id = toString(v)
		} else {
			id = strconv.Itoa(counter)
		}
		if slices.Contains(w.visited, id) {
			continue
		}
		w.visited = append(w.visited, id)
		children, _ := elements(member(ent.node, "children"))
		w.cur = ent
		if !step(&w.cur, children, w) {
			return false
		}
	}
	return true
}

// tree_budget_conserved: at every node with children, the children's
// budgets sum to at most the node's. A budget that does not convert is the
// language's one runtime error.
func treeBudgetConserved(e *env, root, _ Value, _ int) Value {
	budget := func(node Value) (rt.Int, bool) {
		v := member(node, "budget_allocated_micro")
		if v.IsNullish() {
			return rt.Int{}, true
		}
		n, ok := toBigInt(v)
		if !ok {
			e.fail("tree_budget_conserved", rt.TreeBudgetMsg(toString(v)))
		}
		return n, ok
	}
	return Bool(walkTree(root, func(ent *treeEntry, children []Value, w *treeWalk) bool {
		if len(children) > 0 {
			parent, ok := budget(ent.node)
			if !ok {
				return false
			}
			var sum rt.Int
			for _, c := range children {
				if !isContainer(c) {
					continue // counts as "0"
				}
				n, ok := budget(c)
				if !ok {
					return false
				}
				sum = sum.Add(n)
			}
			if sum.Cmp(parent) > 0 {
				return false
			}
		}
		for _, c := range children {
			w.push(treeEntry{node: c, depth: ent.depth + 1})
		}
		return true
	}))
}

// scopeSet is S(x): the lower-cased ToString of the elements of x's
// authority_scope array (empty when it is not an array), kept in w.
func scopeSet(w *treeWalk, x Value) []string {
	elems, _ := elements(member(x, "authority_scope"))
	if len(elems) == 0 {
		return nil
	}
	start := len(w.scopes)
	for _, v := range elems {
		w.scopes = append(w.scopes, rt.Lowercase(toString(v)))
	}
	return w.scopes[start:len(w.scopes):len(w.scopes)]
}

// tree_authority_narrowing: every child's lower-cased scopes are a subset of
// its own parent's; an empty child scope is allowed and forces empty scopes
// below it.
func treeAuthorityNarrowing(_ *env, root, _ Value, _ int) Value {
	return Bool(walkTree(root, func(ent *treeEntry, children []Value, w *treeWalk) bool {
		if ent.depth == 0 { // the root entry carries S(root)
			ent.scope = scopeSet(w, ent.node)
		}
		for _, c := range children {
			cs := scopeSet(w, c)
			for _, s := range cs {
				if !slices.Contains(ent.scope, s) {
					return false
				}
			}
			w.push(treeEntry{node: c, depth: ent.depth + 1, scope: cs})
		}
		return true
	}))
}
