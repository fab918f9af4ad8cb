package conversation

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// Conversation is an NFT-owned conversation (schema conversation). Closed object.
// As upstream, nothing ties Status to SealedAt/SealedBy, UpdatedAt to CreatedAt,
// or MessageCount to anything.
type Conversation struct {
	// ID is the conversation id (any non-empty string).
	ID string `json:"id" hf:"minLength=1"`
	// NftID is the agent NFT owning the conversation.
	NftID wire.NftID `json:"nft_id"`
	// Title is the conversation title; "" is a valid, present value.
	Title *string `json:"title,omitzero"`
	// Status is the conversation status.
	Status Status `json:"status"`
	// SealingPolicy is how the conversation is sealed on transfer.
	SealingPolicy *SealingPolicy `json:"sealing_policy,omitzero"`
	// MessageCount is the number of messages.
	MessageCount int64 `json:"message_count" hf:"minimum=0"`
	// CreatedAt is the creation time.
	CreatedAt wire.Timestamp `json:"created_at"`
	// UpdatedAt is the time of the last update.
	UpdatedAt wire.Timestamp `json:"updated_at"`
	// SealedAt is the time the conversation was sealed.
	SealedAt wire.Timestamp `json:"sealed_at,omitzero"`
	// SealedBy is the transfer id that caused the sealing (causal audit link).
	SealedBy *string `json:"sealed_by,omitzero" hf:"minLength=1"`
	// ContractVersion is the protocol contract version (pattern only).
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[Conversation]{
	Schema:      "conversation",
	Description: "NFT-owned conversation with sealing policy and access control",
	Methods:     codec.MethodValidate | codec.MethodJSON | codec.MethodWarnings,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of c (nil or a *hounfour.ValidationError), including " +
			"the sealing- and access-policy rules of a nested SealingPolicy.",
		Warnings: "Warnings reports the warnings of a nested access policy.",
		MarshalJSON: "MarshalJSON writes the default encoding (members in declaration order, the NftId " +
			"collection in EIP-55 form, absent optional members omitted).",
		UnmarshalJSON: "UnmarshalJSON decodes strictly (duplicates, undeclared members, wrong types and " +
			"unparsable primitives are errors) but does not run Validate; use hounfour.Decode for both.",
	},
})
