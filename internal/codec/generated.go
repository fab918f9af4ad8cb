package codec

import (
	"encoding/json"
	"reflect"
	"sync"
	"sync/atomic"
	"unsafe"
)

// Generated decoders. go generate writes, per domain package, a file
// zz_codec.go (package internal/codecgen) with a decoder specialised for
// each of the package's planned types: it reads the document once with
// a Lexer, straight into the typed value, and makes every check of the
// reflective decoder and of the validation walk's member checks on the way.
// It only ever accepts: on anything the reflective path would report, or
// anything it does not handle, it returns false and the document is decoded
// again, from the zero value, on the reflective path (the reference); the
// one exception is a member whose text fails to parse (see Parse). The
// exported names below serve the generated files only.

// GenDecoder is the slot of one type's generated decoder.
type GenDecoder struct {
	fn func(l *Lexer, p unsafe.Pointer)
	// zero sets the value at p to the zero value of the type (without
	// reflection).
	zero func(p unsafe.Pointer)
}

// Decode runs the generated decoder on the value at p (failing the Lexer
// when the type has none).
func (g *GenDecoder) Decode(l *Lexer, p unsafe.Pointer) {
	if g.fn == nil {
		l.fail()
		return
	}
	g.fn(l, p)
}

var (
	genMu       sync.Mutex
	genDecoders = map[reflect.Type]*GenDecoder{}

	setupMu    sync.Mutex
	genSetups  []func()
	setupsDone atomic.Bool
)

func decoderSlot(t reflect.Type) *GenDecoder {
	genMu.Lock()
	defer genMu.Unlock()
	g, ok := genDecoders[t]
	if !ok {
		g = &GenDecoder{}
		genDecoders[t] = g
	}
	return g
}

// DecoderOf returns the slot of T's generated decoder (filled in by T's
// package's generated setup).
func DecoderOf[T any]() *GenDecoder { return decoderSlot(reflect.TypeFor[T]()) }

// SetDecoder installs fn as T's generated decoder. Call it from a setup
// function registered with RegisterGenerated.
func SetDecoder[T any](fn func(l *Lexer, v *T)) {
	g := DecoderOf[T]()
	g.zero = func(p unsafe.Pointer) { *(*T)(p) = *new(T) }
	g.fn = func(l *Lexer, p unsafe.Pointer) { fn(l, (*T)(p)) }
}

// RegisterGenerated records the setup function of a generated file. Setups
// run once, before the first decode, when every package's initialization is
// complete (they build plans, which must see every registration).
func RegisterGenerated(setup func()) struct{} {
	setupMu.Lock()
	defer setupMu.Unlock()
	if setupsDone.Load() {
		setup()
		markRules()
		return struct{}{}
	}
	genSetups = append(genSetups, setup)
	return struct{}{}
}

// ensureGenerated runs the pending setups.
func ensureGenerated() {
	if setupsDone.Load() {
		return
	}
	setupMu.Lock()
	defer setupMu.Unlock()
	if setupsDone.Load() {
		return
	}
	for _, s := range genSetups {
		s()
	}
	genSetups = nil
	markRules()
	setupsDone.Store(true)
}

