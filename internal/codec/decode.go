package codec

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"unsafe"

	"github.com/go-json-experiment/json/jsontext"
)

// Violation mirrors hounfour.Violation; the root package converts.
type Violation struct {
	Path    string
	Rule    string
	Message string
	Allowed []string // enum failures: the allowed values, in vocabulary order
}

// decodeResult holds what the structural decode found, keyed for the walk
// that merges it with the validation checks in document field order.
type decodeResult struct {
	// member: violations that replace a value's own checks (type, null,
	// unparsable primitive, integer range, required), and duplicates found
	// inside any-valued members, keyed by the value's path.
	member map[string][]Violation
	// extra: undeclared and repeated member names of an object (and
	// duplicates inside its preserved unknown members), keyed by the object's
	// path, in input order.
	extra map[string][]Violation
	// max bounds the violations recorded (0: no bound); dropped counts
	// those found beyond it, which are not recorded.
	max, n, dropped int
}

// full reports whether the result holds its maximum of violations, counting
// one more that will not be recorded.
func (r *decodeResult) full() bool {
	if r.max > 0 && r.n >= r.max {
		r.dropped++
		return true
	}
	r.n++
	return false
}

// saturated reports whether the result holds its maximum of violations.
func (r *decodeResult) saturated() bool { return r.max > 0 && r.n >= r.max }

func (r *decodeResult) addMember(path, rule, msg string) { r.addAt(path, path, rule, msg) }

// addEnum records a value outside the vocabulary allowed.
func (r *decodeResult) addEnum(path string, allowed []string) {
	n := len(r.member[path])
	r.addMember(path, "enum", "Expected union value")
	if vs := r.member[path]; len(vs) > n { // not dropped by the maximum of violations
		vs[len(vs)-1].Allowed = allowed
	}
}

// addAt records a violation at path that the walk emits where it visits anchor.
func (r *decodeResult) addAt(anchor, path, rule, msg string) {
	if r.full() {
		return
	}
	if r.member == nil {
		r.member = map[string][]Violation{}
	}
	r.member[anchor] = append(r.member[anchor], Violation{Path: path, Rule: rule, Message: msg})
}

func (r *decodeResult) addExtra(obj, path, rule, msg string) {
	if r.full() {
		return
	}
	if r.extra == nil {
		r.extra = map[string][]Violation{}
	}
	r.extra[obj] = append(r.extra[obj], Violation{Path: path, Rule: rule, Message: msg})
}

func (r *decodeResult) empty() bool { return len(r.member) == 0 && len(r.extra) == 0 }

type decoder struct {
	w    walker       // the rules walk of a document the generated decoder accepted
	in   bytes.Buffer // the document; the tokenizer reads it in place
	dec  *jsontext.Decoder
	path pathStack
	res  decodeResult
	buf  []byte // scratch for unquoting

	// scanner reads the document's JSON value, already proved one valid
	// JSON text by the tokenizer (scan.go).
	scanner

	// arena holds the strings the decoded value keeps, copied one after
	// the other into a few shared blocks instead of one allocation each.
	// A block with room left serves the next documents the decoder reads
	// too: the bytes handed out are never written again.
	arena strings.Builder

	str1 string // scratch target for a record's string entries

	// scratch is the target of Entry.Accept: a value laid out as
	// one string.
	scratch string

	lx Lexer // the generated decoders' reader (generated.go)

	// targets: the values Entry.Validate reads documents into, one per
	// type, the last one used in lastTarget.
	targets    map[*plan]unsafe.Pointer
	lastTarget struct {
		pl *plan
		p  unsafe.Pointer
	}

	// violBuf is the emptied buffer the rules of a document ValidateDocument
	// reads report into (at most maxKeptViolations kept): its violations are
	// copied out before the decoder serves the next document.
	violBuf []Violation

	// contract is the contract the document is read under: a member or a
	// vocabulary value a later contract introduced is undeclared (version.go).
	contract Version

	// rawBlock holds the compact any-valued members the decoded value
	// keeps, each a slice of it whose capacity ends where its bytes do.
	rawBlock []byte
	// scalars holds the targets of pointers to numbers and booleans, one
	// word each; stringSlab the elements of string arrays, each array a
	// slice of it whose capacity ends where its elements do. Like the
	// arena, they serve later documents too: what is handed out is never
	// handed out again.
	scalars    []uint64
	stringSlab []string
}

