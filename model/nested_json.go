package model

import "github.com/hounfour-go/hounfour/internal/document"

// The open nested objects encode and decode with the library's codec on
// their own too, so that their undeclared members (Unknown) survive
// encoding/json: those a document's members reach have generated methods
// (codec.MethodJSON), and the two read only from raw members (Content and
// ToolChoice) have these.

// MarshalJSON writes the default encoding, undeclared members included.
func (p ContentPart) MarshalJSON() ([]byte, error) { return document.Marshal(&p) }

// UnmarshalJSON decodes strictly, keeping undeclared members.
func (p *ContentPart) UnmarshalJSON(data []byte) error { return document.Unmarshal(data, p) }

// MarshalJSON writes the default encoding, undeclared members included.
func (f ToolChoiceFunction) MarshalJSON() ([]byte, error) { return document.Marshal(&f) }

// UnmarshalJSON decodes strictly, keeping undeclared members.
func (f *ToolChoiceFunction) UnmarshalJSON(data []byte) error { return document.Unmarshal(data, f) }
