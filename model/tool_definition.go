package model

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// ToolDefinition is a function a model may call (schema tool-definition).
// Closed object; no cross-field rules.
type ToolDefinition struct {
	// Type is always "function".
	Type string `json:"type" hf:"const=function"`
	// Function describes the function.
	Function ToolFunction `json:"function"`
}

// ToolFunction describes a callable function. Open object.
type ToolFunction struct {
	// Name is the function name: a letter or underscore, then letters, digits or underscores.
	Name string `json:"name" hf:"minLength=1,pattern=^[a-zA-Z_][a-zA-Z0-9_]*$"`
	// Description says what the function does (may be empty).
	Description string `json:"description"`
	// Parameters is the JSON Schema of the arguments (any JSON value).
	Parameters json.RawMessage `json:"parameters,omitzero"`
	// Unknown holds undeclared members.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[ToolFunction]{Methods: codec.MethodsNone})

// ToolResult is the answer to a tool call (schema tool-result). Closed
// object; no cross-field rules.
type ToolResult struct {
	// Role is always "tool".
	Role string `json:"role" hf:"const=tool"`
	// ToolCallID is the tool call answered.
	ToolCallID string `json:"tool_call_id" hf:"minLength=1"`
	// Content is the tool's output.
	Content string `json:"content"`
}

var (
	_ = codec.Register(codec.Meta[ToolDefinition]{Schema: "tool-definition"})
	_ = codec.Register(codec.Meta[ToolResult]{Schema: "tool-result"})
)
