package gateway

import (
	"errors"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// DiscoveryPath is where a ProtocolDiscovery document is served.
const DiscoveryPath = "/.well-known/loa-hounfour"

// ProtocolDiscovery is the protocol discovery document served at DiscoveryPath
// (schema protocol-discovery). Closed object. Build one with BuildDiscovery.
type ProtocolDiscovery struct {
	// ContractVersion is the endpoint's contract version.
	ContractVersion wire.Semver `json:"contract_version"`
	// MinSupportedVersion is the oldest version the endpoint supports.
	MinSupportedVersion wire.Semver `json:"min_supported_version"`
	// Schemas lists the supported schema $id URLs (may be empty, never null).
	Schemas []wire.URI `json:"schemas"`
	// SupportedAggregates lists aggregate types (free strings).
	SupportedAggregates []string `json:"supported_aggregates,omitzero"`
	// CapabilitiesURL is the capability-negotiation endpoint.
	CapabilitiesURL wire.URI `json:"capabilities_url,omitzero"`
	// ExpressionVersions lists the supported constraint expression grammar
	// versions ("1.0").
	ExpressionVersions []string `json:"expression_versions_supported,omitzero" hf:"item.pattern=^\\d+\\.\\d+$"`
	// Providers summarizes the registered model providers.
	Providers []ProviderSummary `json:"providers,omitzero"`
	// ConformanceSuiteVersion is the conformance suite version used. It is
	// text (not wire.Semver) because BuildDiscovery copies it unchecked and
	// Validate reports a bad value.
	ConformanceSuiteVersion *string `json:"conformance_suite_version,omitzero" hf:"pattern=^\\d+\\.\\d+\\.\\d+$"`
}

// ProviderSummary summarizes one model provider (closed; no schema file).
type ProviderSummary struct {
	// Provider identifies the provider.
	Provider string `json:"provider" hf:"minLength=1"`
	// ModelCount is the number of active models.
	ModelCount int64 `json:"model_count" hf:"minimum=0"`
	// ConformanceLevel is the highest conformance level of its models (free text).
	ConformanceLevel *string `json:"conformance_level,omitzero"`
	// SupportsReservations tells whether the provider supports capacity reservations.
	SupportsReservations *bool `json:"supports_reservations,omitzero"`
	// ReservationEnforcement says how reservations are enforced.
	ReservationEnforcement ReservationEnforcement `json:"reservation_enforcement,omitzero"`
	// TotalCapacityTokensPerMinute is the provider's total capacity.
	TotalCapacityTokensPerMinute *int64 `json:"total_capacity_tokens_per_minute,omitzero" hf:"minimum=0"`
}

var _ = codec.Register(codec.Meta[ProtocolDiscovery]{
	Schema:      "protocol-discovery",
	Description: "Protocol discovery document for /.well-known/loa-hounfour",
})

// DiscoveryOptions are the optional parts of a discovery document. A slice
// option is emitted when non-nil (an empty non-nil slice as []); a string
// option when non-empty.
type DiscoveryOptions struct {
	// Contract is the contract the document is for; the zero Contract means
	// hounfour.ContractVersion. It is the document's contract_version.
	Contract                hounfour.Contract
	AggregateTypes          []string
	CapabilitiesURL         string
	ExpressionVersions      []string
	Providers               []ProviderSummary
	ConformanceSuiteVersion string
}

// BuildDiscovery builds the discovery document for a contract of this
// library (upstream buildDiscoveryDocument): ContractVersion opts.Contract
// (by default hounfour.ContractVersion, 8.7.0; 7.0.0 for a 7.0.0 endpoint),
// MinSupportedVersion 6.0.0, the schema ids verbatim and the options that
// are set. A Contract the library does not speak is an error wrapping
// hounfour.ErrUnknownContract.
//
// Every schema id and a non-empty CapabilitiesURL must be a valid https URI:
// starting with exactly "https://", without characters U+0000–U+0020 or
// U+007F, accepted by net/url.Parse with a non-empty host and a port (if
// any) of at most 5 digits and at most 65535, and accepted by the uri format
// (wire.ParseURI). Otherwise the error is
//
//	Invalid schema IDs (must be valid https:// URIs): {failing ids, ", "}
//	capabilities_url must be https://, got {scheme}:      (a parseable non-https scheme)
//	Invalid capabilities_url (must be valid https:// URI): {value}
//
// Nothing else is checked: providers, expression versions and the
// conformance-suite version are copied as given and may make the document
// invalid; call Validate.
func BuildDiscovery(schemaIDs []string, opts DiscoveryOptions) (ProtocolDiscovery, error) {
	contract := opts.Contract.Or()
	if !contract.IsValid() {
		return ProtocolDiscovery{}, &hounfour.ContractError{Text: string(contract)}
	}
	var bad []string
	schemas := make([]wire.URI, 0, len(schemaIDs))
	for _, id := range schemaIDs {
		u, ok := httpsURI(id)
		if !ok {
			bad = append(bad, id)
			continue
		}
		schemas = append(schemas, u)
	}
	if len(bad) > 0 {
		return ProtocolDiscovery{}, errors.New("Invalid schema IDs (must be valid https:// URIs): " + strings.Join(bad, ", "))
	}
	d := ProtocolDiscovery{
		ContractVersion:     wire.MustParseSemver(string(contract)),
		MinSupportedVersion: wire.MustParseSemver(hounfour.MinSupportedVersion),
		Schemas:             schemas,
		// slices.Clone keeps nil (not set) distinct from empty (emitted as []).
		SupportedAggregates: slices.Clone(opts.AggregateTypes),
		ExpressionVersions:  slices.Clone(opts.ExpressionVersions),
		Providers:           slices.Clone(opts.Providers),
	}
	if c := opts.CapabilitiesURL; c != "" {
		u, ok := httpsURI(c)
		if !ok {
			if pu, err := url.Parse(c); err == nil && pu.Scheme != "" && !strings.EqualFold(pu.Scheme, "https") {
				return ProtocolDiscovery{}, errors.New("capabilities_url must be https://, got " + strings.ToLower(pu.Scheme) + ":")
			}
			return ProtocolDiscovery{}, errors.New("Invalid capabilities_url (must be valid https:// URI): " + c)
		}
		d.CapabilitiesURL = u
	}
	if v := opts.ConformanceSuiteVersion; v != "" {
		d.ConformanceSuiteVersion = &v
	}
	return d, nil
}

// httpsURI applies the builder's URL rule.
func httpsURI(s string) (wire.URI, bool) {
	if !strings.HasPrefix(s, "https://") {
		return wire.URI{}, false
	}
	for i := 0; i < len(s); i++ {
		if s[i] <= 0x20 || s[i] == 0x7f {
			return wire.URI{}, false
		}
	}
	u, err := url.Parse(s)
	if err != nil || u.Host == "" {
		return wire.URI{}, false
	}
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || len(p) > 5 || n > 65535 {
			return wire.URI{}, false
		}
	}
	// Library addition: the value must also satisfy the uri format the
	// document's own schema applies (e.g. a host of only U+2028 does not).
	w, err := wire.ParseURI(s)
	if err != nil {
		return wire.URI{}, false
	}
	return w, true
}
