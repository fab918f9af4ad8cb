package constraint

// model_routing_eligible(qualifying_state, qualifying_score, current_state,
// current_score): whether an agent whose reputation is current_state with
// current_score meets a routing requirement of qualifying_state and
// qualifying_score.
//
// Both states must be strings and both scores numbers (a bigint is not a
// number), else the result is false. Each state has its rank in the
// reputation order — cold 0, warming 1, established 2, authoritative 3 —
// and any other string the rank −1 (names JavaScript objects inherit, such
// as "toString", included). The agent is eligible when its state's rank is
// at least the required one and current_score ≥ qualifying_score (false
// when either is NaN). So an unknown qualifying state imposes no state
// requirement, an unknown current state fails every known requirement,
// and two unknown states rank equal.
func modelRoutingEligible(qState, qScore, cState, cScore Value) Value {
	if qState.k != KindString || cState.k != KindString || qScore.k != KindNumber || cScore.k != KindNumber {
		return Bool(false)
	}
	if reputationRank(cState.s) < reputationRank(qState.s) {
		return Bool(false)
	}
	return Bool(cScore.f >= qScore.f)
}

// reputationRank is the rank of a reputation state, −1 for any other text.
func reputationRank(s string) int {
	switch s {
	case "cold":
		return 0
	case "warming":
		return 1
	case "established":
		return 2
	case "authoritative":
		return 3
	}
	return -1
}
