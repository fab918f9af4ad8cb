package model

import "github.com/hounfour-go/hounfour/internal/document"

// The open nested objects encode and decode with the library's codec on
// their own too, so that their undeclared members (Unknown) survive
// encoding/json.

// MarshalJSON writes the default encoding, undeclared members included.
func (p ContentPart) MarshalJSON() ([]byte, error) { return document.Marshal(&p) }

// UnmarshalJSON decodes strictly, keeping undeclared members.
func (p *ContentPart) UnmarshalJSON(data []byte) error { return document.Unmarshal(data, p) }

// MarshalJSON writes the default encoding, undeclared members included.
func (c ToolCall) MarshalJSON() ([]byte, error) { return document.Marshal(&c) }

// UnmarshalJSON decodes strictly, keeping undeclared members.
func (c *ToolCall) UnmarshalJSON(data []byte) error { return document.Unmarshal(data, c) }

// MarshalJSON writes the default encoding, undeclared members included.
func (f ToolChoiceFunction) MarshalJSON() ([]byte, error) { return document.Marshal(&f) }

// UnmarshalJSON decodes strictly, keeping undeclared members.
func (f *ToolChoiceFunction) UnmarshalJSON(data []byte) error { return document.Unmarshal(data, f) }

// MarshalJSON writes the default encoding, undeclared members included.
func (u Usage) MarshalJSON() ([]byte, error) { return document.Marshal(&u) }

// UnmarshalJSON decodes strictly, keeping undeclared members.
func (u *Usage) UnmarshalJSON(data []byte) error { return document.Unmarshal(data, u) }

// MarshalJSON writes the default encoding, undeclared members included.
func (r EnsembleRound) MarshalJSON() ([]byte, error) { return document.Marshal(&r) }

// UnmarshalJSON decodes strictly, keeping undeclared members.
func (r *EnsembleRound) UnmarshalJSON(data []byte) error { return document.Unmarshal(data, r) }
