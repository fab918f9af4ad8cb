package routing

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// AgentRequirements states what an agent needs from the model that runs it
// (schema agent-requirements). Closed object without cross-field rules.
type AgentRequirements struct {
	// AgentID identifies the agent.
	AgentID string `json:"agent_id" hf:"minLength=1"`
	// RequiresNativeRuntime is whether the agent needs a runtime-native session.
	RequiresNativeRuntime *bool `json:"requires_native_runtime,omitzero"`
	// RequiresToolCalling is whether the agent needs tool calling.
	RequiresToolCalling *bool `json:"requires_tool_calling,omitzero"`
	// RequiresThinkingTraces is whether the agent needs thinking traces.
	RequiresThinkingTraces *bool `json:"requires_thinking_traces,omitzero"`
	// RequiresVision is whether the agent needs image input.
	RequiresVision *bool `json:"requires_vision,omitzero"`
	// PreferredModels are model ids in order of preference.
	PreferredModels []string `json:"preferred_models,omitzero" hf:"item.minLength=1"`
	// MinContextTokens is the smallest acceptable context window.
	MinContextTokens *int64 `json:"min_context_tokens,omitzero" hf:"minimum=1"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[AgentRequirements]{Schema: "agent-requirements"})
