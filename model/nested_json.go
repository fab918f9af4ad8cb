package model

import "github.com/hounfour-go/hounfour/internal/check"

// The open nested objects encode and decode with the library's codec on
// their own too, so that their undeclared members (Unknown) survive
// encoding/json.

// MarshalJSON writes the default encoding, undeclared members included.
func (p ContentPart) MarshalJSON() ([]byte, error) { return check.Marshal(&p) }

// UnmarshalJSON decodes strictly, keeping undeclared members.
func (p *ContentPart) UnmarshalJSON(data []byte) error { return check.Unmarshal(data, p) }

// MarshalJSON writes the default encoding, undeclared members included.
func (c ToolCall) MarshalJSON() ([]byte, error) { return check.Marshal(&c) }

// UnmarshalJSON decodes strictly, keeping undeclared members.
func (c *ToolCall) UnmarshalJSON(data []byte) error { return check.Unmarshal(data, c) }

// MarshalJSON writes the default encoding, undeclared members included.
func (f ToolChoiceFunction) MarshalJSON() ([]byte, error) { return check.Marshal(&f) }

// UnmarshalJSON decodes strictly, keeping undeclared members.
func (f *ToolChoiceFunction) UnmarshalJSON(data []byte) error { return check.Unmarshal(data, f) }

// MarshalJSON writes the default encoding, undeclared members included.
func (u Usage) MarshalJSON() ([]byte, error) { return check.Marshal(&u) }

// UnmarshalJSON decodes strictly, keeping undeclared members.
func (u *Usage) UnmarshalJSON(data []byte) error { return check.Unmarshal(data, u) }

// MarshalJSON writes the default encoding, undeclared members included.
func (r EnsembleRound) MarshalJSON() ([]byte, error) { return check.Marshal(&r) }

// UnmarshalJSON decodes strictly, keeping undeclared members.
func (r *EnsembleRound) UnmarshalJSON(data []byte) error { return check.Unmarshal(data, r) }
