package gateway

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// RoutingPolicy is a policy for routing requests to agent pools (schema
// routing-policy): shape validation only. Every object in it
// is open: undeclared members are kept in Unknown.
type RoutingPolicy struct {
	// Version is the policy version (^\d+\.\d+\.\d+$, kept verbatim).
	Version wire.Semver `json:"version"`
	// Personalities route each personality (may be empty, never null).
	Personalities []PersonalityRouting `json:"personalities"`
	// Unknown holds undeclared members, preserved through decode and encode.
	Unknown map[string]json.RawMessage `json:"-"`
}

// PersonalityRouting routes the tasks of one NFT personality (upstream $id
// PersonalityRouting; open).
type PersonalityRouting struct {
	// PersonalityID is the NFT personality identifier ("" allowed).
	PersonalityID string `json:"personality_id"`
	// TaskRouting maps every task type to a pool.
	TaskRouting TaskRouting `json:"task_routing"`
	// Preferences are optional model preferences.
	Preferences *RoutingPreferences `json:"preferences,omitzero"`
	// Unknown holds undeclared members, preserved through decode and encode.
	Unknown map[string]json.RawMessage `json:"-"`
}

// TaskRouting maps each of the five task types to a pool id. All five are
// required; other members are allowed with any value and kept in Unknown
// (upstream's record keyed by TaskType compiles to an open object).
type TaskRouting struct {
	Chat         wire.PoolID `json:"chat"`
	Analysis     wire.PoolID `json:"analysis"`
	Architecture wire.PoolID `json:"architecture"`
	Code         wire.PoolID `json:"code"`
	Default      wire.PoolID `json:"default"`
	// Unknown holds undeclared members, preserved through decode and encode.
	Unknown map[string]json.RawMessage `json:"-"`
}

// Pool returns the pool of task type t, or "" for an unknown task type.
func (r *TaskRouting) Pool(t TaskType) wire.PoolID {
	switch t {
	case TaskChat:
		return r.Chat
	case TaskAnalysis:
		return r.Analysis
	case TaskArchitecture:
		return r.Architecture
	case TaskCode:
		return r.Code
	case TaskDefault:
		return r.Default
	}
	return ""
}

// RoutingPreferences are a personality's model preferences (open).
type RoutingPreferences struct {
	// Temperature is the sampling temperature, 0 to 2 inclusive.
	Temperature *float64 `json:"temperature,omitzero" hf:"minimum=0,maximum=2"`
	// MaxTokens bounds the completion length.
	MaxTokens *int64 `json:"max_tokens,omitzero" hf:"minimum=1"`
	// SystemPromptPath locates the system prompt.
	SystemPromptPath *string `json:"system_prompt_path,omitzero"`
	// Unknown holds undeclared members, preserved through decode and encode.
	Unknown map[string]json.RawMessage `json:"-"`
}

var _ = codec.Register(codec.Meta[RoutingPolicy]{
	Schema:      "routing-policy",
	Description: "Policy for routing requests to agent pools",
})