// scalar returns a zeroed word for a pointer to a number or a boolean to
// point to (those hold no pointers, and need at most a word's size and
// alignment).
func (d *decoder) scalar() unsafe.Pointer {
	if len(d.scalars) == cap(d.scalars) {
		d.scalars = make([]uint64, 0, 64)
	}
	d.scalars = d.scalars[:len(d.scalars)+1]
	return unsafe.Pointer(&d.scalars[len(d.scalars)-1])
}

// strings returns an empty, non-nil string slice of capacity n.
func (d *decoder) strings(n int) []string {
	if n == 0 || n > 64 {
		return make([]string, 0, n)
	}
	if cap(d.stringSlab)-len(d.stringSlab) < n {
		d.stringSlab = make([]string, 0, 128)
	}
	start := len(d.stringSlab)
	d.stringSlab = d.stringSlab[:start+n]
	return d.stringSlab[start : start : start+n]
}

// A string longer than arenaLarge gets its own allocation; arena blocks
// are at most arenaBlock bytes, so that keeping one short string keeps at
// most that much memory alive.
// A new block has at least arenaMin bytes, room for the strings of a few
// small documents.
const (
	arenaLarge = 1 << 10
	arenaBlock = 16 << 10
	arenaMin   = 2 << 10
)

// keep returns b as a string the decoded value may keep.
func (d *decoder) keep(b []byte) string {
	if len(b) > arenaLarge {
		return string(b)
	}
	if d.arena.Cap()-d.arena.Len() < len(b) {
		// A new block, not a grown one: strings already handed out keep
		// the old block. Its size guesses the strings still to come from
		// what remains of the document (Grow does not zero memory).
		d.arena = strings.Builder{}
		d.arena.Grow(min(arenaBlock, max(len(b), arenaMin, (len(d.src)-d.pos)/3)))
	}
	start := d.arena.Len()
	d.arena.Write(b)
	return d.arena.String()[start:]
}

// compactRaw is compactRaw for a raw value the decoded value keeps: a short
// one without escapes or repeated names is compacted into the decoder's raw
// block instead of an allocation of its own.
func (d *decoder) compactRaw(raw []byte, dup bool) json.RawMessage {
	if dup || len(raw) > arenaLarge || reference.Load() || bytes.IndexByte(raw, '\\') >= 0 {
		return compactRaw(raw, dup)
	}
	return d.inRawBlock(raw, true)
}

// inRawBlock copies raw, a proved value without escapes of at most
// arenaLarge bytes, into the raw block (without the white space between
// its tokens when compact is set: a value that has none is copied as it is).
func (d *decoder) inRawBlock(raw []byte, compact bool) json.RawMessage {
	if cap(d.rawBlock)-len(d.rawBlock) < len(raw) {
		d.rawBlock = make([]byte, 0, min(arenaBlock, max(len(raw), arenaMin, (len(d.src)-d.pos)/2)))
	}
	start := len(d.rawBlock)
	if compact {
		d.rawBlock = appendCompact(d.rawBlock, raw)
	} else {
		d.rawBlock = append(d.rawBlock, raw...)
	}
	return d.rawBlock[start:len(d.rawBlock):len(d.rawBlock)]
}

// syntaxAbort unwinds the decoder on an error found after the syntax check
// (an escape that does not unquote: not expected once the tokenizer has
// accepted the text, but never a panic of the caller's).
type syntaxAbort struct{ err error }

var decoders = sync.Pool{New: func() any {
	d := &decoder{}
	d.dec = jsontext.NewDecoder(&d.in, jsontext.AllowDuplicateNames(true))
	return d
}}

