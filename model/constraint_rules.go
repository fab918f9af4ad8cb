package model

import (
	"sync"

	"github.com/hounfour-go/hounfour/constraint"
	"github.com/hounfour-go/hounfour/internal/codec"
)

// The constraint files of ProviderWireMessage, CompletionRequest,
// CompletionResult, EnsembleRequest and EnsembleResult hold only null tests
// and sums that the types' own rules already compute. Their error rules are
// therefore evaluated natively, in file order, after the cross-field rules,
// with the constraint's id and message at the object's path — exactly what
// the constraint evaluator would report (the package tests prove it on
// every vector) without encoding the object once per occurrence. Each runs
// when the members its expression reads passed their own checks.

// Ids of the constraint rules evaluated natively.
const (
	constraintToolRoleNeedsID       = "wire-message-tool-role-requires-tool_call_id"
	constraintContentPresence       = "wire-message-content-presence"
	constraintToolsNeedToolChoice   = "completion-request-tools-require-tool_choice"
	constraintNativeRuntimeSession  = "completion-request-native-runtime-session"
	constraintNativeRuntimeProvider = "completion-request-native-runtime-provider"
	constraintToolCallsRequired     = "completion-result-tool_calls-required"
	constraintUsageConservation     = "completion-result-usage-conservation"
	constraintCostConservation      = "ensemble-result-cost-conservation"
	constraintTotalEqualsSum        = "ensemble-result-total-cost-equals-sum"
	constraintDialogueCost          = "ensemble-result-dialogue-cost-conservation"
	constraintRoundsConsistency     = "ensemble-result-rounds-completed-consistency"
	constraintRoundsWithinRequested = "ensemble-result-rounds-completed-within-requested"
)

var constraintTexts = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, schema := range []string{"provider-wire-message", "completion-request", "completion-result", "ensemble-request", "ensemble-result"} {
		for _, f := range constraint.ForSchema(schema) {
			for _, c := range f.Constraints() {
				m[c.ID] = c.Text()
			}
		}
	}
	return m
})

// reportConstraint reports the failing constraint id at the object's path.
func reportConstraint(r *codec.Rules, id string) { r.Report(id, constraintTexts()[id]) }
