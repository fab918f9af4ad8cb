package event

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// The payload types of the ten aggregates. Each holds the
// members its guard requires — non-empty strings — and keeps every other
// payload member in Unknown, because payload contracts are open. Use them
// as DomainEvent[AgentPayload] and so on, or through PayloadAs.

// AgentPayload is the payload of an agent event: the members IsAgentEvent requires.
type AgentPayload struct {
	// AgentID identifies the agent.
	AgentID string `json:"agent_id" hf:"minLength=1"`
	// Unknown holds the other payload members, preserved.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[AgentPayload]{})

// BillingPayload is the payload of a billing event: the members IsBillingEvent requires.
type BillingPayload struct {
	// BillingEntryID identifies the billing entry.
	BillingEntryID string `json:"billing_entry_id" hf:"minLength=1"`
	// Unknown holds the other payload members, preserved.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[BillingPayload]{})

// ConversationPayload is the payload of a conversation event: the members IsConversationEvent requires.
type ConversationPayload struct {
	// ConversationID identifies the conversation.
	ConversationID string `json:"conversation_id" hf:"minLength=1"`
	// Unknown holds the other payload members, preserved.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[ConversationPayload]{})

// TransferPayload is the payload of a transfer event: the members IsTransferEvent requires.
type TransferPayload struct {
	// TransferID identifies the transfer.
	TransferID string `json:"transfer_id" hf:"minLength=1"`
	// FromOwner identifies the previous owner (any non-empty text here, not the address pattern).
	FromOwner string `json:"from_owner" hf:"minLength=1"`
	// ToOwner identifies the new owner (any non-empty text here).
	ToOwner string `json:"to_owner" hf:"minLength=1"`
	// Unknown holds the other payload members, preserved.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[TransferPayload]{})

// ToolPayload is the payload of a tool event: the members IsToolEvent requires.
type ToolPayload struct {
	// ToolCallID identifies the tool call.
	ToolCallID string `json:"tool_call_id" hf:"minLength=1"`
	// Unknown holds the other payload members, preserved.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[ToolPayload]{})

// MessagePayload is the payload of a message event: the members IsMessageEvent requires.
type MessagePayload struct {
	// MessageID identifies the message.
	MessageID string `json:"message_id" hf:"minLength=1"`
	// Unknown holds the other payload members, preserved.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[MessagePayload]{})

// PerformancePayload is the payload of a performance event: the members IsPerformanceEvent requires.
type PerformancePayload struct {
	// PerformanceRecordID identifies the performance record.
	PerformanceRecordID string `json:"performance_record_id" hf:"minLength=1"`
	// Unknown holds the other payload members, preserved.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[PerformancePayload]{})

// GovernancePayload is the payload of a governance event: the members IsGovernanceEvent requires.
type GovernancePayload struct {
	// GovernanceActionID identifies the governance action.
	GovernanceActionID string `json:"governance_action_id" hf:"minLength=1"`
	// Unknown holds the other payload members, preserved.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[GovernancePayload]{})

// ReputationPayload is the payload of a reputation event: the members IsReputationEvent requires.
type ReputationPayload struct {
	// AgentID identifies the agent whose reputation changed.
	AgentID string `json:"agent_id" hf:"minLength=1"`
	// Unknown holds the other payload members, preserved.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[ReputationPayload]{})

// EconomyPayload is the payload of an economy event: the members IsEconomyEvent requires.
type EconomyPayload struct {
	// TransactionID identifies the economic transaction.
	TransactionID string `json:"transaction_id" hf:"minLength=1"`
	// Unknown holds the other payload members, preserved.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[EconomyPayload]{})
