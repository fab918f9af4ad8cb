package transfer

import (
	"github.com/hounfour-go/hounfour/conversation"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

// Spec is the specification of an NFT ownership transfer (TransferSpec, schema
// transfer-spec). Closed object. Identical owners are valid, as upstream.
type Spec struct {
	// TransferID is the transfer id.
	TransferID string `json:"transfer_id" hf:"minLength=1"`
	// NftID is the agent NFT being transferred.
	NftID wire.NftID `json:"nft_id"`
	// FromOwner is the current owner.
	FromOwner wire.Address `json:"from_owner"`
	// ToOwner is the new owner.
	ToOwner wire.Address `json:"to_owner"`
	// Scenario is the kind of transfer.
	Scenario Scenario `json:"scenario"`
	// SealingPolicy is how the agent's conversations are sealed.
	SealingPolicy conversation.SealingPolicy `json:"sealing_policy"`
	// InitiatedAt is the time the transfer was initiated.
	InitiatedAt wire.Timestamp `json:"initiated_at"`
	// InitiatedBy is the actor who initiated the transfer.
	InitiatedBy string `json:"initiated_by" hf:"minLength=1"`
	// ContractVersion is the protocol contract version (pattern only).
	ContractVersion wire.Semver `json:"contract_version"`
}

var _ = codec.Register(codec.Meta[Spec]{
	Schema:      "transfer-spec",
	Description: "Specification for NFT ownership transfers between parties",
	Methods:     codec.MethodValidate | codec.MethodJSON | codec.MethodWarnings,
	Doc: codec.Doc{
		Validate: "Validate reports every violation of s (nil or a *hounfour.ValidationError), including " +
			"the sealing- and access-policy rules of its sealing policy.",
		Warnings:    "Warnings reports the warnings of the sealing policy's access policy.",
		MarshalJSON: "MarshalJSON writes the default encoding (addresses in EIP-55 form).",
	},
})
