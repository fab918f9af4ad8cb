package authority

import (
	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/signing"
)

// SignerEntry binds a signer to its key material inside a keyring (schema
// signer-entry): the signer's id, a reference to the key, its public key,
// the kind of signatures it makes, its trust per capability scope and its
// status. Closed object.
//
// Its warning SGE-1: a default trust level of sovereign with no scope set
// grants the highest level to every action by fallback, which usually is
// a misconfiguration. The warning never invalidates the entry.
//
// Schema: signer-entry — "Cryptographic-material entry inside a Keyring.
// Binds signer_id + key_ref to a public key, signature kind, scoped trust
// profile, and lifecycle status."
type SignerEntry struct {
	SignerID string `json:"signer_id" hf:"pattern=^[a-z][a-z0-9_-]{2,63}$"`
	// KeyRef references the key material (a KMS or HSM reference).
	KeyRef string `json:"key_ref" hf:"minLength=1"`
	// PublicKey is the signer's key (exactly 43 characters after
	// ed25519-pub:).
	PublicKey     signing.PublicKey           `json:"public_key"`
	SignatureType signing.SignatureType       `json:"signature_type"`
	ScopedTrust   agent.CapabilityScopedTrust `json:"scoped_trust"`
	SignerStatus  SignerStatus                `json:"signer_status"`
}

// The id and message of the warning SGE-1.
const (
	ruleSGE1 = "SGE-1"
	msgSGE1  = "scoped_trust.default_level == 'sovereign' with empty scopes{} grants the highest trust level to every action by fallback — a silent-wildcard pattern that typically indicates a misconfiguration. If intentional (e.g., bootstrap-phase keyring before policy is authored), document the window and downgrade default_level to 'untrusted' once specific scopes are enrolled."
)

// SovereignWildcard reports whether e's trust is sovereign by default
// with no scope set (the pattern warning SGE-1 reports).
func (e *SignerEntry) SovereignWildcard() bool {
	return e.ScopedTrust.DefaultLevel == agent.TrustSovereign && e.ScopedTrust.Scopes == agent.ScopeLevels{}
}

// SignerType classifies the entity that produced a signature (schema
// signer-type).
//
// Its values: [SignerAgent], [SignerHuman], [SignerOrganization],
// [SignerSystem], [SignerDelegate], [SignerOracle], [SignerWitness],
// [SignerDevice].
type SignerType string

// The signer types.
const (
	SignerAgent        SignerType = "agent"
	SignerHuman        SignerType = "human"
	SignerOrganization SignerType = "organization"
	SignerSystem       SignerType = "system"
	SignerDelegate     SignerType = "delegate"
	SignerOracle       SignerType = "oracle"
	SignerWitness      SignerType = "witness"
	SignerDevice       SignerType = "device"
)

var signerTypes = enum.New(SignerAgent, SignerHuman, SignerOrganization, SignerSystem, SignerDelegate,
	SignerOracle, SignerWitness, SignerDevice)

// SignerTypes returns the signer types in protocol order (a fresh slice).
func SignerTypes() []SignerType { return signerTypes.Values() }

// Valid reports whether t is one of the eight signer types.
func (t SignerType) Valid() bool { return signerTypes.Has(t) }

// SignerStatus is the lifecycle state of a signer entry within its keyring
// (schema signer-status), independent of an agent's lifecycle.
//
// Its values: [SignerActive], [SignerRevoked], [SignerExpired].
type SignerStatus string

// The signer states.
const (
	SignerActive  SignerStatus = "active"
	SignerRevoked SignerStatus = "revoked"
	SignerExpired SignerStatus = "expired"
)

var signerStates = enum.New(SignerActive, SignerRevoked, SignerExpired)

// SignerStates returns the signer states in protocol order (a fresh
// slice).
func SignerStates() []SignerStatus { return signerStates.Values() }

// Valid reports whether s is active, revoked or expired.
func (s SignerStatus) Valid() bool { return signerStates.Has(s) }

// sovereignWildcard reports SGE-1 on e (in a Warnings function).
func sovereignWildcard(e *SignerEntry, r *codec.Rules) {
	if r.Version() >= codec.Contract870 && r.OK("scoped_trust") && e.SovereignWildcard() {
		r.Report(ruleSGE1, msgSGE1, "scoped_trust")
	}
}

var sgeNative = []string{ruleSGE1}

var _ = codec.Register(codec.Meta[SignerEntry]{
	Schema: "signer-entry",
	// SGE-1 does not compile in its file: the library carries it natively.
	Rules:            func(e *SignerEntry, r *codec.Rules) { constraintrt.Apply("signer-entry", e, r, sgeNative...) },
	Constraint:       "signer-entry",
	ConstraintNative: sgeNative,
	Warnings:         sovereignWildcard,
	Description:      "Cryptographic-material entry inside a Keyring. Binds signer_id + key_ref to a public key, signature kind, scoped trust profile, and lifecycle status.",
	Since:            "8.5.0",
	ID:               "SignerEntry",
	Doc: codec.Doc{
		Warnings: "Warnings reports SGE-1 when the entry's default trust level is sovereign and no scope is " +
			"set (a wildcard grant by fallback), at /scoped_trust; also for each entry of a keyring.",
	},
})

var _ = codec.Register(codec.Meta[SignerType]{
	Schema:      "signer-type",
	Description: "Classification of the entity that produced a signature. Paired with SignatureEnvelope.signer_type and SignerEntry.",
	Since:       "8.5.0",
	ID:          "SignerType",
})

var _ = codec.Register(codec.Meta[SignerStatus]{
	Schema:      "signer-status",
	Description: "Lifecycle state of a SignerEntry within a Keyring. Orthogonal to AgentLifecycleState.",
	Since:       "8.5.0",
	ID:          "SignerStatus",
})
