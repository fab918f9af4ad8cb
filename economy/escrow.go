package economy

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// EscrowState is the lifecycle state of an escrow entry; the allowed moves
// are [EscrowTransitions].
type EscrowState string

// The escrow states.
const (
	EscrowHeld     EscrowState = "held"
	EscrowReleased EscrowState = "released"
	EscrowDisputed EscrowState = "disputed"
	EscrowRefunded EscrowState = "refunded"
	EscrowExpired  EscrowState = "expired"
)

var escrowStates = enum.New(EscrowHeld, EscrowReleased, EscrowDisputed, EscrowRefunded, EscrowExpired)

// Valid reports whether s is one of the five escrow states.
func (s EscrowState) Valid() bool { return escrowStates.Has(s) }

// EscrowStates returns the five states in protocol order (a fresh slice).
func EscrowStates() []EscrowState { return escrowStates.Values() }

// EscrowEntry is money held between a payer and a payee until it is
// released, refunded or expires (schema escrow-entry). Closed object.
type EscrowEntry struct {
	// EscrowID identifies the escrow: a lowercase version-4 UUID.
	EscrowID string `json:"escrow_id" hf:"pattern=^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"`
	// PayerID is the party whose funds are held.
	PayerID string `json:"payer_id" hf:"minLength=1"`
	// PayeeID is the party the funds are released to; it must differ from
	// the payer.
	PayeeID string `json:"payee_id" hf:"minLength=1"`
	// AmountMicro is the amount held, in micro-USD.
	AmountMicro wire.MicroUSDUnsigned `json:"amount_micro"`
	// State is the escrow's lifecycle state.
	State EscrowState `json:"state"`
	// HeldAt is when the funds were first held.
	HeldAt wire.Timestamp `json:"held_at"`
	// ReleasedAt is when the funds were released; required when released,
	// forbidden while held.
	ReleasedAt wire.Timestamp `json:"released_at,omitzero"`
	// ExpiresAt is when a held escrow times out; required when expired.
	ExpiresAt wire.Timestamp `json:"expires_at,omitzero"`
	// DisputeID references the dispute of a disputed escrow.
	DisputeID *string `json:"dispute_id,omitzero" hf:"minLength=1"`
	// ContractVersion is the protocol contract version.
	ContractVersion wire.Semver `json:"contract_version"`
}

// The rule ids of EscrowEntry's cross-field rules.
const (
	RuleEscrowSelf                   = "escrow-self"
	RuleEscrowReleasedAtRequired     = "escrow-released-at-required"
	RuleEscrowHeldReleasedAt         = "escrow-held-released-at"
	RuleEscrowDisputeIDRequired      = "escrow-dispute-id-required"
	RuleEscrowHeldTTL                = "escrow-held-ttl"
	RuleEscrowExpiresAfterHeld       = "escrow-expires-after-held"
	RuleEscrowExpiredRequiresExpires = "escrow-expired-requires-expires-at"
	RuleEscrowReleasedAfterHeld      = "escrow-released-after-held"
)

// amountsComment ends upstream's schema comment on money members.
const amountsComment = " use string-encoded BigInt (MicroUSD) to prevent floating-point precision loss. " +
	"See vocabulary/currency.ts for arithmetic utilities."

var _ = codec.Register(codec.Meta[EscrowEntry]{
	Schema:        "escrow-entry",
	Description:   "Escrow holding for bilateral agent transactions with state machine lifecycle",
	Comment:       "Financial amounts (amount_micro)" + amountsComment,
	Rules:         func(e *EscrowEntry, r *codec.Rules) { escrowRules(e, r, true) },
	UpstreamRules: func(e *EscrowEntry, r *codec.Rules) { escrowRules(e, r, false) },
	// The constraint file's only warning, escrow-held-ttl, is the native
	// warning of the same id and condition: reported once, natively.
	Warnings: escrowWarnings,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of e (nil or a *hounfour.ValidationError): the schema " +
			"rules; the cross-field rules (distinct parties, released_at required when released and " +
			"forbidden while held, dispute_id when disputed, expires_at after held_at, expires_at when " +
			"expired, released_at not before held_at; instants compared to the millisecond); then the " +
			"error-severity rules of the EscrowEntry constraint file except its two text-ordered date " +
			"comparisons (deviation 60 in COMPATIBILITY.md).",
		Warnings: "Warnings returns escrow-held-ttl when a held escrow has no expires_at.",
	},
})

