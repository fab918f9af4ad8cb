// Package tool implements the tool marketplace of the protocol (the v2.1 types
// of the design PRD that upstream loa-hounfour never shipped): the tool lifecycle
// (LifecycleState, its transition map and guarded validator, reusing
// agent.TransitionValidator), Registration with its revenue split and access
// checks, ListResponse with filters_applied, tool-call billing, and the
// payloads and checks of the tool's domain events.
//
// These types are additions to the protocol (COMPATIBILITY.md, entry 54):
// they follow upstream's conventions (closed objects, snake_case members,
// contract_version) and get the same schema, vector and property treatment
// as upstream's types.
package tool
