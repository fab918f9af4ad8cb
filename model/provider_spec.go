package model

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/reservation"
	"github.com/hounfour-go/hounfour/wire"
)

// ModelStatus is the lifecycle status of a model in a provider spec.
type ModelStatus string

// The model statuses.
const (
	ModelActive     ModelStatus = "active"
	ModelDeprecated ModelStatus = "deprecated"
	ModelPreview    ModelStatus = "preview"
)

var modelStatuses = enum.New(ModelActive, ModelDeprecated, ModelPreview)

// Valid reports whether s is active, deprecated or preview.
func (s ModelStatus) Valid() bool { return modelStatuses.Has(s) }

// MaxProviderMetadataLength is the largest provider-spec metadata allowed:
// the length of its JSON text (JSON.stringify form) in UTF-16 code units.
const MaxProviderMetadataLength = 10240

// ProviderSpec is a provider's signed self-description (schema
// model-provider-spec). Closed object.
//
// Rules, in order: conformance level protocol_certified needs non-empty
// conformance_vector_results, all passed; community_verified without
// results draws a warning; at least one model must be active; metadata must
// not exceed 10240 UTF-16 code units as JSON text; a metadata key outside
// the x- namespace draws a warning (keys in byte order, deviation 62 in
// COMPATIBILITY.md); expires_at must be after published_at (compared at
// millisecond precision); every endpoint must use https:// (in member order
// completion, streaming, health, models). The type's constraint file has no
// rule that compiles, so these rules are the whole validation.
type ProviderSpec struct {
	// SpecID identifies the spec.
	SpecID wire.UUID `json:"spec_id"`
	// Provider is the provider type.
	Provider ProviderType `json:"provider"`
	// DisplayName is the provider's name for people (at most 100 UTF-16 code units).
	DisplayName string `json:"display_name" hf:"minLength=1,maxLength=100"`
	// Version is the spec's own version.
	Version wire.Semver `json:"version"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
	// Models are the models the provider serves (at least one).
	Models []ModelEntry `json:"models" hf:"minItems=1"`
	// Endpoints are the provider's service endpoints.
	Endpoints *ProviderEndpoints `json:"endpoints,omitzero"`
	// SLA is the provider's service-level agreement.
	SLA *ProviderSLA `json:"sla,omitzero"`
	// ConformanceLevel is how deeply the provider's conformance was verified.
	ConformanceLevel conformance.Level `json:"conformance_level"`
	// ConformanceVectorResults are the provider's conformance vector runs.
	ConformanceVectorResults []VectorResult `json:"conformance_vector_results,omitzero"`
	// ReservationPolicy says whether and how the provider honours capacity reservations.
	ReservationPolicy *ReservationPolicy `json:"reservation_policy,omitzero"`
	// Metadata is an extensible key-value store; keys should use the x- namespace.
	Metadata map[string]json.RawMessage `json:"metadata,omitzero"`
	// Signature is the JWS compact serialization (header.payload.signature) over the canonical spec without this member; ES256 or EdDSA.
	Signature *string `json:"signature,omitzero" hf:"pattern=^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$"`
	// PublishedAt is when the spec was published.
	PublishedAt wire.Timestamp `json:"published_at"`
	// ExpiresAt is when the spec stops being valid.
	ExpiresAt wire.Timestamp `json:"expires_at,omitzero"`
}

// ModelEntry is one model of a provider spec. Closed object.
type ModelEntry struct {
	// ModelID identifies the model.
	ModelID string `json:"model_id" hf:"minLength=1"`
	// Capabilities are the model's feature flags.
	Capabilities Features `json:"capabilities"`
	// Limits are the model's token limits.
	Limits Limits `json:"limits"`
	// Pricing is the model's price list.
	Pricing *Pricing `json:"pricing,omitzero"`
	// Status is the model's lifecycle status.
	Status ModelStatus `json:"status"`
}

var _ = codec.Register(codec.Meta[ModelEntry]{Methods: codec.MethodsNone})

// ProviderEndpoints are a provider's service endpoints (URIs; the rules
// require https://). Closed object.
type ProviderEndpoints struct {
	// Completion is the completion endpoint.
	Completion wire.URI `json:"completion"`
	// Streaming is the streaming endpoint.
	Streaming wire.URI `json:"streaming,omitzero"`
	// Health is the health-check endpoint.
	Health wire.URI `json:"health,omitzero"`
	// Models is the model-listing endpoint.
	Models wire.URI `json:"models,omitzero"`
}

var _ = codec.Register(codec.Meta[ProviderEndpoints]{Methods: codec.MethodsNone})

// ProviderSLA is a provider's service-level agreement. Closed object.
type ProviderSLA struct {
	// UptimeTarget is the target availability (0 to 1).
	UptimeTarget float64 `json:"uptime_target" hf:"minimum=0,maximum=1"`
	// P50LatencyMS is the median latency in milliseconds.
	P50LatencyMS *int64 `json:"p50_latency_ms,omitzero" hf:"minimum=0"`
	// P99LatencyMS is the 99th-percentile latency in milliseconds.
	P99LatencyMS *int64 `json:"p99_latency_ms,omitzero" hf:"minimum=0"`
	// RateLimitRPM is the request rate limit per minute.
	RateLimitRPM *int64 `json:"rate_limit_rpm,omitzero" hf:"minimum=0"`
}

var _ = codec.Register(codec.Meta[ProviderSLA]{Methods: codec.MethodsNone})

// VectorResult is the outcome of one conformance vector run by a provider.
// Closed object.
type VectorResult struct {
	// VectorID identifies the vector.
	VectorID string `json:"vector_id" hf:"minLength=1"`
	// Category is the vector's category.
	Category string `json:"category" hf:"minLength=1"`
	// Passed is whether the provider passed the vector.
	Passed bool `json:"passed"`
	// ErrorMessage says why the vector failed.
	ErrorMessage *string `json:"error_message,omitzero"`
	// RunAt is when the vector was run.
	RunAt wire.Timestamp `json:"run_at"`
}

var _ = codec.Register(codec.Meta[VectorResult]{Methods: codec.MethodsNone})

// ReservationPolicy says whether and how a provider honours capacity
// reservations. Closed object; nothing ties min to max.
type ReservationPolicy struct {
	// SupportsReservations is whether the provider supports reservations.
	SupportsReservations bool `json:"supports_reservations"`
	// MinReservationBPS is the smallest reservation accepted, in basis points.
	MinReservationBPS *int64 `json:"min_reservation_bps,omitzero" hf:"minimum=0,maximum=10000"`
	// MaxReservationBPS is the largest reservation accepted, in basis points.
	MaxReservationBPS *int64 `json:"max_reservation_bps,omitzero" hf:"minimum=0,maximum=10000"`
	// ReservationEnforcement is how the provider enforces reservations.
	ReservationEnforcement reservation.Enforcement `json:"reservation_enforcement,omitzero"`
}

var _ = codec.Register(codec.Meta[ReservationPolicy]{Methods: codec.MethodsNone})

// Rule ids of ProviderSpec's cross-field rules.
const (
	RuleProviderSpecCertifiedResults  = "provider-spec-certified-results"
	RuleProviderSpecCertifiedPass     = "provider-spec-certified-pass"
	RuleProviderSpecCommunityResults  = "provider-spec-community-results"
	RuleProviderSpecActiveModel       = "provider-spec-active-model"
	RuleProviderSpecMetadataSize      = "provider-spec-metadata-size"
	RuleProviderSpecMetadataNamespace = "provider-spec-metadata-namespace"
	RuleProviderSpecExpires           = "provider-spec-expires"
	RuleProviderSpecEndpointHTTPS     = "provider-spec-endpoint-https"
)

var _ = codec.Register(codec.Meta[ProviderSpec]{
	Schema: "model-provider-spec",
	Comment: "Provider registration/identity document. Financial amounts use string-encoded BigInt (MicroUSD). " +
		"See vocabulary/currency.ts.",
	Rules:         providerSpecRules,
	UpstreamRules: providerSpecRules, // no rule of the constraint file compiles
	Warnings:      providerSpecWarnings,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of s (nil or a *hounfour.ValidationError): the schema " +
			"rules, then the error rules in the order the type's documentation lists them.",
		ValidateSchema: "ValidateSchema gives upstream's runtime verdict; for ProviderSpec it is " +
			"Validate's (the constraint file adds nothing).",
		CheckConstraints: "CheckConstraints returns the result of every rule of the ModelProviderSpec " +
			"constraint file: all six are reported as skipped (none compiles).",
		Warnings: "Warnings returns provider-spec-community-results and one " +
			"provider-spec-metadata-namespace per key outside x- (byte order).",
	},
})

func providerSpecRules(s *ProviderSpec, r *codec.Rules) {
	if r.OK("conformance_level", "conformance_vector_results") && s.ConformanceLevel == conformance.ProtocolCertified {
		// "protocol_certified and results absent or empty".
		if len(s.ConformanceVectorResults) == 0 {
			r.Report(RuleProviderSpecCertifiedResults, "protocol_certified requires conformance_vector_results",
				"conformance_vector_results")
		} else if slices.ContainsFunc(s.ConformanceVectorResults, func(v VectorResult) bool { return !v.Passed }) {
			// "some passed == false".
			r.Report(RuleProviderSpecCertifiedPass, "protocol_certified requires all vectors to pass",
				"conformance_vector_results")
		}
	}
	// "no models[i].status == active".
	if r.OK("models") && !slices.ContainsFunc(s.Models, func(m ModelEntry) bool { return m.Status == ModelActive }) {
		r.Report(RuleProviderSpecActiveModel, "models must include at least one active entry", "models")
	}
	// "metadata present and its JSON text longer than 10240 UTF-16 units".
	if r.OK("metadata") && s.Metadata != nil {
		if n := metadataLength(s.Metadata); n > MaxProviderMetadataLength {
			r.Report(RuleProviderSpecMetadataSize, "metadata exceeds 10KB limit ("+strconv.Itoa(n)+" bytes)", "metadata")
		}
	}
	// "expires_at present and expires_at <= published_at" (milliseconds).
	if r.OK("expires_at", "published_at") && !s.ExpiresAt.IsZero() && !s.PublishedAt.IsZero() &&
		s.ExpiresAt.CompareMilli(s.PublishedAt) <= 0 {
		r.Report(RuleProviderSpecExpires, "expires_at must be after published_at", "expires_at")
	}
	// "each present endpoint not starting with https://", declared order.
	if r.OK("endpoints") && s.Endpoints != nil {
		e := s.Endpoints
		for _, ep := range [...]struct {
			name string
			uri  wire.URI
		}{{"completion", e.Completion}, {"streaming", e.Streaming}, {"health", e.Health}, {"models", e.Models}} {
			if !ep.uri.IsZero() && !strings.HasPrefix(ep.uri.String(), "https://") {
				r.Report(RuleProviderSpecEndpointHTTPS, "endpoints."+ep.name+" must use https:// scheme", "endpoints", ep.name)
			}
		}
	}
}

func providerSpecWarnings(s *ProviderSpec, r *codec.Rules) {
	// "community_verified and results absent or empty".
	if r.OK("conformance_level", "conformance_vector_results") && s.ConformanceLevel == conformance.CommunityVerified &&
		len(s.ConformanceVectorResults) == 0 {
		r.Report(RuleProviderSpecCommunityResults, "community_verified should include conformance_vector_results",
			"conformance_vector_results")
	}
	// "each metadata key not starting with x-", in byte order.
	if r.OK("metadata") && len(s.Metadata) > 0 {
		keys := make([]string, 0, len(s.Metadata))
		for k := range s.Metadata {
			if !strings.HasPrefix(k, "x-") {
				keys = append(keys, k)
			}
		}
		slices.Sort(keys)
		for _, k := range keys {
			r.Report(RuleProviderSpecMetadataNamespace, "metadata key '"+k+"' should use x-* namespace", "metadata", k)
		}
	}
}

// metadataLength is the length in UTF-16 code units of the JSON.stringify
// text of m (member order does not change it), or, when that text cannot
// exceed the limit, an estimate of at most a sixth of the limit.
func metadataLength(m map[string]json.RawMessage) int {
	// Canonical JSON text is at most 6 times as long as the received text
	// (a control character in a key becomes \u00XX; 1e20 becomes 21
	// digits): below that bound nothing needs encoding.
	n := 2
	for k, v := range m {
		n += len(k) + 4 + len(v)
	}
	if n*6 <= MaxProviderMetadataLength {
		return n
	}
	data, err := json.Marshal(m)
	if err == nil {
		data, err = codec.Canonicalize(data)
	}
	if err != nil {
		return 0
	}
	return codec.UTF16Len(string(data))
}
