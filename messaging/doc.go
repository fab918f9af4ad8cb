// Package messaging implements agent-to-agent messaging (the v2.2 types of the
// design PRD that upstream loa-hounfour never shipped): agent addresses
// (AgentAddress, with its agent:// URI and its JSON object form), message
// priority, the delivery status machine, Message, Inbox, and the payload and
// checks of the message delivery events.
//
// These types are additions to the protocol (COMPATIBILITY.md, entry 54):
// they follow upstream's conventions (closed objects, snake_case members,
// contract_version) and get the same schema, vector and property treatment
// as upstream's types.
package messaging
