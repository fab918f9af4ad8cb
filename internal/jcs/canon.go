package jcs

import (
	"slices"
	"strconv"
)

// DefaultMaxDepth is the nesting limit when Options.MaxDepth is zero.
const DefaultMaxDepth = 1000

// MaxInput is the length of the longest text Append and CheckStrict take
// (256 MiB).
const MaxInput = 256 << 20

// Options select the canonical form's variant and limits.
type Options struct {
	// NFC normalizes every string and member name to Unicode Normalization
	// Form C before sorting and writing; two different names of one object
	// that normalize alike are then a KindCollision error.
	NFC bool
	// MaxDepth is the nesting limit; zero or less means DefaultMaxDepth.
	MaxDepth int
	// MaxBytes caps the length of the canonical form (KindSize beyond it);
	// zero or less means no cap.
	MaxBytes int

	small int32 // the longest object rewritten in place: 0 smallObject, negative none (for tests)
}

func (o Options) depth() int {
	if o.MaxDepth <= 0 {
		return DefaultMaxDepth
	}
	return o.MaxDepth
}

// Append appends the canonical form of the JSON text src to dst. On error
// it returns dst unchanged and an *Error. When the text has several
// problems the error is the first of: not JSON (KindSyntax, KindUnicode,
// KindDepth, KindTooLarge: the first in the text); a repeated or colliding
// member name (the first met visiting each object's members in
// JavaScript's property order, a member's name before its value); a number
// out of range (the first in the text); the size cap.
func Append(dst, src []byte, o Options) ([]byte, error) {
	if len(src) > MaxInput {
		return dst, &Error{Kind: KindTooLarge, Detail: "text longer than " + strconv.Itoa(MaxInput) + " bytes"}
	}
	p := parser{src: src, nfc: o.NFC, maxDepth: o.depth(), numErr: -1, small: smallObject}
	if o.small != 0 {
		p.small = o.small
	}
	p.out = make([]byte, 0, len(src)+len(src)/8) // about the canonical form's length
	if err := p.parse(); err != nil {
		err.Pointer = PointerAt(src, err.Offset)
		return dst, err
	}
	if p.dup {
		err := findDuplicate(src, o.NFC)
		if err == nil { // cannot happen: both see the same names
			err = &Error{Kind: KindDuplicate, Detail: "repeated member name"}
		}
		err.Pointer = PointerAt(src, err.Offset)
		return dst, err
	}
	if p.numErr >= 0 {
		return dst, &Error{Kind: KindNumberRange, Offset: p.numErr, Pointer: PointerAt(src, p.numErr)}
	}
	if o.MaxBytes > 0 && len(p.out) > o.MaxBytes {
		return dst, &Error{Kind: KindSize, Size: len(p.out)}
	}
	if p.live == 0 {
		if dst == nil {
			return p.out, nil
		}
		return append(dst, p.out...), nil
	}
	dst = slices.Grow(dst, len(p.out))
	return p.emit(dst, 0, int32(len(p.out)), 0), nil
}

// The parser writes each token's canonical form to out in the order of the
// text. A small object whose members are not in canonical order is
// rewritten in place when it closes; a larger one gets a record with its
// members sorted, and emit then writes out again, each recorded object's
// members in sorted order. Records are kept in the order of their objects'
// opening braces; records of objects that need no record are dropped, or
// kept with no members (transparent) while records of nested objects
// follow them.
type parser struct {
	src      []byte
	pos      int
	out      []byte
	nfc      bool
	maxDepth int
	small    int32

	frames  []frame
	pending []member // members of the open objects, innermost last
	objs    []object
	members []member // the members of recorded objects, each object's sorted and together
	live    int      // recorded objects with members
	dup     bool     // an object has two equal names
	numErr  int      // offset of the first number out of range, or -1

	buf, nbuf []byte    // an unescaped string, its NFC
	tmp       []byte    // a small object being rewritten
	norm      nfcBuf    // the scratch of normalization
	scratch   [2][]byte // unescaped names being compared
}

type frame struct {
	obj  bool
	rec  int32 // the object's record
	base int32 // its first member in pending
}

type object struct {
	start, end int32 // out[start:end] is the object's text as parsed
	next       int32 // the first record after this object's subtree
	first, n   int32 // members[first:first+n] sorted; n == 0: transparent
}