// markRules sets plan.noRules on every plan built so far: true when no
// Rules function runs anywhere in a value of it (the validation walk of an
// accepted document skips it). Computed as a fixed point, so recursive
// types come out right.
func markRules() {
	planMu.Lock()
	defer planMu.Unlock()
	var all []*plan
	plans.Range(func(_, v any) bool { all = append(all, v.(*plan)); return true })
	has := map[*plan]bool{}
	for _, pl := range all {
		if pl.kind == kStruct && pl.meta != nil && pl.meta.rules != nil {
			has[pl] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for _, pl := range all {
			if has[pl] {
				continue
			}
			h := false
			switch pl.kind {
			case kPtr, kSlice, kMap:
				h = has[pl.elem]
			case kStruct:
				for i := range pl.fields {
					h = h || has[pl.fields[i].plan]
				}
			}
			if h {
				has[pl], changed = true, true
			}
		}
	}
	for _, pl := range all {
		pl.noRules = !has[pl]
	}
	for _, pl := range all {
		if pl.kind == kStruct && !pl.ruledSet {
			for i := range pl.fields {
				if !pl.fields[i].plan.noRules {
					pl.ruled = append(pl.ruled, int32(i))
				}
			}
			pl.ruledSet = true
		}
		pl.rootRules = pl.kind == kStruct && !pl.noRules && pl.meta != nil && pl.meta.rules != nil &&
			!pl.meta.rulesBeforeNested && len(pl.fields) <= 64
		for i := range pl.fields {
			pl.rootRules = pl.rootRules && pl.fields[i].plan.noRules
		}
		if pl.kind == kStruct && pl.spareFields == nil {
			pl.spareFields = spareFieldsOf(pl)
		}
	}
	for _, pl := range all {
		if pl.kind != kStruct || pl.nestedSpares != nil {
			continue
		}
		pl.nestedSpares = []nestedSpare{}
		for i := range pl.fields {
			if f := &pl.fields[i]; f.plan.kind == kStruct {
				for _, j := range f.plan.spareFields {
					if k := f.plan.fields[j].plan.kind; k == kSlice || k == kMap {
						pl.nestedSpares = append(pl.nestedSpares, nestedSpare{i, j})
					}
				}
			}
		}
	}
}

// spareFieldsOf returns the indexes of the fields of the struct plan pl
// whose spares a view-mode decode keeps (sparable), at most as many as
// spares hold.
func spareFieldsOf(pl *plan) []int {
	var out []int
	for i := range pl.fields {
		if sparable(pl.fields[i].plan) && len(out) < len(spares{}.maps) {
			out = append(out, i)
		}
	}
	return out
}

// sparable tells whether a member of plan pl keeps a spare for the next
// view-mode decode (spares): a map, a slice, or a pointer the generated
// decoder fills with ReusePtr. A pointer to a string, a vocabulary value,
// a boolean or a number is not: the generated decoder stores that pointee
// in its own slabs (NewString, NewScalar) and never asks for a spare, so
// recording it and putting it back would be work for nothing.
func sparable(pl *plan) bool {
	switch pl.kind {
	case kMap, kSlice:
		return true
	case kPtr:
		return pl.elem == nil || pl.elem.kind >= kText || reflect.PointerTo(pl.elem.t).Implements(customType)
	}
	return false
}

// nestedSpare names a slice or map member (inner) of a struct member
// (outer) of a struct, by field indexes.
type nestedSpare struct{ outer, inner int }

// genMaxDepth bounds the nesting the generated decoders follow (and so
// their recursion); deeper documents take the reflective path.
const genMaxDepth = 256

// runGenerated runs the generated decoder g on data into the zeroed value
// at p under the resolved limits l and the contract c (not zero), with the decoder d (its Lexer's spares
// set for view mode, see decode), and reports whether it accepted: up to
// the one violation of a text primitive it may report (d.lx.isBad, see
// Parse).
// With view the decoded value may keep views of data (see decode).
func runGenerated(d *decoder, g *GenDecoder, data []byte, p unsafe.Pointer, l *Limits, c Version, view bool) bool {
	n := len(data)
	if n > l.MaxBytes || n >= l.MaxStringBytes {
		return false
	}
	d.src, d.pos = data, 0
	lx := &d.lx
	lx.data, lx.pos, lx.depth, lx.d, lx.view, lx.failed = data, 0, 0, d, view, false
	lx.maxDepth, lx.maxDigits = min(l.MaxDepth, genMaxDepth), l.MaxDigits
	lx.maxMembers, lx.maxElements = l.MaxMembers, l.MaxElements
	lx.contract = c
	lx.topOK, lx.isBad = false, false
	// A short document cannot reach the member and element limits (a
	// member takes four bytes, an element two): as in proveText.
	lx.big = n/2 >= l.MaxElements || n/4 >= l.MaxMembers
	if lx.big {
		lx.lim = *l // read only then
	}
	g.fn(lx, p)
	ok := !lx.failed && lx.end()
	d.src, lx.data = nil, nil
	if lx.isBad && !ok {
		lx.isBad, lx.bad, lx.badTop = false, Violation{}, ""
	}
	return ok
}

// spares are what a value decoded in view mode kept from the previous
// decode into it (see decode): its Unknown map, and the maps, slices and
// pointees of up to eight of its members, by member offset.
type spares struct {
	unknown map[string]json.RawMessage
	maps    [8]spare
	n       int
	nested  int // how many of maps are nested
}

// spare is the map, slice (its array and capacity) or pointee of the
// member at offset off, or (nested) the slice of the member at offset off
// of a struct member of the value, at offset at in the value, of type t.
type spare struct {
	off    uintptr
	at     uintptr
	p      unsafe.Pointer
	cap    int
	t      reflect.Type
	kind   kind
	nested bool
}

// sliceHeader is the layout of a slice of any element type.
type sliceHeader struct {
	data     unsafe.Pointer
	len, cap int
}

// take records in sp (empty) the spares of the value of struct plan pl at
// p, before it is zeroed.
func (sp *spares) take(pl *plan, p unsafe.Pointer) {
	if pl.open {
		sp.unknown = *(*map[string]json.RawMessage)(unsafe.Add(p, pl.unknownOff))
	}
	// The slots are zero (reset): only what a member's spare has is
	// written, in place.
	for _, i := range pl.spareFields {
		f := &pl.fields[i]
		at := unsafe.Add(p, f.offset)
		ptr := *(*unsafe.Pointer)(at)
		if ptr == nil {
			continue
		}
		s := &sp.maps[sp.n]
		s.off, s.at, s.kind, s.p = f.offset, f.offset, f.plan.kind, ptr
		if s.kind == kSlice {
			s.cap = (*sliceHeader)(at).cap
		}
		sp.n++
	}
	// The slices and maps of the struct members (not pointers) of the
	// value, in the slots left: a document of governed resources holds its
	// lists there, a proposed action its payload.
	for _, ns := range pl.nestedSpares {
		if sp.n == len(sp.maps) {
			break
		}
		f := &pl.fields[ns.outer]
		nf := &f.plan.fields[ns.inner]
		at := unsafe.Add(p, f.offset+nf.offset)
		if nf.plan.kind == kMap {
			if m := *(*unsafe.Pointer)(at); m != nil {
				sp.maps[sp.n] = spare{off: nf.offset, kind: kMap, p: m, nested: true, at: f.offset + nf.offset, t: nf.plan.t}
				sp.n++
				sp.nested++
			}
			continue
		}
		h := (*sliceHeader)(at)
		if h.data != nil && h.cap > 0 {
			sp.maps[sp.n] = spare{off: nf.offset, kind: kSlice, p: h.data, cap: h.cap, nested: true,
				at: f.offset + nf.offset, t: nf.plan.t}
			sp.n++
			sp.nested++
		}
	}
}

// reset empties sp.
func (sp *spares) reset() {
	if sp.n > 0 {
		clear(sp.maps[:sp.n])
		sp.n, sp.nested = 0, 0
	}
	if sp.unknown != nil {
		sp.unknown = nil
	}
}

// restore puts the spares not reused back into the value's members that
// are still nil, for the next decode (once the rules saw the value).
func (sp *spares) restore(pl *plan, p unsafe.Pointer) {
	if sp.n == 0 && sp.unknown == nil {
		return
	}
	if u := (*map[string]json.RawMessage)(unsafe.Add(p, pl.unknownOff)); sp.unknown != nil && *u == nil {
		*u = sp.unknown
	}
	for i := range sp.n {
		s := &sp.maps[i]
		at := unsafe.Add(p, s.at)
		if s.p == nil || *(*unsafe.Pointer)(at) != nil {
			continue
		}
		if s.kind == kSlice {
			*(*sliceHeader)(at) = sliceHeader{s.p, 0, s.cap}
		} else {
			*(*unsafe.Pointer)(at) = s.p
		}
	}
}

// acceptedRules returns, walking with w (the decoder's own), the violations
// of a document the generated decoder accepted into the value of plan pl
// at p, appended to buf (empty; nil or a buffer the caller reuses): those
// of the registered rules
// only, since every member check passed. The walk runs the rules in its
// usual order, skipping the values where no rule can run.
func acceptedRules(w *walker, pl *plan, p unsafe.Pointer, structural bool, l *Limits, c Version, buf []Violation) []Violation {
	if structural || pl.noRules {
		return nil
	}
	if pl.rootRules && pl.meta.passes != nil && pl.meta.passes(p, c, l.EvalBudget, l.shapeWithinDefaults(), &w.cstop) {
		// The object's rules are its constraint file only, which has
		// nothing to report (Meta.Constraint): the walk would run them
		// alone and find nothing.
		return nil
	}
	if pl.rootRules && pl.meta.passes != nil && w.cstop.Valid {
		return continuedRules(w, pl, p, l, c, buf)
	}
	w.reset()
	w.constraintFailed = pl.rootRules && pl.meta.passes != nil
	return acceptedWalk(w, pl, p, l, c, buf)
}

// continuedRules is acceptedWalk for a plan with rootRules whose
// Meta.Constraint shortcut said no and recorded where its run stopped
// (w.cstop): what the walk does, the object's rules (continued from the
// stop) with no member failed, without its steps. It sets what the rules
// read of w (a released walker: reset and release would write the rest
// again) and leaves w released.
func continuedRules(w *walker, pl *plan, p unsafe.Pointer, l *Limits, c Version, buf []Violation) []Violation {
	w.path.segs = w.path.segs[:0]
	w.viol = buf
	w.structural, w.upstream, w.keywords, w.badAt = false, false, false, 0
	w.accepted, w.noWarn = true, true
	w.limits = *l
	w.contract = c
	w.rules.setFor(w, pl, 0, 0, 0, 0, nil, nil)
	w.rules.warn = false
	stop := &w.cstop
	stop.report(p, &w.rules, stop)
	stop.Valid, stop.Err, stop.report = false, nil, nil
	viol := capViolations(w.viol, l.MaxViolations, 0)
	w.viol = nil
	return viol
}

// acceptedWalk is acceptedRules without the Meta.Constraint shortcut: the
// walk, for a plan with rules. The caller resets w first; it may then set
// w.constraintFailed.
func acceptedWalk(w *walker, pl *plan, p unsafe.Pointer, l *Limits, c Version, buf []Violation) []Violation {
	defer w.release()
	w.viol = buf
	w.accepted = true
	w.noWarn = true // Decode returns violations only
	w.limits = *l
	w.contract = c
	if pl.rootRules {
		// What the walk would do: no member to visit, then the object's
		// rules, with no member failed.
		w.runRules(pl, p, 0, 0, 0, 0, nil, nil)
	} else {
		w.value(pl, p, pl.topC, true)
	}
	return capViolations(w.viol, l.MaxViolations, 0)
}
