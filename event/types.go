package event

// Type is a dotted event type {aggregate}.{noun}.{verb}. In
// an envelope any type matching ^[a-z]+\.[a-z_]+\.[a-z_]+$ is valid; the
// vocabulary below exists so producers converge on names (registration is
// advisory).
//
// Its values are the 64 constants of type Type (go doc -all lists them):
// upstream's 48 from [AgentLifecycleTransitioned], the eight library
// extension types, and the eight the reputation protocol added under
// contract 8.x ([KnownTypesIn]).
type Type string

// The upstream event-type vocabulary (upstream EVENT_TYPES), in
// vocabulary order.
const (
	// agent
	AgentLifecycleTransitioned Type = "agent.lifecycle.transitioned"
	AgentDescriptorUpdated     Type = "agent.descriptor.updated"
	AgentDescriptorCreated     Type = "agent.descriptor.created"

	// billing
	BillingEntryCreated Type = "billing.entry.created"
	BillingEntryVoided  Type = "billing.entry.voided"
	BillingCreditIssued Type = "billing.credit.issued"

	// conversation
	ConversationThreadCreated Type = "conversation.thread.created"
	ConversationThreadSealed  Type = "conversation.thread.sealed"
	ConversationStatusChanged Type = "conversation.status.changed"
	ConversationMessageAdded  Type = "conversation.message.added"

	// transfer
	TransferSagaInitiated  Type = "transfer.saga.initiated"
	TransferSagaCompleted  Type = "transfer.saga.completed"
	TransferSagaFailed     Type = "transfer.saga.failed"
	TransferSagaRolledBack Type = "transfer.saga.rolled_back"

	// tool
	ToolCallStarted   Type = "tool.call.started"
	ToolCallCompleted Type = "tool.call.completed"
	ToolCallFailed    Type = "tool.call.failed"

	// message
	MessageContentCreated   Type = "message.content.created"
	MessageContentModerated Type = "message.content.moderated"
	MessageContentRedacted  Type = "message.content.redacted"

	// performance
	PerformanceRecordCreated         Type = "performance.record.created"
	PerformanceRecordValidated       Type = "performance.record.validated"
	PerformanceContributionSubmitted Type = "performance.contribution.submitted"
	PerformanceContributionAssessed  Type = "performance.contribution.assessed"

	// governance
	GovernanceSanctionImposed  Type = "governance.sanction.imposed"
	GovernanceSanctionAppealed Type = "governance.sanction.appealed"
	GovernanceSanctionLifted   Type = "governance.sanction.lifted"
	GovernanceDisputeFiled     Type = "governance.dispute.filed"
	GovernanceDisputeResolved  Type = "governance.dispute.resolved"
	GovernanceVoteStarted      Type = "governance.vote.started"
	GovernanceVoteConcluded    Type = "governance.vote.concluded"

	// reputation
	ReputationScoreCalculated   Type = "reputation.score.calculated"
	ReputationScoreDecayed      Type = "reputation.score.decayed"
	ReputationThresholdBreached Type = "reputation.threshold.breached"

	// economy
	EconomyEscrowCreated       Type = "economy.escrow.created"
	EconomyEscrowFunded        Type = "economy.escrow.funded"
	EconomyEscrowReleased      Type = "economy.escrow.released"
	EconomyEscrowDisputed      Type = "economy.escrow.disputed"
	EconomyEscrowRefunded      Type = "economy.escrow.refunded"
	EconomyEscrowExpired       Type = "economy.escrow.expired"
	EconomyStakeCreated        Type = "economy.stake.created"
	EconomyStakeSlashed        Type = "economy.stake.slashed"
	EconomyStakeVested         Type = "economy.stake.vested"
	EconomyStakeWithdrawn      Type = "economy.stake.withdrawn"
	EconomyDividendDeclared    Type = "economy.dividend.declared"
	EconomyDividendDistributed Type = "economy.dividend.distributed"
	EconomyCreditExtended      Type = "economy.credit.extended"
	EconomyCreditSettled       Type = "economy.credit.settled"
)

// The library extension types for the tool and messaging lifecycles. They are not
// part of upstream's vocabulary: IsKnownType is false for them, IsRegisteredType
// true.
const (
	ToolRegistrationCreated   Type = "tool.registration.created"
	ToolRegistrationUpdated   Type = "tool.registration.updated"
	ToolLifecycleTransitioned Type = "tool.lifecycle.transitioned"
	MessageDeliveryQueued     Type = "message.delivery.queued"
	MessageDeliveryDelivered  Type = "message.delivery.delivered"
	MessageDeliveryRead       Type = "message.delivery.read"
	MessageDeliveryFailed     Type = "message.delivery.failed"
	MessageDeliveryExpired    Type = "message.delivery.expired"
)

