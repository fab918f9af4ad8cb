package recall

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// AgentIDPattern is the pattern of the agent and signer ids of the recall
// records: a lowercase letter, then 2 to 63 lowercase letters, digits,
// "_" or "-".
const AgentIDPattern = `^[a-z][a-z0-9_-]{2,63}$`

// Request asks the recall machinery for what it holds about an agent
// (schema recall-request): the subject, the surface the recall serves, the
// detail level of the receipt that will acknowledge it, and optionally the
// signer asking. Closed object.
//
// Schema: recall-request — "Input record for recall machinery. Carries
// subject_agent_id, surface_context (env scope), detail_level (verbosity
// selector for the matching RecallReceipt), and an Optional
// requestor_signer_id for consumer-side signing."
type Request struct {
	RequestID      wire.UUID      `json:"request_id"`
	SubjectAgentID string         `json:"subject_agent_id" hf:"pattern=^[a-z][a-z0-9_-]{2,63}$"`
	SurfaceContext SurfaceContext `json:"surface_context"`
	DetailLevel    DetailLevel    `json:"detail_level"`
	RequestedAt    wire.Timestamp `json:"requested_at"`
	// RequestorSignerID is the signer asking, when the consumer signs
	// requests (nil: absent).
	RequestorSignerID *string `json:"requestor_signer_id,omitzero" hf:"pattern=^[a-z][a-z0-9_-]{2,63}$"`
	ContractVersion   string  `json:"contract_version" hf:"pattern=^\\d+\\.\\d+\\.\\d+$"`
}

var _ = codec.Register(codec.Meta[Request]{
	Schema: "recall-request",
	// The rules of the constraint file of the validation's contract (it
	// has none in 8.7.0).
	Rules:       func(x *Request, r *codec.Rules) { constraintrt.Apply("recall-request", x, r) },
	Constraint:  "recall-request",
	Description: "Input record for recall machinery. Carries subject_agent_id, surface_context (env scope), detail_level (verbosity selector for the matching RecallReceipt), and an Optional requestor_signer_id for consumer-side signing.",
	Since:       "8.5.0",
	ID:          "RecallRequest",
})
