// Package wire holds the text primitives of the loa-hounfour v7.0.0 protocol:
// the small value types every domain package uses for members whose JSON form
// is a string with a rule (or, for [BasisPoints], a bounded integer).
//
// The package is modelled on net/netip. Each primitive is a small immutable
// value type, comparable with == and usable as a map key. ParseX is strict,
// MustParseX panics and is meant for tests and constants, and the text methods
// (String, AppendText, MarshalText, UnmarshalText) are the wire contract, so
// encoding/json v1 and v2 behave the same. The zero value of each primitive
// means "absent" and is reported by IsZero.
//
// The primitives:
//
//   - the date-time, uri and uuid formats ([Timestamp], [URI], [UUID]);
//   - money text ([MicroUSD], [MicroUSDUnsigned], [BasisPoints], [AccountID])
//     and its exact arithmetic;
//   - Ethereum addresses with the EIP-55 checksum rule ([Address]) and NFT
//     identifiers ([NftID]);
//   - contract versions ([Semver]) and the pool and tier vocabulary
//     ([PoolID], [Tier]);
//   - [ULID].
//
// A [ParseError] names the primitive, the rejected input and the reason.
//
// Every parser returns a *[ParseError] that wraps one of [ErrSyntax],
// [ErrRange] or [ErrChecksum], and never panics on any input.
//
// Work is bounded on any input: the integer text primitives accept at most
// [MaxDigits] (78) significant digits, so money arithmetic never meets an
// operand longer than that, and error messages quote at most 128 bytes of
// an input, followed by its length.
package wire
