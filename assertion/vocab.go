package assertion

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// PrivacyScope is the privacy classification of an assertion's payload
// (schema privacy-scope, a JSON string): who may see it. The library only
// names the levels; enforcing them is the consumer's. The zero value is
// absent.
//
// Its values: [ScopePublic], [ScopeParticipantsOnly],
// [ScopeControllerOnly], [ScopeComplianceOnly].
//
// Schema: privacy-scope — "Privacy classification for Assertion payloads.
// …"
type PrivacyScope string

// The privacy scopes.
const (
	// ScopePublic: no privacy constraint; the assertion may be shared
	// without restriction.
	ScopePublic PrivacyScope = "public"
	// ScopeParticipantsOnly: visible only to the participants of the
	// deliberation.
	ScopeParticipantsOnly PrivacyScope = "participants_only"
	// ScopeControllerOnly: visible only to the subject's controller agent.
	ScopeControllerOnly PrivacyScope = "controller_only"
	// ScopeComplianceOnly: visible only to compliance and audit roles
	// (sensitive disclosures).
	ScopeComplianceOnly PrivacyScope = "compliance_only"
)

var privacyScopes = enum.New(ScopePublic, ScopeParticipantsOnly, ScopeControllerOnly, ScopeComplianceOnly)

// PrivacyScopes returns the four scopes in protocol order, as a fresh
// slice.
func PrivacyScopes() []PrivacyScope { return privacyScopes.Values() }

// Valid reports whether s is one of the four privacy scopes.
func (s PrivacyScope) Valid() bool { return privacyScopes.Has(s) }

// RiskLevel is the ordinal risk classification of an assertion's payload
// (schema risk-level, a JSON string). The thresholds that act on it are
// the consumer's. The zero value is absent.
//
// Its values, in increasing risk: [RiskRoutine], [RiskElevated],
// [RiskHigh], [RiskSevere].
//
// Schema: risk-level — "Risk classification for Assertion payloads. …"
type RiskLevel string

// The risk levels.
const (
	// RiskRoutine: no elevated risk.
	RiskRoutine RiskLevel = "routine"
	// RiskElevated: a consumer policy may require additional review.
	RiskElevated RiskLevel = "elevated"
	// RiskHigh: a consumer policy typically requires panel review.
	RiskHigh RiskLevel = "high"
	// RiskSevere: a consumer policy typically requires an immediate halt
	// and a sanction review.
	RiskSevere RiskLevel = "severe"
)

var riskLevels = enum.New(RiskRoutine, RiskElevated, RiskHigh, RiskSevere)

// RiskLevels returns the four levels in increasing risk, as a fresh slice.
func RiskLevels() []RiskLevel { return riskLevels.Values() }

// Valid reports whether l is one of the four risk levels.
func (l RiskLevel) Valid() bool { return riskLevels.Has(l) }

// Status is the lifecycle state of an assertion (schema assertion-status,
// a JSON string). A candidate is not yet signed; every other state is
// reached by admission and keeps the assertion's signatures. The zero
// value is absent.
//
// Its values: [StatusCandidate], [StatusAdmitted], [StatusSuperseded],
// [StatusChallenged], [StatusRevoked], [StatusForgotten], [StatusEscrow],
// [StatusArchived].
//
// Schema: assertion-status — "Lifecycle vocabulary for Assertion. …"
type Status string

// The assertion statuses.
const (
	// StatusCandidate: before admission, not signed.
	StatusCandidate Status = "candidate"
	// StatusAdmitted: signed and accepted into the assertion store.
	StatusAdmitted Status = "admitted"
	// StatusSuperseded: replaced by a newer admitted assertion.
	StatusSuperseded Status = "superseded"
	// StatusChallenged: under formal challenge.
	StatusChallenged Status = "challenged"
	// StatusRevoked: invalidated by a sanction.
	StatusRevoked Status = "revoked"
	// StatusForgotten: the subject of a forget record.
	StatusForgotten Status = "forgotten"
	// StatusEscrow: awaiting reveal; the content is covered.
	StatusEscrow Status = "escrow"
	// StatusArchived: moved to cold storage.
	StatusArchived Status = "archived"
)

var statuses = enum.New(StatusCandidate, StatusAdmitted, StatusSuperseded, StatusChallenged, StatusRevoked,
	StatusForgotten, StatusEscrow, StatusArchived)

// Statuses returns the eight statuses in protocol order, as a fresh slice.
func Statuses() []Status { return statuses.Values() }

// Valid reports whether s is one of the eight statuses.
func (s Status) Valid() bool { return statuses.Has(s) }

// Signed reports whether an assertion in status s carries signatures: every
// valid status but candidate.
func (s Status) Signed() bool { return s != StatusCandidate && s.Valid() }

