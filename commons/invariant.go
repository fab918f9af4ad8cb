package commons

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// Severity is how a failing invariant is reported: error, warning or info
// (guidance that never makes anything invalid). The zero value is absent.
//
// Its values: [SeverityError], [SeverityWarning], [SeverityInfo].
type Severity string

// The invariant severities.
const (
	SeverityError   Severity = "error"
	SeverityWarning Severity = "warning"
	SeverityInfo    Severity = "info"
)

var severities = enum.New(SeverityError, SeverityWarning, SeverityInfo)

// Severities returns the three severities in protocol order (error,
// warning, info), as a fresh slice.
func Severities() []Severity { return severities.Values() }

// Valid reports whether s is error, warning or info.
func (s Severity) Valid() bool { return severities.Has(s) }

// Invariant is a named constraint expression that must hold for a governed
// resource before and after each of its state transitions (schema
// commons/invariant). Closed object.
//
// Schema: commons/invariant — no upstream description (the index lists the
// name).
type Invariant struct {
	// InvariantID is the canonical identifier: capital letters, a hyphen
	// and one to four digits (I-1, CL-01, REP-001).
	InvariantID string `json:"invariant_id" hf:"pattern=^[A-Z]+-\\d{1,4}$"`
	Name        string `json:"name" hf:"minLength=1,maxLength=255"`
	// Expression is a constraint-language expression evaluated against the
	// governed resource; its variables bind to the resource's members
	// (balance, audit_trail.integrity_status).
	Expression  string   `json:"expression" hf:"minLength=1"`
	Severity    Severity `json:"severity"`
	Description *string  `json:"description,omitzero" hf:"maxLength=1000"`
}

// Enforcement says what a violated conservation law does: strict halts the
// transition and records an audit event, advisory warns and records one.
// The zero value is absent.
//
// Its values: [EnforcementStrict], [EnforcementAdvisory].
type Enforcement string

// The enforcement modes.
const (
	EnforcementStrict   Enforcement = "strict"
	EnforcementAdvisory Enforcement = "advisory"
)

var enforcements = enum.New(EnforcementStrict, EnforcementAdvisory)

// Enforcements returns the enforcement modes in protocol order (strict,
// advisory), as a fresh slice.
func Enforcements() []Enforcement { return enforcements.Values() }

// Valid reports whether e is strict or advisory.
func (e Enforcement) Valid() bool { return enforcements.Has(e) }

// LawScope says where a conservation law is evaluated: per-entry at each
// state transition, aggregate across all entries of the resource. The zero
// value is absent.
//
// Its values: [ScopePerEntry], [ScopeAggregate].
type LawScope string

// The conservation-law scopes.
const (
	ScopePerEntry  LawScope = "per-entry"
	ScopeAggregate LawScope = "aggregate"
)

var lawScopes = enum.New(ScopePerEntry, ScopeAggregate)

// LawScopes returns the scopes in protocol order (per-entry, aggregate), as
// a fresh slice.
func LawScopes() []LawScope { return lawScopes.Values() }

// Valid reports whether s is per-entry or aggregate.
func (s LawScope) Valid() bool { return lawScopes.Has(s) }

// ConservationLaw is the set of invariants a governed resource conserves
// across its transitions (schema commons/conservation-law). Closed object.
//
// Its constraint rule conservation-strict-requires-invariants: strict
// enforcement requires at least one invariant ("Strict enforcement
// requires at least one invariant").
//
// Schema: commons/conservation-law — no upstream description (the index
// lists the name).
type ConservationLaw struct {
	// Invariants are the named expressions that must hold before and after
	// each transition; a strict law needs at least one.
	Invariants  []Invariant `json:"invariants"`
	Enforcement Enforcement `json:"enforcement"`
	Scope       LawScope    `json:"scope"`
}

var _ = codec.Register(codec.Meta[Invariant]{
	Schema: "commons/invariant",
	Since:  "8.0.0",
	ID:     "Invariant",
})

var _ = codec.Register(codec.Meta[ConservationLaw]{
	Schema: "commons/conservation-law",
	// The rules of the constraint file of the validation's contract.
	Rules:      func(x *ConservationLaw, r *codec.Rules) { constraintrt.Apply("commons/conservation-law", x, r) },
	Constraint: "commons/conservation-law",
	Since:      "8.0.0",
	ID:         "ConservationLaw",
})
