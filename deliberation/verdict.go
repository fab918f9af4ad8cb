package deliberation

import (
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/governance"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/signing"
	"github.com/hounfour-go/hounfour/wire"
)

// PanelVerdict is the signed output of a panel deliberation (schema
// panel-verdict): the consensus bucket, the verdict, each juror's vote and
// score, and for a blocker the two-condition veto signal. Closed object.
//
// Its constraint rules: PV-1 (the bucket and verdict pair as
// HIGH_CONSENSUS→proceed, DISPUTED→defer, BLOCKER→reject,
// LOW_VALUE→proceed, defer or low_value_pass), PV-2 (4 to 16 jurors), PV-3
// (the veto's validated flag equals cross_model_agreement ≥ 0.7 or
// same_model_reviewer_score ≥ 600), PV-4 (the signing context is
// complete) and PV-5 (a BLOCKER carries the veto signal). The signature is
// not verified.
//
// Schema: panel-verdict — "Deliberation output: bucket + per-juror verdicts
// + Ed25519-signed envelope."
type PanelVerdict struct {
	VerdictID  wire.UUID   `json:"verdict_id"`
	ArtifactID wire.UUID   `json:"artifact_id"`
	Bucket     Bucket      `json:"bucket"`
	Verdict    VerdictKind `json:"verdict"`
	// JurorVerdicts are the jurors' votes (4 to 16).
	JurorVerdicts           []JurorVerdict           `json:"juror_verdicts" hf:"minItems=4,maxItems=16"`
	AsymmetricBlockerSignal *AsymmetricBlockerSignal `json:"asymmetric_blocker_signal,omitzero"`
	Signature               signing.Signature        `json:"signature"`
	SignedBy                signing.PublicKeyLenient `json:"signed_by"`
	SigningKeyID            string                   `json:"signing_key_id" hf:"minLength=1"`
	// SigningAlgorithm is always "ed25519".
	SigningAlgorithm string          `json:"signing_algorithm" hf:"const=ed25519"`
	SignedAt         wire.Timestamp  `json:"signed_at"`
	ResolvedAt       wire.Timestamp  `json:"resolved_at"`
	SigningContext   signing.Context `json:"signing_context"`
}

// JurorVerdict is one juror's vote in a panel verdict. Closed object.
type JurorVerdict struct {
	// Juror is the voting agent; checked by the agent-identity schema only.
	Juror agent.Identity            `json:"juror"`
	Vote  governance.DelegationVote `json:"vote"`
	// Score is the juror's score (0–1000).
	Score   int            `json:"score" hf:"minimum=0,maximum=1000"`
	VotedAt wire.Timestamp `json:"voted_at"`
}

// AsymmetricBlockerSignal substantiates a BLOCKER verdict: the veto of a
// minority holds when it is cross-validated. Closed object.
type AsymmetricBlockerSignal struct {
	CrossValidation CrossValidation `json:"cross_validation"`
}

// CrossValidation is the two-condition veto check of a blocker signal:
// validated must equal (cross_model_agreement ≥ 0.7 or
// same_model_reviewer_score ≥ 600), which the verdict's rule PV-3 checks.
// Closed object.
type CrossValidation struct {
	Validated bool `json:"validated"`
	// CrossModelAgreement is the agreement across models (0–1).
	CrossModelAgreement float64 `json:"cross_model_agreement" hf:"minimum=0,maximum=1"`
	// SameModelReviewerScore is the same-model reviewer's score (0–1000).
	SameModelReviewerScore int `json:"same_model_reviewer_score" hf:"minimum=0,maximum=1000"`
}

// Holds reports what Validated must be: cross_model_agreement ≥ 0.7
// or same_model_reviewer_score ≥ 600.
func (c CrossValidation) Holds() bool {
	return c.CrossModelAgreement >= 0.7 || c.SameModelReviewerScore >= 600
}

// Bucket is the consensus class of a panel verdict.
//
// Its values: [BucketHighConsensus], [BucketDisputed], [BucketLowValue],
// [BucketBlocker].
type Bucket string

// The buckets.
const (
	BucketHighConsensus Bucket = "HIGH_CONSENSUS"
	BucketDisputed      Bucket = "DISPUTED"
	BucketLowValue      Bucket = "LOW_VALUE"
	BucketBlocker       Bucket = "BLOCKER"
)

var buckets = enum.New(BucketHighConsensus, BucketDisputed, BucketLowValue, BucketBlocker)

// Buckets returns the buckets in protocol order (a fresh slice).
func Buckets() []Bucket { return buckets.Values() }

// Valid reports whether b is one of the four buckets.
func (b Bucket) Valid() bool { return buckets.Has(b) }

// Allows reports whether the bucket pairs with the verdict v (rule PV-1):
// HIGH_CONSENSUS with proceed, DISPUTED with defer, BLOCKER with reject,
// LOW_VALUE with proceed, defer or low_value_pass.
func (b Bucket) Allows(v VerdictKind) bool {
	switch b {
	case BucketHighConsensus:
		return v == VerdictProceed
	case BucketDisputed:
		return v == VerdictDefer
	case BucketBlocker:
		return v == VerdictReject
	case BucketLowValue:
		return v == VerdictProceed || v == VerdictDefer || v == VerdictLowValuePass
	}
	return false
}

// VerdictKind is a panel's verdict.
//
// Its values: [VerdictProceed], [VerdictDefer], [VerdictReject],
// [VerdictLowValuePass].
type VerdictKind string

// The verdicts.
const (
	VerdictProceed      VerdictKind = "proceed"
	VerdictDefer        VerdictKind = "defer"
	VerdictReject       VerdictKind = "reject"
	VerdictLowValuePass VerdictKind = "low_value_pass"
)

var verdictKinds = enum.New(VerdictProceed, VerdictDefer, VerdictReject, VerdictLowValuePass)

// VerdictKinds returns the verdicts in protocol order (a fresh slice).
func VerdictKinds() []VerdictKind { return verdictKinds.Values() }

// Valid reports whether v is one of the four verdicts.
func (v VerdictKind) Valid() bool { return verdictKinds.Has(v) }

var _ = codec.Register(codec.Meta[PanelVerdict]{
	Schema: "panel-verdict",
	// The rules of the constraint file of the validation's contract.
	Rules:       func(v *PanelVerdict, r *codec.Rules) { constraintrt.Apply("panel-verdict", v, r) },
	Constraint:  "panel-verdict",
	Description: "Deliberation output: bucket + per-juror verdicts + Ed25519-signed envelope. Cross-field rules in constraints/PanelVerdict.constraints.json.",
	Since:       "8.4.0",
	ID:          "PanelVerdict",
})
