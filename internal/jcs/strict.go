package jcs

import (
	"bytes"
	"slices"
	"strconv"
)

// CheckStrict reports whether the JSON text src is in the strict subset
// used for signed payloads. It returns an *Error of kind KindSyntax or
// KindUnicode for text that is not one JSON text, KindDepth beyond maxDepth
// (zero or less: DefaultMaxDepth), KindTooLarge beyond MaxInput, and
// otherwise the first in the text of: a member name repeated in one object
// (KindDuplicate, at the later name), a number with an exponent part
// (KindExponent), a number whose nearest float64 is negative zero
// (KindNegativeZero: -0, -0.0, or a negative number too small for a
// float64), a string or member name not in NFC (KindNotNFC). It returns nil
// for text in the subset. Work is linear in the text apart from sorting each
// object's names.
func CheckStrict(src []byte, maxDepth int) error {
	if len(src) > MaxInput {
		return &Error{Kind: KindTooLarge, Detail: "text longer than " + strconv.Itoa(MaxInput) + " bytes"}
	}
	c := checker{src: src, maxDepth: Options{MaxDepth: maxDepth}.depth()}
	err := c.run()
	if err == nil {
		err = c.first
	}
	if err == nil {
		return nil
	}
	err.Pointer = PointerAt(src, err.Offset)
	return err
}

type checker struct {
	src      []byte
	maxDepth int
	first    *Error // the first problem of the subset found so far

	frames []strictFrame
	names  []byte    // the decoded names of the open objects
	refs   []nameRef // and where they are
	buf    []byte    // a decoded string
	norm   nfcBuf    // the scratch of normalization
	sorted []nameRef // scratch
}

type strictFrame struct {
	obj             bool
	nameBase, names int // the object's first name in refs and its first byte in names
}

// nameRef is a member name: src[start:end], or names[start:end] when it
// holds an escape; at is the offset of its opening quote.
type nameRef struct {
	start, end, at int32
	arena          bool
}

// found records a problem of the subset at offset at; the first in the
// text wins.
func (c *checker) found(k Kind, at int) { c.foundErr(&Error{Kind: k, Offset: at}) }

func (c *checker) foundErr(e *Error) {
	if c.first == nil || e.Offset < c.first.Offset {
		c.first = e
	}
}

func (c *checker) run() *Error {
	src := c.src
	wantValue := true
	for i := 0; ; {
		if wantValue {
			i = skipSpace(src, i)
			if i >= len(src) {
				return unexpected(src, i)
			}
			switch ch := src[i]; ch {
			case '{', '[':
				if len(c.frames) >= c.maxDepth {
					return &Error{Kind: KindDepth, Offset: i, Detail: "nesting deeper than " + strconv.Itoa(c.maxDepth)}
				}
				i = skipSpace(src, i+1)
				if i < len(src) && src[i] == ch+2 {
					i++
					break
				}
				c.frames = append(c.frames, strictFrame{obj: ch == '{', nameBase: len(c.refs), names: len(c.names)})
				if ch == '[' {
					continue
				}
				var err *Error
				if i, err = c.name(i); err != nil {
					return err
				}
				continue
			case '"':
				end, flags, err := scanString(src, i)
				if err != nil {
					return err
				}
				c.checkNFC(src[i+1:end-1], flags, i)
				i = end
			case 't', 'f', 'n':
				end, err := scanLiteral(src, i, literal(ch))
				if err != nil {
					return err
				}
				i = end
			default:
				if ch != '-' && (ch < '0' || ch > '9') {
					return unexpected(src, i)
				}
				end, flags, err := scanNumber(src, i)
				if err != nil {
					return err
				}
				if c.first == nil || i < c.first.Offset {
					if flags&numExponent != 0 {
						c.found(KindExponent, i)
					} else if ch == '-' {
						if f, _ := strconv.ParseFloat(string(src[i:end]), 64); f == 0 {
							c.found(KindNegativeZero, i)
						}
					}
				}
				i = end
			}
			wantValue = false
			continue
		}
		i = skipSpace(src, i)
		if len(c.frames) == 0 {
			if i < len(src) {
				return &Error{Kind: KindSyntax, Offset: i, Detail: "invalid character " + quoteByte(src[i]) + " after top-level value"}
			}
			return nil
		}
		if i >= len(src) {
			return unexpected(src, i)
		}
		f := &c.frames[len(c.frames)-1]
		switch ch := src[i]; {
		case ch == ',':
			i++
			if f.obj {
				var err *Error
				if i, err = c.name(skipSpace(src, i)); err != nil {
					return err
				}
			}
			wantValue = true
		case ch == '}' && f.obj, ch == ']' && !f.obj:
			i++
			if f.obj {
				c.closeObject(f)
			}
			c.frames = c.frames[:len(c.frames)-1]
		default:
			return unexpected(src, i)
		}
	}
}

