package jcs

import (
	"bytes"
	"cmp"
	"slices"
	"strconv"
	"strings"
)

// findDuplicate returns the first repeated member name of src (a JSON text
// Append has parsed) or, with nfc, the first pair of names that normalize
// alike. It visits each object's members in JavaScript's property order
// (names that are array indices in ascending numeric order, then the others
// in the order of the text), each name before its value. It runs only when
// Append found such a pair; its memory is the names of the open objects,
// and its time linear in the text apart from sorting each object's names.
func findDuplicate(src []byte, nfc bool) *Error {
	f := finder{src: src, nfc: nfc}
	_, err := f.value(0)
	return err
}

type finder struct {
	src     []byte
	nfc     bool
	entries []entry // the members of the open objects
	names   []byte  // names that differ from their text: decoded, normalized
	buf     []byte
	norm    nfcBuf
}

type entry struct {
	at         int32  // offset of the name in the text
	start, end int32  // the name: src[start:end], or names[start:end] when arena
	arena      bool   // the name differs from its text
	ord        int32  // the member's place in property order
	index      int64  // the name's array index, or -1
	err        *Error // the first problem inside the member's value
}

// value examines the value starting at or after offset i and returns the
// offset after it and the first problem in it.
func (f *finder) value(i int) (int, *Error) {
	src := f.src
	i = skipSpace(src, i)
	switch src[i] {
	case '{':
		return f.object(i)
	case '[':
		i = skipSpace(src, i+1)
		if src[i] == ']' {
			return i + 1, nil
		}
		var first *Error
		for {
			end, err := f.value(i)
			if first == nil {
				first = err
			}
			i = skipSpace(src, end)
			if src[i] == ']' {
				return i + 1, first
			}
			i++
		}
	case '"':
		end, _, _ := scanString(src, i)
		return end, nil
	case 't', 'n':
		return i + 4, nil
	case 'f':
		return i + 5, nil
	}
	end, _, _ := scanNumber(src, i)
	return end, nil
}

func (f *finder) name(e *entry) []byte {
	if e.arena {
		return f.names[e.start:e.end]
	}
	return f.src[e.start:e.end]
}

func (f *finder) object(i int) (int, *Error) {
	src := f.src
	base, namesBase := len(f.entries), len(f.names)
	defer func() { f.entries, f.names = f.entries[:base], f.names[:namesBase] }()
	i = skipSpace(src, i+1)
	if src[i] == '}' {
		return i + 1, nil
	}
	for {
		end, flags, _ := scanString(src, i)
		e := entry{at: int32(i), start: int32(i + 1), end: int32(end - 1)}
		name := src[i+1 : end-1]
		if flags&strEscaped != 0 {
			f.buf = unescape(f.buf[:0], name)
			name, e.arena = f.buf, true
		}
		if f.nfc && flags&strNonASCII != 0 && !quickNFC(name) {
			f.norm.out = f.norm.appendNFC(f.norm.out[:0], name)
			name, e.arena = f.norm.out, true
		}
		if e.arena {
			e.start = int32(len(f.names))
			f.names = append(f.names, name...)
			e.end = int32(len(f.names))
		}
		e.index = arrayIndex(name)
		i, e.err = f.value(skipSpace(src, end) + 1) // after the colon
		f.entries = append(grow(f.entries), e)
		i = skipSpace(src, i)
		if src[i] == '}' {
			i++
			break
		}
		i = skipSpace(src, i+1)
	}
	es := f.entries[base:]
	slices.SortStableFunc(es, func(a, b entry) int {
		switch {
		case a.index >= 0 && b.index >= 0:
			return cmp.Compare(a.index, b.index)
		case a.index >= 0:
			return -1
		case b.index >= 0:
			return 1
		}
		return 0
	})
	var child *Error
	childAt := int32(len(es))
	for k := range es {
		es[k].ord = int32(k)
		if es[k].err != nil && child == nil {
			child, childAt = es[k].err, int32(k)
		}
	}
	// Equal names: the first repeat in property order.
	slices.SortFunc(es, func(a, b entry) int {
		if c := bytes.Compare(f.name(&a), f.name(&b)); c != 0 {
			return c
		}
		return int(a.ord - b.ord)
	})
	var pair *[2]entry
	for k := 1; k < len(es); k++ {
		if (pair == nil || es[k].ord < pair[1].ord) && bytes.Equal(f.name(&es[k-1]), f.name(&es[k])) &&
			(k < 2 || !bytes.Equal(f.name(&es[k-2]), f.name(&es[k-1]))) {
			pair = &[2]entry{es[k-1], es[k]}
		}
	}
	if pair == nil || pair[1].ord > childAt {
		return i, child
	}
	keys := [2]string{f.original(pair[0].at), f.original(pair[1].at)}
	if keys[0] == keys[1] {
		return i, &Error{Kind: KindDuplicate, Offset: int(pair[1].at), Keys: keys}
	}
	return i, &Error{Kind: KindCollision, Offset: int(pair[1].at), Keys: keys, Normalized: string(f.name(&pair[1]))}
}