var errEmpty = errors.New("expected a non-empty string")

var errTrailing = errors.New("invalid character after top-level value")

// decodeInto runs the structural decode of data into the value at p. It
// returns a syntax error, or the structural findings.
//
// It works in two passes. The tokenizer (go-json-experiment's jsontext)
// first reads the whole document as one value: that proves it is exactly
// one JSON text, with valid UTF-8, no lone surrogates and well-formed
// numbers (steps 1–2 of the strict decode; a document that is not gets the one
// syntax violation and nothing else). The plan-directed decode then reads
// the proved text with the small scanner of scan.go, which can skip every
// check the tokenizer already made.
func decodeInto(data []byte, pl *plan, p unsafe.Pointer, maxViolations int, c Version) (res decodeResult, syntax error) {
	d := decoders.Get().(*decoder)
	defer d.release()
	d.contract = c.Or()
	// A bytes.Buffer holding data is read in place by the tokenizer (no
	// copy into a buffer of its own): the value it returns is a slice of
	// data.
	d.in = *bytes.NewBuffer(data)
	d.dec.Reset(&d.in, jsontext.AllowDuplicateNames(true))
	src, err := d.dec.ReadValue()
	if err != nil {
		if err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return decodeResult{}, err
	}
	if _, err := d.dec.ReadToken(); err != io.EOF {
		if err == nil {
			err = errTrailing
		}
		return decodeResult{}, err
	}
	d.src, d.pos = src, 0
	d.path.segs = d.path.segs[:0]
	d.res = decodeResult{max: maxViolations}
	return d.run(pl, p)
}

// decodeProved is decodeInto for src, a JSON value proveText accepted: the
// tokenizer pass is skipped.
func decodeProved(src []byte, pl *plan, p unsafe.Pointer, maxViolations int, c Version) (res decodeResult, syntax error) {
	d := decoders.Get().(*decoder)
	defer d.release()
	d.contract = c.Or()
	d.src, d.pos = src, 0
	d.path.segs = d.path.segs[:0]
	d.res = decodeResult{max: maxViolations}
	return d.run(pl, p)
}

// run decodes src into the value at p, turning a syntaxAbort into the
// syntax error it carries.
func (d *decoder) run(pl *plan, p unsafe.Pointer) (res decodeResult, syntax error) {
	defer func() {
		if r := recover(); r != nil {
			sa, ok := r.(syntaxAbort)
			if !ok {
				panic(r)
			}
			syntax, res = sa.err, decodeResult{}
		}
	}()
	d.value(pl, p, pl.topC)
	return d.res, nil
}

// release returns d to the pool, keeping nothing of the caller's but the
// arena blocks' room left (the reference path keeps none).
func (d *decoder) release() {
	d.res = decodeResult{}
	d.in, d.src = bytes.Buffer{}, nil
	if reference.Load() {
		d.arena, d.rawBlock, d.scalars, d.stringSlab = strings.Builder{}, nil, nil, nil
	}
	if cap(d.buf) > 1<<16 {
		d.buf = nil
	}
	decoders.Put(d)
}

func (d *decoder) fail(err error) {
	panic(syntaxAbort{err})
}

// str returns the content of raw, the quoted JSON string value just read
// (d.esc describes it). The bytes are valid only until the next string with
// escapes is read.
func (d *decoder) str(raw []byte) []byte {
	inner := raw[1 : len(raw)-1]
	if !d.esc {
		return inner
	}
	out, err := jsontext.AppendUnquote(d.buf[:0], raw)
	if err != nil {
		d.fail(err)
	}
	d.buf = out
	return out
}

// text returns the content of raw, the quoted JSON string value just read
// (d.esc describes it), as a string the decoded value may keep.
func (d *decoder) text(raw []byte) string {
	if len(raw) == 2 {
		return ""
	}
	return d.keep(d.str(raw))
}

func (d *decoder) here() string { return d.path.String() }

