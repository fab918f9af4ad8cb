package governance

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// BoundarySeverity is how strictly a permission boundary is enforced.
//
// Its values: [BoundaryAdvisory], [BoundaryMonitored].
type BoundarySeverity string

// The boundary severities.
const (
	BoundaryAdvisory  BoundarySeverity = "advisory"
	BoundaryMonitored BoundarySeverity = "monitored"
)

var boundarySeverities = enum.New(BoundaryAdvisory, BoundaryMonitored)

// Valid reports whether s is advisory or monitored.
func (s BoundarySeverity) Valid() bool { return boundarySeverities.Has(s) }

// ReportingFrequency is how often reports must be filed.
//
// Its values: [ReportPerAction], [ReportPerEpoch], [ReportOnViolation].
type ReportingFrequency string

// The reporting frequencies.
const (
	ReportPerAction   ReportingFrequency = "per_action"
	ReportPerEpoch    ReportingFrequency = "per_epoch"
	ReportOnViolation ReportingFrequency = "on_violation"
)

var reportingFrequencies = enum.New(ReportPerAction, ReportPerEpoch, ReportOnViolation)

// Valid reports whether f is one of the three frequencies.
func (f ReportingFrequency) Valid() bool { return reportingFrequencies.Has(f) }

// ReportingFormat is the required report format.
//
// Its values: [FormatAuditTrail], [FormatSummary], [FormatDetailed].
type ReportingFormat string

// The reporting formats.
const (
	FormatAuditTrail ReportingFormat = "audit_trail"
	FormatSummary    ReportingFormat = "summary"
	FormatDetailed   ReportingFormat = "detailed"
)

var reportingFormats = enum.New(FormatAuditTrail, FormatSummary, FormatDetailed)

// Valid reports whether f is one of the three formats.
func (f ReportingFormat) Valid() bool { return reportingFormats.Has(f) }

// RevocationTrigger is what triggers the revocation of a permission.
//
// Its values: [RevocationViolationCount], [RevocationGovernanceVote],
// [RevocationManual], [RevocationTimeout].
type RevocationTrigger string

// The revocation triggers.
const (
	RevocationViolationCount RevocationTrigger = "violation_count"
	RevocationGovernanceVote RevocationTrigger = "governance_vote"
	RevocationManual         RevocationTrigger = "manual"
	RevocationTimeout        RevocationTrigger = "timeout"
)

var revocationTriggers = enum.New(RevocationViolationCount, RevocationGovernanceVote, RevocationManual, RevocationTimeout)

// Valid reports whether t is one of the four triggers.
func (t RevocationTrigger) Valid() bool { return revocationTriggers.Has(t) }

// PermissionBoundary is a MAY-semantics permission with reporting and
// revocation (schema permission-boundary). Closed object.
type PermissionBoundary struct {
	// BoundaryID identifies the boundary.
	BoundaryID wire.UUID `json:"boundary_id"`
	// Scope is the capability scope the boundary applies to (free text, not the CapabilityScope enum).
	Scope string `json:"scope" hf:"minLength=1"`
	// PermittedIf is a constraint expression that must hold for permission to be granted; neither upstream nor the library evaluates it.
	PermittedIf string `json:"permitted_if" hf:"minLength=1"`
	// Reporting is the reporting requirement for actions under the boundary.
	Reporting ReportingRequirement `json:"reporting"`
	// Revocation is the policy defining when the boundary is revoked.
	Revocation RevocationPolicy `json:"revocation"`
	// Severity is how strictly the boundary is enforced.
	Severity BoundarySeverity `json:"severity"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// ReportingRequirement says how actions under a permission boundary are
// reported.
type ReportingRequirement struct {
	// Required is whether reporting is mandatory.
	Required bool `json:"required"`
	// ReportTo is the agent or endpoint receiving reports.
	ReportTo string `json:"report_to" hf:"minLength=1"`
	// Frequency is how often reports must be filed.
	Frequency ReportingFrequency `json:"frequency"`
	// Format is the required report format.
	Format ReportingFormat `json:"format"`
}

// RevocationPolicy says when a permission boundary is revoked. Nothing ties
// the optional members to Trigger.
type RevocationPolicy struct {
	// Trigger is what triggers revocation.
	Trigger RevocationTrigger `json:"trigger"`
	// ViolationThreshold is the number of violations before revocation (for violation_count).
	ViolationThreshold *int64 `json:"violation_threshold,omitzero" hf:"minimum=1"`
	// TimeoutSeconds is the number of seconds before timeout-based revocation.
	TimeoutSeconds *int64 `json:"timeout_seconds,omitzero" hf:"minimum=1"`
}

var _ = codec.Register(codec.Meta[PermissionBoundary]{
	Schema:      "permission-boundary",
	Description: "A permission boundary defining MAY semantics for capability-scoped authorization.",
	Rules:       func(b *PermissionBoundary, r *codec.Rules) { constraintrt.Apply("permission-boundary", b, r) },
	Constraint:  "permission-boundary",
	Doc: codec.Doc{
		Validate: "Validate reports every violation of b: the schema rules, then the error-severity rules " +
			"of the PermissionBoundary constraint file.",
	},
})

// Active reports what the builtin permission_boundary_active returns on b's
// JSON form: scope and permitted_if are non-empty (reporting and revocation
// are always objects in the Go form). No shipped constraint uses it.
func (b *PermissionBoundary) Active() bool { return b.Scope != "" && b.PermittedIf != "" }
