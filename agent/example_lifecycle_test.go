package agent_test

import (
	"encoding/json"
	"fmt"

	"github.com/hounfour-go/hounfour/agent"
)

func ExampleLifecycleState() {
	s := agent.LifecycleState("ACTIVE")
	fmt.Println(s == agent.StateActive, s.Valid(), agent.LifecycleState("active").Valid())
	// Output:
	// true true false
}

func ExampleLifecycleStates() {
	fmt.Println(agent.LifecycleStates())
	// Output:
	// [DORMANT PROVISIONING ACTIVE SUSPENDED TRANSFERRED ARCHIVED]
}

func ExampleTransitions() {
	m := agent.Transitions()
	for _, s := range agent.LifecycleStates() {
		fmt.Println(s, "→", m[s])
	}
	// Output:
	// DORMANT → [PROVISIONING]
	// PROVISIONING → [ACTIVE DORMANT]
	// ACTIVE → [SUSPENDED TRANSFERRED ARCHIVED]
	// SUSPENDED → [ACTIVE ARCHIVED]
	// TRANSFERRED → [PROVISIONING ARCHIVED]
	// ARCHIVED → []
}

func ExampleIsValidTransition() {
	fmt.Println(agent.IsValidTransition(agent.StateDormant, agent.StateProvisioning))
	fmt.Println(agent.IsValidTransition(agent.StateArchived, agent.StateActive))
	fmt.Println(agent.IsValidTransition("BOGUS", agent.StateActive))
	// Output:
	// true
	// false
	// false
}

func ExampleValidTargets() {
	fmt.Println(agent.ValidTargets(agent.StateActive))
	fmt.Println(len(agent.ValidTargets(agent.StateArchived)))
	// Output:
	// [SUSPENDED TRANSFERRED ARCHIVED]
	// 0
}

func ExampleGuardKey() {
	fmt.Println(agent.GuardKey(agent.StateActive, agent.StateTransferred))
	// Output:
	// ACTIVE→TRANSFERRED
}

func ExampleNewLifecycleValidator() {
	v := agent.NewLifecycleValidator()

	r := v.IsValid(agent.StateActive, agent.StateTransferred, nil)
	fmt.Printf("%+v\n", r)

	r = v.IsValid(agent.StateActive, agent.StateTransferred, map[string]any{"transfer_id": "xfer_001"})
	fmt.Printf("%+v\n", r)

	r = v.IsValid(agent.StateArchived, agent.StateActive, nil)
	fmt.Printf("%+v\n", r)
	// Output:
	// {Valid:false Reason:ACTIVE→TRANSFERRED requires context.transfer_id Guard:ACTIVE→TRANSFERRED Severity:client_error}
	// {Valid:true Reason: Guard: Severity:}
	// {Valid:false Reason:Transition ARCHIVED→ACTIVE is not structurally valid Guard:transition_map Severity:}
}

func ExampleGuardResult_MarshalJSON() {
	v := agent.NewLifecycleValidator()
	for _, r := range []agent.GuardResult{
		v.IsValid(agent.StateSuspended, agent.StateActive, map[string]any{"reason_resolved": true}),
		v.IsValid(agent.StateActive, agent.StateArchived, map[string]any{"transfer_id": "xfer_001"}),
		v.IsValid(agent.StateDormant, agent.StateArchived, nil),
	} {
		b, _ := json.Marshal(r)
		fmt.Println(string(b))
	}
	// Output:
	// {"valid":true}
	// {"valid":false,"reason":"ACTIVE→ARCHIVED requires no active transfer_id","guard":"ACTIVE→ARCHIVED","severity":"policy_violation"}
	// {"valid":false,"reason":"Transition DORMANT→ARCHIVED is not structurally valid","guard":"transition_map"}
}

