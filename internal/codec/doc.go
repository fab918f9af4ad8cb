// Package codec is the library's JSON plumbing: one reflection-built plan per Go
// document type drives the strict decoder, the validation walk that orders
// violations in document field order, and the encoder. Domain packages describe
// their types with struct tags and register their cross-field rules; nothing
// protocol-specific lives here.
//
// The strict decoder works in two passes (decode.go): go-json-experiment's
// jsontext first reads the whole document as one value, which proves it one
// valid JSON text (UTF-8, surrogates, numbers, nesting); the plan-directed
// decode then reads the proved text with the small scanner of scan.go, which
// repeats none of those checks. Strings the decoded value keeps are copied
// into shared arena blocks (one allocation for many strings), and registered
// text primitives are parsed straight from them (plan.go, RegisterParser).
//
// Struct tags:
//
//	json:"name"             member name, exact and case-sensitive; required unless omitzero
//	json:"name,omitzero"    optional member (absent = zero value: nil pointer, nil
//	                        slice/map, zero text primitive, empty enum)
//	json:"-"                on a field `Unknown map[string]json.RawMessage`: the
//	                        object is open and keeps its undeclared members there
//	hf:"k=v,k=v,…"          schema constraints, see tags.go; pattern= must be last
//
// A discriminated union (stream-event) cannot be planned from tags: its Go
// type implements Custom, which Decode, Unmarshal, Validate and Marshal call
// instead, and registers Meta.Union (discriminator and variant types) for the
// schema generator. Its variants are ordinary planned structs.
package codec
