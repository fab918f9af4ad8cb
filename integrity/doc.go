// Package integrity implements the protocol's request-integrity functions
// and its canonical forms:
//
//   - the request hash: "sha256:" + lowercase hex SHA-256 of the decoded
//     request body, with upstream's exact Content-Encoding handling (gzip,
//     zlib-wrapped deflate, brotli, at most two layers, a per-layer output cap
//     and compression-ratio limit) and its exact error codes, statuses and
//     messages ([ComputeReqHash], [VerifyReqHash], [DecompressBody],
//     [DecompressionError]);
//   - the idempotency key: SHA-256 of the JSON.stringify text of
//     [tenant, reqHash, provider, model] ([DeriveIdempotencyKey]).
//
// Decompression streams: every layer is decoded incrementally and never
// produces more than its cap plus one byte, so a multi-gigabyte bomb is
// rejected after producing cap + 1 bytes of output and is never held in
// memory. [ComputeReqHash] hashes the last layer's output as it is produced
// and holds no decoded body at all; [DecompressBody] holds at most the
// returned body (cap bytes).
//
// Memory bound: besides the body, each decoder keeps its window — 32 KiB
// for gzip and deflate, but up to 16 MiB for brotli, whose window size is
// chosen by the sender within the stream format. So rejecting a gzip or
// deflate bomb stays within about the cap (about 0.004× of it for
// ComputeReqHash, 1.0× for DecompressBody with the default 10 MiB cap), while
// a brotli body may need the cap plus 16 MiB. Refusing large-window brotli
// streams would reject bodies upstream accepts, so the library does not.
//
// Errors: a layer that produces more than the cap is BODY_TOO_LARGE (413);
// a stream that does not decode — corrupt, truncated, empty, or of another
// encoding than its label — is ENCODING_CORRUPT (400), where upstream says
// BODY_TOO_LARGE for both (deviation 71 in COMPATIBILITY.md). gzip checks
// a CRC-32 and the length of every member and deflate (zlib) an Adler-32,
// so their corruption is detected; brotli has no integrity check at all: a
// damaged brotli stream that still parses decodes to wrong bytes without
// an error, which only the request hash (or the document's own checks)
// can catch.
//
// Canonical forms. [SafeCanonicalize] (and [SafeCanonicalizeJSON] for JSON
// text) writes the safe canonical form the protocol hashes from 8.5.0 on:
// every string and member name in Unicode NFC (two names of one object that
// become equal are a [CanonicalizeKeyCollisionError]), then RFC 8785 as
// JavaScript writes it (numbers as the nearest float64 in ECMAScript form,
// members sorted by UTF-16 code units), at most [DefaultCanonicalMaxBytes]
// long unless [WithMaxBytes] says otherwise ([CanonicalizeSizeError]);
// malformed Unicode is a [CanonicalizeNFCError]. The plain RFC 8785 form of
// the earlier hash domains, without normalization or cap, is
// hounfour.MarshalCanonical. [CheckStrictSubset] checks the strict subset a
// signed payload is written in (no repeated names, exponents, negative
// zero or text outside NFC) without changing it. Both take at most
// [MaxCanonicalInput] bytes nested at most [MaxCanonicalDepth] deep, in
// time linear in their input apart from sorting each object's names.
//
// The package also holds the conservation and liveness property registry:
// [ConservationProperty], [LivenessProperty] and
// [PropertyRegistry] (schema conservation-property-registry), the canonical
// invariants I-1…I-14 and liveness properties L-1…L-6
// ([CanonicalConservationProperties], [CanonicalLivenessProperties]) and
// [CanonicalRegistry], which builds a registry that validates. The
// registry's Validate includes its constraint file's seven error rules;
// ValidateSchema keeps upstream's schema-only verdict.
package integrity
