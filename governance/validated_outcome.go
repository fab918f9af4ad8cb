package governance

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// ValidationDisputeOutcome is how a dispute over a peer validation ended.
type ValidationDisputeOutcome string

// The validation dispute outcomes.
const (
	ValidationUpheld     ValidationDisputeOutcome = "upheld"
	ValidationOverturned ValidationDisputeOutcome = "overturned"
	ValidationSplit      ValidationDisputeOutcome = "split"
)

var validationDisputeOutcomes = enum.New(ValidationUpheld, ValidationOverturned, ValidationSplit)

// Valid reports whether o is upheld, overturned or split.
func (o ValidationDisputeOutcome) Valid() bool { return validationDisputeOutcomes.Has(o) }

// ValidatedOutcome is a peer validation of a performance record, backed by
// a stake, with an optional dispute resolution (schema validated-outcome).
// Closed object; no cross-field rules.
type ValidatedOutcome struct {
	// ValidationID identifies the validation.
	ValidationID string `json:"validation_id" hf:"minLength=1"`
	// PerformanceRecordID is the validated performance record.
	PerformanceRecordID string `json:"performance_record_id" hf:"minLength=1"`
	// ValidatorAgentID is the validating agent.
	ValidatorAgentID string `json:"validator_agent_id" hf:"minLength=1"`
	// ValidatorStakeMicro is the validator's stake (signed micro-USD).
	ValidatorStakeMicro wire.MicroUSD `json:"validator_stake_micro"`
	// Rating is the validator's rating, 0 to 5.
	Rating float64 `json:"rating" hf:"minimum=0,maximum=5"`
	// ValidatedAt is when the validation was made.
	ValidatedAt wire.Timestamp `json:"validated_at"`
	// DisputeOutcome is how a dispute over the validation ended, if any.
	DisputeOutcome ValidationDisputeOutcome `json:"dispute_outcome,omitzero"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[ValidatedOutcome]{
	Schema:      "validated-outcome",
	Description: "Peer-validated outcome with stake commitment and optional dispute resolution",
	Comment: "Financial amounts (validator_stake_micro) use string-encoded BigInt (MicroUSD) to prevent " +
		"floating-point precision loss. See vocabulary/currency.ts for arithmetic utilities.",
	Doc: codec.Doc{
		Validate:    "Validate reports every violation of o (schema rules only).",
		MarshalJSON: "MarshalJSON writes the default encoding (validator_stake_micro canonical).",
	},
})
