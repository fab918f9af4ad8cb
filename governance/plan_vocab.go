package governance

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// SignoffActorClass is the class of actor that authorises a plan sign-off
// (schema signoff-actor-class, a JSON string). The schema admits all
// three; which classes a consumer accepts is its own gate. The zero value
// is absent.
//
// Its values: [SignoffSingleOperator], [SignoffJuryPanel],
// [SignoffDelegate].
//
// Schema: signoff-actor-class — "Exhaustive 3-member enum for the actor
// class authorizing a plan signoff. …"
type SignoffActorClass string

// The sign-off actor classes.
const (
	SignoffSingleOperator SignoffActorClass = "single_operator"
	SignoffJuryPanel      SignoffActorClass = "jury_panel"
	SignoffDelegate       SignoffActorClass = "delegate"
)

var signoffActorClasses = enum.New(SignoffSingleOperator, SignoffJuryPanel, SignoffDelegate)

// SignoffActorClasses returns the three actor classes in protocol order,
// as a fresh slice.
func SignoffActorClasses() []SignoffActorClass { return signoffActorClasses.Values() }

// Valid reports whether c is one of the three actor classes.
func (c SignoffActorClass) Valid() bool { return signoffActorClasses.Has(c) }

// SignoffTier is the tier a plan is signed off at (schema signoff-tier, a
// JSON string): T2 or T3; lower tiers are not sign-off tiers. The zero
// value is absent.
//
// Its values: [TierT2], [TierT3].
//
// Schema: signoff-tier — "Schema-restricted signoff tier. …"
type SignoffTier string

// The sign-off tiers.
const (
	TierT2 SignoffTier = "T2"
	TierT3 SignoffTier = "T3"
)

var signoffTiers = enum.New(TierT2, TierT3)

// SignoffTiers returns the two tiers, as a fresh slice.
func SignoffTiers() []SignoffTier { return signoffTiers.Values() }

// Valid reports whether t is T2 or T3.
func (t SignoffTier) Valid() bool { return signoffTiers.Has(t) }

// AmendmentSeverity is the severity of a plan amendment (schema
// amendment-severity, a JSON string). Correcting a severity (an observed
// failure forced to major) is the consumer's policy. The zero value is
// absent.
//
// Its values: [AmendmentMinor], [AmendmentMajor].
//
// Schema: amendment-severity — "Two-member exhaustive severity enum for
// plan amendments. …"
type AmendmentSeverity string

// The amendment severities.
const (
	AmendmentMinor AmendmentSeverity = "minor"
	AmendmentMajor AmendmentSeverity = "major"
)

var amendmentSeverities = enum.New(AmendmentMinor, AmendmentMajor)

// AmendmentSeverities returns the two severities, minor first, as a fresh
// slice.
func AmendmentSeverities() []AmendmentSeverity { return amendmentSeverities.Values() }

// Valid reports whether s is minor or major.
func (s AmendmentSeverity) Valid() bool { return amendmentSeverities.Has(s) }

// AmendmentTriggerClass is what triggered a plan amendment (schema
// amendment-trigger-class, a JSON string). The zero value is absent.
//
// Its values: [TriggerSchemaDrift], [TriggerAmbiguity],
// [TriggerOutOfScopeDep], [TriggerObservedFailure].
//
// Schema: amendment-trigger-class — "Four-member exhaustive enum for what
// triggered the amendment. …"
type AmendmentTriggerClass string

// The amendment trigger classes.
const (
	TriggerSchemaDrift     AmendmentTriggerClass = "schema_drift"
	TriggerAmbiguity       AmendmentTriggerClass = "ambiguity"
	TriggerOutOfScopeDep   AmendmentTriggerClass = "out_of_scope_dep"
	TriggerObservedFailure AmendmentTriggerClass = "observed_failure"
)

var amendmentTriggers = enum.New(TriggerSchemaDrift, TriggerAmbiguity, TriggerOutOfScopeDep, TriggerObservedFailure)

// AmendmentTriggerClasses returns the four trigger classes in protocol
// order, as a fresh slice.
func AmendmentTriggerClasses() []AmendmentTriggerClass { return amendmentTriggers.Values() }

// Valid reports whether c is one of the four trigger classes.
func (c AmendmentTriggerClass) Valid() bool { return amendmentTriggers.Has(c) }

var (
	_ = codec.Register(codec.Meta[SignoffActorClass]{
		Schema:      "signoff-actor-class",
		Description: "Exhaustive 3-member enum for the actor class authorizing a plan signoff. Schema admits all three; v1 acceptance accepts only `single_operator` is a consumer-side gate per prd.md:269-271 / ADR-010, NOT a schema-level constraint.",
		Since:       "8.6.0",
		ID:          "SignoffActorClass",
	})
	_ = codec.Register(codec.Meta[SignoffTier]{
		Schema:      "signoff-tier",
		Description: "Schema-restricted signoff tier. T0/T1 are explicitly excluded (rejected at validate() time). Widening to T0/T1/etc. is strict-additive; consumers built against the v8.6.0 enum continue to validate T2/T3 unchanged.",
		Since:       "8.6.0",
		ID:          "SignoffTier",
	})
	_ = codec.Register(codec.Meta[AmendmentSeverity]{
		Schema:      "amendment-severity",
		Description: "Two-member exhaustive severity enum for plan amendments. Severity-correction (e.g. forcing observed_failure → major) is consumer-side policy per prd.md:289 / ADR-010; the schema admits the looser combination.",
		Since:       "8.6.0",
		ID:          "AmendmentSeverity",
	})
	_ = codec.Register(codec.Meta[AmendmentTriggerClass]{
		Schema:      "amendment-trigger-class",
		Description: "Four-member exhaustive enum for what triggered the amendment. Schema enforces enum membership only; severity-correction mapping (e.g. observed_failure → major) is consumer-side.",
		Since:       "8.6.0",
		ID:          "AmendmentTriggerClass",
	})
)
