package wire

import (
	"errors"

	"github.com/hounfour-go/hounfour/internal/lex"
)

// Sentinel errors wrapped by every [ParseError], for use with [errors.Is].
var (
	// ErrSyntax reports text that does not have the primitive's form.
	ErrSyntax = errors.New("invalid syntax")
	// ErrRange reports text of the right form whose value is out of range: a
	// calendar field, an NftId chain id above 2^64−1, a negative unsigned amount,
	// basis points above 10000.
	ErrRange = errors.New("value out of range")
	// ErrChecksum reports a mixed-case Ethereum address whose letter case is not
	// its EIP-55 checksum.
	ErrChecksum = errors.New("checksum mismatch")
)

// ParseError is the error of every parser in this package.
type ParseError struct {
	// Type names the primitive: "Timestamp", "URI", "UUID", "Semver", "Address",
	// "NftID", "ULID", "Tier", "MicroUSDC"; for the other money primitives the
	// SDD field label:
	// "micro_usd", "micro_usd_unsigned", "basis_points",
	// "account_id", "pool_id".
	Type string
	// Input is the rejected text, verbatim (for a JSON number, its JSON text).
	Input string
	// Reason says what is wrong, with the spec's exact wording where it has one.
	Reason string
	// Err is the sentinel: ErrSyntax, ErrRange or ErrChecksum.
	Err error

	fn            string // the function that failed, for Error; "" = the type's parser
	rule, message string // the violation, when it depends on the input; "" = the type's default
}

// kind describes one primitive for its errors: the parser's name and the
// violation that document validation reports for a member of the type.
type kind struct {
	typ, fn       string
	rule, message string
}

// kinds indexes the primitives by ParseError.Type, for errors built by hand.
var kinds = map[string]*kind{}

func newKind(typ, fn, rule, message string) *kind {
	k := &kind{typ, fn, rule, message}
	kinds[typ] = k
	return k
}

func patternKind(typ, fn, pattern string) *kind {
	return newKind(typ, fn, "pattern", "Expected string to match '"+pattern+"'")
}

func formatKind(typ, fn, format string) *kind {
	return newKind(typ, fn, "format", "Expected string to match '"+format+"' format")
}

var (
	timestampKind     = formatKind("Timestamp", "ParseTimestamp", FormatDateTime)
	uriKind           = formatKind("URI", "ParseURI", FormatURI)
	uuidKind          = formatKind("UUID", "ParseUUID", FormatUUID)
	semverKind        = patternKind("Semver", "ParseSemver", SemverPattern)
	microKind         = patternKind("micro_usd", "ParseMicroUSD", MicroUSDPattern)
	microUnsignedKind = patternKind("micro_usd_unsigned", "ParseMicroUSDUnsigned", MicroUSDUnsignedPattern)
	microUSDCKind     = patternKind("MicroUSDC", "ParseMicroUSDC", MicroUSDCPattern)
	basisPointsKind   = newKind("basis_points", "ParseBasisPoints", "type", "Expected integer")
	accountIDKind     = patternKind("account_id", "ParseAccountID", AccountIDPattern)
	addressKind       = patternKind("Address", "ParseAddress", AddressPattern)
	nftIDKind         = patternKind("NftID", "ParseNftID", NftIDPattern)
	ulidKind          = patternKind("ULID", "ParseULID", ULIDPattern)
	poolIDKind        = newKind("pool_id", "ParsePoolID", "enum", "Expected union value")
	tierKind          = newKind("Tier", "ParseTier", "enum", "Expected union value")
)

func (k *kind) error(input, reason string, sentinel error) *ParseError {
	return &ParseError{Type: k.typ, Input: input, Reason: reason, Err: sentinel}
}

// Error returns the failing call, the quoted input and the reason, as net/netip
// does: wire.ParseAddress("0xzz"): must match ^0x[a-fA-F0-9]{40}$. An input
// longer than 32 bytes is quoted shortened, with its length stated:
// wire.ParseMicroUSD("1000…" (1000001 digits)), with the first 128 bytes.
func (e *ParseError) Error() string {
	fn := e.fn
	if fn == "" {
		if k := kinds[e.Type]; k != nil {
			fn = k.fn
		} else {
			fn = "Parse" + e.Type
		}
	}
	return "wire." + fn + "(" + lex.Quote(e.Input) + "): " + e.Reason
}

// Unwrap returns the sentinel, so that errors.Is(err, ErrSyntax) works.
func (e *ParseError) Unwrap() error { return e.Err }

// Violation returns the rule id and message with which document validation reports
// this failure for a member of this primitive type (address-checksum and
// nft-id-chain-range for addresses and NFT ids).
//
// For an error whose Type is not one of this package's primitives it returns
// two empty strings.
func (e *ParseError) Violation() (rule, message string) {
	if e.rule != "" {
		return e.rule, e.message
	}
	if k := kinds[e.Type]; k != nil {
		return k.rule, k.message
	}
	return "", ""
}
