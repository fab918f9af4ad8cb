package wire

import (
	"strconv"

	"github.com/ethereum/go-ethereum/common"

	"github.com/hounfour-go/hounfour/internal/lex"
)

// NftID is a canonical NFT identifier eip155:{chainId}/{collection}/{tokenId}.
//
// Accepted text matches NftIDPattern; in addition the chain id must fit a
// uint64 and the collection obeys the address checksum rule.
// The collection is normalized to EIP-55 and the token id is
// kept verbatim (leading zeros are significant: 007 ≠ 7), so String gives the
// canonical form. == compares chain id, collection bytes and token text.
//
// The zero NftID is absent and marshals to "".
type NftID struct {
	chain uint64
	addr  common.Address
	token string // verbatim decimal digits; "" = absent
}

const nftPrefix = "eip155:"

// ParseNftID parses an NftId. The first failing step decides
// the error: the pattern (ErrSyntax), the chain id range (ErrRange), the
// collection checksum (ErrChecksum).
func ParseNftID(s string) (NftID, error) {
	id, err := parseNftID(s)
	if err != nil {
		return NftID{}, err
	}
	return id, nil
}

// MustParseNftID is like ParseNftID but panics on error. It is intended for
// tests and hard-coded constants.
func MustParseNftID(s string) NftID {
	id, err := ParseNftID(s)
	if err != nil {
		panic(err)
	}
	return id
}

// IsValidNftID reports whether ParseNftID accepts s: the pattern, the chain id
// range and the checksum rule (stricter than upstream's regex-only isValidNftId).
func IsValidNftID(s string) bool {
	_, err := parseNftID(s)
	return err == nil
}

func parseNftID(s string) (NftID, *ParseError) {
	const syntax = "must match " + NftIDPattern
	// 1. The pattern ^eip155:([1-9]\d*)\/0x([a-fA-F0-9]{40})\/(\d+)$.
	if len(s) < len("eip155:1/0x0000000000000000000000000000000000000000/0") || s[:len(nftPrefix)] != nftPrefix {
		return NftID{}, nftIDKind.error(s, syntax, ErrSyntax)
	}
	i := len(nftPrefix)
	if s[i] < '1' || s[i] > '9' {
		return NftID{}, nftIDKind.error(s, syntax, ErrSyntax)
	}
	chainStart := i
	for i < len(s) && lex.IsDigit(s[i]) {
		i++
	}
	chainText := s[chainStart:i]
	// What follows the chain id: "/" + 42 address characters + "/" + ≥ 1 digit.
	if len(s)-i < 1+42+1+1 || s[i] != '/' || s[i+43] != '/' {
		return NftID{}, nftIDKind.error(s, syntax, ErrSyntax)
	}
	addrText := s[i+1 : i+43]
	addr, mixed, ok := lexAddress(addrText)
	if !ok {
		return NftID{}, nftIDKind.error(s, syntax, ErrSyntax)
	}
	token := s[i+44:]
	if !lex.Digits(token) {
		return NftID{}, nftIDKind.error(s, syntax, ErrSyntax)
	}
	// 2. the chain id must be ≤ 18446744073709551615.
	chain, err := strconv.ParseUint(chainText, 10, 64)
	if err != nil {
		msg := "NftId chain id out of range: " + chainText
		e := nftIDKind.error(s, msg, ErrRange)
		e.rule, e.message = "nft-id-chain-range", msg
		return NftID{}, e
	}
	// 3. the collection's checksum rule.
	if mixed {
		if err := checkEIP55(nftIDKind, s, addrText, &addr); err != nil {
			return NftID{}, err
		}
	}
	// 4. The token id is kept verbatim.
	return NftID{chain: chain, addr: addr, token: token}, nil
}

// FormatNftID returns the NftID eip155:{chainID}/{EIP-55 collection}/{tokenID}.
// Unlike upstream's formatNftId it validates every input: the
// chain id must be ≥ 1 (else ErrRange), the collection present and the token id
// one or more ASCII digits (else ErrSyntax), so that the result always parses.
func FormatNftID(chainID uint64, collection Address, tokenID string) (NftID, error) {
	id := NftID{chain: chainID, addr: collection.a, token: tokenID}
	var reason string
	var sentinel error = ErrSyntax
	switch {
	case chainID == 0:
		reason, sentinel = "chain id must be at least 1", ErrRange
	case collection.IsZero():
		reason = "collection is absent"
	case !lex.Digits(tokenID):
		reason = "token id must match ^[0-9]+$"
	default:
		return id, nil
	}
	input := string(id.appendTo(nil, !collection.IsZero()))
	e := nftIDKind.error(input, reason, sentinel)
	e.fn = "FormatNftID"
	return NftID{}, e
}

// IsZero reports whether id is the zero (absent) NftID.
func (id NftID) IsZero() bool { return id.token == "" }

// ChainID returns the chain id (0 for the zero NftID).
func (id NftID) ChainID() uint64 { return id.chain }

// Collection returns the collection address (the zero Address for the zero NftID).
func (id NftID) Collection() Address {
	if id.token == "" {
		return Address{}
	}
	return Address{id.addr, true}
}

// TokenID returns the token id text, verbatim ("" for the zero NftID).
func (id NftID) TokenID() string { return id.token }

// String returns the canonical form eip155:{chainId}/{EIP-55 collection}/{tokenId},
// or "" for the zero NftID.
func (id NftID) String() string {
	if id.token == "" {
		return ""
	}
	var buf [96]byte
	return string(id.appendTo(buf[:0], true))
}

// AppendText implements encoding.TextAppender: it appends the canonical
// form, or nothing for the zero NftID.
func (id NftID) AppendText(b []byte) ([]byte, error) {
	if id.token == "" {
		return b, nil
	}
	return id.appendTo(b, true), nil
}

// MarshalText implements encoding.TextMarshaler: the canonical form, or ""
// for the zero NftID.
func (id NftID) MarshalText() ([]byte, error) { return id.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler with the rules of
// ParseNftID; "" gives the zero value.
func (id *NftID) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*id = NftID{}
		return nil
	}
	v, err := parseNftID(string(text))
	if err != nil {
		return err
	}
	*id = v
	return nil
}

// appendTo appends the text form; withAddr false leaves the collection empty.
func (id NftID) appendTo(b []byte, withAddr bool) []byte {
	b = append(b, nftPrefix...)
	b = strconv.AppendUint(b, id.chain, 10)
	b = append(b, '/')
	if withAddr {
		var a [42]byte
		eip55(&a, &id.addr)
		b = append(b, a[:]...)
	}
	b = append(b, '/')
	return append(b, id.token...)
}
