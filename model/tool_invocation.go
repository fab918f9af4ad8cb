package model

import (
	"encoding/json"
	"strconv"
)

// ToolInvocation is a tool call in the provider-neutral form: {id, name,
// arguments} with the arguments as a JSON object (the wire form, ToolCall,
// carries them as JSON text). Arguments are kept byte for byte: converting
// to and from the wire form copies the JSON text unchanged, so a round trip
// preserves white space and member order.
type ToolInvocation struct {
	// ID identifies the call; a tool result answers it.
	ID string `json:"id"`
	// Name is the function called, matching ^[a-zA-Z_][a-zA-Z0-9_]*$.
	Name string `json:"name"`
	// Arguments is the call's arguments, one JSON object.
	Arguments json.RawMessage `json:"arguments"`
}

// IsValidToolName reports whether name matches the tool-definition name
// pattern ^[a-zA-Z_][a-zA-Z0-9_]*$: a letter or underscore, then letters,
// digits or underscores (ASCII only).
func IsValidToolName(name string) bool {
	if name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c == '_', 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
		case '0' <= c && c <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}

// Validate checks the call: a non-empty id (ErrInvalidToolCall), a name
// matching the tool-definition name pattern (ErrInvalidToolName) and
// arguments that are one JSON object (ErrInvalidToolArguments). The error
// is a *NormalizeError with Path /id, /name or /arguments.
func (c ToolInvocation) Validate() error {
	if err := c.check(""); err != nil {
		return err
	}
	return nil
}

func (c ToolInvocation) check(p ProviderType) *NormalizeError {
	return checkToolCall(p, "", c.ID, c.Name, c.Arguments)
}

// checkToolCall checks a call's id, name and arguments; base prefixes the
// paths.
func checkToolCall(p ProviderType, base, id, name string, args []byte) *NormalizeError {
	if id == "" {
		return normErr(p, base+"/id", ErrInvalidToolCall, "the id must not be empty")
	}
	if !IsValidToolName(name) {
		return normErr(p, base+"/name", ErrInvalidToolName, strconv.Quote(truncate(name, 64))+" does not match ^[a-zA-Z_][a-zA-Z0-9_]*$")
	}
	if _, err := rawArguments(p, base+"/arguments", args); err != nil {
		return err
	}
	return nil
}

// ToolCall returns the wire form of the call: {id, type "function",
// function {name, arguments}} with the arguments' JSON text unchanged. It
// fails as Validate does.
func (c ToolInvocation) ToolCall() (ToolCall, error) {
	if err := c.check(""); err != nil {
		return ToolCall{}, err
	}
	return c.wire(), nil
}

func (c ToolInvocation) wire() ToolCall {
	return ToolCall{ID: c.ID, Type: "function", Function: ToolCallFunction{Name: c.Name, Arguments: string(c.Arguments)}}
}

// ToolInvocationFromWire returns the provider-neutral form of a wire tool
// call: its type must be "function" (ErrInvalidToolCall), and its id, name
// and arguments (JSON text, kept byte for byte) must pass
// [ToolInvocation.Validate].
func ToolInvocationFromWire(tc ToolCall) (ToolInvocation, error) {
	if tc.Type != "function" {
		return ToolInvocation{}, normErr("", "/type", ErrInvalidToolCall, "the type must be \"function\", got "+strconv.Quote(truncate(tc.Type, 64)))
	}
	c := ToolInvocation{ID: tc.ID, Name: tc.Function.Name, Arguments: json.RawMessage(tc.Function.Arguments)}
	if err := checkToolCall("", "", c.ID, c.Name, c.Arguments); err != nil {
		err.Path = map[string]string{"/id": "/id", "/name": "/function/name", "/arguments": "/function/arguments"}[err.Path]
		return ToolInvocation{}, err
	}
	return c, nil
}

// ToolCallMessage returns the assistant message that requests calls: role
// assistant, content absent, the calls in wire form. It fails on the first
// call that does not pass Validate or repeats an earlier call's id
// (ErrInvalidToolCall: results answer calls by id); the error's Path is
// prefixed with /tool_calls/{i}.
func ToolCallMessage(calls []ToolInvocation) (ProviderWireMessage, error) {
	m := ProviderWireMessage{Role: RoleAssistant, ToolCalls: make([]ToolCall, 0, len(calls))}
	seen := make(map[string]bool, len(calls))
	for i, c := range calls {
		err := c.check("")
		if err == nil && seen[c.ID] {
			err = normErr("", "/id", ErrInvalidToolCall, "the id "+strconv.Quote(truncate(c.ID, 64))+" is used by an earlier call")
		}
		if err != nil {
			err.Path = "/tool_calls/" + strconv.Itoa(i) + err.Path
			return ProviderWireMessage{}, err
		}
		seen[c.ID] = true
		m.ToolCalls = append(m.ToolCalls, c.wire())
	}
	return m, nil
}

