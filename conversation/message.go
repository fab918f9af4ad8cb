package conversation

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// Message is one message of a conversation (schema message). Closed object; no
// cross-field rules (tool calls on a user message are valid).
type Message struct {
	// ID is the message id.
	ID string `json:"id" hf:"minLength=1"`
	// ConversationID is the id of the conversation holding the message.
	ConversationID string `json:"conversation_id" hf:"minLength=1"`
	// Role is the author role.
	Role Role `json:"role"`
	// Content is the message text; "" is valid.
	Content string `json:"content"`
	// Model is the model that produced the message.
	Model *string `json:"model,omitzero"`
	// PoolID is the pool that served the message: free text, not restricted
	// to the protocol's pool ids.
	PoolID *string `json:"pool_id,omitzero"`
	// BillingEntryID is the billing entry of the message.
	BillingEntryID *string `json:"billing_entry_id,omitzero"`
	// ToolCalls are the tool calls made in the message; an empty list is
	// present.
	ToolCalls []ToolCall `json:"tool_calls,omitzero"`
	// CreatedAt is the creation time.
	CreatedAt wire.Timestamp `json:"created_at"`
	// ContractVersion is the protocol contract version (pattern only).
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[Message]{
	Schema:      "message",
	Description: "Individual message within an NFT-owned conversation",
})

// ToolCall is a function call made by a model inside a message (schema
// tool-call). Closed object.
type ToolCall struct {
	// ID is the tool call id; "" is valid.
	ID string `json:"id"`
	// Name is the function or tool name; "" is valid.
	Name string `json:"name"`
	// Arguments is the JSON-encoded arguments string (its content is not
	// checked to be JSON).
	Arguments string `json:"arguments"`
	// ModelSource is the model that produced the call (for multi-model
	// debugging).
	ModelSource *string `json:"model_source,omitzero"`
}

var _ = codec.Register(codec.Meta[ToolCall]{
	Schema:      "tool-call",
	Description: "Canonical tool/function call made by a model",
})
