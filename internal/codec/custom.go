package codec

import (
	"encoding/json"
	"reflect"
	"slices"
)

// Custom is implemented (with a pointer receiver) by a document type whose
// JSON the codec cannot plan from struct tags: a discriminated union that
// holds one of several variant types (stream-event). Decode,
// Unmarshal, Validate and Marshal hand such a value to its own methods
// instead of planning its type; the variants themselves are ordinary planned
// structs, which the union's methods decode with this package.
type Custom interface {
	// DecodeCustom replaces the receiver with the strict decoding of data and returns
	// the violations of the strict decode's steps 1–3 (syntax, duplicates, structure)
	// and, when validate is true, step 4 (nil when the document is valid).
	DecodeCustom(data []byte, validate bool) []Violation
	// ValidateCustom returns the receiver's violations and warnings.
	ValidateCustom() (viol, warn []Violation)
	json.Marshaler
}

// Union describes a discriminated union registered with Meta.Union: a
// document is exactly one of Variants, chosen by the value of the string
// member Discriminator, which each variant pins with a const. The type
// registered with the union implements Custom. The schema generator
// describes it as anyOf the variants' schemas.
type Union struct {
	Discriminator string
	// Variants are the variant struct types, in schema order.
	Variants []reflect.Type
	// Variant returns the variant the union value v (a pointer to the
	// registered type) holds, as a pointer (nil for none); nil when the
	// union tells nothing (Deferrals then looks at the union's own Meta).
	Variant func(v any) any
}

// UnionOf returns the union registered for t, or nil.
func UnionOf(t reflect.Type) *Union {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if m, ok := metas.Load(t); ok {
		return m.(*meta).union
	}
	return nil
}

// UnionSchemaOf returns the schema name of the registered union that has
// the struct type t among its Variants, or "" when there is none: the
// schema whose constraint files a variant's rules apply.
func UnionSchemaOf(t reflect.Type) string {
	var schema string
	metas.Range(func(_, m any) bool {
		mt := m.(*meta)
		if mt.union != nil && mt.schema != "" && slices.Contains(mt.union.Variants, t) {
			schema = mt.schema
			return false
		}
		return true
	})
	return schema
}