// original returns the name whose opening quote is at offset at, decoded.
func (f *finder) original(at int32) string {
	end, flags, _ := scanString(f.src, int(at))
	s := f.src[at+1 : end-1]
	if flags&strEscaped != 0 {
		return string(unescape(nil, s))
	}
	return string(s)
}

// arrayIndex returns the value of a name that is a JavaScript array index
// (a canonical decimal integer below 2^32 − 1), or -1.
func arrayIndex(name []byte) int64 {
	if len(name) == 0 || len(name) > 10 || (name[0] == '0' && len(name) > 1) {
		return -1
	}
	var n int64
	for _, c := range name {
		if c < '0' || c > '9' {
			return -1
		}
		n = n*10 + int64(c-'0')
	}
	if n >= 1<<32-1 {
		return -1
	}
	return n
}

var pointerEscaper = strings.NewReplacer("~", "~0", "/", "~1")

// PointerAt returns the JSON Pointer (RFC 6901) of the value or member
// name the JSON text src has at byte offset off, or of the innermost value
// being read there; src need only be well-formed before off.
func PointerAt(src []byte, off int) string {
	type level struct {
		obj bool
		n   int // members or elements begun
		key string
	}
	var stack []level
	pointer := func() string {
		var b strings.Builder
		for _, l := range stack {
			switch {
			case l.n == 0:
			case l.obj:
				b.WriteByte('/')
				b.WriteString(pointerEscaper.Replace(l.key))
			default:
				b.WriteByte('/')
				b.WriteString(strconv.Itoa(l.n - 1))
			}
		}
		return b.String()
	}
	wantName, wantValue := false, true
	for i := 0; ; {
		i = skipSpace(src, i)
		if i >= len(src) || i > off {
			return pointer()
		}
		switch c := src[i]; {
		case wantName && c == '"':
			end, flags, err := scanString(src, i)
			top := &stack[len(stack)-1]
			top.n++
			if err != nil {
				top.key = ""
				return pointer()
			}
			top.key = string(src[i+1 : end-1])
			if flags&strEscaped != 0 {
				top.key = string(unescape(nil, src[i+1:end-1]))
			}
			if end > off {
				return pointer()
			}
			i, wantName = end, false
		case c == ':' && !wantName && !wantValue && len(stack) > 0 && stack[len(stack)-1].obj:
			i, wantValue = i+1, true
		case c == ',' && !wantName && !wantValue && len(stack) > 0:
			i++
			wantName = stack[len(stack)-1].obj
			wantValue = !wantName
		case (c == '}' || c == ']') && len(stack) > 0 && !wantValue:
			stack = stack[:len(stack)-1]
			if i == off {
				return pointer()
			}
			i, wantName = i+1, false
		case wantValue:
			if len(stack) > 0 && !stack[len(stack)-1].obj {
				stack[len(stack)-1].n++
			}
			if c == '{' || c == '[' {
				if i == off {
					return pointer()
				}
				stack = append(stack, level{obj: c == '{'})
				i, wantName, wantValue = i+1, c == '{', c == '['
				continue
			}
			var end int
			var err *Error
			switch c {
			case '"':
				end, _, err = scanString(src, i)
			case 't':
				end, err = scanLiteral(src, i, "true")
			case 'f':
				end, err = scanLiteral(src, i, "false")
			case 'n':
				end, err = scanLiteral(src, i, "null")
			default:
				end, _, err = scanNumber(src, i)
			}
			if err != nil || end > off {
				return pointer()
			}
			i, wantValue = end, false
		default:
			return pointer()
		}
	}
}
