package codec

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"math"
	"reflect"
	"strconv"
	"unsafe"

	"github.com/go-json-experiment/json/jsontext"
)

// Lexer is the reader of the generated decoders (package internal/codecgen
// writes them; nothing else should call it). It reads a document once,
// front to back, checking the JSON grammar, UTF-8, escapes and surrogates,
// numbers and the document limits as it goes, exactly as proveText does,
// and the member checks of the validation walk the generated code asks for.
//
// A Lexer only ever accepts, with one exception (see Parse). Its failure
// is sticky, like easyjson's lexer
// error: the first read that cannot give what was asked (anything the
// reflective path would report, and anything unusual) marks the Lexer
// failed and moves it to the end of the document, so that every later read
// fails at once and returns a zero value, every member loop and More loop
// ends and every counted array loop runs to its length without reading.
// Generated code therefore has no error branches: it decodes on, and the
// caller looks at
// the Lexer once at the end. A failed Lexer means "not accepted": the
// caller then decodes the document again on the reflective path, which
// finds the exact violations. Apart from the member Parse reports, a
// Lexer thus never decides that a document is invalid, only that it is
// valid.
type Lexer struct {
	data      []byte
	pos       int
	depth     int // open containers
	maxDepth  int
	maxDigits int
	d         *decoder // arena, string slabs and scratch of the decoded value
	failed    bool     // sticky: see Lexer

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
	// for unknownMap and ReuseMap to reuse.
	sp   spares
	strs []string // scratch of stringArray

	contract Version // the document's contract (Since)

	// top: where the name of the member of the document's object last
	// read lies in data (offsets, not a string: no pointer is written per
	// member), and whether it may be used (read without escapes, directly
	// in the document's object); bad: the one text primitive that failed
	// to parse (see Parse), reported instead of failing, without its path:
	// it is the value of the member named badTop (which may be a view of
	// data).
	topAt, topEnd int
	topOK         bool
	bad           Violation
	badTop        string
	isBad         bool
}

// fail marks the Lexer failed (see Lexer).
func (l *Lexer) fail() {
	l.failed = true
	l.pos = len(l.data)
}

// Fail marks the Lexer failed: generated code calls it where the document
// holds something the generated decoder leaves to the reflective path (an
// undeclared member of a closed object, a member it cannot decode).
func (l *Lexer) Fail() { l.fail() }

// Since fails the Lexer unless the document's contract includes version
// v: generated code calls it in the case of a member, or of a vocabulary
// value, that contract v introduced, which an earlier contract's reader
// treats as undeclared (the reflective path then decides).
func (l *Lexer) Since(v Version) {
	if v > l.contract {
		l.fail()
	}
}

// check marks the Lexer failed unless ok.
func (l *Lexer) check(ok bool) {
	if !ok {
		l.fail()
	}
}

// space skips white space and returns the next byte (0 at the end, and
// always once the Lexer failed).
func (l *Lexer) space() byte {
	for l.pos < len(l.data) {
		c := l.data[l.pos]
		// Most often the next byte is no white space: one comparison.
		if c > ' ' || c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			return c
		}
		l.pos++
	}
	return 0
}

// open reads the '{' or '[' c that opens a container.
func (l *Lexer) open(c byte) bool {
	if l.space() != c || l.depth >= l.maxDepth {
		l.fail()
		return false
	}
	l.pos++
	l.depth++
	return true
}

// FirstMember reads the '{' that opens an object and its first member name
// and colon, and returns the name, valid until the next string with escapes
// is read (to compare, or to keep with Unknown or Key); more is false when
// the object is empty (its '}' read) or the Lexer failed. NextMember reads
// the next ones:
//
//	for name, more := l.FirstMember(); more; name, more = l.NextMember() {
func (l *Lexer) FirstMember() (name string, more bool) { return l.member(true) }

// NextMember reads the comma and the next member name and colon of the
// object FirstMember opened, and returns the name; more is false when the
// object ended (its '}' read) or the Lexer failed.
func (l *Lexer) NextMember() (name string, more bool) { return l.member(false) }