// vocabulary is upstream's EVENT_TYPES: each type with its description.
var vocabulary = []struct {
	t    Type
	desc string
}{
	{AgentLifecycleTransitioned, "Agent lifecycle state changed"},
	{AgentDescriptorUpdated, "Agent descriptor modified"},
	{AgentDescriptorCreated, "Agent descriptor first created"},
	{BillingEntryCreated, "New billing entry recorded"},
	{BillingEntryVoided, "Billing entry voided"},
	{BillingCreditIssued, "Credit note issued against billing entry"},
	{ConversationThreadCreated, "New conversation thread created"},
	{ConversationThreadSealed, "Conversation sealed during transfer"},
	{ConversationStatusChanged, "Conversation status updated"},
	{ConversationMessageAdded, "Message added to conversation"},
	{TransferSagaInitiated, "Transfer saga initiated"},
	{TransferSagaCompleted, "Transfer completed successfully"},
	{TransferSagaFailed, "Transfer failed"},
	{TransferSagaRolledBack, "Transfer rolled back after failure"},
	{ToolCallStarted, "Tool call execution started"},
	{ToolCallCompleted, "Tool call execution completed"},
	{ToolCallFailed, "Tool call execution failed"},
	{MessageContentCreated, "Message content created"},
	{MessageContentModerated, "Message content moderated"},
	{MessageContentRedacted, "Message content redacted for compliance"},
	{PerformanceRecordCreated, "Performance record created"},
	{PerformanceRecordValidated, "Performance record validated by peer"},
	{PerformanceContributionSubmitted, "Contribution submitted for assessment"},
	{PerformanceContributionAssessed, "Contribution assessment completed"},
	{GovernanceSanctionImposed, "Sanction imposed on agent"},
	{GovernanceSanctionAppealed, "Sanction appeal submitted"},
	{GovernanceSanctionLifted, "Sanction lifted or expired"},
	{GovernanceDisputeFiled, "Dispute filed against agent or outcome"},
	{GovernanceDisputeResolved, "Dispute resolution completed"},
	{GovernanceVoteStarted, "Governance vote initiated"},
	{GovernanceVoteConcluded, "Governance vote concluded"},
	{ReputationScoreCalculated, "Reputation score recalculated"},
	{ReputationScoreDecayed, "Reputation score decayed over time"},
	{ReputationThresholdBreached, "Reputation dropped below threshold"},
	{EconomyEscrowCreated, "Escrow entry created"},
	{EconomyEscrowFunded, "Escrow entry funded"},
	{EconomyEscrowReleased, "Escrow funds released to payee"},
	{EconomyEscrowDisputed, "Escrow entry disputed"},
	{EconomyEscrowRefunded, "Escrow funds refunded to payer"},
	{EconomyEscrowExpired, "Escrow expired without release"},
	{EconomyStakeCreated, "Stake position created"},
	{EconomyStakeSlashed, "Stake position slashed"},
	{EconomyStakeVested, "Stake vesting milestone reached"},
	{EconomyStakeWithdrawn, "Stake position withdrawn"},
	{EconomyDividendDeclared, "Commons dividend declared"},
	{EconomyDividendDistributed, "Commons dividend distributed"},
	{EconomyCreditExtended, "Mutual credit line extended"},
	{EconomyCreditSettled, "Mutual credit settled"}}

var extensions = []Type{
	ToolRegistrationCreated, ToolRegistrationUpdated, ToolLifecycleTransitioned,
	MessageDeliveryQueued, MessageDeliveryDelivered, MessageDeliveryRead, MessageDeliveryFailed, MessageDeliveryExpired,
}

var (
	descriptions = map[Type]string{}
	registered   = map[Type]bool{}
)

func init() {
	for _, v := range vocabulary {
		descriptions[v.t] = v.desc
		registered[v.t] = true
	}
	for _, t := range extensions {
		registered[t] = true
	}
}

// KnownTypes returns upstream's 48 event types in vocabulary order (a fresh
// slice).
func KnownTypes() []Type {
	out := make([]Type, len(vocabulary))
	for i, v := range vocabulary {
		out[i] = v.t
	}
	return out
}

// IsKnownType reports whether s is one of upstream's 48 event types. It is
// exact membership: unlike upstream's isKnownEventType (a JavaScript `in`
// test), inherited object names such as "toString" are not known (COMPATIBILITY.md #21).
func IsKnownType(s string) bool {
	_, ok := descriptions[Type(s)]
	return ok
}

// Known reports whether t is one of upstream's 48 event types.
func (t Type) Known() bool { return IsKnownType(string(t)) }

// Description returns upstream's description of a known type.
func Description(t Type) (string, bool) {
	d, ok := descriptions[t]
	return d, ok
}

// ExtensionTypes returns the eight library extension types in order (a
// fresh slice).
func ExtensionTypes() []Type { return append([]Type(nil), extensions...) }

// IsRegisteredType reports whether s is one of upstream's 48 types or one of
// the eight extension types (exact membership).
func IsRegisteredType(s string) bool { return registered[Type(s)] }