// mismatch reports a value of the wrong JSON type: a leaf already read
// (raw != nil) or a container still to be skipped.
func (d *decoder) mismatch(pl *plan, raw []byte) {
	if raw != nil {
		d.res.addMember(d.here(), "type", "Expected "+pl.jsonType)
		return
	}
	d.typeViolation(pl)
}

// kindOf is the jsontext.Kind of a value from its first byte.
func kindOf(b byte) jsontext.Kind {
	switch b {
	case '"', 'n', 't', 'f', '{', '[':
		return jsontext.Kind(b)
	}
	return '0'
}

func (d *decoder) typeViolation(pl *plan) {
	d.res.addMember(d.here(), "type", "Expected "+pl.jsonType)
	d.skip()
}

// value decodes the next JSON value into the Go value of plan pl at p.
func (d *decoder) value(pl *plan, p unsafe.Pointer, c *constraints) {
	// A leaf (string, number, boolean, text primitive) is read at once and
	// its JSON type taken from its first byte. Containers are peeked.
	var raw []byte
	var k jsontext.Kind
	if pl.kind <= kText {
		raw = d.readValue()
		k = kindOf(raw[0])
	} else {
		k = kindOf(d.peek())
	}
	if k == 'n' {
		switch {
		case pl.kind == kRaw:
			*(*[]byte)(p) = append([]byte(nil), d.readValue()...)
		case pl.kind == kForeign:
			d.decodeForeign(pl, p)
		case pl.kind == kPtr && c.nullable:
			d.skip()
			*(*unsafe.Pointer)(p) = nil
		default:
			d.mismatch(pl, raw)
		}
		return
	}
	switch pl.kind {
	case kString, kEnum:
		if k != '"' {
			d.mismatch(pl, raw)
			return
		}
		s := d.str(raw)
		if len(s) == 0 && pl.kind == kEnum {
			// "" is present, not absent: it is no member of any vocabulary.
			d.res.addEnum(d.here(), pl.allowedIn(d.contract))
			return
		}
		// Vocabulary values and constants share the registered string;
		// anything else is kept as text of the document.
		if v, ok := pl.enumSet[string(s)]; ok {
			if !pl.enumIn(v, d.contract) {
				// A value a later contract introduced: outside the
				// vocabulary of this one.
				d.res.addEnum(d.here(), pl.allowedIn(d.contract))
				return
			}
			*(*string)(p) = v
		} else if c != nil && c.constSet && string(s) == c.constStr {
			*(*string)(p) = c.constStr
		} else {
			*(*string)(p) = d.text(raw)
		}
	case kBool:
		if k != 't' && k != 'f' {
			d.mismatch(pl, raw)
			return
		}
		*(*bool)(p) = raw[0] == 't'
	case kInt, kUint:
		if k != '0' {
			d.mismatch(pl, raw)
			return
		}
		d.integer(pl, p, c, literal(raw))
	case kFloat:
		if k != '0' {
			d.mismatch(pl, raw)
			return
		}
		f, ok := parseNumber(literal(raw))
		if !ok {
			d.res.addMember(d.here(), "type", "Expected number")
			return
		}
		*(*float64)(p) = f
	case kText:
		if k != '"' {
			d.mismatch(pl, raw)
			return
		}
		var err error
		var empty, inPlace bool
		if pl.parseInto != nil {
			if empty = len(raw) == 2; !empty {
				if !pl.keepsText && !d.esc {
					// The value keeps nothing of the text: parse the
					// document's bytes in place. Only an error keeps its
					// input: what is reported of it is detached below.
					err = pl.parseInto(p, unsafe.String(&raw[1], len(raw)-2))
					inPlace = true
				} else {
					err = pl.parseInto(p, d.text(raw))
				}
			}
		} else {
			s := d.str(raw)
			empty = len(s) == 0
			err = reflect.NewAt(pl.t, p).Interface().(encoding.TextUnmarshaler).UnmarshalText(s)
		}
		if err == nil && empty {
			// A present "" must not become the zero value, which means absent.
			err = errEmpty
			if pl.parse != nil {
				if perr := pl.parse(""); perr != nil {
					err = perr
				}
			}
		}
		if err != nil {
			var rule, msg string
			if v, ok := errors.AsType[interface {
				error
				Violation() (string, string)
			}](err); ok {
				rule, msg = v.Violation()
			} else {
				rule, msg = "format", err.Error()
			}
			if inPlace {
				rule, msg = detach(rule, raw), detach(msg, raw)
			}
			if rule == "pattern" && c != nil && c.pattern != "" {
				// The member spells the primitive's pattern its own way
				// (e.g. ^\d+$ for an unsigned amount): report that text.
				msg = "Expected string to match '" + c.pattern + "'"
			}
			d.res.addMember(d.here(), rule, msg)
		}
	case kPtr:
		if !acceptsKind(pl.elem, k) {
			d.typeViolation(pl)
			return
		}
		var np unsafe.Pointer
		switch ek := pl.elem.kind; {
		case reference.Load():
			np = reflect.New(pl.elem.t).UnsafePointer()
		case ek == kInt || ek == kUint || ek == kFloat || ek == kBool:
			np = d.scalar()
		case ek == kString || ek == kEnum:
			np = unsafe.Pointer(unsafe.SliceData(d.strings(1)[:1]))
		default:
			np = reflect.New(pl.elem.t).UnsafePointer()
		}
		d.value(pl.elem, np, c)
		*(*unsafe.Pointer)(p) = np
	case kStruct:
		if k != '{' {
			d.typeViolation(pl)
			return
		}
		d.object(pl, p, c != nil && c.ignoreUnknown)
	case kObject:
		if k != '{' {
			d.typeViolation(pl)
			return
		}
		d.objectPrimitive(pl, p)
	case kSlice:
		if k != '[' {
			d.typeViolation(pl)
			return
		}
		d.array(pl, p, c)
	case kMap:
		if k != '{' {
			d.typeViolation(pl)
			return
		}
		d.record(pl, p, c)
	case kForeign:
		d.decodeForeign(pl, p)
	case kRaw:
		raw := d.readValue()
		*(*[]byte)(p) = d.compactRaw(raw, d.rawDuplicates(raw))
	}
}