// member is FirstMember (first) or NextMember.
func (l *Lexer) member(first bool) (string, bool) {
	if first {
		if !l.open('{') {
			return "", false
		}
		l.members[l.depth] = 0
	}
	c := l.space()
	if c == '}' {
		l.pos++
		l.depth--
		return "", false
	}
	if !first {
		if c != ',' {
			l.fail()
			return "", false
		}
		l.pos++
		c = l.space()
	}
	if c != '"' {
		l.fail()
		return "", false
	}
	at := l.pos + 1
	b, ok := l.content()
	// The colon, most often right after the name.
	if !ok || (l.pos >= len(l.data) || l.data[l.pos] != ':') && l.space() != ':' {
		l.fail()
		return "", false
	}
	l.pos++
	if l.members[l.depth]++; int(l.members[l.depth]) > l.maxMembers {
		l.fail()
		return "", false
	}
	if l.depth == 1 {
		// Without escapes the name is data[at:at+len(b)].
		l.topAt, l.topEnd, l.topOK = at, at+len(b), !l.esc
	}
	return unsafe.String(unsafe.SliceData(b), len(b)), true
}

// Names are the member names an object type declares, in the order it
// declares them (MemberNames), for FirstMemberOf and NextMemberOf: with
// each name the bytes that, in a compact document, come before the
// member's value when it follows the member before it (a comma, the
// quoted name and the colon), and for the first name the bytes that open
// the object with it (the brace, the quoted name and the colon).
type Names struct {
	names []string
	next  []memberToken // next[i]: `,"names[i]":`
	first memberToken   // `{"names[0]":`
}

// memberToken is the text of a comma or brace, a quoted member name and
// a colon, to compare with a document's bytes (see at): its first 24
// bytes as three words with the masks of the bytes the token has (the
// words past its end are zero, masked out), and for a longer token its
// next 24 bytes likewise (long). A token longer than 48 bytes is never
// found (the name is then read as any other).
type memberToken struct {
	w, m [3]uint64
	n    int
	long *memberWords // bytes 24 to 48 (nil up to 24)
}

// memberWords are three words of a token and their masks.
type memberWords struct{ w, m [3]uint64 }

func newMemberToken(text string) memberToken {
	t := memberToken{n: len(text)}
	var b, m [48]byte
	copy(b[:], text)
	for i := range min(len(text), 48) {
		m[i] = 0xff
	}
	for i := range 3 {
		t.w[i] = binary.LittleEndian.Uint64(b[8*i:])
		t.m[i] = binary.LittleEndian.Uint64(m[8*i:])
	}
	if len(text) > 24 {
		t.long = new(memberWords)
		for i := range 3 {
			t.long.w[i] = binary.LittleEndian.Uint64(b[24+8*i:])
			t.long.m[i] = binary.LittleEndian.Uint64(m[24+8*i:])
		}
	}
	return t
}

// at reports whether data holds the token t at i (0 <= i <= len(data)),
// comparing 24 bytes from i at once (masked to the token's), and 24 more
// for a longer token: false when fewer than 24 (or 48) bytes are left or
// the token is longer than 48 bytes.
func (t *memberToken) at(data []byte, i int) bool {
	return i <= len(data)-24 && (wordAt(data, i)^t.w[0])&t.m[0]|(wordAt(data, i+8)^t.w[1])&t.m[1]|(wordAt(data, i+16)^t.w[2])&t.m[2] == 0 &&
		(t.n <= 24 || t.longAt(data, i))
}

// longAt is at for the bytes 24 to 48 of a longer token.
func (t *memberToken) longAt(data []byte, i int) bool {
	x := t.long
	return t.n <= 48 && i <= len(data)-48 &&
		(wordAt(data, i+24)^x.w[0])&x.m[0]|(wordAt(data, i+32)^x.w[1])&x.m[1]|(wordAt(data, i+40)^x.w[2])&x.m[2] == 0
}

// MemberNames returns the member names an object type declares, in the
// order it declares them, for FirstMemberOf and NextMemberOf. It panics
// unless every byte of every name is one a string holds as it is
// (printable ASCII other than '"' and '\\'): such a name is written in a
// document exactly as its own bytes.
func MemberNames(names ...string) *Names {
	ns := &Names{names: names, next: make([]memberToken, len(names))}
	for i, n := range names {
		if !plainString(n) {
			panic("codec.MemberNames: " + strconv.Quote(n) + " is not plain")
		}
		ns.next[i] = newMemberToken(`,"` + n + `":`)
	}
	if len(names) > 0 {
		ns.first = newMemberToken(`{"` + names[0] + `":`)
	}
	return ns
}

