package integrity

import (
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// InvariantUniverse is the scope boundary within which a conservation or
// liveness property is verified.
//
// Its values: [UniverseSingleLot], [UniverseAccount], [UniversePlatform],
// [UniverseBilateral].
type InvariantUniverse string

// The universes.
const (
	UniverseSingleLot InvariantUniverse = "single_lot"
	UniverseAccount   InvariantUniverse = "account"
	UniversePlatform  InvariantUniverse = "platform"
	UniverseBilateral InvariantUniverse = "bilateral"
)

var universes = enum.New(UniverseSingleLot, UniverseAccount, UniversePlatform, UniverseBilateral)

// Valid reports whether u is one of the four universes.
func (u InvariantUniverse) Valid() bool { return universes.Has(u) }

// Universes returns the four universes in protocol order (a fresh slice).
func Universes() []InvariantUniverse { return universes.Values() }

// EnforcementMechanism is how a conservation invariant is enforced at
// runtime.
//
// Its values: [EnforcedByDBCheck], [EnforcedByApplication],
// [EnforcedByReconciliation], [EnforcedByDBUnique].
type EnforcementMechanism string

// The enforcement mechanisms.
const (
	EnforcedByDBCheck        EnforcementMechanism = "db_check"
	EnforcedByApplication    EnforcementMechanism = "application"
	EnforcedByReconciliation EnforcementMechanism = "reconciliation"
	EnforcedByDBUnique       EnforcementMechanism = "db_unique"
)

var enforcementMechanisms = enum.New(EnforcedByDBCheck, EnforcedByApplication, EnforcedByReconciliation, EnforcedByDBUnique)

// Valid reports whether m is one of the four mechanisms.
func (m EnforcementMechanism) Valid() bool { return enforcementMechanisms.Has(m) }

// PropertySeverity is the severity of a property's violation.
//
// Its values: [SeverityCritical], [SeverityError], [SeverityWarning].
type PropertySeverity string

// The property severities.
const (
	SeverityCritical PropertySeverity = "critical"
	SeverityError    PropertySeverity = "error"
	SeverityWarning  PropertySeverity = "warning"
)

var propertySeverities = enum.New(SeverityCritical, SeverityError, SeverityWarning)

// Valid reports whether s is critical, error or warning.
func (s PropertySeverity) Valid() bool { return propertySeverities.Has(s) }

// TimeoutBehavior is the action taken when a liveness bound expires (schema
// timeout-behavior).
//
// Its values: [TimeoutReaper], [TimeoutEscalation], [TimeoutReconciliation],
// [TimeoutManual].
type TimeoutBehavior string

// The timeout behaviors.
const (
	TimeoutReaper         TimeoutBehavior = "reaper"
	TimeoutEscalation     TimeoutBehavior = "escalation"
	TimeoutReconciliation TimeoutBehavior = "reconciliation"
	TimeoutManual         TimeoutBehavior = "manual"
)

var timeoutBehaviors = enum.New(TimeoutReaper, TimeoutEscalation, TimeoutReconciliation, TimeoutManual)

// Valid reports whether b is one of the four behaviors.
func (b TimeoutBehavior) Valid() bool { return timeoutBehaviors.Has(b) }

var _ = codec.Register(codec.Meta[TimeoutBehavior]{
	Schema:      "timeout-behavior",
	Description: "Action taken when a liveness property timeout expires.",
})

// ConservationProperty is a conservation (safety) invariant with its LTL
// specification and enforcement. It has no schema
// file of its own; it appears in PropertyRegistry. Closed object.
type ConservationProperty struct {
	// InvariantID is the canonical identifier (I-1 through I-14).
	InvariantID string `json:"invariant_id" hf:"pattern=^I-\\d{1,2}$"`
	// Name is the human-readable invariant name.
	Name string `json:"name" hf:"minLength=1"`
	// Description says what the invariant guarantees.
	Description string `json:"description" hf:"minLength=1"`
	// LTLFormula is the invariant in linear temporal logic: G = globally, F = eventually, X = next, U = until (not parsed).
	LTLFormula string `json:"ltl_formula" hf:"minLength=1"`
	// Universe is the scope boundary for verification.
	Universe InvariantUniverse `json:"universe"`
	// Enforcement is how the invariant is enforced at runtime.
	Enforcement EnforcementMechanism `json:"enforcement"`
	// ErrorCodes are the error codes expected when the invariant is violated.
	ErrorCodes []string `json:"error_codes" hf:"minItems=1,item.minLength=1"`
	// ReconciliationFailureCodes are the error codes of reconciliation-detected violations.
	ReconciliationFailureCodes []string `json:"reconciliation_failure_codes,omitzero" hf:"item.minLength=1"`
	// Severity is the severity of a violation.
	Severity PropertySeverity `json:"severity"`
	// ContractVersion is the contract version in which the property was defined.
	ContractVersion wire.Semver `json:"contract_version"`
}

// LivenessProperty is an F_t-bounded liveness property with its companion
// safety invariant (schema liveness-property). Closed
// object.
type LivenessProperty struct {
	// LivenessID is the canonical identifier (L-1 through L-N).
	LivenessID string `json:"liveness_id" hf:"pattern=^L-\\d{1,2}$"`
	// Name is the human-readable property name.
	Name string `json:"name" hf:"minLength=1"`
	// Description says what forward progress the property guarantees.
	Description string `json:"description" hf:"minLength=1"`
	// LTLFormula is the LTL specification; F_t(t, P) means P holds within t seconds.
	LTLFormula string `json:"ltl_formula" hf:"minLength=1"`
	// CompanionSafety is the safety invariant the property complements (existence not checked).
	CompanionSafety string `json:"companion_safety" hf:"pattern=^I-\\d{1,2}$"`
	// Universe is the scope boundary for verification.
	Universe InvariantUniverse `json:"universe"`
	// TimeoutBehavior is the action taken when the bound expires.
	TimeoutBehavior TimeoutBehavior `json:"timeout_behavior"`
	// TimeoutSeconds is the bound in seconds.
	TimeoutSeconds int64 `json:"timeout_seconds" hf:"minimum=1"`
	// ErrorCodes are the error codes emitted when the bound is violated.
	ErrorCodes []string `json:"error_codes" hf:"minItems=1,item.minLength=1"`
	// Severity is the severity of a violation.
	Severity PropertySeverity `json:"severity"`
	// ContractVersion is the contract version in which the property was defined.
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[LivenessProperty]{
	Schema:      "liveness-property",
	Description: "F_t-bounded liveness property with companion safety invariant reference.",
	Rules:       func(p *LivenessProperty, r *codec.Rules) { constraintrt.Apply("liveness-property", p, r) },
	Constraint:  "liveness-property",
	Doc: codec.Doc{
		Validate: "Validate reports every violation of p. The LivenessProperty constraint file's only " +
			"rule does not compile (a method call), so it is skipped and Validate equals ValidateSchema (the " +
			"constraint rules that compile are applied; deviation 42). HasBoundedEventually offers the " +
			"rule's intent.",
		CheckConstraints: "CheckConstraints returns the result of every rule of the type's constraint " +
			"file, in file order: the one rule, liveness-formula-has- eventually, with status skipped.",
	},
})

// HasBoundedEventually reports whether ltl_formula contains the substring
// "F_t", the intended check of the constraint liveness-formula-has-
// eventually. It is not part of Validate or CheckConstraints.
func (p *LivenessProperty) HasBoundedEventually() bool { return strings.Contains(p.LTLFormula, "F_t") }
