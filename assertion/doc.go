// Package assertion holds the assertion family of the loa-hounfour
// protocol (contract 8.x) and the challenges raised against assertions: the
// signed observation with a lifecycle ([Assertion]), the vocabularies it is
// classified with ([PrivacyScope], [RiskLevel], [Status], [Class]), and the
// formal [Challenge] envelope with its [ChallengeType] and
// [RequestedEffect].
//
// # Documents
//
// Every type here is a document type of contract 8.7.0 only (assertion,
// privacy-scope, risk-level, assertion-status and assertion-class were
// introduced in 8.5.0; challenge-type, challenge-requested-effect and
// challenge in 8.6.0), unknown to a 7.0.0 peer: decode and validate them
// under 8.7.0; under hounfour.Contract700 a decode is refused with
// hounfour.ErrNotInContract.
//
// An [Assertion] is a union of eight variants chosen by its status: a
// candidate has no signatures member; every other status requires at
// least one signing.Envelope. Its violations name the member of the
// variant its status selects (a status that selects none: /status).
//
// # Nothing is verified
//
// A signed assertion (any status but candidate) is crypto-bearing: a
// validation through hounfour.Options refuses it unless
// Options.AcceptDeferred is set, and then reports the CRYPTO_DEFERRED
// obligation under the schema id "Assertion#status=<status>"; a candidate
// is valid under any options, without obligation. A-1 (signatures unless a
// candidate) is the union's shape; A-2 (a forgotten assertion has its
// forget record) and A-3 (lifecycle transitions across records) are the
// caller's (runtime-deferred).
//
// A [Challenge] is crypto-bearing: the library checks the form of its
// signature, never the signature. A validation through hounfour.Options
// refuses a challenge unless Options.AcceptDeferred is set, and then
// reports the CRYPTO_DEFERRED obligation. The rules of its constraint file
// are all the caller's (runtime-deferred): the signature verified with the
// challenger's key from the caller's keyring (CHL-1), the target assertion
// resolved in the caller's store (CHL-2), the (type, effect) pairing
// accepted by the caller's policy (CHL-3) and the evidence hashes
// de-duplicated (CHL-4, case-insensitively).
//
// A challenge is version-locked: its contract_version is always "8.6.0",
// and its ts is a UTC timestamp text (a pattern, no calendar check), not a
// protocol date-time.
package assertion