// escrowRules reports the native rules and, withConstraints, the
// error-severity rules of the EscrowEntry constraint file, which restate
// the first four (its two date comparisons are left out: deviation 60).
func escrowRules(e *EscrowEntry, r *codec.Rules, withConstraints bool) {
	// "payer_id == payee_id (exact, case-sensitive)".
	self := r.OK("payer_id", "payee_id") && e.PayerID == e.PayeeID
	if self {
		r.Report(RuleEscrowSelf, "payer_id and payee_id must be different (self-escrow not allowed)", "payee_id")
	}
	stateOK, relOK, expOK, heldOK := r.OK("state"), r.OK("released_at"), r.OK("expires_at"), r.OK("held_at")
	// "state == released, released_at absent".
	releasedNoAt := stateOK && relOK && e.State == EscrowReleased && e.ReleasedAt.IsZero()
	if releasedNoAt {
		r.Report(RuleEscrowReleasedAtRequired, `released_at is required when state is "released"`, "released_at")
	}
	// "state == held, released_at present".
	heldReleasedAt := stateOK && relOK && e.State == EscrowHeld && !e.ReleasedAt.IsZero()
	if heldReleasedAt {
		r.Report(RuleEscrowHeldReleasedAt, `released_at must not be present when state is "held"`, "released_at")
	}
	// "state == disputed, dispute_id absent".
	disputedNoID := stateOK && e.State == EscrowDisputed && e.DisputeID == nil && r.OK("dispute_id")
	if disputedNoID {
		r.Report(RuleEscrowDisputeIDRequired, `dispute_id is required when state is "disputed"`, "dispute_id")
	}
	// "expires_at present and expires_at <= held_at (ms)".
	if expOK && heldOK && !e.ExpiresAt.IsZero() && e.ExpiresAt.CompareMilli(e.HeldAt) <= 0 {
		r.Report(RuleEscrowExpiresAfterHeld, "expires_at must be after held_at", "expires_at")
	}
	// "state == expired, expires_at absent".
	if stateOK && expOK && e.State == EscrowExpired && e.ExpiresAt.IsZero() {
		r.Report(RuleEscrowExpiredRequiresExpires, "expired state requires expires_at", "expires_at")
	}
	// "released_at present and released_at < held_at (ms)".
	if relOK && heldOK && !e.ReleasedAt.IsZero() && e.ReleasedAt.CompareMilli(e.HeldAt) < 0 {
		r.Report(RuleEscrowReleasedAfterHeld, "released_at must be >= held_at", "released_at")
	}
	if !withConstraints {
		return
	}
	// payer_id != payee_id
	if self {
		reportConstraint(r, "escrow-entry", "escrow-no-self-escrow")
	}
	// state == 'released' => released_at != null
	if releasedNoAt {
		reportConstraint(r, "escrow-entry", "escrow-released-requires-released_at")
	}
	// state == 'held' => released_at == null
	if heldReleasedAt {
		reportConstraint(r, "escrow-entry", "escrow-held-no-released_at")
	}
	// state == 'disputed' => dispute_id != null
	if disputedNoID {
		reportConstraint(r, "escrow-entry", "escrow-disputed-requires-dispute_id")
	}
}

func escrowWarnings(e *EscrowEntry, r *codec.Rules) {
	// "state == held, expires_at absent".
	if r.OK("state", "expires_at") && e.State == EscrowHeld && e.ExpiresAt.IsZero() {
		r.Report(RuleEscrowHeldTTL, "held escrow should have expires_at for TTL enforcement", "expires_at")
	}
}
