package codec

import (
	"bytes"
	"encoding/binary"
	"math/bits"
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
	end, _, _ := proveValue(data, start, min(l.MaxDepth, proveMaxDepth), l.MaxDigits, nil)
	if end < 0 || skipSpace(data, end) != n {
		return nil, false
	}
	return data[start:end], true
}

// dupNames collects, for proveValue, the member names of the open objects,
// to find a name repeated in one object in the same pass.
type dupNames struct {
	// names: where each name lies in the value's text, as spelled
	// (quotes included), innermost object last. Offsets, not strings:
	// recording a name writes no pointer, and nothing is left to clear.
	names  []dupName
	starts [proveMaxDepth]int32 // where the names of each open object start
	// unsure: a name with escapes, or an object of more than dupMapMin
	// members, was met; the value needs another check (maybeDuplicates).
	unsure bool
}

// dupName is a member name in data[at:end], quotes included.
type dupName struct{ at, end int }

// repeats reports whether one of names is spelled as data[at:end].
func repeats(data []byte, names []dupName, at, end int) bool {
	name := data[at:end]
	for _, o := range names {
		if o.end-o.at == len(name) && string(data[o.at:o.end]) == string(name) {
			return true
		}
	}
	return false
}

// proveValue returns the index after the valid JSON value that starts at i
// (no white space before it), nested at most maxDepth levels, with no
// number of more than maxDigits characters; or -1. spaced tells whether
// there is white space between the value's tokens; plain, whether every
// string of the value (member names included) holds only bytes a string
// may hold as they are (no escape, so no backslash, and no byte above
// 0x7f). With dups, a value with an object that repeats a member name,
// spelled alike, is refused (-1) too, and dups.unsure tells whether the
// names could all be compared.
func proveValue(data []byte, i, maxDepth, maxDigits int, dups *dupNames) (end int, spaced, plain bool) {
	if i < len(data) && data[i] == '{' && maxDepth > 0 {
		return proveObject(data, i, maxDepth, maxDigits, dups)
	}
	return proveFrom(data, i, maxDepth, maxDigits, dups, 0, true)
}

// proveObject is proveValue for the object that opens at i (maxDepth at
// least 1): most raw values are objects whose members are strings,
// numbers, booleans and nulls, which it reads in one loop; at the first
// member whose value is an object or an array it hands the rest to
// proveFrom, in the state the grammar is in there.
func proveObject(data []byte, i, maxDepth, maxDigits int, dups *dupNames) (end int, spaced, plain bool) {
	n := len(data)
	plain = true
	if i = skipSpaced(data, i+1, &spaced); i < n && data[i] == '}' {
		return i + 1, spaced, true
	}
	// The object's names so far, compared here with each next one: dups
	// gets them only when a nested container hands the rest to proveFrom.
	var names [dupMapMin]dupName
	k := 0
	unsure := dups == nil || dups.unsure
	for {
		// A member name, its colon.
		if i >= n || data[i] != '"' {
			return -1, false, false
		}
		s := i
		escaped := false
		if j := plainEnd(data, i+1); j < n && data[j] == '"' {
			i = j + 1
		} else if i = proveString(data, j-1); i < 0 {
			return -1, false, false
		} else {
			plain = false
			escaped = bytes.IndexByte(data[j:i], '\\') >= 0
		}
		if !unsure {
			switch {
			case k == dupMapMin || escaped:
				unsure = true
			case repeats(data, names[:k], s, i):
				return -1, false, false
			default:
				names[k] = dupName{s, i}
				k++
			}
		}
		if i = skipSpaced(data, i, &spaced); i >= n || data[i] != ':' {
			return -1, false, false
		}
		// Its value.
		if i = skipSpaced(data, i+1, &spaced); i >= n {
			return -1, false, false
		}
		switch data[i] {
		case '"':
			if j := plainEnd(data, i+1); j < n && data[j] == '"' {
				i = j + 1
			} else if i = proveString(data, j-1); i < 0 {
				return -1, false, false
			} else {
				plain = false
			}
		case '{', '[':
			if dups != nil {
				dups.starts[0] = int32(len(dups.names))
				if unsure {
					dups.unsure = true
				} else {
					dups.names = append(dups.names, names[:k]...)
				}
			}
			end, sp, pl := proveFrom(data, i, maxDepth, maxDigits, dups, 1, plain)
			return end, spaced || sp, pl
		default:
			if i = proveScalar(data, i, maxDigits); i < 0 {
				return -1, false, false
			}
		}
		// A comma and the next member, or the end.
		if i = skipSpaced(data, i, &spaced); i >= n {
			return -1, false, false
		}
		switch data[i] {
		case ',':
			i = skipSpaced(data, i+1, &spaced)
		case '}':
			if unsure && dups != nil {
				dups.unsure = true
			}
			return i + 1, spaced, plain
		default:
			return -1, false, false
		}
	}
}

