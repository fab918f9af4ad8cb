package authority

import (
	"encoding/json"
	"slices"

	"github.com/hounfour-go/hounfour/agent"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/signing"
	"github.com/hounfour-go/hounfour/wire"
)

// GenesisSentinel is the granted_by of a delegation granted by the
// organization's own key, the root of every delegation chain; a chain
// handed to a check ends with the synthetic record
// {"delegation_id": "genesis:org-public-key"}.
const GenesisSentinel = "genesis:org-public-key"

var canonicalScopes = agent.CapabilityScopes()

// CanonicalCapabilityScopes returns the capability scopes a delegation's
// capability_scope keys are expected to name — billing, governance,
// inference, delegation, audit, composition, in that order (the
// agent.CapabilityScope values) — as a fresh slice.
func CanonicalCapabilityScopes() []agent.CapabilityScope { return slices.Clone(canonicalScopes) }

// OrgIdentity is the root identity of an organization (schema
// org-identity): its id, the public key of its cold-storage root key, its
// current representatives and the hash of its constitution. Closed object.
//
// Its constraint rule: OI-1 (at least one current representative; it
// restates the schema).
//
// Schema: org-identity — "Org root identity: org_id + cold-storage public
// key + active representatives + constitutional hash."
type OrgIdentity struct {
	OrgID wire.UUID `json:"org_id"`
	// OrgPublicKey is the organization's root key (43 or 44 characters
	// after ed25519-pub:).
	OrgPublicKey signing.PublicKeyLenient `json:"org_public_key"`
	// CurrentRepresentatives are the agents that represent the
	// organization (at least one); each is checked by the agent-identity
	// schema only.
	CurrentRepresentatives []agent.Identity `json:"current_representatives" hf:"minItems=1"`
	// ConstitutionalHash is the sha256 hash of the organization's
	// constitution.
	ConstitutionalHash string         `json:"constitutional_hash" hf:"pattern=^sha256:[a-f0-9]{64}$"`
	CreatedAt          wire.Timestamp `json:"created_at"`
	UpdatedAt          wire.Timestamp `json:"updated_at"`
}

// GrantedByPattern is the pattern of a [GrantedBy]: a uuid (any case) or
// the genesis sentinel.
const GrantedByPattern = `^(?:genesis:org-public-key|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$`

// GrantedBy is who granted a delegation: the delegation_id (a uuid) of the
// delegation it derives from, or GenesisSentinel for a grant by the
// organization's root key. Every member of this type carries
// GrantedByPattern. The zero value is absent.
type GrantedBy string

func init() { codec.RegisterTypeTag[GrantedBy]("pattern=" + GrantedByPattern) }

// IsGenesis reports whether g is GenesisSentinel.
func (g GrantedBy) IsGenesis() bool { return g == GenesisSentinel }

// Valid reports whether g is GenesisSentinel or a uuid.
func (g GrantedBy) Valid() bool {
	if g.IsGenesis() {
		return true
	}
	_, err := wire.ParseUUID(string(g))
	return err == nil
}

