package constraint

import (
	"math"

	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// Saga and governance builtins. Each takes the whole
// document (see document aliases) and reads it through asRecord.

// maxItems bounds the steps and votes these builtins examine.
const maxItems = rt.MaxItems

func isString(v Value, s string) bool { return v.k == KindString && v.s == s }

func nonEmptyString(v Value) bool { return v.k == KindString && v.s != "" }

// completedTotal sums amount_micro over the completed steps of a list; ok is
// false when an amount does not convert.
func completedTotal(steps []Value) (total rt.Int, completed int, ok bool) {
	for _, s := range steps {
		if !isString(member(s, "status"), "completed") {
			continue
		}
		completed++
		if a := member(s, "amount_micro"); !a.IsNullish() {
			n, ok := toBigInt(a)
			if !ok {
				return total, completed, false
			}
			total = total.Add(n)
		}
	}
	return total, completed, true
}

// saga_amount_conserved: the completed compensation steps do not move more
// than the completed steps (vacuously true with no completed step).
func sagaAmountConserved(_ *env, a, _ Value, _ int) Value {
	s := asRecord(a)
	steps, ok := elements(member(s, "steps"))
	if !ok || len(steps) > maxItems {
		return vFalse
	}
	total, completed, ok := completedTotal(steps)
	if !ok {
		return vFalse
	}
	if completed == 0 {
		return vTrue
	}
	comp, _ := elements(member(s, "compensation_steps"))
	if len(comp) > maxItems {
		return vFalse
	}
	compTotal, _, ok := completedTotal(comp)
	if !ok {
		return vFalse
	}
	if len(comp) == 0 {
		return Bool(total.Sign() >= 0)
	}
	return Bool(compTotal.Cmp(total) <= 0)
}

// saga_steps_sequential: every step has a non-empty string step_id, and no
// id repeats. Order is not checked.
func sagaStepsSequential(_ *env, a, _ Value, _ int) Value {
	steps, ok := elements(member(asRecord(a), "steps"))
	if !ok || len(steps) > maxItems {
		return vFalse
	}
	seen := make(map[string]struct{}, len(steps))
	for _, s := range steps {
		id := member(s, "step_id")
		if !nonEmptyString(id) {
			return vFalse
		}
		if _, dup := seen[id.s]; dup {
			return vFalse
		}
		seen[id.s] = struct{}{}
	}
	return vTrue
}

// saga_timeout_valid: every completed step has string started_at and
// completed_at that parse as protocol date-times and took at most
// timeout.per_step_seconds.
func sagaTimeoutValid(_ *env, a, _ Value, _ int) Value {
	s := asRecord(a)
	steps, ok := elements(member(s, "steps"))
	timeout := member(s, "timeout")
	if !ok || !isContainer(timeout) {
		return vFalse
	}
	limit := member(timeout, "per_step_seconds")
	if limit.k != KindNumber || !(limit.f > 0) || len(steps) > maxItems {
		return vFalse
	}
	for _, st := range steps {
		if !isContainer(st) || !isString(member(st, "status"), "completed") {
			continue
		}
		started, completed := member(st, "started_at"), member(st, "completed_at")
		if started.k != KindString || completed.k != KindString {
			return vFalse
		}
		t0, ok0 := rt.DateTimeMillis(started.s)
		t1, ok1 := rt.DateTimeMillis(completed.s)
		if !ok0 || !ok1 {
			return vFalse
		}
		if float64(t1-t0)/1000 > limit.f {
			return vFalse
		}
	}
	return vTrue
}

// outcome_consensus_valid: the votes support the declared outcome_type.
func outcomeConsensusValid(_ *env, a, _ Value, _ int) Value {
	s := asRecord(a)
	votes, ok := elements(member(s, "votes"))
	if !ok || len(votes) == 0 || len(votes) > maxItems {
		return vFalse
	}
	threshold := 0.0
	if t := member(s, "consensus_threshold"); t.k == KindNumber {
		threshold = t.f
	}
	agree := 0
	for _, v := range votes {
		if isString(member(v, "vote"), "agree") {
			agree++
		}
	}
	n := len(votes)
	required := math.Ceil(float64(n) * threshold)
	a64 := float64(agree)
	switch t := member(s, "outcome_type"); {
	case isString(t, "unanimous"):
		return Bool(agree == n)
	case isString(t, "majority"):
		return Bool(a64 >= required && agree < n)
	case isString(t, "deadlock"):
		return Bool(a64 < required)
	case isString(t, "escalation"):
		return Bool(nonEmptyString(member(s, "escalated_to")))
	}
	return vFalse
}

// monetary_policy_solvent(p, supply): supply ≤ p.conservation_ceiling, both
// strings that convert with StringToBigInt.
func monetaryPolicySolvent(_ *env, a, supply Value, _ int) Value {
	ceiling := member(asRecord(a), "conservation_ceiling")
	if ceiling.k != KindString || supply.k != KindString {
		return vFalse
	}
	c, okc := rt.ParseInt(ceiling.s)
	s, oks := rt.ParseInt(supply.s)
	return Bool(okc && oks && s.Cmp(c) <= 0)
}

// permission_boundary_active: non-empty scope and permitted_if, reporting and
// revocation present as objects.
func permissionBoundaryActive(_ *env, a, _ Value, _ int) Value {
	b := asRecord(a)
	return Bool(nonEmptyString(member(b, "scope")) && nonEmptyString(member(b, "permitted_if")) &&
		isContainer(member(b, "reporting")) && isContainer(member(b, "revocation")))
}

// voteWeights returns the float64 sum, in order, of the numeric weights of
// voting.votes_cast, and whether the voting record is usable.
func voteWeights(p Value) (voting Value, sum float64, n int, ok bool) {
	voting = member(asRecord(p), "voting")
	if !isContainer(voting) {
		return voting, 0, 0, false
	}
	votes, ok := elements(member(voting, "votes_cast"))
	if !ok || len(votes) > maxItems {
		return voting, 0, 0, false
	}
	for _, v := range votes {
		if isContainer(v) {
			if w := member(v, "weight"); w.k == KindNumber {
				sum += w.f
			}
		}
	}
	return voting, sum, len(votes), true
}

// proposal_quorum_met: the votes' total weight reaches quorum_required.
func proposalQuorumMet(_ *env, a, _ Value, _ int) Value {
	voting, sum, _, ok := voteWeights(a)
	quorum := member(voting, "quorum_required")
	if !ok || quorum.k != KindNumber {
		return vFalse
	}
	return Bool(sum >= quorum.f)
}

// proposal_weights_normalized: no votes, or weights summing to 1 ± 0.001.
func proposalWeightsNormalized(_ *env, a, _ Value, _ int) Value {
	_, sum, n, ok := voteWeights(a)
	if !ok {
		return vFalse
	}
	return Bool(n == 0 || math.Abs(sum-1.0) <= 0.001)
}
