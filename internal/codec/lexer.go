package codec

import (
	"bytes"
	"encoding/json"
	"unsafe"

	"github.com/go-json-experiment/json/jsontext"
)

// Lexer is the reader of the generated decoders (package internal/codecgen
// writes them; nothing else should call it). It reads a document once,
// front to back, checking the JSON grammar, UTF-8, escapes and surrogates,
// numbers and the document limits as it goes, exactly as proveText does.
// Every method reports whether it could read what was asked; false means
// "not accepted": the generated decoder then returns false and the caller
// decodes the document again on the reflective path, which finds the exact
// violations. A Lexer thus never decides that a document is invalid, only
// that it is valid, and it may refuse anything unusual.
type Lexer struct {
	data      []byte
	pos       int
	depth     int // open containers
	maxDepth  int
	maxDigits int
	d         *decoder // arena, string slabs and scratch of the decoded value

	// The member and element limits: checked as the text is read when the
	// document is long enough to reach them (big), along with a limit scan
	// of every any-valued member.
	big                     bool
	maxMembers, maxElements int
	lim                     Limits
	members                 [genMaxDepth + 1]int32 // members read, per open object

	esc bool // the string content last read was unquoted into scratch space
	// dups: the member names of any-valued members (value)
	dups dupNames
	// view: the decoded value is dropped once its rules ran, while the
	// document is unchanged, so strings and raw values read without
	// unquoting may stay views of it instead of copies.
	view bool
	// sp: with view, the maps the previous decode into the same value left,
	// for UnknownMap and ReuseMap to reuse.
	sp   spares
	strs []string // scratch of StringArray
}

// space skips white space and returns the next byte (0 at the end).
func (l *Lexer) space() byte {
	for l.pos < len(l.data) {
		switch c := l.data[l.pos]; c {
		case ' ', '\t', '\n', '\r':
			l.pos++
		default:
			return c
		}
	}
	return 0
}

// open reads the '{' or '[' c that opens a container.
func (l *Lexer) open(c byte) bool {
	if l.space() != c || l.depth >= l.maxDepth {
		return false
	}
	l.pos++
	l.depth++
	return true
}

// ObjectStart reads the '{' that opens an object.
func (l *Lexer) ObjectStart() bool {
	if !l.open('{') {
		return false
	}
	l.members[l.depth] = 0
	return true
}

// Member reads up to the next member name of the open object and its colon,
// and returns the name's content (valid until the next name or string with
// escapes is read). first tells whether no member was read yet. more is false
// when the object ended instead (its '}' read).
func (l *Lexer) Member(first bool) (name []byte, more, ok bool) {
	c := l.space()
	if c == '}' {
		l.pos++
		l.depth--
		return nil, false, true
	}
	if !first {
		if c != ',' {
			return nil, false, false
		}
		l.pos++
		c = l.space()
	}
	if c != '"' {
		return nil, false, false
	}
	name, ok = l.content()
	if !ok || l.space() != ':' {
		return nil, false, false
	}
	l.pos++
	if l.members[l.depth]++; int(l.members[l.depth]) > l.maxMembers {
		return nil, false, false
	}
	return name, true, true
}

// ArrayStart reads the '[' that opens an array and returns its number of
// elements (counted ahead, not yet checked: reading them does).
func (l *Lexer) ArrayStart() (n int, ok bool) {
	if !l.open('[') {
		return 0, false
	}
	n = countElements(l.data, l.pos)
	return n, n >= 0 && n <= l.maxElements
}

// Next reads the separator before element i of the open array.
func (l *Lexer) Next(i int) bool {
	if i == 0 {
		return true
	}
	if l.space() != ',' {
		return false
	}
	l.pos++
	return true
}

// ArrayEnd reads the ']' that closes the array.
func (l *Lexer) ArrayEnd() bool {
	if l.space() != ']' {
		return false
	}
	l.pos++
	l.depth--
	return true
}

