package messaging

import (
	"errors"
	"strconv"
	"strings"

	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/lex"
	"github.com/hounfour-go/hounfour/wire"
)

// AgentAddress addresses an agent as a message endpoint (schema
// agent-address); it is not an Ethereum address (wire.Address). It has three
// forms: a bare token id (agent://4269), a collection alias with a token id
// (agent://bears/4269) and a canonical NftId
// (agent://eip155:80094/0x5Af0…25a5/4269). Its text form is the agent:// URI
// (ParseAgentAddress, String); its wire form inside documents is the JSON
// object {"scheme":"agent","nft_id":…,"collection":…} (MarshalJSON,
// UnmarshalJSON).
//
// AgentAddress is a comparable value: == is structural equality (same form,
// same strings), so agent://4269 and agent://bears/4269 differ even when a
// deployment resolves them to the same agent. A non-zero AgentAddress is
// always valid; the zero AgentAddress is absent. AgentAddress deliberately
// does not implement encoding.TextMarshaler, so no JSON library silently
// writes the URI form.
type AgentAddress struct {
	form  AgentAddressForm
	alias string     // FormAlias: the collection alias
	token string     // FormToken, FormAlias: the token id, verbatim
	nft   wire.NftID // FormNftID
}

// AgentAddressForm is the form of an AgentAddress. The zero AgentAddressForm
// is the form of the zero AgentAddress.
type AgentAddressForm uint8

// The three address forms.
const (
	FormToken AgentAddressForm = iota + 1 // agent://{token id}
	FormAlias                             // agent://{collection alias}/{token id}
	FormNftID                             // agent://{canonical NftId}
)

// String returns "token", "alias", "nftid", or "" for the zero form.
func (f AgentAddressForm) String() string {
	switch f {
	case FormToken:
		return "token"
	case FormAlias:
		return "alias"
	case FormNftID:
		return "nftid"
	}
	return ""
}

const (
	addressPrefix = "agent://"
	nftIDPrefix   = "eip155:"
	reservedAlias = "eip155"
	maxAliasLen   = 64
)

// The reasons of ParseAgentAddress errors.
const (
	reasonPrefix   = `missing "agent://" prefix`
	reasonEmpty    = "empty target"
	reasonToken    = "invalid token id"
	reasonAlias    = "invalid collection alias"
	reasonReserved = `reserved collection alias "eip155"`
	reasonNftID    = "invalid NftId"
)

// addressError is the error of ParseAgentAddress and the constructors:
// invalid agent address "{s}": {reason}, wrapping a wire sentinel.
type addressError struct {
	input, reason string
	err           error
}

func (e *addressError) Error() string {
	return "invalid agent address " + strconv.Quote(e.input) + ": " + e.reason
}

func (e *addressError) Unwrap() error { return e.err }

func syntaxError(input, reason string) error { return &addressError{input, reason, wire.ErrSyntax} }

// ParseAgentAddress parses an agent:// URI:
//
//  1. s starts with exactly "agent://"; the rest, the target, is not empty;
//  2. a target starting with "eip155:" is a canonical NftId: it parses as an
//     NftId (pattern, chain id ≤ 2^64−1, checksum rule) and is spelled exactly
//     as its canonical form, EIP-55 collection included;
//  3. else a target containing "/" is alias "/" token id: the alias matches
//     ^[a-z][a-z0-9-]{0,63}$ and is not "eip155", the token id is one or more
//     ASCII digits (leading zeros kept);
//  4. else the target is a token id.
//
// Nothing else is accepted: no uppercase scheme or alias, trailing "/", query,
// fragment, percent-encoding or whitespace. Errors read
// `invalid agent address "{s}": {reason}` and wrap wire.ErrSyntax, or
// wire.ErrChecksum for an NftId whose mixed-case collection has a wrong
// checksum. For every accepted s, ParseAgentAddress(s).String() == s.
func ParseAgentAddress(s string) (AgentAddress, error) {
	t, ok := strings.CutPrefix(s, addressPrefix)
	if !ok {
		return AgentAddress{}, syntaxError(s, reasonPrefix)
	}
	if t == "" {
		return AgentAddress{}, syntaxError(s, reasonEmpty)
	}
	if strings.HasPrefix(t, nftIDPrefix) {
		id, err := wire.ParseNftID(t)
		if err != nil {
			sentinel := wire.ErrSyntax
			if errors.Is(err, wire.ErrChecksum) {
				sentinel = wire.ErrChecksum
			}
			return AgentAddress{}, &addressError{s, reasonNftID, sentinel}
		}
		if !spelledCanonically(id, t) {
			return AgentAddress{}, syntaxError(s, "non-canonical NftId (want "+id.String()+")")
		}
		return AgentAddress{form: FormNftID, nft: id}, nil
	}
	if alias, token, found := strings.Cut(t, "/"); found {
		if reason := checkAlias(alias); reason != "" {
			return AgentAddress{}, syntaxError(s, reason)
		}
		if !lex.Digits(token) {
			return AgentAddress{}, syntaxError(s, reasonToken)
		}
		return AgentAddress{form: FormAlias, alias: alias, token: token}, nil
	}
	if !lex.Digits(t) {
		return AgentAddress{}, syntaxError(s, reasonToken)
	}
	return AgentAddress{form: FormToken, token: t}, nil
}

