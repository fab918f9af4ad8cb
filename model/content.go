package model

import (
	"bytes"
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/document"
)

// Content is a message's content member, which is either a string or an
// array of content parts. It holds the JSON text as received (compacted), so
// it remembers which form a document used; the zero value (nil) is absent.
// Build one with [TextContent] or [PartsContent]; read it with Text and
// Parts. Any other JSON value (a number, an object, null, an array whose
// items are not content parts) is reported by Validate as rule anyOf,
// "Expected union value".
type Content []byte

// TextContent returns the string form of a content member.
func TextContent(s string) Content {
	b, _ := json.Marshal(s)
	return b
}

// PartsContent returns the array form of a content member.
func PartsContent(parts ...ContentPart) Content {
	if parts == nil {
		parts = []ContentPart{}
	}
	b, err := document.Marshal(&parts)
	if err != nil {
		return nil
	}
	return b
}

// IsZero reports whether c is absent.
func (c Content) IsZero() bool { return c == nil }

// IsText reports whether c has the string form.
func (c Content) IsText() bool { return len(c) > 0 && c[0] == '"' }

// IsParts reports whether c has the array form.
func (c Content) IsParts() bool { return len(c) > 0 && c[0] == '[' }

// Text returns the string of the string form; ok is false for any other
// form.
func (c Content) Text() (s string, ok bool) {
	if !c.IsText() || json.Unmarshal(c, &s) != nil {
		return "", false
	}
	return s, true
}

// Parts returns the content parts of the array form; ok is false for any
// other form and for an array that is not valid content parts.
func (c Content) Parts() (parts []ContentPart, ok bool) {
	if !c.IsParts() {
		return nil, false
	}
	if viol, err := codec.Decode(c, &parts); err != nil || len(viol) > 0 {
		return nil, false
	}
	return parts, true
}

// missing reports what upstream's "!content" tests: absent or the empty
// string (an array, even empty, is present).
func (c Content) missing() bool { return c == nil || string(c) == `""` }

// MarshalJSON writes the content as held.
func (c Content) MarshalJSON() ([]byte, error) {
	if c == nil {
		return []byte("null"), nil
	}
	return c, nil
}

// UnmarshalJSON keeps a copy of data; Validate checks the form.
func (c *Content) UnmarshalJSON(data []byte) error {
	*c = append((*c)[:0:0], data...)
	return nil
}

var unionViolation = []codec.Violation{{Rule: "anyOf", Message: "Expected union value"}}

var _ = codec.RegisterRawForm[Content](codec.RawForm{
	Schema: `{"anyOf":[{"type":"string"},{"type":"array","items":{"type":"object","required":["type"],` +
		`"properties":{"type":{"type":"string","minLength":1},"text":{"type":"string"},"source":{}}}}]}`,
	Check: func(raw []byte) []codec.Violation {
		switch raw[0] {
		case '"':
			return nil
		case '[':
			if validParts(raw) {
				return nil
			}
		}
		return unionViolation
	},
})

// validParts reports whether raw is an array of content parts: objects with
// a non-empty string type and, when present, a string text.
func validParts(raw []byte) bool {
	if bytes.IndexByte(raw, '\\') >= 0 {
		var parts []ContentPart
		viol, err := codec.Decode(raw, &parts)
		return err == nil && len(viol) == 0
	}
	return eachElement(raw, func(item []byte) bool {
		typed := false
		return eachMember(item, func(name, v []byte) bool {
			switch string(name) {
			case "type":
				typed = isString(v, true)
				return typed
			case "text":
				return isString(v, false)
			}
			return true
		}) && typed
	})
}
