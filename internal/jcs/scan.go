package jcs

import (
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// The byte classes of the scanner.
const (
	clsPlain   = iota // a byte that stands for itself inside a string
	clsSpecial        // '"', '\\' or a control character
	clsHigh           // the first byte of a multi-byte UTF-8 sequence (or an invalid byte)
)

var class = func() (t [256]uint8) {
	for c := range 0x20 {
		t[c] = clsSpecial
	}
	t['"'], t['\\'] = clsSpecial, clsSpecial
	for c := 0x80; c < 0x100; c++ {
		t[c] = clsHigh
	}
	return t
}()

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func skipSpace(src []byte, i int) int {
	for i < len(src) && isSpace(src[i]) {
		i++
	}
	return i
}

// String flags.
const (
	strEscaped  = 1 << iota // the string holds a backslash escape
	strNonASCII             // the string holds a byte above 0x7f
)

// scanString reads the string whose opening quote is src[i]. It returns the
// offset after its closing quote and its flags; the content is
// src[i+1 : end-1]. Control characters, bad escapes, invalid UTF-8 and
// unpaired surrogate escapes are errors.
func scanString(src []byte, i int) (end int, flags uint8, err *Error) {
	start := i
	i++
	for {
		for i < len(src) && class[src[i]] == clsPlain {
			i++
		}
		if i >= len(src) {
			return 0, 0, &Error{Kind: KindSyntax, Offset: start, Detail: "unterminated string"}
		}
		switch c := src[i]; {
		case c == '"':
			return i + 1, flags, nil
		case c == '\\':
			flags |= strEscaped
			n, e := scanEscape(src, i)
			if e != nil {
				return 0, 0, e
			}
			if n > 0 {
				flags |= strNonASCII
				i += n
			} else {
				i -= n
			}
		case c < 0x20:
			return 0, 0, &Error{Kind: KindSyntax, Offset: i, Detail: "control character in string"}
		default:
			r, size := utf8.DecodeRune(src[i:])
			if r == utf8.RuneError && size == 1 {
				return 0, 0, &Error{Kind: KindUnicode, Offset: i, Detail: "invalid UTF-8"}
			}
			flags |= strNonASCII
			i += size
		}
	}
}

// scanEscape checks the escape starting at src[i] == '\\'. It returns its
// length, positive when it stands for a character above U+007F, negative
// otherwise.
func scanEscape(src []byte, i int) (int, *Error) {
	if i+1 >= len(src) {
		return 0, &Error{Kind: KindSyntax, Offset: i, Detail: "unterminated string"}
	}
	switch src[i+1] {
	case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
		return -2, nil
	case 'u':
	default:
		return 0, &Error{Kind: KindSyntax, Offset: i, Detail: "invalid escape " + strconv.Quote(string(src[i:i+2]))}
	}
	r, ok := hex4(src, i+2)
	if !ok {
		return 0, &Error{Kind: KindSyntax, Offset: i, Detail: "invalid \\u escape"}
	}
	switch {
	case r < 0x80:
		return -6, nil
	case utf16.IsSurrogate(r):
		if r < 0xdc00 && i+11 < len(src) && src[i+6] == '\\' && src[i+7] == 'u' {
			if lo, ok := hex4(src, i+8); ok && 0xdc00 <= lo && lo < 0xe000 {
				return 12, nil
			}
		}
		return 0, &Error{Kind: KindUnicode, Offset: i, Detail: "unpaired surrogate " + string(src[i:i+6])}
	}
	return 6, nil
}

func hex4(src []byte, i int) (rune, bool) {
	if i+4 > len(src) {
		return 0, false
	}
	var r rune
	for _, c := range src[i : i+4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

// unescape appends the characters of a scanned string's content s.
func unescape(dst, s []byte) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c != '\\' {
			j := i + 1
			for j < len(s) && s[j] != '\\' {
				j++
			}
			dst = append(dst, s[i:j]...)
			i = j
			continue
		}
		switch s[i+1] {
		case 'b':
			dst = append(dst, '\b')
		case 'f':
			dst = append(dst, '\f')
		case 'n':
			dst = append(dst, '\n')
		case 'r':
			dst = append(dst, '\r')
		case 't':
			dst = append(dst, '\t')
		case 'u':
			r, _ := hex4(s, i+2)
			if utf16.IsSurrogate(r) {
				lo, _ := hex4(s, i+8)
				dst = utf8.AppendRune(dst, utf16.DecodeRune(r, lo))
				i += 12
				continue
			}
			dst = utf8.AppendRune(dst, r)
			i += 6
			continue
		default: // '"', '\\', '/'
			dst = append(dst, s[i+1])
		}
		i += 2
	}
	return dst
}

// Number flags.
const (
	numFraction = 1 << iota
	numExponent
)

// scanNumber reads the number starting at src[i] and returns the offset
// after it and its flags.
func scanNumber(src []byte, i int) (end int, flags uint8, err *Error) {
	start := i
	if i < len(src) && src[i] == '-' {
		i++
	}
	switch {
	case i < len(src) && src[i] == '0':
		i++
	case i < len(src) && '1' <= src[i] && src[i] <= '9':
		i = digits(src, i)
	default:
		return 0, 0, &Error{Kind: KindSyntax, Offset: start, Detail: "invalid number"}
	}
	if i < len(src) && src[i] == '.' {
		flags |= numFraction
		j := digits(src, i+1)
		if j == i+1 {
			return 0, 0, &Error{Kind: KindSyntax, Offset: start, Detail: "invalid number"}
		}
		i = j
	}
	if i < len(src) && (src[i] == 'e' || src[i] == 'E') {
		flags |= numExponent
		i++
		if i < len(src) && (src[i] == '+' || src[i] == '-') {
			i++
		}
		j := digits(src, i)
		if j == i {
			return 0, 0, &Error{Kind: KindSyntax, Offset: start, Detail: "invalid number"}
		}
		i = j
	}
	return i, flags, nil
}

func digits(src []byte, i int) int {
	for i < len(src) && '0' <= src[i] && src[i] <= '9' {
		i++
	}
	return i
}

// literal returns the literal that starts with c: true, false or null.
func literal(c byte) string {
	switch c {
	case 't':
		return "true"
	case 'f':
		return "false"
	}
	return "null"
}

// scanLiteral checks that src[i:] starts with lit.
func scanLiteral(src []byte, i int, lit string) (int, *Error) {
	if len(src)-i < len(lit) || string(src[i:i+len(lit)]) != lit {
		return 0, &Error{Kind: KindSyntax, Offset: i, Detail: "invalid character " + quoteByte(src[i])}
	}
	return i + len(lit), nil
}

func quoteByte(c byte) string {
	if c < utf8.RuneSelf {
		return strconv.QuoteRune(rune(c))
	}
	return "byte 0x" + strconv.FormatUint(uint64(c), 16)
}
