package roundtrip

import (
	"bytes"
	"encoding/json"
	"reflect"

	"github.com/hounfour-go/hounfour/internal/codec"
)

var rawMessage = reflect.TypeFor[json.RawMessage]()

// Equal reports whether two decoded values of the same type are equal as
// documents: reflect.DeepEqual, except that any-valued members
// (json.RawMessage) hold the JSON text they were decoded from verbatim, so
// they are compared in the form the library writes them (insignificant
// whitespace and string escapes aside; number literals and member order
// count). A decode → encode → decode round trip must give an Equal value.
func Equal(a, b any) bool {
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	if va.Type() != vb.Type() {
		return false
	}
	return equal(va, vb)
}

func equal(a, b reflect.Value) bool {
	if a.Type() == rawMessage {
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		ra, erra := codec.Marshal(a.Interface()) // the raw text re-emitted compactly
		rb, errb := codec.Marshal(b.Interface())
		return erra == nil && errb == nil && bytes.Equal(ra, rb)
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		if a.Kind() == reflect.Interface && a.Elem().Type() != b.Elem().Type() {
			return false
		}
		return equal(a.Elem(), b.Elem())
	case reflect.Struct:
		t := a.Type()
		for i := 0; i < t.NumField(); i++ {
			if !t.Field(i).IsExported() {
				// A value type with private state (the wire primitives).
				return reflect.DeepEqual(a.Interface(), b.Interface())
			}
		}
		for i := 0; i < a.NumField(); i++ {
			if !equal(a.Field(i), b.Field(i)) {
				return false
			}
		}
		return true
	case reflect.Slice:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return false
		}
		for i := 0; i < a.Len(); i++ {
			if !equal(a.Index(i), b.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Array:
		for i := 0; i < a.Len(); i++ {
			if !equal(a.Index(i), b.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Map:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return false
		}
		it := a.MapRange()
		for it.Next() {
			bv := b.MapIndex(it.Key())
			if !bv.IsValid() || !equal(it.Value(), bv) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(a.Interface(), b.Interface())
}
