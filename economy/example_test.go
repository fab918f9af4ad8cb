package economy_test

import (
	"fmt"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/economy"
)

// A settled saga without settled_at passes upstream's schema-only check but
// not the BridgeTransferSaga constraint file, which Validate includes
// (deviation 8).
func ExampleBridgeTransferSaga_Validate() {
	var s economy.BridgeTransferSaga
	doc := []byte(`{"saga_id":"0f8e7a3c-2b1d-4c5e-9f6a-7b8c9d0e1f2a","bridge_id":"1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
		"source_registry":"2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e","target_registry":"3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f",
		"saga_type":"atomic","status":"settled",
		"steps":[{"step_id":"s1","step_type":"transfer","participant":"agent-a","status":"completed","amount_micro":"1000000",
			"started_at":"2026-02-01T10:00:00Z","completed_at":"2026-02-01T10:09:00Z"}],
		"compensation_steps":[],"timeout":{"total_seconds":3600,"per_step_seconds":300},
		"participants":[{"agent_id":"agent-a","role":"initiator","registry_id":"2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
			"trust_scopes":{"scopes":{},"default_level":"verified"}}],
		"initiated_at":"2026-02-01T10:00:00Z","settled_at":null,"contract_version":"7.0.0"}`)
	err := hounfour.Decode(doc, &s)
	for _, v := range err.(*hounfour.ValidationError).Violations {
		fmt.Printf("%q [%s]\n", v.Path, v.Rule)
	}
	fmt.Println("schema only:", s.ValidateSchema())
	for _, w := range s.Warnings() {
		fmt.Printf("warning %q [%s]\n", w.Path, w.Rule)
	}
	fmt.Println(s.AmountConserved(), s.TimeoutValid())
	// Output:
	// "" [saga-settled-has-timestamp]
	// schema only: <nil>
	// warning "" [saga-timeout-valid]
	// true false
}

func ExampleCanTransitionSaga() {
	for _, to := range economy.SagaTransitions()[economy.SagaSettling] {
		fmt.Println("settling →", to, economy.IsTerminalSagaStatus(to))
	}
	fmt.Println(economy.CanTransitionSaga(economy.SagaSettled, economy.SagaCompensating))
	fmt.Println(economy.CanTransitionSaga("done", economy.SagaFailed))
	// Output:
	// settling → settled true
	// settling → compensating false
	// settling → failed true
	// false
	// false
}

func ExampleCanonicalJWTBoundarySteps() {
	for _, st := range economy.CanonicalJWTBoundarySteps() {
		fmt.Println(st.StepNumber, st.ErrorCode)
	}
	// Output:
	// 1 JWT_SIGNATURE_INVALID
	// 2 JWT_ALGORITHM_REJECTED
	// 3 JWT_CLAIMS_INVALID
	// 4 JWT_RESERVATION_NOT_FOUND
	// 5 JWT_REPLAY_DETECTED
	// 6 JWT_OVERSPEND
}