func ExampleDefaultGuards() {
	// Add the sanction-evidence guard to the defaults for suspensions.
	guards := agent.DefaultGuards()
	guards[agent.GuardKey(agent.StateActive, agent.StateSuspended)] = agent.RequiresSanctionEvidence[agent.LifecycleState]
	v := agent.NewTransitionValidator(agent.Transitions(), guards)

	fmt.Println(v.IsValid(agent.StateActive, agent.StateSuspended, nil).Reason)
	fmt.Println(v.IsValid(agent.StateActive, agent.StateSuspended, map[string]any{
		"evidence_event_ids": []string{"evt_42"},
	}).Valid)
	// Output:
	// ACTIVE→SUSPENDED requires context.evidence_event_ids (non-empty string array)
	// true
}

func ExampleRequiresNoActiveTransfer() {
	for _, id := range []any{nil, "", 0, "xfer_7", []any{}} {
		r := agent.RequiresNoActiveTransfer(agent.StateActive, agent.StateArchived, map[string]any{"transfer_id": id})
		fmt.Printf("%#v: %v\n", id, r.Valid)
	}
	// Output:
	// <nil>: true
	// "": true
	// 0: true
	// "xfer_7": false
	// []interface {}{}: false
}

func ExampleTransitionValidator() {
	// The validator works for any string-based state machine.
	type phase string
	v := agent.NewTransitionValidator(map[phase][]phase{
		"draft":     {"review"},
		"review":    {"draft", "published"},
		"published": {},
	}, map[string]agent.Guard[phase]{
		agent.GuardKey[phase]("review", "published"): agent.RequiresTrue[phase]("approved"),
	})
	fmt.Println(v.IsValid("review", "published", nil).Reason)
	fmt.Println(v.IsValid("review", "published", map[string]any{"approved": true}).Valid)
	fmt.Println(v.IsValid("draft", "published", nil).Reason)
	// Output:
	// review→published requires context.approved === true
	// true
	// Transition draft→published is not structurally valid
}

func ExampleReasonCode_Description() {
	fmt.Println(agent.ReasonBudgetExhausted.Description())
	fmt.Println(agent.ReasonSanctionAppealedSuccessfully.Description())
	fmt.Println(agent.ReasonCode("unknown").Valid(), len(agent.ReasonCodes()))
	// Output:
	// Agent budget limit reached
	// Sanction appeal upheld — restriction lifted
	// false 16
}

func ExampleGuard() {
	// A custom guard: provisioning needs a personality.
	var needsPersonality agent.Guard[agent.LifecycleState] = func(from, to agent.LifecycleState, ctx map[string]any) agent.GuardResult {
		if p, ok := ctx["personality"].(string); ok && p != "" {
			return agent.GuardResult{Valid: true}
		}
		key := agent.GuardKey(from, to)
		return agent.GuardResult{Reason: key + " requires context.personality", Guard: key, Severity: agent.SeverityClientError}
	}
	guards := agent.DefaultGuards()
	guards[agent.GuardKey(agent.StateDormant, agent.StateProvisioning)] = needsPersonality
	v := agent.NewTransitionValidator(agent.Transitions(), guards)

	fmt.Println(v.IsValid(agent.StateDormant, agent.StateProvisioning, nil).Reason)
	// Output:
	// DORMANT→PROVISIONING requires context.personality
}

func ExampleGuardSeverity() {
	status := func(r agent.GuardResult) int {
		switch {
		case r.Valid:
			return 200
		case r.Severity == agent.SeverityPolicyViolation:
			return 403
		}
		return 400 // client_error, or a transition the map forbids
	}
	v := agent.NewLifecycleValidator()
	fmt.Println(status(v.IsValid(agent.StateActive, agent.StateArchived, nil)))
	fmt.Println(status(v.IsValid(agent.StateActive, agent.StateArchived, map[string]any{"transfer_id": "x"})))
	fmt.Println(status(v.IsValid(agent.StateSuspended, agent.StateActive, nil)))
	// Output:
	// 200
	// 403
	// 400
}
