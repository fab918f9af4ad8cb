package codec

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"unsafe"

	"github.com/hounfour-go/hounfour/internal/lex"
)

// A foreign type is a type of the library's user, met in a generic slot
// such as the payload of event.DomainEvent[T]: a named type declared outside
// the library's module (or in a test package), a struct type literal or an
// interface type. The
// codec does not plan it: it is encoded and decoded with encoding/json's own
// rules (its tags, omitempty and omitzero, embedded structs, time.Time,
// MarshalJSON and UnmarshalJSON methods, unknown members ignored), so any
// value json.Marshal writes decodes back unchanged. The document's own rules
// still hold around it: the text is one strict JSON text, and repeated
// member names inside the value are violations.

const modulePath = "github.com/hounfour-go/hounfour"

// foreign reports whether t is a foreign type.
func foreign(t reflect.Type) bool {
	switch {
	case t.Kind() == reflect.Interface:
		return true
	case t.Kind() == reflect.Struct && t.Name() == "":
		return true // a struct literal type: the library declares its own
	}
	pkg := t.PkgPath()
	if t.Name() == "" || pkg == "" {
		return false // unnamed composite (planned element-wise) or predeclared
	}
	if strings.HasSuffix(pkg, "_test") {
		return true
	}
	return pkg != modulePath && !strings.HasPrefix(pkg, modulePath+"/")
}

// decodeForeign decodes the next value into the foreign value of plan pl at
// p with encoding/json.
func (d *decoder) decodeForeign(pl *plan, p unsafe.Pointer) {
	raw := d.readValue()
	if d.rawDuplicates(raw) {
		return
	}
	err := json.Unmarshal(raw, reflect.NewAt(pl.t, p).Interface())
	if err == nil {
		return
	}
	path, rule, msg := d.here(), "type", err.Error()
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		if te.Field != "" {
			path = Join(path, stepsOf(te.Field)...)
		}
		msg = "Expected " + jsonTypeOf(te.Type)
	} else {
		rule = "format"
		if len(msg) > lex.QuoteLimit*2 {
			msg = msg[:lex.QuoteLimit*2] + "…"
		}
	}
	d.res.addAt(d.here(), path, rule, msg)
}

// stepsOf splits encoding/json's dotted field path into pointer steps.
func stepsOf(field string) []any {
	parts := strings.Split(field, ".")
	out := make([]any, len(parts))
	for i, s := range parts {
		out[i] = s
	}
	return out
}

// jsonTypeOf names the JSON type encoding/json decodes into a Go type.
func jsonTypeOf(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "boolean"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "integer"
	case reflect.Float32, reflect.Float64:
		return "number"
	case reflect.Slice, reflect.Array:
		return "array"
	}
	return "object"
}

// marshalForeign returns the encoding/json encoding of the foreign value at
// p, without HTML escaping (the library writes strings as JSON.stringify
// does).
func marshalForeign(pl *plan, p unsafe.Pointer) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(reflect.NewAt(pl.t, p).Interface()); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte{'\n'}), nil
}
