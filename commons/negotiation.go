package commons

import (
	"math"
	"strconv"
	"time"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/reputation"
	"github.com/hounfour-go/hounfour/wire"
)

// AssertionMethod is how a model's reputation state was established in a
// contract negotiation: server-derived (looked up from an authoritative
// audit trail; recommended) or signed-attestation (a cryptographic proof
// from a trusted authority). Self-assertion is not a method. The zero value
// is absent.
//
// Its values: [AssertionServerDerived], [AssertionSignedAttestation].
type AssertionMethod string

// The assertion methods.
const (
	AssertionServerDerived     AssertionMethod = "server-derived"
	AssertionSignedAttestation AssertionMethod = "signed-attestation"
)

var assertionMethods = enum.New(AssertionServerDerived, AssertionSignedAttestation)

// AssertionMethods returns the assertion methods in protocol order
// (server-derived, signed-attestation), as a fresh slice.
func AssertionMethods() []AssertionMethod { return assertionMethods.Values() }

// Valid reports whether m is server-derived or signed-attestation.
func (m AssertionMethod) Valid() bool { return assertionMethods.Has(m) }

// ContractNegotiation is the run-time handshake of a dynamic contract
// (schema commons/contract-negotiation): a model presents its reputation
// state and receives the protocol surface it may use until ExpiresAt.
// Closed object.
//
// Its constraint rules: negotiation-expires-after-negotiated (expires_at is
// after negotiated_at) and negotiation-nonce-present (the nonce is at least
// 16 characters; its schema bound).
//
// Schema: commons/contract-negotiation — "Runtime handshake for dynamic
// contract negotiation. Model presents reputation state, receives allowed
// protocol surface. Reputation MUST be server-derived or signed —
// self-assertion is non-conformant."
type ContractNegotiation struct {
	NegotiationID   wire.UUID        `json:"negotiation_id"`
	ModelID         string           `json:"model_id" hf:"minLength=1"`
	ReputationState reputation.State `json:"reputation_state"`
	// AssertionMethod says how ReputationState was determined.
	AssertionMethod  AssertionMethod  `json:"assertion_method"`
	RequestedSurface *ProtocolSurface `json:"requested_surface,omitzero"`
	GrantedSurface   ProtocolSurface  `json:"granted_surface"`
	NegotiatedAt     wire.Timestamp   `json:"negotiated_at"`
	// Nonce protects against replay; unique per negotiation.
	Nonce string `json:"nonce" hf:"minLength=16,maxLength=64"`
	// ExpiresAt ends the granted surface's validity; after it the model
	// negotiates again.
	ExpiresAt wire.Timestamp `json:"expires_at"`
}

// NegotiationValidity is the outcome of IsNegotiationValid. RemainingMS is
// nil when a time could not be parsed, 0 when the negotiation has expired.
type NegotiationValidity struct {
	Valid       bool   `json:"valid"`
	RemainingMS *int64 `json:"remaining_ms,omitzero"`
	Reason      string `json:"reason"`
}

// IsNegotiationValid reports whether a negotiation is still valid at the
// given clock time (a protocol date-time). With r = expires_at − clock in
// milliseconds (both instants truncated to milliseconds):
//
//	expires_at not a date-time   invalid, "Invalid expires_at: {expires_at}"
//	clock not a date-time        invalid, "Invalid clock time: {clock}"
//	r ≤ 0                        invalid, RemainingMS 0, "Negotiation expired at {expires_at} ({-r}ms ago)"
//	r > 0                        valid, RemainingMS r, "Negotiation valid until {expires_at} ({r}ms remaining)"
//
// Only the protocol's date-time form is a time here: upstream's JavaScript
// Date also reads local times without an offset, a lowercase z, ±hhmm
// offsets, days past the end of the month and hour 24 (deviation 92 in
// COMPATIBILITY.md). For a Go time, pass wire.TimestampFrom(t).String().
func IsNegotiationValid(n ContractNegotiation, clock string) NegotiationValidity {
	expires, ok := parseMillis(n.ExpiresAt.String())
	if !ok {
		return NegotiationValidity{Reason: "Invalid expires_at: " + n.ExpiresAt.String()}
	}
	now, ok := parseMillis(clock)
	if !ok {
		return NegotiationValidity{Reason: "Invalid clock time: " + clock}
	}
	r := expires - now
	if r <= 0 {
		zero := int64(0)
		return NegotiationValidity{RemainingMS: &zero,
			Reason: "Negotiation expired at " + n.ExpiresAt.String() + " (" + strconv.FormatInt(-r, 10) + "ms ago)"}
	}
	return NegotiationValidity{Valid: true, RemainingMS: &r,
		Reason: "Negotiation valid until " + n.ExpiresAt.String() + " (" + strconv.FormatInt(r, 10) + "ms remaining)"}
}

// NegotiationExpiry is the outcome of ComputeNegotiationExpiry: the two
// times verbatim and the time from one to the other. Valid is false, and
// TTL zero, when either time is not a protocol date-time (upstream reports
// a TTL of NaN then: deviation 94 in COMPATIBILITY.md).
type NegotiationExpiry struct {
	NegotiatedAt string
	ExpiresAt    string
	// TTLMillis is ExpiresAt − NegotiatedAt in milliseconds, both
	// truncated to milliseconds (upstream's ttl_ms); it is negative when the
	// negotiation expires before it was made.
	TTLMillis int64
	// TTL is TTLMillis as a duration, saturated at the range of
	// time.Duration (about ±292 years).
	TTL   time.Duration
	Valid bool
}

// ComputeNegotiationExpiry returns the lifetime of a negotiation, from
// NegotiatedAt to ExpiresAt.
func ComputeNegotiationExpiry(n ContractNegotiation) NegotiationExpiry {
	out := NegotiationExpiry{NegotiatedAt: n.NegotiatedAt.String(), ExpiresAt: n.ExpiresAt.String()}
	from, ok1 := parseMillis(out.NegotiatedAt)
	to, ok2 := parseMillis(out.ExpiresAt)
	if ok1 && ok2 {
		ms := to - from
		out.TTLMillis, out.Valid = ms, true
		switch {
		case ms > math.MaxInt64/int64(time.Millisecond):
			out.TTL = math.MaxInt64
		case ms < math.MinInt64/int64(time.Millisecond):
			out.TTL = math.MinInt64
		default:
			out.TTL = time.Duration(ms) * time.Millisecond
		}
	}
	return out
}

var _ = codec.Register(codec.Meta[ContractNegotiation]{
	Schema: "commons/contract-negotiation",
	// The rules of the constraint file of the validation's contract.
	Rules:       func(x *ContractNegotiation, r *codec.Rules) { constraintrt.Apply("commons/contract-negotiation", x, r) },
	Constraint:  "commons/contract-negotiation",
	Description: "Runtime handshake for dynamic contract negotiation. Model presents reputation state, receives allowed protocol surface. Reputation MUST be server-derived or signed — self-assertion is non-conformant.",
	Since:       "8.0.0",
	ID:          "ContractNegotiation",
})
