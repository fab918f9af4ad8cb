package recall

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// Estate binds an agent (its controller) to a keyring and a lifecycle
// state (schema agent-estate). Closed object. Which state changes are
// allowed is the consumer's concern.
//
// Schema: agent-estate — "Estate-as-container primitive: binds a
// controller_agent_id to a Keyring (Layer 2) and a lifecycle status. …"
type Estate struct {
	EstateID          wire.UUID `json:"estate_id"`
	ControllerAgentID string    `json:"controller_agent_id" hf:"pattern=^[a-z][a-z0-9_-]{2,63}$"`
	// KeyringID is the keyring_id of the estate's keyring.
	KeyringID       wire.UUID      `json:"keyring_id"`
	Status          EstateStatus   `json:"status"`
	CreatedAt       wire.Timestamp `json:"created_at"`
	UpdatedAt       wire.Timestamp `json:"updated_at"`
	ContractVersion string         `json:"contract_version" hf:"pattern=^\\d+\\.\\d+\\.\\d+$"`
}

var _ = codec.Register(codec.Meta[Estate]{
	Schema: "agent-estate",
	// The rules of the constraint file of the validation's contract (it
	// has none in 8.7.0).
	Rules:       func(x *Estate, r *codec.Rules) { constraintrt.Apply("agent-estate", x, r) },
	Constraint:  "agent-estate",
	Description: "Estate-as-container primitive: binds a controller_agent_id to a Keyring (Layer 2) and a lifecycle status. Foundation for the cycle-005 EstateTransition surface. State-machine validity is consumer-side per ADR-010.",
	Since:       "8.5.0",
	ID:          "AgentEstate",
})