type member struct {
	start, keyEnd, end int32 // out[start:keyEnd] is the quoted name, out[start:end] the member
	firstObj           int32 // the first record that can lie inside the member
}

// grow returns s with room for one more element, doubling its capacity
// when it is full (append grows a long slice by a quarter, which allocates
// about five times its final size in all).
func grow[T any](s []T) []T {
	if len(s) < cap(s) {
		return s
	}
	return slices.Grow(s, max(len(s), 16))
}

func (p *parser) syntax(at int, detail string) *Error {
	return &Error{Kind: KindSyntax, Offset: at, Detail: detail}
}

func (p *parser) unexpected() *Error {
	if p.pos >= len(p.src) {
		return p.syntax(p.pos, "unexpected end of JSON input")
	}
	return p.syntax(p.pos, "invalid character "+quoteByte(p.src[p.pos]))
}

func (p *parser) parse() *Error {
	wantValue := true
	for {
		if wantValue {
			p.pos = skipSpace(p.src, p.pos)
			if p.pos >= len(p.src) {
				return p.unexpected()
			}
			switch c := p.src[p.pos]; c {
			case '{', '[':
				if len(p.frames) >= p.maxDepth {
					return &Error{Kind: KindDepth, Offset: p.pos, Detail: "nesting deeper than " + strconv.Itoa(p.maxDepth)}
				}
				p.out = append(p.out, c)
				p.pos = skipSpace(p.src, p.pos+1)
				if p.pos < len(p.src) && p.src[p.pos] == c+2 { // "{}" or "[]"
					p.pos++
					p.out = append(p.out, c+2)
					break
				}
				if c == '[' {
					p.frames = append(p.frames, frame{})
					continue
				}
				p.frames = append(p.frames, frame{obj: true, rec: int32(len(p.objs)), base: int32(len(p.pending))})
				p.objs = append(grow(p.objs), object{start: int32(len(p.out) - 1)})
				if err := p.name(); err != nil {
					return err
				}
				continue
			case '"':
				end, flags, err := scanString(p.src, p.pos)
				if err != nil {
					return err
				}
				p.appendString(p.src[p.pos+1:end-1], flags)
				p.pos = end
			case 't', 'f', 'n':
				lit := literal(c)
				end, err := scanLiteral(p.src, p.pos, lit)
				if err != nil {
					return err
				}
				p.out = append(p.out, lit...)
				p.pos = end
			default:
				if c != '-' && (c < '0' || c > '9') {
					return p.unexpected()
				}
				end, flags, err := scanNumber(p.src, p.pos)
				if err != nil {
					return err
				}
				var ok bool
				p.reserve(32)
				if p.out, ok = appendNumberToken(p.out, p.src[p.pos:end], flags); !ok && p.numErr < 0 {
					p.numErr = p.pos
				}
				p.pos = end
			}
			wantValue = false
			continue
		}
		// After a value.
		p.pos = skipSpace(p.src, p.pos)
		if len(p.frames) == 0 {
			if p.pos < len(p.src) {
				return p.syntax(p.pos, "invalid character "+quoteByte(p.src[p.pos])+" after top-level value")
			}
			return nil
		}
		if p.pos >= len(p.src) {
			return p.unexpected()
		}
		c := p.src[p.pos]
		f := &p.frames[len(p.frames)-1]
		if f.obj {
			p.pending[len(p.pending)-1].end = int32(len(p.out))
		}
		switch {
		case c == ',':
			p.out = append(p.out, ',')
			p.pos++
			if f.obj {
				p.pos = skipSpace(p.src, p.pos)
				if err := p.name(); err != nil {
					return err
				}
			}
			wantValue = true
		case c == '}' && f.obj, c == ']' && !f.obj:
			p.out = append(p.out, c)
			p.pos++
			if f.obj {
				p.closeObject(f)
			}
			p.frames = p.frames[:len(p.frames)-1]
		default:
			return p.unexpected()
		}
	}
}

// name reads a member name and its colon, and starts the member.
func (p *parser) name() *Error {
	if p.pos >= len(p.src) || p.src[p.pos] != '"' {
		return p.unexpected()
	}
	end, flags, err := scanString(p.src, p.pos)
	if err != nil {
		return err
	}
	start := len(p.out)
	p.appendString(p.src[p.pos+1:end-1], flags)
	p.pending = append(grow(p.pending), member{start: int32(start), keyEnd: int32(len(p.out)), firstObj: int32(len(p.objs))})
	p.pos = skipSpace(p.src, end)
	if p.pos >= len(p.src) || p.src[p.pos] != ':' {
		return p.unexpected()
	}
	p.pos++
	p.out = append(p.out, ':')
	return nil
}

