package codec

import (
	"bytes"
	"encoding/json"

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

// compactRaw is CompactRaw for the decoder: when raw repeats a member name
// (dup; a duplicate-member violation already reported), only the first
// occurrence of each name is kept, as for declared members (README.md §5.7),
// so the stored value is also valid JSON for consumers that reject
// duplicates (the constraint evaluator does).
func compactRaw(raw []byte, dup bool) json.RawMessage {
	if !dup {
		return CompactRaw(raw)
	}
	e := encoder{buf: make([]byte, 0, len(raw)), dedupe: true}
	e.raw(raw)
	if e.err != nil {
		return append(json.RawMessage(nil), raw...)
	}
	return e.buf
}
