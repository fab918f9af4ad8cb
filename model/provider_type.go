package model

import (
	"maps"

	"github.com/hounfour-go/hounfour/internal/enum"
)

// ProviderType is the kind of a model provider, used for routing.
type ProviderType string

// The known provider types, in protocol order.
const (
	ProviderClaudeCode       ProviderType = "claude-code"
	ProviderOpenAI           ProviderType = "openai"
	ProviderOpenAICompatible ProviderType = "openai-compatible"
	ProviderAnthropic        ProviderType = "anthropic"
	ProviderGoogle           ProviderType = "google"
	ProviderCustom           ProviderType = "custom"
)

var providerTypes = enum.New(ProviderClaudeCode, ProviderOpenAI, ProviderOpenAICompatible,
	ProviderAnthropic, ProviderGoogle, ProviderCustom)

// KnownProviderTypes returns the provider types in protocol order, as a
// fresh slice.
func KnownProviderTypes() []ProviderType { return providerTypes.Values() }

// Valid reports whether t is a known provider type.
func (t ProviderType) Valid() bool { return providerTypes.Has(t) }

// IsKnownProviderType reports whether s is exactly one of the known provider
// types (case-sensitive: "google" is, "Google" is not).
func IsKnownProviderType(s string) bool { return ProviderType(s).Valid() }

// providerDisplayNames is the table [ProviderDisplayName] reads.
var providerDisplayNames = map[ProviderType]string{
	ProviderClaudeCode:       "Anthropic (Claude Code)",
	ProviderOpenAI:           "OpenAI",
	ProviderOpenAICompatible: "OpenAI-Compatible",
	ProviderAnthropic:        "Anthropic",
	ProviderGoogle:           "Google",
	ProviderCustom:           "Custom Provider",
}

// ProviderDisplayNames returns each known provider type's display name, as a
// fresh map: changing it changes no result of [ProviderDisplayName].
func ProviderDisplayNames() map[ProviderType]string { return maps.Clone(providerDisplayNames) }

// ProviderDisplayName returns the display name of provider type t, or
// "Unknown (t)" for any other string ("" gives "Unknown ()"); names of
// JavaScript object properties such as "toString" are unknown too (deviation
// 61 in COMPATIBILITY.md).
func ProviderDisplayName(t string) string {
	if name, ok := providerDisplayNames[ProviderType(t)]; ok {
		return name
	}
	return "Unknown (" + t + ")"
}
