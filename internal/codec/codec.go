package codec

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/go-json-experiment/json/jsontext"
)

// target returns the plan and address of the value v points to.
func target(v any) (*plan, unsafe.Pointer, error) {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return nil, nil, fmt.Errorf("codec: need a non-nil pointer, got %T", v)
	}
	t := rv.Type().Elem()
	// Documents of one type usually come in runs: a cache of its own, which
	// the plan lookups of the walks do not replace.
	if pl := lastTarget.Load(); pl != nil && pl.t == t {
		return pl, rv.UnsafePointer(), nil
	}
	pl := planOf(t)
	lastTarget.Store(pl)
	return pl, rv.UnsafePointer(), nil
}

// lastTarget is the plan target returned last.
var lastTarget atomic.Pointer[plan]

// addressable returns the plan and an address for v, copying a non-pointer.
func addressable(v any) (*plan, unsafe.Pointer) {
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer && !rv.IsNil() {
		return planOf(rv.Type().Elem()), rv.UnsafePointer()
	}
	c := reflect.New(rv.Type())
	c.Elem().Set(rv)
	return planOf(rv.Type()), c.UnsafePointer()
}

var walkers = sync.Pool{New: func() any { return &walker{} }}

func getWalker() *walker {
	w := walkers.Get().(*walker)
	w.reset()
	return w
}

func putWalker(w *walker) {
	w.release()
	walkers.Put(w)
}

// reset readies w for a walk.
func (w *walker) reset() {
	w.path.segs = w.path.segs[:0]
	if w.viol != nil || w.warn != nil || w.dec != nil {
		w.viol, w.warn, w.dec = nil, nil, nil
	}
	w.structural, w.noWarn, w.accepted, w.upstream, w.keywords = false, false, false, false, false
	w.badAt = 0
	w.constraintFailed = false
	w.limits = DefaultLimits()
	w.contract = DefaultContract
}

// release drops what w holds of the walk done.
// Only what holds something is written: a walker is released after every
// document, often while the collector runs, when each pointer store
// costs a write barrier.
func (w *walker) release() {
	if w.viol != nil {
		w.viol = nil
	}
	if w.warn != nil {
		w.warn = nil
	}
	if w.dec != nil {
		w.dec = nil
	}
	if w.decRes.member != nil || w.decRes.extra != nil {
		w.decRes = decodeResult{}
	} else {
		w.decRes.max, w.decRes.n, w.decRes.dropped = 0, 0, 0
	}
	// The rules' walker and plan stay (see Rules.setFor): they hold
	// nothing.
	if w.rules.failedBig != nil || w.rules.selfBig != nil {
		w.rules.failedBig, w.rules.selfBig = nil, nil
	}
	if len(w.queue) > 0 {
		clear(w.queue)
		w.queue = w.queue[:0]
	}
	if len(w.segArena) > 0 {
		w.segArena = w.segArena[:0]
	}
	w.deferring, w.inRecord = 0, 0
}

// SyntaxViolation is the single violation of a document that is not one valid
// JSON text (step 1 of the strict decode).
func SyntaxViolation(err error) Violation {
	msg := err.Error()
	msg = strings.TrimPrefix(msg, "jsontext: ")
	return Violation{Path: "", Rule: "json-syntax", Message: "Invalid JSON: " + msg}
}

// Decode replaces the value v points to with the strict decoding of data and
// returns every violation of the strict decode's steps 1–4 in document field
// order (nil when the document is valid), under the default limits. Warnings
// are not returned.
func Decode(data []byte, v any) ([]Violation, error) {
	_, viol, _, err := decode(data, v, false, false, &defaultResolved, DefaultContract)
	return viol, err
}

// DecodeDocument is Decode under the limits l and the contract c (zero:
// DefaultContract) that also returns the schema name v's type is
// registered under ("" for none), found with the type's plan instead of a
// second lookup. Under c, a member or a vocabulary value a later contract
// introduced is undeclared: in a closed object the violation of an
// undeclared member, in an open one kept with the undeclared members (the
// typed field stays zero); a value outside the vocabulary. (Whether v's
// type itself belongs to c is the caller's question: TypeSince.)
func DecodeDocument(data []byte, v any, l Limits, c Version) (schema string, viol []Violation, err error) {
	return decodeDocument(data, v, l, c, false)
}

