package constraint

// Delegation-chain builtins (constraints.md §9.4) and ensemble builtins
// (§9.5).

// links returns the elements of L when it is an array of at least two.
func links(l Value) ([]Value, bool) {
	elems, ok := elements(l)
	return elems, ok && len(elems) >= 2
}

// all_links_subset_authority: each link's authority_scope is contained
// (SameValueZero) in the previous link's.
func allLinksSubsetAuthority(_ *env, l, _ Value, _ int) Value {
	ls, ok := links(l)
	if !ok {
		return vTrue
	}
	for i := 1; i < len(ls); i++ {
		parent, okp := elements(member(ls[i-1], "authority_scope"))
		child, okc := elements(member(ls[i], "authority_scope"))
		if !okp || !okc {
			return vFalse
		}
		if !subset(child, parent) {
			return vFalse
		}
	}
	return vTrue
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
	ls, ok := links(l)
	if !ok {
		return vTrue
	}
	for i := 0; i+1 < len(ls); i++ {
		p, c := member(ls[i], "budget_allocated_micro"), member(ls[i+1], "budget_allocated_micro")
		if p.IsNullish() || c.IsNullish() {
			continue
		}
		pb, okp := toBigInt(p)
		cb, okc := toBigInt(c)
		if !okp || !okc || cb.cmp(pb) > 0 {
			return vFalse
		}
	}
	return vTrue
}

// links_temporally_ordered: string timestamps in non-decreasing string order.
func linksTemporallyOrdered(_ *env, l, _ Value, _ int) Value {
	ls, ok := links(l)
	if !ok {
		return vTrue
	}
	for i := 0; i+1 < len(ls); i++ {
		a, b := member(ls[i], "timestamp"), member(ls[i+1], "timestamp")
		if a.k != KindString || b.k != KindString || compareStrings(a.s, b.s) > 0 {
			return vFalse
		}
	}
	return vTrue
}

// links_form_chain: each link's delegatee is identical to the next link's
// delegator (both missing counts as identical).
func linksFormChain(_ *env, l, _ Value, _ int) Value {
	ls, ok := links(l)
	if !ok {
		return vTrue
	}
	for i := 0; i+1 < len(ls); i++ {
		if !strictEqual(member(ls[i], "delegatee"), member(ls[i+1], "delegator")) {
			return vFalse
		}
	}
	return vTrue
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
