package jcs

import (
	"bytes"
	"cmp"
	"unicode/utf8"
)

const hexDigits = "0123456789abcdef"

// AppendQuoted appends s (valid UTF-8) as a JSON string written as
// JavaScript's JSON.stringify writes it: '"', '\' and U+0000–U+001F escaped
// (\b \t \n \f \r, the others as \u00xx in lowercase hex), everything else
// as itself.
func AppendQuoted[S ~string | ~[]byte](dst []byte, s S) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if class[c] != clsSpecial {
			continue
		}
		dst = append(dst, s[start:i]...)
		switch c {
		case '"', '\\':
			dst = append(dst, '\\', c)
		case '\b':
			dst = append(dst, '\\', 'b')
		case '\f':
			dst = append(dst, '\\', 'f')
		case '\n':
			dst = append(dst, '\\', 'n')
		case '\r':
			dst = append(dst, '\\', 'r')
		case '\t':
			dst = append(dst, '\\', 't')
		default:
			dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
		}
		start = i + 1
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// CompareUTF16 compares two valid UTF-8 strings as JavaScript compares
// strings: as sequences of UTF-16 code units. It differs from byte order
// only where a character above U+FFFF meets one in U+E000–U+FFFF: the
// former's leading surrogate, a code unit from 0xd800 to 0xdbff, sorts
// first.
func CompareUTF16[S ~string | ~[]byte](a, b S) int {
	n := min(len(a), len(b))
	i := 0
	for i < n && a[i] == b[i] {
		i++
	}
	if i == n {
		return cmp.Compare(len(a), len(b))
	}
	if a[i] < utf8.RuneSelf && b[i] < utf8.RuneSelf {
		return cmp.Compare(a[i], b[i])
	}
	for i > 0 && !utf8.RuneStart(a[i]) {
		i--
	}
	ra, _ := utf8.DecodeRuneInString(string(a[i:min(len(a), i+utf8.UTFMax)]))
	rb, _ := utf8.DecodeRuneInString(string(b[i:min(len(b), i+utf8.UTFMax)]))
	if ua, ub := leadUnit(ra), leadUnit(rb); ua != ub {
		return cmp.Compare(ua, ub)
	}
	return cmp.Compare(ra, rb)
}

// leadUnit is the first UTF-16 code unit of r.
func leadUnit(r rune) rune {
	if r < 0x10000 {
		return r
	}
	return 0xd800 + (r-0x10000)>>10
}

// compareWritten compares two strings as CompareUTF16 does, each given as
// the content of its canonical JSON string (escapes as AppendQuoted writes
// them).
func compareWritten(a, b []byte, scratch *[2][]byte) int {
	if bytes.IndexByte(a, '\\') >= 0 {
		scratch[0] = unescape(scratch[0][:0], a)
		a = scratch[0]
	}
	if bytes.IndexByte(b, '\\') >= 0 {
		scratch[1] = unescape(scratch[1][:0], b)
		b = scratch[1]
	}
	return CompareUTF16(a, b)
}