// ValidateDocument is DecodeDocument for a value looked at only for its
// violations and dropped right after, whose maps, slices and pointees
// nobody else holds: the decoded value may share data's bytes (the
// violations returned never do), and what a previous decode left in its
// members is cleared and reused. It may keep data alive until the next
// decode into it.
//
// The violations come as an Invalid (nil when there are none) that the
// caller owns: nothing else holds it or its violations.
func ValidateDocument(data []byte, v any, l Limits, c Version) (schema string, inv *Invalid, err error) {
	lim := resolvedPtr(l)
	pl, viol, inv, _, err := decodeText(data, v, false, true, lim, c.Or())
	schema = schemaOf(pl, v)
	if inv == nil && len(viol) > 0 {
		inv = &Invalid{Violations: viol}
	}
	if inv != nil {
		inv.Schema = schema
	}
	return schema, inv, err
}

func decodeDocument(data []byte, v any, l Limits, c Version, view bool) (schema string, viol []Violation, err error) {
	r := l.resolved()
	pl, viol, _, err := decode(data, v, false, view, &r, c.Or())
	return schemaOf(pl, v), viol, err
}

// schemaOf returns the schema name of the document decode read into v,
// whose plan it returned (pl).
func schemaOf(pl *plan, v any) string {
	if pl != nil && pl.meta != nil { // a struct
		return pl.meta.schema
	}
	// A Custom type, or a vocabulary or primitive at the top.
	return SchemaName(reflect.TypeOf(v))
}

// Invalid holds the violations ValidateDocument found in a document of the
// schema named Schema, laid out as the library's validation error (the
// schema name, then the violations), which can then take it as it is.
type Invalid struct {
	Schema     string
	Violations []Violation // never empty
}

// invalidOne is an Invalid with room for one violation, the usual count:
// such a rejected document costs one allocation for its violations.
type invalidOne struct {
	Invalid
	one [1]Violation
}

// newInvalid returns an Invalid holding a copy of vs (not empty), whose
// strings do not share data's bytes.
func newInvalid(vs []Violation, data []byte) *Invalid {
	var inv *Invalid
	if len(vs) == 1 {
		b := new(invalidOne)
		b.one[0] = vs[0]
		b.Violations = b.one[:]
		inv = &b.Invalid
	} else {
		inv = &Invalid{Violations: slices.Clone(vs)}
	}
	cloneViolations(inv.Violations, data)
	return inv
}

// maxKeptViolations bounds the violation buffer a decoder keeps for the
// next document (see decoder.violBuf).
const maxKeptViolations = 8

// Unmarshal is Decode without the validation checks (steps 1–3 only): the
// behaviour of the types' UnmarshalJSON methods.
func Unmarshal(data []byte, v any) ([]Violation, error) {
	_, viol, _, err := decode(data, v, true, false, &defaultResolved, DefaultContract)
	return viol, err
}

// UnmarshalIn is Unmarshal under the contract c (zero: DefaultContract).
func UnmarshalIn(data []byte, v any, c Version) ([]Violation, error) {
	_, viol, _, err := decode(data, v, true, false, &defaultResolved, c.Or())
	return viol, err
}

// decode is Decode (structural false) or Unmarshal under the resolved
// limits l and the contract c (not zero); it also returns v's plan (nil for a Custom type). With view the
// caller drops the decoded value once it has the violations: the generated
// decoder may then leave strings and raw values as views of data.
//
// A text that exceeds a limit of its shape (bytes, depth, string bytes,
// digits, members, elements) gets the one violation of that limit, and
// nothing is decoded. When the structural decode alone finds more
// violations than l.MaxViolations the validation checks are not run.
//
// Off the reference paths, the type's generated decoder (generated.go) is
// tried first; a document it does not accept takes the reflective decode
// below, from the zero value.
func decode(data []byte, v any, structural, view bool, l *Limits, c Version) (*plan, []Violation, *Invalid, error) {
	pl, viol, inv, _, err := decodeText(data, v, structural, view, l, c)
	return pl, viol, inv, err
}