// content reads the string at the read position (its opening quote not yet
// read) and returns its content: a view of the document when it has no
// escapes, else the unquoted text in scratch space valid until the next
// string with escapes.
func (l *Lexer) content() ([]byte, bool) {
	src := l.data
	start := l.pos
	i := start + 1
	i = plainEnd(src, i)
	if i >= len(src) {
		return nil, false
	}
	if src[i] == '"' {
		l.pos = i + 1
		l.esc = false
		return src[start+1 : i], true
	}
	// Escapes or non-ASCII bytes: the full check from there (the bytes
	// before i are plain), then unquote if needed.
	end := proveString(src, i-1)
	if end < 0 {
		return nil, false
	}
	l.pos = end
	raw := src[start:end]
	if l.esc = bytes.IndexByte(src[i:end-1], '\\') >= 0; l.esc {
		out, err := jsontext.AppendUnquote(l.d.buf[:0], raw)
		if err != nil {
			return nil, false
		}
		l.d.buf = out
		return out, true
	}
	return raw[1 : len(raw)-1], true
}

// Bytes reads a string value and returns its content, valid until the next
// string with escapes is read (for values compared, not kept).
func (l *Lexer) Bytes() ([]byte, bool) {
	if l.space() != '"' {
		return nil, false
	}
	return l.content()
}

// String reads a string value as a string the decoded value may keep.
func (l *Lexer) String() (string, bool) {
	b, ok := l.Bytes()
	if !ok {
		return "", false
	}
	return l.Keep(b), true
}

// Keep returns b, the content last read, as a string the decoded value may
// keep ("" for none).
func (l *Lexer) Keep(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if l.view && !l.esc {
		return unsafe.String(&b[0], len(b))
	}
	return l.d.keep(b)
}

// Null reads null if it comes next, and reports whether it did.
func (l *Lexer) Null() bool {
	if l.space() != 'n' || !hasWord(l.data, l.pos, "null") {
		return false
	}
	l.pos += 4
	return true
}

// Bool reads true or false.
func (l *Lexer) Bool() (v, ok bool) {
	switch l.space() {
	case 't':
		if hasWord(l.data, l.pos, "true") {
			l.pos += 4
			return true, true
		}
	case 'f':
		if hasWord(l.data, l.pos, "false") {
			l.pos += 5
			return false, true
		}
	}
	return false, false
}

// number reads a number literal.
func (l *Lexer) number() (string, bool) {
	c := l.space()
	if c != '-' && (c < '0' || c > '9') {
		return "", false
	}
	end := NumberEnd(l.data, l.pos)
	if end < 0 || end-l.pos > l.maxDigits {
		return "", false
	}
	lit := l.data[l.pos:end]
	l.pos = end
	return unsafe.String(&lit[0], len(lit)), true
}

// Int reads an integer in [lo, hi].
func (l *Lexer) Int(lo, hi int64) (int64, bool) {
	if c := l.space(); '0' <= c && c <= '9' {
		// The common case, read in place: at most 18 digits (no int64
		// overflow), no leading zero, within the digit limit and not
		// followed by another byte of a number (a fraction, an exponent,
		// a 19th digit). Anything else takes intSlow, which reads any
		// integer literal (1.0, 1e2, -5).
		i, end := l.pos, min(len(l.data), l.pos+18)
		var n int64
		for i < end && '0' <= l.data[i] && l.data[i] <= '9' {
			n = n*10 + int64(l.data[i]-'0')
			i++
		}
		if (c != '0' || i == l.pos+1) && i-l.pos <= l.maxDigits && (i == len(l.data) || !isNumberByte(l.data[i])) {
			l.pos = i
			return n, lo <= n && n <= hi
		}
	}
	return l.intSlow(lo, hi)
}

