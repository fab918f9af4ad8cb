// Package signing holds what every signed document of the loa-hounfour
// protocol (contract 8.x) shares: the text forms of ed25519 signatures,
// public keys and SHA-256 content hashes, the signing context a signature
// is bound under, the semantic kind of a signature, and the signature
// envelope that wraps a signed payload hash.
//
// # Documents
//
// [Context] (schema signing-context, introduced in 8.4.0), [SignatureType]
// (signature-type, 8.5.0) and [Envelope] (signature-envelope, 8.5.0) are
// document types of contract 8.7.0 and unknown to a 7.0.0 peer: decode and
// validate them under 8.7.0 (hounfour.Options{Contract:
// hounfour.Contract870}); under 7.0.0 a decode is refused with
// hounfour.ErrNotInContract.
//
// # Nothing is verified
//
// The library checks the form of a signature, never the signature itself.
// An [Envelope] is crypto-bearing: a validation through hounfour.Options
// refuses it unless Options.AcceptDeferred is set, and then reports the
// CRYPTO_DEFERRED obligation — the caller must verify the signature against
// the key its key_ref names before trusting the envelope. The envelope's
// own rule SE-1 (the signature and the payload hash) is likewise the
// caller's: it is listed as a runtime-deferred rule of its constraint file.
//
// # Text types
//
// [Signature] (ed25519: and 86 unpadded base64url characters),
// [PublicKey] (ed25519-pub: and 43 characters), [PublicKeyLenient] (43 or
// 44 characters, the form the 8.4.0 documents accept), [Hash] (sha256: and
// 64 lowercase hex digits) and [ContextVersion] (a version without leading
// zeros, major ≥ 1) are string types: every document member of the type
// carries its pattern, and Valid tells whether a value matches it.
// [VersionsBound] and [BindingVersionPattern] are the consumer's check that
// an envelope's contract_version equals the one its signing context binds.
package signing
