package codec

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"
	"sync/atomic"
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

// FastCustom is implemented by a Custom type whose decode of a document it
// accepts proves the document within the default limits, so that Decode
// skips its own limit pass for it (when the caller's limits are the
// defaults).
type FastCustom interface {
	Custom
	// DecodeCustomFast is DecodeCustom for a document the union decodes
	// as a variant with DecodeVariant, which reports it whole (one JSON
	// text within the default limits): it then returns what DecodeCustom
	// would and true. Otherwise it returns false and leaves the receiver
	// as it was, and DecodeCustom decides after the limit pass.
	DecodeCustomFast(data []byte, validate bool) (viol []Violation, ok bool)
	// DecodeCustomRest is DecodeCustom for data within the limits after
	// DecodeCustomFast returned false for it: what DecodeCustom does
	// without trying its fast path again.
	DecodeCustomRest(data []byte, validate bool) []Violation
}

// DecodeVariant is Decode (validate) or Unmarshal of data into v, a
// pointer to a planned struct, that also reports whether data was whole:
// one JSON text within the default limits. When whole is false, viol is
// the one violation of the limit or of the syntax.
func DecodeVariant(data []byte, v any, validate bool) (viol []Violation, whole bool, err error) {
	_, viol, _, whole, err = decodeText(data, v, !validate, false, &defaultResolved, DefaultContract)
	return viol, whole, err
}

// noFastCustom turns the FastCustom paths off (for the tests that compare
// them with the exact paths).
var noFastCustom atomic.Bool

// SetFastCustom turns the FastCustom paths on (the default) or off, and
// returns the previous setting (for tests).
func SetFastCustom(on bool) bool { return !noFastCustom.Swap(!on) }

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

// GuessDiscriminator returns the text of the string after the one
// occurrence of the member name quoted (the name in its quotes, e.g.
// `"status"`) in the JSON text data, when a colon and a string without
// escapes follow it; ok is false when the name occurs more or less than
// once, or is not followed so. The text is data's own bytes.
//
// It is only a guess at a union's discriminator, for a fast path: a member
// name inside a string is escaped (\"status\"), so its quoted form is not
// found there, but the one occurrence may be a nested member's. The caller
// confirms the guess by decoding data strictly as the variant it names,
// which pins the discriminator with a const: a document that decodes with
// no violation is that variant's, else the caller takes its exact path.
func GuessDiscriminator(data []byte, quoted string) (text []byte, ok bool) {
	i := bytes.Index(data, []byte(quoted))
	if i < 0 || bytes.Contains(data[i+len(quoted):], []byte(quoted)) {
		return nil, false
	}
	return stringAfter(data, i+len(quoted))
}

// GuessLastDiscriminator is GuessDiscriminator for the last occurrence of
// the name, whether or not it occurs before: one backward search, which
// ends soon for a union whose documents write the discriminator last. The
// caller confirms the guess in the same way (a name repeated in the
// object is a duplicate, which the variant's strict decode rejects).
func GuessLastDiscriminator(data []byte, quoted string) (text []byte, ok bool) {
	i := bytes.LastIndex(data, []byte(quoted))
	if i < 0 {
		return nil, false
	}
	return stringAfter(data, i+len(quoted))
}

// stringAfter returns the text of the string after the colon at or after
// j (past white space), when it has no escapes.
func stringAfter(data []byte, j int) (text []byte, ok bool) {
	j = skipSpace(data, j)
	if j >= len(data) || data[j] != ':' {
		return nil, false
	}
	j = skipSpace(data, j+1)
	if j >= len(data) || data[j] != '"' {
		return nil, false
	}
	end := bytes.IndexByte(data[j+1:], '"')
	if end < 0 || bytes.IndexByte(data[j+1:j+1+end], '\\') >= 0 {
		return nil, false
	}
	return data[j+1 : j+1+end], true
}