// proveScalar returns the index after the literal (true, false, null) or
// the number of at most maxDigits characters at i, or -1.
func proveScalar(data []byte, i, maxDigits int) int {
	switch data[i] {
	case 't':
		if !hasWord(data, i, "true") {
			return -1
		}
		return i + 4
	case 'f':
		if !hasWord(data, i, "false") {
			return -1
		}
		return i + 5
	case 'n':
		if !hasWord(data, i, "null") {
			return -1
		}
		return i + 4
	}
	j := NumberEnd(data, i)
	if j < 0 || j-i > maxDigits {
		// checkLimits counts the digits of a number of more characters
		// than MaxDigits exactly: let it.
		return -1
	}
	return j
}

// proveFrom is proveValue from a value at i (no white space before it)
// inside an object at depth top (0 or 1: proveObject's; its names in
// dups from dups.starts[0]), with plain as found so far.
func proveFrom(data []byte, i, maxDepth, maxDigits int, dups *dupNames, top int, plain bool) (end int, spaced, _ bool) {
	n := len(data)
	// The open containers, innermost in the lowest bit: 1 for an object.
	// proveMaxDepth is 64, so one word holds them.
	objects := uint64(top)
	maxDepth = min(maxDepth, proveMaxDepth)
	depth := top
	// The grammar as a loop over three states: a value is expected (0), a
	// member name is expected (1), a value has ended (2).
	state := 0
	for {
		switch state {
		case 0: // a value
			if i >= n {
				return -1, false, false
			}
			switch c := data[i]; c {
			case '{', '[':
				if depth >= maxDepth {
					return -1, false, false
				}
				objects <<= 1
				if c == '{' {
					objects |= 1
					if dups != nil {
						dups.starts[depth] = int32(len(dups.names))
					}
				}
				depth++
				i = skipSpaced(data, i+1, &spaced)
				if i >= n {
					return -1, false, false
				}
				switch {
				case c == '{' && data[i] == '}', c == '[' && data[i] == ']':
					depth--
					objects >>= 1
					i++
					state = 2
				case c == '{':
					state = 1
				}
				continue
			case '"':
				// Most strings are plain: their end is the first byte
				// plainEnd stops at; else the full check from there.
				if j := plainEnd(data, i+1); j < n && data[j] == '"' {
					i = j + 1
				} else if i = proveString(data, j-1); i < 0 {
					return -1, false, false
				} else {
					plain = false
				}
			default:
				if i = proveScalar(data, i, maxDigits); i < 0 {
					return -1, false, false
				}
			}
			state = 2
		case 1: // a member name, its colon
			if i >= n || data[i] != '"' {
				return -1, false, false
			}
			s := i
			escaped := false
			if j := plainEnd(data, i+1); j < n && data[j] == '"' {
				i = j + 1
			} else if i = proveString(data, j-1); i < 0 {
				return -1, false, false
			} else {
				plain = false
				escaped = bytes.IndexByte(data[j:i], '\\') >= 0
			}
			if dups != nil && !dups.unsure {
				names := dups.names[dups.starts[depth-1]:]
				switch {
				case len(names) >= dupMapMin || escaped:
					dups.unsure = true
				case repeats(data, names, s, i):
					return -1, false, false
				default:
					dups.names = append(dups.names, dupName{s, i})
				}
			}
			if i = skipSpaced(data, i, &spaced); i >= n || data[i] != ':' {
				return -1, false, false
			}
			i = skipSpaced(data, i+1, &spaced)
			state = 0
		case 2: // after a value
			if depth == 0 {
				return i, spaced, plain
			}
			if i = skipSpaced(data, i, &spaced); i >= n {
				return -1, false, false
			}
			object := objects&1 != 0
			switch c := data[i]; {
			case c == ',':
				i = skipSpaced(data, i+1, &spaced)
				if object {
					state = 1
				} else {
					state = 0
				}
			case c == '}' && object, c == ']' && !object:
				depth--
				objects >>= 1
				i++
				if object && dups != nil && !dups.unsure {
					dups.names = dups.names[:dups.starts[depth]]
				}
			default:
				return -1, false, false
			}
		}
	}
}

// skipSpaced is skipSpace setting *spaced when it skips a byte; most often
// the byte at i is no white space, found with one comparison.
func skipSpaced(data []byte, i int, spaced *bool) int {
	if i < len(data) && data[i] > ' ' {
		return i
	}
	j := skipSpace(data, i)
	if j != i {
		*spaced = true
	}
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
