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
// Specification (../shared/spec beside the checkout):
//
//   - README.md §5.6: the date-time, uri and uuid formats ([Timestamp], [URI], [UUID]).
//   - README.md §5.8: the table of primitives and the parse error model ([ParseError]).
//   - README.md §5.9 and billing.md §2: money text ([MicroUSD], [MicroUSDUnsigned],
//     [BasisPoints], [AccountID]) and the arithmetic of billing.md §2.8.
//   - agent.md §1 and §2: Ethereum addresses with the EIP-55 checksum rule ([Address])
//     and NFT identifiers ([NftID]).
//   - version-errors-integrity.md §2 and §5: contract versions ([Semver]) and the
//     pool and tier vocabulary ([PoolID], [Tier]).
//   - tool-messaging.md §0: [ULID].
//
// Every parser returns a *[ParseError] that wraps one of [ErrSyntax],
// [ErrRange] or [ErrChecksum], and never panics on any input.
//
// Work is bounded on any input: the integer text primitives accept at most
// [MaxDigits] (78) significant digits, so money arithmetic never meets an
// operand longer than that, and error messages quote at most 128 bytes of
// an input, followed by its length.
package wire
