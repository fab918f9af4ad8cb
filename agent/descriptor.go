package agent

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// DescriptorContext is the only valid @context of a Descriptor.
const DescriptorContext = "https://schema.honeyjar.xyz/agent/v1"

// Descriptor is the canonical agent representation for content negotiation
// (schema agent-descriptor). It is a closed object: undeclared
// members are violations. Members are encoded in the order declared here.
type Descriptor struct {
	// Context is the JSON-LD context; always DescriptorContext.
	Context string `json:"@context" hf:"const=https://schema.honeyjar.xyz/agent/v1"`
	// ID is the canonical NFT identifier eip155:{chainId}/{collection}/{tokenId}.
	ID wire.NftID `json:"id"`
	// Name is the display name.
	Name string `json:"name" hf:"minLength=1"`
	// ChainID is the EIP-155 chain id.
	ChainID uint64 `json:"chain_id" hf:"minimum=1"`
	// Collection is the NFT collection address.
	Collection wire.Address `json:"collection"`
	// TokenID is the NFT token id (decimal digits, kept verbatim).
	TokenID string `json:"token_id" hf:"pattern=^\\d+$"`
	// Personality is the personality id.
	Personality string `json:"personality" hf:"minLength=1"`
	// Description is a short agent bio; "" is a valid, present value.
	Description *string `json:"description,omitzero"`
	// AvatarURL is the profile image URL.
	AvatarURL wire.URI `json:"avatar_url,omitzero"`
	// Capabilities is the agent's capabilities list (at least one entry).
	Capabilities []string `json:"capabilities" hf:"minItems=1"`
	// Models maps task types to pools. Any key is allowed, including "".
	Models map[string]wire.PoolID `json:"models"`
	// Tools lists the available tool ids; an empty list is present.
	Tools []string `json:"tools,omitzero"`
	// TBA is the ERC-6551 token-bound account address.
	TBA wire.Address `json:"tba,omitzero"`
	// Owner is the current NFT owner address.
	Owner wire.Address `json:"owner,omitzero"`
	// Homepage is the agent homepage URL.
	Homepage wire.URI `json:"homepage"`
	// Inbox is the agent inbox endpoint.
	Inbox wire.URI `json:"inbox,omitzero"`
	// LLMsTxt is the token-efficient markdown endpoint.
	LLMsTxt wire.URI `json:"llms_txt,omitzero"`
	// Stats holds the agent statistics.
	Stats *Stats `json:"stats,omitzero"`
	// LifecycleState is the agent lifecycle state.
	LifecycleState LifecycleState `json:"lifecycle_state"`
	// ContractVersion is the protocol contract version (pattern only;
	// compatibility is checked with hounfour.CheckCompatibility).
	ContractVersion wire.Semver `json:"contract_version"`
}

// Stats holds an agent's statistics (AgentStats). Closed object.
type Stats struct {
	// Interactions is the total interactions count.
	Interactions int64 `json:"interactions" hf:"minimum=0"`
	// Uptime is the uptime ratio, 0 to 1 inclusive.
	Uptime float64 `json:"uptime" hf:"minimum=0,maximum=1"`
	// CreatedAt is the agent creation timestamp.
	CreatedAt wire.Timestamp `json:"created_at"`
	// LastActive is the last activity timestamp.
	LastActive wire.Timestamp `json:"last_active,omitzero"`
}

var _ = codec.Register(codec.Meta[Descriptor]{
	Schema:      "agent-descriptor",
	Description: "Canonical agent representation for content negotiation",
	Doc: codec.Doc{
		Validate: "Validate reports every violation of d (nil or a *hounfour.ValidationError). Upstream " +
			"defines no cross-field rule for descriptors: in particular id and chain_id/collection/token_id " +
			"are not compared (see IDConsistent).",
		MarshalJSON: "MarshalJSON writes the default encoding (members in declaration order, addresses in " +
			"EIP-55 form, absent optional members omitted).",
		UnmarshalJSON: "UnmarshalJSON decodes strictly (duplicates, undeclared members, wrong types and " +
			"unparsable primitives are errors) but does not run Validate; use hounfour.Decode for both.",
	},
})

// IDConsistent reports whether ID names the same chain, collection address
// and token text as ChainID, Collection and TokenID. Validate does not call it.
func (d *Descriptor) IDConsistent() bool {
	return !d.ID.IsZero() && d.ID.ChainID() == d.ChainID &&
		d.ID.Collection() == d.Collection && d.ID.TokenID() == d.TokenID
}