func unexpected(src []byte, i int) *Error {
	if i >= len(src) {
		return &Error{Kind: KindSyntax, Offset: i, Detail: "unexpected end of JSON input"}
	}
	return &Error{Kind: KindSyntax, Offset: i, Detail: "invalid character " + quoteByte(src[i])}
}

// name reads a member name at i and its colon; it returns the offset after
// the colon.
func (c *checker) name(i int) (int, *Error) {
	src := c.src
	if i >= len(src) || src[i] != '"' {
		return 0, unexpected(src, i)
	}
	end, flags, err := scanString(src, i)
	if err != nil {
		return 0, err
	}
	ref := nameRef{start: int32(i + 1), end: int32(end - 1), at: int32(i)}
	name := src[i+1 : end-1]
	if flags&strEscaped != 0 {
		ref.start, ref.arena = int32(len(c.names)), true
		c.names = unescape(c.names, name)
		ref.end = int32(len(c.names))
		name = c.names[ref.start:]
	}
	c.refs = append(grow(c.refs), ref)
	if flags&strNonASCII != 0 && (c.first == nil || i < c.first.Offset) && !c.norm.isNFC(name) {
		c.found(KindNotNFC, i)
	}
	j := skipSpace(src, end)
	if j >= len(src) || src[j] != ':' {
		return 0, unexpected(src, j)
	}
	return j + 1, nil
}

func (c *checker) checkNFC(s []byte, flags uint8, at int) {
	if flags&strNonASCII == 0 || (c.first != nil && at > c.first.Offset) {
		return
	}
	if flags&strEscaped != 0 {
		c.buf = unescape(c.buf[:0], s)
		s = c.buf
	}
	if !c.norm.isNFC(s) {
		c.found(KindNotNFC, at)
	}
}

// closeObject looks for a repeated name in the object of frame f, just
// closed; the first repeat in the text is the one reported.
func (c *checker) closeObject(f *strictFrame) {
	refs := c.refs[f.nameBase:]
	name := func(r nameRef) []byte {
		if r.arena {
			return c.names[r.start:r.end]
		}
		return c.src[r.start:r.end]
	}
	inOrder := true
	for i := 1; i < len(refs) && inOrder; i++ {
		inOrder = bytes.Compare(name(refs[i-1]), name(refs[i])) < 0
	}
	if !inOrder {
		c.sorted = append(slices.Grow(c.sorted[:0], len(refs)), refs...)
		slices.SortFunc(c.sorted, func(a, b nameRef) int {
			if n := bytes.Compare(name(a), name(b)); n != 0 {
				return n
			}
			return int(a.at - b.at)
		})
		for i := 1; i < len(c.sorted); i++ {
			a, b := c.sorted[i-1], c.sorted[i]
			if bytes.Equal(name(a), name(b)) && (i < 2 || !bytes.Equal(name(c.sorted[i-2]), name(a))) {
				c.foundErr(&Error{Kind: KindDuplicate, Offset: int(b.at), Keys: [2]string{string(name(a)), string(name(b))}})
			}
		}
	}
	c.refs = c.refs[:f.nameBase]
	c.names = c.names[:f.names]
}
