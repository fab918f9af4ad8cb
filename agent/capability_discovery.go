package agent

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// Capability is one skill an agent can provide (schema capability), as
// advertised in a [CapabilityResponse]. Closed object without cross-field
// rules.
type Capability struct {
	// SkillID identifies the skill.
	SkillID string `json:"skill_id" hf:"minLength=1"`
	// Description describes the skill ("" is a present value).
	Description *string `json:"description,omitzero"`
	// InputModes are the accepted input types ("text", "image", "audio", …).
	InputModes []string `json:"input_modes,omitzero"`
	// OutputModes are the produced output types ("text", "code", "image", …).
	OutputModes []string `json:"output_modes,omitzero"`
	// Models are the model ids that can execute the skill.
	Models []string `json:"models,omitzero"`
	// MaxLatencyMS is the maximum acceptable latency in milliseconds.
	MaxLatencyMS *int64 `json:"max_latency_ms,omitzero" hf:"minimum=0"`
}

// CapabilityQuery asks which agents provide some skills (schema
// capability-query). It is an open object: members it does not declare are
// consumer extensions, kept in Unknown and re-emitted, sorted by name, after
// the declared ones; they are never validated.
type CapabilityQuery struct {
	// RequiredSkills are the skills the agent must provide.
	RequiredSkills []string `json:"required_skills,omitzero"`
	// PreferredModels are preferred model ids (best-effort matching).
	PreferredModels []string `json:"preferred_models,omitzero"`
	// MaxLatencyMS is the maximum acceptable response latency in milliseconds.
	MaxLatencyMS *int64 `json:"max_latency_ms,omitzero" hf:"minimum=0"`
	// MinContextTokens is the minimum context window size in tokens.
	MinContextTokens *int64 `json:"min_context_tokens,omitzero" hf:"minimum=0"`
	// Unknown holds the undeclared members.
	Unknown map[string]json.RawMessage `json:"-"`
}

// CapabilityResponse answers a [CapabilityQuery] for one agent (schema
// capability-response). Closed object without cross-field rules.
type CapabilityResponse struct {
	// AgentID is the agent providing the capabilities.
	AgentID string `json:"agent_id" hf:"minLength=1"`
	// Capabilities lists what the agent provides (may be empty, never null).
	Capabilities []Capability `json:"capabilities"`
	// Available is whether the agent can accept work now.
	Available bool `json:"available"`
	// ContractVersion is the protocol version the agent supports.
	ContractVersion wire.Semver `json:"contract_version"`
	// RespondedAt is when the response was generated (for cache freshness).
	RespondedAt wire.Timestamp `json:"responded_at,omitzero"`
}

var (
	_ = codec.Register(codec.Meta[Capability]{
		Schema:      "capability",
		Description: "A single capability an agent can provide",
	})
	_ = codec.Register(codec.Meta[CapabilityQuery]{
		Schema:      "capability-query",
		Description: "Query to discover agents with specific capabilities",
		Doc: codec.Doc{
			Validate: "Validate reports every violation of q (nil or a *hounfour.ValidationError); undeclared " +
				"members are never checked.",
		},
	})
	_ = codec.Register(codec.Meta[CapabilityResponse]{
		Schema:      "capability-response",
		Description: "Response to a capability query",
	})
)
