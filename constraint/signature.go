package constraint

import (
	"github.com/hounfour-go/hounfour/internal/codec"
	"github.com/hounfour-go/hounfour/internal/enum"
)

// Type is a ConstraintType: the type universe of expression operands
// (schema constraint-type). The document is a JSON
// string.
//
// Its values: [TypeBoolean], [TypeBigInt], [TypeBigIntCoercible], [TypeString],
// [TypeNumber], [TypeArray], [TypeObject], [TypeUnknown].
type Type string

// The eight constraint types.
const (
	TypeBoolean         Type = "boolean"
	TypeBigInt          Type = "bigint"
	TypeBigIntCoercible Type = "bigint_coercible"
	TypeString          Type = "string"
	TypeNumber          Type = "number"
	TypeArray           Type = "array"
	TypeObject          Type = "object"
	TypeUnknown         Type = "unknown"
)

var types = enum.New(TypeBoolean, TypeBigInt, TypeBigIntCoercible, TypeString, TypeNumber,
	TypeArray, TypeObject, TypeUnknown)

// Valid reports whether t is one of the eight constraint types.
func (t Type) Valid() bool { return types.Has(t) }

// Types returns the eight constraint types in protocol order.
func Types() []Type { return types.Values() }

var _ = codec.Register(codec.Meta[Type]{
	Schema:      "constraint-type",
	Description: "Type universe for constraint expression operands (v6.0.0).",
})

// TypeSignature is the structured static type signature of a constraint
// (schema constraint-type-signature). Closed object.
// Upstream's files use a flat map instead; both forms are accepted in a
// constraint file's type_signature.
type TypeSignature struct {
	// InputSchema is the schema id the constraint applies to.
	InputSchema string `json:"input_schema" hf:"minLength=1"`
	// OutputType is the type of the expression's value; boolean for a
	// constraint.
	OutputType Type `json:"output_type"`
	// FieldTypes maps field paths to their constraint types.
	FieldTypes map[string]Type `json:"field_types"`
}

var _ = codec.Register(codec.Meta[TypeSignature]{
	Schema:      "constraint-type-signature",
	Description: "Static type signature for a constraint expression (v6.0.0).",
	Doc: codec.Doc{
		MarshalJSON: "MarshalJSON writes the default encoding (field_types sorted by path).",
		UnmarshalJSON: "UnmarshalJSON decodes strictly (duplicates, undeclared members, wrong types are " +
			"errors) but does not run Validate; use hounfour.Decode for both.",
	},
})
