package constraint

// Short-circuiting without changing any result.
//
// The language evaluates every operand of &&, || and => (an operand's
// evaluation error or budget exhaustion counts even when the verdict is
// already known). An operand that can raise no evaluation error and always
// charges the same number of budget steps can be skipped instead, once the
// verdict is known, by charging those steps at once: the verdict, the error
// and the budget outcome stay exactly what evaluating it would give.
// Literals, paths, temporal builtins, comparisons, !, &&, ||, => and array
// literals made of such operands qualify; builtin calls (whose charges
// depend on their arguments and some of which raise errors) and .every do
// not. The reference evaluation (codec.SetReference) skips nothing.

// staticCost returns the steps evaluating n always charges, and whether n
// qualifies (see above).
func staticCost(n node) (int64, bool) {
	sum := func(base int64, xs ...node) (int64, bool) {
		for _, x := range xs {
			c, ok := staticCost(x)
			if !ok {
				return 0, false
			}
			base += c
		}
		return base, true
	}
	switch n := n.(type) {
	case *literal:
		return 0, true
	case *path:
		return 1 + int64(len(n.segs)), true
	case *temporal:
		return 1 + int64(len(n.p.segs)), true
	case *notNode:
		return sum(1, n.x)
	case *comparison:
		return sum(1, n.l, n.r)
	case *andNode:
		return sum(1, n.xs...)
	case *orNode:
		return sum(1, n.xs...)
	case *implies:
		return sum(1, n.a, n.b)
	case *arrayLit:
		return sum(1+int64(len(n.elems)), n.elems...)
	}
	return 0, false
}

// skipCosts returns, per operand, its static cost, or -1 when it does not
// qualify; nil when none does.
func skipCosts(xs []node) []int64 {
	var out []int64
	for i, x := range xs {
		if c, ok := staticCost(x); ok {
			if out == nil {
				out = make([]int64, len(xs))
				for j := range i {
					out[j] = -1
				}
			}
			out[i] = c
		} else if out != nil {
			out[i] = -1
		}
	}
	return out
}