// rawDuplicates reports the repeated member names inside raw, the value
// just read, at its path, and tells whether there were any.
func (d *decoder) rawDuplicates(raw []byte) (dup bool) {
	if bytes.IndexByte(raw, '{') >= 0 && maybeDuplicates(raw) {
		anchor := d.here()
		checkDuplicates(raw, anchor, func(path string) {
			dup = true
			d.res.addAt(anchor, path, "duplicate-member", "Duplicate property")
		})
	}
	return dup
}

// acceptsKind reports whether a JSON value of kind k can start a value of pl
// (used to avoid allocating a pointer target for a value of the wrong type).
func acceptsKind(pl *plan, k jsontext.Kind) bool {
	switch pl.kind {
	case kString, kEnum, kText:
		return k == '"'
	case kBool:
		return k == 't' || k == 'f'
	case kInt, kUint, kFloat:
		return k == '0'
	case kStruct, kMap, kObject:
		return k == '{'
	case kSlice:
		return k == '['
	case kPtr:
		return acceptsKind(pl.elem, k)
	}
	return true
}

func (d *decoder) integer(pl *plan, p unsafe.Pointer, c *constraints, lit string) {
	v, ok := parseIntLit(lit)
	if !ok {
		d.res.addMember(d.here(), "type", "Expected integer")
		return
	}
	if pl.kind == kInt {
		lim := uint64(pl.intMax)
		if v.neg {
			lim++
		}
		if v.overflow || v.mag > lim {
			d.rangeViolation(pl, c, v.neg)
			return
		}
		n := int64(v.mag)
		if v.neg {
			n = -n
		}
		switch pl.size {
		case 8:
			*(*int64)(p) = n
		case 4:
			*(*int32)(p) = int32(n)
		case 2:
			*(*int16)(p) = int16(n)
		default:
			*(*int8)(p) = int8(n)
		}
		return
	}
	if v.neg && v.mag != 0 || v.overflow || v.mag > pl.uintMax {
		d.rangeViolation(pl, c, v.neg)
		return
	}
	switch pl.size {
	case 8:
		*(*uint64)(p) = v.mag
	case 4:
		*(*uint32)(p) = uint32(v.mag)
	case 2:
		*(*uint16)(p) = uint16(v.mag)
	default:
		*(*uint8)(p) = uint8(v.mag)
	}
}