// appendString writes the canonical form of a scanned string's content s.
func (p *parser) appendString(s []byte, flags uint8) {
	if flags&strEscaped != 0 {
		p.buf = unescape(p.buf[:0], s)
		s = p.buf
	}
	if p.nfc && flags&strNonASCII != 0 && !quickNFC(s) {
		p.nbuf = p.norm.appendNFC(p.nbuf[:0], s)
		s = p.nbuf
	} else if flags&strEscaped == 0 {
		// Raw text without escapes holds no character that needs one.
		p.reserve(len(s) + 2)
		p.out = append(p.out, '"')
		p.out = append(p.out, s...)
		p.out = append(p.out, '"')
		return
	}
	p.reserve(len(s) + 2)
	p.out = AppendQuoted(p.out, s)
}

// reserve makes room for n more bytes of output, doubling its capacity
// when it must grow.
func (p *parser) reserve(n int) {
	if cap(p.out)-len(p.out) < n {
		p.out = slices.Grow(p.out, max(n, len(p.out)))
	}
}

// smallObject is the length up to which an object whose members are not
// in canonical order is rewritten where it stands when it closes (it holds
// no record then: any object inside it is small too); a longer one gets a
// record. A byte is rewritten at most once per small object around it, so
// at most smallObject/8 times.
const smallObject = 256

// closeObject sorts the members of the object of frame f, just closed.
func (p *parser) closeObject(f *frame) {
	ms := p.pending[f.base:]
	o := &p.objs[f.rec]
	o.end = int32(len(p.out))
	last := int(f.rec) == len(p.objs)-1
	switch {
	case len(ms) >= 2 && !p.inOrder(ms):
		slices.SortFunc(ms, p.compare)
		for i := 1; i < len(ms) && !p.dup; i++ {
			p.dup = p.compare(ms[i-1], ms[i]) == 0
		}
		if last && o.end-o.start <= p.small {
			p.rewrite(o.start, ms)
			p.objs = p.objs[:f.rec]
			break
		}
		o.first, o.n, o.next = int32(len(p.members)), int32(len(ms)), int32(len(p.objs))
		if len(p.members)+len(ms) > cap(p.members) {
			p.members = slices.Grow(p.members, max(len(ms), len(p.members)))
		}
		p.members = append(p.members, ms...)
		p.live++
	case last:
		p.objs = p.objs[:f.rec]
	}
	p.pending = p.pending[:f.base]
}

// rewrite writes the members ms, sorted, of the object at out[start:] in
// their order.
func (p *parser) rewrite(start int32, ms []member) {
	base := start + 1
	p.tmp = append(p.tmp[:0], p.out[base:len(p.out)-1]...)
	pos := base
	for i, m := range ms {
		if i > 0 {
			p.out[pos] = ','
			pos++
		}
		pos += int32(copy(p.out[pos:], p.tmp[m.start-base:m.end-base]))
	}
}

func (p *parser) compare(a, b member) int {
	return compareWritten(p.out[a.start+1:a.keyEnd-1], p.out[b.start+1:b.keyEnd-1], &p.scratch)
}

func (p *parser) inOrder(ms []member) bool {
	for i := 1; i < len(ms); i++ {
		if p.compare(ms[i-1], ms[i]) >= 0 {
			return false
		}
	}
	return true
}

// emit appends out[start:end] with every recorded object in it written with
// its members in sorted order; records from index i on may lie in it.
func (p *parser) emit(dst []byte, start, end, i int32) []byte {
	pos := start
	for int(i) < len(p.objs) && p.objs[i].start < end {
		o := &p.objs[i]
		if o.n == 0 {
			i++
			continue
		}
		dst = append(dst, p.out[pos:o.start]...)
		dst = append(dst, '{')
		for k := o.first; k < o.first+o.n; k++ {
			if k > o.first {
				dst = append(dst, ',')
			}
			m := &p.members[k]
			dst = p.emit(dst, m.start, m.end, m.firstObj)
		}
		dst = append(dst, '}')
		pos, i = o.end, o.next
	}
	return append(dst, p.out[pos:end]...)
}