// decodeText is decode that also reports whether data was one JSON text
// within the limits l (whole): false when the violations are the one
// violation of a limit or of the syntax, and for a Custom type.
func decodeText(data []byte, v any, structural, view bool, l *Limits, c Version) (_ *plan, _ []Violation, _ *Invalid, whole bool, _ error) {
	var rest FastCustom // a union whose fast attempt failed: its DecodeCustomRest decides
	if !reference.Load() {
		ensureGenerated()
		if pl, p := directTarget(v); pl != nil {
			// A pointer of the type validated last, which has a
			// generated decoder: what target and the interface tests
			// below found for it then.
			if viol, inv, ok := decodeGenerated(data, pl, p, structural, view, l, c); ok {
				return pl, viol, inv, true, nil
			}
		} else if fc, ok := v.(FastCustom); ok {
			// The union's own decode proves the default limits: when the
			// caller's are those, the limit pass below is not needed for
			// a document it accepts.
			if l.shapeIsDefault() && !noFastCustom.Load() {
				if viol, ok := fc.DecodeCustomFast(data, !structural); ok {
					return nil, capViolations(viol, l.MaxViolations, 0), nil, false, nil
				}
				rest = fc
			}
		} else if _, custom := v.(Custom); !custom {
			pl, p, err := target(v)
			if err != nil {
				return nil, nil, nil, false, err
			}
			if pl.gen.fn != nil && !noGenerated.Load() {
				rememberDirect(v, pl)
				if viol, inv, ok := decodeGenerated(data, pl, p, structural, view, l, c); ok {
					return pl, viol, inv, true, nil
				}
			}
		}
	}
	pl, viol, whole, err := decodeRest(data, v, structural, l, c, rest)
	return pl, viol, nil, whole, err
}

// decodeRest is decodeText after the attempt of the generated decoder, if
// any: rest is a union whose fast attempt failed.
func decodeRest(data []byte, v any, structural bool, l *Limits, c Version, rest FastCustom) (_ *plan, _ []Violation, whole bool, _ error) {
	var src []byte
	proved := false
	if !reference.Load() {
		// A text proveText accepts passes the limit scan and the
		// tokenizer: both are skipped.
		src, proved = proveText(data, l)
	}
	if !proved {
		if lv := checkLimits(data, l); lv != nil {
			if _, ok := v.(Custom); ok {
				return nil, []Violation{*lv}, false, nil
			}
			pl, p, err := target(v)
			if err != nil {
				return nil, nil, false, err
			}
			reflect.NewAt(pl.t, p).Elem().SetZero()
			return pl, []Violation{*lv}, false, nil
		}
	}
	if rest != nil {
		return nil, capViolations(rest.DecodeCustomRest(data, !structural), l.MaxViolations, 0), false, nil
	}
	if c, ok := v.(Custom); ok {
		return nil, capViolations(c.DecodeCustom(data, !structural), l.MaxViolations, 0), false, nil
	}
	pl, p, err := target(v)
	if err != nil {
		return nil, nil, false, err
	}
	reflect.NewAt(pl.t, p).Elem().SetZero()
	var res decodeResult
	var syntax error
	if proved {
		res, syntax = decodeProved(src, pl, p, l.MaxViolations, c)
	} else {
		res, syntax = decodeInto(data, pl, p, l.MaxViolations, c)
	}
	if syntax != nil {
		reflect.NewAt(pl.t, p).Elem().SetZero()
		return pl, []Violation{SyntaxViolation(syntax)}, false, nil
	}
	if structural && res.empty() {
		return pl, nil, true, nil
	}
	return pl, walkDecoded(res, pl, p, structural, l, c), true, nil
}

