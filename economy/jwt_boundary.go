package economy

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// JWTBoundarySpec specifies a cross-system JWT verification pipeline (schema
// jwt-boundary-spec). Closed object.
type JWTBoundarySpec struct {
	// SpecID identifies the specification.
	SpecID wire.UUID `json:"spec_id"`
	// BoundaryName is the human-readable boundary identifier.
	BoundaryName string `json:"boundary_name" hf:"minLength=1"`
	// Steps are the ordered verification steps (6 to 10; the canonical pipeline has 6).
	Steps []JWTVerificationStep `json:"steps" hf:"minItems=6,maxItems=10"`
	// AlgorithmWhitelist lists the permitted signing algorithms (e.g. EdDSA).
	AlgorithmWhitelist []string `json:"algorithm_whitelist" hf:"minItems=1,item.minLength=1"`
	// ClaimsSchemaRef names the claims schema, e.g. inbound-claims (not checked).
	ClaimsSchemaRef string `json:"claims_schema_ref" hf:"minLength=1"`
	// ReplayWindowSeconds is the JTI replay detection window in seconds.
	ReplayWindowSeconds int64 `json:"replay_window_seconds" hf:"minimum=1,maximum=3600"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// JWTVerificationStep is one step of a JWT boundary pipeline. Step numbers
// stop at 6 while up to 10 steps are allowed, so a 7th to 10th step reuses a
// number from 1 to 6.
type JWTVerificationStep struct {
	// StepNumber is the step's number, 1 to 6.
	StepNumber int64 `json:"step_number" hf:"minimum=1,maximum=6"`
	// Name is the step's name.
	Name string `json:"name" hf:"minLength=1"`
	// Description says what the step verifies.
	Description string `json:"description" hf:"minLength=1"`
	// ErrorCode is the error code on step failure (JWT_ prefix convention).
	ErrorCode string `json:"error_code" hf:"pattern=^JWT_[A-Z_]+$"`
	// IsBlocking is whether failure at this step halts the pipeline.
	IsBlocking bool `json:"is_blocking"`
}

var _ = codec.Register(codec.Meta[JWTBoundarySpec]{
	Schema:      "jwt-boundary-spec",
	Description: "Cross-system JWT boundary verification protocol specification (6-step pipeline).",
	Rules:       func(s *JWTBoundarySpec, r *codec.Rules) { constraintrt.Apply("jwt-boundary-spec", s, r) },
	Constraint:  "jwt-boundary-spec",
	Doc: codec.Doc{
		Validate: "Validate reports every violation of s: the schema rules, then the error-severity rules " +
			"of the JwtBoundarySpec constraint file: the first six steps numbered 1 to 6 in order, steps 1 " +
			"and 2 blocking, a non-empty algorithm whitelist.",
	},
})

// CanonicalJWTBoundarySteps returns the canonical six-step pipeline of
// the protocol, all blocking (a fresh slice). Step 6 describes the
// overspend rule for implementations; no library function enforces it.
func CanonicalJWTBoundarySteps() []JWTVerificationStep {
	return []JWTVerificationStep{
		{1, "Signature verification", "Verify EdDSA/Ed25519 signature", "JWT_SIGNATURE_INVALID", true},
		{2, "Algorithm whitelist", "Verify signing algorithm is permitted", "JWT_ALGORITHM_REJECTED", true},
		{3, "Claims validation", "Validate inbound claims against schema", "JWT_CLAIMS_INVALID", true},
		{4, "Reservation existence", "Verify referenced reservation exists and is active", "JWT_RESERVATION_NOT_FOUND", true},
		{5, "Replay detection", "Verify JTI not in idempotency store", "JWT_REPLAY_DETECTED", true},
		{6, "Overspend guard", "Verify actual_cost <= reserved_amount", "JWT_OVERSPEND", true},
	}
}