// rangeViolation reports an integer outside the Go type: with the schema's
// own bound when it has one on that side, else the type's bound.
func (d *decoder) rangeViolation(pl *plan, c *constraints, neg bool) {
	if neg {
		if c != nil && c.min != nil {
			d.res.addMember(d.here(), "minimum", minMessage("integer", c.min))
			return
		}
		lo := "0"
		if pl.kind == kInt {
			lo = itoa(pl.intMin)
		}
		d.res.addMember(d.here(), "minimum", "Expected integer to be greater or equal to "+lo)
		return
	}
	if c != nil && c.max != nil {
		d.res.addMember(d.here(), "maximum", maxMessage("integer", c.max))
		return
	}
	hi := utoa(pl.uintMax)
	if pl.kind == kInt {
		hi = itoa(pl.intMax)
	}
	d.res.addMember(d.here(), "maximum", "Expected integer to be less or equal to "+hi)
}

// name reads an object member name.
func (d *decoder) name() []byte {
	return d.str(d.readValue())
}

// object decodes a JSON object into the struct of plan pl at p. With
// ignoreUnknown (hf keyword of the member holding it) its undeclared members
// are skipped: neither reported nor kept.
func (d *decoder) object(pl *plan, p unsafe.Pointer, ignoreUnknown bool) {
	d.readToken() // {
	var seenSmall uint64
	var seenBig []bool
	if len(pl.fields) > 64 {
		seenBig = make([]bool, len(pl.fields))
	}
	var unknownSeen map[string]struct{}
	var objPath string
	objPathSet := false
	obj := func() string {
		if !objPathSet {
			objPath, objPathSet = d.here(), true
		}
		return objPath
	}
	next := 0 // members usually come in declaration order: try that first
	for d.peek() != '}' {
		// The next declared member, spelled without escapes, is recognized
		// by its quoted name alone: in a valid text the quote after it
		// closes the name.
		var nb []byte
		i, ok := next, false
		if next < len(pl.fields) {
			q := pl.fields[next].quoted
			if ok = q != "" && len(d.src)-d.pos > len(q) && string(d.src[d.pos:d.pos+len(q)]) == q; ok {
				d.pos += len(q)
			}
		}
		if !ok {
			nb = d.name()
			i, ok = pl.byName[string(nb)]
		}
		if ok && pl.later && !pl.fields[i].in(d.contract) {
			// A member a later contract introduced: undeclared in this one.
			ok = false
			if nb == nil { // recognized by its quoted name
				nb = []byte(pl.fields[i].name)
			}
		}
		if ok {
			next = i + 1
			f := &pl.fields[i]
			seen := false
			if seenBig != nil {
				seen, seenBig[i] = seenBig[i], true
			} else {
				seen = seenSmall&(1<<i) != 0
				seenSmall |= 1 << i
			}
			if seen {
				d.res.addExtra(obj(), Join(obj(), f.name), "duplicate-member", "Duplicate property")
				d.skip()
				continue
			}
			d.path.pushName(f.name)
			d.value(f.plan, unsafe.Add(p, f.offset), f.c)
			d.path.pop()
			continue
		}
		if !pl.open && !ignoreUnknown && d.res.saturated() {
			// Past the violations reported, an undeclared member is one more
			// violation (repeated or not) to count, nothing to remember.
			d.res.full()
			d.skip()
			continue
		}
		name := string(nb)
		if _, dup := unknownSeen[name]; dup {
			d.res.addExtra(obj(), Join(obj(), name), "duplicate-member", "Duplicate property")
			d.skip()
			continue
		}
		if unknownSeen == nil {
			unknownSeen = map[string]struct{}{}
		}
		unknownSeen[name] = struct{}{}
		if !pl.open {
			if ignoreUnknown {
				// The member is skipped, neither kept nor reported, but it
				// is part of the document: repeated names inside it are
				// still violations.
				if raw := d.readValue(); bytes.IndexByte(raw, '{') >= 0 {
					d.extraDuplicates(raw, obj(), name)
				}
				continue
			}
			d.res.addExtra(obj(), Join(obj(), name), "additionalProperties", "Unexpected property")
			d.skip()
			continue
		}
		raw := d.readValue()
		dup := bytes.IndexByte(raw, '{') >= 0 && d.extraDuplicates(raw, obj(), name)
		um := (*map[string]json.RawMessage)(unsafe.Add(p, pl.unknownOff))
		if *um == nil {
			*um = map[string]json.RawMessage{}
		}
		(*um)[name] = d.compactRaw(raw, dup)
	}
	d.readToken() // }
	for i := range pl.fields {
		f := &pl.fields[i]
		if !f.required { // (a member with a since is never required)
			continue
		}
		seen := false
		if seenBig != nil {
			seen = seenBig[i]
		} else {
			seen = seenSmall&(1<<i) != 0
		}
		if !seen {
			d.res.addMember(Join(obj(), f.name), "required", "Expected required property")
		}
	}
}