// MustParseAgentAddress is like ParseAgentAddress but panics on error. It is
// intended for tests and hard-coded constants.
func MustParseAgentAddress(s string) AgentAddress {
	a, err := ParseAgentAddress(s)
	if err != nil {
		panic(err)
	}
	return a
}

// AgentAddressForNftID returns the NftId-form address of id; it is always
// canonical (the NftID holds its collection as bytes and prints EIP-55). The
// zero NftID gives the zero AgentAddress.
func AgentAddressForNftID(id wire.NftID) AgentAddress {
	if id.IsZero() {
		return AgentAddress{}
	}
	return AgentAddress{form: FormNftID, nft: id}
}

// AgentAddressForToken returns the bare token-id address agent://{tokenID}. The
// token id must be one or more ASCII digits; otherwise the error reads
// `invalid agent address "agent://{tokenID}": invalid token id`.
func AgentAddressForToken(tokenID string) (AgentAddress, error) {
	if !lex.Digits(tokenID) {
		return AgentAddress{}, syntaxError(addressPrefix+tokenID, reasonToken)
	}
	return AgentAddress{form: FormToken, token: tokenID}, nil
}

// AgentAddressForAlias returns the address agent://{alias}/{tokenID}. The alias
// must match ^[a-z][a-z0-9-]{0,63}$ and not be "eip155", the token id must be
// one or more ASCII digits; errors read as ParseAgentAddress's for the URI the
// address would have had.
func AgentAddressForAlias(alias, tokenID string) (AgentAddress, error) {
	input := addressPrefix + alias + "/" + tokenID
	if reason := checkAlias(alias); reason != "" {
		return AgentAddress{}, syntaxError(input, reason)
	}
	if !lex.Digits(tokenID) {
		return AgentAddress{}, syntaxError(input, reasonToken)
	}
	return AgentAddress{form: FormAlias, alias: alias, token: tokenID}, nil
}

// IsZero reports whether a is the zero (absent) AgentAddress.
func (a AgentAddress) IsZero() bool { return a.form == 0 }

// Form returns the form of a (0 for the zero AgentAddress).
func (a AgentAddress) Form() AgentAddressForm { return a.form }

// TokenID returns the token id, verbatim: the NftId's token id for the NftId
// form ("" for the zero AgentAddress).
func (a AgentAddress) TokenID() string {
	if a.form == FormNftID {
		return a.nft.TokenID()
	}
	return a.token
}

// Collection returns the collection alias of the alias form, else "".
func (a AgentAddress) Collection() string { return a.alias }

// NftID returns the NftId of the NftId form; ok is false for the other forms
// and the zero AgentAddress.
func (a AgentAddress) NftID() (id wire.NftID, ok bool) { return a.nft, a.form == FormNftID }

// String returns the agent:// URI of a, or "" for the zero AgentAddress.
func (a AgentAddress) String() string {
	switch a.form {
	case FormToken:
		return addressPrefix + a.token
	case FormAlias:
		return addressPrefix + a.alias + "/" + a.token
	case FormNftID:
		return addressPrefix + a.nft.String()
	}
	return ""
}

