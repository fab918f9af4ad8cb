package codec

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"unicode/utf16"

	"github.com/go-json-experiment/json/jsontext"
)

// Canonicalize rewrites one JSON text in the RFC 8785 (JCS) form.
func Canonicalize(data []byte) ([]byte, error) {
	dec := jsontext.NewDecoder(bytes.NewReader(data))
	var out []byte
	out, err := canonValue(dec, out)
	if err != nil {
		return nil, err
	}
	if _, err := dec.ReadToken(); err != io.EOF {
		if err == nil {
			err = errTrailing
		}
		return nil, err
	}
	return out, nil
}

type member struct {
	name  string
	key   []uint16
	value []byte
}

func canonValue(dec *jsontext.Decoder, out []byte) ([]byte, error) {
	tok, err := dec.ReadToken()
	if err != nil {
		return nil, err
	}
	switch tok.Kind() {
	case '{':
		var ms []member
		for dec.PeekKind() != '}' {
			if dec.PeekKind() == 0 {
				_, err := dec.ReadToken()
				return nil, err
			}
			name, err := dec.ReadToken()
			if err != nil {
				return nil, err
			}
			// Read the name before the value: the next read voids the token.
			n := name.String()
			v, err := canonValue(dec, nil)
			if err != nil {
				return nil, err
			}
			ms = append(ms, member{n, utf16.Encode([]rune(n)), v})
		}
		dec.ReadToken()
		slices.SortFunc(ms, func(a, b member) int { return slices.Compare(a.key, b.key) })
		out = append(out, '{')
		for i, m := range ms {
			if i > 0 {
				out = append(out, ',')
			}
			out = AppendString(out, m.name)
			out = append(out, ':')
			out = append(out, m.value...)
		}
		return append(out, '}'), nil
	case '[':
		out = append(out, '[')
		for i := 0; dec.PeekKind() != ']'; i++ {
			if dec.PeekKind() == 0 {
				_, err := dec.ReadToken()
				return nil, err
			}
			if i > 0 {
				out = append(out, ',')
			}
			if out, err = canonValue(dec, out); err != nil {
				return nil, err
			}
		}
		dec.ReadToken()
		return append(out, ']'), nil
	case '"':
		return AppendString(out, tok.String()), nil
	case '0':
		f, ok := parseNumber(tok.String())
		if !ok {
			return nil, fmt.Errorf("number %s is not a finite double", tok.String())
		}
		return AppendNumber(out, f), nil
	case 'n', 't', 'f':
		return append(out, tok.String()...), nil
	}
	return nil, errors.New("unexpected token")
}
