package constraint

import "github.com/hounfour-go/hounfour/internal/codec"

// Delegation-chain builtins and ensemble builtins.

// linkPairs is the walk of the chain builtins: true when L is not an array
// of at least two links, else whether ok holds for every adjacent pair of
// links, checked in order up to the first that fails.
func linkPairs(l Value, ok func(prev, next Value) bool) Value {
	ls, _ := elements(l)
	for i := 1; i < len(ls); i++ {
		if !ok(ls[i-1], ls[i]) {
			return vFalse
		}
	}
	return vTrue
}

// all_links_subset_authority: each link's authority_scope is contained
// (SameValueZero) in the previous link's.
func allLinksSubsetAuthority(_ *env, l, _ Value, _ int) Value {
	return linkPairs(l, func(prev, next Value) bool {
		parent, okp := elements(member(prev, "authority_scope"))
		child, okc := elements(member(next, "authority_scope"))
		return okp && okc && subset(child, parent)
	})
}

// subset reports whether every element of sub is SameValueZero-contained in
// super; short lists are scanned, long ones go through a set.
func subset(sub, super []Value) bool {
	if len(sub)*len(super) <= 64 {
	next:
		for _, c := range sub {
			for _, p := range super {
				if sameValueZero(c, p) {
					continue next
				}
			}
			return false
		}
		return true
	}
	set := setOf(super)
	for _, c := range sub {
		if !set.has(c) {
			return false
		}
	}
	return true
}

// delegation_budget_conserved: no link's budget_allocated_micro exceeds the
// previous link's (pairs with a nullish budget are skipped).
func delegationBudgetConserved(_ *env, l, _ Value, _ int) Value {
	return linkPairs(l, func(prev, next Value) bool {
		p, c := member(prev, "budget_allocated_micro"), member(next, "budget_allocated_micro")
		if p.IsNullish() || c.IsNullish() {
			return true
		}
		pb, okp := toBigInt(p)
		cb, okc := toBigInt(c)
		return okp && okc && cb.Cmp(pb) <= 0
	})
}

// links_temporally_ordered: string timestamps in non-decreasing string order.
func linksTemporallyOrdered(_ *env, l, _ Value, _ int) Value {
	return linkPairs(l, func(prev, next Value) bool {
		a, b := member(prev, "timestamp"), member(next, "timestamp")
		return a.k == KindString && b.k == KindString && codec.CompareUTF16(a.s, b.s) <= 0
	})
}

// links_form_chain: each link's delegatee is identical to the next link's
// delegator (both missing counts as identical).
func linksFormChain(_ *env, l, _ Value, _ int) Value {
	return linkPairs(l, func(prev, next Value) bool {
		return strictEqual(member(prev, "delegatee"), member(next, "delegator"))
	})
}

// no_emergent_in_individual(E, I): no string of E appears among the string
// elements of I's array values (an array I counts as a record of its
// elements).
func noEmergentInIndividual(_ *env, em, ind Value, _ int) Value {
	es, ok := elements(em)
	if !ok || !isContainer(ind) {
		return vTrue
	}
	var values []Value
	if ind.k == KindArray {
		values = ind.arr().elems
	} else {
		for _, m := range ind.obj().members {
			values = append(values, m.Value)
		}
	}
	individual := map[string]struct{}{}
	for _, v := range values {
		if caps, ok := elements(v); ok {
			for _, c := range caps {
				if c.k == KindString {
					individual[c.s] = struct{}{}
				}
			}
		}
	}
	for _, e := range es {
		if e.k == KindString {
			if _, found := individual[e.s]; found {
				return vFalse
			}
		}
	}
	return vTrue
}

// all_emergent_have_evidence(E, V): every string of E is the capability of
// some element of V.
func allEmergentHaveEvidence(_ *env, em, ev Value, _ int) Value {
	es, ok := elements(em)
	if !ok || len(es) == 0 {
		return vTrue
	}
	vs, ok := elements(ev)
	if !ok {
		return vFalse
	}
	evidenced := make(map[string]struct{}, len(vs))
	for _, v := range vs {
		if isContainer(v) {
			if c := member(v, "capability"); c.k == KindString {
				evidenced[c.s] = struct{}{}
			}
		}
	}
	for _, e := range es {
		if e.k == KindString {
			if _, found := evidenced[e.s]; !found {
				return vFalse
			}
		}
	}
	return vTrue
}