// extraDuplicates reports the repeated member names inside raw, the value of
// the undeclared member name of the object at obj, with the object's other
// undeclared-member findings, and tells whether there were any.
func (d *decoder) extraDuplicates(raw []byte, obj, name string) (dup bool) {
	if !maybeDuplicates(raw) {
		return false
	}
	checkDuplicates(raw, Join(obj, name), func(path string) {
		dup = true
		d.res.addExtra(obj, path, "duplicate-member", "Duplicate property")
	})
	return dup
}

func (d *decoder) array(pl *plan, p unsafe.Pointer, c *constraints) {
	if pl.stringElem {
		d.stringArray(pl, p, c)
		return
	}
	if !reference.Load() {
		// The text is proved: count the elements, make the slice once and
		// decode into it in place, without reflection per element.
		n := d.countElements(d.pos + indexOfOpen(d.src[d.pos:]))
		d.readToken() // [
		sv := reflect.MakeSlice(pl.t, n, n)
		reflect.NewAt(pl.t, p).Elem().Set(sv)
		base, size := sv.UnsafePointer(), pl.elem.size
		ic := c.item
		for i := range n {
			d.path.pushIndex(i)
			d.value(pl.elem, unsafe.Add(base, uintptr(i)*size), ic)
			d.path.pop()
		}
		d.readToken() // ]
		return
	}
	d.readToken() // [
	sv := reflect.NewAt(pl.t, p).Elem()
	sv.Set(reflect.MakeSlice(pl.t, 0, 4))
	ic := c.item
	n := 0
	for d.peek() != ']' {
		if n == sv.Cap() {
			sv.Grow(1)
		}
		sv.SetLen(n + 1)
		d.path.pushIndex(n)
		d.value(pl.elem, sv.Index(n).Addr().UnsafePointer(), ic)
		d.path.pop()
		n++
	}
	d.readToken() // ]
}

// stringArray decodes an array of a string kind: []string and []T with T a
// named string share one memory layout, so no reflection is needed.
func (d *decoder) stringArray(pl *plan, p unsafe.Pointer, c *constraints) {
	var out []string
	if !reference.Load() {
		out = d.strings(d.countElements(d.pos + indexOfOpen(d.src[d.pos:])))
	} else {
		out = make([]string, 0, 4)
	}
	d.readToken() // [
	for i := 0; d.peek() != ']'; i++ {
		out = append(out, "")
		d.path.pushIndex(i)
		d.value(pl.elem, unsafe.Pointer(&out[i]), c.item)
		d.path.pop()
	}
	d.readToken() // ]
	*(*[]string)(p) = out
}

