// Package conformance implements the provider-conformance vocabulary of the
// loa-hounfour v7.0.0 protocol: how deeply a provider's conformance was
// verified, and the cross-language test vectors that verify it.
//
//   - [Level] (schema conformance-level): self_declared <
//     community_verified < protocol_certified, with [Level.Rank] and
//     [LevelOrder]. A provider spec carries its provider's level, and the
//     level sets the minimum capacity reservation (package reservation).
//   - [Vector] (schema conformance-vector): one vector of upstream's
//     conformance suite — an input, the expected output and validity, the
//     cross-field rules it expects to trip ([CrossFieldExpectation]) and the
//     [MatchingRules] for comparing outputs. [Category] names what a vector
//     exercises and the suite's folder it lives in; [Categories] lists them.
//   - [MatchOutput] compares an actual output with a vector's expected
//     output under its matching rules (selected and volatile members,
//     numeric tolerance, canonical strings, null handling) and says which
//     members differ ([MatchResult], [Mismatch]).
//
// The vectors are data: package vectors runs upstream's suite (one handler
// per category) and the library's own golden vectors with these types.
//
// # Why a package of its own
//
// The level and the vectors are one concept, the provider-certification
// process, which the model layer (provider specs), reservations (tier
// minimums) and governance (configured minimums) all refer to; as a leaf
// package it lets each of them import the vocabulary without importing the
// others.
package conformance