// intSlow is Int for any integer literal.
func (l *Lexer) intSlow(lo, hi int64) (int64, bool) {
	lit, ok := l.number()
	if !ok {
		return 0, false
	}
	v, ok := parseIntLit(lit)
	if !ok || v.overflow || v.mag > 1<<63 {
		return 0, false
	}
	var n int64
	if v.neg {
		n = -int64(v.mag-1) - 1
	} else {
		if v.mag > 1<<63-1 {
			return 0, false
		}
		n = int64(v.mag)
	}
	return n, lo <= n && n <= hi
}

// Uint reads an integer in [0, hi].
func (l *Lexer) Uint(hi uint64) (uint64, bool) {
	lit, ok := l.number()
	if !ok {
		return 0, false
	}
	v, ok := parseIntLit(lit)
	if !ok || v.overflow || v.neg && v.mag != 0 || v.mag > hi {
		return 0, false
	}
	return v.mag, true
}

// Float reads a number (any finite double).
func (l *Lexer) Float() (float64, bool) {
	lit, ok := l.number()
	if !ok {
		return 0, false
	}
	if f, ok := shortDecimal(lit); ok {
		return f, true
	}
	return parseNumber(lit)
}

// exactPow10 are the powers of ten a double holds exactly.
var exactPow10 = [...]float64{1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15}

// shortDecimal parses lit, a valid JSON number, when it has no exponent
// and at most 15 digits: its digits as an integer m below 10^15 and its k
// fraction digits make it m / 10^k, both exact doubles, so the one
// division rounds correctly, as strconv.ParseFloat does.
func shortDecimal(lit string) (float64, bool) {
	neg := lit[0] == '-'
	i := 0
	if neg {
		i = 1
	}
	var m uint64
	digits, frac := 0, -1
	for ; i < len(lit); i++ {
		c := lit[i]
		switch {
		case c >= '0' && c <= '9':
			m = m*10 + uint64(c-'0')
			digits++
			if frac >= 0 {
				frac++
			}
		case c == '.':
			frac = 0
		default: // an exponent
			return 0, false
		}
	}
	if digits > 15 {
		return 0, false
	}
	f := float64(m)
	if frac > 0 {
		f /= exactPow10[frac]
	}
	if neg {
		f = -f
	}
	return f, true
}

// value reads any JSON value and returns its text.
// value reads any JSON value without repeated member names and returns its
// text, and whether there is white space between its tokens.
func (l *Lexer) value() (raw []byte, spaced, ok bool) {
	if l.space() == 0 {
		return nil, false, false
	}
	start := l.pos
	// Repeated member names are looked for in the same pass; when some
	// could not be compared there, by maybeDuplicates.
	dups := &l.dups
	dups.names, dups.unsure = dups.names[:0], false
	end, spaced := proveValue(l.data, start, l.maxDepth-l.depth, l.maxDigits, dups)
	if end < 0 {
		return nil, false, false
	}
	l.pos = end
	raw = l.data[start:end]
	if raw[0] == '{' || raw[0] == '[' {
		if l.big && checkLimits(raw, &l.lim) != nil {
			return nil, false, false
		}
		if dups.unsure && maybeDuplicates(raw) {
			return nil, false, false
		}
	}
	return raw, spaced, true
}

// Raw reads any JSON value without repeated member names and returns it
// compacted, as the decoded value keeps it.
func (l *Lexer) Raw() (json.RawMessage, bool) {
	raw, spaced, ok := l.value()
	switch {
	case !ok:
		return nil, false
	case l.view && !spaced && bytes.IndexByte(raw, '\\') < 0:
		return raw, true // already compact, and dropped with the value
	case raw[0] == 'n':
		return append(json.RawMessage(nil), raw...), true
	case !spaced && len(raw) <= arenaLarge && bytes.IndexByte(raw, '\\') < 0 && !reference.Load():
		return l.d.inRawBlock(raw, false), true // already compact
	}
	return l.d.compactRaw(raw, false), true
}

// UnknownMap returns an empty map for the undeclared members of an open
// object: the spare one (see decode) the first time, else a new one.
func (l *Lexer) UnknownMap() map[string]json.RawMessage {
	if m := l.sp.unknown; m != nil {
		l.sp.unknown = nil
		clear(m)
		return m
	}
	return map[string]json.RawMessage{}
}