// isAlias reports whether s matches ^[a-z][a-z0-9-]{0,63}$.
func isAlias(s string) bool {
	if s == "" || len(s) > maxAliasLen || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// checkAlias returns the reason alias is not a usable collection alias, or "".
func checkAlias(alias string) string {
	switch {
	case !isAlias(alias):
		return reasonAlias
	case alias == reservedAlias:
		return reasonReserved
	}
	return ""
}

// addressObject is the JSON form of an AgentAddress.
type addressObject struct {
	// Scheme is always "agent".
	Scheme string `json:"scheme" hf:"const=agent"`
	// NftID is a bare token id (token and alias forms) or a canonical NftId.
	NftID string `json:"nft_id" hf:"pattern=^(?:[0-9]+|eip155:[1-9][0-9]*/0x[a-fA-F0-9]{40}/[0-9]+)$"`
	// Collection is the collection alias (alias form only).
	Collection *string `json:"collection,omitzero" hf:"pattern=^[a-z][a-z0-9-]{0,63}$"`
}

var _ = codec.RegisterObject(
	func(a *AgentAddress) addressObject {
		w := addressObject{Scheme: "agent", NftID: a.token}
		switch a.form {
		case FormAlias:
			alias := a.alias
			w.Collection = &alias
		case FormNftID:
			w.NftID = a.nft.String()
		}
		return w
	},
	func(w *addressObject) AgentAddress {
		switch {
		case strings.HasPrefix(w.NftID, nftIDPrefix):
			// The rules below established that it parses and is canonical.
			id, _ := wire.ParseNftID(w.NftID)
			return AgentAddress{form: FormNftID, nft: id}
		case w.Collection != nil:
			return AgentAddress{form: FormAlias, alias: *w.Collection, token: w.NftID}
		}
		return AgentAddress{form: FormToken, token: w.NftID}
	},
)

var _ = codec.Register(codec.Meta[addressObject]{
	Rules: func(w *addressObject, r *codec.Rules) {
		isNftID := r.OK("nft_id") && strings.HasPrefix(w.NftID, nftIDPrefix)
		if isNftID {
			// The pattern matched, so the NftId parses but for its chain id
			// range or a wrong mixed-case checksum; the lowercase spelling of
			// the same collection has no checksum to get wrong.
			id, err := wire.ParseNftID(w.NftID)
			if errors.Is(err, wire.ErrChecksum) {
				id, err = wire.ParseNftID(strings.ToLower(w.NftID))
			}
			switch {
			// "an NftId-form nft_id has chain id ≤ 18446744073709551615"
			case err != nil:
				var perr *wire.ParseError // only on this path: &perr escapes
				errors.As(err, &perr)
				rule, message := perr.Violation() // nft-id-chain-range
				r.Report(rule, message, "nft_id")
			// "an NftId-form nft_id is canonical (exact EIP-55 collection)"
			case !spelledCanonically(id, w.NftID):
				r.Report("agent-address-canonical", "nft_id must be a canonical NftId: want "+id.String(), "nft_id")
			}
		}
		// "collection is absent when nft_id is an NftId"
		if isNftID && r.OK("collection") && w.Collection != nil {
			r.Report("agent-address-collection", "collection must be absent when nft_id is an NftId", "collection")
		}
		// "collection is not eip155"
		if r.OK("collection") && w.Collection != nil && *w.Collection == reservedAlias {
			r.Report("agent-address-reserved-alias", `collection "eip155" is reserved`, "collection")
		}
	},
})

// spelledCanonically reports whether s is the canonical spelling of id
// (without allocation).
func spelledCanonically(id wire.NftID, s string) bool {
	var buf [128]byte
	canon, _ := id.AppendText(buf[:0])
	return string(canon) == s
}

var _ = codec.Register(codec.Meta[AgentAddress]{
	Schema:      "agent-address",
	Description: "An agent as a message endpoint: a token id, a collection alias and token id, or a canonical NftId",
	Doc: codec.Doc{
		Validate: "Validate reports nil for a present AgentAddress, which is valid by construction, and a " +
			"required violation for the zero AgentAddress.",
		MarshalJSON: "MarshalJSON writes the JSON object form " +
			"{\"scheme\":\"agent\",\"nft_id\":…[,\"collection\":…]}; the zero AgentAddress is an error.",
		UnmarshalJSON: "UnmarshalJSON decodes the JSON object form strictly and applies every rule of the " +
			"form, since an AgentAddress cannot hold an invalid form; the error is a " +
			"*hounfour.ValidationError.",
	},
})
