package jcs

import (
	"slices"
	"strconv"
	"strings"
)

// findDuplicate returns the first repeated member name of src (a JSON text
// Append has parsed) or, with nfc, the first pair of names that normalize
// alike. It visits each object's members in JavaScript's property order
// (names that are array indices in ascending numeric order, then the others
// in the order of the text), each name before its value. It only runs when
// Append found such a pair, so it may allocate freely; it still works in
// time linear in the text apart from sorting.
func findDuplicate(src []byte, nfc bool) *Error {
	f := finder{src: src, nfc: nfc}
	_, err := f.value(0)
	return err
}

type finder struct {
	src []byte
	nfc bool
}

type entry struct {
	name, norm string
	at         int    // offset of the name in the text
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

func (f *finder) object(i int) (int, *Error) {
	src := f.src
	i = skipSpace(src, i+1)
	if src[i] == '}' {
		return i + 1, nil
	}
	var es []entry
	for {
		end, flags, _ := scanString(src, i)
		name := string(src[i+1 : end-1])
		if flags&strEscaped != 0 {
			name = string(unescape(nil, src[i+1:end-1]))
		}
		e := entry{name: name, norm: name, at: i, index: arrayIndex(name)}
		if f.nfc && flags&strNonASCII != 0 {
			e.norm = string(AppendNFC(nil, []byte(name)))
		}
		i = skipSpace(src, end) + 1 // the colon
		i, e.err = f.value(i)
		es = append(es, e)
		i = skipSpace(src, i)
		if src[i] == '}' {
			i++
			break
		}
		i = skipSpace(src, i+1)
	}
	slices.SortStableFunc(es, func(a, b entry) int {
		switch {
		case a.index >= 0 && b.index >= 0:
			return cmpInt64(a.index, b.index)
		case a.index >= 0:
			return -1
		case b.index >= 0:
			return 1
		}
		return 0
	})
	exact := make(map[string]bool, len(es))
	normal := make(map[string]string, len(es))
	for _, e := range es {
		if exact[e.name] {
			return i, &Error{Kind: KindDuplicate, Offset: e.at, Keys: [2]string{e.name, e.name}}
		}
		if prev, ok := normal[e.norm]; ok {
			return i, &Error{Kind: KindCollision, Offset: e.at, Keys: [2]string{prev, e.name}, Normalized: e.norm}
		}
		exact[e.name] = true
		normal[e.norm] = e.name
		if e.err != nil {
			return i, e.err
		}
	}
	return i, nil
}

// arrayIndex returns the value of a name that is a JavaScript array index
// (a canonical decimal integer below 2^32 − 1), or -1.
func arrayIndex(name string) int64 {
	if name == "" || len(name) > 10 || (name[0] == '0' && len(name) > 1) {
		return -1
	}
	n, err := strconv.ParseUint(name, 10, 64)
	if err != nil || n >= 1<<32-1 || name[0] == '+' {
		return -1
	}
	return int64(n)
}

func cmpInt64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
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