// stringRecord decodes a record of a string kind (see stringArray).
func (d *decoder) stringRecord(pl *plan, p unsafe.Pointer, c *constraints) {
	d.readToken() // {
	m := map[string]string{}
	for d.peek() != '}' {
		key := d.text(d.readValue())
		if _, dup := m[key]; dup {
			obj := d.here()
			d.res.addExtra(obj, Join(obj, key), "duplicate-member", "Duplicate property")
			d.skip()
			continue
		}
		d.path.pushName(key)
		d.str1 = ""
		d.value(pl.elem, unsafe.Pointer(&d.str1), c.item)
		d.path.pop()
		m[key] = d.str1
	}
	d.readToken() // }
	*(*map[string]string)(p) = m
}

func (d *decoder) record(pl *plan, p unsafe.Pointer, c *constraints) {
	if pl.stringRecord {
		d.stringRecord(pl, p, c)
		return
	}
	if !reference.Load() {
		d.recordFast(pl, p, c)
		return
	}
	d.readToken() // {
	mv := reflect.NewAt(pl.t, p).Elem()
	mv.Set(reflect.MakeMap(pl.t))
	ic := c.item
	for d.peek() != '}' {
		key := string(d.name())
		kv := reflect.ValueOf(key).Convert(pl.t.Key())
		if mv.MapIndex(kv).IsValid() {
			obj := d.here()
			d.res.addExtra(obj, Join(obj, key), "duplicate-member", "Duplicate property")
			d.skip()
			continue
		}
		ev := reflect.New(pl.elem.t)
		d.path.pushName(key)
		d.value(pl.elem, ev.UnsafePointer(), ic)
		d.path.pop()
		mv.SetMapIndex(kv, ev.Elem())
	}
	d.readToken() // }
}

// recordFast is record with one key and one element value reused for every
// entry (SetMapIndex copies them into the map) and the keys kept in the
// arena.
func (d *decoder) recordFast(pl *plan, p unsafe.Pointer, c *constraints) {
	d.readToken() // {
	mv := reflect.NewAt(pl.t, p).Elem()
	mv.Set(reflect.MakeMap(pl.t))
	ic := c.item
	kv := reflect.New(pl.t.Key()).Elem()
	ev := reflect.New(pl.elem.t)
	evp := ev.UnsafePointer()
	for d.peek() != '}' {
		raw := d.readValue()
		key := d.text(raw)
		kv.SetString(key)
		if mv.MapIndex(kv).IsValid() {
			obj := d.here()
			d.res.addExtra(obj, Join(obj, key), "duplicate-member", "Duplicate property")
			d.skip()
			continue
		}
		ev.Elem().SetZero()
		d.path.pushName(key)
		d.value(pl.elem, evp, ic)
		d.path.pop()
		mv.SetMapIndex(kv, ev.Elem())
	}
	d.readToken() // }
}

// indexOfOpen returns the offset of the '[' that opens the array about to be
// read (after white space and separators).
func indexOfOpen(b []byte) int {
	i := 0
	for b[i] != '[' {
		i++
	}
	return i
}

func itoa(n int64) string  { return strconv.FormatInt(n, 10) }
func utoa(n uint64) string { return strconv.FormatUint(n, 10) }

// literal views a number token as a string without copying it. The parsers
// it is handed to keep nothing (their errors, which could, are dropped), so
// the view never outlives the token.
func literal(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// detach returns s, or a copy of it when it shares the bytes of buf (a
// string an error made of its input, parsed in place).
func detach(s string, buf []byte) string {
	if len(s) == 0 || len(buf) == 0 {
		return s
	}
	p, lo := uintptr(unsafe.Pointer(unsafe.StringData(s))), uintptr(unsafe.Pointer(unsafe.SliceData(buf)))
	if p+uintptr(len(s)) > lo && p < lo+uintptr(len(buf)) {
		return strings.Clone(s)
	}
	return s
}
