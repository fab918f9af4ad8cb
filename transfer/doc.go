// Package transfer implements the ownership-transfer documents of the
// loa-hounfour protocol (v7.0.0): the specification of an NFT ownership
// transfer (Spec) and the record of its outcome (EventRecord), with the
// transfer scenarios and results.
//
// Both documents carry a conversation.SealingPolicy whose sealing- and
// access-policy rules run here too (COMPATIBILITY.md #10,
// #11), although upstream's runtime and schema files skip them. The
// expected DomainEvent sequences of a transfer (its choreography) and the
// TransferEvent wrapper live in package event.
package transfer
