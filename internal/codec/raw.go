package codec

import (
	"bytes"

	"github.com/go-json-experiment/json/jsontext"
)

// checkDuplicates walks a syntactically valid JSON value and calls dup with
// the path of every repeated member name, at any depth (D3a). base is the
// path of the value itself.
func checkDuplicates(raw []byte, base string, dup func(path string)) {
	dec := jsontext.NewDecoder(bytes.NewReader(raw), jsontext.AllowDuplicateNames(true))
	var walk func(path string)
	walk = func(path string) {
		switch dec.PeekKind() {
		case '{':
			dec.ReadToken()
			seen := map[string]struct{}{}
			for dec.PeekKind() != '}' {
				tok, err := dec.ReadToken()
				if err != nil {
					return
				}
				name := tok.String()
				p := Join(path, name)
				if _, ok := seen[name]; ok {
					dup(p)
					dec.SkipValue()
					continue
				}
				seen[name] = struct{}{}
				walk(p)
			}
			dec.ReadToken()
		case '[':
			dec.ReadToken()
			for i := 0; dec.PeekKind() != ']'; i++ {
				if dec.PeekKind() == 0 {
					return
				}
				walk(Join(path, i))
			}
			dec.ReadToken()
		case 0:
			return
		default:
			dec.SkipValue()
		}
	}
	walk(base)
}

// normalRaw returns a copy of the valid JSON value raw in the form the
// encoder writes it (no insignificant whitespace, strings escaped as the
// encoder escapes them, numbers verbatim). Decoding stores any-valued members
// in this form, so that decode → encode → decode gives an equal value. With
// dup set (raw repeats a member name, a violation already reported) only the
// first occurrence of each name is kept, as for declared members (§5.7).
func normalRaw(raw []byte, dup bool) []byte {
	if !dup && !bytes.ContainsAny(raw, " \t\n\r\\") {
		return append([]byte(nil), raw...) // already in the encoder's form
	}
	e := encoder{buf: make([]byte, 0, len(raw)), dedupe: dup}
	e.raw(raw)
	if e.err != nil {
		return append([]byte(nil), raw...)
	}
	return e.buf
}