// decodeGenerated is decodeText's attempt with the generated decoder of
// plan pl (which has one) on the value at p: ok when it accepted data
// (up to one member that failed to parse), with the violations (in inv,
// owned by the caller, with view).
func decodeGenerated(data []byte, pl *plan, p unsafe.Pointer, structural, view bool, l *Limits, c Version) (viol []Violation, inv *Invalid, ok bool) {
	d := decoders.Get().(*decoder)
	viol, inv, ok = decodeGeneratedBy(d, data, pl, p, structural, view, l, c)
	decoders.Put(d)
	return viol, inv, ok
}

// decodeGeneratedBy is decodeGenerated with the decoder d.
func decodeGeneratedBy(d *decoder, data []byte, pl *plan, p unsafe.Pointer, structural, view bool, l *Limits, c Version) (viol []Violation, inv *Invalid, ok bool) {
	// The generated decoder accepts only a valid document (up to the
	// rules); else the reflective path decodes it again from the zero
	// value.
	sp := &d.lx.sp
	if view && pl.kind == kStruct {
		// The value is the caller's own, dropped after the call: its
		// maps, slices and pointees are reused.
		sp.take(pl, p)
	}
	pl.gen.zero(p)
	ok = runGenerated(d, pl.gen, data, p, l, c, view)
	switch {
	case ok && d.lx.isBad:
		// One member failed to parse: the walk of the reflective path,
		// given the violation that path records for it (see Parse).
		viol = badMember(&d.w, d.lx.bad, d.lx.badTop, pl, p, structural, l, c)
		d.lx.isBad, d.lx.bad, d.lx.badTop = false, Violation{}, ""
		if view && len(viol) > 0 {
			cloneViolations(viol, data)
			inv = &Invalid{Violations: viol}
		}
		sp.restore(pl, p)
	case ok && view:
		// The rules report into the decoder's own buffer; the caller
		// gets a copy (one allocation for one violation) and the buffer
		// serves the next document.
		viol = acceptedRules(&d.w, pl, p, structural, l, c, d.violBuf[:0])
		if len(viol) > 0 {
			inv = newInvalid(viol, data)
			clear(viol)
			if cap(viol) <= maxKeptViolations {
				d.violBuf = viol[:0]
			}
			viol = inv.Violations
		}
		sp.restore(pl, p)
	case ok:
		viol = acceptedRules(&d.w, pl, p, structural, l, c, nil)
		sp.restore(pl, p)
	}
	sp.reset()
	return viol, inv, ok
}

// direct is a pointer type with a generated decoder that is neither a
// FastCustom nor a Custom: its type word (of a value of it in an
// interface) and the plan of its element type.
type direct struct {
	typ unsafe.Pointer
	pl  *plan
}

// lastDirect is the direct type decodeText saw last: documents of one type
// usually come in runs, and a comparison of type words is cheaper than the
// interface tests and the reflection of target.
var lastDirect atomic.Pointer[direct]

// efaceType is the type word of the interface value v.
func efaceType(v any) unsafe.Pointer { return (*[2]unsafe.Pointer)(unsafe.Pointer(&v))[0] }

// directTarget returns the plan of v's element type and v's pointer when
// v is a non-nil pointer of the type of lastDirect, whose generated decoder
// is in use; else nil.
func directTarget(v any) (*plan, unsafe.Pointer) {
	dt := lastDirect.Load()
	if dt == nil || efaceType(v) != dt.typ || noGenerated.Load() {
		return nil, nil
	}
	// A pointer type: the data word is the pointer.
	p := (*[2]unsafe.Pointer)(unsafe.Pointer(&v))[1]
	if p == nil {
		return nil, nil
	}
	return dt.pl, p
}

// rememberDirect makes v's type (a pointer to the element type of plan pl,
// which has a generated decoder, and neither a FastCustom nor a Custom)
// lastDirect, with the plan's own entry (made once).
func rememberDirect(v any, pl *plan) {
	dt := pl.direct.Load()
	if dt == nil {
		dt = &direct{typ: efaceType(v), pl: pl}
		pl.direct.Store(dt)
	}
	if lastDirect.Load() != dt {
		lastDirect.Store(dt)
	}
}

