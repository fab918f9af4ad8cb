// Package document implements the methods every document type has, on top
// of the codec: each of Validate, ValidateSchema, Warnings, MarshalJSON and
// UnmarshalJSON, which internal/codecgen writes into the type's package
// (zz_methods.go) from its registration, is one call here. It turns the
// codec's findings (codec.Violation) into the root package's error types
// (hounfour.ValidationError, hounfour.Warning), and it registers the wire
// primitives with the codec (their parsers and type-level keywords), so that
// every package holding document types, which imports this one, decodes
// them.
package document

import (
	"reflect"

	"github.com/hounfour-go/hounfour"
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/wire"
)

func init() {
	codec.RegisterTypeTag[wire.BasisPoints]("minimum=0,maximum=10000")
	// The second argument: whether the parsed value keeps its text
	// (addresses and ULIDs are held as bytes).
	codec.RegisterParser[wire.Timestamp](wire.ParseTimestamp, true)
	codec.RegisterParser[wire.URI](wire.ParseURI, true)
	codec.RegisterParser[wire.UUID](wire.ParseUUID, true)
	codec.RegisterParser[wire.Semver](wire.ParseSemver, true)
	codec.RegisterParser[wire.MicroUSD](wire.ParseMicroUSD, true)
	codec.RegisterParser[wire.MicroUSDUnsigned](wire.ParseMicroUSDUnsigned, true)
	codec.RegisterParser[wire.Address](wire.ParseAddress, false)
	codec.RegisterParser[wire.NftID](wire.ParseNftID, true)
	codec.RegisterParser[wire.ULID](wire.ParseULID, false)
	codec.RegisterParser[wire.AccountID](wire.ParseAccountID, true)
	codec.RegisterParser[wire.MicroUSDC](wire.ParseMicroUSDC, true)
	// The one text primitive that is also a document of its own: its
	// constraint file's two rules are not applied (they reject every
	// amount), so its schema decides.
	codec.Register(codec.Meta[wire.MicroUSDC]{
		Schema:      "micro-usdc",
		Description: "On-chain USDC amount in micro-units (6 decimal places). String-encoded unsigned bigint.",
		Since:       "7.1.0",
		ID:          "MicroUSDC",
		Methods:     codec.MethodsNone,
	})
}

func convert(vs []codec.Violation) []hounfour.Violation {
	if len(vs) == 0 {
		return nil
	}
	out := make([]hounfour.Violation, len(vs))
	for i, v := range vs {
		out[i] = hounfour.Violation(v)
	}
	return out
}

func asError(v any, vs []codec.Violation) error {
	if len(vs) == 0 {
		return nil
	}
	return ErrorAs(codec.SchemaName(reflect.TypeOf(v)), vs)
}

// ErrorAs returns nil when vs is empty, else a *hounfour.ValidationError
// naming schema and holding vs.
func ErrorAs(schema string, vs []codec.Violation) error {
	if len(vs) == 0 {
		return nil
	}
	return &hounfour.ValidationError{Schema: schema, Violations: convert(vs)}
}

// Validate returns nil or a *hounfour.ValidationError with every violation of
// the Go value v (a pointer to a document type): hounfour.Options{}.Validate
// of v, under the default contract.
func Validate(v any) error {
	if err := asError(v, codec.Violations(v)); err != nil {
		return err
	}
	if codec.AnyDeferrals() {
		// A type that leaves checks to the caller: what the default
		// Options say of them (a registered type, so Options.Validate
		// does not call back here).
		if _, b, _ := codec.Deferrals(v); b != 0 {
			if x, ok := v.(hounfour.Validator); ok {
				return hounfour.Options{}.Validate(x)
			}
		}
	}
	return nil
}

// ValidateSchema returns nil or a *hounfour.ValidationError with the
// violations of v that upstream's runtime validator reports: the schema
// rules and the type's Meta.UpstreamRules, without its constraint-file rules
// and the rules of the objects nested in it (codec.UpstreamViolations).
func ValidateSchema(v any) error {
	return asError(v, codec.UpstreamViolations(v))
}

// ValidateStructure returns nil or a *hounfour.ValidationError with the
// violations of v's schema keywords alone (codec.KeywordViolations): no
// cross-field and no constraint-file rule; a union checks itself.
func ValidateStructure(v any) error {
	if c, ok := v.(codec.Custom); ok {
		viol, _ := c.ValidateCustom()
		return asError(v, viol)
	}
	return asError(v, codec.KeywordViolations(v))
}

// Warnings returns the warnings of the Go value v, in document field order.
func Warnings(v any) []hounfour.Warning {
	_, warn := codec.Validate(v)
	return convert(warn)
}

// Unmarshal is the structural strict decode used by the types' UnmarshalJSON
// methods (strict decode steps 1–3; no Validate).
func Unmarshal(data []byte, v any) error {
	viol, err := codec.Unmarshal(data, v)
	if err != nil {
		return err
	}
	return asError(v, viol)
}

// Marshal is the default encoding used by the types' MarshalJSON methods.
func Marshal(v any) ([]byte, error) { return codec.Marshal(v) }

// ValidateAs validates v like Validate but names schema in the error: for a
// type that has no schema name of its own, such as a variant of a union
// validated alone.
func ValidateAs(schema string, v any) error {
	return ErrorAs(schema, codec.Violations(v))
}

// Contract returns the contract c names (the zero Contract:
// hounfour.ContractVersion) with its codec form, or the
// *hounfour.ContractError of a contract the library does not speak.
func Contract(c hounfour.Contract) (hounfour.Contract, codec.Version, error) {
	switch c {
	case "":
		return hounfour.Contract(hounfour.ContractVersion), 0, nil
	case hounfour.Contract700:
		return c, codec.Contract700, nil
	case hounfour.Contract870:
		return c, codec.Contract870, nil
	}
	_, err := hounfour.ParseContract(string(c))
	return "", 0, err
}
