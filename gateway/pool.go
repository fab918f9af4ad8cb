package gateway

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/document"
	"github.com/hounfour-go/hounfour/wire"
)

// PoolCapabilities describes what a model pool offers (no schema file). Open
// object: undeclared members are kept in Unknown.
type PoolCapabilities struct {
	// PoolID is one of the pool ids.
	PoolID wire.PoolID `json:"pool_id"`
	// Models lists the pool's models (may be empty, never null).
	Models []string `json:"models"`
	// MaxTokens is the largest completion the pool serves.
	MaxTokens *int64 `json:"max_tokens,omitzero" hf:"minimum=1"`
	// SupportsStreaming tells whether the pool streams.
	SupportsStreaming *bool `json:"supports_streaming,omitzero"`
	// SupportsTools tells whether the pool supports tool calls.
	SupportsTools *bool `json:"supports_tools,omitzero"`
	// Priority orders pools; lower is preferred.
	Priority *int64 `json:"priority,omitzero" hf:"minimum=0"`
	// Unknown holds undeclared members, preserved through decode and encode.
	Unknown map[string]json.RawMessage `json:"-"`
}

// Validate reports every violation of c (nil or a *hounfour.ValidationError).
func (c *PoolCapabilities) Validate() error { return document.Validate(c) }

// MarshalJSON writes the default encoding.
func (c PoolCapabilities) MarshalJSON() ([]byte, error) { return document.Marshal(&c) }

// UnmarshalJSON decodes strictly without running Validate.
func (c *PoolCapabilities) UnmarshalJSON(data []byte) error { return document.Unmarshal(data, c) }
