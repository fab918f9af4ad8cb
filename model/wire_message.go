package model

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// Role is the author of a chat message: system, user, assistant or tool.
type Role string

// The message roles.
const (
	RoleSystem    Role = "system"
	RoleUser      Role = "user"
	RoleAssistant Role = "assistant"
	RoleTool      Role = "tool"
)

var roles = enum.New(RoleSystem, RoleUser, RoleAssistant, RoleTool)

// Valid reports whether r is system, user, assistant or tool.
func (r Role) Valid() bool { return roles.Has(r) }

// ProviderWireMessage is one chat message in provider-neutral form (schema
// provider-wire-message). Closed object.
//
// A message with role tool needs tool_call_id; every message needs content
// or tool_calls (an empty string or an empty array counts as present), a
// rule of the ProviderWireMessage constraint file that upstream's runtime
// validate() does not apply. An assistant message without content (absent
// or "") and without tool calls draws a warning. These rules also run where
// the message is nested, in CompletionRequest.Messages (deviation 59 in
// COMPATIBILITY.md).
type ProviderWireMessage struct {
	// Role is the author of the message.
	Role Role `json:"role"`
	// Content is the message content: a string or an array of content parts.
	Content Content `json:"content,omitzero"`
	// Thinking is the model's reasoning text, when the provider returns it.
	Thinking *string `json:"thinking,omitzero"`
	// ToolCalls are the tool invocations requested by the assistant.
	ToolCalls []ToolCall `json:"tool_calls,omitzero"`
	// ToolCallID is the tool call a tool message answers.
	ToolCallID *string `json:"tool_call_id,omitzero" hf:"minLength=1"`
}

// ContentPart is one part of a multi-part message content (text, image, …).
// Open object: undeclared members are kept in Unknown.
type ContentPart struct {
	// Type is the part type (e.g. "text", "image").
	Type string `json:"type" hf:"minLength=1"`
	// Text is the text of a text part.
	Text *string `json:"text,omitzero"`
	// Source is the source of a media part (any JSON value).
	Source json.RawMessage `json:"source,omitzero"`
	// Unknown holds undeclared members.
	Unknown map[string]json.RawMessage `json:"-"`
}

// ToolCall is a tool invocation requested by a model. Open object.
type ToolCall struct {
	// ID identifies the call; a tool message answers it with tool_call_id.
	ID string `json:"id" hf:"minLength=1"`
	// Type is always "function".
	Type string `json:"type" hf:"const=function"`
	// Function names the function and carries its arguments.
	Function ToolCallFunction `json:"function"`
	// Unknown holds undeclared members.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[ToolCall]{Methods: codec.MethodJSON})

// ToolCallFunction is the function a tool call invokes. Open object.
type ToolCallFunction struct {
	// Name is the function name.
	Name string `json:"name" hf:"minLength=1"`
	// Arguments are the call's arguments as JSON text.
	Arguments string `json:"arguments"`
	// Unknown holds undeclared members.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[ToolCallFunction]{Methods: codec.MethodsNone})

// Rule ids of ProviderWireMessage's cross-field rules.
const (
	RuleWireMessageToolCallID       = "wire-message-tool-call-id"
	RuleWireMessageAssistantContent = "wire-message-assistant-content"
)

var _ = codec.Register(codec.Meta[ProviderWireMessage]{
	Schema: "provider-wire-message",
	Rules: func(m *ProviderWireMessage, r *codec.Rules) {
		wireMessageRules(m, r)
		// Constraint file: "role != 'tool' || tool_call_id != null".
		if r.OK("role", "tool_call_id") && m.Role == RoleTool && m.ToolCallID == nil {
			reportConstraint(r, constraintToolRoleNeedsID)
		}
		// "content != null || tool_calls != null".
		if r.OK("content", "tool_calls") && m.Content == nil && m.ToolCalls == nil {
			reportConstraint(r, constraintContentPresence)
		}
	},
	UpstreamRules: wireMessageRules,
	Warnings:      wireMessageWarnings,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of m (nil or a *hounfour.ValidationError): the schema " +
			"rules, the cross-field rule wire-message-tool-call-id, then the error-severity rules of the " +
			"ProviderWireMessage constraint file.",
		ValidateSchema: "ValidateSchema gives upstream's runtime verdict: the schema rules and the native " +
			"cross-field rule, without the constraint file.",
		Warnings: "Warnings returns wire-message-assistant-content when it applies.",
	},
})

func wireMessageRules(m *ProviderWireMessage, r *codec.Rules) {
	// "role == tool and tool_call_id absent".
	if r.OK("role", "tool_call_id") && m.Role == RoleTool && m.ToolCallID == nil {
		r.Report(RuleWireMessageToolCallID, `tool_call_id is required when role is "tool"`, "tool_call_id")
	}
}

func wireMessageWarnings(m *ProviderWireMessage, r *codec.Rules) {
	// "role == assistant, content missing (absent or "") and tool_calls
	// absent or empty".
	if r.OK("role", "content", "tool_calls") && m.Role == RoleAssistant && m.Content.missing() && len(m.ToolCalls) == 0 {
		r.Report(RuleWireMessageAssistantContent, "assistant message should have content or tool_calls", "content")
	}
}
