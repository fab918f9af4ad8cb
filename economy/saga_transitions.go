package economy

import "slices"

// SagaTransitions is the saga state machine: every status is a key, its
// allowed targets in protocol order; settled, reversed and failed are
// terminal (no targets). It is the table as data: changing it does not
// change CanTransitionSaga, which reads its own copy.
var SagaTransitions = sagaTransitions()

func sagaTransitions() map[SagaStatus][]SagaStatus {
	return map[SagaStatus][]SagaStatus{
		SagaInitiated:    {SagaReserving, SagaFailed},
		SagaReserving:    {SagaTransferring, SagaCompensating, SagaFailed},
		SagaTransferring: {SagaSettling, SagaCompensating, SagaFailed},
		SagaSettling:     {SagaSettled, SagaCompensating, SagaFailed},
		SagaCompensating: {SagaReversed, SagaFailed},
		SagaSettled:      {},
		SagaReversed:     {},
		SagaFailed:       {},
	}
}

var sagaEdges = sagaTransitions()

// CanTransitionSaga reports whether the state machine allows from→to. It is
// false for self-transitions and for unknown statuses; it never panics.
func CanTransitionSaga(from, to SagaStatus) bool { return slices.Contains(sagaEdges[from], to) }

// IsTerminalSagaStatus reports whether s is settled, reversed or failed
// (false for an unknown status).
func IsTerminalSagaStatus(s SagaStatus) bool {
	targets, ok := sagaEdges[s]
	return ok && len(targets) == 0
}