// FirstMemberOf is FirstMember for an object whose declared member names
// are ns (MemberNames): it also returns k, the index in ns of the name
// read (-1 for a name not among them). NextMemberOf reads the next
// members, given the k of the one before:
//
//	for k, name, more := l.FirstMemberOf(ns); more; k, name, more = l.NextMemberOf(ns, k) {
//
// The name is first compared, as it stands in the document, with the
// declared names that follow the k-th (all of them for the first member,
// or after an undeclared one): written in declared order, optional members
// skipped or not, a member's name is read without scanning it. The next
// declared name is compared first together with the bytes around it, as
// a compact document writes them (the comma or the brace that opens the
// object, the quotes and the colon). Otherwise the name is read as
// FirstMember reads it and looked up in ns.
func (l *Lexer) FirstMemberOf(ns *Names) (k int, name string, more bool) {
	if len(ns.names) > 0 && l.depth < l.maxDepth && ns.first.at(l.data, l.pos) {
		l.depth++
		if l.big {
			l.members[l.depth] = 0
		}
		return l.guessed(ns, 0, ns.first.n)
	}
	return l.memberOf(true, ns.names, -1)
}

// NextMemberOf is NextMember for the object FirstMemberOf opened, whose
// previous member name has the index k in ns (-1 for none); see
// FirstMemberOf.
func (l *Lexer) NextMemberOf(ns *Names, k int) (int, string, bool) {
	data, i := l.data, l.pos
	if i < len(data) && data[i] == '}' {
		l.pos++
		l.depth--
		return -1, "", false
	}
	// The tokens of the declared names after the k-th, the next one
	// first (at, written out without a call).
	if i <= len(data)-24 {
		for j := k + 1; j < len(ns.next); j++ {
			t := &ns.next[j]
			if (wordAt(data, i)^t.w[0])&t.m[0]|(wordAt(data, i+8)^t.w[1])&t.m[1]|(wordAt(data, i+16)^t.w[2])&t.m[2] != 0 {
				continue
			}
			if x := t.long; x != nil && (t.n > 48 || i > len(data)-48 ||
				(wordAt(data, i+24)^x.w[0])&x.m[0]|(wordAt(data, i+32)^x.w[1])&x.m[1]|(wordAt(data, i+40)^x.w[2])&x.m[2] != 0) {
				continue
			}
			return l.guessed(ns, j, t.n)
		}
	}
	return l.memberOf(false, ns.names, k)
}

// guessed reads the member named ns.names[k] whose token (at the read
// position, n bytes long: see Names) was found there: what memberOf
// does for a name it guessed.
func (l *Lexer) guessed(ns *Names, k, n int) (int, string, bool) {
	start := l.pos + 2 // the name, after the comma or brace and the quote
	l.pos += n
	l.esc = false
	if l.big {
		if l.members[l.depth]++; int(l.members[l.depth]) > l.maxMembers {
			l.fail()
			return -1, "", false
		}
	}
	if l.depth == 1 {
		l.topAt, l.topEnd, l.topOK = start, l.pos-2, true
	}
	return k, ns.names[k], true
}