// ChallengeType classifies a challenge (schema challenge-type, a JSON
// string): what is disputed. The zero value is absent.
//
// Its values: [ChallengeFactual], [ChallengePolicy], [ChallengeCompetence],
// [ChallengeProcedural], [ChallengeDrift], [ChallengeSignatureReplay],
// [ChallengeChainCorruption], [ChallengeClassViolation], [ChallengeOther].
//
// Schema: challenge-type — "Exhaustive 9-member enum classifying a
// Challenge envelope. …"
type ChallengeType string

// The challenge types.
const (
	ChallengeFactual         ChallengeType = "factual_dispute"
	ChallengePolicy          ChallengeType = "policy_dispute"
	ChallengeCompetence      ChallengeType = "competence_dispute"
	ChallengeProcedural      ChallengeType = "procedural_dispute"
	ChallengeDrift           ChallengeType = "drift_assertion"
	ChallengeSignatureReplay ChallengeType = "signature_replay"
	ChallengeChainCorruption ChallengeType = "chain_corruption"
	ChallengeClassViolation  ChallengeType = "class_violation"
	ChallengeOther           ChallengeType = "other"
)

var challengeTypes = enum.New(ChallengeFactual, ChallengePolicy, ChallengeCompetence, ChallengeProcedural,
	ChallengeDrift, ChallengeSignatureReplay, ChallengeChainCorruption, ChallengeClassViolation, ChallengeOther)

// ChallengeTypes returns the nine challenge types in protocol order, as a
// fresh slice.
func ChallengeTypes() []ChallengeType { return challengeTypes.Values() }

// Valid reports whether t is one of the nine challenge types.
func (t ChallengeType) Valid() bool { return challengeTypes.Has(t) }

// RequestedEffect is the disposition a challenger asks for (schema
// challenge-requested-effect, a JSON string). Every pairing with a
// [ChallengeType] is well-formed; which pairings are accepted is the
// consumer's policy. The zero value is absent.
//
// Its values: [EffectVoid], [EffectReverse], [EffectAmend],
// [EffectEscalatePanel], [EffectEscalateOperator], [EffectAnnotateOnly].
//
// Schema: challenge-requested-effect — "Exhaustive 6-member enum naming the
// disposition the challenger requests. …"
type RequestedEffect string

// The requested effects.
const (
	EffectVoid             RequestedEffect = "void"
	EffectReverse          RequestedEffect = "reverse"
	EffectAmend            RequestedEffect = "amend"
	EffectEscalatePanel    RequestedEffect = "escalate_panel"
	EffectEscalateOperator RequestedEffect = "escalate_operator"
	EffectAnnotateOnly     RequestedEffect = "annotate_only"
)

var requestedEffects = enum.New(EffectVoid, EffectReverse, EffectAmend, EffectEscalatePanel, EffectEscalateOperator,
	EffectAnnotateOnly)

// RequestedEffects returns the six effects in protocol order, as a fresh
// slice.
func RequestedEffects() []RequestedEffect { return requestedEffects.Values() }

// Valid reports whether e is one of the six requested effects.
func (e RequestedEffect) Valid() bool { return requestedEffects.Has(e) }

var (
	_ = codec.Register(codec.Meta[PrivacyScope]{
		Schema:      "privacy-scope",
		Description: "Privacy classification for Assertion payloads. Four substrate-agnostic levels: public | participants_only | controller_only | compliance_only. Vocabulary only — enforcement is consumer-side.",
		Since:       "8.5.0",
		ID:          "PrivacyScope",
	})
	_ = codec.Register(codec.Meta[RiskLevel]{
		Schema:      "risk-level",
		Description: "Risk classification for Assertion payloads. Four ordinal levels: routine | elevated | high | severe. Vocabulary only — risk thresholds are consumer-side.",
		Since:       "8.5.0",
		ID:          "RiskLevel",
	})
	_ = codec.Register(codec.Meta[Status]{
		Schema:      "assertion-status",
		Description: "Lifecycle vocabulary for Assertion. Eight states: candidate (pre-admission, non-crypto-bearing) + admitted | superseded | challenged | revoked | forgotten | escrow | archived (post-admission, crypto-bearing).",
		Since:       "8.5.0",
		ID:          "AssertionStatus",
	})
	_ = codec.Register(codec.Meta[ChallengeType]{
		Schema:      "challenge-type",
		Description: "Exhaustive 9-member enum classifying a Challenge envelope. Composes with v8.5.0 Assertion lifecycle and signer-competence substrate; widening is strict-additive.",
		Since:       "8.6.0",
		ID:          "ChallengeType",
	})
	_ = codec.Register(codec.Meta[RequestedEffect]{
		Schema:      "challenge-requested-effect",
		Description: "Exhaustive 6-member enum naming the disposition the challenger requests. Schema admits all (type, effect) pairings; per-pair acceptance is consumer-side policy.",
		Since:       "8.6.0",
		ID:          "ChallengeRequestedEffect",
	})
)
