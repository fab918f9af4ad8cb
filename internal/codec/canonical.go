package codec

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"unicode/utf16"
	"unicode/utf8"

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
			ms = append(ms, member{n, v})
		}
		dec.ReadToken()
		slices.SortFunc(ms, func(a, b member) int { return CompareUTF16(a.name, b.name) })
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

// CompareUTF16 orders strings by their UTF-16 code units, as JavaScript
// compares strings (RFC 8785 member order), without
// converting them.
// It differs from Go's byte order only between characters at or above
// U+10000 and characters U+E000–U+FFFF.
func CompareUTF16(a, b string) int {
	n := min(len(a), len(b))
	i := 0
	for i < n && a[i] == b[i] {
		i++
	}
	if i == n {
		switch {
		case len(a) < len(b):
			return -1
		case len(a) > len(b):
			return 1
		}
		return 0
	}
	if a[i] < utf8.RuneSelf && b[i] < utf8.RuneSelf {
		if a[i] < b[i] {
			return -1
		}
		return 1
	}
	for i > 0 && !utf8.RuneStart(a[i]) { // back up to the start of the differing characters
		i--
	}
	ra, _ := utf8.DecodeRuneInString(a[i:])
	rb, _ := utf8.DecodeRuneInString(b[i:])
	ka, kb := utf16Key(ra), utf16Key(rb)
	switch {
	case ka < kb:
		return -1
	case ka > kb:
		return 1
	}
	return 0
}

// utf16Key maps a character to a key ordered as its UTF-16 code units.
func utf16Key(r rune) uint32 {
	if r < 0x10000 {
		return uint32(r) << 10
	}
	hi, lo := utf16.EncodeRune(r)
	return uint32(hi)<<10 | uint32(lo-0xDC00)
}