// memberOf is FirstMemberOf (first) or NextMemberOf.
func (l *Lexer) memberOf(first bool, names []string, k int) (int, string, bool) {
	if first {
		if !l.open('{') {
			return -1, "", false
		}
		if l.big {
			l.members[l.depth] = 0
		}
	}
	c := l.space()
	if c == '}' {
		l.pos++
		l.depth--
		return -1, "", false
	}
	if !first {
		if c != ',' {
			l.fail()
			return -1, "", false
		}
		l.pos++
		c = l.space()
	}
	if c != '"' {
		l.fail()
		return -1, "", false
	}
	// The guesses: the declared names after names[k] (all of them after
	// an undeclared name), in order. A plain name followed by the closing
	// quote is the string's whole content, as content would read it.
	var name string
	guessed := false
	if k < 0 {
		k = -1
	}
	start := l.pos + 1
	for k++; k < len(names); k++ {
		g := names[k]
		if end := start + len(g); end < len(l.data) && l.data[end] == '"' && sameName(l.data[start:end], g) {
			l.pos, l.esc, name, guessed = end+1, false, g, true
			break
		}
	}
	if !guessed {
		b, ok := l.content()
		if !ok {
			l.fail()
			return -1, "", false
		}
		name = unsafe.String(unsafe.SliceData(b), len(b))
		k = -1
		for i, n := range names {
			if n == name {
				k = i
				break
			}
		}
	}
	// The colon, most often right after the name.
	if (l.pos >= len(l.data) || l.data[l.pos] != ':') && l.space() != ':' {
		l.fail()
		return -1, "", false
	}
	l.pos++
	// A document too short to reach the member limit (big) is not counted.
	if l.big {
		if l.members[l.depth]++; int(l.members[l.depth]) > l.maxMembers {
			l.fail()
			return -1, "", false
		}
	}
	if l.depth == 1 {
		// Without escapes (a guessed name has none) the name is
		// data[start:start+len(name)].
		l.topAt, l.topEnd, l.topOK = start, start+len(name), !l.esc
	}
	return k, name, true
}

// sameName reports whether b, as long as the name g, holds g's bytes:
// names of 8 to 24 bytes are compared as two or three (overlapping) words.
func sameName(b []byte, g string) bool {
	n := len(g)
	if n < 8 || n > 24 || len(b) != n {
		return string(b) == g
	}
	gb := unsafe.Slice(unsafe.StringData(g), n)
	if binary.LittleEndian.Uint64(b) != binary.LittleEndian.Uint64(gb) ||
		binary.LittleEndian.Uint64(b[n-8:]) != binary.LittleEndian.Uint64(gb[n-8:]) {
		return false
	}
	return n <= 16 || binary.LittleEndian.Uint64(b[8:]) == binary.LittleEndian.Uint64(gb[8:])
}

// Once returns seen, the members of the object read so far (bit i for the
// member declared i-th, from 0, of up to 64), with member i added: read
// before, it fails the Lexer (a repeated member name).
func (l *Lexer) Once(seen uint64, i uint) uint64 {
	bit := uint64(1) << (i % 64)
	if seen&bit != 0 {
		l.fail()
	}
	return seen | bit
}

// Required fails unless every member of mask is in seen (see Once).
func (l *Lexer) Required(seen, mask uint64) {
	if seen&mask != mask {
		l.fail()
	}
}

// Unknown reads the value of the undeclared member name, just read, into
// *m, the undeclared members of an open object (made on the first one with
// unknownMap); a name repeated among them fails.
func (l *Lexer) Unknown(m *map[string]json.RawMessage, name string) {
	key := l.keepString(name)
	if _, dup := (*m)[key]; dup {
		l.fail()
		return
	}
	raw := l.Raw()
	if l.failed {
		return
	}
	if *m == nil {
		*m = l.unknownMap()
	}
	(*m)[key] = raw
}

// ArrayStart reads the '[' that opens an array and returns its number of
// elements (counted ahead, not yet checked: reading them with Next and
// ArrayEnd does), whose count ck (nil for none) must allow.
func (l *Lexer) ArrayStart(ck *Checks) int {
	if !l.open('[') {
		return 0
	}
	n := countElements(l.data, l.pos)
	if n < 0 || n > l.maxElements || ck != nil && !ck.lenOK(n) {
		l.fail()
		return 0
	}
	return n
}

// Next reads the separator before element i of the open array.
func (l *Lexer) Next(i int) {
	if i == 0 {
		return
	}
	if l.space() != ',' {
		l.fail()
		return
	}
	l.pos++
}

// More reads what comes before element i (from 0) of the array
// ReuseArray opened: the comma after element i-1, or the ']' that closes
// the array. It reports whether element i follows; at the ']' the length
// i must pass ck (nil for none). The element limit and ck's maximum are
// checked before element i is read, so that an array is never read past
// them. It is false once the Lexer failed.
func (l *Lexer) More(i int, ck *Checks) bool {
	c := l.space()
	if c == ']' {
		l.pos++
		l.depth--
		if ck != nil && !ck.lenOK(i) {
			l.fail()
		}
		return false
	}
	if i > 0 {
		if c != ',' {
			l.fail()
			return false
		}
		l.pos++
	} else if c == 0 {
		l.fail()
		return false
	}
	if i >= l.maxElements || ck != nil && ck.c.maxItems >= 0 && i >= ck.c.maxItems {
		l.fail()
		return false
	}
	return true
}

