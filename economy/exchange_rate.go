package economy

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// ExchangeRateType is how an exchange rate between registries is determined
// (schema exchange-rate-type).
//
// Its values: [RateFixed], [RateOracle], [RateGovernance].
type ExchangeRateType string

// The exchange rate types.
const (
	RateFixed      ExchangeRateType = "fixed"
	RateOracle     ExchangeRateType = "oracle"
	RateGovernance ExchangeRateType = "governance"
)

var exchangeRateTypes = enum.New(RateFixed, RateOracle, RateGovernance)

// Valid reports whether t is fixed, oracle or governance.
func (t ExchangeRateType) Valid() bool { return exchangeRateTypes.Has(t) }

var _ = codec.Register(codec.Meta[ExchangeRateType]{
	Schema:      "exchange-rate-type",
	Description: "How the exchange rate between registries is determined.",
})

// ExchangeRateSpec specifies how an exchange rate is determined and
// maintained (schema exchange-rate-spec). Closed object.
// "fixed needs value" and "oracle needs oracle_endpoint" are rules of the
// RegistryBridge constraint file only: a spec on its own, or on a saga step,
// is valid without them.
type ExchangeRateSpec struct {
	// RateType is how the rate is determined.
	RateType ExchangeRateType `json:"rate_type"`
	// Value is the fixed rate, a non-negative decimal kept as text (never a float).
	Value *string `json:"value,omitzero" hf:"pattern=^\\d+(\\.\\d+)?$"`
	// OracleEndpoint is the oracle's endpoint (for rate_type oracle).
	OracleEndpoint wire.URI `json:"oracle_endpoint,omitzero"`
	// GovernanceProposalRequired is whether rate changes require a governance proposal (schema default false, not applied).
	GovernanceProposalRequired bool `json:"governance_proposal_required"`
	// StalenessThresholdSeconds is the maximum age in seconds before the rate is considered stale (schema default 3600, not applied).
	StalenessThresholdSeconds int64 `json:"staleness_threshold_seconds" hf:"minimum=0"`
}

var _ = codec.Register(codec.Meta[ExchangeRateSpec]{
	Schema:      "exchange-rate-spec",
	Description: "Specification for how exchange rates are determined and maintained.",
})
