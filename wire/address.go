package wire

import (
	"unsafe"

	"github.com/ethereum/go-ethereum/common"
)

// Address is an Ethereum address. It wraps go-ethereum's
// common.Address with a presence flag: the zero Address is absent, and the
// all-zero address parsed from 0x0000…0000 is a present value distinct from it.
//
// Accepted text matches ^0x[a-fA-F0-9]{40}$ and, when it mixes upper- and
// lowercase letters, must be the address's EIP-55 spelling.
// Output is always EIP-55. == compares the 20 bytes and presence, so parsing
// the lowercase, uppercase and EIP-55 spellings gives equal values.
type Address struct {
	a  common.Address
	ok bool
}

// ParseAddress parses an Ethereum address. Text that does not match
// AddressPattern gives an error wrapping ErrSyntax; a mixed-case address whose
// case is not its EIP-55 checksum gives one wrapping ErrChecksum.
func ParseAddress(s string) (Address, error) {
	a, err := parseAddress(addressKind, s, s)
	if err != nil {
		return Address{}, err
	}
	return a, nil
}

// MustParseAddress is like ParseAddress but panics on error. It is intended
// for tests and hard-coded constants.
func MustParseAddress(s string) Address {
	a, err := ParseAddress(s)
	if err != nil {
		panic(err)
	}
	return a
}

// AddressFrom returns the present Address holding a.
func AddressFrom(a common.Address) Address { return Address{a, true} }

// parseAddress parses the address text s found in input, reporting failures as
// errors of k (an address in an NftId is reported against the whole NftId).
func parseAddress(k *kind, input, s string) (Address, *ParseError) {
	// Rule 1: ^0x[a-fA-F0-9]{40}$ — lowercase "0x", exactly 40 hex digits.
	a, mixed, ok := lexAddress(s)
	if !ok {
		return Address{}, k.error(input, "must match "+AddressPattern, ErrSyntax)
	}
	if mixed {
		if err := checkEIP55(k, input, s, &a); err != nil {
			return Address{}, err
		}
	}
	return Address{a, true}, nil
}

// lexAddress applies rule 1 (the pattern) to s and decodes it, reporting
// whether it mixes upper- and lowercase letters.
func lexAddress(s string) (a common.Address, mixed, ok bool) {
	if len(s) != 42 || s[0] != '0' || s[1] != 'x' {
		return common.Address{}, false, false
	}
	return decodeAddress(s)
}

// checkEIP55 applies rule 2 to the mixed-case address text s of a:
// all-lowercase, all-uppercase or digits-only text is accepted without it;
// mixed case must be exactly the EIP-55 form.
func checkEIP55(k *kind, input, s string, a *common.Address) *ParseError {
	var want [42]byte
	eip55(&want, a)
	if string(want[:]) == s {
		return nil
	}
	msg := "address checksum mismatch: got " + s + ", want " + string(want[:])
	e := k.error(input, msg, ErrChecksum)
	e.rule, e.message = "address-checksum", msg
	return e
}

// IsZero reports whether a is the zero (absent) Address.
func (a Address) IsZero() bool { return !a.ok }

// Common returns the go-ethereum address (all zeros for the zero Address).
func (a Address) Common() common.Address { return a.a }

// Equal reports whether a and b are the same address: same 20 bytes and same
// presence. It is the same as ==.
func (a Address) Equal(b Address) bool { return a == b }

// String returns the EIP-55 spelling, or "" for the zero Address.
func (a Address) String() string {
	if !a.ok {
		return ""
	}
	var buf [42]byte
	eip55(&buf, &a.a)
	return string(buf[:])
}

// AppendText implements encoding.TextAppender: it appends the EIP-55
// spelling, or nothing for the zero Address.
func (a Address) AppendText(b []byte) ([]byte, error) {
	if !a.ok {
		return b, nil
	}
	var buf [42]byte
	eip55(&buf, &a.a)
	return append(b, buf[:]...), nil
}

// MarshalText implements encoding.TextMarshaler: the EIP-55 spelling, or ""
// for the zero Address. (common.Address's own MarshalText writes lowercase.)
func (a Address) MarshalText() ([]byte, error) { return a.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler with the rules of
// ParseAddress; "" gives the zero value.
func (a *Address) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*a = Address{}
		return nil
	}
	// Parse a view of text without copying it; only an error, which keeps
	// the input, needs a string of its own.
	s := unsafe.String(&text[0], len(text))
	v, err := parseAddress(addressKind, s, s)
	if err != nil {
		s = string(text)
		_, err = parseAddress(addressKind, s, s)
		return err
	}
	*a = v
	return nil
}
