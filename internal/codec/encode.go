package codec

import (
	"bytes"
	"encoding"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/go-json-experiment/json/jsontext"
)

type encoder struct {
	buf    []byte
	err    error
	dedupe bool // raw values: keep only the first of repeated member names
}

// absent reports whether a member holds the zero value, which for an
// optional member means "absent" (omitzero) and for a required text primitive
// or enum means there is nothing that could be written.
func absent(pl *plan, p unsafe.Pointer) bool {
	switch pl.kind {
	case kPtr, kSlice, kMap, kRaw:
		return *(*unsafe.Pointer)(p) == nil
	case kText, kObject:
		return pl.isZero(p)
	case kEnum:
		return *(*string)(p) == ""
	}
	return false
}

func (e *encoder) value(pl *plan, p unsafe.Pointer, c *constraints) {
	switch pl.kind {
	case kString, kEnum:
		e.buf = AppendString(e.buf, *(*string)(p))
	case kBool:
		e.buf = strconv.AppendBool(e.buf, *(*bool)(p))
	case kInt:
		n := loadInt(pl, p)
		e.buf = strconv.AppendInt(e.buf, n, 10)
	case kUint:
		n := loadUint(pl, p)
		e.buf = strconv.AppendUint(e.buf, n, 10)
	case kFloat:
		f := *(*float64)(p)
		if math.IsInf(f, 0) || math.IsNaN(f) {
			e.fail(fmt.Errorf("unsupported number %v", f))
			f = 0
		}
		e.buf = AppendNumber(e.buf, f)
	case kText:
		m := reflect.NewAt(pl.t, p).Interface().(encoding.TextMarshaler)
		b, err := m.MarshalText()
		if err != nil {
			e.fail(err)
		}
		e.buf = AppendString(e.buf, string(b))
	case kPtr:
		ep := *(*unsafe.Pointer)(p)
		if ep == nil {
			e.buf = append(e.buf, "null"...)
			return
		}
		e.value(pl.elem, ep, c)
	case kStruct:
		e.object(pl, p)
	case kObject:
		e.encodeObject(pl, p)
	case kSlice:
		e.buf = append(e.buf, '[')
		base, n := sliceAt(p)
		for i := 0; i < n; i++ {
			if i > 0 {
				e.buf = append(e.buf, ',')
			}
			e.value(pl.elem, unsafe.Add(base, uintptr(i)*pl.elem.size), nil)
		}
		e.buf = append(e.buf, ']')
	case kMap:
		mv := reflect.NewAt(pl.t, p).Elem()
		keys := mv.MapKeys()
		slices.SortFunc(keys, func(a, b reflect.Value) int { return strings.Compare(a.String(), b.String()) })
		e.buf = append(e.buf, '{')
		tmp := reflect.New(pl.elem.t).Elem()
		for i, k := range keys {
			if i > 0 {
				e.buf = append(e.buf, ',')
			}
			e.buf = AppendString(e.buf, k.String())
			e.buf = append(e.buf, ':')
			tmp.Set(mv.MapIndex(k))
			e.value(pl.elem, tmp.Addr().UnsafePointer(), nil)
		}
		e.buf = append(e.buf, '}')
	case kRaw:
		raw := *(*[]byte)(p)
		if raw == nil {
			e.buf = append(e.buf, "null"...)
			return
		}
		e.raw(raw)
	case kForeign:
		b, err := marshalForeign(pl, p)
		if err != nil {
			e.fail(err)
			return
		}
		e.raw(b)
	}
}

func (e *encoder) fail(err error) {
	if e.err == nil {
		e.err = err
	}
}

func (e *encoder) object(pl *plan, p unsafe.Pointer) {
	e.buf = append(e.buf, '{')
	first := true
	for i := range pl.fields {
		f := &pl.fields[i]
		fp := unsafe.Add(p, f.offset)
		if absent(f.plan, fp) {
			switch {
			case !f.required:
				continue
			case f.plan.kind == kSlice:
				e.member(&first, f.name)
				e.buf = append(e.buf, "[]"...)
				continue
			case f.plan.kind == kMap:
				e.member(&first, f.name)
				e.buf = append(e.buf, "{}"...)
				continue
			case f.plan.kind == kPtr && f.c.nullable, f.plan.kind == kRaw:
				e.member(&first, f.name)
				e.buf = append(e.buf, "null"...)
				continue
			default: // a required primitive or enum with no value: absent
				continue
			}
		}
		e.member(&first, f.name)
		e.value(f.plan, fp, f.c)
	}
	if pl.open {
		um, keys := undeclared(pl, p)
		for _, k := range keys {
			e.member(&first, k)
			e.raw(um[k])
		}
	}
	e.buf = append(e.buf, '}')
}

