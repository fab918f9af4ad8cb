package transfer

import (
	"github.com/hounfour-go/hounfour/conversation"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// EventRecord is the record of a transfer's outcome (TransferEventRecord, schema
// transfer-event). The domain event announcing a transfer is
// event.DomainEvent[event.TransferPayload], which upstream calls TransferEvent.
// Closed object. As upstream, CompletedAt is not tied to Result or InitiatedAt,
// nor the counts to the scenario.
type EventRecord struct {
	// TransferID is the transfer id.
	TransferID string `json:"transfer_id" hf:"minLength=1"`
	// NftID is the agent NFT that was transferred.
	NftID wire.NftID `json:"nft_id"`
	// FromOwner is the previous owner.
	FromOwner wire.Address `json:"from_owner"`
	// ToOwner is the new owner.
	ToOwner wire.Address `json:"to_owner"`
	// Scenario is the kind of transfer.
	Scenario Scenario `json:"scenario"`
	// Result is the outcome.
	Result Result `json:"result"`
	// SealingPolicy is how the agent's conversations were sealed.
	SealingPolicy conversation.SealingPolicy `json:"sealing_policy"`
	// ConversationsSealed is the number of conversations sealed.
	ConversationsSealed int64 `json:"conversations_sealed" hf:"minimum=0"`
	// ConversationsMigrated is the number of conversations migrated.
	ConversationsMigrated int64 `json:"conversations_migrated" hf:"minimum=0"`
	// InitiatedAt is the time the transfer was initiated.
	InitiatedAt wire.Timestamp `json:"initiated_at"`
	// CompletedAt is the time the transfer ended.
	CompletedAt wire.Timestamp `json:"completed_at,omitzero"`
	// ContractVersion is the protocol contract version (pattern only).
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[EventRecord]{
	Schema:      "transfer-event",
	Description: "Record of a completed NFT ownership transfer",
	Methods:     codec.MethodValidate | codec.MethodJSON | codec.MethodWarnings,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of r (nil or a *hounfour.ValidationError), including " +
			"the sealing- and access-policy rules of its sealing policy.",
		Warnings:    "Warnings reports the warnings of the sealing policy's access policy.",
		MarshalJSON: "MarshalJSON writes the default encoding (addresses in EIP-55 form).",
	},
})