// CheckToolResults checks that results answer calls: each result passes
// Validate, names the id of one of the calls and answers a call no earlier
// result answered (ErrInvalidToolCall otherwise; the error's Path is
// /{i}/tool_call_id, i the result's index). Calls left unanswered are not
// an error.
func CheckToolResults(calls []ToolInvocation, results []ToolCallResult) error {
	pending := make(map[string]bool, len(calls))
	for _, c := range calls {
		pending[c.ID] = true
	}
	answered := make(map[string]bool, len(results))
	for i, r := range results {
		path := "/" + strconv.Itoa(i) + "/tool_call_id"
		id := strconv.Quote(truncate(r.ToolCallID, 64))
		switch {
		case r.ToolCallID == "":
			return normErr("", path, ErrInvalidToolCall, "the tool_call_id must not be empty")
		case !pending[r.ToolCallID]:
			return normErr("", path, ErrInvalidToolCall, "no call has the id "+id)
		case answered[r.ToolCallID]:
			return normErr("", path, ErrInvalidToolCall, "the call "+id+" is answered by an earlier result")
		}
		answered[r.ToolCallID] = true
	}
	return nil
}

// ToolInvocations returns the provider-neutral form of a message's tool
// calls, in order (nil for a message without tool calls). It fails on the
// first call [ToolInvocationFromWire] rejects (the error's Path is prefixed
// with /tool_calls/{i}).
func ToolInvocations(m ProviderWireMessage) ([]ToolInvocation, error) {
	var out []ToolInvocation
	for i, tc := range m.ToolCalls {
		c, err := ToolInvocationFromWire(tc)
		if err != nil {
			e := err.(*NormalizeError)
			e.Path = "/tool_calls/" + strconv.Itoa(i) + e.Path
			return nil, e
		}
		out = append(out, c)
	}
	return out, nil
}

// ToolCallResult is the outcome of a tool call in the provider-neutral
// form: {tool_call_id, content, is_error}. The protocol's ToolResult and
// tool message carry no error flag: converting to them drops IsError
// (Anthropic's tool_result block has one, OpenAI's tool message has none).
type ToolCallResult struct {
	// ToolCallID is the tool call answered.
	ToolCallID string `json:"tool_call_id"`
	// Content is the tool's output.
	Content string `json:"content"`
	// IsError is true when the tool failed and Content describes the
	// failure.
	IsError bool `json:"is_error"`
}

// Validate checks that the result names the call it answers
// (ErrInvalidToolCall otherwise, Path /tool_call_id).
func (r ToolCallResult) Validate() error {
	if r.ToolCallID == "" {
		return normErr("", "/tool_call_id", ErrInvalidToolCall, "the tool_call_id must not be empty")
	}
	return nil
}

// ToolResult returns the protocol's tool-result document {role "tool",
// tool_call_id, content}; IsError is dropped.
func (r ToolCallResult) ToolResult() ToolResult {
	return ToolResult{Role: "tool", ToolCallID: r.ToolCallID, Content: r.Content}
}

// WireMessage returns the tool message answering the call: role tool,
// tool_call_id, the content as a string; IsError is dropped.
func (r ToolCallResult) WireMessage() ProviderWireMessage {
	id := r.ToolCallID
	return ProviderWireMessage{Role: RoleTool, ToolCallID: &id, Content: TextContent(r.Content)}
}

// ToolCallResultFromWire returns the result a tool message carries: role
// tool, a non-empty tool_call_id and string content (a message of another
// role, without tool_call_id or with content parts fails with
// ErrInvalidToolCall). IsError is false: the tool message has no error
// flag; set it from the transport when known.
func ToolCallResultFromWire(m ProviderWireMessage) (ToolCallResult, error) {
	if m.Role != RoleTool {
		return ToolCallResult{}, normErr("", "/role", ErrInvalidToolCall, "the role must be \"tool\", got "+strconv.Quote(truncate(string(m.Role), 64)))
	}
	if m.ToolCallID == nil || *m.ToolCallID == "" {
		return ToolCallResult{}, normErr("", "/tool_call_id", ErrInvalidToolCall, "the tool_call_id must not be empty")
	}
	s, ok := m.Content.Text()
	if !ok {
		return ToolCallResult{}, normErr("", "/content", ErrInvalidToolCall, "the content must be a string")
	}
	return ToolCallResult{ToolCallID: *m.ToolCallID, Content: s}, nil
}
