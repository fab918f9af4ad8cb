package governance

import (
	"encoding/json"

	"github.com/hounfour-go/hounfour/conformance"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/reservation"
	"github.com/hounfour-go/hounfour/wire"
)

// SandboxPermeability says how tightly the agent economy is sealed from
// external systems.
type SandboxPermeability string

// The permeabilities.
const (
	SandboxImpermeable   SandboxPermeability = "impermeable"
	SandboxSemiPermeable SandboxPermeability = "semi_permeable"
	SandboxPermeable     SandboxPermeability = "permeable"
)

var sandboxPermeabilities = enum.New(SandboxImpermeable, SandboxSemiPermeable, SandboxPermeable)

// Valid reports whether p is impermeable, semi_permeable or permeable.
func (p SandboxPermeability) Valid() bool { return sandboxPermeabilities.Has(p) }

// MissionCategory is the broad alignment category of an agent economy.
type MissionCategory string

// The mission categories.
const (
	MissionResearch       MissionCategory = "research"
	MissionCommerce       MissionCategory = "commerce"
	MissionPublicGood     MissionCategory = "public_good"
	MissionEducation      MissionCategory = "education"
	MissionInfrastructure MissionCategory = "infrastructure"
)

var missionCategories = enum.New(MissionResearch, MissionCommerce, MissionPublicGood, MissionEducation, MissionInfrastructure)

// Valid reports whether c is one of the five categories.
func (c MissionCategory) Valid() bool { return missionCategories.Has(c) }

// Config holds the protocol's governance parameters, overriding the
// built-in reservation tiers and advisory threshold when given (schema
// governance-config). Closed object.
type Config struct {
	// GovernanceVersion versions the parameters independently of the protocol.
	GovernanceVersion wire.Semver `json:"governance_version"`
	// ReservationTiers are the minimum reserved capacities per conformance level.
	ReservationTiers ReservationTiers `json:"reservation_tiers"`
	// AdvisoryWarningThresholdPercent is the near-floor warning threshold of
	// advisory enforcement, 0 to 100 (default 20).
	AdvisoryWarningThresholdPercent int64 `json:"advisory_warning_threshold_percent" hf:"minimum=0,maximum=100"`
	// SandboxPermeability says how tightly the economy is sealed.
	SandboxPermeability SandboxPermeability `json:"sandbox_permeability,omitzero"`
	// SandboxPermeabilityRationale explains the permeability setting.
	SandboxPermeabilityRationale *string `json:"sandbox_permeability_rationale,omitzero"`
	// MissionAlignment states the economy's mission.
	MissionAlignment *MissionAlignment `json:"mission_alignment,omitzero"`
	// Metadata holds any further values.
	Metadata map[string]json.RawMessage `json:"metadata,omitzero"`
}

// ReservationTiers are the minimum reserved capacities, in basis points
// (0 to 10000), per conformance level. Closed object; all three are
// required.
type ReservationTiers struct {
	// SelfDeclared is the minimum for self_declared providers.
	SelfDeclared int64 `json:"self_declared" hf:"minimum=0,maximum=10000"`
	// CommunityVerified is the minimum for community_verified providers.
	CommunityVerified int64 `json:"community_verified" hf:"minimum=0,maximum=10000"`
	// ProtocolCertified is the minimum for protocol_certified providers.
	ProtocolCertified int64 `json:"protocol_certified" hf:"minimum=0,maximum=10000"`
}

// MissionAlignment states what an agent economy is for. Closed object.
type MissionAlignment struct {
	// Statement is the human-readable mission statement.
	Statement string `json:"statement" hf:"minLength=1"`
	// Category is the broad alignment category.
	Category MissionCategory `json:"category,omitzero"`
	// URL references the mission.
	URL wire.URI `json:"url,omitzero"`
}

const schemaGovernanceConfig = "governance-config"

var _ = codec.Register(codec.Meta[Config]{
	Schema:      schemaGovernanceConfig,
	Description: "Protocol governance parameters. Overrides hardcoded defaults when provided.",
	Rules:       func(c *Config, r *codec.Rules) { constraintrt.Apply(schemaGovernanceConfig, c, r) },
	Warnings:    func(c *Config, r *codec.Rules) { constraintrt.Apply(schemaGovernanceConfig, c, r) },
	Doc: codec.Doc{
		Validate: "Validate reports every violation of c: the schema rules, then the error-severity rules " +
			"of the GovernanceConfig constraint file (the tiers must not decrease from self_declared to " +
			"protocol_certified; deviation 8 in COMPATIBILITY.md).",
		Warnings: "Warnings returns the failing warning-severity rules of the GovernanceConfig constraint " +
			"file: an impermeable sandbox with a non-zero advisory threshold.",
	},
})

// DefaultConfig returns the built-in governance parameters (upstream's
// DEFAULT_GOVERNANCE_CONFIG): governance_version 1.0.0, reservation tiers
// 300 / 500 / 1000 bps and an advisory threshold of 20 percent.
func DefaultConfig() Config {
	return Config{
		GovernanceVersion:               wire.MustParseSemver("1.0.0"),
		ReservationTiers:                ReservationTiers{SelfDeclared: 300, CommunityVerified: 500, ProtocolCertified: 1000},
		AdvisoryWarningThresholdPercent: 20,
	}
}

// TierMinimums returns the minimum reserved capacity, in basis points, of
// each conformance level, in the form [reservation.ValidateTier] takes.
func (c *Config) TierMinimums() reservation.TierMinimums {
	t := c.ReservationTiers
	return reservation.TierMinimums{
		SelfDeclared:      int(t.SelfDeclared),
		CommunityVerified: int(t.CommunityVerified),
		ProtocolCertified: int(t.ProtocolCertified),
	}
}

// AdvisoryThreshold returns the advisory near-floor warning threshold, in
// percent.
func (c *Config) AdvisoryThreshold() int { return int(c.AdvisoryWarningThresholdPercent) }

// ResolveReservationTier returns the minimum reserved capacity, in basis
// points, of a conformance level: cfg's tier, or the built-in one (300,
// 500, 1000) when cfg is nil. An unknown level gives 0 (upstream returns
// undefined; deviation 61 in COMPATIBILITY.md).
func ResolveReservationTier(level conformance.Level, cfg *Config) int {
	tiers := reservation.DefaultTierMinimums()
	if cfg != nil {
		tiers = cfg.TierMinimums()
	}
	m, _ := tiers.Minimum(level)
	return m
}

// ResolveAdvisoryThreshold returns the advisory near-floor warning
// threshold in percent: cfg's, or 20 when cfg is nil.
func ResolveAdvisoryThreshold(cfg *Config) int {
	if cfg == nil {
		d := DefaultConfig()
		cfg = &d
	}
	return cfg.AdvisoryThreshold()
}
