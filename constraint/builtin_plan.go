package constraint

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour"
	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

// PlanHashOutcome is the three-valued result of CheckPlanContentHash.
type PlanHashOutcome uint8

// The outcomes of CheckPlanContentHash. The builtin
// plan_content_hash_unchanged_since_signoff is true for PlanHashPass and
// PlanHashDeferred, false for PlanHashFail.
const (
	PlanHashFail PlanHashOutcome = iota
	PlanHashPass
	PlanHashDeferred
)

var planHashOutcomeNames = [...]string{"fail", "pass", "deferred"}

// String returns fail, pass or deferred.
func (o PlanHashOutcome) String() string {
	if int(o) < len(planHashOutcomeNames) {
		return planHashOutcomeNames[o]
	}
	return "PlanHashOutcome(" + strconv.Itoa(int(o)) + ")"
}

// PlanHashResult is the outcome of CheckPlanContentHash and the obligation
// it leaves the consumer (rule PlanHashRuleID). For a pass, Signoff is the
// matching sign-off and TTLUntilMS the Unix milliseconds its time-to-live
// ends at (its emission time plus its TTL): the check does not compare it
// with any clock, the consumer does.
type PlanHashResult struct {
	Result     PlanHashOutcome
	Obligation *hounfour.Obligation
	Signoff    *PlanSignoff
	TTLUntilMS *big.Int
}

const planHashRule = "plan_content_hash_unchanged_since_signoff(plan_content_hash)"

func planObligation(ev hounfour.ObligationEvaluator, reason hounfour.ObligationReason, note string) *hounfour.Obligation {
	return &hounfour.Obligation{RuleID: PlanHashRuleID, Rule: planHashRule, Evaluator: ev, Reason: reason,
		EvaluationNote: note}
}

// CheckPlanContentHash is plan_content_hash_unchanged_since_signoff(hash)
// with its outcome: fail when hash is not a string (an obligation of the
// library, no reason); deferred without a ledger (reason
// ledger_context_deferred); fail when an entry of the ledger is malformed
// (a nil TTL; every entry is checked before matching); fail when no
// sign-off's plan content hash equals hash, letter case aside (reason
// signoff_plan_hash_mismatch); fail when the first matching sign-off's
// ts_emit is not a date-time (YYYY-MM-DDThh:mm:ss, optional fraction, Z
// or an offset, a real calendar instant); otherwise pass (reason
// signoff_ttl_observed), the TTL left to the consumer.
func CheckPlanContentHash(hash Value, l *PlanSignoffLedger) PlanHashResult {
	lib := func(note string) PlanHashResult {
		return PlanHashResult{Result: PlanHashFail, Obligation: planObligation(hounfour.ObligationLibrary, "", note)}
	}
	h, ok := hash.AsString()
	if !ok {
		return lib("plan_content_hash is not a string")
	}
	if l == nil {
		return PlanHashResult{Result: PlanHashDeferred, Obligation: planObligation(hounfour.ObligationConsumer,
			hounfour.ReasonLedgerContextDeferred,
			"no plan sign-off ledger (WithPlanSignoffLedger): the consumer checks that the plan is unchanged since its sign-off")}
	}
	for i := range l.Signoffs {
		if l.Signoffs[i].TTLSecondsAtEmit == nil {
			return lib("sign-off " + strconv.Itoa(i) + " of the ledger has no ttl_seconds_at_emit")
		}
	}
	want := strings.ToLower(h)
	for i := range l.Signoffs {
		s := &l.Signoffs[i]
		if strings.ToLower(s.PlanContentHash) != want {
			continue
		}
		ms, ok := rt.DateTimeMillis(s.TSEmit)
		if !ok {
			return lib("the matching sign-off " + strconv.Quote(s.SignoffID) + " has no valid ts_emit")
		}
		until := new(big.Int).Mul(s.TTLSecondsAtEmit, big.NewInt(1000))
		until.Add(until, big.NewInt(ms))
		note := "signoff_id=" + s.SignoffID + " ts_emit=" + s.TSEmit + " ttl_seconds_at_emit=" +
			s.TTLSecondsAtEmit.String() + " ttl_until_ms=" + until.String() +
			": the consumer compares ttl_until_ms with its clock or the ledger's snapshot time"
		return PlanHashResult{Result: PlanHashPass, Signoff: s, TTLUntilMS: until,
			Obligation: planObligation(hounfour.ObligationConsumer, hounfour.ReasonSignoffTTLObserved, note)}
	}
	return PlanHashResult{Result: PlanHashFail, Obligation: planObligation(hounfour.ObligationConsumer,
		hounfour.ReasonSignoffPlanHashMismatch, "no sign-off of the ledger has this plan content hash")}
}

// plan_content_hash_unchanged_since_signoff(plan_content_hash).
func planContentHashUnchanged(e *env, hash, _ Value, _ int) Value {
	return Bool(CheckPlanContentHash(hash, e.planLedger).Result != PlanHashFail)
}
