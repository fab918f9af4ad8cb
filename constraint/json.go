package constraint

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"math"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/hounfour-go/hounfour/internal/codec"
	rt "github.com/hounfour-go/hounfour/internal/constraintrt"
)

type jsonDecoder struct {
	rd  bytes.Reader
	dec *jsontext.Decoder
}

var jsonDecoders = sync.Pool{New: func() any {
	d := &jsonDecoder{}
	d.dec = jsontext.NewDecoder(&d.rd) // strict: duplicate names and invalid UTF-8 are errors
	return d
}}

// DecodeJSON decodes one JSON text into the value model with the library's
// strict rules: UTF-8 without byte-order mark, no
// duplicate member names at any depth, no unpaired surrogate escapes,
// nothing but white space after the value. Numbers become the nearest
// float64, as a JavaScript JSON parser makes them;
// magnitudes beyond float64 become ±Infinity. The text must be within the
// default document limits (hounfour.DefaultLimits: 10 MiB, nesting 128,
// strings of 1 MiB, numbers of 78 digits, 10,000 members or elements per
// container). The error is a *JSONError.
func DecodeJSON(data []byte) (Value, error) {
	if v := codec.CheckLimits(data, codec.Limits{}); v != nil {
		msg := v.Message
		if v.Path != "" {
			msg = v.Path + ": " + msg
		}
		return undefined, &JSONError{Msg: msg}
	}
	d := jsonDecoders.Get().(*jsonDecoder)
	defer func() {
		d.rd.Reset(nil)
		d.dec.Reset(&d.rd)
		jsonDecoders.Put(d)
	}()
	d.rd.Reset(data)
	d.dec.Reset(&d.rd)
	v, err := d.value()
	if err == nil {
		if _, err = d.dec.ReadToken(); err == io.EOF {
			return v, nil
		} else if err == nil {
			err = errors.New("invalid character after top-level value")
		}
	}
	return undefined, jsonError(d.dec, err)
}

func jsonError(dec *jsontext.Decoder, err error) *JSONError {
	if err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	msg := strings.TrimPrefix(err.Error(), "jsontext: ")
	return &JSONError{Offset: dec.InputOffset(), Msg: msg}
}

func (d *jsonDecoder) value() (Value, error) {
	tok, err := d.dec.ReadToken()
	if err != nil {
		return undefined, err
	}
	switch tok.Kind() {
	case 'n':
		return null, nil
	case 't':
		return vTrue, nil
	case 'f':
		return vFalse, nil
	case '"':
		return String(tok.String()), nil
	case '0':
		f, _ := tok.Float() // out of range: ±Inf, as JSON.parse gives
		return Number(f), nil
	case '[':
		var elems []Value
		for d.dec.PeekKind() != ']' {
			v, err := d.value()
			if err != nil {
				return undefined, err
			}
			elems = append(elems, v)
		}
		if _, err := d.dec.ReadToken(); err != nil {
			return undefined, err
		}
		if elems == nil {
			elems = []Value{}
		}
		return Value{k: KindArray, x: &array{elems: elems}}, nil
	case '{':
		var members []Member
		for d.dec.PeekKind() != '}' {
			tok, err := d.dec.ReadToken()
			if err != nil {
				return undefined, err
			}
			name := tok.String() // before the next read voids the token
			v, err := d.value()
			if err != nil {
				return undefined, err
			}
			members = append(members, Member{Name: name, Value: v})
		}
		if _, err := d.dec.ReadToken(); err != nil {
			return undefined, err
		}
		return Value{k: KindObject, x: newObject(members)}, nil
	}
	return undefined, errors.New("unexpected token " + tok.Kind().String())
}

// ValueOf turns a Go value into the value model. A Value is returned as is;
// []byte, json.RawMessage and jsontext.Value are decoded with DecodeJSON; a
// library document type is encoded with the library's default encoding and
// decoded; any other value goes through encoding/json (which uses the MarshalJSON
// methods of nested library types).
//
// The canonical re-encoding of a typed document can change money text
// ("007" becomes "7"); the few constraints that compare money text with a
// string literal see the canonical text. Evaluate the received bytes with
// DecodeJSON when that matters.
func ValueOf(v any) (Value, error) {
	switch x := v.(type) {
	case Value:
		return x, nil
	case *Value:
		if x == nil {
			return null, nil
		}
		return *x, nil
	case []byte:
		return DecodeJSON(x)
	case json.RawMessage:
		return DecodeJSON(x)
	case jsontext.Value:
		return DecodeJSON(x)
	case nil:
		return null, nil
	}
	if t := reflect.TypeOf(v); t != nil && codec.SchemaName(t) != "" {
		if rv := reflect.ValueOf(v); rv.Kind() == reflect.Pointer && rv.IsNil() {
			return null, nil
		}
		return fromDocument(v) // built directly, no encode and re-parse
	}
	data, err := json.Marshal(v)
	if err != nil {
		return undefined, err
	}
	return DecodeJSON(data)
}

// appendJSON writes v as compact JSON (members in document order, strings
// escaped as JSON.stringify does, numbers in ECMAScript form). undefined,
// NaN and ±Infinity are written as null and a bigint as a decimal number.
func appendJSON(dst []byte, v Value) []byte {
	switch v.k {
	case KindNull, KindUndefined:
		return append(dst, "null"...)
	case KindBool:
		return strconv.AppendBool(dst, v.i != 0)
	case KindNumber:
		if v.f != v.f || math.IsInf(v.f, 0) {
			return append(dst, "null"...) // as JSON.stringify
		}
		return append(dst, rt.NumberString(v.f)...)
	case KindBigInt:
		return append(dst, v.integer().String()...)
	case KindString:
		return codec.AppendString(dst, v.s)
	case KindArray:
		dst = append(dst, '[')
		for i, e := range v.arr().elems {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = appendJSON(dst, e)
		}
		return append(dst, ']')
	}
	dst = append(dst, '{')
	for i, m := range v.obj().members {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = codec.AppendString(dst, m.Name)
		dst = append(dst, ':')
		dst = appendJSON(dst, m.Value)
	}
	return append(dst, '}')
}

// MarshalJSON writes v as compact JSON: undefined as null, a bigint as a
// decimal number, NaN and ±Infinity as null (as JSON.stringify does).
func (v Value) MarshalJSON() ([]byte, error) { return appendJSON(nil, v), nil }
