// Package model implements the model-invocation layer of the loa-hounfour
// v7.0.0 protocol: what an inference runtime and a gateway exchange on every
// model call — completion requests and results, provider wire messages, tool
// definitions and results, thinking traces, model capabilities and provider
// specs, ensembles, routing constraints and resolutions, budget scopes and
// capacity reservations — together with the provider conformance vocabulary
// ([ConformanceLevel]), the cross-language conformance vectors
// ([ConformanceVector]) with their output matcher ([MatchConformanceOutput]),
// and constraint proposals.
//
// Every document type decodes strictly (unknown members of closed objects,
// duplicate and case-mismatched names are rejected) and has a Validate method
// that reports every violation with its JSON Pointer path and a stable rule id.
package model
