package model

import (
	"bytes"
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/document"
)

// ToolChoice is a completion request's tool_choice member: one of the
// strings "auto", "none" and "required", or an object naming the function
// the model must call. It holds the JSON text as received (compacted), so it
// remembers which form a document used; the zero value (nil) is absent.
// Build one with [ToolChoiceMode] or [ToolChoiceOf]; read it with Mode and
// Function. Any other JSON value is reported by Validate as rule anyOf,
// "Expected union value".
type ToolChoice []byte

// The tool choice modes of the string form.
const (
	ToolChoiceAuto     = "auto"
	ToolChoiceNone     = "none"
	ToolChoiceRequired = "required"
)

// ToolChoiceFunction is the object form of a tool choice: the model must
// call the named function. Open object.
type ToolChoiceFunction struct {
	// Type is always "function".
	Type string `json:"type" hf:"const=function"`
	// Function names the function.
	Function ToolChoiceName `json:"function"`
	// Unknown holds undeclared members.
	Unknown map[string]json.RawMessage `json:"-"`
}

// ToolChoiceName names the function of a tool choice. Open object.
type ToolChoiceName struct {
	// Name is the function name.
	Name string `json:"name" hf:"minLength=1"`
	// Unknown holds undeclared members.
	Unknown map[string]json.RawMessage `json:"-"`
}

// ToolChoiceMode returns the string form ("auto", "none" or "required";
// Validate rejects any other string).
func ToolChoiceMode(mode string) ToolChoice {
	b, _ := json.Marshal(mode)
	return b
}

// ToolChoiceOf returns the object form naming function name.
func ToolChoiceOf(name string) ToolChoice {
	b, err := document.Marshal(&ToolChoiceFunction{Type: "function", Function: ToolChoiceName{Name: name}})
	if err != nil {
		return nil
	}
	return b
}

// IsZero reports whether c is absent.
func (c ToolChoice) IsZero() bool { return c == nil }

// Mode returns the string of the string form; ok is false for the object
// form.
func (c ToolChoice) Mode() (mode string, ok bool) {
	if len(c) == 0 || c[0] != '"' || json.Unmarshal(c, &mode) != nil {
		return "", false
	}
	return mode, true
}

// Function returns the object form; ok is false for the string form and for
// an object that is not a valid tool choice.
func (c ToolChoice) Function() (f ToolChoiceFunction, ok bool) {
	if len(c) == 0 || c[0] != '{' {
		return f, false
	}
	if viol, err := codec.Decode(c, &f); err != nil || len(viol) > 0 {
		return ToolChoiceFunction{}, false
	}
	return f, true
}

// MarshalJSON writes the tool choice as held.
func (c ToolChoice) MarshalJSON() ([]byte, error) {
	if c == nil {
		return []byte("null"), nil
	}
	return c, nil
}

// UnmarshalJSON keeps a copy of data; Validate checks the form.
func (c *ToolChoice) UnmarshalJSON(data []byte) error {
	*c = append((*c)[:0:0], data...)
	return nil
}

var _ = codec.RegisterRawForm[ToolChoice](codec.RawForm{
	Schema: `{"anyOf":[{"type":"string","const":"auto"},{"type":"string","const":"none"},` +
		`{"type":"string","const":"required"},{"type":"object","required":["type","function"],` +
		`"properties":{"type":{"type":"string","const":"function"},` +
		`"function":{"type":"object","required":["name"],"properties":{"name":{"type":"string","minLength":1}}}}}]}`,
	Check: func(raw []byte) []codec.Violation {
		c := ToolChoice(raw)
		if m, ok := c.Mode(); ok && (m == ToolChoiceAuto || m == ToolChoiceNone || m == ToolChoiceRequired) {
			return nil
		}
		if validToolChoiceObject(raw) {
			return nil
		}
		return unionViolation
	},
})

// validToolChoiceObject reports whether raw is the object form: type
// "function" and a function object with a non-empty string name.
func validToolChoiceObject(raw []byte) bool {
	if bytes.IndexByte(raw, '\\') >= 0 {
		_, ok := ToolChoice(raw).Function()
		return ok
	}
	typed, named := false, false
	return eachMember(raw, func(name, v []byte) bool {
		switch string(name) {
		case "type":
			typed = string(v) == `"function"`
			return typed
		case "function":
			return eachMember(v, func(name, v []byte) bool {
				if string(name) == "name" {
					named = isString(v, true)
					return named
				}
				return true
			})
		}
		return true
	}) && typed && named
}
