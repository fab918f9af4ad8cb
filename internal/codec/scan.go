package codec

import (
	"encoding/binary"
	"math/bits"
)

// scanner reads a document once jsontext has proved it one valid JSON text
// (see decodeInto). It relies on that proof and checks nothing itself:
// strings are closed, containers balanced, literals spelled right, numbers
// well formed. It therefore also treats ',' and ':' as white space, which
// outside strings they are as good as in a valid text.
type scanner struct {
	src []byte // the proved text
	pos int    // the read position in src
	esc bool   // the string last read has escapes
}

// peek skips white space and separators and returns the next byte: the
// first byte of a value, or the '}' or ']' that closes a container.
func (d *scanner) peek() byte {
	for {
		switch c := d.src[d.pos]; c {
		case ' ', '\t', '\n', '\r', ',', ':':
			d.pos++
		default:
			return c
		}
	}
}

// readToken reads a '{', '}', '[' or ']'.
func (d *scanner) readToken() {
	d.peek()
	d.pos++
}

// readValue reads the next value (or member name) and returns its text.
func (d *scanner) readValue() []byte {
	c := d.peek()
	start := d.pos
	switch c {
	case '"':
		d.pos, d.esc = d.stringEnd(start)
	case '{', '[':
		d.pos = d.containerEnd(start)
	case 't', 'n':
		d.pos += 4
	case 'f':
		d.pos += 5
	default:
		i := start + 1
		for i < len(d.src) && isNumberByte(d.src[i]) {
			i++
		}
		d.pos = i
	}
	return d.src[start:d.pos]
}

// skip reads the next value and drops it.
func (d *scanner) skip() { d.readValue() }

// stringEnd returns the index after the string that opens at i, and
// whether the string has escapes. It looks for the next quote or backslash
// eight bytes at a time.
func (d *scanner) stringEnd(i int) (end int, escaped bool) {
	src := d.src
	i++
	for {
		i = quoteOrBackslash(src, i)
		if src[i] == '"' {
			return i + 1, escaped
		}
		// A backslash: the escaped character (a quote, a backslash, …)
		// cannot end the string; the digits of a \uXXXX escape are plain
		// text.
		escaped = true
		i += 2
	}
}

// quoteOrBackslash returns the index of the first quote or backslash of
// src at or after i, or len(src) when there is none. It looks eight bytes
// at a time.
func quoteOrBackslash(src []byte, i int) int {
	for i+8 <= len(src) {
		x := binary.LittleEndian.Uint64(src[i:])
		if m := hasByte(x, '"') | hasByte(x, '\\'); m != 0 {
			return i + bits.TrailingZeros64(m)/8
		}
		i += 8
	}
	for i < len(src) && src[i] != '"' && src[i] != '\\' {
		i++
	}
	return i
}

// hasByte has the high bit set in the lowest byte of x equal to b (and
// possibly in higher bytes after it: only the lowest mark is exact).
func hasByte(x uint64, b byte) uint64 {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	y := x ^ ones*uint64(b)
	return (y - ones) &^ y & highs
}

// containerEnd returns the index after the object or array that opens at i.
func (d *scanner) containerEnd(i int) int {
	depth := 0
	for {
		switch d.src[i] {
		case '"':
			i, _ = d.stringEnd(i)
			continue
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				return i + 1
			}
		}
		i++
	}
}

// countElements returns the number of elements of the array that opens at
// i.
func (d *scanner) countElements(i int) int { return countElements(d.src, i+1) }

// countElements returns the number of elements of the array whose '[' is
// just before i, or -1 when src ends first. It follows only strings and
// brackets, so it needs no valid text (reading the elements checks them).
func countElements(src []byte, i int) int {
	depth, n, empty := 1, 0, true
	for i < len(src) {
		switch c := src[i]; c {
		case '"':
			i = quoteEnd(src, i)
			if i < 0 {
				return -1
			}
			empty = false
			continue
		case '{', '[':
			if depth == 1 {
				empty = false
			}
			depth++
		case '}', ']':
			if depth--; depth == 0 {
				if empty {
					return 0
				}
				return n + 1
			}
		case ',':
			if depth == 1 {
				n++
			}
		case ' ', '\t', '\n', '\r':
		default:
			empty = false
		}
		i++
	}
	return -1
}

// quoteEnd returns the index after the string that opens at i (escapes
// skipped, nothing checked), or -1 when src ends first.
func quoteEnd(src []byte, i int) int {
	i++
	for {
		i = quoteOrBackslash(src, i)
		if i >= len(src) {
			return -1
		}
		if src[i] == '"' {
			return i + 1
		}
		i += 2 // a backslash and the character it escapes
	}
}

func isNumberByte(c byte) bool {
	return '0' <= c && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'
}
