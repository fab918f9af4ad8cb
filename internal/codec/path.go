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
type pathStack struct{ segs []seg }

func (p *pathStack) pushName(n string) { p.segs = append(p.segs, seg{name: n, index: -1}) }
func (p *pathStack) pushIndex(i int)   { p.segs = append(p.segs, seg{index: i}) }
func (p *pathStack) pop()              { p.segs = p.segs[:len(p.segs)-1] }

// String renders the RFC 6901 pointer ("" for the document itself).
func (p *pathStack) String() string {
	if len(p.segs) == 0 {
		return ""
	}
	var b strings.Builder
	for _, s := range p.segs {
		b.WriteByte('/')
		if s.index >= 0 {
			b.WriteString(strconv.Itoa(s.index))
		} else {
			writeEscaped(&b, s.name)
		}
	}
	return b.String()
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