// ArrayEnd reads the ']' that closes the array.
func (l *Lexer) ArrayEnd() {
	if l.space() != ']' {
		l.fail()
		return
	}
	l.pos++
	l.depth--
}

// content reads the string at the read position (its opening quote not yet
// read) and returns its content: a view of the document when it has no
// escapes, else the unquoted text in scratch space valid until the next
// string with escapes. It does not fail the Lexer.
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

// String reads a string value as a string the decoded value may keep,
// which must pass ck (nil for none).
func (l *Lexer) String(ck *Checks) string {
	// The common case: the string's opening quote at the read position
	// (no white space before it) and only plain bytes (strPlain) up to its
	// closing quote, for checks of no fixed length: its content is the
	// bytes between the quotes, without escapes, whose UTF-16 length is
	// their number (plainOK).
	if data, pos := l.data, l.pos; pos < len(data) && data[pos] == '"' && (ck == nil || ck.fixed == 0) {
		if end := plainEnd(data, pos+1); end < len(data) && data[end] == '"' {
			l.pos, l.esc = end+1, false
			s := l.keep(data[pos+1 : end])
			if ck != nil && !ck.plainOK(s) {
				l.fail()
			}
			return s
		}
	}
	return l.stringSlow(ck)
}

// stringSlow is String for any string.
func (l *Lexer) stringSlow(ck *Checks) string {
	var s string
	if l.space() == '"' {
		if ck != nil && ck.fixed > 0 {
			// Every string ck accepts is ck.fixed plain bytes long: when
			// the quote that would close such a string is there and the
			// bytes before it pass ck, they are plain, so the string is
			// exactly those bytes, as content would find them.
			if end := l.pos + 1 + ck.fixed; end < len(l.data) && l.data[end] == '"' {
				b := l.data[l.pos+1 : end]
				if ck.String(unsafe.String(&b[0], len(b))) {
					l.pos, l.esc = end+1, false
					return l.keep(b)
				}
			}
		}
		if b, ok := l.content(); ok {
			s = l.keep(b)
			if ck == nil || ck.String(s) {
				return s
			}
		}
	}
	l.fail()
	return s
}

// keepString is keep for the content last read as a string (a view).
func (l *Lexer) keepString(s string) string {
	return l.keep(unsafe.Slice(unsafe.StringData(s), len(s)))
}

// keep returns b, the content last read, as a string the decoded value may
// keep ("" for none).
func (l *Lexer) keep(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if l.view && !l.esc {
		return unsafe.String(&b[0], len(b))
	}
	return l.d.keep(b)
}

// Text reads a string value for a text primitive's parser (see Parse): a
// copy the decoded value may keep when keep is set (the parsed value may
// hold its text), else a view valid until the next string with escapes is
// read. A present "" is never a valid text primitive: it fails.
func (l *Lexer) Text(keep bool) string {
	// The common case, as String reads it.
	if data, pos := l.data, l.pos; pos < len(data) && data[pos] == '"' {
		if end := plainEnd(data, pos+1); end < len(data) && data[end] == '"' && end > pos+1 {
			l.pos, l.esc = end+1, false
			if keep && !l.view {
				return l.d.keep(data[pos+1 : end])
			}
			return unsafe.String(&data[pos+1], end-pos-1)
		}
	}
	return l.textSlow(keep)
}

// textSlow is Text for any string.
func (l *Lexer) textSlow(keep bool) string {
	if l.space() == '"' {
		if b, ok := l.content(); ok && len(b) > 0 {
			if keep && (l.esc || !l.view) {
				return l.d.keep(b)
			}
			return unsafe.String(&b[0], len(b))
		}
	}
	l.fail()
	return ""
}

// View reads a string value and returns its content, valid until the next
// string with escapes is read: to compare with constants (a vocabulary's
// generated matcher does), not to keep.
func (l *Lexer) View() string {
	// The common case, as String reads it.
	if data, pos := l.data, l.pos; pos < len(data) && data[pos] == '"' {
		if end := plainEnd(data, pos+1); end < len(data) && data[end] == '"' {
			l.pos, l.esc = end+1, false
			return unsafe.String(unsafe.SliceData(data[pos+1:end]), end-pos-1)
		}
	}
	return l.viewSlow()
}

