package codec

import (
	"reflect"
	"unsafe"
)

// An object primitive is a comparable value type with unexported fields (in
// the style of net/netip) whose JSON form is an object, e.g. an agent address
// {"scheme":"agent","nft_id":…}. Its wire form is described by a struct W that
// is planned like any document object: W's tags give the members and their
// constraints and W's registered Rules its cross-field rules. A value of the
// primitive is always valid or zero (absent), like a text primitive:
//
//   - decoding reads a W and checks it completely where it sits (members,
//     undeclared and repeated members, W's rules); a W without violations is
//     converted to the primitive, otherwise every violation is reported at its
//     path inside the member and the primitive stays zero — in Unmarshal as in
//     Decode, since the Go value cannot hold an invalid form;
//   - validation reports only a required primitive that is zero (W's
//     warnings, if it has any, are not reported);
//   - encoding writes the W of the value;
//   - the schema generator describes the member as W (WireType).
//
// T should have an IsZero method (zero = absent); without one the Go zero
// value is absent.
type objectForm struct {
	wire     reflect.Type
	toWire   func(t, w unsafe.Pointer)
	fromWire func(w, t unsafe.Pointer)
}

// objectForms is guarded by planMu.
var objectForms = map[reflect.Type]*objectForm{}

// RegisterObject makes T an object primitive whose JSON form is W. toWire
// gives the wire form of a present T; fromWire builds the T of a W that passed
// every check (it must not fail). Call it from T's package initialization,
// before any plan using T is built (e.g. var _ = codec.RegisterObject(…)).
func RegisterObject[T, W any](toWire func(*T) W, fromWire func(*W) T) struct{} {
	t, w := reflect.TypeFor[T](), reflect.TypeFor[W]()
	if w.Kind() != reflect.Struct {
		panic("codec: the wire form of " + t.String() + " must be a struct")
	}
	planMu.Lock()
	defer planMu.Unlock()
	if _, dup := objectForms[t]; dup {
		panic("codec: object primitive registered twice: " + t.String())
	}
	objectForms[t] = &objectForm{
		wire:     w,
		toWire:   func(tp, wp unsafe.Pointer) { *(*W)(wp) = toWire((*T)(tp)) },
		fromWire: func(wp, tp unsafe.Pointer) { *(*T)(tp) = fromWire((*W)(wp)) },
	}
	return struct{}{}
}

// WireType returns the wire-form struct of an object primitive t, or t itself
// for any other type.
func WireType(t reflect.Type) reflect.Type {
	planMu.Lock()
	defer planMu.Unlock()
	if f, ok := objectForms[t]; ok {
		return f.wire
	}
	return t
}

// objectPrimitive decodes the wire form of the object primitive of plan pl
// into the value at p, reporting its violations at the member.
func (d *decoder) objectPrimitive(pl *plan, p unsafe.Pointer) {
	wp := reflect.New(pl.elem.t).UnsafePointer()
	d.object(pl.elem, wp, false)
	// The wire form is checked here, completely, in document field order: the
	// walker emits what the structural decode found inside it along with the
	// member checks and the form's rules.
	w := getWalker()
	defer putWalker(w)
	w.path.segs = append(w.path.segs, d.path.segs...)
	if !d.res.empty() {
		w.dec = &d.res
	}
	w.object(pl.elem, wp)
	if len(w.viol) == 0 {
		pl.object.fromWire(wp, p)
		return
	}
	// The outer walk emits these where it visits the member and does not
	// descend, so the findings inside the form are not reported twice.
	here := d.here()
	for _, v := range w.viol {
		d.res.addAt(here, v.Path, v.Rule, v.Message)
	}
}

// encodeObject writes the wire form of the present object primitive at p.
func (e *encoder) encodeObject(pl *plan, p unsafe.Pointer) {
	wp := reflect.New(pl.elem.t).UnsafePointer()
	pl.object.toWire(p, wp)
	e.object(pl.elem, wp)
}
