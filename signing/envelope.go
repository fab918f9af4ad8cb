package signing

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// SignatureType is the semantic kind of a signature: what the signer
// asserts by signing, orthogonal to the algorithm (schema signature-type,
// a JSON string). The zero value is absent.
//
// Its values: [TypeAttestation], [TypeAuthorization], [TypeCommitment],
// [TypeDevSignature].
//
// Schema: signature-type — "Semantic kind of a signature: what the signer
// is asserting by signing. Orthogonal to the crypto algorithm."
type SignatureType string

// The signature types.
const (
	// TypeAttestation: the signer asserts a fact it observed or vouches
	// for.
	TypeAttestation SignatureType = "attestation"
	// TypeAuthorization: the signer grants permission for a downstream
	// action.
	TypeAuthorization SignatureType = "authorization"
	// TypeCommitment: the signer binds itself to a future action or state.
	TypeCommitment SignatureType = "commitment"
	// TypeDevSignature: a development-only marker, no cryptographic
	// guarantee; consumers must reject it in production.
	TypeDevSignature SignatureType = "dev_signature"
)

var signatureTypes = enum.New(TypeAttestation, TypeAuthorization, TypeCommitment, TypeDevSignature)

// SignatureTypes returns the signature types in protocol order
// (attestation, authorization, commitment, dev_signature), as a fresh
// slice.
func SignatureTypes() []SignatureType { return signatureTypes.Values() }

// Valid reports whether t is one of the four signature types.
func (t SignatureType) Valid() bool { return signatureTypes.Has(t) }

// Envelope is a signature over a payload hash (schema signature-envelope):
// who signed (key_ref, resolved by the consumer against its keyring), what
// kind of assertion the signature makes, the SHA-256 of the canonical
// payload, the ed25519 signature and when it was made. Closed object.
//
// An Envelope is crypto-bearing: the library checks its form, never its
// signature. A validation through hounfour.Options refuses it unless
// Options.AcceptDeferred is set; then its obligation (CRYPTO_DEFERRED)
// says what the caller verifies. Its constraint rule SE-1 (recompute
// signed_payload_hash over the canonical payload, verify signature_value
// with the key key_ref names) is runtime-deferred: the caller's.
//
// Schema: signature-envelope — "Crypto-bearing envelope wrapping a signed
// payload hash. …"
type Envelope struct {
	// EnvelopeID identifies this envelope instance.
	EnvelopeID    wire.UUID     `json:"envelope_id"`
	SignatureType SignatureType `json:"signature_type"`
	// KeyRef is the consumer-side reference to the SignerEntry whose key
	// made the signature; the library does not dereference it.
	KeyRef string `json:"key_ref" hf:"minLength=1"`
	// SignedPayloadHash is the SHA-256 of the canonical form of the signed
	// payload (the artifact minus its signatures and minus this member).
	SignedPayloadHash Hash `json:"signed_payload_hash"`
	// SignatureValue is the ed25519 signature, unpadded base64url.
	SignatureValue Signature      `json:"signature_value"`
	SignedAt       wire.Timestamp `json:"signed_at"`
	// ContractVersion is the contract version the envelope was authored
	// against (major.minor.patch).
	ContractVersion string `json:"contract_version" hf:"pattern=^\\d+\\.\\d+\\.\\d+$"`
}

var _ = codec.Register(codec.Meta[SignatureType]{
	Schema:      "signature-type",
	Description: "Semantic kind of a signature: what the signer is asserting by signing. Orthogonal to the crypto algorithm.",
	Since:       "8.5.0",
	ID:          "SignatureType",
})

var _ = codec.Register(codec.Meta[Envelope]{
	Schema: "signature-envelope",
	// The rules of the constraint file of the validation's contract (SE-1
	// is runtime-deferred: never evaluated).
	Rules:       func(x *Envelope, r *codec.Rules) { constraintrt.Apply("signature-envelope", x, r) },
	Constraint:  "signature-envelope",
	Description: "Crypto-bearing envelope wrapping a signed payload hash. validate() defaults to { valid: false, errors: [{ code: CRYPTO_DEFERRED }] } unless { acceptDeferred: true } is passed; that opt-in is the safety mechanism preventing \"shape valid means trusted\" by accident.",
	Since:       "8.5.0",
	ID:          "SignatureEnvelope",
	Bearing:     codec.CryptoBearing,
	Annotations: map[string]any{"x-crypto-bearing": true},
})
