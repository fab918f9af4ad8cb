package tool

import "github.com/hounfour-go/hounfour/agent"

// The guards of the tool lifecycle. They have the
// shape of agent.RequiresReasonResolved: pass when the context member is the
// boolean true, otherwise fail with "{key} requires context.{member} ===
// true", client_error.
var (
	verificationPassed = agent.RequiresTrue[LifecycleState]("verification_passed")
	healthCheckPassed  = agent.RequiresTrue[LifecycleState]("health_check_passed")
)

// RequiresVerificationPassed passes when ctx["verification_passed"] is the
// boolean true; otherwise it fails with "{key} requires
// context.verification_passed === true", client_error. It is the default
// guard of REGISTERED→VERIFIED.
func RequiresVerificationPassed(from, to LifecycleState, ctx map[string]any) agent.GuardResult {
	return verificationPassed(from, to, ctx)
}

// RequiresHealthCheckPassed passes when ctx["health_check_passed"] is the
// boolean true; otherwise it fails with "{key} requires
// context.health_check_passed === true", client_error. It is the default
// guard of DEGRADED→ACTIVE.
func RequiresHealthCheckPassed(from, to LifecycleState, ctx map[string]any) agent.GuardResult {
	return healthCheckPassed(from, to, ctx)
}

// DefaultGuards returns the tool lifecycle's three default guards, keyed by
// agent.GuardKey, in a fresh map:
//
//	REGISTERED→VERIFIED  RequiresVerificationPassed
//	DEGRADED→ACTIVE      RequiresHealthCheckPassed
//	SUSPENDED→ACTIVE     agent.RequiresReasonResolved
func DefaultGuards() map[string]agent.Guard[LifecycleState] {
	return map[string]agent.Guard[LifecycleState]{
		agent.GuardKey(StateRegistered, StateVerified): RequiresVerificationPassed,
		agent.GuardKey(StateDegraded, StateActive):     RequiresHealthCheckPassed,
		agent.GuardKey(StateSuspended, StateActive):    agent.RequiresReasonResolved[LifecycleState],
	}
}

// NewLifecycleValidator returns the tool lifecycle validator:
// agent.NewTransitionValidator(Transitions(), DefaultGuards()).
func NewLifecycleValidator() *agent.TransitionValidator[LifecycleState] {
	return agent.NewTransitionValidator(transitions, DefaultGuards())
}
