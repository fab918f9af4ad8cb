package agent

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// Identity is the protocol-participant identity of an agent: a slug id, an agent
// type and capability-scoped trust (schema agent-identity). It is unrelated to
// Descriptor, which is keyed by NftId. Closed object, exactly upstream v7.0.0's
// shape.
type Identity struct {
	// AgentID is the unique agent identifier (lowercase, 3-64 chars).
	AgentID string `json:"agent_id" hf:"pattern=^[a-z][a-z0-9_-]{2,63}$"`
	// DisplayName is the human-readable agent display name.
	DisplayName string `json:"display_name" hf:"minLength=1,maxLength=128"`
	// AgentType classifies the agent.
	AgentType AgentType `json:"agent_type"`
	// Capabilities is the non-empty list of agent capabilities.
	Capabilities []string `json:"capabilities" hf:"minItems=1,item.minLength=1"`
	// TrustScopes holds the per-capability-scope trust levels.
	TrustScopes CapabilityScopedTrust `json:"trust_scopes"`
	// DelegationAuthority lists the permissions this agent may delegate (requires delegation scope >= verified).
	DelegationAuthority []string `json:"delegation_authority" hf:"item.minLength=1"`
	// MaxDelegationDepth is the maximum delegation chain depth this agent may create.
	MaxDelegationDepth int `json:"max_delegation_depth" hf:"minimum=0,maximum=10"`
	// GovernanceWeight is the voting weight in governance proposals (0-1).
	GovernanceWeight float64 `json:"governance_weight" hf:"minimum=0,maximum=1"`
	// Metadata is an extensible key-value store (any keys and values).
	Metadata map[string]json.RawMessage `json:"metadata,omitzero"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[Identity]{
	Schema:      "agent-identity",
	Description: "Canonical agent identity with capability-scoped trust (v6.0.0, BREAKING).",
	// The constraint file's rules apply to an identity validated as a
	// document; nested in another document (a juror, a representative, a
	// claim's source) an identity is checked by its schema alone, as
	// upstream checks it.
	Rules: func(i *Identity, r *codec.Rules) {
		if r.AtRoot() {
			constraintrt.Apply("agent-identity", i, r)
		}
	},
	Doc: codec.Doc{
		Validate: "Validate reports every violation of i (nil or a *hounfour.ValidationError): the schema " +
			"rules and, after them, the four error-severity rules of the AgentIdentity constraint file. An " +
			"identity nested in another document (contract 8.x) is checked by the schema rules alone.",
		ValidateSchema: "ValidateSchema reports the schema violations only: the verdict of upstream's " +
			"runtime validate(), which runs no constraint file.",
	},
})
