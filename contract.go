package hounfour

import (
	"errors"

	"github.com/hounfour-go/hounfour/internal/lex"
)

// Contract is a protocol contract version the library speaks: every document
// type, member and enumeration value belongs to the contracts from the one
// that introduced it on, and a reader of a contract treats what a later
// contract added as its peers on that contract do (an undeclared member, a
// value outside the enumeration, an unknown schema).
//
// The library speaks two contracts, [Contract700] and [Contract870]. The zero
// Contract is absent: where an option takes a Contract, the zero value means
// the library's default, [ContractVersion].
type Contract string

// The contracts the library speaks, oldest first.
const (
	// Contract700 is upstream loa-hounfour 7.0.0.
	Contract700 Contract = "7.0.0"
	// Contract870 is upstream loa-hounfour 8.7.0.
	Contract870 Contract = "8.7.0"
)

// ErrUnknownContract is the error of ParseContract and UnmarshalText for a
// text that names no contract the library speaks.
var ErrUnknownContract = errors.New("hounfour: not a contract version this library speaks")

// Contracts returns the contracts the library speaks, oldest first.
func Contracts() []Contract { return []Contract{Contract700, Contract870} }

// ParseContract returns the contract named s ("7.0.0" or "8.7.0"), or an
// error wrapping ErrUnknownContract. s must be exactly the version text:
// "7.0", "v7.0.0" and "07.0.0" name no contract.
func ParseContract(s string) (Contract, error) {
	if c := Contract(s); c.IsValid() {
		return c, nil
	}
	return "", &ContractError{Text: s}
}

// MustParseContract is ParseContract that panics on an error, for constants
// in programs and tests.
func MustParseContract(s string) Contract {
	c, err := ParseContract(s)
	if err != nil {
		panic(err)
	}
	return c
}

// IsValid reports whether c is a contract the library speaks (the zero
// Contract is not).
func (c Contract) IsValid() bool { return c == Contract700 || c == Contract870 }

// Or returns c, or ContractVersion when c is the zero Contract.
func (c Contract) Or() Contract {
	if c == "" {
		return Contract(ContractVersion)
	}
	return c
}

// SchemaID returns the $id of the named schema in the schema files of
// contract c: SchemaBaseURL + "/" + c's version + "/" + name (the zero
// Contract: ContractVersion). The name is not checked against the schema
// registry.
func (c Contract) SchemaID(name string) string {
	return SchemaBaseURL + "/" + string(c.Or()) + "/" + name
}

// String returns the version text of c ("" for the zero Contract).
func (c Contract) String() string { return string(c) }

// MarshalText returns the version text of c; the zero Contract is the empty
// text.
func (c Contract) MarshalText() ([]byte, error) { return []byte(c), nil }

// UnmarshalText sets c to the contract the text names; the empty text is the
// zero Contract.
func (c *Contract) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*c = ""
		return nil
	}
	x, err := ParseContract(string(text))
	if err != nil {
		return err
	}
	*c = x
	return nil
}

// Includes reports whether something introduced in version since belongs
// to contract c: since is at most c's version (major, minor and patch
// compared as numbers). An empty since means 7.0.0 or earlier, part of every
// contract; a since that is not a major.minor.patch version belongs to none.
// The zero Contract stands for ContractVersion.
func (c Contract) Includes(since string) bool {
	if since == "" {
		return true
	}
	s, ok := parseDigitVersion(since)
	if !ok {
		return false
	}
	v, _ := parseDigitVersion(string(c.Or()))
	return s.compare(v) <= 0
}

// ContractError is the error for a text that names no contract the library
// speaks; it matches ErrUnknownContract.
type ContractError struct {
	// Text is the text, as given.
	Text string
}

func (e *ContractError) Error() string {
	return "hounfour: " + lex.Quote(e.Text) + " is not a contract version this library speaks (7.0.0, 8.7.0)"
}

// Is reports whether target is ErrUnknownContract.
func (e *ContractError) Is(target error) bool { return target == ErrUnknownContract }
