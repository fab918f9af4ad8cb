package economy

import (
	"math/big"

	"github.com/hounfour-go/hounfour/wire"
)

// maxSagaSteps is the builtins' bound on steps and compensation steps.
const maxSagaSteps = 100

// AmountConserved reports what the constraint builtin saga_amount_conserved
// returns on s's JSON form: false with more than 100 steps; true when no
// step is completed; otherwise false with more than 100 compensation steps,
// else whether the completed compensation steps' amounts sum to at most the
// completed steps' amounts. Exchange rates are ignored.
// An absent amount (which has no JSON form) counts as null and is skipped.
func (s *BridgeTransferSaga) AmountConserved() bool {
	if len(s.Steps) > maxSagaSteps {
		return false
	}
	total, n := completedSum(s.Steps)
	if n == 0 {
		return true
	}
	if len(s.CompensationSteps) > maxSagaSteps {
		return false
	}
	comp, _ := completedSum(s.CompensationSteps)
	return comp.Cmp(total) <= 0
}

func completedSum(steps []BridgeTransferStep) (*big.Int, int) {
	sum, n := new(big.Int), 0
	for i := range steps {
		st := &steps[i]
		if st.Status != StepCompleted {
			continue
		}
		n++
		if !st.AmountMicro.IsZero() {
			sum.Add(sum, st.AmountMicro.Big())
		}
	}
	return sum, n
}

// StepsSequential reports what the builtin saga_steps_sequential returns on
// s's JSON form: at most 100 steps, every step_id non-empty and none
// repeated (order is not checked). No shipped constraint uses it.
func (s *BridgeTransferSaga) StepsSequential() bool {
	if len(s.Steps) > maxSagaSteps {
		return false
	}
	seen := make(map[string]bool, len(s.Steps))
	for i := range s.Steps {
		id := s.Steps[i].StepID
		if id == "" || seen[id] {
			return false
		}
		seen[id] = true
	}
	return true
}

// TimeoutValid reports what the builtin saga_timeout_valid returns on s's
// JSON form (the saga-timeout-valid warning): false unless per_step_seconds
// is positive and there are at most 100 steps; then every completed step must
// have non-null started_at and completed_at and have taken at most
// per_step_seconds (milliseconds, fractions truncated, divided by 1000 in
// float64; equal passes, negative durations pass).
func (s *BridgeTransferSaga) TimeoutValid() bool {
	if s.Timeout.PerStepSeconds <= 0 || len(s.Steps) > maxSagaSteps {
		return false
	}
	limit := float64(s.Timeout.PerStepSeconds)
	for i := range s.Steps {
		st := &s.Steps[i]
		if st.Status != StepCompleted {
			continue
		}
		if !present(st.StartedAt) || !present(st.CompletedAt) {
			return false
		}
		ms := st.CompletedAt.Time().UnixMilli() - st.StartedAt.Time().UnixMilli()
		if float64(ms)/1000 > limit {
			return false
		}
	}
	return true
}

func present(t *wire.Timestamp) bool { return t != nil && !t.IsZero() }
