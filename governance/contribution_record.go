package governance

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// ContributionType classifies a contribution to the commons.
type ContributionType string

// The contribution types.
const (
	ContributionCuration       ContributionType = "curation"
	ContributionTraining       ContributionType = "training"
	ContributionValidation     ContributionType = "validation"
	ContributionModeration     ContributionType = "moderation"
	ContributionInfrastructure ContributionType = "infrastructure"
	ContributionCapital        ContributionType = "capital"
)

var contributionTypes = enum.New(ContributionCuration, ContributionTraining, ContributionValidation,
	ContributionModeration, ContributionInfrastructure, ContributionCapital)

// Valid reports whether t is one of the six contribution types.
func (t ContributionType) Valid() bool { return contributionTypes.Has(t) }

// AssessedBy says who assessed a contribution's value.
type AssessedBy string

// The assessors.
const (
	AssessedSelf           AssessedBy = "self"
	AssessedPeer           AssessedBy = "peer"
	AssessedAlgorithmic    AssessedBy = "algorithmic"
	AssessedGovernanceVote AssessedBy = "governance_vote"
)

var assessedBys = enum.New(AssessedSelf, AssessedPeer, AssessedAlgorithmic, AssessedGovernanceVote)

// Valid reports whether a is self, peer, algorithmic or governance_vote.
func (a AssessedBy) Valid() bool { return assessedBys.Has(a) }

// ContributionRecord records an agent's contribution to the commons or the
// ecosystem (schema contribution-record). Closed object; no cross-field
// rules.
type ContributionRecord struct {
	// ContributionID identifies the contribution.
	ContributionID string `json:"contribution_id" hf:"minLength=1"`
	// AgentID is the contributing agent.
	AgentID string `json:"agent_id" hf:"minLength=1"`
	// ContributionType classifies the contribution.
	ContributionType ContributionType `json:"contribution_type"`
	// ValueMicro is the assessed value (signed micro-USD; negative values are credits or refunds).
	ValueMicro wire.MicroUSD `json:"value_micro"`
	// AssessedBy says who assessed the value.
	AssessedBy AssessedBy `json:"assessed_by"`
	// AssessedAt is when the value was assessed.
	AssessedAt wire.Timestamp `json:"assessed_at"`
	// EvidenceEventIDs are the events evidencing the contribution.
	EvidenceEventIDs []string `json:"evidence_event_ids,omitzero" hf:"item.minLength=1"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[ContributionRecord]{
	Schema:      "contribution-record",
	Description: "Record of an agent contribution to the commons or ecosystem",
	Comment: "Financial amounts (value_micro) use string-encoded BigInt (MicroUSD) to prevent " +
		"floating-point precision loss. See vocabulary/currency.ts for arithmetic utilities.",
	Doc: codec.Doc{
		Validate:    "Validate reports every violation of r (schema rules only).",
		MarshalJSON: "MarshalJSON writes the default encoding (value_micro canonical).",
	},
})
