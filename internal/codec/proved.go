package codec

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// proveMaxDepth bounds the nesting proveText follows; deeper texts take the
// reference path.
const proveMaxDepth = 64

// strPlain marks the bytes a string may hold as they are: printable ASCII
// other than the quote and the backslash.
var strPlain = func() (t [256]bool) {
	for c := 0x20; c < 0x80; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

// proveText is the decoder's one-pass acceptor. It returns the JSON value of
// data without the white space around it, and true, only when data is
// exactly one valid JSON text (RFC 8259 grammar, valid UTF-8, no unpaired
// surrogate escapes, at most proveMaxDepth levels deep) that exceeds none of
// the limits l: then both the tokenizer and checkLimits would accept it, and
// the decoder skips them. Otherwise it returns false and decides nothing:
// the decoder takes the reference path, which finds the exact error. It is
// thus only ever stricter than the reference, never more lenient, which the
// fuzz target FuzzProveText checks.
func proveText(data []byte, l *Limits) ([]byte, bool) {
	n := len(data)
	// The conditions under which checkLimits takes its short scan; the
	// nesting and the number lengths are checked below.
	// (Divisions, not products: a limit of "none" is the largest int.)
	if n > l.MaxBytes || n >= l.MaxStringBytes || n/2 >= l.MaxElements || n/4 >= l.MaxMembers {
		return nil, false
	}
	start := skipSpace(data, 0)
	end, _ := proveValue(data, start, min(l.MaxDepth, proveMaxDepth), l.MaxDigits, nil)
	if end < 0 || skipSpace(data, end) != n {
		return nil, false
	}
	return data[start:end], true
}

// dupNames collects, for proveValue, the member names of the open objects,
// to find a name repeated in one object in the same pass.
type dupNames struct {
	names  []string             // as spelled, quotes included; innermost object last
	starts [proveMaxDepth]int32 // where the names of each open container start
	// unsure: a name with escapes, or an object of more than dupMapMin
	// members, was met; the value needs another check (maybeDuplicates).
	unsure bool
}

// proveValue returns the index after the valid JSON value that starts at i
// (no white space before it), nested at most maxDepth levels, with no
// number of more than maxDigits characters; or -1. spaced tells whether
// there is white space between the value's tokens. With dups, a value with
// an object that repeats a member name, spelled alike, is refused (-1) too,
// and dups.unsure tells whether the names could all be compared.
func proveValue(data []byte, i, maxDepth, maxDigits int, dups *dupNames) (end int, spaced bool) {
	ws := 0 // white space bytes skipped
	n := len(data)
	var stack [proveMaxDepth]byte // the open containers: '{' or '['
	maxDepth = min(maxDepth, proveMaxDepth)
	depth := 0
	// The grammar as a loop over three states: a value is expected (0), a
	// member name is expected (1), a value has ended (2).
	state := 0
	for {
		switch state {
		case 0: // a value
			if i >= n {
				return -1, false
			}
			switch c := data[i]; c {
			case '{', '[':
				if depth >= maxDepth {
					return -1, false
				}
				stack[depth] = c
				if dups != nil {
					dups.starts[depth] = int32(len(dups.names))
				}
				depth++
				i = skipCount(data, i+1, &ws)
				if i >= n {
					return -1, false
				}
				switch {
				case c == '{' && data[i] == '}', c == '[' && data[i] == ']':
					depth--
					i++
					state = 2
				case c == '{':
					state = 1
				}
				continue
			case '"':
				if i = proveString(data, i); i < 0 {
					return -1, false
				}
			case 't':
				if !hasWord(data, i, "true") {
					return -1, false
				}
				i += 4
			case 'f':
				if !hasWord(data, i, "false") {
					return -1, false
				}
				i += 5
			case 'n':
				if !hasWord(data, i, "null") {
					return -1, false
				}
				i += 4
			default:
				j := NumberEnd(data, i)
				if j < 0 || j-i > maxDigits {
					// checkLimits counts the digits of a number of more
					// characters than MaxDigits exactly: let it.
					return -1, false
				}
				i = j
			}
			state = 2
		case 1: // a member name, its colon
			if i >= n || data[i] != '"' {
				return -1, false
			}
			s := i
			if i = proveString(data, i); i < 0 {
				return -1, false
			}
			if dups != nil && !dups.unsure {
				names := dups.names[dups.starts[depth-1]:]
				name := unsafe.String(&data[s], i-s)
				switch {
				case len(names) >= dupMapMin || strings.IndexByte(name, '\\') >= 0:
					dups.unsure = true
				case slices.Contains(names, name):
					return -1, false
				default:
					dups.names = append(dups.names, name)
				}
			}
			if i = skipCount(data, i, &ws); i >= n || data[i] != ':' {
				return -1, false
			}
			i = skipCount(data, i+1, &ws)
			state = 0
		case 2: // after a value
			if depth == 0 {
				return i, ws != 0
			}
			if i = skipCount(data, i, &ws); i >= n {
				return -1, false
			}
			top := stack[depth-1]
			switch c := data[i]; {
			case c == ',':
				i = skipCount(data, i+1, &ws)
				if top == '{' {
					state = 1
				} else {
					state = 0
				}
			case c == '}' && top == '{', c == ']' && top == '[':
				depth--
				i++
				if dups != nil && !dups.unsure {
					dups.names = dups.names[:dups.starts[depth]]
				}
			default:
				return -1, false
			}
		}
	}
}

// skipCount is skipSpace adding the bytes skipped to *ws.
func skipCount(data []byte, i int, ws *int) int {
	j := skipSpace(data, i)
	*ws += j - i
	return j
}

func skipSpace(data []byte, i int) int {
	for i < len(data) {
		switch data[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

func hasWord(data []byte, i int, w string) bool {
	return len(data)-i >= len(w) && string(data[i:i+len(w)]) == w
}

// plainEnd returns the index of the first byte at or after i (0 <= i <=
// len(data)) that a string may not hold as it is (len(data) for none):
// the first 32 bytes eight at a time, then 32 bytes at a time while none
// is such a byte, then eight at a time, the first such byte of a word
// found from the lowest high bit of its mask (notPlain); the last bytes
// (fewer than eight) as the end of the document's last word, shifted
// down. Every word it reads lies within data (wordAt).
func plainEnd(data []byte, i int) int {
	n := len(data)
	// Most strings are short (names, identifiers, times, vocabulary
	// values): their first 32 bytes are read eight at a time.
	for stop := min(i+24, n-8); i <= stop; i += 8 {
		if m := notPlain(wordAt(data, i)); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
	}
	if i > n-8 {
		return plainTail(data, i)
	}
	for i <= n-32 {
		if notPlain(wordAt(data, i))|notPlain(wordAt(data, i+8))|notPlain(wordAt(data, i+16))|notPlain(wordAt(data, i+24)) != 0 {
			break
		}
		i += 32
	}
	for ; i <= n-8; i += 8 {
		if m := notPlain(wordAt(data, i)); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
	}
	return plainTail(data, i)
}

// wordAt is the little-endian word of data's bytes i to i+7, which the
// caller has checked lie within data (0 <= i <= len(data)-8): read
// without a bounds check.
func wordAt(data []byte, i int) uint64 {
	return binary.LittleEndian.Uint64((*[8]byte)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(data)), i))[:])
}

// plainTail is plainEnd for the fewer than eight bytes from i to the end
// of data: the last eight bytes of data (when there are so many) are read
// as one word shifted down to start at i, whose top bytes, zero, are not
// plain and mark the end.
func plainTail(data []byte, i int) int {
	n := len(data)
	if n < 8 {
		for i < n && strPlain[data[i]] {
			i++
		}
		return i
	}
	if i >= n {
		return n
	}
	m := notPlain(binary.LittleEndian.Uint64(data[n-8:]) >> (8 * uint(8-(n-i))))
	return min(n, i+bits.TrailingZeros64(m)>>3)
}

// notPlain has the high bit set in the lowest byte of the word x
// (little-endian) that a string may not hold as it is (a byte below 0x20,
// at or above 0x80, a quote or a backslash), possibly in higher bytes
// after it, and no other bits: zero when every byte is plain. For a plain
// byte none of the terms borrows or sets its high bit, while the lowest
// byte that is not plain (no borrow reaching it) sets it in one of them
// (a byte at or above 0x80 in x, one below 0x20 in x-0x20, a quote or a
// backslash in the byte minus one after the xor that makes it zero).
func notPlain(x uint64) uint64 {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	return (x | (x - ones*0x20) | (x ^ (ones * '"') - ones) | (x ^ (ones * '\\') - ones)) & highs
}

// proveString returns the index after the valid JSON string that opens at
// i, or -1: control characters, invalid UTF-8, unknown escapes and unpaired
// surrogate escapes are invalid.
func proveString(data []byte, i int) int {
	n := len(data)
	i++
	for {
		i = plainEnd(data, i)
		if i >= n {
			return -1
		}
		switch c := data[i]; {
		case c == '"':
			return i + 1
		case c == '\\':
			if i+1 >= n {
				return -1
			}
			switch data[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				r, ok := hex4(data, i+2)
				if !ok {
					return -1
				}
				i += 6
				switch {
				case 0xDC00 <= r && r <= 0xDFFF:
					return -1 // a low surrogate alone
				case 0xD800 <= r && r <= 0xDBFF:
					if i+1 >= n || data[i] != '\\' || data[i+1] != 'u' {
						return -1
					}
					lo, ok := hex4(data, i+2)
					if !ok || lo < 0xDC00 || lo > 0xDFFF {
						return -1
					}
					i += 6
				}
			default:
				return -1
			}
		case c < 0x20:
			return -1
		default: // c >= 0x80
			r, size := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && size <= 1 {
				return -1
			}
			i += size
		}
	}
}

// hex4 reads four hexadecimal digits at i.
func hex4(data []byte, i int) (rune, bool) {
	if len(data)-i < 4 {
		return 0, false
	}
	var r rune
	for _, c := range data[i : i+4] {
		switch {
		case '0' <= c && c <= '9':
			r = r<<4 | rune(c-'0')
		case 'a' <= c && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case 'A' <= c && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

// NumberEnd returns the index after the JSON number at i, or -1:
// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? not followed by another
// number character.
func NumberEnd(data []byte, i int) int {
	n := len(data)
	digits := func() bool {
		j := i
		for i < n && '0' <= data[i] && data[i] <= '9' {
			i++
		}
		return i > j
	}
	if i < n && data[i] == '-' {
		i++
	}
	switch {
	case i < n && data[i] == '0':
		i++
	case !digits():
		return -1
	}
	if i < n && data[i] == '.' {
		i++
		if !digits() {
			return -1
		}
	}
	if i < n && (data[i] == 'e' || data[i] == 'E') {
		i++
		if i < n && (data[i] == '+' || data[i] == '-') {
			i++
		}
		if !digits() {
			return -1
		}
	}
	if i < n && isNumberByte(data[i]) {
		return -1 // 01, 1.2.3, 1e5e5
	}
	return i
}