// RepresentativeDelegation is an append-only record that delegates an
// organization's authority to a representative (schema
// org-representative-delegation): within a capability scope, until an
// expiry, granted by an earlier delegation or by the organization's root
// key, signed under a signing context. Closed object.
//
// A delegation is a link of a chain (chain-bearing): the library does not
// check the chain from one record. Validating through hounfour.Options
// reports the ORD-3 obligation (its reason says whether a chain was
// supplied), or refuses the record with Options.FailClosed when no chain
// is supplied; [CheckChain] checks a chain the caller assembled. Each
// capability_scope key outside [CanonicalCapabilityScopes] is one ORD-5
// obligation (vocabulary drift), never a violation.
//
// Its constraint rules: ORD-3 (on one record, chain_depth ≤ 20, which the
// schema already bounds); ORD-1 (the signature), ORD-2 (revocation is
// append-only across records) and ORD-4 (the asserted chain_depth equals
// the traversed depth) are the caller's (runtime-deferred). The signature
// is not verified.
//
// Schema: org-representative-delegation — "Append-only delegation record
// binding org → representative, signed under a signing_context envelope."
type RepresentativeDelegation struct {
	DelegationID wire.UUID `json:"delegation_id"`
	OrgID        wire.UUID `json:"org_id"`
	// Representative is the agent the authority is delegated to; checked by
	// the agent-identity schema only.
	Representative agent.Identity `json:"representative"`
	// CapabilityScope maps the delegated capability scopes to their terms:
	// any members, any values.
	CapabilityScope map[string]json.RawMessage `json:"capability_scope"`
	Expiry          wire.Timestamp             `json:"expiry"`
	Revocation      *Revocation                `json:"revocation,omitzero"`
	GrantedBy       GrantedBy                  `json:"granted_by"`
	// ChainDepth is the asserted depth of the record in its chain (0–20; 0
	// for a grant by the root key).
	ChainDepth   int                      `json:"chain_depth" hf:"minimum=0,maximum=20"`
	Signature    signing.Signature        `json:"signature"`
	SignedBy     signing.PublicKeyLenient `json:"signed_by"`
	SigningKeyID string                   `json:"signing_key_id" hf:"minLength=1"`
	// SigningAlgorithm is always "ed25519".
	SigningAlgorithm string          `json:"signing_algorithm" hf:"const=ed25519"`
	SignedAt         wire.Timestamp  `json:"signed_at"`
	SigningContext   signing.Context `json:"signing_context"`
}

// Revocation marks a delegation revoked; once present it must stay in
// every later record of the delegation. Closed object.
type Revocation struct {
	// Revoked is always true.
	Revoked   bool           `json:"revoked" hf:"const=true"`
	RevokedAt wire.Timestamp `json:"revoked_at"`
	// RevokedBy is the id of the signer that revoked the delegation.
	RevokedBy string `json:"revoked_by" hf:"pattern=^[a-z][a-z0-9_-]{2,63}$"`
	// Reason explains the revocation (1–1024 characters).
	Reason *string `json:"reason,omitzero" hf:"minLength=1,maxLength=1024"`
}

// DriftKeys returns the capability_scope keys of d outside
// [CanonicalCapabilityScopes], sorted by UTF-16 code units, or nil: each
// is one ORD-5 (vocabulary drift) obligation of a validation.
func (d *RepresentativeDelegation) DriftKeys() []string {
	var keys []string
	for k := range d.CapabilityScope {
		if !agent.CapabilityScope(k).Valid() {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, codec.CompareUTF16)
	return keys
}

var _ = codec.Register(codec.Meta[OrgIdentity]{
	Schema: "org-identity",
	// The rules of the constraint file of the validation's contract.
	Rules:       func(o *OrgIdentity, r *codec.Rules) { constraintrt.Apply("org-identity", o, r) },
	Constraint:  "org-identity",
	Description: "Org root identity: org_id + cold-storage public key + active representatives + constitutional hash. Cross-field rule OI-1 in constraints/OrgIdentity.constraints.json.",
	Since:       "8.4.0",
	ID:          "OrgIdentity",
})

var _ = codec.Register(codec.Meta[RepresentativeDelegation]{
	Schema: "org-representative-delegation",
	// The rules of the constraint file of the validation's contract (ORD-3
	// on the record alone; ORD-5 does not compile and is the Drift below).
	Rules: func(d *RepresentativeDelegation, r *codec.Rules) {
		constraintrt.Apply("org-representative-delegation", d, r)
	},
	Constraint:  "org-representative-delegation",
	Description: "Append-only delegation record binding org → representative, signed under a signing_context envelope. Cross-field rules in constraints/OrgRepresentativeDelegation.constraints.json (ORD-1..3). Carries `x-chain-bearing: true` — see TypeScript JSDoc on the export and MIGRATION.md v8.5.x → v8.6.0 §FR-A4 for the failClosed opt-in contract.",
	Since:       "8.4.0",
	ID:          "OrgRepresentativeDelegation",
	Bearing:     codec.ChainBearing,
	Drift:       (*RepresentativeDelegation).DriftKeys,
	Annotations: map[string]any{"x-chain-bearing": true},
})
