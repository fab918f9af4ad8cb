package constraint

import (
	"strconv"
	"unicode/utf8"

	"github.com/hounfour-go/hounfour/internal/codec"
)

// checkRaw fails where the builder would on the JSON text of an any-valued
// member: where DecodeJSON does (the encoding check of generated code,
// constraintrt.RawOK).
func checkRaw(raw []byte) error {
	if len(raw) > 0 && len(raw) <= rawFastMax {
		if end, ok := simpleValue(raw, 0, 0); ok && end == len(raw) {
			return nil
		}
	}
	_, err := DecodeJSON(raw)
	return err
}

// rawFastMax bounds the texts rawFast takes: far below every default
// document limit DecodeJSON applies (strings, members, elements), which
// therefore cannot be exceeded.
const rawFastMax = 16 << 10

// rawFast builds the value of raw straight into the builder when raw is a
// JSON text of the simple kind decoded documents keep for their any-valued
// members: no white space, strings without escapes, objects of at most 16
// members without repeated names, at most 64 levels, numbers of at most 78
// characters within float64's range. It then builds exactly what
// DecodeJSON gives. Otherwise it builds nothing and returns false, and
// DecodeJSON decides (the reference, codec.SetReference, always takes it).
func (b *builder) rawFast(raw []byte) bool {
	if codec.Reference() || len(raw) == 0 || len(raw) > rawFastMax {
		return false
	}
	if end, ok := simpleValue(raw, 0, 0); !ok || end != len(raw) {
		return false
	}
	p := rawEmitter{s: string(raw), b: b} // one copy for all the strings
	p.value()
	return true
}

// simpleValue checks the simple value at i (see rawFast) and returns the
// index after it.
func simpleValue(raw []byte, i, depth int) (int, bool) {
	if i >= len(raw) {
		return 0, false
	}
	switch c := raw[i]; c {
	case '"':
		return simpleString(raw, i)
	case '{', '[':
		if depth >= 64 {
			return 0, false
		}
		close := byte('}')
		if c == '[' {
			close = ']'
		}
		i++
		if i < len(raw) && raw[i] == close {
			return i + 1, true
		}
		var names [16][2]int // the quoted names' spans
		n := 0
		for {
			if c == '{' {
				end, ok := simpleString(raw, i)
				if !ok || n == len(names) || end >= len(raw) || raw[end] != ':' {
					return 0, false
				}
				name := raw[i:end] // quoted: no escapes, so compared as spelled
				for _, m := range names[:n] {
					if string(raw[m[0]:m[1]]) == string(name) {
						return 0, false
					}
				}
				names[n] = [2]int{i, end}
				n++
				i = end + 1
			}
			end, ok := simpleValue(raw, i, depth+1)
			if !ok || end >= len(raw) {
				return 0, false
			}
			switch raw[end] {
			case ',':
				i = end + 1
			case close:
				return end + 1, true
			default:
				return 0, false
			}
		}
	case 't':
		return i + 4, len(raw)-i >= 4 && string(raw[i:i+4]) == "true"
	case 'f':
		return i + 5, len(raw)-i >= 5 && string(raw[i:i+5]) == "false"
	case 'n':
		return i + 4, len(raw)-i >= 4 && string(raw[i:i+4]) == "null"
	}
	end := codec.NumberEnd(raw, i)
	if end < 0 || end-i > 78 {
		return 0, false
	}
	// A number of at most 78 characters without an exponent part is below
	// 10^78 in magnitude: always finite, so only one with an exponent can
	// be out of float64's range.
	if hasExponent(raw[i:end]) {
		if _, err := strconv.ParseFloat(string(raw[i:end]), 64); err != nil {
			return 0, false
		}
	}
	return end, true
}

// hasExponent reports whether the JSON number text n has an exponent part.
func hasExponent(n []byte) bool {
	for _, c := range n {
		if c == 'e' || c == 'E' {
			return true
		}
	}
	return false
}

// simpleString checks the string at i: no escapes, no control characters,
// valid UTF-8.
func simpleString(raw []byte, i int) (int, bool) {
	if i >= len(raw) || raw[i] != '"' {
		return 0, false
	}
	ascii := true
	for j := i + 1; j < len(raw); j++ {
		switch c := raw[j]; {
		case c == '"':
			return j + 1, ascii || utf8.Valid(raw[i+1:j])
		case c == '\\' || c < 0x20:
			return 0, false
		case c >= 0x80:
			ascii = false
		}
	}
	return 0, false
}

// rawEmitter builds a checked simple text into the builder.
type rawEmitter struct {
	s   string
	pos int
	b   *builder
}

func (p *rawEmitter) value() {
	switch c := p.s[p.pos]; c {
	case '"':
		p.b.String(p.str())
	case '{':
		p.b.BeginObject()
		p.pos++
		for p.s[p.pos] != '}' {
			p.b.Name(p.str())
			p.pos++ // ':'
			p.value()
			if p.s[p.pos] == ',' {
				p.pos++
			}
		}
		p.pos++
		p.b.EndObject()
	case '[':
		p.b.BeginArray()
		p.pos++
		for p.s[p.pos] != ']' {
			p.value()
			if p.s[p.pos] == ',' {
				p.pos++
			}
		}
		p.pos++
		p.b.EndArray()
	case 't':
		p.b.Bool(true)
		p.pos += 4
	case 'f':
		p.b.Bool(false)
		p.pos += 5
	case 'n':
		p.b.Null()
		p.pos += 4
	default:
		end := p.pos
		for end < len(p.s) && isNumberChar(p.s[end]) {
			end++
		}
		f, _ := strconv.ParseFloat(p.s[p.pos:end], 64)
		p.b.Float(f)
		p.pos = end
	}
}

// str reads a string without escapes and returns its content, a view of
// the text.
func (p *rawEmitter) str() string {
	start := p.pos + 1
	end := start
	for p.s[end] != '"' {
		end++
	}
	p.pos = end + 1
	return p.s[start:end]
}

func isNumberChar(c byte) bool {
	return '0' <= c && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'
}
