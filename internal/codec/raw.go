package codec

import (
	"bytes"
	"encoding/json"
	"slices"
	"sync"
	"unsafe"

	"github.com/go-json-experiment/json/jsontext"
)

// checkDuplicates walks raw, a JSON value the tokenizer has proved valid
// (a slice of the document being decoded), and calls dup with the path of
// every repeated member name, at any depth. base is the path of the
// value itself.
func checkDuplicates(raw []byte, base string, dup func(path string)) {
	w := dupWalker{scanner: scanner{src: raw}, base: base, dup: dup}
	w.value()
}

// dupWalker is checkDuplicates' state. Paths are built only for a
// duplicate; names are compared as views of raw unless they have escapes.
type dupWalker struct {
	scanner
	base  string
	dup   func(path string)
	path  pathStack
	names []string // the member names met so far in the open objects
	buf   []byte   // scratch for unquoting
}

// dupMapMin is the member count from which an object's names are looked up
// in a map rather than by comparing them one by one.
const dupMapMin = 16

func (w *dupWalker) value() {
	switch w.peek() {
	case '{':
		w.readToken()
		start := len(w.names)
		var seen map[string]struct{}
		for w.peek() != '}' {
			name := w.name(w.readValue())
			var repeated bool
			if seen != nil {
				_, repeated = seen[name]
			} else {
				repeated = slices.Contains(w.names[start:], name)
			}
			w.path.pushName(name)
			if repeated {
				w.dup(w.base + w.path.String())
				w.skip()
			} else {
				w.names = append(w.names, name)
				if seen != nil {
					seen[name] = struct{}{}
				} else if len(w.names)-start >= dupMapMin {
					seen = make(map[string]struct{}, 2*dupMapMin)
					for _, n := range w.names[start:] {
						seen[n] = struct{}{}
					}
				}
				w.value()
			}
			w.path.pop()
		}
		w.readToken()
		clear(w.names[start:])
		w.names = w.names[:start]
	case '[':
		w.readToken()
		for i := 0; w.peek() != ']'; i++ {
			w.path.pushIndex(i)
			w.value()
			w.path.pop()
		}
		w.readToken()
	default:
		w.skip()
	}
}

// name returns the text of the member name just read: a view of raw, or a
// string of its own when the name has escapes.
func (w *dupWalker) name(q []byte) string {
	if w.esc {
		out, err := jsontext.AppendUnquote(w.buf[:0], q)
		if err != nil { // not in a proved text; compare the spelling
			return string(q)
		}
		w.buf = out
		return string(out)
	}
	if len(q) == 2 {
		return ""
	}
	return unsafe.String(&q[1], len(q)-2)
}

// compactRaw is compactValue for the decoder: when raw repeats a member name
// (dup; a duplicate-member violation already reported), only the first
// occurrence of each name is kept, as for declared members,
// so the stored value is also valid JSON for consumers that reject
// duplicates (the constraint evaluator does).
func compactRaw(raw []byte, dup bool) json.RawMessage {
	if !dup {
		return compactProved(raw)
	}
	e := encoder{buf: make([]byte, 0, len(raw)), dedupe: true}
	e.raw(raw)
	if e.err != nil {
		return append(json.RawMessage(nil), raw...)
	}
	return e.buf
}

// compactProved is compactValue for a value the tokenizer has proved valid.
// Without escapes its strings are already in encoder form and only the
// white space between tokens goes; with escapes the encoder rewrites them.
func compactProved(raw []byte) json.RawMessage {
	if bytes.IndexByte(raw, '\\') >= 0 {
		return compactValue(raw)
	}
	return appendCompact(make(json.RawMessage, 0, len(raw)), raw)
}

// appendCompact appends raw, a proved value without escapes, to out
// without the white space between its tokens.
func appendCompact(out, raw []byte) []byte {
	for i := 0; i < len(raw); {
		switch c := raw[i]; c {
		case ' ', '\t', '\n', '\r':
			i++
		case '"':
			// No backslash anywhere: the next quote closes the string.
			end := i + 2 + bytes.IndexByte(raw[i+1:], '"')
			out = append(out, raw[i:end]...)
			i = end
		default:
			out = append(out, c)
			i++
		}
	}
	return out
}

// dupScan is maybeDuplicates' state, pooled: its name list is reused.
type dupScan struct {
	scanner
	names []string
}

var dupScans = sync.Pool{New: func() any { return &dupScan{} }}

// maybeDuplicates is checkDuplicates' quick pre-check on a proved value: it
// returns false only when no object inside raw repeats a member name. It
// allocates nothing; objects of more than dupMapMin members and names with
// escapes make it answer true, leaving them to checkDuplicates.
func maybeDuplicates(raw []byte) bool {
	w := dupScans.Get().(*dupScan)
	w.scanner = scanner{src: raw}
	maybe := w.value()
	clear(w.names)
	w.names, w.src = w.names[:0], nil
	dupScans.Put(w)
	return maybe
}

func (w *dupScan) value() bool {
	switch w.peek() {
	case '{':
		w.readToken()
		start := len(w.names)
		for w.peek() != '}' {
			q := w.readValue()
			if w.esc || len(w.names)-start >= dupMapMin {
				return true
			}
			name := unsafe.String(unsafe.SliceData(q), len(q)) // quoted: compared as spelled
			if slices.Contains(w.names[start:], name) {
				return true
			}
			w.names = append(w.names, name)
			if w.value() {
				return true
			}
		}
		w.readToken()
		w.names = w.names[:start]
	case '[':
		w.readToken()
		for w.peek() != ']' {
			if w.value() {
				return true
			}
		}
		w.readToken()
	default:
		w.skip()
	}
	return false
}
