package economy

import "slices"

// SagaTransitions returns, freshly built, the saga state machine: every
// status is a key, its allowed targets in protocol order; settled, reversed
// and failed are terminal (no targets). Changing the result changes no
// result of [CanTransitionSaga], which reads its own copy.
func SagaTransitions() map[SagaStatus][]SagaStatus {
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

var sagaEdges = SagaTransitions()

// CanTransitionSaga reports whether the state machine allows from→to. It is
// false for self-transitions and for unknown statuses; it never panics.
func CanTransitionSaga(from, to SagaStatus) bool { return slices.Contains(sagaEdges[from], to) }

// IsTerminalSagaStatus reports whether s is settled, reversed or failed
// (false for an unknown status).
func IsTerminalSagaStatus(s SagaStatus) bool {
	targets, ok := sagaEdges[s]
	return ok && len(targets) == 0
}