// walkDecoded returns the violations of the value of plan pl at p, decoded
// with the findings res, under the limits l and the contract c.
func walkDecoded(res decodeResult, pl *plan, p unsafe.Pointer, structural bool, l *Limits, c Version) []Violation {
	w := getWalker()
	defer putWalker(w)
	if !res.empty() {
		w.decRes = res // the walker's own copy: &res would move res to the heap on every call
		w.dec = &w.decRes
	}
	w.structural = structural || res.dropped > 0
	w.noWarn = true // Decode returns violations only
	w.limits = *l
	w.contract = c
	w.value(pl, p, pl.topC, true)
	return capViolations(w.viol, l.MaxViolations, res.dropped)
}

// badMember returns, walking with w (the decoder's own), the violations of
// a document the generated decoder accepted into the value of plan pl at p
// but for the one member of the object at the top, named name, whose text
// failed to parse, with violation v (its path not set): what the
// reflective path reports (badMemberWalk). Every other member passed its
// checks, so that is v where the member sits in field order, followed by
// what the rules report with that member failed: the walk of an accepted
// value (acceptedRules) with v put in its place, which visits only the
// values where rules run.
func badMember(w *walker, v Violation, name string, pl *plan, p unsafe.Pointer, structural bool, l *Limits, c Version) []Violation {
	i, ok := -1, false
	if pl.kind == kStruct {
		i, ok = pl.byName[name]
	}
	if !ok {
		v.Path = topPointer(name)
		return badMemberWalk(v, pl, p, structural, l, c)
	}
	v.Path = pl.fields[i].pointer
	if structural || len(pl.fields) > 64 {
		return badMemberWalk(v, pl, p, structural, l, c)
	}
	if pl.noRules {
		return capViolations([]Violation{v}, l.MaxViolations, 0)
	}
	w.reset()
	defer w.release()
	w.accepted = true
	w.noWarn = true // Decode returns violations only
	w.limits = *l
	w.contract = c
	if pl.rootRules {
		// What the walk would do: v at the member, no other member to
		// visit, then the object's rules with that member failed.
		w.viol = append(w.viol, v)
		w.runRules(pl, p, 0, 1, 1<<i, 1<<i, nil, nil)
	} else {
		w.bad, w.badAt = v, i+1
		w.value(pl, p, pl.topC, true)
		w.bad, w.badAt = Violation{}, 0
	}
	return capViolations(w.viol, l.MaxViolations, 0)
}

// badMemberWalk is badMember by the reflective path's walk, which records
// v as the member's finding and walks the whole value (the oracle of
// badMember's tests, and its path where badMember has no shorter one).
func badMemberWalk(v Violation, pl *plan, p unsafe.Pointer, structural bool, l *Limits, c Version) []Violation {
	res := decodeResult{max: l.MaxViolations}
	res.addMember(v.Path, v.Rule, v.Message)
	return walkDecoded(res, pl, p, structural, l, c)
}

// Validate checks a Go value (a pointer or a value of a planned type) and
// returns its violations and warnings in document field order.
func Validate(v any) (viol, warn []Violation) { return ValidateIn(v, DefaultContract) }

// ValidateIn is Validate under the contract c (zero: DefaultContract): a
// present member that a later contract introduced is, in a closed object,
// the violation of an undeclared member (reported where the undeclared
// members of a decoded document are: after the object's declared ones),
// and a vocabulary value a later contract introduced is outside the
// vocabulary.
func ValidateIn(v any, c Version) (viol, warn []Violation) {
	if cu, ok := v.(Custom); ok {
		return cu.ValidateCustom()
	}
	pl, p := addressable(v)
	w := getWalker()
	defer putWalker(w)
	w.contract = c.Or()
	w.value(pl, p, pl.topC, true)
	return capViolations(w.viol, defaultMaxViolations, 0), w.warn
}

// Violations is Validate without the warnings: the types' Warnings
// functions are not run (a constraint-file warning rule can cost as much as
// the rest of the validation).
func Violations(v any) []Violation { return ViolationsIn(v, Limits{}, DefaultContract) }

