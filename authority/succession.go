package authority

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/wire"
)

// SuccessionPolicy is an organization's constitutional thresholds (schema
// succession-policy): for each action on its representation — amend the
// constitution, rotate, add or remove a representative — the quorum it
// needs and the cooldown after it. Closed object.
//
// Its constraint rules: SP-1 (thresholds follow the asymmetric ladder:
// amend ≥ rotate ≥ add ≥ remove) and SP-2 (cooldowns are non-decreasing
// along the same ladder).
//
// Schema: succession-policy — "Constitutional thresholds enforcing the
// asymmetric ladder + non-decreasing cooldown invariants."
type SuccessionPolicy struct {
	PolicyID    wire.UUID      `json:"policy_id"`
	OrgID       wire.UUID      `json:"org_id"`
	Amend       SuccessionRule `json:"amend"`
	Rotate      SuccessionRule `json:"rotate"`
	Add         SuccessionRule `json:"add"`
	Remove      SuccessionRule `json:"remove"`
	EffectiveAt wire.Timestamp `json:"effective_at"`
}

// SuccessionRule is the quorum and cooldown of one succession action.
// Closed object.
type SuccessionRule struct {
	// Threshold is the quorum the action needs (0–1).
	Threshold float64 `json:"threshold" hf:"minimum=0,maximum=1"`
	// CooldownSeconds is the wait after the action, in seconds (≥ 0).
	CooldownSeconds int64 `json:"cooldown_seconds" hf:"minimum=0"`
}

// Laddered reports whether p's thresholds and cooldowns follow the ladder
// amend ≥ rotate ≥ add ≥ remove (rules SP-1 and SP-2 together).
func (p *SuccessionPolicy) Laddered() bool {
	return p.Amend.Threshold >= p.Rotate.Threshold && p.Rotate.Threshold >= p.Add.Threshold &&
		p.Add.Threshold >= p.Remove.Threshold &&
		p.Amend.CooldownSeconds >= p.Rotate.CooldownSeconds && p.Rotate.CooldownSeconds >= p.Add.CooldownSeconds &&
		p.Add.CooldownSeconds >= p.Remove.CooldownSeconds
}

var _ = codec.Register(codec.Meta[SuccessionPolicy]{
	Schema: "succession-policy",
	// The rules of the constraint file of the validation's contract.
	Rules:       func(p *SuccessionPolicy, r *codec.Rules) { constraintrt.Apply("succession-policy", p, r) },
	Constraint:  "succession-policy",
	Description: "Constitutional thresholds enforcing the asymmetric ladder + non-decreasing cooldown invariants. Cross-field rules SP-1..2 in constraints/SuccessionPolicy.constraints.json.",
	Since:       "8.4.0",
	ID:          "SuccessionPolicy",
})
