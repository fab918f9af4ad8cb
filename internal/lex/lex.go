// Package lex holds the character classes the library's hand-written lexers
// share: the protocol's ASCII digits and ECMAScript's white space (the
// protocol's rules come from a TypeScript implementation, so "trim" and
// "white space" mean what they mean in JavaScript).
package lex

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// IsDigit reports whether c is an ASCII digit. Every rule of the protocol is
// ASCII: \d is [0-9] only, so fullwidth or Arabic-Indic digits never match.
func IsDigit(c byte) bool { return '0' <= c && c <= '9' }

// Digits reports whether s is one or more ASCII digits (^\d+$).
func Digits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !IsDigit(s[i]) {
			return false
		}
	}
	return true
}

// CompareDigits compares two ASCII digit strings as numbers of any size,
// leading zeros ignored: -1, 0 or +1.
func CompareDigits(a, b string) int {
	a, b = strings.TrimLeft(a, "0"), strings.TrimLeft(b, "0")
	switch {
	case len(a) < len(b):
		return -1
	case len(a) > len(b):
		return 1
	}
	return strings.Compare(a, b)
}

// IsJSSpace reports whether r is ECMAScript WhiteSpace or LineTerminator:
// what String.prototype.trim removes. Unlike unicode.IsSpace it includes
// U+FEFF and excludes U+0085.
func IsJSSpace(r rune) bool {
	switch r {
	case '\t', '\n', '\v', '\f', '\r', ' ', 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
		return true
	}
	return 0x2000 <= r && r <= 0x200A
}

// TrimJSSpace is JavaScript's String.prototype.trim: s without the IsJSSpace
// characters at either end.
func TrimJSSpace(s string) string { return strings.TrimFunc(s, IsJSSpace) }

// QuoteLimit is the number of bytes of an operand or input that messages
// quote; longer text is shortened by Quote.
const QuoteLimit = 128

// Quote returns s quoted as strconv.Quote does when it has at most
// QuoteLimit bytes; a longer s is cut to its first QuoteLimit bytes (at a
// rune boundary), followed by "…" inside the quotes and its length after
// them: "1000…" (1000001 digits), or (N bytes) when s is not all digits.
func Quote(s string) string {
	if len(s) <= QuoteLimit {
		return strconv.Quote(s)
	}
	cut := QuoteLimit
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	unit := " bytes)"
	if Digits(s) {
		unit = " digits)"
	}
	return strconv.Quote(s[:cut]+"…") + " (" + strconv.Itoa(len(s)) + unit
}