// ViolationsIn is Violations under the limits l (the maximum of
// violations, the constraint rules' budget and digit limit; zero fields:
// the defaults) and the contract c (see ValidateIn).
func ViolationsIn(v any, l Limits, c Version) []Violation {
	pl, p := addressable(v)
	w := getWalker()
	defer putWalker(w)
	w.noWarn = true
	w.limits = l.resolved()
	w.contract = c.Or()
	w.value(pl, p, pl.topC, true)
	return capViolations(w.viol, w.limits.MaxViolations, 0)
}

// UpstreamViolations is Violations as upstream's runtime validator
// reports them, the verdict of the types' ValidateSchema methods: every
// member check, the Meta.UpstreamRules of the object v holds, and no other
// rules (neither that object's constraint-file rules nor the rules of the
// objects nested in it).
func UpstreamViolations(v any) []Violation {
	pl, p := addressable(v)
	w := getWalker()
	defer putWalker(w)
	w.noWarn, w.upstream = true, true
	w.value(pl, p, pl.topC, true)
	return capViolations(w.viol, defaultMaxViolations, 0)
}

// KeywordViolations is Violations of the schema keywords alone: every
// member check (type, bounds, patterns, enumerations, constants, required
// and undeclared members, nested objects included) and no rules of any
// object — no cross-field rule, no constraint-file rule. It is the
// structural verdict a JSON Schema validator gives.
func KeywordViolations(v any) []Violation {
	pl, p := addressable(v)
	w := getWalker()
	defer putWalker(w)
	w.noWarn, w.upstream, w.keywords = true, true, true
	w.value(pl, p, pl.topC, true)
	return capViolations(w.viol, defaultMaxViolations, 0)
}

// Marshal encodes v (a pointer or value of a planned type) in the library's
// default encoding: with the type's generated encoder (RegisterEncoder) when
// it has one and the generated code is on (ModeFast), else reflectively; the
// bytes are the same.
func Marshal(v any) ([]byte, error) {
	if !noGenerated.Load() {
		if out, ok, err := marshalGenerated(v); ok {
			return out, err
		}
	}
	if c, ok := v.(Custom); ok {
		return c.MarshalJSON()
	}
	pl, p := addressable(v)
	e := encoder{buf: make([]byte, 0, 256)}
	if pl.kind == kText || pl.kind == kEnum || pl.kind == kObject {
		if absent(pl, p) {
			return nil, errors.New("codec: cannot encode an absent value")
		}
	}
	e.value(pl, p, pl.topC)
	if e.err != nil {
		return nil, e.err
	}
	return e.buf, nil
}

// Valid reports whether data is one syntactically valid JSON text under the
// library's rules (UTF-8, no unpaired surrogates, nothing after the value).
func Valid(data []byte) error {
	dec := jsontext.NewDecoder(bytes.NewReader(data), jsontext.AllowDuplicateNames(true))
	if err := dec.SkipValue(); err != nil {
		return err
	}
	if _, err := dec.ReadToken(); err == nil {
		return errTrailing
	} else if err != io.EOF {
		return err
	}
	return nil
}

// cloneViolations makes the strings of vs their own, for violations found
// on a value that may share data, the document's bytes: a string viewing
// data is copied; any other (a rule id, a message, text the decoder copied
// out, which nothing overwrites) already is.
func cloneViolations(vs []Violation, data []byte) {
	own := func(s string) string {
		if inBytes(s, data) {
			return strings.Clone(s)
		}
		return s
	}
	for i := range vs {
		v := &vs[i]
		v.Path, v.Rule, v.Message = own(v.Path), own(v.Rule), own(v.Message)
		if v.Allowed != nil {
			v.Allowed = slices.Clone(v.Allowed)
			for j, a := range v.Allowed {
				v.Allowed[j] = own(a)
			}
		}
	}
}

// inBytes reports whether the bytes of s lie inside b.
func inBytes(s string, b []byte) bool {
	if len(s) == 0 || len(b) == 0 {
		return false
	}
	p, lo := uintptr(unsafe.Pointer(unsafe.StringData(s))), uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	return p >= lo && p-lo < uintptr(len(b))
}
