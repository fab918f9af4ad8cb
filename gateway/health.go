package gateway

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// HealthStatus reports the health of a model provider endpoint (schema
// health-status). Closed object. There is no cross-field rule: an Error with
// Healthy true is valid.
type HealthStatus struct {
	// Healthy tells whether the endpoint is currently healthy.
	Healthy bool `json:"healthy"`
	// LatencyMS is the last observed latency in milliseconds.
	LatencyMS int64 `json:"latency_ms" hf:"minimum=0"`
	// Provider identifies the provider ("anthropic", "openai", …).
	Provider string `json:"provider" hf:"minLength=1"`
	// ModelID identifies the model within the provider.
	ModelID string `json:"model_id" hf:"minLength=1"`
	// CheckedAt is the time of the last health check.
	CheckedAt wire.Timestamp `json:"checked_at"`
	// Error is the error message when unhealthy; "" is a present value.
	Error *string `json:"error,omitzero"`
	// CircuitState is the circuit-breaker state.
	CircuitState CircuitState `json:"circuit_state"`
}

var _ = codec.Register(codec.Meta[HealthStatus]{
	Schema:      "health-status",
	Description: "Health status report for a model provider endpoint",
})
