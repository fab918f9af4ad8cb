package codec

import (
	"strconv"
	"strings"
)

// seg is one step of a JSON Pointer: a member name or an array index.
type seg struct {
	name  string
	index int // -1 for a member name
}

// pathStack is the current position of a walk. Strings are built only when a
// violation is reported, so a walk over a valid document allocates nothing.
type pathStack struct {
	segs []seg
	buf  []byte // scratch of key: the pointer of the current position
}

func (p *pathStack) pushName(n string) { p.segs = append(p.segs, seg{name: n, index: -1}) }
func (p *pathStack) pushIndex(i int)   { p.segs = append(p.segs, seg{index: i}) }
func (p *pathStack) pop()              { p.segs = p.segs[:len(p.segs)-1] }

// String renders the RFC 6901 pointer ("" for the document itself), in
// one allocation.
func (p *pathStack) String() string {
	if len(p.segs) == 0 {
		return ""
	}
	p.buf = p.appendTo(p.buf[:0])
	return string(p.buf)
}

// key renders the pointer into the stack's scratch buffer, valid until the
// next call: for looking a position up in a map keyed by pointers
// (m[string(p.key())] allocates nothing).
func (p *pathStack) key() []byte {
	p.buf = p.appendTo(p.buf[:0])
	return p.buf
}

// appendTo appends the pointer to dst.
func (p *pathStack) appendTo(dst []byte) []byte {
	for _, s := range p.segs {
		dst = append(dst, '/')
		if s.index >= 0 {
			dst = strconv.AppendInt(dst, int64(s.index), 10)
			continue
		}
		if !strings.ContainsAny(s.name, "~/") {
			dst = append(dst, s.name...)
			continue
		}
		for i := 0; i < len(s.name); i++ {
			switch c := s.name[i]; c {
			case '~':
				dst = append(dst, "~0"...)
			case '/':
				dst = append(dst, "~1"...)
			default:
				dst = append(dst, c)
			}
		}
	}
	return dst
}

// Join appends relative steps (string member names or int indexes) to base.
func Join(base string, rel ...any) string {
	var b strings.Builder
	b.WriteString(base)
	for _, r := range rel {
		b.WriteByte('/')
		switch r := r.(type) {
		case int:
			b.WriteString(strconv.Itoa(r))
		case string:
			writeEscaped(&b, r)
		default:
			panic("codec.Join: path step must be string or int")
		}
	}
	return b.String()
}

func writeEscaped(b *strings.Builder, name string) {
	if !strings.ContainsAny(name, "~/") {
		b.WriteString(name)
		return
	}
	for i := 0; i < len(name); i++ {
		switch name[i] {
		case '~':
			b.WriteString("~0")
		case '/':
			b.WriteString("~1")
		default:
			b.WriteByte(name[i])
		}
	}
}
