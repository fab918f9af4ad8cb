package event

import "github.com/hounfour-go/hounfour/transfer"

// Invariant is one transfer invariant (upstream TRANSFER_INVARIANTS), with
// upstream's exact strings.
type Invariant struct {
	Description          string
	Enforceable          bool // enforced by the protocol's event vocabulary, not by a service
	EnforcementMechanism string
}

type choreography struct {
	forward, compensation []Type
	invariants            []Invariant
}

const (
	mechExactlyOneTerminal = "Service-layer: saga timeout sweep detects orphaned sagas"
	mechNoUnseal           = "Protocol: no conversation.thread.unsealed event in compensation path"
	descExactlyOneTerminal = "Exactly one of saga.completed or saga.rolled_back must fire"
	descSealedStaySealed   = "Sealed conversations remain sealed regardless of saga outcome"
)

// transferChoreography is upstream's TRANSFER_CHOREOGRAPHY and
// TRANSFER_INVARIANTS.
var transferChoreography = map[transfer.Scenario]choreography{
	transfer.ScenarioSale: {
		forward: []Type{TransferSagaInitiated, ConversationThreadSealed, AgentLifecycleTransitioned,
			BillingEntryCreated, TransferSagaCompleted},
		compensation: []Type{BillingEntryVoided, AgentLifecycleTransitioned, TransferSagaRolledBack},
		invariants: []Invariant{
			{"If billing.entry.created fires, billing.entry.voided MUST fire on compensation", false,
				"Service-layer: idempotent void with dead letter queue for failures"},
			{descSealedStaySealed, true, mechNoUnseal},
			{descExactlyOneTerminal, false, mechExactlyOneTerminal},
			{"Agent returns to ACTIVE on compensation (not to a third state)", true,
				"Protocol: compensation path lifecycle event targets ACTIVE explicitly"},
		},
	},
	transfer.ScenarioGift: {
		forward:      []Type{TransferSagaInitiated, ConversationThreadSealed, AgentLifecycleTransitioned, TransferSagaCompleted},
		compensation: []Type{AgentLifecycleTransitioned, TransferSagaRolledBack},
		invariants: []Invariant{
			{descSealedStaySealed, true, mechNoUnseal},
			{descExactlyOneTerminal, false, mechExactlyOneTerminal},
			{"No billing events produced (gift is non-financial)", true,
				"Protocol: gift choreography has no billing.entry.* events"},
		},
	},
	transfer.ScenarioAdminRecovery: {
		forward:      []Type{TransferSagaInitiated, AgentLifecycleTransitioned, TransferSagaCompleted},
		compensation: []Type{AgentLifecycleTransitioned, TransferSagaRolledBack},
		invariants: []Invariant{
			{"No conversations sealed (admin has full access)", true,
				"Protocol: admin_recovery choreography has no conversation.thread.sealed event"},
			{descExactlyOneTerminal, false, mechExactlyOneTerminal},
		},
	},
	transfer.ScenarioCustodyChange: {
		forward:      []Type{TransferSagaInitiated, ConversationThreadSealed, AgentLifecycleTransitioned, TransferSagaCompleted},
		compensation: []Type{AgentLifecycleTransitioned, TransferSagaRolledBack},
		invariants: []Invariant{
			{descSealedStaySealed, true, mechNoUnseal},
			{descExactlyOneTerminal, false, mechExactlyOneTerminal},
			{"No billing events produced (internal transfer)", true,
				"Protocol: custody_change choreography has no billing.entry.* events"},
		},
	},
}

// TransferChoreography returns the expected event types of a transfer
// scenario in one direction, in order (a fresh slice), and false for an
// unknown scenario or direction. On the forward path the lifecycle event
// moves the agent to TRANSFERRED, on compensation back to ACTIVE — a
// rollback the agent transition map has no edge for.
// Compensation never unseals conversations.
func TransferChoreography(s transfer.Scenario, d Direction) ([]Type, bool) {
	c, ok := transferChoreography[s]
	if !ok {
		return nil, false
	}
	switch d {
	case DirectionForward:
		return append([]Type(nil), c.forward...), true
	case DirectionCompensation:
		return append([]Type(nil), c.compensation...), true
	}
	return nil, false
}

// TransferInvariants returns the invariants of a transfer scenario in
// upstream's order (a fresh slice), and false for an unknown scenario.
func TransferInvariants(s transfer.Scenario) ([]Invariant, bool) {
	c, ok := transferChoreography[s]
	if !ok {
		return nil, false
	}
	return append([]Invariant(nil), c.invariants...), true
}

// EconomicScenario is one scenario of upstream's ECONOMIC_CHOREOGRAPHY:
// data only; CheckChoreography covers transfers only.
type EconomicScenario struct {
	Forward      []Type
	Compensation []Type
	// Invariants are all enforceable; upstream names no enforcement
	// mechanism for them (EnforcementMechanism is "").
	Invariants          []Invariant
	CompensationTrigger string
	Idempotency         string
}

var economicNames = []string{"stake", "escrow", "mutual_credit"}

// EconomicChoreography returns the economic scenario of that name (stake,
// escrow, mutual_credit), freshly built, and false for another name.
func EconomicChoreography(name string) (EconomicScenario, bool) {
	inv := func(ds ...string) []Invariant {
		out := make([]Invariant, len(ds))
		for i, d := range ds {
			out[i] = Invariant{Description: d, Enforceable: true}
		}
		return out
	}
	switch name {
	case "stake":
		return EconomicScenario{
			Forward:             []Type{EconomyStakeCreated, EconomyStakeVested},
			Compensation:        []Type{EconomyStakeWithdrawn, EconomyStakeSlashed},
			Invariants:          inv("stake.amount_micro > 0", "vested_micro + remaining_micro == amount_micro"),
			CompensationTrigger: "Slashing dispute or vesting invalidation",
			Idempotency:         "Stake state machine prevents double-slash",
		}, true
	case "escrow":
		return EconomicScenario{
			Forward:      []Type{EconomyEscrowCreated, EconomyEscrowReleased},
			Compensation: []Type{EconomyEscrowRefunded, EconomyEscrowExpired},
			Invariants: inv("escrow.amount_micro > 0", "released + refunded <= held (conservation)",
				"terminal states have no outbound transitions"),
			CompensationTrigger: "Release fails or bilateral disagreement",
			Idempotency:         "Escrow state is terminal — re-release is no-op",
		}, true
	case "mutual_credit":
		return EconomicScenario{
			Forward:             []Type{EconomyCreditExtended, EconomyCreditSettled},
			Compensation:        []Type{EconomyCreditSettled},
			Invariants:          inv("credit.amount_micro > 0", "settled amount <= issued amount"),
			CompensationTrigger: "Settlement failure or credit default",
			Idempotency:         "Settled flag is idempotent boolean transition",
		}, true
	}
	return EconomicScenario{}, false
}

// EconomicScenarios returns the economic scenario names in upstream's order.
func EconomicScenarios() []string { return append([]string(nil), economicNames...) }
