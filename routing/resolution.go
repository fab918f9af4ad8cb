package routing

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// Resolution records how a requested model was resolved to the model
// that served the request (schema routing-resolution). Closed object without
// cross-field rules.
type Resolution struct {
	// ResolvedModel is the model that served the request.
	ResolvedModel string `json:"resolved_model" hf:"minLength=1"`
	// OriginalRequestModel is the model the request asked for.
	OriginalRequestModel string `json:"original_request_model" hf:"minLength=1"`
	// ResolutionType says how the model was chosen.
	ResolutionType ResolutionType `json:"resolution_type"`
	// Reason explains the resolution.
	Reason string `json:"reason" hf:"minLength=1"`
	// LatencyMS is the time the resolution took, in milliseconds.
	LatencyMS int64 `json:"latency_ms" hf:"minimum=0"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// ResolutionType says how a [Resolution] chose its model.
type ResolutionType string

// The resolution types, in protocol order.
const (
	ResolutionExact           ResolutionType = "exact"
	ResolutionFallback        ResolutionType = "fallback"
	ResolutionBudgetDowngrade ResolutionType = "budget_downgrade"
	ResolutionCapabilityMatch ResolutionType = "capability_match"
)

var resolutionTypes = enum.New(ResolutionExact, ResolutionFallback, ResolutionBudgetDowngrade, ResolutionCapabilityMatch)

// Valid reports exact membership.
func (t ResolutionType) Valid() bool { return resolutionTypes.Has(t) }

var _ = codec.Register(codec.Meta[Resolution]{Schema: "routing-resolution"})
