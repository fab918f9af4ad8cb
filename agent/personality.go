package agent

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/constraintrt"
	"github.com/hounfour-go/hounfour/internal/enum"
	"github.com/hounfour-go/hounfour/wire"
)

// PersonalityTier classifies a personality (schema personality-tier, a
// JSON string): basic, standard or premium. Consumers use it to gate the
// capability tiers of agent bears. The zero value is absent.
//
// Schema: personality-tier — "Personality tier classification (basic /
// standard / premium) used to gate capability tiers for agent bears."
type PersonalityTier string

// The personality tiers, in protocol order.
const (
	PersonalityBasic    PersonalityTier = "basic"
	PersonalityStandard PersonalityTier = "standard"
	PersonalityPremium  PersonalityTier = "premium"
)

var personalityTiers = enum.New(PersonalityBasic, PersonalityStandard, PersonalityPremium)

// PersonalityTiers returns the personality tiers in protocol order (basic,
// standard, premium), as a fresh slice.
func PersonalityTiers() []PersonalityTier { return personalityTiers.Values() }

// Valid reports whether t is basic, standard or premium (exact,
// case-sensitive).
func (t PersonalityTier) Valid() bool { return personalityTiers.Has(t) }

// PersonalityAssignment binds an NFT to its personality configuration
// (schema personality-assignment). Closed object; every member is
// required.
//
// The archetype, ancestor, era and element are free text (at least one
// character) whose vocabularies the consumer defines; the tier gates
// capability tiers; fingerprint_hash is the SHA-256 of the personality
// configuration as 64 lowercase hexadecimal digits. The token id is an
// NFT id, eip155:{chainId}/{collection}/{tokenId}, checked by its pattern
// only and kept exactly as received: a mixed-case collection need not be
// its EIP-55 spelling and is not re-spelled on output, as upstream
// (whose own conformance suite mints such an id); NftID gives the typed,
// checksum-verified value.
//
// Its constraint rule personality-fingerprint-length ("fingerprint_hash
// is required for personality verification") holds for every document the
// schema accepts.
//
// Schema: personality-assignment — "Binding between an NFT token and its
// personality configuration. Carries archetype / ancestor / era / element
// / tier (extensible strings; consumer defines vocabulary) plus a SHA-256
// fingerprint of the personality config."
type PersonalityAssignment struct {
	// TokenID is the NFT identifier
	// eip155:{chainId}/{collectionAddress}/{tokenId}, kept as received (the
	// collection's letter case is not checked).
	TokenID string `json:"token_id" hf:"pattern=^eip155:[1-9]\\d*\\/0x[a-fA-F0-9]{40}\\/\\d+$"`
	// Archetype identifies the personality archetype (domain-specific).
	Archetype string `json:"archetype" hf:"minLength=1"`
	// Ancestor references the personality's lineage.
	Ancestor string `json:"ancestor" hf:"minLength=1"`
	// Era is the historical era classification.
	Era string `json:"era" hf:"minLength=1"`
	// Element is the elemental affinity classification.
	Element string `json:"element" hf:"minLength=1"`
	// Tier is the personality tier.
	Tier PersonalityTier `json:"tier"`
	// FingerprintHash is the SHA-256 fingerprint of the personality
	// configuration, lowercase hex.
	FingerprintHash string `json:"fingerprint_hash" hf:"pattern=^[a-f0-9]{64}$"`
}

// NftID parses the token id with the rules of wire.ParseNftID: the chain id
// must fit a uint64 and a mixed-case collection must be its EIP-55 spelling
// (errors wrap wire.ErrRange and wire.ErrChecksum). The zero NftID and no
// error are returned when the token id is empty.
func (a PersonalityAssignment) NftID() (wire.NftID, error) {
	if a.TokenID == "" {
		return wire.NftID{}, nil
	}
	return wire.ParseNftID(a.TokenID)
}

var _ = codec.Register(codec.Meta[PersonalityTier]{
	Schema:      "personality-tier",
	Description: "Personality tier classification (basic / standard / premium) used to gate capability tiers for agent bears.",
	Since:       "7.1.0",
	ID:          "PersonalityTier",
})

var _ = codec.Register(codec.Meta[PersonalityAssignment]{
	Schema: "personality-assignment",
	// The rules of the constraint file of the validation's contract.
	Rules: func(x *PersonalityAssignment, r *codec.Rules) {
		constraintrt.Apply("personality-assignment", x, r)
	},
	Constraint:  "personality-assignment",
	Description: "Binding between an NFT token and its personality configuration. Carries archetype / ancestor / era / element / tier (extensible strings; consumer defines vocabulary) plus a SHA-256 fingerprint of the personality config.",
	Since:       "7.1.0",
	ID:          "PersonalityAssignment",
})