// viewSlow is View for any string.
func (l *Lexer) viewSlow() string {
	if l.space() == '"' {
		if b, ok := l.content(); ok {
			return unsafe.String(unsafe.SliceData(b), len(b))
		}
	}
	l.fail()
	return ""
}

// Keep returns s, the content View returned last, as a string the decoded
// value may keep (an open vocabulary's value outside its listed ones).
func (l *Lexer) Keep(s string) string { return l.keepString(s) }

// Null reads null if it comes next, and reports whether it did.
func (l *Lexer) Null() bool {
	if l.space() != 'n' || !hasWord(l.data, l.pos, "null") {
		return false
	}
	l.pos += 4
	return true
}

// NotNull fails if null comes next (a pointer member that cannot be null).
func (l *Lexer) NotNull() {
	if l.space() == 'n' { // null, or no JSON value
		l.fail()
	}
}

// Bool reads true or false.
func (l *Lexer) Bool() bool {
	switch l.space() {
	case 't':
		if hasWord(l.data, l.pos, "true") {
			l.pos += 4
			return true
		}
	case 'f':
		if hasWord(l.data, l.pos, "false") {
			l.pos += 5
			return false
		}
	}
	l.fail()
	return false
}

// BoolIn reads true or false that passes ck (a const).
func (l *Lexer) BoolIn(ck *Checks) bool {
	b := l.Bool()
	if !ck.boolOK(b) {
		l.fail()
	}
	return b
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

// Int reads an integer of int64's range that passes ck (nil for none).
func (l *Lexer) Int(ck *Checks) int64 { return l.IntIn(ck, math.MinInt64, math.MaxInt64) }

// IntIn reads an integer in [lo, hi] that passes ck (nil for none).
func (l *Lexer) IntIn(ck *Checks, lo, hi int64) int64 {
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
			if lo <= n && n <= hi && (ck == nil || ck.intOK(n)) {
				return n
			}
			l.fail()
			return n
		}
	}
	n, ok := l.intSlow(lo, hi)
	if !ok || ck != nil && !ck.intOK(n) {
		l.fail()
	}
	return n
}

// intSlow reads any integer literal in [lo, hi] (for IntIn).
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

// Uint reads an integer in [0, hi] that passes ck (nil for none).
func (l *Lexer) Uint(ck *Checks, hi uint64) uint64 {
	lit, ok := l.number()
	if !ok {
		l.fail()
		return 0
	}
	v, ok := parseIntLit(lit)
	if !ok || v.overflow || v.neg && v.mag != 0 || v.mag > hi || ck != nil && !ck.uintOK(v.mag) {
		l.fail()
		return 0
	}
	return v.mag
}