// undeclared returns the preserved undeclared members of the open object of
// plan pl at p, and their names sorted: the order the encoding writes them
// in. A name the type declares is left out (the declared member is written),
// unless it is a member a later contract introduced that the value does not
// hold.
func undeclared(pl *plan, p unsafe.Pointer) (map[string]json.RawMessage, []string) {
	um := *(*map[string]json.RawMessage)(unsafe.Add(p, pl.unknownOff))
	if len(um) == 0 {
		return nil, nil
	}
	keys := make([]string, 0, len(um))
	for k := range um {
		i, declared := pl.byName[k]
		if declared && pl.fields[i].since != 0 {
			// A member a later contract introduced: written from the
			// undeclared members (decoded under an earlier contract)
			// when the field does not hold it.
			f := &pl.fields[i]
			declared = !absent(f.plan, unsafe.Add(p, f.offset))
		}
		if !declared {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return um, keys
}

func (e *encoder) member(first *bool, name string) {
	if !*first {
		e.buf = append(e.buf, ',')
	}
	*first = false
	e.buf = AppendString(e.buf, name)
	e.buf = append(e.buf, ':')
}

// compactValue returns a copy of a syntactically valid JSON value in the form
// the encoder writes it: no insignificant whitespace, strings escaped as
// JSON.stringify does, number literals verbatim. The decoder stores
// any-valued and undeclared members this way, so that a decoded value equals
// the decoding of its own encoding (the round trip is stable).
func compactValue(raw []byte) json.RawMessage {
	if !bytes.ContainsAny(raw, " \t\n\r\\") {
		// No whitespace and no escape: already in encoder form.
		return append(json.RawMessage(nil), raw...)
	}
	e := encoder{buf: make([]byte, 0, len(raw))}
	e.raw(raw)
	if e.err != nil {
		return append(json.RawMessage(nil), raw...)
	}
	return e.buf
}

// raw re-emits an any-valued member compactly, strings escaped as JSON.stringify
// does, number literals verbatim (nothing is lost).
func (e *encoder) raw(raw []byte) {
	dec := jsontext.NewDecoder(bytes.NewReader(raw), jsontext.AllowDuplicateNames(true))
	e.rawValue(dec)
	if _, err := dec.ReadToken(); err != io.EOF {
		e.fail(fmt.Errorf("invalid raw JSON value: %v", err))
	}
}

func (e *encoder) rawValue(dec *jsontext.Decoder) {
	tok, err := dec.ReadToken()
	if err != nil {
		e.fail(fmt.Errorf("invalid raw JSON value: %w", err))
		return
	}
	switch k := tok.Kind(); k {
	case '{', '[':
		end := jsontext.Kind('}')
		if k == '[' {
			end = ']'
		}
		e.buf = append(e.buf, byte(k))
		var seen map[string]bool
		// A failed value stops the walk: the decoder does not move past
		// an error, so going on would never end.
		for i := 0; e.err == nil; {
			switch dec.PeekKind() {
			case end:
				dec.ReadToken()
				e.buf = append(e.buf, byte(end))
				return
			case 0:
				_, err := dec.ReadToken()
				e.fail(fmt.Errorf("invalid raw JSON value: %v", err))
				return
			}
			var name string
			if k == '{' {
				tok, err := dec.ReadToken()
				if err != nil {
					e.fail(err)
					return
				}
				name = tok.String()
				if e.dedupe {
					if seen[name] {
						if err := dec.SkipValue(); err != nil {
							e.fail(err)
							return
						}
						continue
					}
					if seen == nil {
						seen = map[string]bool{}
					}
					seen[name] = true
				}
			}
			if i > 0 {
				e.buf = append(e.buf, ',')
			}
			i++
			if k == '{' {
				e.buf = AppendString(e.buf, name)
				e.buf = append(e.buf, ':')
			}
			e.rawValue(dec)
		}
	case '"':
		e.buf = AppendString(e.buf, tok.String())
	default: // numbers verbatim, literals
		e.buf = append(e.buf, tok.String()...)
	}
}

const hex = "0123456789abcdef"

// AppendString appends s as a JSON string escaped as JavaScript's
// JSON.stringify does: only '"', '\\' and U+0000–U+001F are escaped (\b \t \n
// \f \r, else \u00xx in lowercase hex); everything else is written raw.
// Invalid UTF-8 is replaced by U+FFFD so the output is always valid JSON.
func AppendString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < utf8.RuneSelf {
			i++
			continue
		}
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				dst = append(dst, s[start:i]...)
				dst = append(dst, "\uFFFD"...)
				i++
				start = i
				continue
			}
			i += size
			continue
		}
		dst = append(dst, s[start:i]...)
		switch c {
		case '"', '\\':
			dst = append(dst, '\\', c)
		case '\b':
			dst = append(dst, '\\', 'b')
		case '\t':
			dst = append(dst, '\\', 't')
		case '\n':
			dst = append(dst, '\\', 'n')
		case '\f':
			dst = append(dst, '\\', 'f')
		case '\r':
			dst = append(dst, '\\', 'r')
		default:
			dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
		}
		i++
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}