// ReuseMap returns an empty map for the member at offset off of the object
// being read, its open '{' just read: with view, when the object is the
// document's, the spare map of that member (see decode) cleared, else a
// new one. A spare is what the previous decode into the same value, dropped
// since, left in the member: nothing else holds it.
func ReuseMap[M ~map[K]V, K comparable, V any](l *Lexer, off uintptr) M {
	if s := l.spareAt(off, 2); s != nil {
		m := *(*M)(unsafe.Pointer(&s.p))
		s.p = nil
		clear(m)
		return m
	}
	return make(M)
}

// ReuseSlice is ReuseMap for a slice of n elements (all zero), the '[' of
// the array just read: the spare slice when it has room for them.
func ReuseSlice[E any](l *Lexer, off uintptr, n int) []E {
	if s := l.spareAt(off, 2); s != nil && s.cap >= n {
		out := unsafe.Slice((*E)(s.p), s.cap)[:n]
		s.p = nil
		clear(out)
		return out
	}
	return make([]E, n)
}

// ReusePtr is ReuseMap for the zero value a pointer member points to,
// before the value is read.
func ReusePtr[T any](l *Lexer, off uintptr) *T {
	if s := l.spareAt(off, 1); s != nil {
		p := (*T)(s.p)
		s.p = nil
		*p = *new(T)
		return p
	}
	return new(T)
}

// spareAt returns the unused spare of the member at offset off of the
// document's object, when the containers open are depth (the object's
// one and the member's own).
func (l *Lexer) spareAt(off uintptr, depth int) *spare {
	if l.sp.n == 0 || l.depth != depth {
		return nil
	}
	for i := range l.sp.n {
		if s := &l.sp.maps[i]; s.off == off && s.p != nil {
			return s
		}
	}
	return nil
}

// Skip reads any JSON value without repeated member names and drops it.
func (l *Lexer) Skip() bool {
	_, _, ok := l.value()
	return ok
}

// Strings returns a zeroed string slice of length n for a string array.
func (l *Lexer) Strings(n int) []string { return l.d.strings(n)[:n] }

// StringArray reads an array of strings, without counting its elements
// ahead. With keep the strings are the decoded value's own; without, those
// without escapes are views of the document, for elements the caller
// replaces (vocabulary values).
func (l *Lexer) StringArray(keep bool) ([]string, bool) {
	if !l.open('[') {
		return nil, false
	}
	ss := l.strs[:0]
	defer func() { clear(ss); l.strs = ss[:0] }()
	if l.space() == ']' {
		l.pos++
		l.depth--
		return l.d.strings(0), true
	}
	for {
		if l.space() != '"' {
			return nil, false
		}
		b, ok := l.content()
		if !ok {
			return nil, false
		}
		switch {
		case len(b) == 0:
			ss = append(ss, "")
		case l.esc || keep && !l.view:
			ss = append(ss, l.d.keep(b))
		default:
			ss = append(ss, unsafe.String(&b[0], len(b)))
		}
		if len(ss) > l.maxElements {
			return nil, false
		}
		switch l.space() {
		case ',':
			l.pos++
			continue
		case ']':
			l.pos++
			l.depth--
			out := l.d.strings(len(ss))[:len(ss)]
			copy(out, ss)
			return out, true
		}
		return nil, false
	}
}

// Scalar returns zeroed storage of one word (8 bytes, aligned, holding no
// pointers) for a pointer to a number or a boolean.
func (l *Lexer) Scalar() unsafe.Pointer { return l.d.scalar() }

// StringSlot returns a pointer to a zeroed string for a pointer to a string.
func (l *Lexer) StringSlot() *string { return unsafe.SliceData(l.d.strings(1)[:1]) }

// end reports whether only white space is left.
func (l *Lexer) end() bool {
	l.space()
	return l.pos == len(l.data)
}