// Float reads a number (any finite double) that passes ck (nil for none).
func (l *Lexer) Float(ck *Checks) float64 {
	lit, ok := l.number()
	if !ok {
		l.fail()
		return 0
	}
	f, ok := shortDecimal(lit)
	if !ok {
		f, ok = parseNumber(lit)
	}
	if !ok || ck != nil && !ck.floatOK(f) {
		l.fail()
	}
	return f
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

// value reads any JSON value without repeated member names and returns its
// text, whether there is white space between its tokens and whether its
// strings are all plain (see proveValue). It does not fail the Lexer.
func (l *Lexer) value() (raw []byte, spaced, plain, ok bool) {
	if l.space() == 0 {
		return nil, false, false, false
	}
	start := l.pos
	// Repeated member names are looked for in the same pass; when some
	// could not be compared there, by maybeDuplicates.
	dups := &l.dups
	dups.names, dups.unsure = dups.names[:0], false
	end, spaced, plain := proveValue(l.data, start, l.maxDepth-l.depth, l.maxDigits, dups)
	if end < 0 {
		return nil, false, false, false
	}
	l.pos = end
	raw = l.data[start:end]
	if raw[0] == '{' || raw[0] == '[' {
		if l.big && checkLimits(raw, &l.lim) != nil {
			return nil, false, false, false
		}
		if dups.unsure && maybeDuplicates(raw) {
			return nil, false, false, false
		}
	}
	return raw, spaced, plain, true
}

// Raw reads any JSON value without repeated member names and returns it
// compacted, as the decoded value keeps it.
func (l *Lexer) Raw() json.RawMessage {
	raw, spaced, plain, ok := l.value()
	if !ok {
		l.fail()
		return nil
	}
	// A plain value has no backslash; another one may have.
	noEscapes := plain || bytes.IndexByte(raw, '\\') < 0
	switch {
	case l.view && !spaced && noEscapes:
		return raw // already compact, and dropped with the value
	case raw[0] == 'n':
		return append(json.RawMessage(nil), raw...)
	case !spaced && len(raw) <= arenaLarge && noEscapes && !reference.Load():
		return l.d.inRawBlock(raw, false) // already compact
	}
	return l.d.compactRaw(raw, false)
}

// RawForm is Raw for a value of the raw form h, which must pass its check.
func (l *Lexer) RawForm(h *RawType) json.RawMessage {
	raw := l.Raw()
	if !l.failed && len(h.f.Check(raw)) != 0 {
		l.fail()
	}
	return raw
}

// unknownMap returns an empty map for the undeclared members of an open
// object: the spare one (see decode) the first time, else a new one.
func (l *Lexer) unknownMap() map[string]json.RawMessage {
	if m := l.sp.unknown; m != nil {
		l.sp.unknown = nil
		clear(m)
		return m
	}
	return map[string]json.RawMessage{}
}

// spareAt returns the unused spare of the member at offset off of the
// document's object, when the containers open are depth (the object's
// one and the member's own).
func (l *Lexer) spareAt(off uintptr, depth int) *spare {
	if l.sp.n == 0 || l.depth != depth {
		return nil
	}
	for i := range l.sp.n {
		if s := &l.sp.maps[i]; s.off == off && s.p != nil && !s.nested {
			return s
		}
	}
	return nil
}

// nestedSpareAt returns the unused nested spare (spares.take) of a slice
// or map of type t at offset off of a struct member of the document's
// object, when the containers open are depth (a slice: three, the
// object's, the member's and the slice's own; a map, read before its own:
// two). A spare is only ever reused for a slice or map of its own type.
func (l *Lexer) nestedSpareAt(off uintptr, t reflect.Type, depth int) *spare {
	if l.sp.nested == 0 || l.depth != depth {
		return nil
	}
	for i := range l.sp.n {
		if s := &l.sp.maps[i]; s.nested && s.off == off && s.p != nil && s.t == t {
			return s
		}
	}
	return nil
}

// stringArray reads an array of strings, without counting its elements
// ahead, whose length and elements pass ck (nil for none) and its item
// checks. With keep the strings are the decoded value's own; without,
// those without escapes are views of the document, for elements the
// caller replaces (vocabulary values). It returns nil when it fails the
// Lexer.
func (l *Lexer) stringArray(keep bool, ck *Checks) []string {
	if !l.open('[') {
		return nil
	}
	ss := l.strs[:0]
	defer func() { clear(ss); l.strs = ss[:0] }()
	if l.space() == ']' {
		l.pos++
		l.depth--
		if ck != nil && !ck.lenOK(0) {
			l.fail()
			return nil
		}
		return l.d.strings(0)
	}
	for {
		if l.space() != '"' {
			break
		}
		b, ok := l.content()
		if !ok {
			break
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
			break
		}
		switch l.space() {
		case ',':
			l.pos++
			continue
		case ']':
			l.pos++
			l.depth--
			if ck != nil && !checkStrings(ss, ck) {
				l.fail()
				return nil
			}
			out := l.d.strings(len(ss))[:len(ss)]
			copy(out, ss)
			return out
		}
		break
	}
	l.fail()
	return nil
}

// checkStrings checks the length of the string array ss and its elements.
func checkStrings(ss []string, ck *Checks) bool {
	if !ck.lenOK(len(ss)) {
		return false
	}
	if it := ck.item; it.Has() {
		for _, s := range ss {
			if !it.String(s) {
				return false
			}
		}
	}
	return true
}

// end reports whether only white space is left.
func (l *Lexer) end() bool {
	l.space()
	return l.pos == len(l.data)
}
